import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// The host a UI toolkit embeds: events and virtual time in, frames out.
@Suite struct ComponentHostTests {
  /// The rotation of the first turned group of `laidOut`, in degrees (nil when nothing turns).
  static func rotation(_ laidOut: LaidOutDrawing) -> Double? {
    func find(_ nodes: [PlacedNode]) -> Double? {
      for node in nodes {
        guard case .group(let effects, let children) = node else { continue }
        if effects.rotation != 0 { return effects.rotation }
        if let inner = find(children) { return inner }
      }
      return nil
    }
    return find(laidOut.nodes)
  }

  @Test func presentingFollowsTheModelsAppearCurveOnTheVirtualClock() throws {
    var host = try ComponentHost(VModal(state: .dismissed, title: "Settings"))
    #expect(try host.frame().motion.presented == 0)
    let sent = host.send(.bindingChanged(true))
    let step = try #require(sent)
    #expect(step.toState == .presenting && step.animation == .easeOut(duration: 0.2))
    #expect(try host.frame(at: 0).motion.presented == 0)
    // easeOut at x = 0.5 (animation-math.md), within the solver's 2.1e-7.
    #expect(abs(try host.frame(at: 0.1).motion.presented - 0.684643187427461) < 1e-6)
    #expect(try host.frame(at: 0.2).motion.presented == 1)
    #expect(host.state == .presenting, "reading a frame does not move the clock")
    let transitions = host.advance(to: 0.2)
    #expect(transitions.map(\.toState) == [.presented])
    #expect(transitions.first?.transition.outputs.contains(.presented) == true)
    #expect(try host.frame().motion.presented == 1)
  }

  @Test func theLastFrameOfPresentingIsThePresentedStill() throws {
    var host = try ComponentHost(VModal(state: .dismissed, title: "Settings"))
    host.send(.bindingChanged(true))
    let still = try VModal(state: .presented, title: "Settings").drawing(in: .standard)
    #expect(try host.frame(at: 0.2).drawing == still)
    #expect(try host.frame(at: 0.1).drawing != still)
  }

  @Test func aLinearSlideHalfwayIsTheGallerysStillOfPresenting() throws {
    // A side bar sliding linearly over 0.2 s (as VComponents' does) is halfway 0.1 s in: the still the gallery draws.
    var model = VSideBarModel()
    model.animations.appear = .linear(duration: 0.2)
    var host = try ComponentHost(VSideBar(model: model, state: .dismissed, label: "Menu"))
    host.send(.bindingChanged(true))
    let still = try VSideBar(model: model, state: .presenting, label: "Menu").drawing(in: .standard)
    #expect(try host.frame(at: 0.1).drawing == still)
    #expect(try host.frame(at: 0.05).drawing != still)
  }

  @Test func dismissingRunsTheDisappearAnimationAndTheClockCallsBack() throws {
    let dismissals = Locked(0)
    var host = try ComponentHost(VModal(title: "Settings", onDismiss: { dismissals.withLock { $0 += 1 } }))
    host.advance(to: 1)
    host.send(.closeButtonTapped)
    #expect(host.state == .dismissing && host.lastChange == 1)
    let presented = try (0...6).map { k in try host.frame(at: 1 + Double(k) / 30).motion.presented }
    #expect(presented.first == 1 && presented.last == 0)
    #expect(zip(presented, presented.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(dismissals.withLock { $0 } == 0)
    host.advance(to: 1.5)
    #expect(host.state == .dismissed && dismissals.withLock { $0 } == 1)
  }

  @Test func dismissingHalfwayInReversesFromWhereTheSheetIs() throws {
    var host = try ComponentHost(VModal(state: .dismissed, title: "Settings"))
    host.send(.bindingChanged(true))
    host.advance(to: 0.1)
    let halfway = try host.frame().motion.presented
    host.send(.bindingChanged(false))
    #expect(host.state == .dismissing)
    #expect(try host.frame(at: 0.1).motion.presented == halfway, "no jump back to fully presented")
    let after = try (1...6).map { try host.frame(at: 0.1 + Double($0) / 30).motion.presented }
    #expect(zip([halfway] + after, after).allSatisfy { $0 >= $1 } && after.last == 0)
  }

