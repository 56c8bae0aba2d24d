/// A value that a machine's `valueChanged` output reports, as a Swift type: a toggle reports `ToggleValue`, a
/// slider `Double`. Every state dimension is one.
///
/// Outputs carry the value as its text (so that `MachineOutputs` stays one flat, cheap value); the text is the
/// value's raw value or shortest round-tripping number, so reading it back loses nothing.
public protocol MachineValue: Hashable, Sendable {
  /// The value that an output's text names; nil when it names none.
  init?(reported text: String)
}

extension Never: MachineValue {
  public init?(reported text: String) { nil }
}

extension Double: MachineValue {
  public init?(reported text: String) { self.init(text) }
}

extension Int: MachineValue {
  public init?(reported text: String) { self.init(text) }
}

extension String: MachineValue {
  public init?(reported text: String) { self = text }
}

extension ClosedRange: MachineValue where Bound == Double {
  /// Reads `lower…upper`.
  public init?(reported text: String) {
    let bounds = text.split(separator: "…", omittingEmptySubsequences: false)
    guard bounds.count == 2, let lower = Double(bounds[0]), let upper = Double(bounds[1]), lower <= upper else {
      return nil
    }
    self = lower...upper
  }
}
