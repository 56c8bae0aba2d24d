import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// One machine to fuzz: its catalog name and a type-erased run of `MachineFuzzer`.
struct FuzzTarget: Sendable, CustomTestStringConvertible {
  var name: String
  /// The machine's Swift type, as `MachineDescriptor.machineType` spells it.
  var machineType: String
  var run: @Sendable (_ seed: UInt64, _ count: Int, _ maxLength: Int) -> FuzzSummary

  var testDescription: String { name }

  init<M: ExplorableMachine>(_ type: M.Type, _ name: String, _ parameters: M.Parameters) {
    self.name = name
    machineType = String(describing: M.self)
    run = { seed, count, maxLength in
      let report = MachineFuzzer<M>(parameters: parameters).run(seed: seed, count: count, maxLength: maxLength)
      return FuzzSummary(report)
    }
  }
}

/// What a fuzz run found, without the machine's types.
struct FuzzSummary: Sendable {
  var sequences: Int
  var steps: Int
  var failure: String?
  var slots: Set<AnimationSlot>
  var parsedFormEvents: Int
  var triedFormEvents: Int

  init<M>(_ report: MachineFuzzer<M>.Report) {
    sequences = report.sequences
    steps = report.steps
    slots = report.slots
    parsedFormEvents = report.parsedFormEvents
    triedFormEvents = report.triedFormEvents
    failure = report.failure.map { found in
      "seed 0x\(String(found.seed, radix: 16)) (base DESIGNKIT_SEED=0x\(String(SplitMix64.baseSeed, radix: 16))) "
        + "broke after \(found.original) events; minimal sequence:\n\(found.shrunk)"
    }
  }
}

/// Thousands of random event sequences (with virtual time) per machine, checking the standard invariants after
/// every step and that replaying gives identical transitions.
@Suite struct MachineFuzzTests {
  /// Sequences per catalog machine (a quarter of it per variant) and their longest length: about 5 s of CPU in a
  /// debug build for every machine and variant.
  static let sequences = 1000
  static let maxLength = 200

  /// Every machine of `MachineCatalog.all`, with the catalog's parameters.
  static let catalogTargets: [FuzzTarget] = [
    FuzzTarget(PressMachine.self, "press", PressParameters()),
    FuzzTarget(LinkMachine.self, "navigationLink", LinkParameters(target: .destination("Details"))),
    FuzzTarget(LinkMachine.self, "link", LinkParameters(target: .url("https://example.com"))),
    FuzzTarget(SwitchMachine.self, "switch", ToggleParameters()),
    FuzzTarget(CheckboxMachine.self, "checkbox", ToggleParameters()),
    FuzzTarget(RadioMachine.self, "radio", ToggleParameters()),
    FuzzTarget(TextInputMachine.self, "textInput", TextInputParameters(contentType: .secure, hasClearButton: true)),
    FuzzTarget(SegmentedPickerMachine.self, "segmentedPicker", SegmentedPickerParameters()),
    FuzzTarget(MenuPickerMachine.self, "menuPicker", MenuPickerParameters(itemCount: 3, disabledItems: [1])),
    FuzzTarget(WheelPickerMachine.self, "wheelPicker", WheelPickerParameters(rowCount: 5, disabledRows: [3])),
    FuzzTarget(SliderMachine.self, "slider", SliderParameters(step: 0.1)),
    FuzzTarget(
      SliderMachine.self, "verticalSlider",
      SliderParameters(step: 0.1, direction: .bottomToTop, layoutDirection: .rightToLeft)),
    FuzzTarget(SliderMachine.self, "macSlider", SliderParameters(step: 0.1, bodyIsDraggable: true)),
    FuzzTarget(RangeSliderMachine.self, "rangeSlider", SliderParameters(step: 0.1)),
    FuzzTarget(StepperMachine.self, "stepper", StepperParameters(upperBound: 3)),
    FuzzTarget(DisclosureMachine.self, "disclosure", ToggleParameters()),
    FuzzTarget(PresentationMachine.self, "presentation", .modal),
    FuzzTarget(PresentationMachine.self, "bottomSheet", .bottomSheet),
    FuzzTarget(ToastMachine.self, "toast", ToastParameters()),
    FuzzTarget(SpinnerMachine.self, "spinner", SpinnerParameters()),
    FuzzTarget(ProgressBarMachine.self, "progressBar", ProgressBarParameters()),
    FuzzTarget(ContentMachine.self, "static", StaticParameters()),
    FuzzTarget(FieldMachine.self, "staticField", StaticParameters()),
    FuzzTarget(InertFieldMachine.self, "inertField", AvailabilityParameters()),
    FuzzTarget(
      PageIndicatorMachine.self, "pageIndicator",
      {
        var p = PageIndicatorParameters()
        p.autoAdvanceInterval = 2
        return p
      }()),
    FuzzTarget(AvailabilityMachine.self, "availability", AvailabilityParameters()),
    FuzzTarget(NavigationStackMachine.self, "navigationStack", NavigationStackParameters()),
    FuzzTarget(DetentSheetMachine.self, "detentSheet", DetentSheetParameters()),
    FuzzTarget(DetentSheetMachine.self, "macDetentSheet", .macOS),
    FuzzTarget(ActionMenuMachine.self, "actionMenu", ActionMenuParameters()),
    FuzzTarget(CodeEntryMachine.self, "codeEntry", .sample),
    FuzzTarget(PagingMachine.self, "carousel", .carousel),
    FuzzTarget(PagingMachine.self, "pagerTab", PagingParameters()),
    FuzzTarget(AsyncImageMachine.self, "asyncImage", .retryingOnce),
    FuzzTarget(BouncingMarqueeMachine.self, "bouncingMarquee", MarqueeParameters()),
    FuzzTarget(WrappingMarqueeMachine.self, "wrappingMarquee", MarqueeParameters()),
    FuzzTarget(RollingCounterMachine.self, "rollingCounter", RollingCounterParameters()),
  ]

