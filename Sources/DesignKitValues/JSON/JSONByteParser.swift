/// The byte-level state machine behind `JSONReader`: one pass over UTF-8 bytes, no recursion.
///
/// Nesting lives on an explicit stack: the innermost open container is `top` (so the work per member touches no
/// array of frames), the ones around it are `parents`. Each collects its own elements or members, which move into the
/// finished value when it closes. Columns are computed from the byte offset minus the UTF-8
/// continuation bytes seen on the current line (multi-byte characters can only occur inside strings, where they are
/// counted as they are validated).
struct JSONByteParser {
  /// One open array or object.
  struct Frame {
    /// Whether this is an object (else an array).
    var isObject: Bool
    /// The members read so far (objects).
    var members: [JSONMember] = []
    /// The elements read so far (arrays).
    var items: [JSONValue] = []
    /// Where the opening bracket is.
    var location: SourceLocation
    /// The key of the member being read (objects).
    var key: String = ""
    /// Where that key's opening quote is.
    var keyLocation: SourceLocation = .unknown
    /// Whether a member or element is being read, so the path includes its key or index.
    var inMember = false
    /// Key → member index, built once an object grows past `linearKeyScanLimit` members.
    var keyIndex: [ObjectKey: Int]? = nil
    /// Whether the member being read repeats an earlier key (collected, not thrown), so it is left out.
    var isDuplicate = false
  }

  /// Up to this many members, duplicate keys are found by a linear scan.
  static let linearKeyScanLimit = 12

  let bytes: UnsafeBufferPointer<UInt8>
  let end: Int
  let file: String?
  let maxDepth: Int
  /// Whether a repeated key is collected in `duplicates` (and its member left out) instead of ending the parse.
  var collectsDuplicates = false
  /// The repeated keys found, when they are collected.
  var duplicates: [Diagnostic] = []

  var pos = 0
  var line = 1
  var lineStart = 0
  /// UTF-8 continuation bytes between `lineStart` and `pos`.
  var continuationBytes = 0

