import DesignKitCore
import Testing

/// One input the reader must reject, with where and how.
struct BadJSON: Sendable, CustomTestStringConvertible {
  var text: String
  var kind: Diagnostic.Kind
  var line: Int
  var column: Int

  init(_ text: String, _ kind: Diagnostic.Kind, _ line: Int, _ column: Int) {
    self.text = text
    self.kind = kind
    self.line = line
    self.column = column
  }

  var testDescription: String { String(reflecting: text) }
}

let badJSONInputs: [BadJSON] = [
  // Empty and stray input
  .init("", .syntax, 1, 1),
  .init("   \n  ", .syntax, 2, 3),
  .init("]", .syntax, 1, 1),
  .init("}", .syntax, 1, 1),
  .init(":", .syntax, 1, 1),
  .init("é", .syntax, 1, 1),
  // Trailing commas
  .init("[1,]", .syntax, 1, 3),
  .init("{\"a\":1,}", .syntax, 1, 7),
  .init("{\n  \"a\": [1,\n    2,]\n}", .syntax, 3, 6),
  .init("[\"😀\", ]", .syntax, 1, 5),
  // Missing separators and wrong punctuation
  .init("[1 2]", .syntax, 1, 4),
  .init("{\"a\" 1}", .syntax, 1, 6),
  .init("{\"a\":1 \"b\":2}", .syntax, 1, 8),
  .init("{\"a\":1,\"b\"}", .syntax, 1, 11),
  .init("{\"a\":1,2}", .syntax, 1, 8),
  .init("[\"a\" : 1]", .syntax, 1, 6),
  .init("[,1]", .syntax, 1, 2),
  .init("[1,,2]", .syntax, 1, 4),
  .init("{\"a\":}", .syntax, 1, 6),
  .init("{\"a\":,}", .syntax, 1, 6),
  .init("{,}", .syntax, 1, 2),
  .init("[truex]", .syntax, 1, 6),
  // Comments
  .init("// c\n1", .syntax, 1, 1),
  .init("[1, /* c */ 2]", .syntax, 1, 5),
  .init("{/* c */}", .syntax, 1, 2),
  .init("1 // c", .syntax, 1, 3),
  // Numbers
  .init("01", .syntax, 1, 2),
  .init("-01", .syntax, 1, 3),
  .init("00", .syntax, 1, 2),
  .init("+1", .syntax, 1, 1),
  .init(".5", .syntax, 1, 1),
  .init("1.", .syntax, 1, 3),
  .init("1.e5", .syntax, 1, 3),
  .init("1e", .syntax, 1, 3),
  .init("1e+", .syntax, 1, 4),
  .init("1E-x", .syntax, 1, 4),
  .init("-", .syntax, 1, 2),
  .init("- 1", .syntax, 1, 2),
  .init("0x10", .syntax, 1, 2),
  .init("NaN", .syntax, 1, 1),
  .init("Infinity", .syntax, 1, 1),
  .init("-Infinity", .syntax, 1, 1),
  .init("[1, nan]", .syntax, 1, 5),
  // Literals and bare words
  .init("True", .syntax, 1, 1),
  .init("nul", .syntax, 1, 1),
  .init("undefined", .syntax, 1, 1),
  .init("{a:1}", .syntax, 1, 2),
  // Quotes
  .init("'a'", .syntax, 1, 1),
  .init("{'a':1}", .syntax, 1, 2),
  // Strings
  .init("\"a\tb\"", .syntax, 1, 3),
  .init("\"a\nb\"", .syntax, 1, 3),
  .init("\"a\r\nb\"", .syntax, 1, 3),
  .init("\"\u{0}\"", .syntax, 1, 2),
  .init("\"\u{1F}\"", .syntax, 1, 2),
  .init("\"😀\t\"", .syntax, 1, 3),
  .init("\"abc", .syntax, 1, 1),
  .init("[\"abc", .syntax, 1, 2),
  .init("\"\\", .syntax, 1, 3),
  .init("\"\\x\"", .syntax, 1, 2),
  .init("\"\\U0041\"", .syntax, 1, 2),
  .init("\"\\u12G4\"", .syntax, 1, 2),
  .init("\"\\u123\"", .syntax, 1, 2),
  .init("\"é\\a\"", .syntax, 1, 3),
  // Surrogate escapes
  .init("\"\\uD800\"", .encoding, 1, 2),
  .init("\"\\uDBFF\\uDBFF\"", .encoding, 1, 2),
  .init("\"\\uDC00\\uD800\"", .encoding, 1, 2),
  .init("\"\\uD800\\u0041\"", .encoding, 1, 2),
  .init("\"\\uD800x\"", .encoding, 1, 2),
  .init("\"ab\\uDFFF\"", .encoding, 1, 4),
  // Content after the value
  .init("[1] 2", .syntax, 1, 5),
  .init("{} {}", .syntax, 1, 4),
  .init("1 2", .syntax, 1, 3),
  .init("{\"a\":1}}", .syntax, 1, 8),
  .init("\"é\" x", .syntax, 1, 5),
  .init("[1]\u{0}", .syntax, 1, 4),
  .init("[1],", .syntax, 1, 4),
  // End of document inside a container
  .init("[", .syntax, 1, 2),
  .init("[1", .syntax, 1, 3),
  .init("[1,", .syntax, 1, 4),
  .init("{", .syntax, 1, 2),
  .init("{\"a\"", .syntax, 1, 5),
  .init("{\"a\":", .syntax, 1, 6),
  .init("{\"a\":1", .syntax, 1, 7),
  // Line endings
  .init("{\r\n\"a\": x}", .syntax, 2, 6),
  .init("\r\r[,]", .syntax, 3, 2),
  .init("[\n1,\r\n2,\r3,\n]", .syntax, 4, 2),
  // Duplicate keys
  .init("{\"a\":1,\"a\":2}", .duplicateKey, 1, 8),
  .init("{\"a\":{\"b\":1},\n \"a\":2}", .duplicateKey, 2, 2),
  .init("{\"\\u0061\":1,\"a\":2}", .duplicateKey, 1, 13),
  // Out-of-range numbers
  .init("1e400", .invalidValue, 1, 1),
  .init("-1e400", .invalidValue, 1, 1),
  .init("[1, 1e999]", .invalidValue, 1, 5),
  .init(String(repeating: "9", count: 400), .invalidValue, 1, 1),
  .init("{\"w\": 1.8e308}", .invalidValue, 1, 7),
  // Byte order mark
  .init("\u{FEFF}{}", .encoding, 1, 1),
  .init("[\u{FEFF}]", .syntax, 1, 2),
]

