/// One element of a path.
public enum PathElement: Sendable, Equatable {
  /// Starts a subpath.
  case move(Double, Double)
  /// A straight segment.
  case line(Double, Double)
  /// A cubic Bézier segment: two control points, then the end point.
  case curve(Double, Double, Double, Double, Double, Double)
  /// Closes the subpath.
  case close

  /// A circle as four cubic segments (the usual 0.5523 control-point ratio).
  public static func circle(cx: Double, cy: Double, r: Double) -> [PathElement] {
    let k = 0.5522847498 * r
    return [
      .move(cx + r, cy), .curve(cx + r, cy + k, cx + k, cy + r, cx, cy + r),
      .curve(cx - k, cy + r, cx - r, cy + k, cx - r, cy), .curve(cx - r, cy - k, cx - k, cy - r, cx, cy - r),
      .curve(cx + k, cy - r, cx + r, cy - k, cx + r, cy), .close,
    ]
  }

  /// The element with every point mapped by `transform`.
  public func mapped(_ transform: (Double, Double) -> (Double, Double)) -> PathElement {
    switch self {
    case .move(let x, let y):
      let p = transform(x, y)
      return .move(p.0, p.1)
    case .line(let x, let y):
      let p = transform(x, y)
      return .line(p.0, p.1)
    case .curve(let x1, let y1, let x2, let y2, let x, let y):
      let a = transform(x1, y1)
      let b = transform(x2, y2)
      let c = transform(x, y)
      return .curve(a.0, a.1, b.0, b.1, c.0, c.1)
    case .close: return .close
    }
  }
}
