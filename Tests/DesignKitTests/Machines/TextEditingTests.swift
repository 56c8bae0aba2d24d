import DesignKitTesting
import Testing

@testable import DesignKit

/// Text inputs and code entry carry their text: edits as the platform delivers them, the model's length limit and
/// character filter, the owner's text, and controlled editing through the host.
@Suite struct TextEditingTests {
  /// The lines of text a host's frame at `time` shows, laid out 320 pt wide.
  static func shownTexts<C>(_ host: ComponentHost<C>, at time: Double? = nil) throws -> [String] {
    let frame = try host.frame(at: time, proposedWidth: 320)
    return DrawingLayout(measurer: host.environment.textMeasurer).regions(of: frame.drawing, proposedWidth: 320)
      .texts.map(\.string)
  }

  static func limited(_ maxLength: Int, _ characters: CodeCharacters = .all) -> TextInputMachine {
    var m = TextInputMachine(
      parameters: TextInputParameters(
        contentType: .standard, hasClearButton: true, maxLength: maxLength, characters: characters),
      restingIn: ValueState(.none))
    _ = m.send(.focusGained(.pointer))
    return m
  }

  @Test func typingAtTheLimitChangesNothingAndAWholeTextIsCutAtIt() {
    var m = Self.limited(4)
    for (offset, c) in "ada@x".enumerated() { _ = m.send(.textReplaced(.insertion(String(c), at: offset))) }
    #expect(m.state.text == "ada@")
    #expect(m.send(.textReplaced(.insertion("!", at: 2))) == nil)
    #expect(m.send(.textChanged(to: "grace@home"))?.outputs == [.valueChanged("grac")])
    #expect(m.currentValue == .text("grac"))
  }

  @Test func aPasteKeepsWhatFitsAndReplacesItsSelection() {
    var m = Self.limited(6)
    _ = m.send(.textChanged(to: "abcd"))
    // "bc" selected, "12345" pasted: 2 characters were free, 2 more are replaced.
    #expect(m.send(.textReplaced(TextEdit(replacing: 1..<3, with: "12345")))?.outputs == [.valueChanged("a1234d")])
    // A range past the end is clamped: deleting the last character.
    #expect(m.send(.textReplaced(TextEdit(replacing: 5..<99, with: "")))?.outputs == [.valueChanged("a1234")])
  }

  @Test func theFilterDropsCharactersItDoesNotAdmit() {
    var m = Self.limited(0, .digits)
    #expect(m.send(.textChanged(to: "12ab3"))?.outputs == [.valueChanged("123")])
    #expect(m.send(.textReplaced(.insertion("x", at: 1))) == nil)
    #expect(m.state.text == "123")
  }

  @Test func theOwnersTextIsTakenAsItIsAndAnOverLongTextTakesDeletionsOnly() {
    var m = Self.limited(3)
    #expect(m.send(.bindingChanged("Ada Lovelace"))?.outputs == [])
    #expect(m.send(.textReplaced(.insertion("!", at: 12))) == nil)
    #expect(m.send(.textReplaced(TextEdit(replacing: 11..<12, with: "")))?.outputs == [.valueChanged("Ada Lovelac")])
  }

  @Test func aDisabledInputTakesNoEditAndTheSubmitKeySubmitsAFocusedOne() {
    var m = Self.limited(0)
    #expect(m.send(.submitKeyPressed)?.outputs == [.submitted])
    _ = m.send(.enabledChanged(false))
    #expect(m.send(.textChanged(to: "x")) == nil)
    #expect(m.send(.submitKeyPressed) == nil)
  }

  @Test(arguments: [
    TextInputEvent.textChanged(to: "ada, \"the\" (first): \\ programmer\n"),
    .textReplaced(TextEdit(replacing: 2..<4, with: "a, b")), .bindingChanged(""), .bindingChanged("x)"),
    .submitKeyPressed,
  ])
  func aTextEventReadsBackFromItsName(event: TextInputEvent) {
    #expect(TextInputEvent(name: event.description) == event)
  }

