import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// Compact JSON text of a value (members in order, numbers in their shortest form), for comparisons that
/// ignore source locations.
func compactJSON(_ value: JSONValue) -> String {
  switch value.kind {
  case .null: "null"
  case .bool(let b): "\(b)"
  case .number(let n): JSONWriter.format(n)
  case .string(let s): "\"\(s)\""
  case .array(let items): "[" + items.map(compactJSON).joined(separator: ",") + "]"
  case .object(let members): "{" + members.map { "\"\($0.key)\":\(compactJSON($0.value))" }.joined(separator: ",") + "}"
  }
}

/// One spec of every kind and with every option, for round trips.
let sampleSpecs: [AnimationSpec] = [
  .none, .none.delay(0.25), .default, .smooth, .snappy, .bouncy, .interactiveSpring, .linear(), .easeIn(), .easeOut(),
  .easeInOut(), AnimationSpec(.timing(.ease, duration: 0.35)), AnimationSpec(.timing(.ease, duration: 1.5)),
  .easeIn(duration: 0.1), .linear(duration: 0), .timingCurve(0.2, 0, 0.2, 1, duration: 0.3),
  .timingCurve(0.1, -0.5, 0.9, 1.5), .spring(), .spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.1),
  .spring(duration: 0.5, bounce: 0.3), .spring(duration: 0.8, bounce: -0.3),
  .interpolatingSpring(stiffness: 100, damping: 10),
  .interpolatingSpring(mass: 2, stiffness: 300, damping: 30, initialVelocity: -1.5),
  .snappy.delay(0.1), .easeInOut().speed(2), .easeIn().repeatCount(3, autoreverses: true),
  .easeIn().repeatCount(1, autoreverses: false), .bouncy.repeatForever(),
  .linear(duration: 1).repeatForever(autoreverses: false),
  .smooth.essential(), .timingCurve(0.3, 0.1, 0.3, 1, duration: 2).delay(0.5).speed(0.5).repeatCount(4).essential(),
]

@Suite struct AnimationSpecJSONTests {
  @Test(arguments: AnimationSpec.names)
  func everyNameParsesAndPrintsBack(name: String) throws {
    let spec = try AnimationSpec(json: .string(name), path: .root)
    #expect(spec.json == .string(name))
    #expect(spec.description == name)
  }

  @Test func namesMeanTheirSwiftUICounterparts() throws {
    #expect(try AnimationSpec(json: .string("easeInOut"), path: .root) == .easeInOut(duration: 0.35))
    #expect(try AnimationSpec(json: .string("snappy"), path: .root) == .snappy)
    #expect(try AnimationSpec(json: .string("interactiveSpring"), path: .root) == .interactiveSpring)
    #expect(try AnimationSpec(json: .string("none"), path: .root) == .none)
  }

  @Test(arguments: sampleSpecs)
  func roundTripsThroughJSON(spec: AnimationSpec) throws {
    #expect(try AnimationSpec(json: spec.json, path: .root) == spec)
    let reparsed = try AnimationSpec(json: try AnimationTestJSON.parse(compactJSON(spec.json)), path: .root)
    #expect(reparsed == spec)
  }

