import DesignKitCore

extension VCodeEntryView: DrawableComponent {
  public static var galleryPreview: VCodeEntryView { VCodeEntryView(code: "284613") }

  /// This entry showing the code its machine holds.
  public func following(_ machine: CodeEntryMachine) -> VCodeEntryView {
    var shown = self
    shown.code = machine.state.code
    return shown
  }

  /// `misc.length` cells in a row, `layout.cellSpacing` apart (spread across the width when
  /// `layout.stretchesSpacing`): each a `layout.cellSize` rounded rectangle (larger when Dynamic Type grows its
  /// character) filled with `colors.cellBackground` and bordered inside with `colors.cellBorder`, showing its
  /// character, or `misc.placeholder` when empty. The state's fill decides how many cells show the code: none, some
  /// (the code's characters, half the cells when the code does not fit the state) or all. While focused, the cell
  /// taking the next character (the last one when all are filled) is bordered with `colors.activeCellBorder`. The
  /// cells read left to right in every layout direction: a code is a number. The row of cells is where the platform's
  /// (hidden) editor goes (`editableText()`).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let length = max(0, Int(try m.misc.length))
    let characters = Array(code.prefix(length))
    let filled: Int
    switch state.value {
    case .empty: filled = 0
    case .partial: filled = (1..<length).contains(characters.count) ? characters.count : max(1, length / 2)
    case .complete: filled = length
    }
    let active = state.interaction == .focused ? min(filled, length - 1) : nil
    let shape = DrawingShape.roundedRectangle(
      cornerRadius: try m.layout.cellCornerRadius, style: .continuous)
    let placeholder = try m.misc.placeholder
    var cells: [Drawing] = []
    for index in 0..<length {
      let isFilled = index < filled
      let character = isFilled ? (index < characters.count ? String(characters[index]) : "0") : placeholder
      let border = try index == active ? m.colors.activeCellBorder : m.colors.cellBorder
      cells.append(
        Drawing.text(
          character, font: try isFilled ? m.fonts.text : m.fonts.placeholder,
          color: try isFilled ? m.colors.text : m.colors.placeholder
        )
        .frame(
          minWidth: try m.layout.cellSize.width, minHeight: try m.layout.cellSize.height
        )
        .background(
          .shape(
            shape,
            DrawingPaint(
              fill: try m.colors.cellBackground, stroke: border,
              lineWidth: try m.layout.cellBorderWidth, placement: .inside))))
    }
    // Right to left, the whole drawing is mirrored after layout: reversed here, the cells come out left to right.
    if environment.layoutDirection == .rightToLeft { cells.reverse() }
    guard try m.layout.stretchesSpacing else {
      return Drawing.hstack(spacing: try m.layout.cellSpacing, cells).editableText()
    }
    let spread = cells.enumerated().flatMap { index, cell in index == 0 ? [cell] : [.spacer, cell] }
    return Drawing.hstack(spacing: 0, spread).frame(fillsWidth: true).editableText()
  }
}
