import Testing

@testable import DesignKitCore
@testable import DesignKitValues

@Suite struct SpringTests {
  static let times = [0.1, 0.2, 0.5, 1.0]

  /// Sets A–G of reference/animation-math.md: x(t) from 0 toward 1 with no initial velocity.
  @Test(arguments: [
    ("A", SpringModel(duration: 0.5, bounce: 0.3), [0.423302123075, 0.873710895602, 1.01449842162, 1.00007159689]),
    ("B", SpringModel(duration: 0.5, bounce: 0), [0.35773955647, 0.715415689086, 0.986399068534, 0.999952689421]),
    ("C", SpringModel(duration: 0.5, bounce: 0.15), [0.388102445785, 0.786369170017, 1.00601996071, 0.999966081858]),
    (
      "D", SpringModel(mass: 1, stiffness: 100, damping: 10),
      [0.340299846608, 0.849425634854, 1.0745905666, 1.00217011674]
    ),
    ("E", SpringModel(duration: 0.5, bounce: -0.3), [0.290825710989, 0.570395351179, 0.907764486348, 0.992911329214]),
    (
      "F", SpringModel(response: 0.5, dampingFraction: 0.825),
      [0.393607719743, 0.799648863187, 1.00840196288, 0.999944996571]
    ),
    (
      "G", SpringModel(response: 0.55, dampingFraction: 1),
      [0.316461214878, 0.665624449979, 0.977809514516, 0.999864202445]
    ),
  ])
  func matchesReferenceSets(name: String, spring: SpringModel, expected: [Double]) {
    let motion = spring.motion()
    for (t, x) in zip(Self.times, expected) {
      #expect(abs(motion.position(at: t) - x) <= 1e-9, "set \(name), t = \(t)")
      #expect(abs(motion.state(at: t).position - x) <= 1e-9, "set \(name), t = \(t)")
    }
  }

  @Test(arguments: [
    SpringModel(duration: 0.5, bounce: 0.3), SpringModel(duration: 0.5, bounce: 0),
    SpringModel(duration: 0.5, bounce: -0.3),
    SpringModel(mass: 2, stiffness: 50, damping: 3),
  ])
  func velocityIsTheDerivativeFromAnyStart(spring: SpringModel) {
    let motion = spring.motion(from: 3, to: -2, initialVelocity: 7)
    #expect(abs(motion.position(at: 0) - 3) < 1e-12)
    #expect(abs(motion.velocity(at: 0) - 7) < 1e-9)
    for t in stride(from: 0.01, through: 1.5, by: 0.07) {
      let h = 1e-6
      let numeric = (motion.position(at: t + h) - motion.position(at: t - h)) / (2 * h)
      #expect(abs(motion.velocity(at: t) - numeric) < 1e-5, "t = \(t)")
    }
  }

  @Test func documentedConversions() {
    let a = SpringModel(duration: 0.5, bounce: 0.3)
    #expect(a.mass == 1)
    #expect(abs(a.stiffness - 157.9) < 0.05)
    #expect(abs(a.damping - 17.6) < 0.05)
    let d = SpringModel(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(d.duration - 0.63) < 0.005)
    #expect(abs(d.bounce - 0.5) < 1e-12)
  }

  @Test(arguments: [-0.7, -0.3, 0, 0.15, 0.3, 0.9])
  func durationAndBounceRoundTrip(bounce: Double) {
    let spring = SpringModel(duration: 0.8, bounce: bounce)
    #expect(abs(spring.duration - 0.8) < 1e-12)
    #expect(abs(spring.bounce - bounce) < 1e-12)
    #expect(abs(spring.response - 0.8) < 1e-12)
    let same = SpringModel(response: spring.response, dampingFraction: spring.dampingFraction)
    #expect(abs(same.stiffness - spring.stiffness) < 1e-9)
    #expect(abs(same.damping - spring.damping) < 1e-9)
  }

  @Test func presetsMatchTheirParameters() {
    #expect(SpringModel(.smooth) == SpringModel(duration: 0.5, bounce: 0))
    #expect(SpringModel(.snappy) == SpringModel(duration: 0.5, bounce: 0.15))
    #expect(SpringModel(.bouncy) == SpringModel(duration: 0.5, bounce: 0.3))
    #expect(SpringModel(.default) == SpringModel(response: 0.55, dampingFraction: 1))
    #expect(SpringModel(.interactive) == SpringModel(response: 0.15, dampingFraction: 0.86))
    #expect(
      SpringModel(.physical(mass: 2, stiffness: 3, damping: 4, initialVelocity: 5))
        == SpringModel(mass: 2, stiffness: 3, damping: 4))
  }

  /// The settling duration is the last time |x − 1| >= 0.001: true there, false just after and everywhere later.
  @Test(arguments: [
    SpringModel.smooth, .snappy, .bouncy, .default, .interactive, SpringModel(mass: 1, stiffness: 100, damping: 10),
    SpringModel(duration: 0.5, bounce: -0.3), SpringModel(duration: 1, bounce: -0.9),
    SpringModel(duration: 0.3, bounce: 0.95),
    SpringModel(response: 0.5, dampingFraction: 0.999_999_999_9),
  ])
  func settlingDurationIsTheLastTimeOutsideEpsilon(spring: SpringModel) {
    let motion = spring.motion()
    let settle = spring.settlingDuration
    #expect(settle > 0 && settle.isFinite)
    // The displacement x − 1 is computed directly (not as position − 1, which rounds near ε).
    #expect(abs(motion.offset(at: settle)) >= 0.001)
    #expect(abs(motion.offset(at: settle.nextUp)) < 0.001)
    let step = settle / 2000
    for i in 1...20000 {
      let t = settle + Double(i) * step
      #expect(abs(motion.offset(at: t)) < 0.001, "t = \(t)")
      if abs(motion.offset(at: t)) >= 0.001 { break }
    }
  }

  @Test func settlingDurationOfKnownSprings() {
    // Critically damped 0 → 1: u = −e^(−ω0·t)(1 + ω0·t), so ω0·t solves e^(−s)(1 + s) = 0.001, s ≈ 9.2335.
    let s = 9.233_413_476_451_43
    #expect(abs(SpringModel.smooth.settlingDuration - s / (4 * Double.pi)) < 1e-6)
    #expect(SpringModel(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
    #expect(SpringModel.smooth.motion(from: 1, to: 1).settlingTime() == 0)
  }

  @Test func withInitialVelocitySettlingStillHoldsItsDefinition() {
    let motion = SpringModel.bouncy.motion(from: 0, to: 1, initialVelocity: -40)
    let settle = motion.settlingTime()
    #expect(abs(motion.offset(at: settle)) >= 0.001)
    for i in 1...5000 { #expect(abs(motion.offset(at: settle + Double(i) * 1e-3)) < 0.001) }
  }
}
