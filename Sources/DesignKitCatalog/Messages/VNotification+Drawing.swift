import DesignKitCore

extension VNotification: DrawableComponent {
  public static var galleryPreview: VNotification {
    VNotification(
      state: .shown, icon: .envelope, title: "Ada Lovelace",
      message: "The engine's notes are ready. Shall we meet at the station at noon to read them?")
  }

  /// A card as wide as the sample screen less `layout.sideMargin` on each side: the icon (`layout.iconDimension`,
  /// `colors.icon`) on a `layout.iconBackgroundDimension` rounded square, then the title over the message, each set
  /// by its `fonts.…Configuration` (wrapping onto its line limit, shrunk down to its minimum scale before it is cut); inside
  /// `layout.margins` on a `colors.background` rounded rectangle with an inside border and `layout.shadow`. It slides
  /// in from `layout.edgeOffset` beyond its edge (`misc.edge`) and fades in as it appears, and back out as it
  /// disappears: nothing visible once removed. A swipe in progress moves it by `swipeOffset`.
  /// Where the machine's swipe in progress has moved it.
  public func following(_ machine: ToastMachine) -> VNotification {
    var shown = self
    shown.swipeOffset = machine.state.swipeOffset
    return shown
  }

  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let width = Size.sampleScreen.width - 2 * (try style.number("layout.sideMargin"))
    let margins = try style.insets("layout.margins")
    let iconBackground = try style.number("layout.iconBackgroundDimension")
    let spacing = try style.number("layout.iconTextSpacing")
    let textWidth = max(0, width - margins.left - margins.right - iconBackground - spacing)
    var texts: [Drawing] = []
    for part in ["title", "message"] {
      let string = part == "title" ? title : message
      guard !string.isEmpty else { continue }
      let run = try TextRun(
        string, font: try style.font("fonts." + part), color: try style.color("colors." + part),
        configuration: "fonts.\(part)Configuration", style: style)
      texts.append(
        .text(
          run.shrunk(toFit: textWidth, minimumScale: run.minimumScaleFactor, measurer: environment.textMeasurer)))
    }
    let iconSquare = try Drawing.glyph(
      icon, style: style, color: "colors.icon", side: try style.number("layout.iconDimension")
    )
    .frame(width: iconBackground, height: iconBackground)
    .background(
      .shape(
        .roundedRectangle(cornerRadius: try style.number("layout.iconBackgroundCornerRadius"), style: .continuous),
        fill: try style.color("colors.iconBackground")))
    let shape = try DrawingShape.rounded("layout.cornerRadius", style: style)
    let edge: DrawingTransition.Edge =
      try style.choice("misc.edge", as: VToastTypeModel.Edge.self) == .bottom ? .bottom : .top
    return Drawing.hstack(
      spacing: spacing,
      [
        iconSquare,
        .vstack(spacing: try style.number("layout.titleMessageSpacing"), alignment: .leading, texts)
          .frame(fillsWidth: true, alignment: DrawingAlignment(horizontal: .leading, vertical: .center)),
      ]
    )
    .padding(margins)
    .frame(width: width)
    .background(
      .shape(
        shape,
        DrawingPaint(
          fill: try style.color("colors.background"), stroke: try style.color("colors.border"),
          lineWidth: try style.number("layout.borderWidth"), placement: .inside))
    )
    .shadow(try style.dropShadow())
    .offset(y: swipeOffset)
    .transition(
      DrawingTransition.move(edge: edge, distance: try style.number("layout.edgeOffset")).combined(with: .opacity))
  }
}
