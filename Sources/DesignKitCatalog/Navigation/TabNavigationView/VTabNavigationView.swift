import DesignKitCore

/// A tab bar of items with titles and icons, one selected: pressing an item selects it, arrow keys move between
/// tabs (skipping disabled ones); each tab reads "tab 2 of 4" and whether it is selected.
///
/// `VTabNavigationView(tabs: [.init("Home", icon: .house), .init("Search", icon: .magnifyingglass)])`
public struct VTabNavigationView: ConfiguredComponent {
  public typealias Machine = SegmentedPickerMachine
  public static var family: ComponentFamily { .navigation }
  public static var accessibilityRole: AccessibilityRole { .tabBar }
  public static var contrastPairs: [ContrastPair] {
    ["item", "selectedItem"].map { ContrastPair(foreground: "colors.\($0)", background: "colors.background") }
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.height") }
  public static func machineParameters(for model: VTabNavigationViewModel) -> SegmentedPickerParameters {
    SegmentedPickerParameters(wrapsAround: model.misc.wrapsAround)
  }

  /// The `misc` settings the machine receives through `machineParameters(for:)`.
  public static var machineSettings: [String] {
    ["misc.wrapsAround"]
  }
  public static var contentKeys: [ContentKey<Self>] { [.init("selectedTab", \.selectedTab)] }

  public var model: VTabNavigationViewModel
  public var state: InteractionState
  /// The tabs, in order.
  public var tabs: [Tab]
  /// The selected tab.
  public var selectedTab: Int
  /// Called with the newly selected tab.
  public var onSelect: @Sendable (Int) -> Void
  /// Calls `onSelect` with the tab the machine reports selected.
  public func handle(_ output: MachineOutput) {
    if let tab = output.changedValue?.indexValue { onSelect(tab) }
  }
  /// Pressing the second tab selects it.
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.pointerDown(segment: 1), .press(.pointerUp)], expected: ["1"]) { report in
      VTabNavigationView(tabs: [.init("Home", icon: .house), .init("Search", icon: .magnifyingglass)]) {
        report(String($0))
      }
    }
  }
  public var accessibilityLabel: String { "Tab bar" }
  public var machineParameters: SegmentedPickerParameters {
    SegmentedPickerParameters(
      segmentCount: tabs.count, disabledSegments: Set(tabs.indices.filter { !tabs[$0].isEnabled }),
      wrapsAround: model.misc.wrapsAround)
  }

  /// Creates a tab navigation view.
  public init(
    model: VTabNavigationViewModel = .init(), state: InteractionState = .enabled, tabs: [Tab], selectedTab: Int = 0,
    onSelect: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    self.tabs = tabs
    self.selectedTab = selectedTab
    self.onSelect = onSelect
  }
}
