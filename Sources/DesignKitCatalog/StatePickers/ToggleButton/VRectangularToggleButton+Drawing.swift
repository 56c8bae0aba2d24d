import DesignKitCore

extension VRectangularToggleButton: DrawableComponent {
  public static var galleryPreview: VRectangularToggleButton {
    VRectangularToggleButton(title: "Favourite", icon: .star)
  }
  /// One with an icon and one with a title.
  public static var galleryPreviews: [VRectangularToggleButton] {
    [galleryPreview, VRectangularToggleButton(title: "B")]
  }

  /// The icon (`layout.iconDimension`, `colors.icon`), or the title when there is no icon, centred in a background of
  /// `layout.size` (larger when Dynamic Type grows the title), off or on by its colors.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    var content = try Drawing.text(title, font: "fonts.title", color: try style.color("colors.content"), style: style)
    if let icon {
      content = try .glyph(icon, style: style, color: "colors.icon", side: try style.number("layout.iconDimension"))
    }
    return try content.toggleButtonBackground(
      style: style, minWidth: try style.number("layout.size.width"), minHeight: try style.number("layout.size.height"))
  }
}
