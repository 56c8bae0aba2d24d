extension JSONValue {
  /// Whether both values have the same kinds, members (in order), elements and scalars, ignoring source locations.
  ///
  /// Numbers compare with `==`, so `0` equals `-0` and NaN equals nothing.
  public func isStructurallyEqual(to other: JSONValue) -> Bool {
    switch (kind, other.kind) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.isStructurallyEqual(to: $1) }
    case (.object(let a), .object(let b)):
      return a.count == b.count
        && zip(a, b).allSatisfy { $0.key == $1.key && $0.value.isStructurallyEqual(to: $1.value) }
    default: return false
    }
  }
}
