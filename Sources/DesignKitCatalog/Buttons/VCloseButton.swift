import DesignKitCore

/// A round button with a cross that closes what it sits on (a modal, a toast, a field's text).
///
/// `VCloseButton(action: { dismiss() })`
public struct VCloseButton: IconButton {
  public typealias Machine = PressMachine
  public typealias Model = VCloseButtonModel
  public typealias Icon = CloseIcon

  public var model: VCloseButtonModel
  public var state: InteractionState
  /// What a completed press does.
  public var action: @Sendable () -> Void
  /// What the button closes, for assistive technologies.
  public var accessibilityLabel: String
  public static var callbackProbe: CallbackProbe<Self>? {
    .press { VCloseButton(action: $0) }
  }

  /// Creates a close button.
  public init(
    model: VCloseButtonModel = .init(), state: InteractionState = .enabled, accessibilityLabel: String = "Close",
    action: @escaping @Sendable () -> Void
  ) {
    self.model = model
    self.state = state
    self.accessibilityLabel = accessibilityLabel
    self.action = action
  }
}
