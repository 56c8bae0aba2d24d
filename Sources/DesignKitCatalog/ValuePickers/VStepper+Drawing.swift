import DesignKitCore

extension VStepper: DrawableComponent {
  /// At its lowest value, so the − button shows disabled at its bound.
  public static var galleryPreview: VStepper { VStepper(value: 0, accessibilityLabel: "Quantity") }

  /// A rounded track with a minus button, a divider and a plus button; a button at its bound draws its icon in
  /// `colors.boundIcon`; a press shows on the plus button's background alone
  /// (the gallery's press); the focus ring outside the track.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let track = try DrawingShape.rounded("layout.cornerRadius", style: style)
    let iconSide = try style.number("layout.iconDimension")
    func color(atBound: Bool) -> String { atBound ? "colors.boundIcon" : "colors.icon" }
    let minus = try Drawing.icon(.minus, style: style, color: color(atBound: value <= range.lowerBound), side: iconSide)
      .frame(fillsWidth: true, fillsHeight: true)
    let plus = try Drawing.icon(.plus, style: style, color: color(atBound: value >= range.upperBound), side: iconSide)
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
