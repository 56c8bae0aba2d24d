/// Every machine family, for tools and the CLI.
public enum MachineCatalog {
  /// One descriptor per machine, with default parameters, in a stable order.
  public static let all: [MachineDescriptor] = [
    MachineDescriptor(
      PressMachine.self, name: "press", family: "buttons",
      summary: "a button's press: pointer, keyboard and accessibility presses, long press, loading",
      parameters: PressParameters()),
    MachineDescriptor(
      SwitchMachine.self, name: "switch", family: "state pickers",
      summary: "an on/off toggle: the value flips when its press fires", parameters: .valueControl),
    MachineDescriptor(
      CheckboxMachine.self, name: "checkbox", family: "state pickers",
      summary: "a checkbox: off / on / indeterminate; a fired press goes to on from indeterminate",
      parameters: .valueControl),
    MachineDescriptor(
      RadioMachine.self, name: "radio", family: "state pickers",
      summary: "a radio button: a fired press turns it on; on stays on", parameters: .valueControl),
    MachineDescriptor(
      TextInputMachine.self, name: "textInput", family: "inputs",
      summary: "a text field: focus, hover, validation, clear button and secure-entry reveal",
      parameters: TextInputParameters(isSecure: true)),
    MachineDescriptor(
      SegmentedPickerMachine.self, name: "segmentedPicker", family: "item pickers",
      summary: "a segmented picker of 3 segments: per-segment state, selection on the fired press, arrow keys",
      parameters: SegmentedPickerParameters()),
    MachineDescriptor(
      SliderMachine.self, name: "slider", family: "value pickers",
      summary: "a slider over 0…1 in steps of 0.1: drag, arrows, Page keys, Home / End",
      parameters: SliderParameters(step: 0.1)),
    MachineDescriptor(
      RangeSliderMachine.self, name: "rangeSlider", family: "value pickers",
      summary: "a range slider over 0…1 in steps of 0.1 keeping its thumbs 0.1 apart",
      parameters: SliderParameters(step: 0.1)),
    MachineDescriptor(
      StepperMachine.self, name: "stepper", family: "value pickers",
      summary: "a stepper over 0…3: a step on press, auto-repeat after a delay, stops at the bounds",
      parameters: StepperParameters(upperBound: 3)),
    MachineDescriptor(
      DisclosureMachine.self, name: "disclosure", family: "lists",
      summary: "an accordion section: the header's fired press expands or collapses it", parameters: .valueControl),
    MachineDescriptor(
      PresentationMachine.self, name: "presentation", family: "modals",
      summary: "presented content (modal timing): presenting / dismissing on the virtual clock, dismiss sources",
      parameters: .modal),
    MachineDescriptor(
      PresentationMachine.self, name: "bottomSheet", family: "modals",
      summary: "a half modal / bottom sheet: 0.2 s animations, pull-down dismiss past 100 pt",
      parameters: .bottomSheet),
    MachineDescriptor(
      ToastMachine.self, name: "toast", family: "messages",
      summary: "a toast: appears, stays 3 s (paused by hover or focus), disappears", parameters: ToastParameters()),
    MachineDescriptor(
      SpinnerMachine.self, name: "spinner", family: "indicators",
      summary: "a spinner: spins while active and on screen", parameters: SpinnerParameters()),
    MachineDescriptor(
      ProgressBarMachine.self, name: "progressBar", family: "indicators",
      summary: "a progress bar: changes animate, a reset to zero shows at once", parameters: ProgressBarParameters()),
    MachineDescriptor(
      ContentMachine.self, name: "static", family: "misc",
      summary: "static content (badge, card, row): never pressed; focus and hover where its parameters allow",
      parameters: StaticParameters()),
    MachineDescriptor(
      FieldMachine.self, name: "staticField", family: "inputs",
      summary: "a form field's parts: the owner's validation × enabled, focused, hovered; never pressed",
      parameters: StaticParameters()),
    MachineDescriptor(
      PageIndicatorMachine.self, name: "pageIndicator", family: "indicators",
      summary: "a page indicator (auto form, 5 pages, auto-advance every 2 s)",
      parameters: {
        var p = PageIndicatorParameters()
        p.autoAdvanceInterval = 2
        return p
      }()),
  ]

  /// The descriptor named `name`.
  /// - Throws: a `Diagnostic` (`unknownComponent`) listing the machine names, nearest first.
  public static func descriptor(named name: String) throws(Diagnostic) -> MachineDescriptor {
    if let d = all.first(where: { $0.name == name }) { return d }
    let names = all.map(\.name)
    let near = Suggestions.nearest(to: name, in: names)
    throw Diagnostic(
      .unknownComponent,
      "no machine named `\(name)`\(Suggestions.phrase(near)); machines: \(names.joined(separator: ", "))",
      suggestions: near)
  }
}