@Suite struct JSONReaderErrorTests {
  @Test func tableIsLargeEnough() {
    #expect(badJSONInputs.count >= 60)
  }

  @Test(arguments: badJSONInputs)
  func rejects(_ input: BadJSON) throws {
    let error = try #require(jsonError(input.text))
    #expect(error.kind == input.kind, "\(error)")
    #expect(error.location.line == input.line, "\(error)")
    #expect(error.location.column == input.column, "\(error)")
    #expect(error.location == jsonReferenceLocation(of: error.location.offset, in: Array(input.text.utf8)))
  }

  @Test(arguments: [
    ("{\"a\":1 \"b\":2}", "expected `,` or `}` after object member, found `\"`"),
    ("[1 2]", "expected `,` or `]` after array element, found `2`"),
    ("[1,]", "trailing comma before `]` is not allowed in JSON"),
    ("{\"a\":1,}", "trailing comma before `}` is not allowed in JSON"),
    ("", "empty document: expected a JSON value"),
    ("// c\n1", "comments are not allowed in JSON"),
    ("01", "leading zeros are not allowed in JSON numbers"),
    ("{a:1}", "object keys must be double-quoted strings; write `\"a\"`"),
    ("'a'", "strings must be in double quotes, not single quotes"),
    ("True", "`True` is not a JSON value; JSON literals are lowercase: `true`"),
    ("nul", "unexpected `nul`; expected a value (did you mean `null`?)"),
    ("NaN", "`NaN` is not valid JSON; JSON numbers must be finite"),
    ("[1] 2", "unexpected `2` after the JSON value; a document holds exactly one value"),
    ("\"abc", "unterminated string: missing closing `\"`"),
    (
      "\"\\x\"",
      "invalid escape `\\x` in string; valid escapes are \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t and \\uXXXX"
    ),
    ("\"\u{1}\"", "unescaped control character U+0001 inside a string; write `\\u0001`"),
    ("[é]", "expected a value, found `é` (U+00E9)"),
    ("{\"a\":}", "expected a value for key `a`, found `}`"),
    ("- 1", "expected a digit after `-`, found a space"),
    ("[1\n", "unexpected end of document; expected `,` or `]` after array element"),
    ("[1\n\n x", "expected `,` or `]` after array element, found `x`"),
  ])
  func messageSaysWhatWasExpected(text: String, message: String) throws {
    let error = try #require(jsonError(text))
    #expect(error.message == message)
  }

