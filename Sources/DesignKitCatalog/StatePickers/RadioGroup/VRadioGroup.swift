import DesignKitCore

/// Radio buttons with one selection: pressing an option selects it; arrow keys move the selection and focus
/// within the group, skipping disabled options. Its machine is the segmented picker's (one selection among items).
///
/// `VRadioGroup(options: ["Small", "Medium", "Large"], selection: 1, onChange: { size = $0 })`
public struct VRadioGroup: SingleSelectionPicker {
  public typealias Machine = SegmentedPickerMachine
  public static var family: ComponentFamily { .statePickers }
  public static var accessibilityRole: AccessibilityRole { .radioButton }
  public static var contrastPairs: [ContrastPair] { [ContrastPair(foreground: "colors.title")] }
  public static var targetSize: TargetSize? {
    TargetSize(
      width: "layout.radioButton.dimension", height: "layout.radioButton.dimension",
      margin: "layout.radioButton.hitBox")
  }
  public static func machineParameters(for model: VRadioGroupModel) -> SegmentedPickerParameters {
    VRadioGroup(model: model, options: ["1", "2", "3"]).machineParameters
  }
  public static var machineSettings: [String] { ["misc.wrapsAround"] }

  public var model: VRadioGroupModel
  public var state: InteractionState
  /// The options' titles.
  public var options: [String]
  /// The options' titles, the items it selects among.
  public var items: [String] { options }
  /// The icon beside each option's title, by index (`layout.radioButton.label` places it); nil or left out: the title
  /// alone.
  public var optionIcons: [DrawingIcon?]
  /// Indices of options disabled on their own.
  public var disabledOptions: Set<Int>
  /// The selected option.
  public var selection: Int
  /// Called with the new selection.
  public var onChange: @Sendable (Int) -> Void
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.pointerDown(segment: 1), .pointerUp], expected: ["1"]) { report in
      VRadioGroup(options: ["A", "B"]) { report("\($0)") }
    }
  }
  /// What the group chooses ("Size").
  public var accessibilityLabel: String
  public var machineParameters: SegmentedPickerParameters {
    SegmentedPickerParameters(
      segmentCount: options.count, disabledSegments: disabledOptions, wrapsAround: model.misc.wrapsAround,
      isRow: false)
  }
  public func restingMachine() -> SegmentedPickerMachine {
    SegmentedPickerMachine(parameters: machineParameters, selection: selection, isEnabled: state != .disabled)
  }

  /// Creates a radio group.
  public init(
    model: VRadioGroupModel = .init(), state: InteractionState = .enabled, options: [String],
    optionIcons: [DrawingIcon?] = [], disabledOptions: Set<Int> = [], selection: Int = 0,
    accessibilityLabel: String = "",
    onChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    (self.model, self.state, self.options, self.disabledOptions) = (model, state, options, disabledOptions)
    self.optionIcons = optionIcons
    (self.selection, self.accessibilityLabel, self.onChange) = (selection, accessibilityLabel, onChange)
  }
}
