#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One spring motion from a start value and velocity toward a target, in closed form: O(1) at any time.
///
/// With u = x − target, λ = ζω0: underdamped u = e^(−λt)·(A·cos ωd·t + B·sin ωd·t); critically damped
/// u = e^(−ω0·t)·(A + B·t); overdamped u = C1·e^(r1·t) + C2·e^(r2·t). Damping ratios within 1e-9 of 1
/// use the critical form. Times are in seconds from the start of the motion.
public struct SpringMotion: Sendable {
  /// The value the spring pulls toward.
  public let target: Double
  private let regime: Regime
  // Meaning per regime: under (λ, ωd, A, B, P, Q) with u' = e^(−λt)(P cos + Q sin);
  // critical (ω0, A, B); over (r1, r2, C1, C2).
  private let c0: Double, c1: Double, c2: Double, c3: Double, c4: Double, c5: Double

  private enum Regime: Sendable {
    case rest, underdamped, critical, overdamped
  }

  /// The motion of `spring` from `start` with `initialVelocity` (units per second) toward `target`.
  public init(spring: SpringModel, from start: Double, to target: Double, initialVelocity: Double) {
    self.target = target
    let u0 = start - target
    let v0 = initialVelocity
    let omega0 = spring.naturalFrequency
    let zeta = spring.dampingRatio
    guard u0 != 0 || v0 != 0, omega0.isFinite, omega0 > 0, zeta.isFinite, zeta >= 0 else {
      regime = .rest
      (c0, c1, c2, c3, c4, c5) = (0, 0, 0, 0, 0, 0)
      return
    }
    let lambda = zeta * omega0
    if abs(zeta - 1) <= 1e-9 {
      regime = .critical
      (c0, c1, c2, c3, c4, c5) = (omega0, u0, v0 + omega0 * u0, 0, 0, 0)
    } else if zeta < 1 {
      regime = .underdamped
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let a = u0
      let b = (v0 + lambda * u0) / omegaD
      (c0, c1, c2, c3) = (lambda, omegaD, a, b)
      (c4, c5) = (b * omegaD - lambda * a, -(lambda * b + a * omegaD))
    } else {
      regime = .overdamped
      let omegaS = omega0 * (zeta * zeta - 1).squareRoot()
      let r2 = -lambda - omegaS
      let r1 = omega0 * omega0 / r2  // = −λ + ωs without cancellation
      let k1 = (v0 - r2 * u0) / (r1 - r2)
      (c0, c1, c2, c3, c4, c5) = (r1, r2, k1, u0 - k1, 0, 0)
    }
  }

  /// The value at time `t`.
  public func position(at t: Double) -> Double { target + offset(at: t) }

  /// The displacement from the target at time `t`.
  public func offset(at t: Double) -> Double {
    switch regime {
    case .rest:
      return 0
    case .underdamped:
      let angle = c1 * t
      return exp(-c0 * t) * (c2 * cos(angle) + c3 * sin(angle))
    case .critical:
      return exp(-c0 * t) * (c1 + c2 * t)
    case .overdamped:
      return c2 * exp(c0 * t) + c3 * exp(c1 * t)
    }
  }

  /// The velocity at time `t`, in units per second.
  public func velocity(at t: Double) -> Double { state(at: t).velocity }

  /// Position and velocity at time `t`, sharing the exponential and trigonometric work.
  public func state(at t: Double) -> (position: Double, velocity: Double) {
    switch regime {
    case .rest:
      return (target, 0)
    case .underdamped:
      let decay = exp(-c0 * t)
      let angle = c1 * t
      let (s, c) = (sin(angle), cos(angle))
      return (target + decay * (c2 * c + c3 * s), decay * (c4 * c + c5 * s))
    case .critical:
      let decay = exp(-c0 * t)
      return (target + decay * (c1 + c2 * t), decay * (c2 - c0 * (c1 + c2 * t)))
    case .overdamped:
      let e1 = c2 * exp(c0 * t)
      let e2 = c3 * exp(c1 * t)
      return (target + e1 + e2, c0 * e1 + c1 * e2)
    }
  }

