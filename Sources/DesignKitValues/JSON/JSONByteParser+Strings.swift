extension JSONByteParser {
  /// Reads the string whose opening quote is at `pos` and steps past its closing quote.
  mutating func readString() throws(Diagnostic) -> String {
    let quoteLocation = here()
    pos += 1
    let contentStart = pos
    // Fast path: plain ASCII without escapes becomes a String straight from the input bytes.
    skipPlainASCII()
    while pos < end {
      let byte = bytes[pos]
      if byte == UInt8(ascii: "\"") {
        let text = asciiString(contentStart..<pos)
        pos += 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
      pos += 1
    }
    stringBuffer.removeAll(keepingCapacity: true)
    stringBuffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<pos]))
    while pos < end {
      let byte = bytes[pos]
      switch byte {
      case UInt8(ascii: "\""):
        pos += 1
        return String(decoding: stringBuffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try readEscape()
      case 0x00..<0x20:
        throw fail(.syntax, controlCharacterMessage(byte))
      case 0x80...:
        let length = try utf8SequenceLength()
        stringBuffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pos..<(pos + length)]))
        pos += length
        continuationBytes += length - 1
      default:
        stringBuffer.append(byte)
        pos += 1
      }
    }
    throw fail(.syntax, "unterminated string: missing closing `\"`", at: quoteLocation)
  }

  /// The string of a range of input bytes already checked to be plain ASCII.
  ///
  /// Short ones become small strings without a second validation pass over their bytes.
  @inline(__always)
  private func asciiString(_ range: Range<Int>) -> String {
    let source = UnsafeBufferPointer(rebasing: bytes[range])
    guard range.count <= 15 else { return String(decoding: source, as: UTF8.self) }
    return String(unsafeUninitializedCapacity: range.count) { buffer in
      guard let target = buffer.baseAddress, let from = source.baseAddress else { return 0 }
      target.initialize(from: from, count: source.count)
      return source.count
    }
  }

  /// Steps over bytes that need no attention in a string (ASCII, not `"`, `\\` or a control character), eight at a
  /// time, stopping at the first one that does (or near the end of the input).
  @inline(__always)
  private mutating func skipPlainASCII() {
    let raw = UnsafeRawBufferPointer(bytes)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while end - pos >= 8 {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: pos, as: UInt64.self))
      // The high bit of a byte of `special` is set for the first byte that is a quote, a backslash, below 0x20 or
      // 0x80 and above (bytes after the first may be false positives, which does not matter).
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      let special =
        ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word) | word
      let flagged = special & highs
      if flagged != 0 {
        pos += flagged.trailingZeroBitCount >> 3
        return
      }
      pos += 8
    }
  }

  private func controlCharacterMessage(_ byte: UInt8) -> String {
    switch byte {
    case 0x0A, 0x0D:
      return "line break inside a string; close the string first or write `\\n`"
    case 0x09:
      return "unescaped tab inside a string; write `\\t`"
    default:
      return "unescaped control character \(scalarName(UInt32(byte))) inside a string; write `\\u\(hex4(UInt32(byte)))`"
    }
  }

  /// Decodes the escape whose backslash is at `pos` into `stringBuffer`.
  private mutating func readEscape() throws(Diagnostic) {
    let escapeLocation = here()
    guard pos + 1 < end else {
      pos += 1
      throw fail(.syntax, "unexpected end of document inside a string escape")
    }
    let decoded: UInt8
    switch bytes[pos + 1] {
    case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
    case UInt8(ascii: "b"): decoded = 0x08
    case UInt8(ascii: "f"): decoded = 0x0C
    case UInt8(ascii: "n"): decoded = 0x0A
    case UInt8(ascii: "r"): decoded = 0x0D
    case UInt8(ascii: "t"): decoded = 0x09
    case UInt8(ascii: "u"):
      try readUnicodeEscape(at: escapeLocation)
      return
    default:
      let shown =
        bytes[pos + 1] >= 0x21 && bytes[pos + 1] < 0x7F ? "`\\\(Character(Unicode.Scalar(bytes[pos + 1])))`" : "`\\`"
      throw fail(
        .syntax,
        "invalid escape \(shown) in string; valid escapes are \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t and \\uXXXX",
        at: escapeLocation)
    }
    stringBuffer.append(decoded)
    pos += 2
  }

  /// Decodes a `\u` escape with four hex digits (and its low surrogate partner) starting at `pos`.
  private mutating func readUnicodeEscape(at escapeLocation: SourceLocation) throws(Diagnostic) {
    guard let unit = hexQuad(at: pos + 2) else {
      throw fail(.syntax, "invalid `\\u` escape in string; expected four hex digits after `\\u`", at: escapeLocation)
    }
    pos += 6
    var scalarValue = unit
    switch unit {
    case 0xD800..<0xDC00:
      guard pos + 1 < end, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u"),
        let low = hexQuad(at: pos + 2), (0xDC00..<0xE000).contains(low)
      else {
        throw fail(
          .encoding,
          "lone high surrogate `\\u\(hex4(unit))` in string; it must be followed by a low surrogate "
            + "`\\uDC00`…`\\uDFFF`",
          at: escapeLocation)
      }
      pos += 6
      scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
    case 0xDC00..<0xE000:
      throw fail(
        .encoding,
        "lone low surrogate `\\u\(hex4(unit))` in string; a low surrogate must follow a high surrogate "
          + "`\\uD800`…`\\uDBFF`",
        at: escapeLocation)
    default:
      break
    }
    appendUTF8(scalarValue)
  }

  /// Appends the UTF-8 encoding of a scalar value (never a surrogate: the caller has combined or rejected those).
  private mutating func appendUTF8(_ value: UInt32) {
    switch value {
    case 0..<0x80:
      stringBuffer.append(UInt8(truncatingIfNeeded: value))
    case 0x80..<0x800:
      stringBuffer.append(0xC0 | UInt8(truncatingIfNeeded: value >> 6))
      stringBuffer.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
    case 0x800..<0x10000:
      stringBuffer.append(0xE0 | UInt8(truncatingIfNeeded: value >> 12))
      stringBuffer.append(0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F))
      stringBuffer.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
    default:
      stringBuffer.append(0xF0 | UInt8(truncatingIfNeeded: value >> 18))
      stringBuffer.append(0x80 | UInt8(truncatingIfNeeded: (value >> 12) & 0x3F))
      stringBuffer.append(0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F))
      stringBuffer.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
    }
  }

  /// The value of four hex digits at `offset`, or nil.
  private func hexQuad(at offset: Int) -> UInt32? {
    guard offset + 4 <= end else { return nil }
    var value: UInt32 = 0
    for i in offset..<(offset + 4) {
      let byte = bytes[i]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// The length of the well-formed UTF-8 sequence at `pos` (whose first byte is 0x80 or more), or an `.encoding`
  /// diagnostic at its first byte (Unicode Table 3-7).
  func utf8SequenceLength() throws(Diagnostic) -> Int {
    let lead = bytes[pos]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0x80...0xBF:
      throw fail(.encoding, "invalid UTF-8: unexpected continuation byte 0x\(hex2(lead)); save the file as UTF-8")
    case 0xC0, 0xC1:
      throw fail(.encoding, "invalid UTF-8: overlong encoding (byte 0x\(hex2(lead))); save the file as UTF-8")
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xE1...0xEF: length = 3
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    case 0xF1...0xF3: length = 4
    default:
      throw fail(
        .encoding, "invalid UTF-8: byte 0x\(hex2(lead)) never occurs in UTF-8; save the file as UTF-8")
    }
    for i in 1..<length {
      guard pos + i < end else {
        throw fail(.encoding, "invalid UTF-8: truncated multi-byte sequence at the end of the document")
      }
      let byte = bytes[pos + i]
      let allowed = i == 1 ? secondRange : 0x80...0xBF
      guard allowed.contains(byte) else {
        if i == 1, (0x80...0xBF).contains(byte) {
          let problem =
            switch lead {
            case 0xED: "a UTF-16 surrogate encoded in UTF-8"
            case 0xF4: "a code point above U+10FFFF"
            default: "an overlong encoding"
            }
          throw fail(.encoding, "invalid UTF-8: \(problem); save the file as UTF-8")
        }
        throw fail(
          .encoding,
          "invalid UTF-8: truncated multi-byte sequence (byte 0x\(hex2(lead)) needs \(length - 1) continuation "
            + "bytes); save the file as UTF-8")
      }
    }
    return length
  }
}

/// Two uppercase hex digits.
func hex2(_ byte: UInt8) -> String {
  let digits = Array("0123456789ABCDEF")
  return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}

/// Four uppercase hex digits.
func hex4(_ value: UInt32) -> String {
  hex2(UInt8(truncatingIfNeeded: value >> 8)) + hex2(UInt8(truncatingIfNeeded: value))
}

/// `U+000A` style name of a scalar value.
func scalarName(_ value: UInt32) -> String {
  let hex = value > 0xFFFF ? hex2(UInt8(truncatingIfNeeded: value >> 16)) + hex4(value) : hex4(value)
  return "U+" + (hex.hasPrefix("0") && hex.count > 4 ? String(hex.dropFirst()) : hex)
}
