import DesignKitCore

extension VToast: DrawableComponent {
  public static var galleryPreview: VToast { VToast(type: .success, state: .shown, text: "Changes saved") }

  /// The type's model (`info`, `success`, `warning` or `error`) draws it: its icon (a ring with a mark) and the text
  /// inside `layout.margins`, on a `colors.background` rounded rectangle bordered in the type's color. It slides in
  /// from `layout.edgeOffset` beyond its edge (`misc.edge`) and fades in as it appears, and back out as it
  /// disappears: nothing visible once removed.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let typed = try style.childStyle(type.rawValue)
    let side = try typed.number("layout.iconDimension")
    let iconColor = try typed.color("colors.icon")
    let lineWidth = try Drawing.iconLineWidth(style: typed, side: side)
    let icon = Drawing.layers(
      [.shape(.circle, stroke: iconColor, lineWidth: lineWidth, placement: .inside)]
        + Self.mark(type).map { mark in
          let drawn = Drawing.shape(mark, stroke: iconColor, lineWidth: lineWidth)
          guard case .icon = mark else { return drawn }
          return drawn.padding(side * Self.iconMarkInset)
        }, alignment: .center
    )
    .frame(width: side, height: side)
    let shape = try DrawingShape.rounded("layout.cornerRadius", style: typed)
    let edge: DrawingTransition.Edge =
      try typed.choice("misc.edge", as: VToastTypeModel.Edge.self) == .bottom ? .bottom : .top
    return Drawing.hstack(
      spacing: try typed.number("layout.iconSpacing"),
      [icon, .text(text, font: try typed.font("fonts.text"), color: try typed.color("colors.text"))]
    )
    .padding(try typed.insets("layout.margins"))
    .background(
      .shape(
        shape,
        DrawingPaint(
          fill: try typed.color("colors.background"), stroke: try typed.color("colors.border"),
          lineWidth: try typed.number("layout.borderWidth"), placement: .inside))
    )
    .transition(
      DrawingTransition.move(edge: edge, distance: try typed.number("layout.edgeOffset")).combined(with: .opacity))
  }

  /// How far a check or cross sits inside the icon's ring, as a fraction of the icon's side on each edge.
  static let iconMarkInset = 0.25

  /// The mark inside the icon's ring for `kind`: a check, a cross, or, in unit coordinates of the icon, an exclamation
  /// mark or an "i" (a dot is a line of no length with round caps).
  static func mark(_ kind: Kind) -> [DrawingShape] {
    func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> DrawingShape {
      .line(from: UnitPoint(x: x0, y: y0), to: UnitPoint(x: x1, y: y1))
    }
    switch kind {
    // The check and the cross are icons, which keep their direction in right-to-left layouts.
    case .success: return [.icon(.checkmark)]
    case .error: return [.icon(.cross)]
    case .warning: return [line(0.5, 0.27, 0.5, 0.56), line(0.5, 0.73, 0.5, 0.73)]
    case .info: return [line(0.5, 0.27, 0.5, 0.27), line(0.5, 0.44, 0.5, 0.73)]
    }
  }
}
