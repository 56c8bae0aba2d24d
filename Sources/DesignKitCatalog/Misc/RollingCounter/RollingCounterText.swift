import DesignKitCore

/// A rolling counter's number as characters: the sign and whole digits, grouping separators, the decimal separator
/// and fraction digits, written as the model's `misc` says.
struct RollingCounterText: Equatable {
  /// What a character is, which picks its color, font and margins.
  enum Kind: String {
    /// Whole-number digits and the sign; fraction digits; separators.
    case digit, fractionDigit, groupingSeparator, decimalSeparator
    /// Whether it is a separator (highlighted only when the model says so).
    var isSeparator: Bool { self == .groupingSeparator || self == .decimalSeparator }
  }

  /// One character and its kind.
  struct Character: Equatable {
    var text: String
    var kind: Kind
  }

  /// The sign and whole part, left to right, separators included.
  var whole: [Character]
  /// The decimal separator and the fraction digits; empty when none show.
  var fraction: [Character]

  /// `value` written with `misc`'s fraction digits (rounded half to even as `RoundedDecimal` says, trailing zeros
  /// kept down to the minimum), grouping and separators.
  init(_ value: Double, misc: VRollingCounterModel.Misc) {
    let most = misc.showsFractionDigits ? min(max(misc.maxFractionDigits, 0), 9) : 0
    let fewest = min(max(misc.minFractionDigits, 0), most)
    let number = RoundedDecimal(value, fractionDigits: most)
    var fractionDigits = Array(number.fractionDigits)
    while fractionDigits.count > fewest, fractionDigits.last == "0" { fractionDigits.removeLast() }
    var digits: [Character] = []
    for (i, digit) in number.wholeDigits.reversed().enumerated() {
      if misc.groupsDigits, i > 0, i % 3 == 0 {
        digits.append(Character(text: misc.groupingSeparator, kind: .groupingSeparator))
      }
      digits.append(Character(text: String(digit), kind: .digit))
    }
    if number.isNegative { digits.append(Character(text: "-", kind: .digit)) }
    whole = digits.reversed()
    fraction =
      fractionDigits.isEmpty
      ? []
      : [Character(text: misc.decimalSeparator, kind: .decimalSeparator)]
        + fractionDigits.map { Character(text: String($0), kind: .fractionDigit) }
  }

  /// `value` written as the resolved `misc` of a rolling counter says.
  init(_ value: Double, misc resolved: Resolved<VRollingCounterModel.Misc>) throws(Diagnostic) {
    var misc = VRollingCounterModel.Misc()
    misc.showsFractionDigits = try resolved.showsFractionDigits
    misc.minFractionDigits = try resolved.minFractionDigits
    misc.maxFractionDigits = try resolved.maxFractionDigits
    misc.groupsDigits = try resolved.groupsDigits
    misc.groupingSeparator = try resolved.groupingSeparator
    misc.decimalSeparator = try resolved.decimalSeparator
    self.init(value, misc: misc)
  }

  /// The number as one string.
  var string: String { (whole + fraction).map(\.text).joined() }

  /// The places of this number and `old` side by side, aligned at the decimal separator: each place's new and old
  /// character (nil where a number has none).
  func places(from old: RollingCounterText) -> [(new: Character?, old: Character?)] {
    let wholeCount = max(whole.count, old.whole.count)
    let fractionCount = max(fraction.count, old.fraction.count)
    func at(_ characters: [Character], _ i: Int) -> Character? { characters.indices.contains(i) ? characters[i] : nil }
    let wholes = (0..<wholeCount).map { i in
      (new: at(whole, i - (wholeCount - whole.count)), old: at(old.whole, i - (wholeCount - old.whole.count)))
    }
    return wholes + (0..<fractionCount).map { (new: at(fraction, $0), old: at(old.fraction, $0)) }
  }
}
