import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// Every value a machine reports is typed: one kind per machine, printed as the tables print it, read back whole
/// from that text, and written to JSON as its type.
@Suite struct MachineValueTests {
  /// What a value is, without its payload.
  enum Kind: String, CustomStringConvertible {
    case state, number, index, range, text
    var description: String { rawValue }
  }

  /// The kind each machine that reports values reports; every other machine reports none.
  static let kinds: [String: Kind] = [
    "switch": .state, "checkbox": .state, "radio": .state, "disclosure": .state, "textInput": .text,
    "segmentedPicker": .index, "menuPicker": .index, "wheelPicker": .index, "pageIndicator": .index,
    "navigationStack": .index, "actionMenu": .index, "slider": .number, "verticalSlider": .number, "macSlider": .number,
    "stepper": .number,
    "progressBar": .number,
    "rangeSlider": .range, "codeEntry": .text, "carousel": .index, "pagerTab": .index,
  ]

  /// The value outputs of a machine's explored transitions.
  static func values(of machine: String) throws -> [MachineValue] {
    try MachineCatalog.descriptor(named: machine).transitionTable(depth: 3).rows.flatMap(\.outputs)
      .compactMap(\.changedValue)
  }

  /// The value that `text` names when read as `kind`, as a program reading a trace would read it.
  static func read(_ text: String, as kind: Kind) -> MachineValue? {
    switch kind {
    case .state: return .state(text)
    case .number, .index: return Double(text).map(MachineValue.number)
    case .range:
      let bounds = text.split(separator: "…").compactMap { Double($0) }
      return bounds.count == 2 ? .range(lower: bounds[0], upper: bounds[1]) : nil
    case .text:
      // Text prints in quotes, so that it never reads as a case of the same name.
      guard text.count >= 2, text.first == "\"", text.last == "\"" else { return nil }
      return .text(String(text.dropFirst().dropLast()))
    }
  }

  /// The kind of `value`; a whole, non-negative number counts as an index.
  static func kind(of value: MachineValue) -> Kind {
    switch value {
    case .state: .state
    case .number: value.indexValue.map { $0 >= 0 } == true ? .index : .number
    case .range: .range
    case .text: .text
    }
  }

  @Test(arguments: MachineCatalog.all.map(\.name))
  func valueOutputsHaveTheMachinesTypeAndReadBackFromTheirText(machine: String) throws {
    let values = try Self.values(of: machine)
    let expected = Self.kinds[machine]
    for value in values {
      // A number machine may land on a whole number; an index machine may only report whole numbers.
      let kind = Self.kind(of: value)
      #expect(kind == expected || (kind == .index && expected == .number), "\(machine) reported \(value)")
      #expect(Self.read(value.description, as: expected ?? kind) == value, "\(machine): \(value) does not read back")
      switch value {
      case .number(let n): #expect(value.json == .number(n))
      case .range(let lower, let upper): #expect(value.json == .array([.number(lower), .number(upper)]))
      case .state(let text), .text(let text): #expect(value.json == .string(text))
      }
    }
    // A machine with a value reports it within the explored depth (the text input only on a clear, not at rest).
    if expected != nil, machine != "textInput" { #expect(!values.isEmpty, "\(machine) reported no value") }
  }

  @Test func aStateValueNamesItsDimensionsCase() {
    #expect(MachineValue(CheckboxValue.indeterminate) == .indeterminate)
    #expect(MachineValue.on.state(as: ToggleValue.self) == .on)
    #expect(MachineValue.on.state(as: DisclosureValue.self) == nil)
    #expect(MachineValue.number(1).state(as: ToggleValue.self) == nil)
  }

  @Test func literalsBuildTheNaturalKind() {
    let values: [MachineValue] = [0.5, 2, "Ann"]
    #expect(values == [.number(0.5), .number(2), .text("Ann")])
    #expect(values.map(\.description) == ["0.5", "2", "\"Ann\""])
    // A case and a text of the same name never print alike.
    #expect(MachineOutput.valueChanged("on").description != MachineOutput.valueChanged(.on).description)
    #expect(MachineValue.number(2).indexValue == 2)
    #expect(MachineValue.number(2.5).indexValue == nil)
    #expect(MachineValue.range(lower: 0.2, upper: 0.8).rangeValue == 0.2...0.8)
    #expect(MachineValue.range(lower: .nan, upper: 1).rangeValue == nil)
  }

  @Test func outputsWriteTypedJSON() {
    let outputs: [MachineOutput] = [.actionFired, .valueChanged(0.5), .valueChanged(.on), .urlOpened("https://a.b")]
    #expect(
      JSONWriter().string(.array(outputs.map(\.json)))
        == JSONWriter().string(
          .array([
            .object([("name", .string("actionFired"))]),
            .object([("name", .string("valueChanged")), ("value", .number(0.5))]),
            .object([("name", .string("valueChanged")), ("value", .string("on"))]),
            .object([("name", .string("urlOpened")), ("value", .string("https://a.b"))]),
          ])))
    #expect(
      outputs.map(\.description) == ["actionFired", "valueChanged(0.5)", "valueChanged(on)", "urlOpened(https://a.b)"])
  }
}