  /// The last time the displacement is at least `epsilon`: sup { t >= 0 : |x(t) − target| >= ε };
  /// 0 when it never is, infinite for an undamped oscillation.
  ///
  /// |u| is monotone between consecutive zeros and extrema of u, which the closed form gives exactly
  /// (underdamped extrema are evenly spaced by π/ωd and their magnitudes shrink by e^(−λπ/ωd)). The
  /// last piece that starts at or above ε is found from them, then bisected to the last representable
  /// time, so the result t satisfies |u(t)| >= ε and |u| < ε on the rest of that piece and after.
  public func settlingTime(epsilon: Double = SpringModel.settlingEpsilon) -> Double {
    let g = { (t: Double) in abs(self.offset(at: t)) }
    switch regime {
    case .rest:
      return 0
    case .underdamped:
      let (lambda, omegaD, a, b) = (c0, c1, c2, c3)
      guard lambda > 0 else { return .infinity }
      let half = Double.pi / omegaD
      let firstExtremum = Self.phase(atan2(-c4, c5)) / omegaD
      let firstZero = Self.phase(atan2(-a, b)) / omegaD
      if g(firstExtremum) < epsilon {
        guard g(0) >= epsilon else { return 0 }
        let end = firstZero > 0 && firstZero < firstExtremum ? firstZero : firstExtremum
        return Self.lastTime(above: epsilon, g, from: 0, to: end)
      }
      var k = max(0, (log(g(firstExtremum) / epsilon) / (lambda * half)).rounded(.down))
      while k > 0, g(firstExtremum + k * half) < epsilon { k -= 1 }
      while g(firstExtremum + (k + 1) * half) >= epsilon { k += 1 }
      let peak = firstExtremum + k * half
      var zero = firstZero + ((peak - firstZero) / half).rounded(.up) * half
      if zero <= peak { zero += half }
      return Self.lastTime(above: epsilon, g, from: peak, to: zero)
    case .critical, .overdamped:
      return settlingTimeWithoutOscillation(epsilon: epsilon, g)
    }
  }

  /// Critically and overdamped: at most one zero and one extremum split time into monotone pieces.
  private func settlingTimeWithoutOscillation(epsilon: Double, _ g: (Double) -> Double) -> Double {
    var breaks: [Double] = []
    if regime == .critical {
      let (omega0, a, b) = (c0, c1, c2)
      if b != 0 {
        breaks.append(-a / b)
        breaks.append((b - omega0 * a) / (omega0 * b))
      }
    } else {
      let (r1, r2, k1, k2) = (c0, c1, c2, c3)
      if k1 != 0 {
        let zeroRatio = -k2 / k1
        if zeroRatio > 0 { breaks.append(log(zeroRatio) / (r1 - r2)) }
        let extremumRatio = -(k2 * r2) / (k1 * r1)
        if extremumRatio > 0 { breaks.append(log(extremumRatio) / (r1 - r2)) }
      }
    }
    let points = [0] + breaks.filter { $0 > 0 && $0.isFinite }.sorted()
    // After the last break |u| only decreases: find a time where it is below ε.
    let last = points[points.count - 1]
    let scale = 1 / max(abs(c0), abs(c1), 1e-9)
    var step = scale
    var end = last + step
    for _ in 0..<2000 where g(end) >= epsilon {
      step *= 2
      end = last + step
    }
    for i in stride(from: points.count - 1, through: 0, by: -1) where g(points[i]) >= epsilon {
      return Self.lastTime(above: epsilon, g, from: points[i], to: i + 1 < points.count ? points[i + 1] : end)
    }
    return 0
  }

  /// An angle reduced to 0..<π.
  private static func phase(_ angle: Double) -> Double {
    var a = angle
    if a < 0 { a += Double.pi }
    if a >= Double.pi { a -= Double.pi }
    return a
  }

  /// Bisection for the last time in [lo, hi] with g >= ε, given g(lo) >= ε > g(hi) and g monotone between.
  private static func lastTime(above epsilon: Double, _ g: (Double) -> Double, from lo: Double, to hi: Double)
    -> Double
  {
    var (lo, hi) = (lo, hi)
    while true {
      let mid = lo + (hi - lo) / 2
      if mid <= lo || mid >= hi { return lo }
      if g(mid) >= epsilon { lo = mid } else { hi = mid }
    }
  }
}
