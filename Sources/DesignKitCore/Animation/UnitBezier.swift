import DesignKitValues

/// A cubic Bézier timing curve from (0, 0) to (1, 1), solved the way browser engines do.
///
/// `progress(at:)` finds the curve parameter whose x equals the input (11 precomputed samples of x give
/// the bracketing interval and a first guess, then at most 4 Newton–Raphson steps to 1e-7, then bisection
/// inside the bracket) and returns y there; results lie within about 2.1e-7 of the exact curve. Curves
/// with x1 = y1 and x2 = y2 are the identity and are not solved at all. Inputs outside 0...1 clamp.
public struct UnitBezier: Sendable {
  /// The solver's tolerance on x.
  public static let tolerance = 1e-7
  /// The most Newton–Raphson steps before bisection takes over.
  public static let maxNewtonSteps = 4

  // x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
  private let ax: Double, bx: Double, cx: Double
  private let ay: Double, by: Double, cy: Double
  private let isLinear: Bool
  /// x at t = 0, 0.1, …, 1.
  private let samples: InlineArray<11, Double>

  /// A curve with control points (x1, y1) and (x2, y2); x1 and x2 belong in 0...1 (they are clamped).
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    let x1 = min(max(x1, 0), 1)
    let x2 = min(max(x2, 0), 1)
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    isLinear = x1 == y1 && x2 == y2
    let (a, b, c) = (ax, bx, cx)
    samples = InlineArray { i in
      let t = Double(i) / 10
      return ((a * t + b) * t + c) * t
    }
  }

  /// The curve of a named or custom timing curve.
  public init(_ curve: AnimationSpec.TimingCurve) {
    let p = curve.controlPoints
    self.init(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2)
  }

  /// The eased progress y at input progress `x`.
  public func progress(at x: Double) -> Double {
    guard !isLinear else { return min(max(x, 0), 1) }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return y(solve(x))
  }

  /// The slope dy/dx at input progress `x` (the eased velocity per unit of input progress).
  public func velocity(at x: Double) -> Double {
    guard !isLinear else { return 1 }
    let t = solve(min(max(x, 0), 1))
    let dx = dxdt(t)
    if abs(dx) > 1e-12 { return dydt(t) / dx }
    // x'(t) vanishes only at an end with a control point on it (x1 = 0 or x2 = 1): use the ratio of
    // second derivatives, the limit of the slope there.
    let ddx = 6 * ax * t + 2 * bx
    let ddy = 6 * ay * t + 2 * by
    return abs(ddx) > 1e-12 ? ddy / ddx : 0
  }

  /// The curve parameter t whose x(t) is `x` (for x in 0...1).
  func solve(_ x: Double) -> Double {
    // Bracket from the samples: x(t) is monotone because x1, x2 lie in 0...1.
    var i = 1
    while i < 10, samples[i] < x { i += 1 }
    var lower = Double(i - 1) / 10
    var upper = Double(i) / 10
    let span = samples[i] - samples[i - 1]
    var t = span > 0 ? lower + (x - samples[i - 1]) / span * 0.1 : lower
    for _ in 0..<Self.maxNewtonSteps {
      let error = sampleX(t) - x
      if abs(error) < Self.tolerance { return t }
      let slope = dxdt(t)
      if abs(slope) < Self.tolerance { break }
      t -= error / slope
    }
    if t >= lower, t <= upper, abs(sampleX(t) - x) < Self.tolerance { return t }
    t = (lower + upper) / 2
    while lower < upper {
      let value = sampleX(t)
      if abs(value - x) < Self.tolerance { return t }
      if value < x { lower = t } else { upper = t }
      let next = (lower + upper) / 2
      if next == t { break }
      t = next
    }
    return t
  }

  private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  private func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  private func dxdt(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
  private func dydt(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }
}

extension AnimationSpec.TimingCurve {
  /// The control points (x1, y1, x2, y2); the named curves use the CSS / Core Animation points.
  public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
    switch self {
    case .linear: (0, 0, 1, 1)
    case .ease: (0.25, 0.1, 0.25, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInOut: (0.42, 0, 0.58, 1)
    case .custom(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
    }
  }
}
