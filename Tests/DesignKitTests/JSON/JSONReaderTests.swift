import DesignKitCore
import Testing

@Suite struct JSONReaderTests {
  @Test(arguments: [
    ("null", JSONValue.null),
    ("true", .bool(true)),
    ("false", .bool(false)),
    ("0", .number(0)),
    ("1", .number(1)),
    ("-1", .number(-1)),
    ("1.5", .number(1.5)),
    ("1e3", .number(1000)),
    ("1E3", .number(1000)),
    ("1e+3", .number(1000)),
    ("1e-3", .number(0.001)),
    ("-1.25e-2", .number(-0.0125)),
    ("0.5", .number(0.5)),
    ("10.0", .number(10)),
    ("1e-400", .number(0)),
    ("1.7976931348623157e308", .number(1.7976931348623157e308)),
    ("5e-324", .number(.leastNonzeroMagnitude)),
    ("\"\"", .string("")),
    ("\"plain\"", .string("plain")),
    ("\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\"", .string("a\"b\\c/d\u{8}\u{C}\n\r\t")),
    ("\"\\u0041\\u00e9\\u20AC\"", .string("Aé€")),
    ("\"\\uD83D\\uDE00\"", .string("😀")),
    ("\"\\udbff\\udfff\"", .string("\u{10FFFF}")),
    ("\"\\u0000\"", .string("\u{0}")),
    ("\"é😀\"", .string("é😀")),
    ("\"\u{7F}\"", .string("\u{7F}")),
    ("[]", .array([])),
    ("{}", .object([])),
    (" [ 1 , [ ] , { } ] ", .array([.number(1), .array([]), .object([])])),
    (
      "\t\r\n{\"a\":{\"b\":[1,{\"c\":null}]}}\n",
      .object([("a", .object([("b", .array([.number(1), .object([("c", .null)])]))]))])
    ),
    ("{\"b\":1,\"a\":2}", .object([("b", .number(1)), ("a", .number(2))])),
    ("{\"\":1,\"A\":2,\"a\":3}", .object([("", .number(1)), ("A", .number(2)), ("a", .number(3))])),
  ])
  func parsesValidJSON(text: String, expected: JSONValue) throws {
    let value = try JSONReader().parse(text)
    #expect(value.isStructurallyEqual(to: expected), "\(value)")
    let fromBytes = try JSONReader().parse(Array(text.utf8))
    #expect(fromBytes == value)
  }

  @Test func negativeZeroStaysNegative() throws {
    let value = try JSONReader().parse("[-0, -0.0, -0e5, 0]")
    let items = try #require(value.array)
    let numbers = items.compactMap { $0.numberValue }
    #expect(numbers.map { $0.sign } == [.minus, .minus, .minus, .plus])
    #expect(numbers.allSatisfy { $0 == 0 })
  }

  @Test(arguments: [
    "0.1", "0.3", "2.2250738585072014e-308", "2.2250738585072011e-308", "9007199254740993", "9007199254740992",
    "1e23", "8.98846567431158e307", "4.9406564584124654e-324", "123.456e-7", "0.000001", "1234567890123456789",
    "12345678901234567890", "3.141592653589793238462643383279",
    "1.00000000000000011102230246251565404236316680908203125",
    "0.0000000000000000000000000000000000000000001", "17976931348623157" + String(repeating: "0", count: 292),
    "7.038531e-26", "1e22", "1e-22", "9999999999999999e22", "0.9999999999999999e-22",
  ])
  func numbersAreCorrectlyRounded(text: String) throws {
    let expected = try #require(Double(text))
    #expect(expected.isFinite)
    let value = try JSONReader().parse(text)
    #expect(value.numberValue == expected)
    let negative = try JSONReader().parse("-" + text)
    #expect(negative.numberValue == -expected)
  }

  @Test func generatedNumbersMatchTheStandardLibrary() throws {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<3000 {
      let digits = Int.random(in: 1...20, using: &generator)
      var text = String(Int.random(in: 1...9, using: &generator))
      for _ in 1..<digits { text += String(Int.random(in: 0...9, using: &generator)) }
      if Bool.random(using: &generator) {
        let point = Int.random(in: 1...text.count, using: &generator)
        let index = text.index(text.startIndex, offsetBy: point)
        text = String(text[..<index]) + "." + (point == text.count ? "0" : String(text[index...]))
      }
      if Bool.random(using: &generator) { text += "e" + String(Int.random(in: -40...40, using: &generator)) }
      let expected = try #require(Double(text))
      let value = try JSONReader().parse(text)
      #expect(value.numberValue == expected, "\(text)")
    }
  }

  @Test func valuesAndKeysCarryLocations() throws {
    let text = "{\n  \"name\": \"Brand\",\r\n  \"é\": [1, \"😀\", true],\r  \"n\": null\n}"
    let value = try JSONReader().parse(text, file: "brand.json")
    let members = try #require(value.objectMembers)
    #expect(value.location == SourceLocation(line: 1, column: 1, offset: 0))
    #expect(members.map(\.keyLocation.description) == ["2:3", "3:3", "4:3"])
    #expect(members.map(\.value.location.description) == ["2:11", "3:8", "4:8"])
    let items = try #require(members[1].value.array)
    #expect(items.map(\.location.description) == ["3:9", "3:12", "3:17"])
    let bytes = Array(text.utf8)
    for location in members.map(\.keyLocation) + members.map(\.value.location) + items.map(\.location) {
      #expect(location == jsonReferenceLocation(of: location.offset, in: bytes))
    }
  }

