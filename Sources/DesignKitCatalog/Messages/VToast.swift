import DesignKitCore

/// A short message at an edge of the screen of four types (info, success, warning, error), each with its own
/// model; it dismisses itself after the model's duration (paused by hover or focus), by a swipe, or by its owner.
///
/// `VToast(type: .success, state: .shown, text: "Saved")`
public struct VToast: TypedComponent, DismissibleComponent {
  public typealias Machine = ToastMachine
  /// The toast's types.
  public enum Kind: String, StyleChoice {
    /// What the message is about; it picks the type's colors and how it is announced.
    case info, success, warning, error
  }
  public static var family: ComponentFamily { .messages }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var contrastPairs: [ContrastPair] {
    Kind.allCases.flatMap {
      [
        ContrastPair(foreground: "\($0).colors.text", background: "\($0).colors.background"),
        .surface("\($0).colors.background"),
      ]
    }
  }
  public static func machineParameters(for model: VToastModel) -> ToastParameters {
    VToast(model: model, text: "").machineParameters
  }
  public static func machineParameters(for model: VToastModel, type: Kind) -> ToastParameters {
    VToast(model: model, type: type, text: "").machineParameters
  }
  public static var contentKeys: [ContentKey<Self>] { [.init("text", \.text), .init("icon", \.icon)] }

  public var model: VToastModel
  public var type: Kind
  public var state: ToastPhase
  /// The message.
  public var text: String
  /// The icon before the message; nil: the type's (a circled sign).
  public var icon: DrawingIcon?
  /// Called when the toast has been dismissed.
  public var onDismiss: @Sendable () -> Void
  /// A swipe down (toward its bottom edge) dismisses; `onDismiss` runs when the exit ends.
  public static var callbackProbe: CallbackProbe<Self>? {
    .dismissal(by: [.swipeEnded(translation: 80, velocity: 0, height: 60), .timePassed(3)]) {
      VToast(state: .shown, text: "Saved", onDismiss: $0)
    }
  }
  public var accessibilityLabel: String { text }
  /// How the message is announced when it appears: an error at once, the other types politely.
  public var announcement: AccessibilityAnnouncement { type == .error ? .assertive : .polite }
  public var machineParameters: ToastParameters { model[type].parameters }

  /// Creates a toast; it starts removed, as a toast not posted yet, so that its owner shows it with
  /// `bindingChanged(true)` (pass `state: .shown` for one on screen already).
  public init(
    model: VToastModel = .init(), type: Kind = .info, state: ToastPhase = .removed, text: String,
    icon: DrawingIcon? = nil, onDismiss: @escaping @Sendable () -> Void = {}
  ) {
    self.model = model
    self.type = type
    self.state = state
    self.text = text
    self.icon = icon
    self.onDismiss = onDismiss
  }
}
