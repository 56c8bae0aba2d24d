import DesignKitCore

/// A button showing the selected item that presents a menu of items; selecting one closes the menu.
///
/// `VMenuPicker(items: ["Name", "Date", "Size"], selection: 1, onChange: { sort = $0 })`
public struct VMenuPicker: SingleSelectionPicker {
  public typealias Machine = MenuPickerMachine
  public static var family: ComponentFamily { .itemPickers }
  public static var accessibilityRole: AccessibilityRole { .picker }
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(foreground: "colors.title", background: "colors.background"),
      ContrastPair(foreground: "colors.row.title", background: "colors.menuBackground"),
      .surface("colors.menuBackground"),
    ]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.minHeight") }
  public static func machineParameters(for model: VMenuPickerModel) -> MenuPickerParameters { .init() }

  public var model: VMenuPickerModel
  public var state: ValueState<MenuPresentation>
  /// The items' titles.
  public var items: [String]
  /// The icon beside each item's title in the menu, by index (`layout.row.label` places it); nil or left out: the
  /// title alone.
  public var itemIcons: [DrawingIcon?]
  /// Indices of items that cannot be selected.
  public var disabledItems: Set<Int>
  /// The selected item.
  public var selection: Int
  /// The row of the open menu the keyboard highlights or a finger holds, if any.
  public var highlightedItem: Int?
  /// Called with the new selection.
  public var onChange: @Sendable (Int) -> Void
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.press(.pointerDown), .press(.pointerUp), .itemSelected(1)], expected: ["1"]) { report in
      VMenuPicker(items: ["A", "B"]) { report("\($0)") }
    }
  }
  /// What the picker chooses ("Sort by").
  public var accessibilityLabel: String
  public var machineParameters: MenuPickerParameters {
    MenuPickerParameters(itemCount: items.count, disabledItems: disabledItems)
  }
  public func restingMachine() -> MenuPickerMachine {
    MenuPickerMachine(parameters: machineParameters, selection: selection, restingIn: state)
  }

  /// Creates a menu picker.
  public init(
    model: VMenuPickerModel = .init(), state: ValueState<MenuPresentation> = .init(.closed), items: [String],
    itemIcons: [DrawingIcon?] = [],
    disabledItems: Set<Int> = [], selection: Int = 0, highlightedItem: Int? = nil, accessibilityLabel: String = "",
    onChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    (self.model, self.state, self.items, self.disabledItems) = (model, state, items, disabledItems)
    self.itemIcons = itemIcons
    (self.selection, self.highlightedItem) = (selection, highlightedItem)
    (self.accessibilityLabel, self.onChange) = (accessibilityLabel, onChange)
  }
}
