extension JSONByteParser {
  /// A diagnostic at `location` (by default the current position) with the current path.
  @inline(never)
  func fail(_ kind: Diagnostic.Kind, _ message: String, at location: SourceLocation? = nil) -> Diagnostic {
    Diagnostic(kind, message, file: file, at: location ?? here(), path: currentPath())
  }

  /// A syntax diagnostic naming what was found at `pos`: "`expectation`, found `x`".
  ///
  /// A comment gets its own message. An ill-formed UTF-8 sequence at `pos` gives an `.encoding` diagnostic instead.
  @inline(never)
  func unexpected(_ expectation: String) throws(Diagnostic) -> Diagnostic {
    guard pos < end else {
      return fail(.syntax, "unexpected end of document; \(expectation)")
    }
    if isCommentStart() {
      return fail(.syntax, "comments are not allowed in JSON")
    }
    return fail(.syntax, "\(expectation), found \(try foundDescription())")
  }

  /// The diagnostic for anything but whitespace after the document's value (`pos` is before the end).
  func unexpectedAfterValue() throws(Diagnostic) -> Diagnostic {
    if isCommentStart() {
      return fail(.syntax, "comments are not allowed in JSON")
    }
    return fail(
      .syntax, "unexpected \(try foundDescription()) after the JSON value; a document holds exactly one value")
  }

  /// How messages name the character at `pos` (before the end): "`x`", "a space", "`é` (U+00E9)".
  private func foundDescription() throws(Diagnostic) -> String {
    let byte = bytes[pos]
    switch byte {
    case 0x20: return "a space"
    case 0x09: return "a tab"
    case 0x0A, 0x0D: return "a line break"
    case 0x00..<0x20, 0x7F: return "control character \(scalarName(UInt32(byte)))"
    case 0x80...:
      let length = try utf8SequenceLength()
      let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[pos..<(pos + length)]), as: UTF8.self)
      let value = scalar.unicodeScalars.first.map { $0.value } ?? 0
      return value == 0xFEFF ? "a byte order mark (U+FEFF)" : "`\(scalar)` (\(scalarName(value)))"
    default:
      return isIdentifierByte(byte) ? "`\(identifier(at: pos))`" : "`\(Character(Unicode.Scalar(byte)))`"
    }
  }

  /// Whether `pos` starts a `//` or `/*` comment.
  func isCommentStart() -> Bool {
    pos + 1 < end && bytes[pos] == UInt8(ascii: "/")
      && (bytes[pos + 1] == UInt8(ascii: "/") || bytes[pos + 1] == UInt8(ascii: "*"))
  }

  /// Whether the byte can be part of a bare word (`True`, `NaN`, an unquoted key).
  func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
      UInt8(ascii: "$"):
      return true
    default:
      return false
    }
  }

  /// The bare word starting at `offset` (letters, digits, `_`, `$`), at most 32 characters.
  func identifier(at offset: Int) -> String {
    var p = offset
    while p < end, p - offset < 32, isIdentifierByte(bytes[p]) || isDigit(bytes[p]) { p += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<p]), as: UTF8.self)
  }
}
