import DesignKitCore

/// A wheel of titled rows: dragging scrolls it, letting go snaps to the nearest selectable row, arrow keys step.
///
/// `VWheelPicker(items: ["XS", "S", "M", "L"], disabledItems: [0], selection: 2, onChange: { size = $0 })`
public struct VWheelPicker: SingleSelectionPicker {
  public typealias Machine = WheelPickerMachine
  public static var family: ComponentFamily { .itemPickers }
  public static var accessibilityRole: AccessibilityRole { .picker }
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.rowTitle", background: "colors.indicator")]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.height") }
  public static func machineParameters(for model: VWheelPickerModel) -> WheelPickerParameters { .init() }

  public var model: VWheelPickerModel
  public var state: DragInteraction
  /// The rows' titles.
  public var items: [String]
  /// Indices of rows that cannot be selected.
  public var disabledItems: Set<Int>
  /// The selected row.
  public var selection: Int
  /// Called with the new selection when the wheel settles on another row.
  public var onChange: @Sendable (Int) -> Void
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.focusHover(.focusGained(.keyboard)), .keyDown(.arrowDown)], expected: ["1"]) { report in
      VWheelPicker(items: ["A", "B"]) { report("\($0)") }
    }
  }
  /// What the wheel chooses ("Size").
  public var accessibilityLabel: String
  public var machineParameters: WheelPickerParameters {
    WheelPickerParameters(rowCount: items.count, disabledRows: disabledItems)
  }
  public func restingMachine() -> WheelPickerMachine {
    WheelPickerMachine(parameters: machineParameters, selection: selection, isEnabled: state != .disabled)
  }

  /// Creates a wheel picker.
  public init(
    model: VWheelPickerModel = .init(), state: DragInteraction = .idle, items: [String], disabledItems: Set<Int> = [],
    selection: Int = 0, accessibilityLabel: String = "", onChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    (self.model, self.state, self.items, self.disabledItems) = (model, state, items, disabledItems)
    (self.selection, self.accessibilityLabel, self.onChange) = (selection, accessibilityLabel, onChange)
  }
}
