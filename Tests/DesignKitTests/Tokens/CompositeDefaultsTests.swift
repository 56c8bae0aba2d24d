import DesignKit
import Testing

/// Composite members that public token sets leave out (GitHub Primer's typography has no `letterSpacing`) are read
/// as the CSS default with a warning that says what to write; strict mode still refuses them. The files are in
/// `Tests/DesignKitTests/Tokens/Fixtures`.
@Suite struct CompositeDefaultsTests {
  static let folder = RepoPaths.root + "/Tests/DesignKitTests/Tokens/Fixtures/"

  static func load(_ name: String, strict: Bool = false) throws -> TokenSet {
    let path = folder + name
    return try TokenSet(json: JSONReader().parse(LocalFileSource().read(path), file: path), file: path, strict: strict)
  }

  static let zeroPixels = TokenValue.dimension(TokenDimension(value: 0, unit: "px"))

  @Test func primerTypographyWithoutLetterSpacingImportsWithAWarningPerToken() throws {
    let set = try Self.load("primer-typography.tokens.json")
    #expect(set.warnings.count == 3)
    for w in set.warnings {
      #expect(w.kind == .missingKey && w.severity == .warning)
      #expect(w.message.contains(#"has no `letterSpacing`; it is read as {"value": 0, "unit": "px"}, the CSS default"#))
      #expect(w.message.contains(#"write `"letterSpacing": {"value": 0, "unit": "px"}` to say so"#), "\(w.message)")
    }
    #expect(
      set.warnings.map(\.path.description).sorted() == [
        "text.body.large.$value", "text.body.medium.$value", "text.title.large.$value",
      ])
    #expect(set["text.body.medium"]?.value["letterSpacing"] == Self.zeroPixels)
    #expect(set.font("text.title.large") == Font(size: 32, weight: .semibold, family: "-apple-system"))
  }

  @Test func strictModeRefusesTheLeftOutMembers() throws {
    let errors = expectedDiagnostics { _ = try Self.load("primer-typography.tokens.json", strict: true) }
    #expect(errors.count == 3)
    #expect(errors.allSatisfy { $0.kind == .missingKey && $0.severity == .error })
  }

  @Test(arguments: [
    ("shadow.resting", "spread", zeroPixels), ("border.default", "style", TokenValue.keyword("solid")),
    ("motion.fade", "delay", TokenValue.duration(seconds: 0)), ("stroke.dashed", "lineCap", TokenValue.keyword("butt")),
  ])
  func eachCompositeTypeReadsItsLeftOutMemberAsTheCSSDefault(token: String, member: String, expected: TokenValue)
    throws
  {
    let set = try Self.load("composites-without-optional-members.tokens.json")
    let value = try #require(set[token]?.value)
    // A shadow is a list of layers.
    #expect((value[member] ?? value[0]?[member]) == expected)
    let warning = try #require(set.warnings.first { $0.path.description == token + ".$value" })
    #expect(warning.message.contains("has no `\(member)`"), "\(warning.message)")
  }

  @Test func aMemberWithoutAUsualValueIsStillAnError() throws {
    // A font family or size is the browser's choice in CSS: nothing to assume.
    let problems = try tokenProblems(
      ##"{ "t": { "$type": "typography", "$value": { "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400 } } }"##
    )
    #expect(problems.map(\.kind) == [.semantic])
    #expect(problems.first?.message.contains("is missing `fontFamily`") == true)
  }

  static func set(_ text: String, strict: Bool = false) throws -> TokenSet {
    try TokenSet(json: JSONReader().parse(text, file: "tokens.json"), file: "tokens.json", strict: strict)
  }

  @Test(arguments: [
    (
      ##"{"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400}}}"##,
      ["letterSpacing", "lineHeight"], "lineHeight", TokenValue.number(1.2), "what CSS's `normal` line height comes to"
    ),
    (
      ##"{"t": {"$type": "border", "$value": {"style": "solid"}}}"##, ["color", "width"], "width",
      TokenValue.dimension(TokenDimension(value: 3, unit: "px")), "CSS's `medium` width"
    ),
    (
      ##"{"t": {"$type": "shadow", "$value": {"offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}}}}"##,
      ["color", "blur", "spread"], "color", TokenValue.color(Color(red: 0, green: 0, blue: 0)), "`currentcolor`"
    ),
  ])
  func aMemberCSSDefaultsIsReadWithAWarningSayingWhatWasAssumed(
    document: String, missing: [String], member: String, expected: TokenValue, why: String
  ) throws {
    let set = try Self.set(document)
    #expect(set.warnings.count == missing.count, "\(set.warnings)")
    for name in missing { #expect(set.warnings.contains { $0.message.contains("has no `\(name)`; it is read as") }) }
    let value = try #require(set["t"]?.value)
    #expect((value[member] ?? value[0]?[member]) == expected)
    #expect(set.warnings.contains { $0.message.contains("has no `\(member)`") && $0.message.contains(why) })
    let strict = expectedDiagnostics { _ = try Self.set(document, strict: true) }
    #expect(strict.count == missing.count && strict.allSatisfy { $0.severity == .error })
  }

  @Test func aPresetImportsThePrimerFileWithWarningsAndStrictRefusesIt() throws {
    let preset = #"{ "tokenFiles": ["primer-typography.tokens.json"] }"#
    let loaded = try PresetLoader().loadWithWarnings(Array(preset.utf8), file: Self.folder + "preset.json")
    #expect(loaded.warnings.count == 3)
    var strict = PresetLoader()
    strict.strict = true
    let errors = expectedDiagnostics { _ = try strict.load(Array(preset.utf8), file: Self.folder + "preset.json") }
    #expect(errors.count == 3 && errors.allSatisfy { $0.kind == .missingKey })
  }
}
