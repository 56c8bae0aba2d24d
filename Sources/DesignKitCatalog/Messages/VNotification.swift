import DesignKitCore

/// A card at the top of the screen with an icon, a title and a message; it dismisses itself after the model's
/// duration (paused by hover or focus), by a swipe toward its edge (it follows the finger meanwhile: the toast
/// machine's doc says how), or by its owner.
///
/// `VNotification(state: .shown, icon: .envelope, title: "Ada Lovelace", message: "See you at the station")`
public struct VNotification: DismissibleComponent {
  public typealias Machine = ToastMachine
  public typealias Model = VNotificationModel
  public static var family: ComponentFamily { .messages }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(foreground: "colors.title", background: "colors.background", content: .text(font: "fonts.title")),
      ContrastPair(
        foreground: "colors.message", background: "colors.background", content: .text(font: "fonts.message")),
      ContrastPair(foreground: "colors.icon", background: "colors.iconBackground", content: .graphic),
      .surface("colors.background"),
    ]
  }
  public static func machineParameters(for model: VNotificationModel) -> ToastParameters { model.parameters }
  public static var machineSettings: [String] {
    [
      "misc.edge", "misc.displayDuration", "misc.pausesOnHoverOrFocus", "misc.dismissesOnSwipe",
      "misc.swipeThresholdFraction", "misc.flickVelocity",
    ]
  }
  public static var contentKeys: [ContentKey<Self>] {
    [.init("icon", \.icon), .init("title", \.title), .init("message", \.message)]
  }

  public var model: VNotificationModel
  public var state: ToastPhase
  /// The icon on its rounded square, by its SF Symbols name.
  public var icon: DrawingIcon
  /// The title.
  public var title: String
  /// The message under the title.
  public var message: String
  /// Called when the notification has been dismissed.
  public var onDismiss: @Sendable () -> Void
  /// How far (points, positive down) a swipe in progress has moved it.
  public var swipeOffset: Double = 0
  /// A swipe up dismisses; `onDismiss` runs when the exit ends.
  public static var callbackProbe: CallbackProbe<Self>? {
    .dismissal(by: [.swipeEnded(translation: -80, velocity: 0, height: 80), .timePassed(3)]) {
      VNotification(state: .shown, icon: .bell, title: "Reminder", message: "Stand-up in 5 minutes", onDismiss: $0)
    }
  }
  public var accessibilityLabel: String { title }
  public var accessibilityValue: String? { message }
  /// Announced politely when it appears.
  public var announcement: AccessibilityAnnouncement { .polite }

  /// Creates a notification; it starts removed, as one not posted yet, so that its owner shows it with
  /// `bindingChanged(true)` (pass `state: .shown` for one on screen already).
  public init(
    model: VNotificationModel = .init(), state: ToastPhase = .removed, icon: DrawingIcon = .bell, title: String,
    message: String = "", onDismiss: @escaping @Sendable () -> Void = {}
  ) {
    self.model = model
    self.state = state
    self.icon = icon
    self.title = title
    self.message = message
    self.onDismiss = onDismiss
  }
}
