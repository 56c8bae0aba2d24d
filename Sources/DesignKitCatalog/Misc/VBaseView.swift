import DesignKitCore

/// A screen base: a navigation bar with a title and leading and trailing items over the screen's content.
///
/// `VBaseView(title: "Inbox", leadingItems: ["Edit"], trailingItems: ["Compose"])`
public struct VBaseView: ConfiguredComponent {
  public typealias Machine = AvailabilityMachine
  public typealias Model = VBaseViewModel
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .header }
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(foreground: "colors.title", background: "colors.navigationBar"),
      ContrastPair(foreground: "colors.items", background: "colors.navigationBar"),
    ]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.minNavigationBarHeight") }

  /// Applied by the component itself: Where the title shows (inline or large) is decided by the content layout, not by an interaction.
  public static var contentSettings: [String] { ["misc.titleDisplayMode"] }
  public static var contentKeys: [ContentKey<Self>] { [.init("title", \.title), .init("isScrolled", \.isScrolled)] }

  public var model: VBaseViewModel
  public var state: Availability
  /// The navigation bar's title.
  public var title: String
  /// The items at the bar's leading end.
  public var leadingItems: [String]
  /// The items at the bar's trailing end.
  public var trailingItems: [String]
  /// Whether the content is scrolled from its top: a large title then shows inline in the bar.
  public var isScrolled: Bool
  public var accessibilityLabel: String { title }

  /// Creates a screen base.
  public init(
    model: VBaseViewModel = .init(), state: Availability = .enabled, title: String, leadingItems: [String] = [],
    trailingItems: [String] = [], isScrolled: Bool = false
  ) {
    self.model = model
    self.state = state
    self.title = title
    self.leadingItems = leadingItems
    self.trailingItems = trailingItems
    self.isScrolled = isScrolled
  }
}
