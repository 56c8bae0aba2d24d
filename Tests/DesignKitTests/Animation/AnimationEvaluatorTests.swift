import Testing

@testable import DesignKitCore
@testable import DesignKitValues

@Suite struct AnimationEvaluatorTests {
  @Test func timingCurveRunsOverItsDuration() {
    let e = AnimationEvaluator(.easeIn(duration: 0.2))
    #expect(e.duration == 0.2)
    #expect(e.value(at: -1) == 0)
    #expect(e.value(at: 0) == 0)
    #expect(abs(e.value(at: 0.1) - UnitBezier(.easeIn).progress(at: 0.5)) < 1e-15)
    #expect(e.value(at: 0.2) == 1)
    #expect(!e.isFinished(at: 0.19))
    #expect(e.isFinished(at: 0.2))
    #expect(abs(e.velocity(at: 0.1) - UnitBezier(.easeIn).velocity(at: 0.5) / 0.2) < 1e-12)
  }

  @Test func delayAndSpeed() {
    let e = AnimationEvaluator(.linear(duration: 1).delay(0.5).speed(2))
    #expect(e.duration == 1)
    #expect(e.value(at: 0.4) == 0)
    #expect(abs(e.value(at: 0.75) - 0.5) < 1e-12)
    #expect(abs(e.velocity(at: 0.75) - 2) < 1e-12)
    #expect(e.velocity(at: 0.25) == 0)
    #expect(e.value(at: 1) == 1)
  }

  @Test func repeatsWithAndWithoutAutoreverse() {
    let forward = AnimationEvaluator(.linear(duration: 1).repeatCount(3, autoreverses: false))
    #expect(forward.duration == 3)
    #expect(abs(forward.value(at: 1.25) - 0.25) < 1e-12)
    #expect(abs(forward.value(at: 2.5) - 0.5) < 1e-12)
    let reversing = AnimationEvaluator(.linear(duration: 1).repeatCount(2, autoreverses: true))
    #expect(abs(reversing.value(at: 0.25) - 0.25) < 1e-12)
    #expect(abs(reversing.value(at: 1.25) - 0.75) < 1e-12)
    #expect(abs(reversing.velocity(at: 1.25) + 1) < 1e-12)
    // At the end the value is the model value, as in SwiftUI, even after an even autoreversed count.
    #expect(reversing.value(at: 2) == 1)
    #expect(reversing.isFinished(at: 2))
  }

  @Test func repeatForeverNeverFinishes() {
    let e = AnimationEvaluator(.easeInOut(duration: 0.5).repeatForever())
    #expect(e.duration == .infinity)
    #expect(!e.isFinished(at: 1e9))
    #expect(abs(e.value(at: 1000.125) - UnitBezier(.easeInOut).progress(at: 0.25)) < 1e-9)
    #expect(abs(e.value(at: 1000.625) - UnitBezier(.easeInOut).progress(at: 0.75)) < 1e-9)
  }

  @Test func springsRunForTheirSettlingTime() {
    let e = AnimationEvaluator(.bouncy)
    let settle = SpringModel.bouncy.settlingDuration
    #expect(e.duration == settle)
    #expect(abs(e.value(at: 0.1) - SpringModel.bouncy.motion().position(at: 0.1)) < 1e-15)
    #expect(e.value(at: settle + 0.01) == 1)
    #expect(e.isFinished(at: settle))
    let slow = AnimationEvaluator(.bouncy.speed(0.5).delay(1))
    #expect(abs(slow.duration - (1 + 2 * settle)) < 1e-12)
    #expect(abs(slow.value(at: 1.2) - SpringModel.bouncy.motion().position(at: 0.1)) < 1e-15)
  }

  @Test func physicalSpringKeepsItsInitialVelocity() {
    let e = AnimationEvaluator(.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 3))
    let h = 1e-7
    #expect(abs(e.velocity(at: h) - 3) < 1e-3)
  }

  @Test func noneAndZeroDurationAreInstant() {
    for spec in [AnimationSpec.none, .linear(duration: 0), .none.delay(0.3)] {
      let e = AnimationEvaluator(spec)
      #expect(e.value(at: spec.delay - 0.01) == 0)
      #expect(e.value(at: spec.delay) == 1)
      #expect(e.duration == spec.delay)
      #expect(e.velocity(at: spec.delay) == 0)
    }
  }

  @Test func undampedSpringNeverFinishes() {
    let e = AnimationEvaluator(.interpolatingSpring(stiffness: 100, damping: 0))
    #expect(e.duration == .infinity)
    #expect(abs(e.value(at: Double.pi / 10) - 2) < 1e-12)  // half a period: the far turning point
  }
}

