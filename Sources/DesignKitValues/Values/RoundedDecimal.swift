/// A number written in decimal digits, rounded to a number of fraction digits as the platform's number formatting
/// rounds by default: half to even (`NumberFormatter.roundingMode` is `.halfEven`, ICU's default) on the number's
/// shortest decimal spelling, the digits Swift prints for it. So 2.5 → 2, 3.5 → 4, 0.125 → 0.12 and 1.115 → 1.12
/// (printed "1.115", though the binary value is 1.11499…).
///
/// A rolling counter writes its number with it and compares the shown digits, not the values, to decide whether
/// anything rolls.
public struct RoundedDecimal: Hashable, Sendable, CustomStringConvertible {
  /// Whether the number is below zero and shows a digit other than zero (no "-0").
  public var isNegative: Bool
  /// The whole part's digits without leading zeros; "0" below one.
  public var wholeDigits: String
  /// Exactly as many fraction digits as were asked for, trailing zeros kept.
  public var fractionDigits: String

  /// `value` rounded half to even to `count` fraction digits (clamped to 0…15); a non-finite value is written as 0,
  /// and magnitudes are clamped to 10¹⁵.
  public init(_ value: Double, fractionDigits count: Int) {
    let count = min(max(count, 0), 15)
    let magnitude = value.isFinite ? min(abs(value), 1e15) : 0
    // Swift prints the shortest spelling that reads back as the same Double: "0.125", "1e-05", "1.5e+15".
    let text = String(describing: magnitude)
    let parts = text.split(separator: "e", maxSplits: 1)
    let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
    let mantissa = parts[0].split(separator: ".", maxSplits: 1)
    let whole = mantissa[0]
    let fraction = mantissa.count == 2 ? mantissa[1] : ""
    var digits = (whole + fraction).utf8.map { Int($0) - 48 }
    var point = whole.count + exponent
    if point < 0 {
      digits = Array(repeating: 0, count: -point) + digits
      point = 0
    }
    if digits.count < point + count { digits += Array(repeating: 0, count: point + count - digits.count) }
    let kept = point + count
    let rest = digits[kept...]
    digits.removeSubrange(kept...)
    if let first = rest.first {
      let beyondHalf = rest.dropFirst().contains { $0 != 0 }
      let lastIsOdd = (digits.last ?? 0) % 2 == 1
      if first > 5 || (first == 5 && (beyondHalf || lastIsOdd)) {
        var i = digits.count - 1
        while i >= 0, digits[i] == 9 {
          digits[i] = 0
          i -= 1
        }
        if i >= 0 {
          digits[i] += 1
        } else {
          digits.insert(1, at: 0)
          point += 1
        }
      }
    }
    let wholeText = String(digits[..<point].map { Character(String($0)) }).drop { $0 == "0" }
    wholeDigits = wholeText.isEmpty ? "0" : String(wholeText)
    fractionDigits = String(digits[point...].map { Character(String($0)) })
    isNegative = value < 0 && digits.contains { $0 != 0 }
  }

  /// The number as digits: "-1234.50" (no grouping, "." before the fraction).
  public var description: String {
    (isNegative ? "-" : "") + wholeDigits + (fractionDigits.isEmpty ? "" : "." + fractionDigits)
  }
}