  /// The same machines with other tunables: timers on, bounds moved, segments disabled.
  static let variantTargets: [FuzzTarget] = [
    FuzzTarget(
      PressMachine.self, "press (touch delay, minimum pressed, short long press)",
      PressParameters(driftTolerance: 0, longPressDuration: 0.2, minimumPressedDuration: 0.3, touchDelay: 0.1)),
    FuzzTarget(
      CheckboxMachine.self, "checkbox (timers)",
      ToggleParameters(
        press: PressParameters(driftTolerance: 5, longPressDuration: 1, minimumPressedDuration: 0.1, touchDelay: 0.05))),
    FuzzTarget(
      TextInputMachine.self, "textInput (plain, no clear button)",
      TextInputParameters(contentType: .standard, hasClearButton: false)),
    FuzzTarget(
      SegmentedPickerMachine.self, "segmentedPicker (5, two disabled, no wrap)",
      SegmentedPickerParameters(segmentCount: 5, disabledSegments: [1, 4], wrapsAround: false)),
    FuzzTarget(SliderMachine.self, "slider (continuous)", SliderParameters()),
    FuzzTarget(WheelPickerMachine.self, "wheelPicker (no rows)", WheelPickerParameters(rowCount: 0)),
    FuzzTarget(
      StepperMachine.self, "stepper (accelerating)",
      {
        var p = StepperParameters(upperBound: 100)
        p.accelerationExponent = 2
        p.step = 0.5
        return p
      }()),
    FuzzTarget(
      ToastMachine.self, "toast (no pause, no swipe)",
      {
        var p = ToastParameters()
        p.pausesOnHoverOrFocus = false
        p.swipeThresholdFraction = nil
        return p
      }()),
    FuzzTarget(
      PageIndicatorMachine.self, "pageIndicator (fast auto-advance, 1000 pages)",
      {
        var p = PageIndicatorParameters()
        p.autoAdvanceInterval = 0.001
        p.pageCount = 1000
        return p
      }()),
  ]

  @Test func everyCatalogMachineIsFuzzed() {
    #expect(Self.catalogTargets.map(\.name) == MachineCatalog.all.map(\.name))
    #expect(Self.catalogTargets.map(\.machineType) == MachineCatalog.all.map(\.machineType))
  }

