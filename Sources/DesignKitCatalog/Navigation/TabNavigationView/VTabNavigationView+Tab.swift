import DesignKitCore

extension VTabNavigationView {
  /// One tab.
  public struct Tab: Sendable, Equatable {
    /// The title under the icon.
    public var title: String
    /// The icon over the title.
    public var icon: DrawingIcon
    /// Whether it can be selected.
    public var isEnabled: Bool

    /// Creates a tab.
    public init(_ title: String, icon: DrawingIcon, isEnabled: Bool = true) {
      self.title = title
      self.icon = icon
      self.isEnabled = isEnabled
    }
  }

  /// The tab bar's machine at rest with this instance's selected tab.
  public func restingMachine() -> SegmentedPickerMachine {
    SegmentedPickerMachine(parameters: machineParameters, selection: selectedTab, isEnabled: state != .disabled)
  }

  /// What assistive technologies are told about tab `index`: "tab 2 of 4", selected or not.
  public func tabAccessibility(at index: Int) -> AccessibilityDescription {
    AccessibilityDescription(
      label: tabs.indices.contains(index) ? tabs[index].title : "", item: "tab", index: index, of: tabs.count,
      isSelected: index == selectedTab,
      isEnabled: state != .disabled && tabs.indices.contains(index) && tabs[index].isEnabled)
  }
}
