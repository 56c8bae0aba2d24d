/// The byte-level state machine behind `JSONReader`: one pass over UTF-8 bytes, no recursion.
///
/// Nesting lives on `frames`; the values and members of open containers live on two shared scratch stacks and are
/// moved into their container when it closes. Columns are computed from the byte offset minus the UTF-8
/// continuation bytes seen on the current line (multi-byte characters can only occur inside strings, where they are
/// counted as they are validated).
struct JSONByteParser {
  /// One open array or object.
  struct Frame {
    /// Whether this is an object (else an array).
    var isObject: Bool
    /// Where this container's members or elements start on the scratch stack.
    var start: Int
    /// Where the opening bracket is.
    var location: SourceLocation
    /// The key of the member being read (objects).
    var key: String = ""
    /// Where that key's opening quote is.
    var keyLocation: SourceLocation = .unknown
    /// Whether a member or element is being read, so the path includes its key or index.
    var inMember = false
    /// Key → member index, built once an object grows past `linearKeyScanLimit` members.
    var keyIndex: [String: Int]? = nil
  }

  /// Up to this many members, duplicate keys are found by a linear scan.
  static let linearKeyScanLimit = 12

  let bytes: UnsafeBufferPointer<UInt8>
  let end: Int
  let file: String?
  let maxDepth: Int

  var pos = 0
  var line = 1
  var lineStart = 0
  /// UTF-8 continuation bytes between `lineStart` and `pos`.
  var continuationBytes = 0

  var frames: [Frame] = []
  var valueStack: [JSONValue] = []
  var memberStack: [JSONMember] = []
  /// Bytes of the string being decoded when it needs unescaping or holds non-ASCII text.
  var stringBuffer: [UInt8] = []

  init(bytes: UnsafeBufferPointer<UInt8>, file: String?, maxDepth: Int) {
    self.bytes = bytes
    self.end = bytes.count
    self.file = file
    self.maxDepth = maxDepth
  }

  // MARK: Document

  mutating func parseDocument() throws(Diagnostic) -> JSONValue {
    try checkByteOrderMark()
    skipWhitespace()
    guard pos < end else {
      throw fail(.syntax, "empty document: expected a JSON value")
    }
    let value = try parseValues()
    skipWhitespace()
    if pos < end {
      throw try unexpected("after the JSON value; a document holds exactly one value")
    }
    return value
  }

