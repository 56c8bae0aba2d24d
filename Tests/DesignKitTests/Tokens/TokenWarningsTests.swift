import DesignKit
import Testing

/// The import policy: what real token sets get away with (a warning each), what strict mode refuses, and what
/// stays an error.
@Suite struct TokenWarningsTests {
  /// A token document with exactly one tolerated problem.
  struct Case: Sendable, CustomTestStringConvertible {
    var kind: Diagnostic.Kind
    var text: String
    /// Where the warning points (`line:column`) and the JSON path.
    var line: Int
    var column: Int
    var path: String
    /// Words the message must contain: what the spec expects and what to change.
    var says: [String]
    var testDescription: String { "\(kind.rawValue)" }
  }

  static let typography = #""fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400"#

  static let cases: [Case] = [
    .init(
      kind: .nonStandardType, text: #"{ "feature": { "$type": "boolean", "$value": true } }"#, line: 1, column: 25,
      path: "feature.$type", says: ["`boolean` at `feature.$type` is not a DTCG 2025.10 type", "`$extensions`"]),
    .init(
      kind: .unknownKey, text: #"{ "gap": { "$type": "number", "$value": 4, "comment": "small" } }"#, line: 1,
      column: 44, path: "gap.comment",
      says: ["extra key `comment` beside `$value`", "inside `$value`", "into `$extensions`"]),
    .init(
      kind: .unknownKey,
      text: """
        { "body": { "$type": "typography", "$value": { \(typography), "letterSpacing": {"value": 0, "unit": "px"},
          "lineHeight": 1.5, "fontStyle": "italic" } } }
        """, line: 2, column: 22, path: "body.$value.fontStyle",
      says: ["extra field `fontStyle`", "a typography has only `fontFamily`", "`$extensions`"]),
    .init(
      kind: .missingType, text: #"{ "gap": { "$value": { "value": 4, "unit": "px" } } }"#, line: 1, column: 10,
      path: "gap", says: ["no `$type`", "read as the type of the place that uses it", #""$type": "dimension""#]),
    .init(
      kind: .dimensionAsNumber,
      text: """
        { "body": { "$type": "typography", "$value": { \(typography), "letterSpacing": {"value": 0, "unit": "px"},
          "lineHeight": {"value": 24, "unit": "px"} } } }
        """, line: 2, column: 17, path: "body.$value.lineHeight",
      says: ["wants a plain number", "write the number"]),
    .init(
      kind: .legacyForm, text: #"{ "gap": { "$type": "dimension", "$value": "16px" } }"#, line: 1, column: 44,
      path: "gap.$value", says: [#"legacy string form"#, #"{"value": 16, "unit": "px"}"#]),
    .init(
      kind: .legacyForm, text: #"{ "fast": { "$type": "duration", "$value": "200ms" } }"#, line: 1, column: 44,
      path: "fast.$value", says: [#"{"value": 200, "unit": "ms"}"#]),
    .init(
      kind: .legacyForm, text: ##"{ "ink": { "$type": "color", "$value": "#FF0000" } }"##, line: 1, column: 40,
      path: "ink.$value", says: [#""colorSpace": "srgb""#]),
    .init(
      kind: .emptyValue, text: #"{ "font": { "$type": "fontFamily", "$value": "" } }"#, line: 1, column: 46,
      path: "font.$value", says: ["font family at `font.$value` is empty", "name a family"]),
    .init(
      kind: .nonStandardUnit, text: #"{ "gap": { "$type": "dimension", "$value": { "value": 2, "unit": "em" } } }"#,
      line: 1, column: 66, path: "gap.$value.unit", says: ["unit `em`", "valid: px, rem", "convert it to px or rem"]),
  ]

  @Test("each tolerated problem loads with one warning that says what to change", arguments: cases)
  func loadsWithAWarning(_ c: Case) throws {
    let w = try tokenWarning(c.text)
    #expect(w.kind == c.kind)
    #expect(w.severity == .warning)
    #expect(w.location.line == c.line && w.location.column == c.column, "\(w.location)")
    #expect(w.path.description == c.path)
    for words in c.says { #expect(w.message.contains(words), "\(w.message)") }
    #expect(w.description.hasPrefix("tokens.json:\(c.line):\(c.column): warning: "))
  }

  @Test("strict mode refuses each tolerated problem as an error", arguments: cases)
  func strictRefuses(_ c: Case) throws {
    let errors = try strictTokenProblems(c.text)
    #expect(errors.count == 1)
    #expect(errors.first?.kind == c.kind)
    #expect(errors.first?.severity == .error)
    #expect(errors.first?.description.hasPrefix("tokens.json:\(c.line):\(c.column): error: ") == true)
  }

  @Test func aTokenOfANonStandardTypeIsKeptAndIgnored() throws {
    let set = try tokenSet(
      #"{ "link": { "$type": "link", "$value": "https://example.com" }, "n": { "$type": "number", "$value": 1 } }"#)
    let link = try #require(set["link"])
    #expect(link.type == nil && link.typeName == "link")
    guard case .untyped(let json) = link.value else {
      Issue.record("a link token keeps its value as written")
      return
    }
    #expect(json.kind == .string("https://example.com"))
    #expect(set.tokens(ofType: .number).count == 1)
  }

  @Test func aNonStandardTokenReferencedWhereAColorIsNeededIsAnErrorAtTheReference() throws {
    let d = try tokenProblem(
      """
      {
        "label": { "$type": "string", "$value": "Save" },
        "ink": { "$type": "color", "$value": "{label}" }
      }
      """)
    #expect(d.kind == .referenceType)
    #expect(d.location.line == 3)
    #expect(d.path.description == "ink.$value")
    #expect(d.message.contains("refers to `label`, a `string` token; expected a `color` token"))
  }

  @Test func anUntypedTokenIsReadAsTheTypeOfThePlaceUsingIt() throws {
    let set = try tokenSet(
      """
      {
        "raw": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
        "ink": { "$type": "color", "$value": "{raw}" },
        "size": { "$value": { "value": 1, "unit": "rem" } },
        "gap": { "$type": "dimension", "$value": "{size}" }
      }
      """)
    #expect(set.color("ink")?.hex == "#FF0000")
    #expect(set.points("gap") == 16)
    #expect(set["raw"]?.type == nil)
    #expect(set.warnings.map(\.kind) == [.missingType, .missingType])
  }

  @Test func anUntypedTokenThatCannotBeReadWhereItIsUsedIsAnError() throws {
    let problems = try tokenProblems(
      #"{ "raw": { "$value": "wide" }, "gap": { "$type": "dimension", "$value": "{raw}" } }"#)
    #expect(problems.count == 1)
    #expect(problems.first?.message.contains("expected a dimension at `raw.$value`, found a string `wide`") == true)
  }

  @Test func aTypographyLineHeightGivenAsADimensionStillMakesAFont() throws {
    let set = try tokenSet(
      """
      { "body": { "$type": "typography", "$value": { \(Self.typography), "letterSpacing": {"value": 0, "unit": "px"},
        "lineHeight": {"value": 24, "unit": "px"} } } }
      """)
    #expect(set.font("body") == Font(size: 16, weight: .regular, family: "Inter"))
    #expect(set["body"]?.value["lineHeight"] == .dimension(TokenDimension(value: 24, unit: "px")))
  }

  @Test func anEmptyFontFamilyMeansTheSystemFont() throws {
    let set = try tokenSet(#"{ "font": { "$type": "fontFamily", "$value": [] } }"#)
    #expect(set["font"]?.value == .fontFamily([]))
    #expect(set.warnings.first?.kind == .emptyValue)
  }

  @Test func aModifierWithoutDefaultListsItsContextsAndTheContextsSpelling() throws {
    let files = InMemoryFileSource([
      "/t/sys.resolver.json": """
      { "version": "2025.10", "resolutionOrder": [{ "$ref": "#/modifiers/size" }],
        "modifiers": { "size": { "contexts": { "small": [], "large": [] } } } }
      """
    ])
    let resolver = try TokenResolver.load(path: "/t/sys.resolver.json", files: files)
    let error = #expect(throws: DiagnosticList.self) { try resolver.resolve() }
    let d = try #require(error?.diagnostics.first)
    #expect(d.message.contains("modifier `size` has no default; choose one of its contexts (`small`, `large`)"))
    #expect(d.message.contains(#"{"file": "sys.resolver.json", "contexts": {"size": "small"}}"#))
    #expect(d.suggestions == ["small", "large"])
    #expect(try resolver.resolve(context: ["size": "large"]).count == 0)
  }
}
