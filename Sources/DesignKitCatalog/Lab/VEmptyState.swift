import DesignKitCore

/// What a screen shows when it has nothing yet: a symbol, a title, a message and an optional action.
///
/// Assistive technologies read the symbol, title and message as one element; the action stays its own button.
/// `VEmptyState(symbol: .tray, title: "No messages", message: "New mail appears here.", actionTitle: "Refresh")`
public struct VEmptyState: ConfiguredComponent {
  public typealias Machine = AvailabilityMachine
  public typealias Model = VEmptyStateModel
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(foreground: "colors.title", content: .text(font: "fonts.title")),
      ContrastPair(foreground: "colors.message", content: .text(font: "fonts.message")),
    ]
  }
  public static var contentKeys: [ContentKey<Self>] {
    [
      .init("symbol", \.symbol), .init("title", \.title), .init("message", \.message),
      .init("actionTitle", \.actionTitle),
    ]
  }

  public var model: VEmptyStateModel
  public var state: Availability
  /// The symbol.
  public var symbol: DrawingIcon
  /// The title.
  public var title: String
  /// The message below the title.
  public var message: String
  /// The action button's title; nil shows no action.
  public var actionTitle: String?
  /// What the action does.
  public var action: (@Sendable () -> Void)?
  /// The title and message combined into one element ("No messages. New mail appears here.").
  public var accessibilityLabel: String {
    [title, message].filter { !$0.isEmpty }.map { $0.hasSuffix(".") ? $0 : $0 + "." }.joined(separator: " ")
  }

  /// Creates an empty state.
  public init(
    model: VEmptyStateModel = .init(), state: Availability = .enabled, symbol: DrawingIcon = .tray, title: String,
    message: String = "", actionTitle: String? = nil, action: (@Sendable () -> Void)? = nil
  ) {
    self.model = model
    self.state = state
    self.symbol = symbol
    self.title = title
    self.message = message
    self.actionTitle = actionTitle
    self.action = action
  }
}