  @Test func stringAndBytesAgree() throws {
    let text = "{\"a\": [1, 2.5, \"x\\ny\"], \"b\": {\"c\": false}}"
    let fromString = try JSONReader().parse(text, file: "f.json")
    let fromBytes = try JSONReader().parse(Array(text.utf8), file: "f.json")
    #expect(fromString == fromBytes)
  }

  @Test func manyMembersWithoutDuplicatesParseInOrder() throws {
    let keys = (0..<300).map { "key\($0)" }
    let text = "{" + keys.map { "\"\($0)\": 1" }.joined(separator: ",") + "}"
    let value = try JSONReader().parse(text)
    #expect(value.objectMembers?.map(\.key) == keys)
  }

  @Test func neverTrapsOnEveryPrefix() throws {
    let text =
      "{\"a\": [1, -2.5e-3, \"é\\u00e9\\uD83D\\uDE00\", true, false, null, {}], \"b\": {\"c\": \"x\\\"y\"}}\r\n"
    let bytes = Array(text.utf8)
    #expect(try JSONReader().parse(bytes).objectMembers?.count == 2)
    for count in 0..<bytes.count - 2 {
      let prefix = Array(bytes[..<count])
      let error = try #require(jsonError(bytes: prefix), "prefix of \(count) bytes parsed")
      #expect(error.location.offset >= 0 && error.location.offset <= count)
    }
  }

  @Test func neverTrapsOnGeneratedInput() {
    let alphabet = Array("{}[]:,\"\\/ \n\r\t0123456789-+.eEtrufalsn".utf8) + [0x00, 0x80, 0xC3, 0xA9, 0xED, 0xF0, 0xFF]
    var generator = SplitMix64(seed: 7)
    var rejected = 0
    for _ in 0..<5000 {
      let length = Int.random(in: 0...24, using: &generator)
      let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
      guard let error = jsonError(bytes: bytes) else { continue }
      rejected += 1
      #expect(error.location.offset >= 0 && error.location.offset <= bytes.count)
      if error.kind != .encoding, error.kind != .limit {
        #expect(error.location == jsonReferenceLocation(of: error.location.offset, in: bytes), "\(bytes)")
      }
    }
    #expect(rejected > 4000)
  }
}

extension JSONValue {
  /// The elements when this is an array.
  fileprivate var array: [JSONValue]? {
    if case .array(let items) = kind { return items }
    return nil
  }
}

/// Strings are scanned eight bytes at a time; these put the byte that ends the fast scan at every offset of a word.
@Suite struct JSONReaderStringScanTests {
  @Test(arguments: 0..<20)
  func closingQuoteAtEveryOffset(prefix: Int) throws {
    let text = String(repeating: "x", count: prefix)
    let value = try JSONReader().parse("[\"\(text)\", \"\(String(repeating: "y", count: 20))\"]")
    #expect(value.isStructurallyEqual(to: .array([.string(text), .string(String(repeating: "y", count: 20))])))
  }

  @Test(arguments: 0..<20)
  func escapeAndNonASCIIAtEveryOffset(prefix: Int) throws {
    let head = String(repeating: "x", count: prefix)
    let tail = String(repeating: "z", count: 12)
    let value = try JSONReader().parse("\"\(head)\\n\(head)é\(head)😀\(tail)\"")
    #expect(value.stringValue == head + "\n" + head + "é" + head + "😀" + tail)
  }

  @Test(arguments: 0..<20)
  func controlCharacterAtEveryOffset(prefix: Int) throws {
    for control in [0x00, 0x01, 0x0A, 0x1F] as [UInt8] {
      let bytes =
        Array("  \"".utf8) + Array(repeating: UInt8(ascii: "x"), count: prefix) + [control]
        + Array(repeating: UInt8(ascii: "x"), count: 12) + [0x22]
      let error = try #require(jsonError(bytes: bytes))
      #expect(error.kind == .syntax)
      #expect(error.location == SourceLocation(line: 1, column: 4 + prefix, offset: 3 + prefix))
    }
  }

  @Test(arguments: 0..<20)
  func characterAfterIndentationAtEveryOffset(indent: Int) throws {
    let text =
      "{\n" + String(repeating: " ", count: indent) + "\"k\": [\n" + String(repeating: " ", count: indent) + "1,]}"
    let error = try #require(jsonError(text))
    #expect(error.location.line == 3)
    #expect(error.location.column == indent + 2)
    let valid = try JSONReader().parse(
      "{\n" + String(repeating: " ", count: indent) + "\"k\":\r\n" + String(repeating: " ", count: indent) + "1}")
    #expect(valid.objectMembers?.first?.value.location.column == indent + 1)
  }
}