  @Test(arguments: catalogTargets.map { ($0, sequences) } + variantTargets.map { ($0, sequences / 4) })
  func randomSequencesKeepTheInvariants(_ target: FuzzTarget, sequences: Int) {
    let summary = target.run(SplitMix64.seed(target.name, base: SplitMix64.baseSeed), sequences, Self.maxLength)
    #expect(summary.failure == nil, "\(target.name): \(summary.failure ?? "")")
    #expect(summary.sequences == sequences)
    // Most names built from the event forms must parse: the forms say what the machine accepts.
    #expect(summary.parsedFormEvents * 10 >= summary.triedFormEvents * 7, "\(target.name): \(summary.parsedFormEvents)")
  }

  @Test func aPlantedBugIsFoundAndShrunkToAMinimalSequence() throws {
    let neverPressed = MachineInvariant<PressMachine>("never pressed") { _, _, _, after in
      after.visualState == .pressed ? "pressed" : nil
    }
    let fuzzer = MachineFuzzer<PressMachine>(parameters: PressParameters(), invariants: [neverPressed])
    let report = fuzzer.run(seed: 42, count: 200, maxLength: Self.maxLength)
    let found = try #require(report.failure, "the fuzzer missed an invariant that the first press breaks")
    #expect(found.shrunk.property == "never pressed")
    #expect(found.shrunk.events.count <= found.original)
    // 1-minimal: it still fails, and deleting any single event makes it pass.
    var slots = Set<AnimationSlot>()
    #expect(fuzzer.check(start: found.shrunk.start, events: found.shrunk.events, slots: &slots) != nil)
    for i in found.shrunk.events.indices {
      var fewer = found.shrunk.events
      fewer.remove(at: i)
      #expect(fuzzer.check(start: found.shrunk.start, events: fewer, slots: &slots) == nil, "\(found.shrunk)")
    }
    // From rest, one event shows the pressed look (pointer down, a key, …).
    #expect(found.shrunk.events.count == 1, "\(found.shrunk)")
  }

  @Test func aPlantedNondeterminismIsFound() throws {
    // A machine whose output depends on a counter outside its state breaks replay determinism.
    let report = MachineFuzzer<FlakyMachine>(parameters: 0).run(seed: 7, count: 50, maxLength: 20)
    let found = try #require(report.failure)
    #expect(found.shrunk.property == "deterministic replay")
  }

  @Test func sequencesAreTheSameForTheSameSeed() {
    var a = SplitMix64(seed: 99)
    var b = SplitMix64(seed: 99)
    let pool = PressMachine.explorationAlphabet
    let first = MachineFuzzer<PressMachine>.sequence(pool: pool, maxLength: 200, rng: &a)
    let second = MachineFuzzer<PressMachine>.sequence(pool: pool, maxLength: 200, rng: &b)
    #expect(first == second)
    var c = SplitMix64(seed: 100)
    #expect(MachineFuzzer<PressMachine>.sequence(pool: pool, maxLength: 200, rng: &c) != first)
  }

  @Test func splitMixMatchesItsReferenceOutput() {
    // The first outputs of SplitMix64 seeded with 0 (the published reference values).
    var rng = SplitMix64(seed: 0)
    #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
    #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
  }
}

/// A deliberately broken machine: a reference-type counter outside its state makes replays differ.
private final class Counter: @unchecked Sendable {
  var value = 0
}

private struct FlakyMachine: ExplorableMachine {
  enum Event: String, MachineEvent, CaseIterable {
    case tap
    init?(name: String) { self.init(rawValue: name) }
    static var eventForms: [String] { ["tap"] }
    var description: String { rawValue }
  }
  typealias VisualState = InteractionState

  var state = 0
  let counter = Counter()
  init(parameters: Int, restingIn visual: InteractionState) {}
  var visualState: InteractionState { .enabled }
  var probe: MachineProbe { MachineProbe() }
  static var explorationAlphabet: [Event] { [.tap] }
  static var declaredVisualStates: [InteractionState] { [.enabled] }

  mutating func send(_ event: Event) -> Transition<Int, Event>? {
    counter.value += 1
    let from = state
    state = counter.value % 3
    return from == state ? nil : Transition(from: from, to: state, event: event)
  }
}
