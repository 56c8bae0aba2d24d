import DesignKitCore

extension VRadioGroup {
  /// What assistive technologies are told about option `index` in `machine`'s state: a radio button named by its
  /// title, "1 of 3", selected or not, disabled on its own or with the group.
  public func optionAccessibility(at index: Int, in machine: SegmentedPickerMachine) -> AccessibilityDescription {
    let option = machine.segmentState(at: index)
    let title = options.indices.contains(index) ? options[index] : ""
    var description = AccessibilityDescription(
      role: .radioButton, label: title,
      state: ValueState<ToggleValue>(option.value == .selected ? .on : .off, option.interaction))
    description.value = "\(index + 1) of \(options.count)"
    return description
  }
}
