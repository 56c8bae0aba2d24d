import DesignKitCore

/// An unstyled pressable wrapper: any content, a press machine, an action.
///
/// `VBaseButton(action: { select() }, accessibilityLabel: "Photo")`
public struct VBaseButton: ButtonComponent {
  public typealias Machine = PressMachine
  public typealias Model = VBaseButtonModel

  public var model: VBaseButtonModel
  public var state: InteractionState
  /// What a completed press does.
  public var action: @Sendable () -> Void
  /// The name of the wrapped content for assistive technologies.
  public var accessibilityLabel: String
  public static var callbackProbe: CallbackProbe<Self>? {
    .press { VBaseButton(action: $0, accessibilityLabel: "Save") }
  }

  /// Creates a base button around content named `accessibilityLabel`.
  public init(
    model: VBaseButtonModel = .init(), state: InteractionState = .enabled, action: @escaping @Sendable () -> Void,
    accessibilityLabel: String
  ) {
    self.model = model
    self.state = state
    self.action = action
    self.accessibilityLabel = accessibilityLabel
  }
}
