import DesignKitValues

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paints a laid-out drawing as a standalone SVG document, using only the SVG subset that Chromium, Firefox,
/// WebKit and librsvg render alike: it serializes the drawing's `RenderPlan`, which a native face paints too, and
/// decides no geometry of its own.
///
/// Shadows are `feGaussianBlur` chains (σ = SwiftUI's radius) in the plan's user-space regions, text sits on its
/// computed baseline (no `dominant-baseline`), arcs are path `A` segments. Ids start with `idPrefix`, so several
/// documents can be inlined in one HTML page. Output is deterministic: fixed attribute order, two-decimal numbers,
/// `\n` line ends.
public struct SVGRenderer: Sendable {
  /// The prefix of every id in the document; make it unique per page when inlining.
  public var idPrefix: String
  /// A color painted behind everything, or nil for a transparent background.
  public var background: Color?

  /// Creates a renderer.
  public init(idPrefix: String = "dk", background: Color? = nil) {
    self.idPrefix = idPrefix
    self.background = background
  }

  /// The SVG document of `drawing`: its render plan, serialized.
  public func svg(for drawing: LaidOutDrawing) -> String { svg(for: RenderPlan(drawing)) }

  /// The SVG document that paints `plan`: one element per command, a `<g>` per layer (its clip, mask and shadow in
  /// `<defs>`, numbered in the order the layers open).
  public func svg(for plan: RenderPlan) -> String {
    var writer = Writer(idPrefix: idPrefix)
    if let background {
      writer.body.append(
        "<rect width=\"\(SVGNumber.format(plan.width))\" height=\"\(SVGNumber.format(plan.height))\"\(Writer.paint("fill", background))/>"
      )
    }
    for command in plan.commands { writer.emit(command) }
    let w = SVGNumber.format(plan.width)
    let h = SVGNumber.format(plan.height)
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
    if !writer.defs.isEmpty { out += "<defs>\n" + writer.defs.map { $0 + "\n" }.joined() + "</defs>\n" }
    out.reserveCapacity(writer.body.reduce(out.utf8.count + 8) { $0 + $1.utf8.count + 1 })
    for line in writer.body {
      out += line
      out += "\n"
    }
    return out + "</svg>\n"
  }

  /// The font stacks asked for: Apple's fonts first, then Inter (which `TextMetrics` is calibrated on), at every size
  /// in the cut `TextMetrics` measures: the text cut. The display cuts (SF Pro Display, Inter Display) are 8–12 %
  /// narrower, so text laid out by Inter's widths and drawn in them showed gaps (the wide space before a required
  /// field's "*" at accessibility sizes).
  static func fontFamily(_ font: Font) -> String {
    let text = "-apple-system, Inter, Roboto, system-ui, sans-serif"
    let stack: String
    switch font.design {
    case .monospaced: stack = "'SF Mono', ui-monospace, 'DejaVu Sans Mono', monospace"
    case .serif: stack = "'New York', ui-serif, 'DejaVu Serif', serif"
    case .rounded: stack = "'SF Pro Rounded', ui-rounded, " + text
    case .default: stack = "'SF Pro Text', " + text
    }
    guard let family = font.family else { return stack }
    return "'" + family.filter { $0 != "'" && $0 != "\"" } + "', " + stack
  }

  private struct Writer {
    let idPrefix: String
    var defs: [String] = []
    var body: [String] = []
    var counter = 0
    /// Two spaces per open layer.
    var indent = ""

    init(idPrefix: String) { self.idPrefix = idPrefix }

    static func paint(_ attribute: String, _ color: Color) -> String {
      var out = " \(attribute)=\"\(SVGNumber.hex(color))\""
      if color.alpha < 1 { out += " \(attribute)-opacity=\"\(SVGNumber.format(color.alpha))\"" }
      return out
    }

    mutating func nextID(_ kind: String) -> String {
      defer { counter += 1 }
      return "\(idPrefix)-\(kind)-\(counter)"
    }

