import DesignKitValues

/// Every machine family, for tools and the CLI.
public enum MachineCatalog {
  /// One descriptor per machine, with default parameters, in a stable order.
  public static let all: [MachineDescriptor] = [
    MachineDescriptor(
      PressMachine.self, name: "press", family: "buttons",
      summary: "a button's press: pointer, keyboard and accessibility presses, long press, loading",
      parameters: PressParameters()),
    MachineDescriptor(
      LinkMachine.self, name: "navigationLink", family: "buttons",
      summary: "a navigation link: a press that pushes its destination when it fires",
      parameters: LinkParameters(target: .destination("Details"))),
    MachineDescriptor(
      LinkMachine.self, name: "link", family: "buttons",
      summary: "a link: a press that opens its URL when it fires",
      parameters: LinkParameters(target: .url("https://example.com"))),
    MachineDescriptor(
      SwitchMachine.self, name: "switch", family: "state pickers",
      summary: "an on/off toggle: the value flips when its press fires", parameters: ToggleParameters()),
    MachineDescriptor(
      CheckboxMachine.self, name: "checkbox", family: "state pickers",
      summary: "a checkbox: off / on / indeterminate; a fired press goes to on from indeterminate",
      parameters: ToggleParameters()),
    MachineDescriptor(
      RadioMachine.self, name: "radio", family: "state pickers",
      summary: "a radio button: a fired press turns it on; on stays on", parameters: ToggleParameters()),
    MachineDescriptor(
      TextInputMachine.self, name: "textInput", family: "inputs",
      summary: "a text field: focus, hover, validation, clear button and secure-entry reveal",
      parameters: TextInputParameters(contentType: .secure, hasClearButton: true)),
    MachineDescriptor(
      SegmentedPickerMachine.self, name: "segmentedPicker", family: "item pickers",
      summary: "a segmented picker of 3 segments: per-segment state, selection on the fired press, arrow keys",
      parameters: SegmentedPickerParameters()),
    MachineDescriptor(
      MenuPickerMachine.self, name: "menuPicker", family: "item pickers",
      summary:
        "a button presenting a menu of 3 items (item 1 disabled): selecting one closes it, so do Escape and outside taps",
      parameters: MenuPickerParameters(itemCount: 3, disabledItems: [1])),
    MachineDescriptor(
      WheelPickerMachine.self, name: "wheelPicker", family: "item pickers",
      summary: "a wheel of 5 rows, row 3 disabled: drag scrolls, release snaps to the nearest row, arrow keys step",
      parameters: WheelPickerParameters(rowCount: 5, disabledRows: [3])),
    MachineDescriptor(
      SliderMachine.self, name: "slider", family: "value pickers",
      summary: "a slider over 0…1 in steps of 0.1: drag, arrows, Page keys, Home / End",
      parameters: SliderParameters(step: 0.1)),
    MachineDescriptor(
      SliderMachine.self, name: "verticalSlider", family: "value pickers",
      summary: "a bottom-to-top slider under right to left: arrow up and arrow left (towards trailing) increase",
      parameters: SliderParameters(step: 0.1, direction: .bottomToTop, layoutDirection: .rightToLeft)),
    MachineDescriptor(
      SliderMachine.self, name: "macSlider", family: "value pickers",
      summary: "a slider on macOS: its body drags too, so a press anywhere on the track moves the value there",
      parameters: SliderParameters(step: 0.1, bodyIsDraggable: true)),
    MachineDescriptor(
      RangeSliderMachine.self, name: "rangeSlider", family: "value pickers",
      summary: "a range slider over 0…1 in steps of 0.1 keeping its thumbs 0.1 apart",
      parameters: SliderParameters(step: 0.1)),
    MachineDescriptor(
      StepperMachine.self, name: "stepper", family: "value pickers",
      summary: "a stepper: a step on press, auto-repeat after a delay, stops at its bounds",
      parameters: StepperParameters(upperBound: 3)),
    MachineDescriptor(
      DisclosureMachine.self, name: "disclosure", family: "lists",
      summary: "an accordion section: the header's fired press expands or collapses it", parameters: ToggleParameters()),
    MachineDescriptor(
      PresentationMachine.self, name: "presentation", family: "modals",
      summary: "presented content (modal timing): presenting / dismissing on the virtual clock, dismiss sources",
      parameters: .modal),
    MachineDescriptor(
      PresentationMachine.self, name: "bottomSheet", family: "modals",
      summary:
        "the presentation machine tuned as a bottom sheet: 0.2 s animations, pull-down dismiss past 100 pt (its "
        + "components are listed under presentation; VHalfModal's detents are detentSheet)",
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
      InertFieldMachine.self, name: "inertField", family: "inputs",
      summary: "a form field's label: the owner's validation × enabled or disabled; no focus, hover or press",
      parameters: AvailabilityParameters()),
    MachineDescriptor(
      PageIndicatorMachine.self, name: "pageIndicator", family: "indicators",
      summary: "a page indicator (auto form, 5 pages, auto-advance every 2 s)",
      parameters: {
        var p = PageIndicatorParameters()
        p.autoAdvanceInterval = 2
        return p
      }()),
    MachineDescriptor(
      AvailabilityMachine.self, name: "availability", family: "lists, misc",
      summary: "passive content (a text, a list, a sheet): only enabled-ness changes",
      parameters: AvailabilityParameters()),
    MachineDescriptor(
      NavigationStackMachine.self, name: "navigationStack", family: "navigation",
      summary: "a navigation stack of 3 destinations: push, back button, swipe back past 100 pt, timed transitions",
      parameters: NavigationStackParameters()),
    MachineDescriptor(
      DetentSheetMachine.self, name: "detentSheet", family: "modals",
      summary: "a half modal in an 800 pt container: detents 0.3 / 0.75 / 0.9, drag and snap, pull-down dismiss",
      parameters: DetentSheetParameters()),
    MachineDescriptor(
      DetentSheetMachine.self, name: "macDetentSheet", family: "modals",
      summary: "a half modal on macOS: every detent 640 pt of an 800 pt container; a snap back keeps its detent",
      parameters: .macOS),
    MachineDescriptor(
      ActionMenuMachine.self, name: "actionMenu", family: "modals",
      summary: "a menu, dialog or action sheet of 3 actions: choosing one fires it once and dismisses",
      parameters: ActionMenuParameters()),
    MachineDescriptor(
      CodeEntryMachine.self, name: "codeEntry", family: "inputs",
      summary: "a code entry of 4 digit cells: typing fills the next cell, delete clears the last, paste fills all",
      parameters: .sample),
    MachineDescriptor(
      PagingMachine.self, name: "carousel", family: "lists",
      summary: "a carousel of 5 cards 260 pt apart: a drag past half a card or a flick pages, then it settles",
      parameters: .carousel),
    MachineDescriptor(
      PagingMachine.self, name: "pagerTab", family: "navigation",
      summary: "a pager tab view of 3 pages: tabs and drags page, the indicator follows the drag",
      parameters: PagingParameters()),
    MachineDescriptor(
      AsyncImageMachine.self, name: "asyncImage", family: "misc",
      summary:
        "an image from a URL: empty, loading (30 s timeout), loaded or failed; retry by button or once by itself",
      parameters: .retryingOnce),
    MachineDescriptor(
      BouncingMarqueeMachine.self, name: "bouncingMarquee", family: "misc",
      summary:
        "a bouncing marquee: content wider than its container travels there and back at 20 pt/s, 1 s waits (2 s first)",
      parameters: MarqueeParameters()),
    MachineDescriptor(
      WrappingMarqueeMachine.self, name: "wrappingMarquee", family: "misc",
      summary:
        "a wrapping marquee: content wider than its container travels its width and wraps, 1 s waits (2 s first)",
      parameters: MarqueeParameters()),
    MachineDescriptor(
      RollingCounterMachine.self, name: "rollingCounter", family: "misc",
      summary:
        "a rolling counter of 2 fraction digits: a new shown value rolls its digits up or down for 0.25 s, then "
        + "its highlight fades for 0.25 s",
      parameters: RollingCounterParameters()),
  ]

  /// The descriptor named `name`.
  /// - Throws: a `Diagnostic` (`unknownComponent`) listing the machine names, nearest first.
  public static func descriptor(named name: String) throws(Diagnostic) -> MachineDescriptor {
    if let d = all.first(where: { $0.name == name }) { return d }
    throw .unknown(.unknownComponent, "machine", named: name, among: all.map(\.name))
  }
}
