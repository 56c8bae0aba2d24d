import DesignKitCore

/// A row of titled segments, one selected; single segments may be disabled; arrow keys move the selection.
///
/// `VSegmentedPicker(items: ["Day", "Week", "Month"], selection: 1, onChange: { period = $0 })`
public struct VSegmentedPicker: SingleSelectionPicker {
  public typealias Machine = SegmentedPickerMachine
  public static var family: ComponentFamily { .itemPickers }
  public static var accessibilityRole: AccessibilityRole { .picker }
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.selectedTitle", background: "colors.indicator")]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.minHeight", margin: "layout.hitBox") }
  public static func machineParameters(for model: VSegmentedPickerModel) -> SegmentedPickerParameters {
    VSegmentedPicker(model: model, items: ["1", "2", "3"]).machineParameters
  }
  public static var machineSettings: [String] { ["misc.wrapsAround"] }

  public var model: VSegmentedPickerModel
  public var state: InteractionState
  /// The segments' titles.
  public var items: [String]
  /// The icon beside each segment's title, by index (`layout.label` places it); nil or left out: the title alone.
  public var itemIcons: [DrawingIcon?]
  /// Indices of segments disabled on their own.
  public var disabledItems: Set<Int>
  /// The selected segment.
  public var selection: Int
  /// Called with the new selection.
  public var onChange: @Sendable (Int) -> Void
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.pointerDown(segment: 1), .pointerUp], expected: ["1"]) { report in
      VSegmentedPicker(items: ["A", "B"]) { report("\($0)") }
    }
  }
  /// What the picker chooses ("Period").
  public var accessibilityLabel: String
  public var machineParameters: SegmentedPickerParameters {
    SegmentedPickerParameters(
      segmentCount: items.count, disabledSegments: disabledItems, wrapsAround: model.misc.wrapsAround)
  }
  public func restingMachine() -> SegmentedPickerMachine {
    SegmentedPickerMachine(parameters: machineParameters, selection: selection, isEnabled: state != .disabled)
  }

  /// Creates a segmented picker.
  public init(
    model: VSegmentedPickerModel = .init(), state: InteractionState = .enabled, items: [String],
    itemIcons: [DrawingIcon?] = [], disabledItems: Set<Int> = [], selection: Int = 0, accessibilityLabel: String = "",
    onChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    (self.model, self.state, self.items, self.disabledItems) = (model, state, items, disabledItems)
    self.itemIcons = itemIcons
    (self.selection, self.accessibilityLabel, self.onChange) = (selection, accessibilityLabel, onChange)
  }
}
