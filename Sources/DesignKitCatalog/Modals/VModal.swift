import DesignKitCore

/// A centered container over a dimmed screen, with a header (title and close button) and content; it traps focus
/// while presented.
///
/// `VModal(state: .presented, title: "Settings", onDismiss: { … })`
public struct VModal: HeaderedModal {
  public static var initialState: PresentationPhase { .presented }
  public typealias Machine = PresentationMachine
  public static func machineParameters(for model: VModalModel) -> PresentationParameters {
    model.misc.parameters(
      appear: model.animations.appear, disappear: model.animations.disappear,
      showsCloseButton: model.closeButton.misc.isVisible)
  }

  public var model: VModalModel
  public var state: PresentationPhase
  /// The header's title.
  public var title: String
  public var closeButtonState: InteractionState
  /// Called when the modal has been dismissed.
  public var onDismiss: @Sendable () -> Void
  /// The close button dismisses; `onDismiss` runs when the disappearing ends.
  public static var callbackProbe: CallbackProbe<Self>? {
    .dismissal(by: [.closeButtonTapped, .timePassed(1)]) { VModal(title: "Settings", onDismiss: $0) }
  }

  /// Creates a modal.
  public init(
    model: VModalModel = .init(), state: PresentationPhase = VModal.initialState, title: String = "",
    closeButtonState: InteractionState = .enabled, onDismiss: @escaping @Sendable () -> Void = {}
  ) {
    self.model = model
    self.state = state
    self.title = title
    self.closeButtonState = closeButtonState
    self.onDismiss = onDismiss
  }
}
