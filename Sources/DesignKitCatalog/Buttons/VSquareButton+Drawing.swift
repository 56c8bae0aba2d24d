import DesignKitCore

extension VSquareButton: DrawableComponent {
  public static var galleryPreview: VSquareButton { VSquareButton(action: {}, title: "Edit") }

  /// The title centred in a filled rounded square at least `layout.dimension` wide and tall (wider and taller when
  /// Dynamic Type grows the title); the focus ring outside.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let side = try style.number("layout.dimension")
    return try Drawing.buttonTitle(title, style: style)
      .padding(try style.insets("layout.contentMargins"))
      .frame(minWidth: side, minHeight: side)
      .buttonBackground(style: style)
  }
}