  @Test func theFormBeforeTheMachineCarriedTextStillReads() {
    #expect(TextInputEvent(name: "textChanged(isEmpty: true)") == .textChanged(to: ""))
    #expect(TextInputEvent(name: "textChanged(isEmpty: false)") == .textChanged(to: "text"))
  }

  @Test func typingIntoATextFieldReachesItsCallbackAndValueWithinItsLimit() {
    let typed = Locked<[String]>([])
    var model = VTextFieldModel()
    model.misc.maxLength = 3
    var field = SessionTester(VTextField(model: model) { text in typed.withLock { $0.append(text) } })
    field.send(.focusGained(.pointer)) {
      $0.focusHover.focus = .focused
      $0.outputs = [.focusGained]
      $0.slot = .focus
    }
    field.send(.textReplaced(.insertion("a", at: 0))) {
      $0.text = "a"
      $0.outputs = [.valueChanged("a")]
      $0.slot = .buttonAppear
    }
    field.send(.textChanged(to: "ada@")) {
      $0.text = "ada"
      $0.outputs = [.valueChanged("ada")]
    }
    field.send(.textReplaced(.insertion("@", at: 3)))
    #expect(field.value == .text("ada") && typed.withLock { $0 } == ["a", "ada"])
  }

  @Test func aTextViewDrawsTheTextItsHostWasGiven() throws {
    var host = try ComponentHost(VTextView(placeholder: "Notes"))
    _ = host.send(.focusGained(.pointer))
    _ = host.send(.textChanged(to: "Pick up the keys"))
    let texts = try Self.shownTexts(host)
    #expect(texts.contains("Pick up the keys") && !texts.contains("Notes"))
  }

  @Test(arguments: ["VBaseTextField", "VTextField", "VTextFieldRow", "VTextView", "VCodeEntryView"])
  func anOwnerThatRefusesLettersLeavesTheDrawnAndReportedTextUnchanged(name: String) throws {
    let reported = Locked<[String]>([])
    func digitsOnly(_ proposed: MachineValue) -> MachineValue {
      guard let text = proposed.textValue, text.allSatisfy(\.isNumber) else { return .text("12") }
      return proposed
    }
    func check<C: DrawableComponent>(_ component: C, _ typeLetter: C.Machine.Event, _ typeDigit: C.Machine.Event)
      throws
    {
      var host = try ComponentHost(component)
      _ = host.handle(.focus(.pointer))
      let before = try Self.shownTexts(host)
      let refused = host.send(typeLetter, decide: digitsOnly)
      #expect(refused != nil, "\(name)")
      #expect(host.session.value == .text("12"), "\(name)")
      // No frame shows the refused letter: the drawing at the step and later is the one before it.
      for t in [0, 0.05, 1] {
        #expect(try Self.shownTexts(host, at: t) == before, "\(name) at \(t)")
      }
      host.send(typeDigit, decide: digitsOnly)
      #expect(host.session.value == .text("123"), "\(name)")
    }
    let record: @Sendable (String) -> Void = { text in reported.withLock { $0.append(text) } }
    switch name {
    case "VBaseTextField":
      try check(
        VBaseTextField(text: "12", onChange: record), .textChanged(to: "12a"), .textReplaced(.insertion("3", at: 2)))
    case "VTextField":
      try check(VTextField(text: "12", onChange: record), .textChanged(to: "12a"), .textChanged(to: "123"))
    case "VTextFieldRow":
      try check(
        VTextFieldRow(title: "PIN", text: "12", onChange: record), .textChanged(to: "a12"), .textChanged(to: "123"))
    case "VTextView":
      try check(VTextView(text: "12", onChange: record), .textChanged(to: "12\na"), .textChanged(to: "123"))
    default:
      try check(
        VCodeEntryView(code: "12", onChange: record), .textChanged(to: "12a"), .characterTyped("3"))
    }
    // The owner was asked both times; what it held is what the component shows.
    #expect(reported.withLock { $0 }.count == 2, "\(name)")
  }
}