    mutating func emit(_ command: RenderCommand) {
      switch command {
      case .shape(let path, let fill, let stroke):
        var line = indent + Self.geometry(path) + (fill.map { Self.paint("fill", $0) } ?? " fill=\"none\"")
        if let stroke {
          line += Self.paint("stroke", stroke.color) + " stroke-width=\"\(SVGNumber.format(stroke.lineWidth))\""
          if stroke.roundsCapsAndJoins { line += " stroke-linecap=\"round\" stroke-linejoin=\"round\"" }
        }
        body.append(line + "/>")
      case .text(let text):
        var line = indent + "<text x=\"\(SVGNumber.format(text.x))\" y=\"\(SVGNumber.format(text.baseline))\""
        line +=
          " font-family=\"\(SVGRenderer.fontFamily(text.font))\" font-size=\"\(SVGNumber.format(text.font.size))\""
        line += " font-weight=\"\(text.font.weight.numericValue)\""
        line += Self.paint("fill", text.color)
        if text.anchor == .end { line += " text-anchor=\"end\"" }
        if text.isRightToLeft { line += " direction=\"rtl\"" }
        if text.string.hasPrefix(" ") || text.string.hasSuffix(" ") || text.string.contains("  ") {
          line += " xml:space=\"preserve\""
        }
        body.append(line + ">\(SVGNumber.escape(text.string))</text>")
      case .beginLayer(let layer):
        body.append(indent + "<g\(attributes(layer))>")
        indent += "  "
      case .endLayer:
        indent.removeLast(min(2, indent.count))
        body.append(indent + "</g>")
      }
    }

    /// A layer's attributes (transform, opacity, clip, mask, shadow); its clip, mask and filter go in `defs`.
    mutating func attributes(_ layer: RenderLayer) -> String {
      var attributes = ""
      let f: (Double) -> String = { SVGNumber.format($0) }
      let transforms = layer.transforms.map { transform in
        switch transform {
        case .translate(let x, let y): "translate(\(f(x)) \(f(y)))"
        case .rotate(let degrees, let x, let y): "rotate(\(f(degrees)) \(f(x)) \(f(y)))"
        case .scale(let s, let x, let y):
          "matrix(\(SVGNumber.format(s, places: 4)) 0 0 \(SVGNumber.format(s, places: 4)) \(f(x * (1 - s))) \(f(y * (1 - s))))"
        }
      }
      if !transforms.isEmpty { attributes += " transform=\"\(transforms.joined(separator: " "))\"" }
      if layer.opacity < 1 { attributes += " opacity=\"\(f(layer.opacity))\"" }
      if let clip = layer.clip {
        let id = nextID("clip")
        defs.append("<clipPath id=\"\(id)\" clipPathUnits=\"userSpaceOnUse\">\(Self.geometry(clip))/></clipPath>")
        attributes += " clip-path=\"url(#\(id))\""
      }
      if let edgeFade = layer.edgeFade { attributes += mask(edgeFade) }
      if let shadow = layer.shadow { attributes += filter(shadow) }
      return attributes
    }

    /// A drop shadow's `filter` attribute; its definition goes in `defs`.
    mutating func filter(_ placed: RenderShadow) -> String {
      let (shadow, region) = (placed.shadow, placed.region)
      let id = nextID("shadow")
      var filter = "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(SVGNumber.format(region.x))\""
      filter += " y=\"\(SVGNumber.format(region.y))\" width=\"\(SVGNumber.format(region.width))\""
      filter += " height=\"\(SVGNumber.format(region.height))\" color-interpolation-filters=\"sRGB\">"
      filter += "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(SVGNumber.format(shadow.radius))\" result=\"b\"/>"
      filter +=
        "<feOffset in=\"b\" dx=\"\(SVGNumber.format(shadow.x))\" dy=\"\(SVGNumber.format(shadow.y))\" result=\"o\"/>"
      filter +=
        "<feFlood flood-color=\"\(SVGNumber.hex(shadow.color))\" flood-opacity=\"\(SVGNumber.format(shadow.color.alpha))\"/>"
      filter += "<feComposite in2=\"o\" operator=\"in\"/>"
      filter += "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>"
      defs.append(filter)
      return " filter=\"url(#\(id))\""
    }

