import DesignKitCore

extension VCard: DrawableComponent {
  public static var galleryPreview: VCard { VCard(hasParts: true) }
  public static var galleryPreviews: [VCard] { [galleryPreview, VCard()] }

  /// A content slot inside `layout.padding` (none with parts when `layout.clearsPaddingWithParts`: the parts pad
  /// themselves), as wide as offered, on a `colors.background` rounded rectangle (`layout.cornerRadius`, outlined
  /// inside with `colors.border` `layout.borderWidth` wide) with the soft `layout.shadow` under it. The placeholder
  /// is a header, a content and a footer, or a paragraph without parts, disabled with the card.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let clearsPadding = try m.layout.clearsPaddingWithParts && hasParts
    let placeholder: Drawing =
      hasParts
      ? .vstack(
        spacing: 0, alignment: .leading,
        [
          try .sample(VCardHeader.galleryPreview, in: environment, disabled: state == .disabled),
          try .sample(VCardContent.galleryPreview, in: environment, disabled: state == .disabled),
          try .sample(VCardFooter.galleryPreview, in: environment, disabled: state == .disabled),
        ])
      : try .sample(
        VText(type: .multiLine, text: "Your storage is almost full."), in: environment, disabled: state == .disabled)
    let shape = DrawingShape.rounded(try m.layout.cornerRadius)
    let surface = Drawing.shape(
      shape,
      DrawingPaint(
        fill: try m.colors.background, stroke: try m.colors.border,
        lineWidth: try m.layout.borderWidth, placement: .inside)
    )
    .shadow(try m.layout.shadow)
    return Drawing.content(placeholder: placeholder)
      .padding(
        clearsPadding ? ResolvedInsets(top: 0, left: 0, bottom: 0, right: 0) : try m.layout.padding
      )
      .frame(fillsWidth: true, alignment: .leading)
      .background(surface)
  }
}
