import DesignKitCore

/// Presented content with a title and a message above its actions (a dialog, an action sheet): read by its title,
/// with the message as its value.
public protocol MessagePresenter: ActionPresenter where Machine.VisualState == PresentationPhase {
  /// The title.
  var title: String { get set }
  /// The message under the title.
  var message: String { get set }
  /// Presents `actions` under `title` and `message`.
  init(model: Model, state: PresentationPhase, title: String, message: String, actions: [PresentedAction])
}

extension MessagePresenter {
  public static var family: ComponentFamily { .modals }
  public static var contentKeys: [ContentKey<Self>] { [.init("title", \.title), .init("message", \.message)] }
  public var accessibilityLabel: String { title }
  public var accessibilityValue: String? { message }

  /// Choosing the first action runs its closure.
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.actionChosen(0)], expected: ["first"]) { report in
      Self(
        model: Model(), state: .presented, title: "", message: "",
        actions: [.init("First") { report("first") }, .init("Cancel", role: .cancel) { report("cancel") }])
    }
  }
}
