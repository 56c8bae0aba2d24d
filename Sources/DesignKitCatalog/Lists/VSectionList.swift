import DesignKitCore

/// A list of titled sections of rows, with a header above each section.
///
/// `VSectionList(sections: [.init(title: "Network", rows: ["Wi-Fi", "Bluetooth"])])`
public struct VSectionList: ConfiguredComponent {
  public typealias Machine = AvailabilityMachine
  public typealias Model = VSectionListModel
  /// One titled section.
  public struct Section: Sendable, Equatable {
    /// The header's title.
    public var title: String
    /// The rows' titles.
    public var rows: [String]

    /// Creates a section.
    public init(title: String, rows: [String]) {
      self.title = title
      self.rows = rows
    }
  }
  public static var family: ComponentFamily { .lists }
  public static var accessibilityRole: AccessibilityRole { .list }
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(foreground: "colors.rows.text", background: "colors.background"),
      ContrastPair(foreground: "colors.header", background: "colors.background"),
      .surface("colors.sectionBackground", on: "colors.background"),
    ]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.rows.minHeight") }

  public var model: VSectionListModel
  public var state: Availability
  /// The sections, in order.
  public var sections: [Section]
  /// Whether section headers stay pinned at the top while their section scrolls (a renderer's scrolling behaviour,
  /// which no still drawing shows).
  public var pinsHeaders: Bool
  public var accessibilityLabel: String { "List" }
  public var accessibilityValue: String? { "\(sections.count) sections" }

  /// Creates a section list.
  public init(
    model: VSectionListModel = .init(), state: Availability = .enabled, sections: [Section], pinsHeaders: Bool = false
  ) {
    self.model = model
    self.state = state
    self.sections = sections
    self.pinsHeaders = pinsHeaders
  }
}
