import DesignKitCore

/// Rows of content separated by hairlines, with the model's row insets; no background of its own.
///
/// `VBaseList(rows: ["Wi-Fi", "Bluetooth"])`
public struct VBaseList: ConfiguredComponent {
  public typealias Machine = AvailabilityMachine
  public typealias Model = VBaseListModel
  public static var family: ComponentFamily { .lists }
  public static var accessibilityRole: AccessibilityRole { .list }
  public static var contrastPairs: [ContrastPair] { [ContrastPair(foreground: "colors.rows.text")] }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.rows.minHeight") }

  /// Applied by the component itself: Separators are part of the list's content (which rows get one, and how many the drawing lays out); a list
  /// has no interaction for them to change.
  public static var contentSettings: [String] {
    ["misc.showsSeparators", "misc.showsFirstSeparator", "misc.showsLastSeparator"]
  }

  public var model: VBaseListModel
  public var state: Availability
  /// The rows' titles.
  public var rows: [String]
  public var accessibilityLabel: String { "List" }
  public var accessibilityValue: String? { "\(rows.count) rows" }
  /// The number of separators drawn: between rows, plus the first and last ones when the model shows them.
  public var separatorCount: Int {
    guard !rows.isEmpty, model.misc.showsSeparators else { return 0 }
    return rows.count - 1 + (model.misc.showsFirstSeparator ? 1 : 0) + (model.misc.showsLastSeparator ? 1 : 0)
  }

  /// Creates a list.
  public init(model: VBaseListModel = .init(), state: Availability = .enabled, rows: [String]) {
    self.model = model
    self.state = state
    self.rows = rows
  }
}
