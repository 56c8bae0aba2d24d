import DesignKitCore

extension VTextFieldRow: DrawableComponent {
  public static var galleryPreview: VTextFieldRow {
    VTextFieldRow(title: "Email", footer: "We never share it", placeholder: "name@example.com", text: "ada@example.com")
  }
  /// An email row with a hint, a password row and an empty search row, each drawn with the model's values.
  public static var galleryPreviews: [VTextFieldRow] {
    var password = VTextFieldRow(title: "Password", text: "lovelace")
    password.sampleSettings = SampleSettings(["misc.contentType": .choice(TextRowContent.password.rawValue)])
    var search = VTextFieldRow(title: "City", placeholder: "Search")
    search.sampleSettings = SampleSettings(["misc.field.contentType": .choice(TextContentType.search.rawValue)])
    return [galleryPreview, password, search]
  }

  /// A VTextField drawn with the row's `field` values: the title is its header, the hint its footer; a secure
  /// content type (a password) makes it a secure field.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let style = sampleSettings.applied(to: style)
    let m = Resolved<Model>(style)
    var field = VTextField(state: state, header: title, footer: footer, placeholder: placeholder, text: text)
    if try m.misc.contentType.isSecure {
      field.sampleSettings = SampleSettings(["misc.contentType": .choice(TextContentType.secure.rawValue)])
    }
    return try field.drawing(style: style.nested("field"), environment: environment)
  }
}
