import DesignKitCore

// The value pickers draw the value their machine holds, not the one they were built with, so a hosted picker shows
// what a drag, a key or its owner (`bindingChanged`) set: without these, a host's slider kept its thumb where the
// initializer put it while its machine moved on (the controlled-value battery, `ControlledValueTests`, found it).

extension VSlider {
  /// The slider at the machine's value.
  public func following(_ machine: SliderMachine) -> VSlider {
    var shown = self
    shown.value = machine.value
    return shown
  }
}

extension VRangeSlider {
  /// The range slider at the machine's range.
  public func following(_ machine: RangeSliderMachine) -> VRangeSlider {
    var shown = self
    shown.lower = machine.state.lower
    shown.upper = machine.state.upper
    return shown
  }
}

extension VStepper {
  /// The stepper at the machine's value.
  public func following(_ machine: StepperMachine) -> VStepper {
    var shown = self
    shown.value = machine.value
    return shown
  }
}

extension VSegmentedPicker {
  /// The picker with the machine's segment selected.
  public func following(_ machine: SegmentedPickerMachine) -> VSegmentedPicker {
    var shown = self
    shown.selection = machine.selection
    return shown
  }
}

extension VRadioGroup {
  /// The group with the machine's option selected.
  public func following(_ machine: SegmentedPickerMachine) -> VRadioGroup {
    var shown = self
    shown.selection = machine.selection
    return shown
  }
}

extension VTabNavigationView {
  /// The tab bar with the machine's tab selected.
  public func following(_ machine: SegmentedPickerMachine) -> VTabNavigationView {
    var shown = self
    shown.selectedTab = machine.selection
    return shown
  }
}

extension VWheelPicker {
  /// The wheel with the machine's row selected.
  public func following(_ machine: WheelPickerMachine) -> VWheelPicker {
    var shown = self
    shown.selection = machine.selection
    return shown
  }
}

extension VMenuPicker {
  /// The menu picker showing the machine's selection.
  public func following(_ machine: MenuPickerMachine) -> VMenuPicker {
    var shown = self
    shown.selection = machine.selection
    return shown
  }
}
