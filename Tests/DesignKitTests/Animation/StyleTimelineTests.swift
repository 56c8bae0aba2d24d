import DesignKit
import Testing

@Suite struct StyleTimelineTests {
  static let env = StyleEnvironment.standard
  static let tree: StyleNode = (try? VPrimaryButton.defaultTree()) ?? .object([])

  static func style(_ state: InteractionState) -> ResolvedStyle {
    tree.resolved(for: state.selection, in: env)
  }

  @Test func samplesInterpolateBetweenStatesAndLandOnTheTarget() throws {
    var timeline = StyleTimeline(at: Self.style(.enabled))
    timeline.transition(to: Self.style(.pressed), with: .linear(duration: 1), at: 0)
    #expect(timeline.sample(at: 0)["layout.backgroundScale"] == .number(1))
    #expect(timeline.sample(at: 1) == Self.style(.pressed))
    let half = timeline.sample(at: 0.5)
    #expect(half["layout.backgroundScale"] == .number(0.99))
    #expect(half["colors.titleOpacity"] == .number(0.95))
    // Colors mix in linear sRGB by default.
    guard case .color(let c)? = half["colors.background"] else {
      Issue.record("no color")
      return
    }
    let accent = Foundations().colors.primary
    let expected = Color.mix(accent.light, accent.darkened(by: 0.2).light, fraction: 0.5)
    #expect(abs(c.red - expected.red) < 1e-9 && abs(c.blue - expected.blue) < 1e-9)
    #expect(timeline.isSettled(at: 1) && !timeline.isSettled(at: 0.5))
  }

  @Test func oklabIsAnOption() throws {
    var timeline = StyleTimeline(at: Self.style(.enabled), colorInterpolation: .oklab)
    timeline.transition(to: Self.style(.disabled), with: .linear(duration: 1), at: 0)
    guard case .color(let c)? = timeline.sample(at: 0.5)["colors.background"] else {
      Issue.record("no color")
      return
    }
    let accent = Foundations().colors.primary.light
    let expected = Color.mix(accent, accent.opacity(0.4), fraction: 0.5, in: .oklab)
    #expect(abs(c.green - expected.green) < 1e-6)
  }

  @Test func discreteValuesSwitchAtTheEnd() throws {
    var a = VTextFieldModel()
    a.misc.hasClearButton = false
    var b = a
    b.misc.hasClearButton = true
    b.fonts.text.weight = .bold
    b.fonts.text.size = 20
    let from = try StyleTreeEncoder.node(for: a).resolved(for: InteractionState.enabled.selection)
    let to = try StyleTreeEncoder.node(for: b).resolved(for: InteractionState.enabled.selection)
    var timeline = StyleTimeline(at: from)
    timeline.transition(to: to, with: .linear(duration: 1), at: 0)
    let mid = timeline.sample(at: 0.5)
    #expect(mid["misc.hasClearButton"] == .bool(false))
    #expect(mid["fonts.text"] == .font(Font(size: 18.5, textStyle: .body)))
    #expect(timeline.sample(at: 1)["misc.hasClearButton"] == .bool(true))
    #expect(timeline.sample(at: 1)["fonts.text"] == .font(Font(size: 20, weight: .bold, textStyle: .body)))
  }

  @Test(arguments: [
    AnimationSpec.easeInOut(duration: 0.4), .spring(duration: 0.5, bounce: 0.3), .linear(duration: 0.3),
  ])
  func interruptionsNeverJump(animation: AnimationSpec) throws {
    var timeline = StyleTimeline(at: Self.style(.enabled))
    timeline.transition(to: Self.style(.pressed), with: animation, at: 0)
    let t = 0.13
    let before = timeline.sample(at: t - 1e-6)
    timeline.transition(to: Self.style(.enabled), with: animation, at: t)
    let after = timeline.sample(at: t)
    let next = timeline.sample(at: t + 1e-6)
    guard case .number(let b)? = before["layout.backgroundScale"],
      case .number(let a)? = after["layout.backgroundScale"],
      case .number(let n)? = next["layout.backgroundScale"]
    else {
      Issue.record("no scale")
      return
    }
    // No jump larger than the motion's own change over a microsecond.
    #expect(abs(a - b) < 1e-4)
    #expect(abs(n - a) < 1e-4)
    #expect(timeline.sample(at: 10) == Self.style(.enabled))
  }

  @Test func reduceMotionMakesGeometryInstantButKeepsColorAndOpacity() throws {
    var timeline = StyleTimeline(at: Self.style(.enabled))
    timeline.transition(to: Self.style(.pressed), with: .spring(duration: 0.5, bounce: 0.3), at: 0, reduceMotion: true)
    let early = timeline.sample(at: 0.05)
    #expect(early["layout.backgroundScale"] == .number(0.98))  // geometry: instant
    #expect(early["colors.titleOpacity"] != .number(0.5))  // opacity: still animating
    #expect(early["colors.background"] != Self.style(.pressed)["colors.background"])  // color: still animating
    // The kept animation lost its bounce: opacity never overshoots below its target.
    for i in 0...100 {
      if case .number(let o)? = timeline.sample(at: Double(i) / 100)["colors.titleOpacity"] { #expect(o >= 0.5 - 1e-9) }
    }
  }

  @Test func essentialAnimationsKeepTheirMotionUnderReduceMotion() throws {
    var timeline = StyleTimeline(at: Self.style(.enabled))
    var spec = AnimationSpec.linear(duration: 1)
    spec.isEssential = true
    timeline.transition(to: Self.style(.pressed), with: spec, at: 0, reduceMotion: true)
    #expect(timeline.sample(at: 0.5)["layout.backgroundScale"] == .number(0.99))
  }
}

extension ComponentDefinition {
  static func defaultTree() throws -> StyleNode { try DefaultTrees.tree(for: Model.self) }
}
