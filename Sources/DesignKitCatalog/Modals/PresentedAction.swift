import DesignKitCore

/// An action a dialog, menu or action sheet offers: a title, an icon beside it, a role and what choosing it does.
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
  /// The icon beside the title (the presenter's `layout.label` places it); nil: the title alone.
  public var icon: DrawingIcon?
  /// The role.
  public var role: Role
  /// Whether it can be chosen.
  public var isEnabled: Bool
  /// Whether it is in progress: its button shows a spinner and it cannot be chosen again.
  public var isLoading: Bool
  /// Its button's own interaction (hovered, focused or pressed), which a dialog draws from the button's model; a
  /// disabled action's button is drawn disabled whatever this is.
  public var interaction: InteractionState
  /// What choosing it does.
  public var action: @Sendable () -> Void

  /// The interaction its button shows: disabled when it cannot be chosen, else its own.
  public var buttonState: InteractionState { isEnabled ? interaction : .disabled }

  /// Creates an action.
  public init(
    _ title: String, icon: DrawingIcon? = nil, role: Role = .standard, isEnabled: Bool = true, isLoading: Bool = false,
    interaction: InteractionState = .enabled, action: @escaping @Sendable () -> Void = {}
  ) {
    self.title = title
    self.icon = icon
    self.role = role
    self.isEnabled = isEnabled
    self.isLoading = isLoading
    self.interaction = interaction
    self.action = action
  }

  /// The action machine's parameters for `actions` presented with `sources` and the model's appear and disappear
  /// animations: their count, the disabled ones, the first primary as the default and the first cancel as the
  /// cancel action (a disabled or loading action cannot be chosen).
  public static func parameters(
    for actions: [PresentedAction], dismissedBy sources: DismissSources, appear: AnimationSpec,
    disappear: AnimationSpec
  ) -> ActionMenuParameters {
    var p = ActionMenuParameters()
    p.presentation = sources.parameters(appear: appear, disappear: disappear)
    p.actionCount = actions.count
    p.disabledActions = Set(actions.indices.filter { !actions[$0].isEnabled || actions[$0].isLoading })
    p.defaultAction = actions.firstIndex { $0.role == .primary }
    p.cancelAction = actions.firstIndex { $0.role == .cancel }
    return p
  }
}

/// The model of content that presents actions: presentation animations and the dismiss sources as its `misc`.
public protocol ActionPresentingModel: ComponentModel {
  /// The appear and disappear animations.
  var animations: PresentationAnimations { get }
  /// Which gestures and keys dismiss it.
  var misc: DismissSources { get }
}

/// Presented content that offers actions (a menu, a dialog, an action sheet): its machine's parameters come from
/// its actions and its model's dismiss sources and animations.
public protocol ActionPresenter: ConfiguredComponent where Machine == ActionMenuMachine, Model: ActionPresentingModel {
  /// Every action in order; the machine's action indices count through them.
  var actions: [PresentedAction] { get }
}

extension ActionPresenter {
  /// The model's dismiss sources (`misc`), which the machine receives through `machineParameters(for:)`.
  public static var machineSettings: [String] { DismissSources.settingPaths(under: "misc") }

  /// Runs the chosen action's closure when the machine reports the choice.
  public func handle(_ output: MachineOutput) {
    if let i = output.changedValue?.indexValue, actions.indices.contains(i) { actions[i].action() }
  }

  public var machineParameters: ActionMenuParameters {
    PresentedAction.parameters(
      for: actions, dismissedBy: model.misc, appear: model.animations.appear, disappear: model.animations.disappear)
  }
}

extension GroupedModel: ActionPresentingModel
where Role.Animations == PresentationAnimations, Role.Misc == DismissSources {}
extension VDialogModel: ActionPresentingModel {}
