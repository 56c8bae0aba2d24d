import DesignKitValues

/// Every icon of the vocabulary in a grid, each over its SF Symbols name: the page to look at when an icon is added
/// or redrawn (its light and dark sheets are golden files, and `docs/icons.svg` shows both).
public struct IconSheet: Sendable {
  /// Icons per row.
  public var columns = 6
  /// The side of each icon, in points.
  public var side = 32.0
  /// The width of the icons' lines, in points (SF Symbols' regular weight at this size).
  public var lineWidth = 2.0

  /// A sheet with the defaults.
  public init() {}

  /// The sheet in `colorScheme`'s ink on its background, as SVG.
  public func svg(colorScheme: StyleEnvironment.ColorScheme) -> String {
    let dark = colorScheme == .dark
    let ink = dark ? Color(hex: 0xF2F2F7) : Color(hex: 0x1C1C1E)
    let label = dark ? Color(hex: 0xAEAEB2) : Color(hex: 0x636366)
    let font = Font.system(size: 11)
    let cells = DrawingIcon.allCases.map { icon in
      Drawing.vstack(
        spacing: 8,
        [
          Drawing.shape(.icon(icon), stroke: ink, lineWidth: lineWidth).frame(width: side, height: side),
          .text(icon.rawValue, font: font, color: label),
        ]
      )
      .frame(width: 150, height: side + 34)
    }
    let rows = stride(from: 0, to: cells.count, by: columns).map { start in
      Drawing.hstack(spacing: 0, alignment: .top, Array(cells[start..<min(start + columns, cells.count)]))
    }
    let sheet = Drawing.vstack(spacing: 12, alignment: .leading, rows).padding(24)
    let laidOut = DrawingLayout(layoutDirection: .leftToRight).layout(sheet)
    return SVGRenderer(idPrefix: "icons-\(colorScheme.rawValue)", background: dark ? Color(hex: 0x1C1C1E) : .white)
      .svg(for: laidOut)
  }
}
