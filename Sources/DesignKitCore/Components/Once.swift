import DesignKitValues

/// A value computed on first use and kept, for what a registry entry can tell but most commands never ask.
///
/// Two threads asking at once may both compute it; the first result is kept and both return an equal value.
package final class Once<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let cache = Locked<Value?>(nil)

  /// A value `make` computes when first asked.
  package init(_ make: @escaping @Sendable () -> Value) { self.make = make }

  /// The value, computed now if no one asked before.
  package var value: Value {
    if let value = cache.withLock({ $0 }) { return value }
    let value = make()
    return cache.withLock { cached in
      if let cached { return cached }
      cached = value
      return value
    }
  }
}
