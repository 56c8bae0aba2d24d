import DesignKitCore
import Testing

@Suite struct JSONReaderLimitTests {
  @Test func defaultLimits() {
    #expect(JSONReader.Limits.default == JSONReader.Limits(maxDepth: 512, maxDocumentBytes: 16 * 1024 * 1024))
    #expect(JSONReader().limits == .default)
  }

  @Test func deepButAllowedNestingParses() throws {
    let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    var value = try JSONReader().parse(text)
    var depth = 1
    while case .array(let items) = value.kind, let first = items.first {
      value = first
      depth += 1
    }
    #expect(depth == 512)
  }

  @Test func mixedDeepNestingParses() throws {
    let open = (0..<250).map { $0 % 2 == 0 ? "{\"k\":[" : "" }.joined()
    let close = (0..<250).map { $0 % 2 == 0 ? "]}" : "" }.joined()
    let value = try JSONReader().parse(open + "1" + close)
    #expect(value.objectMembers?.first?.key == "k")
  }

  @Test(arguments: [513, 1000, 100_000])
  func nestingPastTheLimitIsALimitError(depth: Int) throws {
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let error = try #require(jsonError(text))
    #expect(error.kind == .limit)
    #expect(error.location == SourceLocation(line: 1, column: 513, offset: 512))
    #expect(error.message.contains("512"))
  }

  @Test func unclosedDeepNestingIsALimitError() throws {
    let error = try #require(jsonError(String(repeating: "[", count: 100_000)))
    #expect(error.kind == .limit)
    #expect(error.location.column == 513)
  }

  @Test func customDepthLimitPointsAtTheBracketWithItsPath() throws {
    let limits = JSONReader.Limits(maxDepth: 3)
    #expect(jsonError("[[[]]]", limits: limits) == nil)
    #expect(jsonError("{\"a\":{\"b\":{\"c\":1}}}", limits: limits) == nil)
    let error = try #require(jsonError("{\"a\":{\"b\":{\"c\":{}}}}", limits: limits))
    #expect(error.kind == .limit)
    #expect(error.location.column == 16)
    #expect(error.path == ["a", "b", "c"])
  }

  @Test func zeroDepthStillAllowsScalars() throws {
    let limits = JSONReader.Limits(maxDepth: 0)
    #expect(jsonError("1", limits: limits) == nil)
    #expect(jsonError("[]", limits: limits)?.kind == .limit)
  }

  @Test func documentSizeLimit() throws {
    let limits = JSONReader.Limits(maxDocumentBytes: 10)
    #expect(jsonError("[1,2,3,45]", limits: limits) == nil)
    let error = try #require(jsonError("[1,2,3,4,5]", limits: limits, file: "big.json"))
    #expect(error.kind == .limit)
    #expect(error.file == "big.json")
    #expect(error.message.contains("11 bytes"))
    #expect(error.message.contains("limit of 10 bytes"))
  }

  @Test func sizeLimitIsCheckedBeforeParsing() throws {
    // Broken syntax past the limit: the size is reported, not the syntax.
    let error = try #require(jsonError("[1,,,,,,,,,,,", limits: JSONReader.Limits(maxDocumentBytes: 4)))
    #expect(error.kind == .limit)
  }
}
