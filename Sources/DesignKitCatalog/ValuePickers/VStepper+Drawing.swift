import DesignKitCore

extension VStepper: DrawableComponent {
  public static var galleryPreview: VStepper { VStepper(value: 3, accessibilityLabel: "Quantity") }

  /// A rounded track with a minus button, a divider and a plus button; a press darkens the plus button's
  /// background (the gallery's press); the focus ring outside the track.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let track = try DrawingShape.rounded("layout.cornerRadius", style: style)
    let iconSide = try style.number("layout.iconDimension")
    let minus = try Drawing.icon(.minus, style: style, color: "colors.icon", side: iconSide)
      .frame(fillsWidth: true, fillsHeight: true)
    let plus = try Drawing.icon(.plus, style: style, color: "colors.icon", side: iconSide)
      .frame(fillsWidth: true, fillsHeight: true)
      .background(.shape(track, fill: try style.color("colors.buttonBackground")))
    let divider = Drawing.shape(.square, fill: try style.color("colors.divider"))
      .frame(width: try style.number("layout.dividerSize.width"), height: try style.number("layout.dividerSize.height"))
    return try Drawing.hstack(spacing: 0, [minus, divider, plus])
      .frame(width: try style.number("layout.size.width"), height: try style.number("layout.size.height"))
      .background(.shape(track, fill: try style.color("colors.background")))
      .focusRing(track, style: style)
  }
}
