import DesignKitCore

/// The styled list: a base list of rows on a sheet, both kept whole in its model (`list`, `sheet`).
///
/// `VList(rows: ["Wi-Fi", "Bluetooth"])`
public struct VList: ConfiguredComponent {
  public typealias Machine = AvailabilityMachine
  public typealias Model = VListModel
  public static var family: ComponentFamily { .lists }
  public static var accessibilityRole: AccessibilityRole { .list }
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.list.rows.text", background: "colors.sheet.background")]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.list.rows.minHeight") }
  /// Applied by the component itself: which separators the rows get and whether the sheet clips them are the
  /// content the list lays out; a list has no interaction for them to change.
  public static var contentSettings: [String] {
    [
      "misc.list.showsSeparators", "misc.list.showsFirstSeparator", "misc.list.showsLastSeparator",
      "misc.sheet.clipsContent",
    ]
  }

  public var model: VListModel
  public var state: Availability
  /// The rows' titles.
  public var rows: [String]
  public var accessibilityLabel: String { "List" }
  public var accessibilityValue: String? { "\(rows.count) rows" }
  /// The base list it draws on its sheet.
  public var list: VBaseList { VBaseList(model: model.list, state: state, rows: rows) }
  /// The sheet under the rows.
  public var sheet: VSheet { VSheet(model: model.sheet, state: state) }

  /// Creates a list.
  public init(model: VListModel = .init(), state: Availability = .enabled, rows: [String]) {
    self.model = model
    self.state = state
    self.rows = rows
  }
}
