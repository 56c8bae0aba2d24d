import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// One test per bug the hostile corpus, the fuzzers and the event tests found, next to its fix.
@Suite struct RegressionTests {
  private func load(_ files: [String: String], entry: String) throws(DiagnosticList) -> Theme {
    try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(files)).load(file: entry)
  }

  private func diagnostics(_ text: String) -> [Diagnostic] {
    do {
      _ = try load(["p.json": text], entry: "p.json")
      return []
    } catch {
      return error.diagnostics
    }
  }

  // MARK: Reference chains are bounded (a 20,000-token chain overflowed the stack)

  /// `t0` → `t1` → … → `t<count-1>` → 1.
  private func referenceChain(_ count: Int) -> String {
    var members: [String] = []
    for i in 0..<(count - 1) { members.append(#""t\#(i)": "{t\#(i + 1)}""#) }
    members.append(#""t\#(count - 1)": 1"#)
    return #"{"tokens": {"# + members.joined(separator: ", ")
      + #"}, "components": {"VToggle": {"layout": {"cornerRadius": "{t0}"}}}}"#
  }

  @Test func aReferenceChainAtTheLimitResolves() throws {
    let theme = try load(["r.json": referenceChain(PresetTokens.maxChainLength)], entry: "r.json")
    #expect(try theme.model(for: VToggle.self).layout.cornerRadius == 1)
  }

  @Test(arguments: [PresetTokens.maxChainLength + 1, 2_000])
  func aReferenceChainPastTheLimitIsALimitErrorNotAFlood(length: Int) throws {
    do {
      _ = try load(["r.json": referenceChain(length)], entry: "r.json")
      Issue.record("a chain of \(length) references loaded")
    } catch {
      // Reported where the chain starts (and at most once more where it is used), not once per token of the chain.
      #expect((1...2).contains(error.diagnostics.filter { $0.kind == .limit }.count), "\(error.diagnostics.prefix(3))")
      #expect(error.diagnostics.count <= 2)
      let d = try #require(error.diagnostics.first)
      #expect(d.kind == .limit)
      #expect(d.message.contains("longer than \(PresetTokens.maxChainLength)"))
      #expect(d.path.description == "tokens.t0")
      #expect(d.location == SourceLocation(line: 1, column: 19, offset: 18))
    }
  }

  @Test func aLongReferenceCycleIsACycleNotALimit() throws {
    let n = 100
    var members: [String] = []
    for i in 0..<n { members.append(#""t\#(i)": "{t\#((i + 1) % n)}""#) }
    let text = #"{"tokens": {"# + members.joined(separator: ", ") + "}}"
    let d = try #require(diagnostics(text).first)
    #expect(d.kind == .referenceCycle)
    #expect(d.suggestions.count == n)
  }

  // MARK: Page indicator arithmetic near Int.max

  @Test func aPageIndicatorNearIntMaxWrapsWithoutOverflow() throws {
    // Used to trap: selected + skipped pages overflowed Int before the modulo.
    let rows = try MachineCatalog.descriptor(named: "pageIndicator").simulate(events: [
      "pageCountChanged(9223372036854775807)", "pageChanged(9223372036854775806)", "timePassed(5)",
    ])
    // Two advances from the last-but-one page of Int.max pages wrap to page 1; one of the 2 s left.
    #expect(rows.last?.stateAfter == "page 1/9223372036854775807 next=1")
    var machine = PageIndicatorMachine(
      parameters: {
        var p = PageIndicatorParameters()
        p.autoAdvanceInterval = 0.000_001
        p.pageCount = Int.max
        return p
      }(), restingIn: .infinite)
    _ = machine.send(.pageChanged(Int.max - 1))
    _ = machine.send(.timePassed(1e308))
    #expect(machine.state.selected >= 0 && machine.state.selected < Int.max)
  }

  // MARK: Simulated frames end

  @Test func anAnimationThatRepeatsForeverWithoutAVisibleChangeStillEndsItsFrames() throws {
    // Hovering changes nothing visible on a default toggle; a hover animation that repeats forever never settles,
    // so sampling frames used to loop forever (`designkit simulate VToggle --events hoverStarted --fps 60`).
    let preset = #"{"components": {"VToggle": {"animations": {"hover": {"curve": "linear", "repeat": "forever"}}}}}"#
    let theme = try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": preset]))
      .load(file: "p.json")
    let entry = try #require(Catalog.registry["VToggle"])
    let steps = try entry.simulate(
      events: ["hoverStarted(mouse)"], tree: theme.tree(for: "VToggle"),
      options: SimulationOptions(framesPerSecond: 60))
    #expect(steps.map(\.stateAfter) == ["off+hovered"])
    #expect(steps.first?.frames.isEmpty == true)
  }

  // MARK: A misspelled outer state of a nested table

  @Test(arguments: [
    (##"{"components": {"VTextField": {"colors": {"border": {"sucess": "#0F0"}}}}}"##, "sucess", "success"),
    (##"{"components": {"VToggle": {"colors": {"fill": {"onn": "#000"}}}}}"##, "onn", "on"),
  ])
  func aMisspelledOuterStateIsAnUnknownState(text: String, key: String, suggestion: String) throws {
    let d = try #require(diagnostics(text).first)
    #expect(d.kind == .unknownState, "\(d)")
    #expect(d.path.lastKey == key)
    #expect(d.suggestions.first == suggestion)
  }

  @Test func anInnerStateForEveryOuterStateStillWorks() throws {
    let theme = try load(
      ["p.json": ##"{"components": {"VToggle": {"colors": {"fill": {"pressed": "#000"}}}}}"##], entry: "p.json")
    let model = try theme.model(for: VToggle.self)
    #expect(model.colors.fill[.on][.pressed] == AdaptiveColor(.black))
    #expect(model.colors.fill[.off][.pressed] == AdaptiveColor(.black))
  }

  // MARK: A reference to a token of another kind is a reference-type error

  @Test func aFontTokenUsedAsAnAnimationIsAReferenceTypeError() throws {
    let text = #"""
      {"tokens": {"font": {"body": {"size": 16}}},
       "components": {"VToggle": {"animations": {"press": "{font.body}"}}}}
      """#
    let d = try #require(diagnostics(text).first)
    #expect(d.kind == .referenceType)
    #expect(d.path.description == "components.VToggle.animations.press")
    #expect(d.message.contains("is a font, but"))
  }

  @Test func aMisspelledKeyInATokenOfTheRightKindStaysAnUnknownKey() throws {
    let text = #"""
      {"tokens": {"font": {"body": {"$value": {"size": 16, "wieght": "bold"}}}},
       "components": {"VToggle": {"fonts": {"title": "{font.body}"}}}}
      """#
    let d = try #require(diagnostics(text).first)
    #expect(d.kind == .unknownKey)
    #expect(d.suggestions == ["weight"])
  }

  // MARK: Exporting a font whose optional fields were cleared

  @Test func anExportedThemeKeepsClearedFontFields() throws {
    let text = #"{"components": {"VPrimaryButton": {"fonts": {"title": {"textStyle": null}}}}}"#
    let theme = try load(["p.json": text], entry: "p.json")
    #expect(try theme.model(for: VPrimaryButton.self).fonts.title[.iOS].textStyle == nil)
    let exported = JSONWriter().string(try theme.presetJSON())
    let reloaded = try load(["e.json": exported], entry: "e.json")
    #expect(try reloaded.model(for: VPrimaryButton.self).fonts.title[.iOS].textStyle == nil)
    // Only where a default would come back: the defaults themselves export without nulls.
    #expect(!JSONWriter().string(try Theme.default.presetJSON()).contains("null"))
  }
}
