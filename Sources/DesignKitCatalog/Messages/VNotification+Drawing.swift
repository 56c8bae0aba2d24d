import DesignKitCore

extension VNotification: DrawableComponent {
  public static var galleryPreview: VNotification {
    VNotification(
      state: .shown, icon: .envelope, title: "Ada Lovelace",
      message: "The engine's notes are ready. Shall we meet at the station at noon to read them?")
  }

  /// A card as wide as the sample screen less `layout.sideMargin` on each side: the icon (`layout.iconDimension`,
  /// `colors.icon`) on a `layout.iconBackgroundSize` rounded rectangle, both grown with the title's Dynamic Type
  /// (above the text past `Drawing.stackingScale`, and at every size where `layout.stacksIcon`: on watchOS), then the title over the message, each set
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
    let m = Resolved<Model>(style)
    let width = (try m.layout.screenWidth) - 2 * (try m.layout.sideMargin)
    let margins = try m.layout.margins
    let iconBackground = try m.layout.iconBackgroundSize
    let spacing = try m.layout.iconTextSpacing
    var texts: [Drawing] = []
    let fonts = try m.fonts
    let colors = try m.colors
    for isTitle in [true, false] {
      let string = isTitle ? title : message
      guard !string.isEmpty else { continue }
      // Shrunk once, by layout, to fit its line limit at the width it is given (`TextRun.fitted`).
      texts.append(
        .text(
          try TextRun(
            string, font: try isTitle ? fonts.title : fonts.message,
            color: try isTitle ? colors.title : colors.message,
            configuration: try isTitle ? fonts.titleConfiguration : fonts.messageConfiguration)))
    }
    // The icon and its square grow with the title, as an SF Symbol beside it would.
    let scale = try fonts.title.dynamicTypeScale
    let iconSquare = Drawing.icon(icon, color: try m.colors.icon, side: try m.layout.iconDimension * scale)
      .frame(width: iconBackground.width * scale, height: iconBackground.height * scale)
      .background(
        .shape(
          .roundedRectangle(cornerRadius: try m.layout.iconBackgroundCornerRadius, style: .continuous),
          fill: try m.colors.iconBackground))
    let shape = DrawingShape.rounded(try m.layout.cornerRadius)
    let edge: DrawingTransition.Edge =
      try m.misc.edge == .bottom ? .bottom : .top
    let column = Drawing.vstack(spacing: try m.layout.titleMessageSpacing, alignment: .leading, texts)
      .frame(fillsWidth: true, alignment: DrawingAlignment(horizontal: .leading, vertical: .center))
    let row = Drawing.hstack(spacing: spacing, [iconSquare, column])
    // Past the label's stacking scale the grown icon sits above the text, leaving the text the card's width.
    let stacked = Drawing.vstack(spacing: spacing, alignment: .leading, [iconSquare, column])
    return (try m.layout.stacksIcon || scale > Drawing.stackingScale ? stacked : row)
      .padding(margins)
      .frame(width: width)
      .background(
        .shape(
          shape,
          DrawingPaint(
            fill: try m.colors.background, stroke: try m.colors.border,
            lineWidth: try m.layout.borderWidth, placement: .inside))
      )
      .shadow(try m.layout.shadow)
      .offset(y: swipeOffset)
      .transition(
        DrawingTransition.move(edge: edge, distance: try m.layout.edgeOffset).combined(with: .opacity))
  }
}
