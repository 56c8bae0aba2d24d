import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// One event of a registered component's machine alphabet, sent through that component.
struct AlphabetCase: Sendable, CustomTestStringConvertible {
  var component: String
  var event: String
  var problems: @Sendable () throws -> [String]

  var testDescription: String { "\(component) \(event)" }

  /// Every event of every registered component's machine alphabet.
  static let all: [AlphabetCase] = Catalog.registry.components.flatMap { registered -> [AlphabetCase] in
    guard let drawable = registered.definition as? any DrawableComponent.Type else { return [] }
    return cases(of: drawable, registered: registered)
  }

  static func cases<C: DrawableComponent>(of type: C.Type, registered: RegisteredComponent) -> [AlphabetCase] {
    C.Machine.explorationAlphabet.map { event in
      AlphabetCase(component: C.componentName, event: event.description) {
        var problems: [String] = []
        // The printed spelling is the event: it parses back to it, and the registry (the CLI) takes it.
        if C.Machine.Event(name: event.description) != event { problems.append("does not parse back") }
        do {
          _ = try registered.simulate(events: [event.description], tree: registered.defaultTree())
        } catch {
          problems.append("the registry refuses it: \(error)")
        }
        // The component's session takes it as its machine does, from every state, with the sample's content.
        for state in C.Machine.declaredVisualStates {
          var sample = C.galleryPreview
          sample.state = state
          var session = try sample.session()
          var machine = session.machine
          // The session adds the model's haptics after the machine's outputs; everything else is the machine's.
          var taken = session.send(event)?.transition
          var machineOutputs = MachineOutputs()
          for output in taken?.outputs ?? [] where output.name != "haptic" { machineOutputs.append(output) }
          taken?.outputs = machineOutputs
          if taken != machine.send(event) {
            problems.append("the session of a sample in \(state) does not take it as its machine does")
          }
        }
        return problems
      }
    }
  }
}

/// One input vocabulary: every session takes the shared events in one spelling, whatever family nests them, and the
/// Swift spelling is the printed one.
@Suite struct EventVocabularyTests {
  @Test(arguments: AlphabetCase.all)
  func everyComponentTakesItsMachinesAlphabetUnderThePrintedName(_ alphabetCase: AlphabetCase) throws {
    let problems = try alphabetCase.problems()
    #expect(problems.isEmpty, "\(alphabetCase.testDescription): \(problems)")
  }

  /// The press events as a generic helper spells them, for any pressable control.
  static func pressEvents<E: PressCarrying>(_ type: E.Type) -> [E] {
    [
      .pointerDown, .pointerUp, .pointerMoved(distanceOutside: 10), .pointerExited, .pointerEntered, .pointerCancelled,
      .dragStarted, .secondPointerDown, .keyDown(.space), .keyRepeated(.space), .keyUp(.space), .loadingChanged(true),
      .accessibilityActivated, .focusGained(.keyboard), .focusLost, .hoverStarted(.mouse), .hoverEnded,
      .enabledChanged(false), .timePassed(0.5), .clockAdvanced(to: 3.4),
    ]
  }

  static let pressNames = [
    "pointerDown", "pointerUp", "pointerMoved(distanceOutside: 10)", "pointerExited", "pointerEntered",
    "pointerCancelled", "dragStarted", "secondPointerDown", "keyDown(space)", "keyRepeated(space)", "keyUp(space)",
    "loadingChanged(true)", "accessibilityActivated", "focusGained(keyboard)", "focusLost", "hoverStarted(mouse)",
    "hoverEnded", "enabledChanged(false)", "timePassed(0.5)", "clockAdvanced(to: 3.4)",
  ]

  @Test func aButtonAToggleAStepperASegmentedPickerAndAMenuPickerTakeThePressEventsAlike() {
    #expect(Self.pressEvents(PressEvent.self).map(\.description) == Self.pressNames)
    #expect(Self.pressEvents(SwitchMachine.Event.self).map(\.description) == Self.pressNames)
    #expect(Self.pressEvents(StepperEvent.self).map(\.description) == Self.pressNames)
    #expect(Self.pressEvents(SegmentedPickerEvent.self).map(\.description) == Self.pressNames)
    #expect(Self.pressEvents(MenuPickerEvent.self).map(\.description) == Self.pressNames)
  }

  /// The presentation events as a generic helper spells them, for any presented content.
  static func presentationEvents<E: PresentationCarrying>(_ type: E.Type) -> [E] {
    [.bindingChanged(true), .closeButtonTapped, .outsideTapped, .swipeEnded(distance: 120), .keyDown(.escape)]
  }

  @Test func aModalAHalfModalADialogAndAnActionSheetTakeThePresentationEventsAlike() {
    let names = [
      "bindingChanged(true)", "closeButtonTapped", "outsideTapped", "swipeEnded(distance: 120)", "keyDown(escape)",
    ]
    #expect(Self.presentationEvents(PresentationEvent.self).map(\.description) == names)
    #expect(Self.presentationEvents(DetentSheetEvent.self).map(\.description) == names)
    #expect(Self.presentationEvents(ActionMenuEvent.self).map(\.description) == names)
    // A toast and a menu picker spell the events they share the same way.
    #expect(
      [ToastEvent.closeButtonTapped, .pointerDown, .focusGained(.keyboard)].map(\.description) == [
        "closeButtonTapped", "pointerDown", "focusGained(keyboard)",
      ])
    #expect(MenuPickerEvent.outsideTapped.description == "outsideTapped")
  }

  @Test func timesPrintRoundedToTheClocksMicrosecond() {
    #expect(PressEvent.clockAdvanced(to: 0.1 + 0.2).description == "clockAdvanced(to: 0.3)")
    #expect(PressEvent.timePassed(3.4000000000000004).description == "timePassed(3.4)")
  }
}
