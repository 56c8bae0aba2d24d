#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An outline a render command paints or clips to, in the drawing's coordinates: a primitive a back-end draws as
/// such (SVG's `rect`, `circle`, `line`), or move/line/curve elements for any other outline.
///
/// Every geometric choice is made already (corner radii clamped to the frame, continuous corners as Bézier curves,
/// icons mapped into their frame and mirrored), so two back-ends painting the same path cannot disagree.
/// `RenderPath+Shape.swift` makes one from a placed shape.
public enum RenderPath: Sendable, Equatable {
  /// A rectangle with square corners.
  case rectangle(DrawingRect)
  /// A rectangle whose corners are quarter circles of `radius`, the same on every corner (a capsule's radius is half
  /// its shorter side).
  case roundedRectangle(DrawingRect, radius: Double)
  /// A whole circle.
  case circle(centerX: Double, centerY: Double, radius: Double)
  /// A straight segment.
  case line(x1: Double, y1: Double, x2: Double, y2: Double)
  /// Part of a circle from `startDegrees` to `endDegrees`: degrees from the top, clockwise when `endDegrees` is
  /// greater, anticlockwise when smaller; a span of 360 or more is the whole circle.
  case arc(centerX: Double, centerY: Double, radius: Double, startDegrees: Double, endDegrees: Double)
  /// Any other outline (continuous or unequal corners, an icon), in absolute coordinates.
  case elements([PathElement])

  /// The path as move/line/curve/close elements (arcs as cubic Béziers), for back-ends without the primitives.
  public var elements: [PathElement] {
    switch self {
    case .rectangle(let rect):
      return [
        .move(rect.x, rect.y), .line(rect.x + rect.width, rect.y), .line(rect.x + rect.width, rect.y + rect.height),
        .line(rect.x, rect.y + rect.height), .close,
      ]
    case .roundedRectangle(let rect, let radius):
      let r = min(max(0, radius), max(0, min(rect.width, rect.height) / 2))
      return PathElement.roundedRectangle(rect, radii: [r, r, r, r], continuous: false)
    case .circle(let cx, let cy, let r): return PathElement.circle(cx: cx, cy: cy, r: r)
    case .line(let x1, let y1, let x2, let y2): return [.move(x1, y1), .line(x2, y2)]
    case .arc(let cx, let cy, let r, let start, let end):
      if abs(end - start) >= 360 { return PathElement.circle(cx: cx, cy: cy, r: r) }
      return PathElement.arc(centerX: cx, centerY: cy, radius: r, startDegrees: start, endDegrees: end)
    case .elements(let elements): return elements
    }
  }
}

extension PathElement {
  /// An arc from `startDegrees` to `endDegrees` (from the top, clockwise when growing) as cubic segments of at most a
  /// quarter turn each, their control points 4/3 tan(θ/4) of the radius along the tangents.
  static func arc(centerX: Double, centerY: Double, radius: Double, startDegrees: Double, endDegrees: Double)
    -> [PathElement]
  {
    func point(_ radians: Double) -> (Double, Double) {
      (centerX + radius * sin(radians), centerY - radius * cos(radians))
    }
    let (start, end) = (startDegrees * Double.pi / 180, endDegrees * Double.pi / 180)
    let count = max(1, Int((abs(end - start) / (Double.pi / 2)).rounded(.up)))
    let step = (end - start) / Double(count)
    let k = 4 / 3 * tan(step / 4) * radius
    let first = point(start)
    var out: [PathElement] = [.move(first.0, first.1)]
    for i in 0..<count {
      let (a, b) = (start + Double(i) * step, start + Double(i + 1) * step)
      let (p, q) = (point(a), point(b))
      // The tangent of (sin θ, −cos θ) is (cos θ, sin θ).
      out.append(.curve(p.0 + k * cos(a), p.1 + k * sin(a), q.0 - k * cos(b), q.1 - k * sin(b), q.0, q.1))
    }
    return out
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
