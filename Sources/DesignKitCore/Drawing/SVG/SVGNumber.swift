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
    let whole = abs(n) / scale
    guard places > 0 else { return (n < 0 ? "-" : "") + String(whole) }
    var fraction = String(abs(n) % scale)
    fraction = String(repeating: "0", count: places - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return (n < 0 ? "-" : "") + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
  }

  /// `#rrggbb`, lower case, components clamped and rounded to 8 bits (alpha goes to a separate opacity).
  static func hex(_ color: Color) -> String {
    let digits = Array("0123456789abcdef")
    var out = "#"
    for channel in [color.red, color.green, color.blue] {
      let v = Int((min(max(channel, 0), 1) * 255).rounded())
      out.append(digits[v / 16])
      out.append(digits[v % 16])
    }
    return out
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
