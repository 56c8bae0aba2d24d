import DesignKitCore

extension VTextFieldRow: DrawableComponent {
  public static var galleryPreview: VTextFieldRow {
    VTextFieldRow(title: "Email", placeholder: "name@example.com", text: "ada@example.com")
  }

  /// The title (tinted while focused) above the field, drawn as a VTextField with the row's `field` values; secure
  /// content shows dots.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let isSecure = try style.choice("misc.contentType", as: TextRowContent.self).isSecure
    let field = VTextField(state: state, placeholder: placeholder, text: isSecure ? TextRowContent.hidden(text) : text)
    return .vstack(
      spacing: try style.number("layout.titleSpacing"), alignment: .leading,
      [
        .text(title, font: try style.font("fonts.title"), color: try style.color("colors.title")),
        try field.drawing(style: style.nested("field"), environment: environment),
      ])
  }
}
