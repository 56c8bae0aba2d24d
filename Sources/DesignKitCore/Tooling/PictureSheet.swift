import DesignKitValues

/// A picture for the documentation: a title over rows of captioned cells, each a drawing laid out on its own (in its
/// own direction, on its scheme's canvas, at an iPhone's width) as the gallery lays it out, as one SVG document that
/// nests each cell's SVG. Written by `designkit pictures` from the registry, so it cannot show a look that no longer
/// exists (`DocumentationPictures`).
public struct PictureSheet: Sendable {
  /// One captioned drawing.
  public struct Cell: Sendable {
    /// The caption under it (`VDialog presented · rtl`).
    public var caption: String
    /// The drawing's SVG, laid out.
    var svg: String
    /// The laid-out size.
    var width: Double
    var height: Double
  }

  /// The title above the rows.
  public var title: String
  /// The rows of cells, top to bottom.
  public var rows: [[Cell]]

  /// Creates a sheet.
  public init(title: String, rows: [[Cell]] = []) {
    self.title = title
    self.rows = rows
  }

  /// The gap between cells and around the sheet.
  static let gap = 16.0
  /// The sheet's own text: the title and the captions.
  static let titleFont = Font.system(size: 15, weight: .semibold)
  static let captionFont = Font.system(size: 11, design: .monospaced)
  static let ink = Color(hex: 0x1C1C1E)
  static let captionInk = Color(hex: 0x48484A)
  static let paper = Color(hex: 0xE5E5EA)

  /// The sheet as SVG: the title, then each row's cells side by side, each over its caption (a cell narrower than its
  /// caption takes the caption's width).
  public func svg(id: String) -> String {
    let measurer = TextMeasurer.approximate
    let captionHeight = measurer.lineHeight(of: Self.captionFont) + 4
    let titleHeight = measurer.lineHeight(of: Self.titleFont)
    var parts: [String] = [Self.text(title, font: Self.titleFont, color: Self.ink, x: Self.gap, y: Self.gap)]
    var y = Self.gap + titleHeight + Self.gap / 2
    var width = Self.gap + measurer.width(of: title, font: Self.titleFont) + Self.gap
    for row in rows {
      var x = Self.gap
      let height = (row.map(\.height).max() ?? 0) + captionHeight
      for cell in row {
        parts.append(Self.nested(cell.svg, x: x, y: y))
        parts.append(
          Self.text(cell.caption, font: Self.captionFont, color: Self.captionInk, x: x, y: y + cell.height + 4))
        x += max(cell.width, measurer.width(of: cell.caption, font: Self.captionFont)) + Self.gap
      }
      width = max(width, x)
      y += height + Self.gap
    }
    let w = SVGNumber.format(width)
    let h = SVGNumber.format(y)
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
      + "<title>\(SVGNumber.escape(title))</title>\n"
      + "<rect width=\"\(w)\" height=\"\(h)\" fill=\"\(SVGNumber.hex(Self.paper))\"/>\n" + parts.joined() + "</svg>\n"
  }

  /// A cell of `drawing` laid out as `gallery` lays it out in `environment`, over `caption`; its SVG's ids start with
  /// `id`.
  static func cell(
    _ drawing: Drawing, caption: String, gallery: Gallery, environment: StyleEnvironment, id: String
  ) -> Cell {
    let laidOut = gallery.laidOut(drawing, environment: environment)
    let svg = SVGRenderer(idPrefix: id, background: gallery.canvas.resolved(dark: environment.colorScheme == .dark))
      .svg(for: laidOut)
    return Cell(caption: caption, svg: svg, width: laidOut.width, height: laidOut.height)
  }

  /// A cell of an SVG document drawn elsewhere (an icon sheet), `width` × `height`.
  static func cell(svg: String, width: Double, height: Double, caption: String) -> Cell {
    Cell(caption: caption, svg: svg, width: width, height: height)
  }

  /// `svg` (a whole document) placed at `x`, `y`; cut at its bounds unless `clips` is false (text, which a browser's
  /// font may set wider than it was measured).
  private static func nested(_ svg: String, x: Double, y: Double, clips: Bool = true) -> String {
    let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" "
    guard svg.hasPrefix(open) else { return svg }
    let overflow = clips ? "" : "overflow=\"visible\" "
    return "<svg x=\"\(SVGNumber.format(x))\" y=\"\(SVGNumber.format(y))\" \(overflow)" + svg.dropFirst(open.count)
  }

  /// One line of the sheet's own text, its top left at `x`, `y`.
  private static func text(_ string: String, font: Font, color: Color, x: Double, y: Double) -> String {
    let laidOut = DrawingLayout().layout(.text(string, font: font, color: color))
    return nested(SVGRenderer(idPrefix: "sheet").svg(for: laidOut), x: x, y: y, clips: false)
  }
}
