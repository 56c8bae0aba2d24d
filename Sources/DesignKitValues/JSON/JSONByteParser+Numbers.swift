extension JSONByteParser {
  /// Reads the number starting at `pos` (a `-` or a digit) and steps past it.
  ///
  /// Numbers of up to 19 digits whose value and power of ten are exact in a `Double` are computed directly (one
  /// correctly rounded operation); all others go to the standard library's correctly rounded parser.
  mutating func readNumber() throws(Diagnostic) -> Double {
    let location = here()
    let start = pos
    var p = pos
    let negative = bytes[p] == UInt8(ascii: "-")
    if negative { p += 1 }

    var mantissa: UInt64 = 0
    var digitCount = 0
    var tooManyDigits = false
    var exponent = 0

    guard p < end else {
      pos = p
      throw fail(.syntax, "unexpected end of document; expected a digit after `-`")
    }
    let first = bytes[p]
    if first == UInt8(ascii: "0") {
      p += 1
      if p < end, isDigit(bytes[p]) {
        pos = p
        throw fail(.syntax, "leading zeros are not allowed in JSON numbers")
      }
    } else if isDigit(first) {
      while p < end, isDigit(bytes[p]) {
        if digitCount < 19 {
          mantissa = mantissa &* 10 &+ UInt64(bytes[p] &- UInt8(ascii: "0"))
          if mantissa != 0 { digitCount += 1 }
        } else {
          tooManyDigits = true
        }
        p += 1
      }
    } else {
      pos = p
      if matches("Infinity") {
        throw fail(.syntax, "`-Infinity` is not valid JSON; JSON numbers must be finite", at: location)
      }
      throw try unexpected("expected a digit after `-`")
    }

    if p < end, bytes[p] == UInt8(ascii: ".") {
      p += 1
      guard p < end, isDigit(bytes[p]) else {
        pos = p
        throw fail(.syntax, "expected a digit after the decimal point")
      }
      while p < end, isDigit(bytes[p]) {
        if digitCount < 19 {
          mantissa = mantissa &* 10 &+ UInt64(bytes[p] &- UInt8(ascii: "0"))
          if mantissa != 0 { digitCount += 1 }
          exponent -= 1
        } else {
          tooManyDigits = true
        }
        p += 1
      }
    }

    if p < end, bytes[p] == UInt8(ascii: "e") || bytes[p] == UInt8(ascii: "E") {
      p += 1
      var exponentNegative = false
      if p < end, bytes[p] == UInt8(ascii: "+") || bytes[p] == UInt8(ascii: "-") {
        exponentNegative = bytes[p] == UInt8(ascii: "-")
        p += 1
      }
      guard p < end, isDigit(bytes[p]) else {
        pos = p
        throw fail(.syntax, "expected a digit in the exponent")
      }
      var value = 0
      while p < end, isDigit(bytes[p]) {
        if value < 1_000_000 { value = value * 10 + Int(bytes[p] &- UInt8(ascii: "0")) }
        p += 1
      }
      exponent += exponentNegative ? -value : value
    }
    pos = p

    if !tooManyDigits {
      if mantissa == 0 { return negative ? -0.0 : 0.0 }
      if mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
        let magnitude =
          exponent >= 0 ? Double(mantissa) * powersOfTen[exponent] : Double(mantissa) / powersOfTen[-exponent]
        return negative ? -magnitude : magnitude
      }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<p]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      let shown = text.utf8.count > 40 ? String(text.prefix(20)) + "… (\(text.utf8.count) characters)" : text
      throw fail(
        .invalidValue,
        "number `\(shown)` is out of range; JSON numbers here must fit a 64-bit floating-point value "
          + "(magnitude below 1.8e308)",
        at: location)
    }
    return value
  }
}

/// Exact powers of ten representable in a `Double`.
private let powersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
  1e20, 1e21, 1e22,
]

@inline(__always)
func isDigit(_ byte: UInt8) -> Bool {
  byte &- UInt8(ascii: "0") < 10
}
