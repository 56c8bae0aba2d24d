#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paints a laid-out drawing as a standalone SVG document, using only the SVG subset that Chromium, Firefox,
/// WebKit and librsvg render alike.
///
/// Shadows are `feGaussianBlur` chains (σ = SwiftUI's radius) in user-space regions, text sits on a computed
/// baseline (no `dominant-baseline`), inside and outside strokes are drawn on inset or outset shapes, continuous
/// corners are Bézier paths, arcs are path `A` segments. Ids start with `idPrefix`, so several documents can be
/// inlined in one HTML page. Output is deterministic: fixed attribute order, two-decimal numbers, `\n` line ends.
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

  /// The SVG document of `drawing`.
  public func svg(for drawing: LaidOutDrawing) -> String {
    var writer = Writer(idPrefix: idPrefix)
    if let background {
      writer.body.append(
        "<rect width=\"\(SVGNumber.format(drawing.width))\" height=\"\(SVGNumber.format(drawing.height))\"\(Writer.paint("fill", background, alpha: 1))/>"
      )
    }
    for node in drawing.nodes { writer.emit(node, alpha: 1, indent: "") }
    let w = SVGNumber.format(drawing.width)
    let h = SVGNumber.format(drawing.height)
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
    if !writer.defs.isEmpty { out += "<defs>\n" + writer.defs.map { $0 + "\n" }.joined() + "</defs>\n" }
    out += writer.body.map { $0 + "\n" }.joined()
    return out + "</svg>\n"
  }

  /// The font stacks asked for: Apple's fonts first, then Inter (which `TextMetrics` is calibrated on).
  static func fontFamily(_ font: Font) -> String {
    let text = "-apple-system, Inter, Roboto, system-ui, sans-serif"
    let stack: String
    switch font.design {
    case .monospaced: stack = "'SF Mono', ui-monospace, 'DejaVu Sans Mono', monospace"
    case .serif: stack = "'New York', ui-serif, 'DejaVu Serif', serif"
    case .rounded: stack = "'SF Pro Rounded', ui-rounded, " + text
    case .default:
      stack =
        font.size >= 20
        ? "'SF Pro Display', -apple-system, 'Inter Display', " + text.dropFirst(15) : "'SF Pro Text', " + text
    }
    guard let family = font.family else { return stack }
    return "'" + family.filter { $0 != "'" && $0 != "\"" } + "', " + stack
  }

  private struct Writer {
    let idPrefix: String
    var defs: [String] = []
    var body: [String] = []
    var counter = 0

    init(idPrefix: String) { self.idPrefix = idPrefix }

    static func paint(_ attribute: String, _ color: Color, alpha: Double) -> String {
      let opacity = color.alpha * alpha
      var out = " \(attribute)=\"\(SVGNumber.hex(color))\""
      if opacity < 1 { out += " \(attribute)-opacity=\"\(SVGNumber.format(opacity))\"" }
      return out
    }

    mutating func nextID(_ kind: String) -> String {
      defer { counter += 1 }
      return "\(idPrefix)-\(kind)-\(counter)"
    }

    /// Whether the first strong letter of `text` reads left to right (anything but Hebrew and Arabic scripts).
    static func startsLeftToRight(_ text: String) -> Bool {
      for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
        let v = scalar.value
        return !((0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v))
      }
      return true
    }

    mutating func emit(_ node: PlacedNode, alpha: Double, indent: String) {
      switch node {
      case .shape(let shape, let rect, let paint, let isMirrored):
        emitShape(shape, rect, paint, isMirrored: isMirrored, alpha: alpha, indent: indent)
      case .text(let run, let rect, let baseline, let isRightToLeft):
        guard run.color.alpha * alpha > 0, !run.string.isEmpty else { return }
        let x = isRightToLeft ? rect.x + rect.width : rect.x
        var line = indent + "<text x=\"\(SVGNumber.format(x))\" y=\"\(SVGNumber.format(baseline))\""
        line += " font-family=\"\(SVGRenderer.fontFamily(run.font))\" font-size=\"\(SVGNumber.format(run.font.size))\""
        line += " font-weight=\"\(run.font.weight.numericValue)\""
        line += Self.paint("fill", run.color, alpha: alpha)
        // Text takes its direction from its first strong letter, as UIKit's natural direction does: Latin text in a
        // right-to-left layout stays left to right (an ellipsis or a question mark at its end), anchored at the right.
        if isRightToLeft { line += Self.startsLeftToRight(run.string) ? " text-anchor=\"end\"" : " direction=\"rtl\"" }
        if run.string.hasPrefix(" ") || run.string.hasSuffix(" ") || run.string.contains("  ") {
          line += " xml:space=\"preserve\""
        }
        body.append(line + ">\(SVGNumber.escape(run.string))</text>")
      case .group(let effects, let children):
        emitGroup(effects, children, alpha: alpha, indent: indent)
      }
    }

    mutating func emitGroup(_ effects: PlacedEffects, _ children: [PlacedNode], alpha: Double, indent: String) {
      var attributes = ""
      var transforms: [String] = []
      if effects.offsetX != 0 || effects.offsetY != 0 {
        transforms.append("translate(\(SVGNumber.format(effects.offsetX)) \(SVGNumber.format(effects.offsetY)))")
      }
      if effects.rotation != 0 {
        transforms.append(
          "rotate(\(SVGNumber.format(effects.rotation)) \(SVGNumber.format(effects.anchorX)) \(SVGNumber.format(effects.anchorY)))"
        )
      }
      if effects.scale != 1 {
        let s = effects.scale
        transforms.append(
          "matrix(\(SVGNumber.format(s, places: 4)) 0 0 \(SVGNumber.format(s, places: 4)) \(SVGNumber.format(effects.anchorX * (1 - s))) \(SVGNumber.format(effects.anchorY * (1 - s))))"
        )
      }
      if !transforms.isEmpty { attributes += " transform=\"\(transforms.joined(separator: " "))\"" }
      var childAlpha = alpha * effects.opacity
      if effects.compositesAsGroup, childAlpha < 1 {
        attributes += " opacity=\"\(SVGNumber.format(childAlpha))\""
        childAlpha = 1
      }
      if let clip = effects.clip {
        let id = nextID("clip")
        let geometry = Self.geometry(clip.shape, clip.rect, isMirrored: false)
        defs.append("<clipPath id=\"\(id)\" clipPathUnits=\"userSpaceOnUse\">\(geometry)/></clipPath>")
        attributes += " clip-path=\"url(#\(id))\""
      }
      if let edgeFade = effects.edgeFade { attributes += mask(edgeFade) }
      if let shadow = effects.shadow, shadow.color.alpha > 0,
        let area = children.compactMap(\.bounds).reduce(nil, { $0?.union($1) ?? $1 })
      {
        let id = nextID("shadow")
        var shifted = area
        shifted.x += shadow.x
        shifted.y += shadow.y
        let region = area.union(shifted).outset(by: 3 * shadow.radius)
        var filter = "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(SVGNumber.format(region.x))\""
        filter += " y=\"\(SVGNumber.format(region.y))\" width=\"\(SVGNumber.format(region.width))\""
        filter += " height=\"\(SVGNumber.format(region.height))\" color-interpolation-filters=\"sRGB\">"
        filter +=
          "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(SVGNumber.format(shadow.radius))\" result=\"b\"/>"
        filter +=
          "<feOffset in=\"b\" dx=\"\(SVGNumber.format(shadow.x))\" dy=\"\(SVGNumber.format(shadow.y))\" result=\"o\"/>"
        filter +=
          "<feFlood flood-color=\"\(SVGNumber.hex(shadow.color))\" flood-opacity=\"\(SVGNumber.format(shadow.color.alpha))\"/>"
        filter += "<feComposite in2=\"o\" operator=\"in\"/>"
        filter += "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>"
        defs.append(filter)
        attributes += " filter=\"url(#\(id))\""
      }
      guard !attributes.isEmpty else {
        for child in children { emit(child, alpha: childAlpha, indent: indent) }
        return
      }
      body.append(indent + "<g\(attributes)>")
      for child in children { emit(child, alpha: childAlpha, indent: indent + "  ") }
      body.append(indent + "</g>")
    }

    /// A luminance mask that fades a frame's left and right edges: its `mask` attribute, its definitions in `defs`.
    mutating func mask(_ placed: PlacedEdgeFade) -> String {
      let rect = placed.rect
      let gradient = nextID("fade")
      let id = nextID("mask")
      let inner = rect.width > 0 ? min(0.5, max(0, placed.fade.width) / rect.width) : 0
      let edge = SVGNumber.format(min(max(placed.fade.edgeOpacity, 0), 1))
      let middle = SVGNumber.format(min(max(placed.fade.innerOpacity, 0), 1))
      var defs =
        "<linearGradient id=\"\(gradient)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(SVGNumber.format(rect.x))\""
      defs += " y1=\"0\" x2=\"\(SVGNumber.format(rect.x + rect.width))\" y2=\"0\">"
      for (offset, opacity) in [(0, edge), (inner, middle), (1 - inner, middle), (1, edge)] {
        defs +=
          "<stop offset=\"\(SVGNumber.format(offset, places: 4))\" stop-color=\"#FFFFFF\" stop-opacity=\"\(opacity)\"/>"
      }
      defs += "</linearGradient><mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"\(SVGNumber.format(rect.x))\""
      defs += " y=\"\(SVGNumber.format(rect.y))\" width=\"\(SVGNumber.format(rect.width))\""
      defs += " height=\"\(SVGNumber.format(rect.height))\"><rect x=\"\(SVGNumber.format(rect.x))\""
      defs += " y=\"\(SVGNumber.format(rect.y))\" width=\"\(SVGNumber.format(rect.width))\""
      defs += " height=\"\(SVGNumber.format(rect.height))\" fill=\"url(#\(gradient))\"/></mask>"
      self.defs.append(defs)
      return " mask=\"url(#\(id))\""
    }

    mutating func emitShape(
      _ shape: DrawingShape, _ rect: DrawingRect, _ paint: DrawingPaint, isMirrored: Bool, alpha: Double,
      indent: String
    ) {
      let fill = paint.fill.flatMap { $0.alpha * alpha > 0 ? $0 : nil }
      let stroke = paint.stroke.flatMap { $0.alpha * alpha > 0 && paint.lineWidth > 0 ? $0 : nil }
      let strokeOnly: Bool
      switch shape {
      case .line, .icon, .arc: strokeOnly = true
      default: strokeOnly = false
      }
      let strokeAttributes = stroke.map { color in
        Self.paint("stroke", color, alpha: alpha) + " stroke-width=\"\(SVGNumber.format(paint.lineWidth))\""
          + (strokeOnly ? " stroke-linecap=\"round\" stroke-linejoin=\"round\"" : "")
      }
      let shift =
        paint.placement == .inside ? -paint.lineWidth / 2 : paint.placement == .outside ? paint.lineWidth / 2 : 0
      if strokeOnly {
        guard let strokeAttributes else { return }
        // An arc's circle moves with the stroke's placement; lines and icons are stroked where they are.
        let frame: DrawingRect
        if case .arc = shape { frame = rect.outset(by: shift) } else { frame = rect }
        body.append(
          indent + Self.geometry(shape, frame, isMirrored: isMirrored) + " fill=\"none\"" + strokeAttributes + "/>")
        return
      }
      let together = paint.placement == .centered
      if let fill {
        body.append(
          indent + Self.geometry(shape, rect, isMirrored: isMirrored) + Self.paint("fill", fill, alpha: alpha)
            + (together ? strokeAttributes ?? "" : "") + "/>")
        if together { return }
      }
      guard let strokeAttributes else { return }
      body.append(
        indent + Self.geometry(shape.outset(by: shift), rect.outset(by: shift), isMirrored: isMirrored)
          + " fill=\"none\"" + strokeAttributes + "/>")
    }

    /// The element's opening text up to its paint attributes (`<rect x=…`, without the closing `/>`).
    static func geometry(_ shape: DrawingShape, _ rect: DrawingRect, isMirrored: Bool) -> String {
      let f: (Double) -> String = { SVGNumber.format($0) }
      let frame =
        "x=\"\(f(rect.x))\" y=\"\(f(rect.y))\" width=\"\(f(max(0, rect.width)))\" height=\"\(f(max(0, rect.height)))\""
      switch shape {
      case .capsule:
        return "<rect \(frame) rx=\"\(f(min(rect.width, rect.height) / 2))\""
      case .circle:
        return
          "<circle cx=\"\(f(rect.midX))\" cy=\"\(f(rect.midY))\" r=\"\(f(max(0, min(rect.width, rect.height) / 2)))\""
      case .line(let from, let to):
        return
          "<line x1=\"\(f(rect.x + from.x * rect.width))\" y1=\"\(f(rect.y + from.y * rect.height))\" x2=\"\(f(rect.x + to.x * rect.width))\" y2=\"\(f(rect.y + to.y * rect.height))\""
      case .arc(let start, let end):
        let r = max(0, min(rect.width, rect.height) / 2)
        if abs(end - start) >= 360 { return "<circle cx=\"\(f(rect.midX))\" cy=\"\(f(rect.midY))\" r=\"\(f(r))\"" }
        func point(_ degrees: Double) -> String {
          let radians = degrees * Double.pi / 180
          return "\(f(rect.midX + r * sin(radians))) \(f(rect.midY - r * cos(radians)))"
        }
        let largeArc = abs(end - start) > 180 ? 1 : 0
        let sweep = end > start ? 1 : 0
        return "<path d=\"M\(point(start)) A\(f(r)) \(f(r)) 0 \(largeArc) \(sweep) \(point(end))\""
      case .icon(let icon):
        let elements = icon.path.map { element in
          element.mapped { x, y in (rect.x + (isMirrored ? 1 - x : x) * rect.width, rect.y + y * rect.height) }
        }
        return "<path d=\"\(pathData(elements))\""
      case .rectangle(let radii, let style):
        let limit = max(0, min(rect.width, rect.height) / 2)
        let clamped = [radii.topLeading, radii.topTrailing, radii.bottomTrailing, radii.bottomLeading].map {
          min(max(0, $0), limit)
        }
        if clamped.allSatisfy({ $0 == 0 }) { return "<rect \(frame)" }
        if style == .circular, radii.isUniform { return "<rect \(frame) rx=\"\(f(clamped[0]))\"" }
        return "<path d=\"\(pathData(roundedRectangle(rect, radii: clamped, continuous: style == .continuous)))\""
      }
    }

    static func pathData(_ elements: [PathElement]) -> String {
      let f: (Double) -> String = { SVGNumber.format($0) }
      return elements.map { element in
        switch element {
        case .move(let x, let y): "M\(f(x)) \(f(y))"
        case .line(let x, let y): "L\(f(x)) \(f(y))"
        case .curve(let x1, let y1, let x2, let y2, let x, let y):
          "C\(f(x1)) \(f(y1)) \(f(x2)) \(f(y2)) \(f(x)) \(f(y))"
        case .close: "Z"
        }
      }.joined(separator: " ")
    }

    /// A rounded rectangle's outline: corners top-left, top-right, bottom-right, bottom-left. A continuous corner
    /// uses Apple's curve (it starts 1.528665 r from the corner) where the side has room for it, else a circular arc.
    static func roundedRectangle(_ rect: DrawingRect, radii: [Double], continuous: Bool) -> [PathElement] {
      let half = min(rect.width, rect.height) / 2
      // Corner point, direction back along the incoming edge, direction along the outgoing edge.
      let corners: [(Double, Double, Double, Double, Double, Double)] = [
        (rect.x, rect.y, 0, 1, 1, 0), (rect.x + rect.width, rect.y, -1, 0, 0, 1),
        (rect.x + rect.width, rect.y + rect.height, 0, -1, -1, 0), (rect.x, rect.y + rect.height, 1, 0, 0, -1),
      ]
      var out: [PathElement] = []
      for (i, c) in corners.enumerated() {
        let r = radii[i]
        func p(_ s: Double, _ t: Double) -> (Double, Double) { (c.0 + c.2 * s + c.4 * t, c.1 + c.3 * s + c.5 * t) }
        func curve(_ a: (Double, Double), _ b: (Double, Double), _ e: (Double, Double)) -> PathElement {
          .curve(a.0, a.1, b.0, b.1, e.0, e.1)
        }
        let start: (Double, Double)
        var segments: [PathElement] = []
        if r == 0 {
          start = p(0, 0)
        } else if continuous, 1.52866483 * r <= half {
          start = p(1.52866483 * r, 0)
          segments = [
            curve(p(1.08849323 * r, 0), p(0.86840701 * r, 0), p(0.63149399 * r, 0.07491100 * r)),
            curve(
              p(0.37282401 * r, 0.16905900 * r), p(0.16905900 * r, 0.37282401 * r), p(0.07491100 * r, 0.63149399 * r)),
            curve(p(0, 0.86840701 * r), p(0, 1.08849323 * r), p(0, 1.52866483 * r)),
          ]
        } else {
          let k = (1 - 0.5522847498) * r
          start = p(r, 0)
          segments = [curve(p(k, 0), p(0, k), p(0, r))]
        }
        out.append(i == 0 ? .move(start.0, start.1) : .line(start.0, start.1))
        out += segments
      }
      return out + [.close]
    }
  }
}

extension DrawingShape {
  /// The shape grown by `amount` on every side, corners concentric.
  func outset(by amount: Double) -> DrawingShape {
    guard case .rectangle(let radii, let style) = self else { return self }
    func grow(_ r: Double) -> Double { r == 0 ? 0 : max(0, r + amount) }
    return .rectangle(
      CornerRadii(
        topLeading: grow(radii.topLeading), topTrailing: grow(radii.topTrailing),
        bottomTrailing: grow(radii.bottomTrailing), bottomLeading: grow(radii.bottomLeading)), style)
  }
}
