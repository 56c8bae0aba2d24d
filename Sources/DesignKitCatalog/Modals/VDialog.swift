import DesignKitCore

/// A centered alert with a title, a message and one or more buttons laid out by count: Return chooses the primary
/// button, Escape the cancel button; choosing any enabled button fires it once and dismisses:
/// `VDialog(title: "Delete?", message: "This cannot be undone.", actions: [.init("Delete", role: .destructive), .init("Cancel", role: .cancel)])`
public struct VDialog: MessagePresenter {
  public static var initialState: PresentationPhase { .presented }
  public typealias Machine = ActionMenuMachine
  public static var accessibilityRole: AccessibilityRole { .alert }
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.message", background: "colors.background"), .presentedSurface]
      + ["", "primaryButton.", "secondaryButton.", "destructiveButton."].map {
        ContrastPair(foreground: "\($0)colors.title", background: "\($0)colors.background")
      }
  }
  public static var targetSize: TargetSize? { TargetSize(height: "primaryButton.layout.minHeight") }
  /// Its buttons, each a primary button with its own machine.
  public static var parts: [ComponentPart] {
    ["primaryButton", "secondaryButton", "destructiveButton"].map { ComponentPart($0, component: VPrimaryButton.self) }
  }
  public static func machineParameters(for model: VDialogModel) -> ActionMenuParameters {
    VDialog(model: model, actions: [.init("OK", role: .primary), .init("Cancel", role: .cancel)]).machineParameters
  }

  public var model: VDialogModel
  public var state: PresentationPhase
  /// The title.
  public var title: String
  /// The message under the title.
  public var message: String
  /// The buttons, in order.
  public var actions: [PresentedAction]
  /// How the buttons are laid out: two side by side, one or more than two stacked.
  public var buttonAxis: LayoutAxis { actions.count == 2 ? .horizontal : .vertical }

  /// Creates a dialog.
  public init(
    model: VDialogModel = .init(), state: PresentationPhase = VDialog.initialState, title: String = "",
    message: String = "",
    actions: [PresentedAction]
  ) {
    self.model = model
    self.state = state
    self.title = title
    self.message = message
    self.actions = actions
  }
}