  @Test func aFrameBeforeTheLastChangeReadsAsThatChange() throws {
    var host = try ComponentHost(VToast(type: .success, state: .removed, text: "Saved"))
    host.advance(to: 2)
    host.send(.bindingChanged(true))
    #expect(try host.frame(at: 0) == (try host.frame(at: 2)))
    #expect(try host.frame(at: 0).time == 2)
  }

  @Test func theSameEventsAtTheSameTimesDrawTheSameFrames() throws {
    func run() throws -> [HostFrame] {
      var host = try ComponentHost(VHalfModal(state: .init(.dismissed), title: "Filters"))
      host.send(.bindingChanged(true))
      var frames = try (0...6).map { try host.frame(at: Double($0) / 30, proposedWidth: 320) }
      host.advance(to: 0.5)
      host.send(.bindingChanged(false))
      frames += try (0...6).map { try host.frame(at: 0.5 + Double($0) / 30, proposedWidth: 320) }
      return frames
    }
    let first = try run()
    #expect(first == (try run()))
    // The sheet rises on a spring that settles after 0.2 s, and the dismissal at 0.5 s turns it back before it has
    // settled: all 14 frames differ.
    #expect(Set(first.map(\.drawing).map { "\($0)" }).count == 14, "every frame moves, from 0 to 200 ms and back")
  }

  @Test(arguments: [false, true])
  func theSpinnerTurnsWithTheClockUnlessMotionIsReduced(reduceMotion: Bool) throws {
    let host = try ComponentHost(VSpinner(), environment: StyleEnvironment(reduceMotion: reduceMotion))
    // The continuous spinner's spin is linear over 0.75 s, repeated: a quarter turn every 0.1875 s.
    for k in 0..<8 {
      let t = Double(k) * 0.1875
      let frame = try host.frame(at: t)
      let expected = reduceMotion ? 0 : Double(k % 4) * 90
      #expect(abs((Self.rotation(frame.laidOut) ?? 0) - expected) < 1e-6, "at \(t) s")
    }
    #expect(host.settleTime == (reduceMotion ? 0 : .infinity))
  }

  @Test func theDashedSpinnerStepsFromDashToDash() throws {
    let host = try ComponentHost(VSpinner(type: .dashed))
    let dashes = Double(VSpinnerModel().dashed.layout.dashCount)
    // One round a second: the lit dash moves on every 1 / dashCount s, and not in between.
    let step = 1 / dashes
    #expect(Self.rotation(try host.frame(at: step * 0.5).laidOut) == nil)
    #expect(abs((Self.rotation(try host.frame(at: step * 1.5).laidOut) ?? 0) - 360 / dashes) < 1e-9)
  }

  @Test func reduceMotionFadesASlidingSheetInPlace() throws {
    var host = try ComponentHost(
      VHalfModal(state: .init(.dismissed), title: "Filters"), environment: StyleEnvironment(reduceMotion: true))
    host.send(.bindingChanged(true))
    let frame = try host.frame(at: 0.1)
    let presented = frame.motion.presented
    #expect(frame.motion.reducesMotion && presented > 0.1 && presented < 0.9)
    let moved = frame.laidOut.leaves.filter { $0.text == "Filters" }
    let still = try VHalfModal(title: "Filters").drawing(in: .standard).leaves().filter { $0.text == "Filters" }
    #expect(moved.map(\.rect) == still.map(\.rect), "no slide under Reduce Motion")
    #expect(moved.allSatisfy { abs($0.opacity - presented) < 1e-9 }, "it fades in as far as it is presented")
  }

  @Test func aHostByNameRunsTheGallerySampleAndNamesTheEventsItKnows() throws {
    let entry = try #require(Catalog.registry["VToast"])
    var host = try #require(try entry.host(tree: try entry.defaultTree()))
    #expect(host.state.name == "removed")
    let step = try #require(try host.send(named: "bindingChanged(true)"))
    #expect(step.stateAfter == "appearing" && step.time == 0)
    #expect(try host.frame(at: 0.1).motion.presented > 0)
    let error = try #require(throws: Diagnostic.self) { try host.send(named: "bindingChanged(maybe)") }
    #expect(error.message.contains("bindingChanged(true|false)"))
    #expect(host.advance(to: 0.5).map(\.stateAfter) == ["shown"])
  }
}
