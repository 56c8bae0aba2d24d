import DesignKitCore

extension VPrimaryButton: DrawableComponent {
  public static var galleryPreview: VPrimaryButton { VPrimaryButton(action: {}, title: "Continue") }

  /// The title centred in a full-width rounded background that grows with Dynamic Type past its height; the focus
  /// ring outside the background; the whole button scaled per state.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try Drawing.text(title, font: try style.font("fonts.title"), color: try style.color("colors.title"))
      .opacity(try style.number("colors.titleOpacity"))
      .padding(try style.insets("layout.contentMargins"))
      .fullWidthControl(
        style: style, fill: "colors.background", outline: "colors.focusRing", outlineWidth: "layout.focusRingWidth",
        placement: .outside
      )
      .scaleEffect(try style.number("layout.scale"))
  }
}
