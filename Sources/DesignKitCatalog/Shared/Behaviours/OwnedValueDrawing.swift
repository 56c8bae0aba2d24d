import DesignKitCore

// The value pickers draw the value their machine holds, not the one they were built with, so a hosted picker shows
// what a drag, a key or its owner (`bindingChanged`) set: without these, a host's slider kept its thumb where the
// initializer put it while its machine moved on (the controlled-value battery, `ControlledValueTests`, found it).

extension VSlider {
  /// The slider at the machine's value.
  public func following(_ machine: SliderMachine) -> VSlider {
    with(\.value, machine.value)
  }
}

extension VRangeSlider {
  /// The range slider at the machine's range.
  public func following(_ machine: RangeSliderMachine) -> VRangeSlider {
    with(\.lower, machine.state.lower).with(\.upper, machine.state.upper)
  }
}

extension VStepper {
  /// The stepper at the machine's value.
  public func following(_ machine: StepperMachine) -> VStepper {
    with(\.value, machine.value)
  }
}

extension VSegmentedPicker {
  /// The picker with the machine's segment selected.
  public func following(_ machine: SegmentedPickerMachine) -> VSegmentedPicker {
    with(\.selection, machine.selection)
  }
}

extension VRadioGroup {
  /// The group with the machine's option selected.
  public func following(_ machine: SegmentedPickerMachine) -> VRadioGroup {
    with(\.selection, machine.selection)
  }
}

extension VTabNavigationView {
  /// The tab bar with the machine's tab selected.
  public func following(_ machine: SegmentedPickerMachine) -> VTabNavigationView {
    with(\.selectedTab, machine.selection)
  }
}

extension VWheelPicker {
  /// The wheel with the machine's row selected.
  public func following(_ machine: WheelPickerMachine) -> VWheelPicker {
    with(\.selection, machine.selection)
  }
}

extension VMenuPicker {
  /// The menu picker showing the machine's selection.
  public func following(_ machine: MenuPickerMachine) -> VMenuPicker {
    with(\.selection, machine.selection)
  }
}

extension DrawableComponent {
  /// This component with `field` set to `value`: how each picker above shows its machine's value.
  fileprivate func with<Value>(_ field: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
    var shown = self
    shown[keyPath: field] = value
    return shown
  }
}
