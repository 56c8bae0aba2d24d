import Testing

@testable import DesignKitCore
@testable import DesignKitValues

@Suite struct TimingCurveTests {
  static let inputs = [0.1, 0.25, 0.5, 0.75, 0.9]

  /// Reference values from 60-digit bisection (reference/animation-math.md).
  @Test(arguments: [
    (
      AnimationSpec.TimingCurve.ease,
      [0.0947963057160432, 0.408510591355396, 0.802403387584857, 0.960458978348974, 0.994316477484556]
    ),
    (.easeIn, [0.0170266096515629, 0.0934646507188249, 0.315356812572539, 0.62186186917489, 0.839427845762467]),
    (.easeOut, [0.160572154237533, 0.37813813082511, 0.684643187427461, 0.906535349281175, 0.982973390348437]),
    (.easeInOut, [0.0197224535483112, 0.12916193104732, 0.5, 0.87083806895268, 0.980277546451689]),
    (.linear, inputs),
  ])
  func matchesReferenceVectors(curve: AnimationSpec.TimingCurve, expected: [Double]) {
    let bezier = UnitBezier(curve)
    for (x, y) in zip(Self.inputs, expected) {
      #expect(abs(bezier.progress(at: x) - y) <= 5e-7, "x = \(x)")
    }
  }

  @Test func easeOutMirrorsEaseIn() {
    let easeIn = UnitBezier(.easeIn)
    let easeOut = UnitBezier(.easeOut)
    for i in 0...200 {
      let x = Double(i) / 200
      #expect(abs(easeOut.progress(at: x) - (1 - easeIn.progress(at: 1 - x))) <= 5e-7, "x = \(x)")
    }
  }

  @Test func easeInOutIsPointSymmetric() {
    let curve = UnitBezier(.easeInOut)
    for i in 0...200 {
      let x = Double(i) / 200
      #expect(abs(curve.progress(at: x) + curve.progress(at: 1 - x) - 1) <= 5e-7, "x = \(x)")
    }
  }

  @Test(arguments: [
    AnimationSpec.TimingCurve.ease, .easeIn, .easeOut, .easeInOut, .custom(x1: 0.1, y1: -0.6, x2: 0.2, y2: 1.8),
    .custom(x1: 1, y1: 0, x2: 0, y2: 1), .custom(x1: 0, y1: 1, x2: 1, y2: 0),
  ])
  func solutionsAreMonotoneInX(curve: AnimationSpec.TimingCurve) {
    let bezier = UnitBezier(curve)
    var previous = -Double.infinity
    for i in 0...2000 {
      let t = bezier.solve(Double(i) / 2000)
      #expect(t >= previous - 1e-7, "x = \(Double(i) / 2000)")
      previous = t
    }
  }

  @Test func endsAreExactAndInputsClamp() {
    let curve = UnitBezier(.custom(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5))
    #expect(curve.progress(at: 0) == 0)
    #expect(curve.progress(at: 1) == 1)
    #expect(curve.progress(at: -3) == 0)
    #expect(curve.progress(at: 7) == 1)
    #expect(curve.progress(at: 0.2) < 0)  // overshoot below 0 is allowed in y
  }

  @Test(arguments: [
    AnimationSpec.TimingCurve.ease, .easeIn, .easeOut, .easeInOut, .custom(x1: 0.2, y1: 0, x2: 0.2, y2: 1),
  ])
  func velocityIsTheSlope(curve: AnimationSpec.TimingCurve) {
    let bezier = UnitBezier(curve)
    for x in stride(from: 0.05, through: 0.95, by: 0.05) {
      let h = 1e-4
      let numeric = (bezier.progress(at: x + h) - bezier.progress(at: x - h)) / (2 * h)
      #expect(abs(bezier.velocity(at: x) - numeric) < 1e-2, "x = \(x)")
    }
  }

  @Test func velocityAtTheEnds() {
    #expect(UnitBezier(.easeIn).velocity(at: 0) == 0)
    #expect(UnitBezier(.easeOut).velocity(at: 1) == 0)
    #expect(UnitBezier(.linear).velocity(at: 0.3) == 1)
    // easeOut at 0: x'(0) = 0 and y'(0) = 0; the limit is y''/x'' = by/bx.
    let easeOutStart = UnitBezier(.easeOut).velocity(at: 0)
    #expect(abs(easeOutStart - 3 / 1.74) < 1e-9)
  }
}
