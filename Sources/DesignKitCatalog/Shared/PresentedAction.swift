import DesignKitCore

/// An action a dialog, menu or action sheet offers: a title, a role and what choosing it does.
public struct PresentedAction: Sendable {
  /// What the action means, which decides its look and the keys that choose it.
  public enum Role: String, Sendable, CaseIterable {
    /// An ordinary action.
    case standard
    /// The default action: Return chooses it.
    case primary
    /// An action that destroys something, drawn in the error color.
    case destructive
    /// Backs out without acting: Escape chooses it.
    case cancel
  }

  /// The title.
  public var title: String
  /// The role.
  public var role: Role
  /// Whether it can be chosen.
  public var isEnabled: Bool
  /// What choosing it does.
  public var action: @Sendable () -> Void

  /// Creates an action.
  public init(
    _ title: String, role: Role = .standard, isEnabled: Bool = true, action: @escaping @Sendable () -> Void = {}
  ) {
    self.title = title
    self.role = role
    self.isEnabled = isEnabled
    self.action = action
  }

  /// The action machine's parameters for `actions` presented with `sources` and the model's appear and disappear
  /// animations: their count, the disabled ones, the first primary as the default and the first cancel as the
  /// cancel action.
  public static func parameters(
    for actions: [PresentedAction], dismissedBy sources: DismissSources, appear: AnimationSpec,
    disappear: AnimationSpec
  ) -> ActionMenuParameters {
    var p = ActionMenuParameters()
    p.presentation = sources.parameters(appear: appear, disappear: disappear)
    p.actionCount = actions.count
    p.disabledActions = Set(actions.indices.filter { !actions[$0].isEnabled })
    p.defaultAction = actions.firstIndex { $0.role == .primary }
    p.cancelAction = actions.firstIndex { $0.role == .cancel }
    return p
  }
}
