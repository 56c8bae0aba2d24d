import DesignKitCore

extension VToast: DrawableComponent {
  public static var galleryPreview: VToast { VToast(type: .success, text: "Changes saved") }

  /// The type's model (`info`, `success`, `warning` or `error`) draws it: its icon (a circled sign) and the text
  /// inside `layout.margins`, on a `colors.background` rounded rectangle bordered in the type's color. It fades in
  /// from `layout.edgeOffset` beyond its edge: halfway while appearing or disappearing, nothing visible once removed.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let typed = try style.childStyle(type.rawValue)
    let presented = state.presentedFraction
    let side = try typed.number("layout.iconDimension")
    let iconColor = try typed.color("colors.icon")
    let lineWidth = try Drawing.iconLineWidth(style: typed, side: side)
    let icon = Drawing.shape(.icon(Self.icon(type)), stroke: iconColor, lineWidth: lineWidth)
      .frame(width: side, height: side)
    let shape = try DrawingShape.rounded("layout.cornerRadius", style: typed)
    let towardEdge = try typed.choice("misc.edge", as: VToastTypeModel.Edge.self) == .bottom ? 1.0 : -1.0
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
    .offset(y: towardEdge * (try typed.number("layout.edgeOffset")) * (1 - presented))
    .opacity(presented)
  }

  /// The type's icon: a circled "i", check mark, exclamation mark or cross.
  static func icon(_ kind: Kind) -> DrawingIcon {
    switch kind {
    case .info: .infoCircle
    case .success: .checkmarkCircle
    case .warning: .exclamationmarkCircle
    case .error: .xmarkCircle
    }
  }
}
