import DesignKitCore

/// A titled group of rows; the title is a header for assistive technologies. It takes neither focus nor hover:
/// it is enabled or disabled.
///
/// `VListSection(title: "Network", rows: [VRow(leading: "Wi-Fi", trailing: "Home")])`
public struct VListSection: ConfiguredComponent {
  public typealias Machine = AvailabilityMachine
  public static var family: ComponentFamily { .lists }
  public static var accessibilityRole: AccessibilityRole { .header }
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.header", content: .text(font: "fonts.header")), .surface()]
  }
  public static func machineParameters(for model: VListSectionModel) -> AvailabilityParameters {
    AvailabilityParameters()
  }
  public static var contentKeys: [ContentKey<Self>] { [.init("title", \.title)] }

  public var model: VListSectionModel
  public var state: Availability
  /// The title above the rows.
  public var title: String
  /// The rows, each with its own model.
  public var rows: [VRow]
  /// The title as written (a renderer capitalizes it for display).
  public var accessibilityLabel: String { title }
  /// How many rows the group holds ("3 rows").
  public var accessibilityValue: String? { rows.count == 1 ? "1 row" : "\(rows.count) rows" }

  /// Creates a section.
  public init(model: VListSectionModel = .init(), state: Availability = .enabled, title: String, rows: [VRow] = []) {
    self.model = model
    self.state = state
    self.title = title
    self.rows = rows
  }
}
