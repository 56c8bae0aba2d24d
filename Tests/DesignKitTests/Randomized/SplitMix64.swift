#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A small seeded generator (SplitMix64) with its own range helpers, so a seed gives the same values on every
/// toolchain (the standard library's `random(in:using:)` algorithms are not guaranteed to stay the same).
struct SplitMix64: Sendable, RandomNumberGenerator {
  private(set) var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (`bound` > 0), by the multiply-shift method.
  mutating func below(_ bound: Int) -> Int {
    Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A number in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { unit() < p }

  /// A double in `0..<1` with 53 random bits.
  mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A double in `range`.
  mutating func double(in range: ClosedRange<Double>) -> Double {
    min(range.upperBound, range.lowerBound + unit() * (range.upperBound - range.lowerBound))
  }

  /// One element of a non-empty array.
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  /// A random subset of `items`, each kept with probability `p`, in order.
  mutating func subset<T>(_ items: [T], _ p: Double) -> [T] { items.filter { _ in chance(p) } }

  /// A seed derived from a name (FNV-1a), so each machine or component gets its own stream.
  static func seed(_ name: String, base: UInt64) -> UInt64 {
    var h: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in name.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return h ^ base
  }

  /// The base seed of randomized tests: fixed, or `DESIGNKIT_SEED` (decimal or 0x-hex) to explore or reproduce.
  static let baseSeed: UInt64 = {
    guard let text = ProcessInfo.processInfo.environment["DESIGNKIT_SEED"] else { return 0x0D15_EA5E_DE51_6E00 }
    if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) ?? 0 }
    return UInt64(text) ?? 0
  }()
}