  @Test(arguments: [
    (AnimationSpec.easeIn(duration: 0.1), #"{"curve":"easeIn","duration":0.1}"#),
    (.snappy.delay(0.1), #"{"spring":"snappy","delay":0.1}"#),
    (.none.delay(0.25), #"{"curve":"none","delay":0.25}"#),
    (
      .timingCurve(0.2, 0, 0.2, 1, duration: 0.3),
      #"{"curve":"timingCurve","controlPoints":[0.2,0,0.2,1],"duration":0.3}"#
    ),
    (.spring(duration: 0.5, bounce: 0.3), #"{"spring":{"duration":0.5,"bounce":0.3}}"#),
    (.spring(), #"{"spring":{"response":0.5,"dampingFraction":0.825}}"#),
    (.interpolatingSpring(stiffness: 300, damping: 30), #"{"spring":{"stiffness":300,"damping":30}}"#),
    (.easeIn().repeatCount(3), #"{"curve":"easeIn","repeat":3,"autoreverses":true}"#),
    (.linear().repeatForever(autoreverses: false).speed(2), #"{"curve":"linear","speed":2,"repeat":"forever"}"#),
    (.smooth.essential(), #"{"spring":"smooth","essential":true}"#),
  ])
  func canonicalFormKeepsOnlyNonDefaultOptions(spec: AnimationSpec, expected: String) {
    #expect(compactJSON(spec.json) == expected)
  }

  @Test(arguments: [
    #"{"curve": "easeIn", "duration": 0.1, "delay": 0, "speed": 1, "repeat": 3, "autoreverses": true, "essential": false}"#,
    #"{"spring": {"mass": 1, "stiffness": 300, "damping": 30, "initialVelocity": 1}}"#,
    #"{"spring": {"response": 0.5, "dampingFraction": 0.825, "blendDuration": 0}}"#,
    #"{"spring": {"duration": 0.5}, "repeat": "forever"}"#,
    #"{"spring": {}}"#,
  ])
  func acceptsTheDocumentedObjectForms(text: String) throws {
    let spec = try AnimationSpec(json: try AnimationTestJSON.parse(text), path: .root)
    #expect(try AnimationSpec(json: spec.json, path: .root) == spec)
  }

  @Test func objectFormReadsEveryOption() throws {
    let text =
      #"{"curve": "easeOut", "duration": 0.2, "delay": 0.1, "speed": 2, "repeat": 3, "autoreverses": true, "essential": true}"#
    let spec = try AnimationSpec(json: try AnimationTestJSON.parse(text), path: .root)
    #expect(spec == .easeOut(duration: 0.2).delay(0.1).speed(2).repeatCount(3, autoreverses: true).essential())
  }

  /// Every validation rule, with the path of the offending value and the column where it starts.
  @Test(arguments: [
    (#""wobbly""#, Diagnostic.Kind.invalidValue, "$", 1),
    (#""easein""#, .invalidValue, "$", 1),
    (#"{"curve": "easIn"}"#, .invalidValue, "curve", 11),
    (#"{"curve": "timingCurve", "controlPoints": [1.2, 0, 0.5, 1]}"#, .invalidValue, "controlPoints[0]", 44),
    (#"{"curve": "timingCurve", "controlPoints": [0.2, 0, -0.1, 1]}"#, .invalidValue, "controlPoints[2]", 52),
    (#"{"curve": "timingCurve", "controlPoints": [0.2, 0, 1]}"#, .typeMismatch, "controlPoints", 43),
    (#"{"curve": "timingCurve"}"#, .semantic, "controlPoints", 1),
    (#"{"curve": "easeIn", "controlPoints": [0, 0, 1, 1]}"#, .semantic, "controlPoints", 21),
    (#"{"curve": "easeIn", "duration": -0.1}"#, .invalidValue, "duration", 33),
    (#"{"curve": "easeIn", "delay": -1}"#, .invalidValue, "delay", 30),
    (#"{"curve": "easeIn", "speed": 0}"#, .invalidValue, "speed", 30),
    (#"{"curve": "easeIn", "speed": "fast"}"#, .typeMismatch, "speed", 30),
    (#"{"curve": "none", "duration": 1}"#, .semantic, "duration", 19),
    (#"{"curve": "easeIn", "repeat": 0}"#, .invalidValue, "repeat", 31),
    (#"{"curve": "easeIn", "repeat": 2.5}"#, .invalidValue, "repeat", 31),
    (#"{"curve": "easeIn", "repeat": "always"}"#, .invalidValue, "repeat", 31),
    (#"{"curve": "easeIn", "autoreverses": true}"#, .semantic, "autoreverses", 21),
    (#"{"curve": "easeIn", "repeat": 2, "autoreverses": 1}"#, .typeMismatch, "autoreverses", 50),
    (#"{"curve": "easeIn", "spring": "snappy"}"#, .semantic, "spring", 21),
    (#"{"delay": 1}"#, .semantic, "$", 1),
    (#"{"curve": "easeIn", "durration": 1}"#, .unknownKey, "durration", 21),
    (#"{"spring": "snapy"}"#, .invalidValue, "spring", 12),
    (#"{"spring": "snappy", "duration": 1}"#, .semantic, "duration", 22),
    (#"{"spring": {"mass": 0, "stiffness": 1, "damping": 1}}"#, .invalidValue, "spring.mass", 21),
    (#"{"spring": {"stiffness": -5, "damping": 1}}"#, .invalidValue, "spring.stiffness", 26),
    (#"{"spring": {"stiffness": 5, "damping": -1}}"#, .invalidValue, "spring.damping", 40),
    (#"{"spring": {"mass": 2, "damping": 1}}"#, .semantic, "spring.stiffness", 12),
    (#"{"spring": {"response": 0}}"#, .invalidValue, "spring.response", 25),
    (#"{"spring": {"dampingFraction": -0.1}}"#, .invalidValue, "spring.dampingFraction", 32),
    (#"{"spring": {"blendDuration": -1}}"#, .invalidValue, "spring.blendDuration", 30),
    (#"{"spring": {"duration": 0.5, "bounce": 1.5}}"#, .invalidValue, "spring.bounce", 40),
    (#"{"spring": {"duration": 0.5, "bounce": -1}}"#, .invalidValue, "spring.bounce", 40),
    (#"{"spring": {"duration": -0.5}}"#, .invalidValue, "spring.duration", 25),
    (#"{"spring": {"duration": 0.5, "dampingFraction": 1}}"#, .semantic, "spring.dampingFraction", 30),
    (#"{"spring": {"bouncy": 0.3}}"#, .unknownKey, "spring.bouncy", 13),
    (#"{"spring": 3}"#, .typeMismatch, "spring", 12),
    ("12", .typeMismatch, "$", 1),
  ])
  func rejectsInvalidInputPrecisely(text: String, kind: Diagnostic.Kind, path: String, column: Int) throws {
    let json = try AnimationTestJSON.parse(text)
    let base: JSONPath = ["components", "VToggle", "animations", "press"]
    do {
      let spec = try AnimationSpec(json: json, path: base)
      Issue.record("accepted \(text) as \(spec)")
    } catch {
      #expect(error.kind == kind)
      let expectedPath = path == "$" ? "\(base)" : "\(base).\(path)"
      #expect("\(error.path)" == expectedPath)
      #expect(error.location.column == column)
      #expect(error.message.contains("`\(base)"))
    }
  }

  @Test func unknownNamesComeWithSuggestions() throws {
    let misspelled = try AnimationTestJSON.parse(#"{"curve": "easeInOt"}"#)
    do {
      _ = try AnimationSpec(json: misspelled, path: .root)
      Issue.record("accepted a misspelled curve")
    } catch {
      #expect(error.suggestions.first == "easeInOut")
    }
    do {
      _ = try AnimationSpec(json: .string("bouncey"), path: .root)
      Issue.record("accepted a misspelled name")
    } catch {
      #expect(error.suggestions.first == "bouncy")
    }
  }

  @Test func decodesThroughCodable() throws {
    struct Holder: Codable { var press: AnimationSpec }
    // Codable goes through `init(json:path:)` and `json`, so the canonical form survives an encode/decode.
    let value = JSONValue.object([("press", AnimationSpec.snappy.delay(0.1).json)])
    #expect(try AnimationSpec(json: value["press"] ?? .null, path: ["press"]) == .snappy.delay(0.1))
  }
}

@Suite struct AnimationSpecTextTests {
  @Test(arguments: sampleSpecs)
  func descriptionParsesBackToTheSameSpec(spec: AnimationSpec) throws {
    #expect(try AnimationSpec(parsing: spec.description) == spec)
  }

  @Test(arguments: [
    ("none", AnimationSpec.none),
    ("easeInOut", .easeInOut()),
    (".easeInOut", .easeInOut()),
    ("easeIn(duration: 0.1)", .easeIn(duration: 0.1)),
    ("timingCurve(0.2, 0, 0.2, 1, duration: 0.3)", .timingCurve(0.2, 0, 0.2, 1, duration: 0.3)),
    ("timingCurve(0.2,0,0.2,1)", .timingCurve(0.2, 0, 0.2, 1)),
    ("spring(duration: 0.5, bounce: 0.3)", .spring(duration: 0.5, bounce: 0.3)),
    ("spring(bounce: -0.2)", .spring(duration: 0.5, bounce: -0.2)),
    ("spring(response: 0.5, dampingFraction: 0.825)", .spring(response: 0.5, dampingFraction: 0.825)),
    ("spring", .spring()),
    ("spring()", .spring()),
    (
      "interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)",
      .interpolatingSpring(stiffness: 100, damping: 10)
    ),
    ("interpolatingSpring(stiffness: 100, damping: 10)", .interpolatingSpring(stiffness: 100, damping: 10)),
    ("snappy", .snappy),
    ("interactiveSpring()", .interactiveSpring),
    ("easeIn.delay(0.1)", .easeIn().delay(0.1)),
    ("snappy.speed(2)", .snappy.speed(2)),
    ("linear(duration: 1).repeatCount(3, autoreverses: true)", .linear(duration: 1).repeatCount(3, autoreverses: true)),
    ("linear.repeatCount(3)", .linear().repeatCount(3, autoreverses: true)),
    ("easeOut.repeatForever(autoreverses: false)", .easeOut().repeatForever(autoreverses: false)),
    ("easeOut.repeatForever()", .easeOut().repeatForever(autoreverses: true)),
    ("  bouncy . delay( 0.2 ) .essential()  ", .bouncy.delay(0.2).essential()),
  ])
  func parsesTheSwiftUISyntax(text: String, expected: AnimationSpec) throws {
    #expect(try AnimationSpec(parsing: text) == expected)
  }

  @Test(arguments: [
    (AnimationSpec.easeIn(duration: 0.1).delay(0.2), "easeIn(duration: 0.1).delay(0.2)"),
    (.spring(duration: 0.5, bounce: 0.3), "spring(duration: 0.5, bounce: 0.3)"),
    (.spring(), "spring(response: 0.5, dampingFraction: 0.825)"),
    (
      .interpolatingSpring(stiffness: 100, damping: 10),
      "interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)"
    ),
    (.timingCurve(0.2, 0, 0.2, 1, duration: 0.3), "timingCurve(0.2, 0, 0.2, 1, duration: 0.3)"),
    (.snappy.repeatForever(autoreverses: false), "snappy.repeatForever(autoreverses: false)"),
    (.linear().speed(2).repeatCount(3, autoreverses: true), "linear.speed(2).repeatCount(3, autoreverses: true)"),
  ])
  func printsTheSwiftUISyntax(spec: AnimationSpec, expected: String) {
    #expect(spec.description == expected)
  }

  /// Errors name the column where the problem starts.
  @Test(arguments: [
    ("", 1, Diagnostic.Kind.syntax),
    ("wobbly", 1, .invalidValue),
    ("easeInOt", 1, .invalidValue),
    ("easeIn(duration: -1)", 8, .invalidValue),
    ("easeIn(time: 1)", 8, .semantic),
    ("easeIn(duration 1)", 17, .syntax),
    ("easeIn(duration: 1", 19, .syntax),
    ("easeIn(duration: abc)", 18, .syntax),
    ("easeIn(duration: 1..2)", 18, .syntax),
    ("timingCurve(1.5, 0, 0.5, 1)", 13, .invalidValue),
    ("timingCurve(0.5, 0, 0.5)", 1, .semantic),
    ("spring(duration: 0.5, bounce: 2)", 23, .invalidValue),
    ("spring(bounce: 0.3, duration: 0.5)", 21, .semantic),
    ("spring(response: 0, dampingFraction: 1)", 8, .invalidValue),
    ("interpolatingSpring(mass: 1, damping: 10)", 30, .semantic),
    ("interpolatingSpring(mass: 0, stiffness: 1, damping: 1)", 21, .invalidValue),
    ("snappy(1)", 8, .semantic),
    ("snappy.dellay(1)", 8, .invalidValue),
    ("snappy.delay(-1)", 14, .invalidValue),
    ("snappy.speed(0)", 14, .invalidValue),
    ("snappy.repeatCount(0)", 20, .invalidValue),
    ("snappy.repeatCount(2, autoreverses: 1)", 23, .typeMismatch),
    ("snappy.delay(1).delay(2)", 17, .semantic),
    ("snappy.repeatForever().repeatCount(2)", 24, .semantic),
    ("snappy delay", 8, .syntax),
  ])
  func rejectsBadTextWithItsColumn(text: String, column: Int, kind: Diagnostic.Kind) {
    do {
      let spec = try AnimationSpec(parsing: text)
      Issue.record("accepted `\(text)` as \(spec)")
    } catch {
      #expect(error.location.column == column, "\(error.message)")
      #expect(error.kind == kind, "\(error.message)")
      #expect(error.message.contains("column \(column)"))
    }
  }

  @Test func unknownNamesListWhatIsValid() {
    do {
      _ = try AnimationSpec(parsing: "bouncey")
      Issue.record("accepted a misspelled name")
    } catch {
      #expect(error.suggestions == ["bouncy"])
      #expect(error.message.contains("interpolatingSpring"))
    }
  }

  @Test func equalityIgnoresAutoreversesWhenNothingRepeats() {
    var spec = AnimationSpec.easeIn()
    spec.autoreverses = true
    #expect(spec == .easeIn())
    #expect(spec.hashValue == AnimationSpec.easeIn().hashValue)
    #expect(AnimationSpec.easeIn().repeatCount(2, autoreverses: true) != .easeIn().repeatCount(2, autoreverses: false))
  }
}
