import DesignKitCore

extension MachineOutput {
  /// The index a selection change reports (`valueChanged(2)`); nil for any other output.
  var changedIndex: Int? {
    guard case .valueChanged(let text) = self else { return nil }
    return Int(text)
  }
}
