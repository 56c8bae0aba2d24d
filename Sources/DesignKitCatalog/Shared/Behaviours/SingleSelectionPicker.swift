import DesignKitCore

/// A picker of one item among titled items (a segmented picker, a wheel, a menu picker, a radio group): a
/// composition sets its selection by index, it reads the selected title as its value, and a machine output that
/// carries a new index calls `onChange`.
public protocol SingleSelectionPicker: ConfiguredComponent {
  /// The items' titles.
  var items: [String] { get }
  /// The selected item.
  var selection: Int { get set }
  /// Called with the new selection.
  var onChange: @Sendable (Int) -> Void { get }
}

extension SingleSelectionPicker {
  public static var contentKeys: [ContentKey<Self>] { [.init("selection", \.selection)] }
  public func handle(_ output: MachineOutput) { if let index = output.changedValue?.indexValue { onChange(index) } }
  public var accessibilityValue: String? { items.indices.contains(selection) ? items[selection] : nil }
}
