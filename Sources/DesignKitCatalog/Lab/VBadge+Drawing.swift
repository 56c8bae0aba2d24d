import DesignKitCore

extension VBadge: DrawableComponent {
  public static var galleryPreview: VBadge { VBadge(kind: .success, text: "New") }

  /// The text in its kind's color (set by `fonts.textConfiguration`) inside the content margins, on a capsule tinted
  /// for the kind, at least `layout.minHeight` tall, at the state's `colors.opacity`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    return try Drawing.text(
      text, font: try m.fonts.text, color: try m.colors.text[StatusColors.field(kind)],
      configuration: try m.fonts.textConfiguration
    )
    .padding(try m.layout.contentMargins)
    .frame(minHeight: try m.layout.minHeight)
    .background(.shape(.capsule, fill: try m.colors.background[StatusColors.field(kind)]))
    .opacity(try m.colors.opacity)
  }
}