  private func checkByteOrderMark() throws(Diagnostic) {
    if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      throw fail(
        .encoding, "document starts with a UTF-8 byte order mark (BOM); save the file as UTF-8 without BOM")
    }
    if end >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
      throw fail(.encoding, "document is UTF-16 (it starts with a UTF-16 byte order mark); save the file as UTF-8")
    }
  }

  /// Reads one complete value (with everything nested in it) starting at `pos`, after whitespace.
  private mutating func parseValues() throws(Diagnostic) -> JSONValue {
    valueLoop: while true {
      guard pos < end else {
        throw fail(.syntax, "unexpected end of document; expected a value")
      }
      var value: JSONValue
      switch bytes[pos] {
      case UInt8(ascii: "{"):
        let location = try openContainer(isObject: true)
        skipWhitespace()
        if pos < end, bytes[pos] == UInt8(ascii: "}") {
          pos += 1
          frames.removeLast()
          value = JSONValue(.object([]), at: location)
        } else {
          try readMemberKey(afterComma: false)
          continue valueLoop
        }
      case UInt8(ascii: "["):
        let location = try openContainer(isObject: false)
        skipWhitespace()
        if pos < end, bytes[pos] == UInt8(ascii: "]") {
          pos += 1
          frames.removeLast()
          value = JSONValue(.array([]), at: location)
        } else {
          frames[frames.count - 1].inMember = true
          continue valueLoop
        }
      default:
        value = try parseScalar()
      }

      // A value is complete: attach it to its container and close containers as far as possible.
      // The frame's fields are read one by one: a copy of the whole frame would share its key index, and the
      // next member's insertion would then copy the index (quadratic in unoptimized builds).
      while !frames.isEmpty {
        let frameIndex = frames.count - 1
        let start = frames[frameIndex].start
        if frames[frameIndex].isObject {
          memberStack.append(
            JSONMember(key: frames[frameIndex].key, keyLocation: frames[frameIndex].keyLocation, value: value))
          frames[frameIndex].inMember = false
          skipWhitespace()
          guard pos < end else {
            throw fail(.syntax, "unexpected end of document; expected `,` or `}` after object member")
          }
          switch bytes[pos] {
          case UInt8(ascii: ","):
            try readMemberKey(afterComma: true)
            continue valueLoop
          case UInt8(ascii: "}"):
            pos += 1
            let members = Array(memberStack[start...])
            memberStack.removeSubrange(start...)
            let location = frames[frameIndex].location
            frames.removeLast()
            value = JSONValue(.object(members), at: location)
          default:
            throw try unexpected("expected `,` or `}` after object member")
          }
        } else {
          valueStack.append(value)
          frames[frameIndex].inMember = false
          skipWhitespace()
          guard pos < end else {
            throw fail(.syntax, "unexpected end of document; expected `,` or `]` after array element")
          }
          switch bytes[pos] {
          case UInt8(ascii: ","):
            let commaLocation = here()
            pos += 1
            skipWhitespace()
            if pos < end, bytes[pos] == UInt8(ascii: "]") {
              throw fail(.syntax, "trailing comma before `]` is not allowed in JSON", at: commaLocation)
            }
            frames[frameIndex].inMember = true
            continue valueLoop
          case UInt8(ascii: "]"):
            pos += 1
            let items = Array(valueStack[start...])
            valueStack.removeSubrange(start...)
            let location = frames[frameIndex].location
            frames.removeLast()
            value = JSONValue(.array(items), at: location)
          default:
            throw try unexpected("expected `,` or `]` after array element")
          }
        }
      }
      return value
    }
  }

  /// Pushes a frame for the bracket at `pos` and steps over it; returns the bracket's location.
  private mutating func openContainer(isObject: Bool) throws(Diagnostic) -> SourceLocation {
    let location = here()
    guard frames.count < maxDepth else {
      throw fail(
        .limit,
        "nesting is deeper than the limit of \(maxDepth) levels (JSONReader.Limits.maxDepth)", at: location)
    }
    frames.append(
      Frame(isObject: isObject, start: isObject ? memberStack.count : valueStack.count, location: location))
    pos += 1
    return location
  }

  /// Reads `"key"` and `:` of the next member of the innermost object, leaving `pos` at the member's value.
  ///
  /// With `afterComma`, `pos` is at the comma that precedes the member.
  private mutating func readMemberKey(afterComma: Bool) throws(Diagnostic) {
    if afterComma {
      let commaLocation = here()
      pos += 1
      skipWhitespace()
      if pos < end, bytes[pos] == UInt8(ascii: "}") {
        throw fail(.syntax, "trailing comma before `}` is not allowed in JSON", at: commaLocation)
      }
    }
    guard pos < end else {
      throw fail(.syntax, "unexpected end of document; expected a double-quoted key")
    }
    guard bytes[pos] == UInt8(ascii: "\"") else {
      switch bytes[pos] {
      case UInt8(ascii: "'"):
        throw fail(.syntax, "object keys must be in double quotes, not single quotes")
      case UInt8(ascii: "/") where isCommentStart():
        throw fail(.syntax, "comments are not allowed in JSON")
      case _ where isIdentifierByte(bytes[pos]):
        let word = identifier(at: pos)
        throw fail(.syntax, "object keys must be double-quoted strings; write `\"\(word)\"`")
      default:
        throw try unexpected(
          afterComma ? "expected a double-quoted key after `,`" : "expected a double-quoted key or `}`")
      }
    }
    let keyLocation = here()
    let key = try readString()
    let frameIndex = frames.count - 1
    frames[frameIndex].key = key
    frames[frameIndex].keyLocation = keyLocation
    frames[frameIndex].inMember = true
    try checkDuplicate(key, at: keyLocation, frameIndex: frameIndex)
    skipWhitespace()
    guard pos < end, bytes[pos] == UInt8(ascii: ":") else {
      if pos >= end {
        throw fail(.syntax, "unexpected end of document; expected `:` after object key")
      }
      throw try unexpected("expected `:` after object key `\(key)`")
    }
    pos += 1
    skipWhitespace()
    if pos < end, bytes[pos] == UInt8(ascii: "}") || bytes[pos] == UInt8(ascii: ",") {
      throw try unexpected("expected a value for key `\(key)`")
    }
  }

  private mutating func checkDuplicate(_ key: String, at location: SourceLocation, frameIndex: Int) throws(Diagnostic) {
    let start = frames[frameIndex].start
    let count = memberStack.count - start
    var first: SourceLocation? = nil
    if count <= Self.linearKeyScanLimit {
      for i in start..<memberStack.count where memberStack[i].key == key {
        first = memberStack[i].keyLocation
        break
      }
    } else {
      if frames[frameIndex].keyIndex == nil {
        var index: [String: Int] = [:]
        index.reserveCapacity(count * 2)
        for i in start..<memberStack.count { index[memberStack[i].key] = i - start }
        frames[frameIndex].keyIndex = index
      }
      if let i = frames[frameIndex].keyIndex?[key] {
        first = memberStack[start + i].keyLocation
      } else {
        frames[frameIndex].keyIndex?[key] = count
      }
    }
    if let first {
      throw fail(.duplicateKey, "duplicate key `\(key)` at \(location); first defined at \(first)", at: location)
    }
  }

  // MARK: Scalars

  private mutating func parseScalar() throws(Diagnostic) -> JSONValue {
    let location = here()
    let byte = bytes[pos]
    switch byte {
    case UInt8(ascii: "\""):
      return JSONValue(.string(try readString()), at: location)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try readNumber()), at: location)
    case UInt8(ascii: "t") where matches("true"):
      pos += 4
      return JSONValue(.bool(true), at: location)
    case UInt8(ascii: "f") where matches("false"):
      pos += 5
      return JSONValue(.bool(false), at: location)
    case UInt8(ascii: "n") where matches("null"):
      pos += 4
      return JSONValue(.null, at: location)
    case UInt8(ascii: "'"):
      throw fail(.syntax, "strings must be in double quotes, not single quotes")
    case UInt8(ascii: "+"):
      throw fail(.syntax, "numbers must not start with `+`; write the digits without a sign")
    case UInt8(ascii: "."):
      throw fail(.syntax, "numbers must start with a digit; write `0.` before the fraction")
    case UInt8(ascii: "/") where isCommentStart():
      throw fail(.syntax, "comments are not allowed in JSON")
    case _ where isIdentifierByte(byte):
      throw fail(.syntax, wordMessage(identifier(at: pos)))
    default:
      throw try unexpected("expected a value")
    }
  }

  func matches(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard end - pos >= count else { return false }
    let start = literal.utf8Start
    for i in 0..<count where bytes[pos + i] != start[i] { return false }
    return true
  }

  private func wordMessage(_ word: String) -> String {
    switch word.lowercased() {
    case "nan", "infinity", "inf":
      return "`\(word)` is not valid JSON; JSON numbers must be finite"
    case "true", "false", "null":
      return "`\(word)` is not a JSON value; JSON literals are lowercase: `\(word.lowercased())`"
    case "nil", "none", "undefined":
      return "`\(word)` is not a JSON value; write `null`"
    default:
      let near = Suggestions.nearest(to: word, in: ["true", "false", "null"], limit: 1)
      if let first = near.first, word.count >= 3 {
        return "unexpected `\(word)`; expected a value (did you mean `\(first)`?)"
      }
      return "unexpected `\(word)`; expected a value (strings must be in double quotes)"
    }
  }

  // MARK: Whitespace and positions

  @inline(__always)
  mutating func skipWhitespace() {
    while pos < end {
      switch bytes[pos] {
      case 0x20, 0x09:
        pos += 1
      case 0x0A:
        pos += 1
        startLine()
      case 0x0D:
        pos += 1
        if pos < end, bytes[pos] == 0x0A { pos += 1 }
        startLine()
      default:
        return
      }
    }
  }

  @inline(__always)
  private mutating func startLine() {
    line += 1
    lineStart = pos
    continuationBytes = 0
  }

  /// The location of `pos`.
  @inline(__always)
  func here() -> SourceLocation {
    SourceLocation(line: line, column: pos - lineStart - continuationBytes + 1, offset: pos)
  }

  /// The path of the value being read.
  func currentPath() -> JSONPath {
    var components: [JSONPath.Component] = []
    for i in frames.indices where frames[i].inMember {
      if frames[i].isObject {
        components.append(.key(frames[i].key))
      } else {
        // This array's elements end where the next open array's elements begin.
        var next = valueStack.count
        for j in (i + 1)..<frames.count where !frames[j].isObject {
          next = frames[j].start
          break
        }
        components.append(.index(next - frames[i].start))
      }
    }
    return JSONPath(components)
  }
}
