import DesignKitValues

/// Numbers and colors as SVG text, the same on every platform: the same drawing always gives the same bytes.
enum SVGNumber {
  /// `value` rounded half away from zero to two decimals, trailing zeros dropped, never `-0`, never an exponent.
  static func format(_ value: Double, places: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * Double(scale)).rounded(.toNearestOrAwayFromZero)
    guard abs(scaled) < 9e15 else { return "0" }
    let n = Int(scaled)
    if n == 0 { return "0" }
    // Written digit by digit into the string's own storage (a drawing writes thousands of numbers per frame): the
    // digits from the last, the point after the fraction's, then turned around.
    var magnitude = n.magnitude
    var fractionDigits = max(0, places)
    while fractionDigits > 0, magnitude % 10 == 0 {
      magnitude /= 10
      fractionDigits -= 1
    }
    return String(unsafeUninitializedCapacity: 24 + fractionDigits) { buffer in
      var count = 0
      var written = 0
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        count += 1
        magnitude /= 10
        written += 1
        if written == fractionDigits {
          buffer[count] = UInt8(ascii: ".")
          count += 1
        }
      } while magnitude > 0 || written <= fractionDigits
      if n < 0 {
        buffer[count] = UInt8(ascii: "-")
        count += 1
      }
      var digits = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
      digits.reverse()
      return count
    }
  }

  /// `#rrggbb`, lower case, components clamped and rounded to 8 bits (alpha goes to a separate opacity).
  static func hex(_ color: Color) -> String {
    // Written byte by byte into the string's own storage: every fill and stroke of a frame writes one.
    String(unsafeUninitializedCapacity: 7) { buffer in
      func digit(_ v: Int) -> UInt8 { v < 10 ? UInt8(ascii: "0") + UInt8(v) : UInt8(ascii: "a") + UInt8(v - 10) }
      buffer[0] = UInt8(ascii: "#")
      for (i, channel) in [color.red, color.green, color.blue].enumerated() {
        let v = Int((min(max(channel, 0), 1) * 255).rounded())
        buffer[1 + 2 * i] = digit(v / 16)
        buffer[2 + 2 * i] = digit(v % 16)
      }
      return 7
    }
  }

  /// Text escaped for XML content and double-quoted attributes; characters XML forbids are dropped.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