@Suite struct InterruptionTests {
  static let interruptions: [(AnimationSpec, AnimationSpec)] = [
    (.easeInOut(duration: 1), .easeIn(duration: 0.5)),
    (.linear(duration: 1), .easeOut(duration: 0.3)),
    (.bouncy, .snappy),
    (.easeInOut(duration: 1), .bouncy),
    (.bouncy, .easeInOut(duration: 0.4)),
    (.snappy, .interpolatingSpring(stiffness: 200, damping: 5, initialVelocity: 2)),
    (.linear(duration: 1).repeatForever(), .smooth),
  ]

  @Test(arguments: 0..<interruptions.count)
  func positionIsContinuousAcrossAnInterruption(index: Int) {
    let (first, second) = Self.interruptions[index]
    let running = AnimatedValue(0).animating(to: 100, with: first, at: 0)
    for t in [0.05, 0.3, 0.7] {
      let interrupted = running.animating(to: -40, with: second, at: t)
      #expect(abs(interrupted.value(at: t) - running.value(at: t)) < 1e-9, "t = \(t)")
      let h = 1e-7
      #expect(abs(interrupted.value(at: t + h) - running.value(at: t)) < 1e-2, "t = \(t)")
      #expect(interrupted.target == -40)
      #expect(interrupted.isFinished(at: 1e4) || second.repeats == .forever)
    }
  }

  @Test func springRetargetKeepsVelocity() {
    let running = AnimatedValue(0).animating(to: 1, with: .bouncy, at: 0)
    let interrupted = running.animating(to: 2, with: .bouncy, at: 0.1)
    #expect(abs(interrupted.velocity(at: 0.1) - running.velocity(at: 0.1)) < 1e-9)
  }

  /// With the same spring, retargeting equals the sum of the old motion and a new one for the delta (linearity).
  @Test func springRetargetEqualsAdditiveComposition() {
    let spring = SpringModel.snappy
    let interrupted = AnimatedValue(0).animating(to: 1, with: .snappy, at: 0).animating(to: 3, with: .snappy, at: 0.12)
    for t in stride(from: 0.12, through: 1.5, by: 0.05) {
      let additive = spring.motion(from: 0, to: 1).position(at: t) + 2 * spring.motion().position(at: t - 0.12)
      #expect(abs(interrupted.value(at: t) - additive) < 1e-9, "t = \(t)")
    }
  }

  @Test func timingCurvesAddTheirDeltas() {
    let value = AnimatedValue(0).animating(to: 10, with: .linear(duration: 1), at: 0)
      .animating(to: 30, with: .linear(duration: 1), at: 0.5)
    // First delta 10 halfway, second delta 20 a quarter of the way at t = 0.75.
    #expect(abs(value.value(at: 0.75) - (7.5 + 5)) < 1e-12)
    #expect(abs(value.velocity(at: 0.75) - 30) < 1e-9)
    #expect(value.value(at: 1.5) == 30)
    #expect(value.isFinished(at: 1.5))
    #expect(!value.isFinished(at: 1.4))
  }
}

@Suite struct ReducedMotionTests {
  @Test(arguments: [
    (AnimationSpec.bouncy, AnimationSpec.smooth),
    (.snappy, .smooth),
    (.smooth, .smooth),
    (.spring(duration: 0.7, bounce: 0.4), .spring(duration: 0.7, bounce: 0)),
    (.spring(duration: 0.7, bounce: -0.4), .spring(duration: 0.7, bounce: -0.4)),
    (.spring(response: 0.3, dampingFraction: 0.5), .spring(response: 0.3, dampingFraction: 1)),
    (.interactiveSpring, .spring(response: 0.15, dampingFraction: 1, blendDuration: 0.25)),
    (.interpolatingSpring(stiffness: 100, damping: 10), .interpolatingSpring(stiffness: 100, damping: 20)),
    (.easeInOut().repeatForever(), .easeInOut()),
    (.bouncy.repeatCount(3).delay(0.1), AnimationSpec.smooth.delay(0.1)),
    (.easeIn(duration: 0.2), .easeIn(duration: 0.2)),
  ])
  func springsLoseBounceAndLoopsStop(spec: AnimationSpec, expected: AnimationSpec) {
    let reduced = spec.reducedMotion()
    #expect(reduced == expected)
    if case .spring(let spring) = reduced.kind {
      #expect(SpringModel(spring).dampingRatio >= 1 - 1e-12)
      if case .spring(let original) = spec.kind {
        #expect(abs(SpringModel(spring).duration - SpringModel(original).duration) < 1e-12)
      }
    }
  }

  @Test func essentialAndDisabledStayUnchanged() {
    let essential = AnimationSpec.bouncy.repeatForever().essential()
    #expect(essential.reducedMotion() == essential)
    #expect(AnimationSpec.bouncy.reducedMotion(false) == .bouncy)
  }
}