    /// A luminance mask that fades a frame's left and right edges: its `mask` attribute, its definitions in `defs`.
    mutating func mask(_ fade: RenderEdgeFade) -> String {
      let rect = fade.rect
      let gradient = nextID("fade")
      let id = nextID("mask")
      var defs =
        "<linearGradient id=\"\(gradient)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(SVGNumber.format(rect.x))\""
      defs += " y1=\"0\" x2=\"\(SVGNumber.format(rect.x + rect.width))\" y2=\"0\">"
      for stop in fade.stops {
        defs +=
          "<stop offset=\"\(SVGNumber.format(stop.location, places: 4))\" stop-color=\"#FFFFFF\" stop-opacity=\"\(SVGNumber.format(stop.opacity))\"/>"
      }
      defs += "</linearGradient><mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"\(SVGNumber.format(rect.x))\""
      defs += " y=\"\(SVGNumber.format(rect.y))\" width=\"\(SVGNumber.format(rect.width))\""
      defs += " height=\"\(SVGNumber.format(rect.height))\"><rect x=\"\(SVGNumber.format(rect.x))\""
      defs += " y=\"\(SVGNumber.format(rect.y))\" width=\"\(SVGNumber.format(rect.width))\""
      defs += " height=\"\(SVGNumber.format(rect.height))\" fill=\"url(#\(gradient))\"/></mask>"
      self.defs.append(defs)
      return " mask=\"url(#\(id))\""
    }

    /// The element's opening text up to its paint attributes (`<rect x=…`, without the closing `/>`).
    static func geometry(_ path: RenderPath) -> String {
      let f: (Double) -> String = { SVGNumber.format($0) }
      func frame(_ rect: DrawingRect) -> String {
        "x=\"\(f(rect.x))\" y=\"\(f(rect.y))\" width=\"\(f(rect.width))\" height=\"\(f(rect.height))\""
      }
      switch path {
      case .rectangle(let rect): return "<rect \(frame(rect))"
      case .roundedRectangle(let rect, let radius): return "<rect \(frame(rect)) rx=\"\(f(radius))\""
      case .circle(let cx, let cy, let r): return "<circle cx=\"\(f(cx))\" cy=\"\(f(cy))\" r=\"\(f(r))\""
      case .line(let x1, let y1, let x2, let y2):
        return "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\""
      case .arc(let cx, let cy, let r, let start, let end):
        if abs(end - start) >= 360 { return geometry(.circle(centerX: cx, centerY: cy, radius: r)) }
        func point(_ degrees: Double) -> String {
          let radians = degrees * Double.pi / 180
          return "\(f(cx + r * sin(radians))) \(f(cy - r * cos(radians)))"
        }
        let largeArc = abs(end - start) > 180 ? 1 : 0
        let sweep = end > start ? 1 : 0
        return "<path d=\"M\(point(start)) A\(f(r)) \(f(r)) 0 \(largeArc) \(sweep) \(point(end))\""
      case .elements(let elements): return "<path d=\"\(pathData(elements))\""
      }
    }

    static func pathData(_ elements: [PathElement]) -> String {
      // One string written in place: icons are paths of dozens of elements, drawn in every cell.
      var out = ""
      out.reserveCapacity(elements.count * 16)
      func point(_ x: Double, _ y: Double) {
        out += SVGNumber.format(x)
        out += " "
        out += SVGNumber.format(y)
      }
      for (i, element) in elements.enumerated() {
        if i > 0 { out += " " }
        switch element {
        case .move(let x, let y):
          out += "M"
          point(x, y)
        case .line(let x, let y):
          out += "L"
          point(x, y)
        case .curve(let x1, let y1, let x2, let y2, let x, let y):
          out += "C"
          point(x1, y1)
          out += " "
          point(x2, y2)
          out += " "
          point(x, y)
        case .close: out += "Z"
        }
      }
      return out
    }
  }
}
