import DesignKitCore

extension VStepper: DrawableComponent {
  /// At its lowest value, so the − button shows disabled at its bound.
  public static var galleryPreview: VStepper { VStepper(value: 0, accessibilityLabel: "Quantity") }

  /// A rounded track with a minus button, a divider and a plus button; a button at its bound draws its icon in
  /// `colors.boundIcon`; a press shows on the plus button's background alone
  /// (the gallery's press); the focus ring outside the track.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let track = DrawingShape.rounded(try m.layout.cornerRadius)
    let iconSide = try m.layout.iconDimension
    func color(atBound: Bool) throws(Diagnostic) -> Color { try atBound ? m.colors.boundIcon : m.colors.icon }
    let minus = Drawing.icon(.minus, color: try color(atBound: value <= range.lowerBound), side: iconSide)
      .frame(fillsWidth: true, fillsHeight: true)
    let plus = Drawing.icon(.plus, color: try color(atBound: value >= range.upperBound), side: iconSide)
      .frame(fillsWidth: true, fillsHeight: true)
      .background(.shape(track, fill: try m.colors.buttonBackground))
    let divider = Drawing.shape(.square, fill: try m.colors.divider)
      .frame(width: try m.layout.dividerSize.width, height: try m.layout.dividerSize.height)
    return Drawing.hstack(spacing: 0, [minus, divider, plus])
      .frame(width: try m.layout.size.width, height: try m.layout.size.height)
      .background(.shape(track, fill: try m.colors.background))
      .focusRing(track, width: try m.layout.focusRingWidth, color: try m.colors.focusRing)
  }
}
