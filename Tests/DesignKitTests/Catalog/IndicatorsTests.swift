import DesignKit
import Testing

/// Scenarios of the indicators: typed models, page forms, percentages, spin period.
@Suite struct IndicatorsTests {
  @Test(arguments: [(20, PageIndicatorForm.infinite), (4, .finite), (7, .finite), (8, .infinite)])
  func anAutoPageIndicatorPicksItsFormByPageCount(pages: Int, form: PageIndicatorForm) throws {
    let indicator = VPageIndicator(type: .auto, pageCount: pages)
    #expect(indicator.state == form)
    #expect(try indicator.session().state == form)
  }

  @Test func finiteAndInfiniteTypesKeepTheirFormWhateverTheCount() throws {
    #expect(VPageIndicator(type: .finite, pageCount: 20).state == .finite)
    #expect(VPageIndicator(type: .infinite, pageCount: 4).state == .infinite)
  }

  @Test func aPageIndicatorReadsPageNOfCount() throws {
    #expect(VPageIndicator(pageCount: 5, selectedPage: 1).accessibility.value == "page 2 of 5")
  }

  @Test func autoAdvanceRunsOnTheVirtualClockWithTheTypesInterval() throws {
    var model = VPageIndicatorModel()
    model.finite.misc.autoAdvanceInterval = 2
    var session = try VPageIndicator(model: model, type: .finite, pageCount: 3).session()
    #expect(session.send(.timePassed(1.9)).map { $0.transition.outputs.isEmpty } ?? true)
    let advanced = session.send(.timePassed(0.1))
    let step = try #require(advanced)
    #expect(step.transition.outputs == [.valueChanged(1)])
    #expect(step.animation == .linear(duration: 0.15))
    // The infinite type has no interval, so the same model does not advance it.
    var infinite = try VPageIndicator(model: model, type: .infinite, pageCount: 30).session()
    #expect(infinite.send(.timePassed(10)) == nil)
  }

  @Test func eachSpinnerTypeResolvesFromItsOwnModel() throws {
    var model = VSpinnerModel()
    model.dashed.layout.dimension = 33
    let dashed = try VSpinner(model: model, type: .dashed).resolvedStyle()
    #expect(dashed["layout.dimension"] == .number(33))
    #expect(dashed["layout.dashCount"] == .number(8))
    let continuous = try VSpinner(model: model, type: .continuous).resolvedStyle()
    #expect(continuous["layout.dimension"] == .number(15))
  }

  @Test func aSpinnerRepeatsItsTypesRotationPeriod() throws {
    var session = try VSpinner(type: .continuous, state: .idle).session()
    let started = session.send(.activityStarted)
    let start = try #require(started)
    #expect(start.transition.slot == .spin)
    #expect(start.animation == AnimationSpec.linear(duration: 0.75).repeatForever(autoreverses: false))
    var dashed = try VSpinner(type: .dashed, state: .idle).session()
    #expect(
      dashed.send(.activityStarted)?.animation == AnimationSpec.linear(duration: 1).repeatForever(autoreverses: false))
  }

  @Test func aTypedModelIsAddressableFromAPreset() throws {
    let theme = try PresetLoader(
      registry: Catalog.registry,
      files: InMemoryFileSource([
        "p.json": ##"{"components": {"VSpinner": {"dashed": {"colors": {"dash": "#FF0000"}}}}}"##
      ])
    ).load(file: "p.json")
    let tree = try theme.tree(for: "VSpinner")
    #expect(tree.node(at: ["dashed", "colors", "dash"]) == .color(AdaptiveColor(Color(hex: "#FF0000")!)))
    #expect(tree.node(at: ["continuous", "colors", "spinner"]) != tree.node(at: ["dashed", "colors", "dash"]))
  }

  @Test func aProgressBarReadsItsPercentageAndResetsWithoutAnimation() throws {
    let bar = VProgressBar(value: 0.4)
    #expect(bar.accessibility.value == "40%")
    #expect(bar.accessibility.traits == [.updatesFrequently])
    var session = try bar.session()
    #expect(session.send(.progressChanged(0.8))?.animation == .default)
    let resetStep = session.send(.progressChanged(0))
    let reset = try #require(resetStep)
    #expect(reset.toState == .empty)
    #expect(reset.animation == .none)
  }
}