  @Test func duplicateKeyNamesBothPositions() throws {
    let text = "{\n  \"x\": 1,\n  \"y\": 2,\n  \"x\": 3\n}"
    let error = try #require(jsonError(text, file: "brand.json"))
    #expect(error.kind == .duplicateKey)
    #expect(error.message == "duplicate key `x` at 4:3; first defined at 2:3")
    #expect(error.location == SourceLocation(line: 4, column: 3, offset: 24))
    #expect(error.path == ["x"])
    #expect(error.description == "brand.json:4:3: error: duplicate key `x` at 4:3; first defined at 2:3")
  }

  /// RFC 8259 compares names by code points: canonically equivalent spellings are different keys, in small objects
  /// (linear scan) and large ones (hashed index) alike.
  @Test(arguments: [0, 20])
  func keysDifferingOnlyByNormalizationAreNotDuplicates(otherMembers: Int) throws {
    let filler = (0..<otherMembers).map { "\"k\($0)\": \($0), " }.joined()
    for (a, b) in [("\u{E9}", "e\u{301}"), ("\u{212B}", "\u{C5}"), ("\u{1E9B}\u{323}", "\u{17F}\u{323}\u{307}")] {
      let value = try JSONReader().parse("{" + filler + "\"\(a)\": 1, \"\(b)\": 2}")
      let keys = try #require(value.objectMembers).suffix(2).map(\.key)
      #expect(keys.map { Array($0.utf8) } == [Array(a.utf8), Array(b.utf8)])
      let again = try #require(jsonError("{" + filler + "\"\(b)\": 1, \"\(b)\": 2}"))
      #expect(again.kind == .duplicateKey)
    }
  }

  @Test(arguments: [13, 20, 200])
  func duplicateKeyInLargeObject(memberCount: Int) throws {
    let members = (0..<memberCount).map { "\"k\($0)\": \($0)" }
    let text = "{" + members.joined(separator: ", ") + ", \"k5\": 0}"
    let error = try #require(jsonError(text))
    #expect(error.kind == .duplicateKey)
    #expect(error.message.hasPrefix("duplicate key `k5` at 1:"))
    #expect(error.message.hasSuffix("first defined at 1:\(2 + members.prefix(5).map { $0.count + 2 }.reduce(0, +))"))
    #expect(error.location.offset == text.utf8.count - 8)
  }

  @Test(arguments: [
    ("{\"components\":{\"VToggle\":{\"layout\":{\"w\":1,}}}}", "components.VToggle.layout"),
    ("{\"components\":{\"VToggle\":{\"layout\":{\"w\":01}}}}", "components.VToggle.layout.w"),
    ("{\"a\":[1,2,{\"b\":x}]}", "a[2].b"),
    ("[[1],[2,[3,tru]]]", "[1][1][1]"),
    ("[[1],[2,[3]], {\"k\": [true, 1e999]}]", "[2].k[1]"),
    ("{\"a\":1 \"b\"}", "$"),
    ("{\"a\":[1 2]}", "a"),
    ("{\"a\":{\"b\":1,\"b\":2}}", "a.b"),
    ("{\"a\":{\"b\\x\":1}}", "a"),
    ("{\"a\":[[], {}, \"\\uD800\"]}", "a[2]"),
  ])
  func errorCarriesPathOfValueBeingRead(text: String, path: String) throws {
    let error = try #require(jsonError(text))
    #expect(error.path.description == path, "\(error)")
  }

  @Test func errorCarriesFile() throws {
    let error = try #require(jsonError("[1,]", file: "Models/brand.json"))
    #expect(error.file == "Models/brand.json")
    #expect(error.description == "Models/brand.json:1:3: error: trailing comma before `]` is not allowed in JSON")
  }

  @Test func byteOrderMarkMessageSaysToSaveWithoutIt() throws {
    let error = try #require(jsonError(bytes: [0xEF, 0xBB, 0xBF, 0x7B, 0x7D]))
    #expect(error.kind == .encoding)
    #expect(error.message.contains("without BOM"))
    #expect(error.location == SourceLocation(line: 1, column: 1, offset: 0))
  }

