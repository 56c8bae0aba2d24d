import DesignKitCore

extension VPrimaryButton: DrawableComponent {
  public static var galleryPreview: VPrimaryButton { VPrimaryButton(action: {}, title: "Continue") }

  /// The title centred in a full-width rounded background that grows with Dynamic Type past its height; the focus
  /// ring outside the background; the whole button scaled per state.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let background = DrawingShape.roundedRectangle(
      cornerRadius: try style.number("layout.cornerRadius"), style: try style.choice("layout.cornerStyle"))
    return Drawing.text(title, font: try style.font("fonts.title"), color: try style.color("colors.title"))
      .opacity(try style.number("colors.titleOpacity"))
      .padding(try style.insets("layout.contentMargins"))
      .frame(minHeight: try style.number("layout.height"), fillsWidth: true)
      .background(
        .shape(
          background,
          DrawingPaint(
            fill: try style.color("colors.background"), stroke: try style.color("colors.focusRing"),
            lineWidth: try style.number("layout.focusRingWidth"), placement: .outside))
      )
      .scaleEffect(try style.number("layout.scale"))
  }
}
