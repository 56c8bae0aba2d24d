import DesignKitCore

/// VComponents 8's alert button: one of the actions `VDialog` (8.x's `VAlert`) lays out by count.
@available(*, deprecated, renamed: "PresentedAction")
public typealias VAlertButton = PresentedAction

extension PresentedAction {
  /// VComponents 8's spelling of an alert button: `VAlertButton(action: { … }, title: "Delete", role: .destructive)`;
  /// a nil action only dismisses.
  @available(*, deprecated, renamed: "init(_:role:action:)")
  public init(action: (@Sendable () -> Void)?, title: String, role: Role) {
    self.init(title, role: role, action: action ?? {})
  }

  /// VComponents 8's way to disable an alert button.
  @available(*, deprecated, message: "set `isEnabled`, or pass `isEnabled:` to `init(_:icon:role:isEnabled:…)`")
  public func disabled(_ disabled: Bool) -> Self {
    var action = self
    action.isEnabled = !disabled
    return action
  }
}

extension PresentedAction.Role {
  /// VComponents 8's secondary alert button: an ordinary action.
  @available(*, deprecated, renamed: "standard")
  public static var secondary: Self { .standard }
}