  @Test func outOfRangeNumberSaysSo() throws {
    let error = try #require(jsonError("{\"size\": 1e400}"))
    #expect(error.kind == .invalidValue)
    #expect(error.message.contains("`1e400` is out of range"))
    #expect(error.path == ["size"])
    let long = try #require(jsonError(String(repeating: "1", count: 400)))
    #expect(long.message.contains("(400 characters)"))
  }
}

/// One ill-formed UTF-8 input, where the reader must point.
struct BadUTF8Input: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]
  var column: Int

  var testDescription: String { name }
}

@Suite struct JSONReaderUTF8Tests {
  static let quote: UInt8 = 0x22

  @Test(arguments: [
    BadUTF8Input(name: "stray continuation byte", bytes: [0x22, 0x80, 0x22], column: 2),
    BadUTF8Input(name: "overlong 2-byte C0", bytes: [0x22, 0xC0, 0xAF, 0x22], column: 2),
    BadUTF8Input(name: "overlong 2-byte C1", bytes: [0x22, 0xC1, 0xBF, 0x22], column: 2),
    BadUTF8Input(name: "overlong 3-byte", bytes: [0x22, 0xE0, 0x80, 0xAF, 0x22], column: 2),
    BadUTF8Input(name: "overlong 3-byte U+07FF", bytes: [0x22, 0xE0, 0x9F, 0xBF, 0x22], column: 2),
    BadUTF8Input(name: "overlong 4-byte", bytes: [0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22], column: 2),
    BadUTF8Input(name: "overlong 4-byte U+FFFF", bytes: [0x22, 0xF0, 0x8F, 0xBF, 0xBF, 0x22], column: 2),
    BadUTF8Input(name: "surrogate U+D800", bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], column: 2),
    BadUTF8Input(name: "surrogate U+DFFF", bytes: [0x22, 0xED, 0xBF, 0xBF, 0x22], column: 2),
    BadUTF8Input(name: "above U+10FFFF", bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], column: 2),
    BadUTF8Input(name: "lead byte F5", bytes: [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], column: 2),
    BadUTF8Input(name: "lead byte F8", bytes: [0x22, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x22], column: 2),
    BadUTF8Input(name: "byte FF", bytes: [0x22, 0xFF, 0x22], column: 2),
    BadUTF8Input(name: "truncated 2-byte", bytes: [0x22, 0xC3, 0x22], column: 2),
    BadUTF8Input(name: "truncated 3-byte", bytes: [0x22, 0xE2, 0x82, 0x22], column: 2),
    BadUTF8Input(name: "truncated 4-byte", bytes: [0x22, 0xF0, 0x9F, 0x98, 0x22], column: 2),
    BadUTF8Input(name: "truncated at end", bytes: [0x22, 0xE2, 0x82], column: 2),
    BadUTF8Input(name: "after valid non-ASCII", bytes: [0x22, 0x41, 0xC3, 0xA9, 0x42, 0xFF, 0x22], column: 5),
    BadUTF8Input(name: "outside a string", bytes: [0x5B, 0x80, 0x5D], column: 2),
    BadUTF8Input(name: "after the value", bytes: [0x31, 0x20, 0xC3], column: 3),
    BadUTF8Input(name: "UTF-16 big-endian BOM", bytes: [0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D], column: 1),
    BadUTF8Input(name: "UTF-16 little-endian BOM", bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], column: 1),
    BadUTF8Input(name: "Latin-1 é in a key", bytes: Array("{\"caf".utf8) + [0xE9] + Array("\": 1}".utf8), column: 6),
  ])
  func rejectsIllFormedUTF8(_ input: BadUTF8Input) throws {
    let error = try #require(jsonError(bytes: input.bytes))
    #expect(error.kind == .encoding, "\(error)")
    #expect(error.location.line == 1)
    #expect(error.location.column == input.column, "\(error)")
  }

  @Test(
    arguments: [
      [0x7F], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80],
      [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
    ] as [[UInt8]])
  func acceptsBoundaryScalars(_ scalar: [UInt8]) throws {
    let value = try JSONReader().parse([0x22] + scalar + [0x22])
    #expect(value.stringValue == String(decoding: scalar, as: UTF8.self))
    #expect(value.stringValue?.unicodeScalars.count == 1)
  }
}