  /// The innermost open container; meaningful only while `depth > 0`.
  var top = Frame(isObject: false, location: .unknown)
  /// The open containers around `top`, outermost first.
  var parents: [Frame] = []
  /// How many containers are open.
  var depth = 0
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
      throw try unexpectedAfterValue()
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
  mutating func parseValues() throws(Diagnostic) -> JSONValue {
    valueLoop: while true {
      guard pos < end else {
        throw fail(.syntax, "unexpected end of document; expected a value")
      }
      var value: JSONValue
      switch bytes[pos] {
      case UInt8(ascii: "{"):
        let location = try enterContainer()
        if pos < end, bytes[pos] == UInt8(ascii: "}") {
          pos += 1
          value = JSONValue(.object([]), at: location)
        } else {
          push(Frame(isObject: true, location: location))
          try readMemberKey(afterComma: false)
          continue valueLoop
        }
      case UInt8(ascii: "["):
        let location = try enterContainer()
        if pos < end, bytes[pos] == UInt8(ascii: "]") {
          pos += 1
          value = JSONValue(.array([]), at: location)
        } else {
          push(Frame(isObject: false, location: location))
          top.inMember = true
          continue valueLoop
        }
      default:
        value = try parseScalar()
      }

      // A value is complete: attach it to its container and close containers as far as possible.
      while depth > 0 {
        if top.isObject {
          if top.members.capacity == 0 { top.members.reserveCapacity(4) }
          if top.isDuplicate {
            top.isDuplicate = false
          } else {
            top.members.append(JSONMember(key: top.key, keyLocation: top.keyLocation, value: consume value))
          }
          top.inMember = false
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
            let frame = pop()
            value = JSONValue(.object(frame.members), at: frame.location)
          default:
            throw try unexpected("expected `,` or `}` after object member")
          }
        } else {
          if top.items.capacity == 0 { top.items.reserveCapacity(4) }
          top.items.append(consume value)
          top.inMember = false
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
            top.inMember = true
            continue valueLoop
          case UInt8(ascii: "]"):
            pos += 1
            let frame = pop()
            value = JSONValue(.array(frame.items), at: frame.location)
          default:
            throw try unexpected("expected `,` or `]` after array element")
          }
        }
      }
      return value
    }
  }

  /// Checks the depth limit for the bracket at `pos`, steps over it and the whitespace after it; returns the
  /// bracket's location.
  private mutating func enterContainer() throws(Diagnostic) -> SourceLocation {
    let location = here()
    guard depth < maxDepth else { throw depthLimitExceeded() }
    pos += 1
    skipWhitespace()
    return location
  }

  @inline(never)
  private func depthLimitExceeded() -> Diagnostic {
    fail(.limit, "nesting is deeper than the limit of \(maxDepth) levels (JSONReader.Limits.maxDepth)")
  }

  /// Makes `frame` the innermost open container.
  private mutating func push(_ frame: Frame) {
    var outer = frame
    swap(&outer, &top)
    if depth > 0 { parents.append(outer) }
    depth += 1
  }

  /// Closes the innermost open container and returns it.
  private mutating func pop() -> Frame {
    var finished = depth > 1 ? parents.removeLast() : Frame(isObject: false, location: .unknown)
    swap(&finished, &top)
    depth -= 1
    return finished
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
    guard pos < end, bytes[pos] == UInt8(ascii: "\"") else { throw try notAKey(afterComma: afterComma) }
    let keyLocation = here()
    let key = try readString()
    top.key = key
    top.keyLocation = keyLocation
    top.inMember = true
    try checkDuplicate(key, at: keyLocation)
    skipWhitespace()
    guard pos < end, bytes[pos] == UInt8(ascii: ":") else {
      throw try unexpected("expected `:` after object key `\(top.key)`")
    }
    pos += 1
    skipWhitespace()
    if pos < end, bytes[pos] == UInt8(ascii: "}") || bytes[pos] == UInt8(ascii: ",") {
      throw try unexpected("expected a value for key `\(top.key)`")
    }
  }

  /// The diagnostic for what stands at `pos` where an object key should.
  @inline(never)
  private func notAKey(afterComma: Bool) throws(Diagnostic) -> Diagnostic {
    guard pos < end else {
      return fail(.syntax, "unexpected end of document; expected a double-quoted key")
    }
    switch bytes[pos] {
    case UInt8(ascii: "'"):
      return fail(.syntax, "object keys must be in double quotes, not single quotes")
    case _ where isIdentifierByte(bytes[pos]):
      let word = identifier(at: pos)
      return fail(.syntax, "object keys must be double-quoted strings; write `\"\(word)\"`")
    default:
      return try unexpected(
        afterComma ? "expected a double-quoted key after `,`" : "expected a double-quoted key or `}`")
    }
  }

  /// Throws `.duplicateKey` when the innermost object already has `key`, comparing code points as RFC 8259 does
  /// (so `"é"` and `"e\u0301"` are two keys, although Swift's `==` calls them equal).
  private mutating func checkDuplicate(_ key: String, at location: SourceLocation) throws(Diagnostic) {
    let count = top.members.count
    var first: SourceLocation? = nil
    if count <= Self.linearKeyScanLimit {
      // Keys are compared by their bytes, not as canonically equivalent text: lengths first (most keys of an object
      // differ in length, and comparing two counts calls nothing), then `==`, fast and never false for equal bytes
      // (the byte comparison is generic and slow in a debug build).
      let length = key.utf8.count
      for i in top.members.indices
      where top.members[i].key.utf8.count == length && top.members[i].key == key
        && top.members[i].key.utf8.elementsEqual(key.utf8)
      {
        first = top.members[i].keyLocation
        break
      }
    } else {
      if top.keyIndex == nil {
        var index: [ObjectKey: Int] = [:]
        index.reserveCapacity(count * 2)
        for (i, member) in top.members.enumerated() { index[ObjectKey(member.key)] = i }
        top.keyIndex = index
      }
      if let i = top.keyIndex?[ObjectKey(key)] {
        first = top.members[i].keyLocation
      } else {
        top.keyIndex?[ObjectKey(key)] = count
      }
    }
    if let first {
      let problem = fail(
        .duplicateKey, "duplicate key `\(key)` at \(location); first defined at \(first)", at: location)
      guard collectsDuplicates else { throw problem }
      duplicates.append(problem)
      top.isDuplicate = true
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
    default:
      throw try notAValue()
    }
  }

  /// The diagnostic for a byte at `pos` that starts no JSON value.
  @inline(never)
  private func notAValue() throws(Diagnostic) -> Diagnostic {
    let byte = bytes[pos]
    switch byte {
    case UInt8(ascii: "'"):
      return fail(.syntax, "strings must be in double quotes, not single quotes")
    case UInt8(ascii: "+"):
      return fail(.syntax, "numbers must not start with `+`; write the digits without a sign")
    case UInt8(ascii: "."):
      return fail(.syntax, "numbers must start with a digit; write `0.` before the fraction")
    case _ where isIdentifierByte(byte):
      return fail(.syntax, wordMessage(identifier(at: pos)))
    default:
      return try unexpected("expected a value")
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
        skipIndentation()
      case 0x0D:
        pos += 1
        if pos < end, bytes[pos] == 0x0A { pos += 1 }
        startLine()
        skipIndentation()
      default:
        return
      }
    }
  }

  /// Skips the spaces that start a line eight at a time (pretty-printed indentation).
  @inline(__always)
  private mutating func skipIndentation() {
    let raw = UnsafeRawBufferPointer(bytes)
    while end - pos >= 8 {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: pos, as: UInt64.self))
      let nonSpace = word ^ 0x2020_2020_2020_2020
      if nonSpace != 0 {
        pos += nonSpace.trailingZeroBitCount >> 3
        return
      }
      pos += 8
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
    let open = depth > 0 ? parents + [top] : []
    for frame in open where frame.inMember {
      components.append(frame.isObject ? .key(frame.key) : .index(frame.items.count))
    }
    return JSONPath(components)
  }
}
