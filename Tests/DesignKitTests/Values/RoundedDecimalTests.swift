import DesignKit
import Foundation
import Testing

/// A rolling counter's rounding is the platform's number formatting's: half to even on the shortest spelling.
@Suite struct RoundedDecimalTests {
  @Test(arguments: [
    (2.5, 0, "2"), (3.5, 0, "4"), (0.125, 2, "0.12"), (0.135, 2, "0.14"), (1.115, 2, "1.12"), (999.995, 2, "1000.00"),
    (0.0001, 2, "0.00"), (-0.001, 2, "0.00"), (-1.5, 0, "-2"), (1e-7, 9, "0.000000100"), (1234.5, 2, "1234.50"),
    (9.99, 1, "10.0"),
  ])
  func roundsHalfToEven(value: Double, digits: Int, written: String) {
    #expect(RoundedDecimal(value, fractionDigits: digits).description == written)
  }

  /// Foundation's `NumberFormatter`, with its default rounding mode, writes the same whole numbers: ties (k + 0.5)
  /// go to the even neighbour. (swift-corelibs-foundation ignores `maximumFractionDigits` above 0, so fraction
  /// digits are checked against the table above, ICU's results on Apple platforms.)
  @Test func agreesWithNumberFormatterOnWholeNumbers() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.numberStyle = .decimal
    formatter.usesGroupingSeparator = false
    formatter.maximumFractionDigits = 0
    #expect(formatter.roundingMode == .halfEven)
    var disagreements: [String] = []
    for k in -400..<4000 {
      let value = Double(k) / 8
      let ours = RoundedDecimal(value, fractionDigits: 0).description
      let theirs = formatter.string(from: NSNumber(value: value)) ?? "nil"
      // The platform writes "-0" where a rolling counter shows no sign.
      if ours != theirs, theirs != "-0" { disagreements.append("\(value): \(ours), NumberFormatter \(theirs)") }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
  }
}
