import DesignKitCore

extension VSecondaryButton: DrawableComponent {
  public static var galleryPreview: VSecondaryButton { VSecondaryButton(action: {}, title: "Add") }

  /// The title inside the content margins on a filled capsule at least `layout.minHeight` tall; the focus ring outside.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try Drawing.buttonTitle(title, style: style)
      .padding(try style.insets("layout.contentMargins"))
      .frame(minHeight: try style.number("layout.minHeight"))
      .buttonBackground(style: style)
  }
}
