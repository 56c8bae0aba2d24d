import DesignKitCore
import Testing

@Suite struct JSONWriterTests {
  static let sample = JSONValue.object([
    ("name", .string("Brand")),
    ("empty", .object([])),
    ("list", .array([.number(1), .number(2.5), .array([]), .object([("x", .null)])])),
    ("flags", .array([.bool(true), .bool(false)])),
  ])

  @Test func prettyOutputIsExact() {
    let expected = """
      {
        "name": "Brand",
        "empty": {},
        "list": [
          1,
          2.5,
          [],
          {
            "x": null
          }
        ],
        "flags": [
          true,
          false
        ]
      }

      """
    #expect(JSONWriter().string(Self.sample) == expected)
  }

  @Test func compactOutputIsExact() {
    #expect(
      JSONWriter(indent: 0).string(Self.sample)
        == #"{"name":"Brand","empty":{},"list":[1,2.5,[],{"x":null}],"flags":[true,false]}"#)
  }

  @Test func customIndent() {
    #expect(JSONWriter(indent: 4).string(.array([.number(1)])) == "[\n    1\n]\n")
  }

  @Test(arguments: [
    (JSONValue.null, "null"), (.bool(true), "true"), (.number(20), "20"), (.number(-3), "-3"), (.number(0.1), "0.1"),
    (.number(1.5e300), "1.5e+300"), (.number(-0.0), "-0"), (.number(0), "0"), (.number(.nan), "null"),
    (.number(.infinity), "null"), (.number(-.infinity), "null"), (.string(""), "\"\""), (.array([]), "[]"),
    (.object([]), "{}"),
  ])
  func scalarsAndEmptyContainers(value: JSONValue, expected: String) {
    #expect(JSONWriter(indent: 0).string(value) == expected)
    #expect(JSONWriter().string(value) == expected + "\n")
  }

  @Test(arguments: [
    ("plain", #""plain""#),
    ("a\"b\\c/d", #""a\"b\\c/d""#),
    ("\n\r\t\u{8}\u{C}", #""\n\r\t\b\f""#),
    ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
    ("\u{7F}é😀\u{2028}", "\"\u{7F}é😀\u{2028}\""),
  ])
  func stringsAreEscapedMinimally(text: String, expected: String) {
    #expect(JSONWriter(indent: 0).string(.string(text)) == expected)
    #expect(JSONWriter(indent: 0).string(.object([(text, .null)])) == "{\(expected):null}")
  }

  @Test(arguments: [0, 2])
  func roundTripsStructurally(indent: Int) throws {
    let values: [JSONValue] = [
      Self.sample,
      .string("\u{0}\u{1F}\"\\/é😀\u{10FFFF}"),
      .array([.number(.leastNonzeroMagnitude), .number(1.7976931348623157e308), .number(0.1), .number(-123456789.125)]),
      .object([("", .object([("", .array([.array([])]))]))]),
    ]
    for value in values {
      let text = JSONWriter(indent: indent).string(value)
      let parsed = try JSONReader().parse(text)
      #expect(parsed.isStructurallyEqual(to: value), "\(text)")
    }
  }

  @Test func roundTripsGeneratedDocuments() throws {
    var generator = SplitMix64(seed: 2024)
    for _ in 0..<200 {
      let value = Self.generate(depth: 0, using: &generator)
      for indent in [0, 2] {
        let text = JSONWriter(indent: indent).string(value)
        let parsed = try JSONReader().parse(text)
        #expect(parsed.isStructurallyEqual(to: value), "\(text)")
        #expect(JSONWriter(indent: indent).string(parsed) == text)
      }
    }
  }

  @Test func negativeZeroRoundTripsWithItsSign() throws {
    let parsed = try JSONReader().parse(JSONWriter().string(.number(-0.0)))
    #expect(parsed.numberValue?.sign == .minus)
  }

  @Test func rewritingCanonicalTextReproducesIt() throws {
    let text = "{\n  \"a\": [\n    1,\n    \"x\"\n  ],\n  \"b\": {}\n}\n"
    #expect(JSONWriter().string(try JSONReader().parse(text)) == text)
  }

  static func generate(depth: Int, using generator: inout SplitMix64) -> JSONValue {
    let choice = Int.random(in: 0..<(depth < 4 ? 8 : 5), using: &generator)
    switch choice {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2:
      let raw = Double(bitPattern: generator.next())
      return .number(raw.isFinite ? raw : Double(Int.random(in: -1000...1000, using: &generator)) / 8)
    case 3, 4:
      let scalars = "aZ09 \"\\/\n\t\u{1}é€😀".unicodeScalars.map { $0 }
      let count = Int.random(in: 0...8, using: &generator)
      var text = ""
      for _ in 0..<count { text.unicodeScalars.append(scalars[Int.random(in: 0..<scalars.count, using: &generator)]) }
      return .string(text)
    case 5:
      let count = Int.random(in: 0...4, using: &generator)
      return .array((0..<count).map { _ in generate(depth: depth + 1, using: &generator) })
    default:
      let count = Int.random(in: 0...4, using: &generator)
      return .object((0..<count).map { i in ("k\(i)", generate(depth: depth + 1, using: &generator)) })
    }
  }
}

@Suite struct JSONStructuralEqualityTests {
  @Test func ignoresLocations() throws {
    let a = try JSONReader().parse("{\"a\": [1, true]}")
    let b = try JSONReader().parse("{\n\n  \"a\":[ 1,true ] }")
    #expect(a != b)
    #expect(a.isStructurallyEqual(to: b))
  }

  @Test(arguments: [
    ("{\"a\":1,\"b\":2}", "{\"b\":2,\"a\":1}"),
    ("[1,2]", "[2,1]"),
    ("[1]", "[1,1]"),
    ("1", "\"1\""),
    ("null", "false"),
    ("{\"a\":1}", "{\"A\":1}"),
    ("{}", "[]"),
  ])
  func detectsDifferences(lhs: String, rhs: String) throws {
    let a = try JSONReader().parse(lhs)
    let b = try JSONReader().parse(rhs)
    #expect(!a.isStructurallyEqual(to: b))
    #expect(!b.isStructurallyEqual(to: a))
  }
}
