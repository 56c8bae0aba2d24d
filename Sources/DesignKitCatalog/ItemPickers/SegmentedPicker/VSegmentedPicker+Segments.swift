import DesignKitCore

extension VSegmentedPicker {
  /// What assistive technologies are told about segment `index` in `machine`'s state: its title, its position
  /// ("2 of 3") and whether it is selected or disabled.
  public func segmentAccessibility(at index: Int, in machine: SegmentedPickerMachine) -> AccessibilityDescription {
    let segment = machine.segmentState(at: index)
    var traits: [AccessibilityTrait] = [.button]
    if segment.value == .selected { traits.append(.selected) }
    if segment.interaction == .disabled { traits.append(.notEnabled) }
    let title = items.indices.contains(index) ? items[index] : ""
    return AccessibilityDescription(label: title, value: "\(index + 1) of \(items.count)", traits: traits)
  }
}
