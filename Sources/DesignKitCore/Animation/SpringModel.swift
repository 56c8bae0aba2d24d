import DesignKitValues

/// A damped harmonic oscillator `m·x'' + c·x' + k·(x − target) = 0`, with conversions between every
/// SwiftUI parameterization.
///
/// SwiftUI's parameterizations with mass 1: duration d and bounce b give k = (2π/d)², damping ratio
/// ζ = 1 − b (b ≥ 0) or 1 / (1 + b) (b < 0), c = 2ζ√k; response r and damping fraction f give
/// k = (2π/r)², c = 2f√k. The inverse: duration = response = 2π√(m/k), bounce = 1 − ζ (ζ ≤ 1) or 1/ζ − 1.
public struct SpringModel: Hashable, Sendable {
  /// Mass (> 0).
  public var mass: Double
  /// Stiffness k (> 0).
  public var stiffness: Double
  /// Damping coefficient c (>= 0).
  public var damping: Double

  /// A spring from its physical parameters.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// SwiftUI's `spring(duration:bounce:)`: the perceptual duration and how much it overshoots (-1 < b <= 1).
  public init(duration: Double, bounce: Double) {
    let k = (2 * Double.pi / duration) * (2 * Double.pi / duration)
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot())
  }

  /// SwiftUI's `spring(response:dampingFraction:)`.
  public init(response: Double, dampingFraction: Double) {
    let k = (2 * Double.pi / response) * (2 * Double.pi / response)
    self.init(mass: 1, stiffness: k, damping: 2 * dampingFraction * k.squareRoot())
  }

  /// The spring an animation spec's spring names (the blend duration and initial velocity are not part of it).
  public init(_ spring: AnimationSpec.Spring) {
    switch spring {
    case .smooth: self = .smooth
    case .snappy: self = .snappy
    case .bouncy: self = .bouncy
    case .default: self = .default
    case .interactive: self = .interactive
    case .response(let response, let fraction, _): self.init(response: response, dampingFraction: fraction)
    case .duration(let duration, let bounce): self.init(duration: duration, bounce: bounce)
    case .physical(let mass, let stiffness, let damping, _):
      self.init(mass: mass, stiffness: stiffness, damping: damping)
    }
  }

  /// SwiftUI `.smooth`: duration 0.5, bounce 0.
  public static let smooth = SpringModel(duration: 0.5, bounce: 0)
  /// SwiftUI `.snappy`: duration 0.5, bounce 0.15.
  public static let snappy = SpringModel(duration: 0.5, bounce: 0.15)
  /// SwiftUI `.bouncy`: duration 0.5, bounce 0.3.
  public static let bouncy = SpringModel(duration: 0.5, bounce: 0.3)
  /// SwiftUI `Animation.default` (iOS 17+): response 0.55, damping fraction 1.
  public static let `default` = SpringModel(response: 0.55, dampingFraction: 1)
  /// SwiftUI `.interactiveSpring()`: response 0.15, damping fraction 0.86.
  public static let interactive = SpringModel(response: 0.15, dampingFraction: 0.86)

  /// The undamped angular frequency ω0 = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2√(km)): below 1 it oscillates, 1 is critical, above 1 overdamped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// SwiftUI's perceptual duration 2π√(m/k) (the period of the undamped spring).
  public var duration: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

  /// SwiftUI's bounce: 1 − ζ when ζ <= 1, else 1/ζ − 1 (negative for overdamped springs).
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// SwiftUI's response; the same as `duration`.
  public var response: Double { duration }

  /// SwiftUI's damping fraction; the same as `dampingRatio`.
  public var dampingFraction: Double { dampingRatio }

  /// How close to the target counts as settled, as a fraction of the distance (SwiftUI's 0.001).
  public static let settlingEpsilon = 0.001

  /// The settling duration: the last time |x(t) − 1| >= `settlingEpsilon` for the motion from 0 to 1 with
  /// no initial velocity; infinite for an undamped spring. See `SpringMotion.settlingTime(epsilon:)`.
  public var settlingDuration: Double { motion().settlingTime() }

  /// The motion from `start` toward `target` with an initial velocity in units per second.
  public func motion(from start: Double = 0, to target: Double = 1, initialVelocity: Double = 0) -> SpringMotion {
    SpringMotion(spring: self, from: start, to: target, initialVelocity: initialVelocity)
  }
}

extension AnimationSpec.Spring {
  /// The initial velocity of a physical spring (as a fraction of the distance per second); 0 for the others.
  public var initialVelocity: Double {
    if case .physical(_, _, _, let v) = self { return v }
    return 0
  }
}
