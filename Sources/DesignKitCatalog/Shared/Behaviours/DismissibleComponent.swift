import DesignKitCore

/// Presented content that tells its owner when it is gone (a modal, a side bar, a half modal, a toast).
public protocol DismissibleComponent: ConfiguredComponent {
  /// Called when the content has been dismissed.
  var onDismiss: @Sendable () -> Void { get }
}

extension DismissibleComponent {
  /// Calls `onDismiss` once the content has finished disappearing.
  public func handle(_ output: MachineOutput) {
    if output == .dismissed { onDismiss() }
  }
}

/// A modal with a header (a title and a close button) over its content (a modal, a half modal): read by its title,
/// which keeps its contrast with the header, and closed by a button of the close button's size.
public protocol HeaderedModal: DismissibleComponent {
  /// The header's title.
  var title: String { get set }
  /// The close button's own interaction (hovered, focused, pressed or disabled), which its model's colors show.
  var closeButtonState: InteractionState { get set }
}

extension HeaderedModal {
  public static var family: ComponentFamily { .modals }
  public static var accessibilityRole: AccessibilityRole { .dialog }
  public static var contrastPairs: [ContrastPair] { [.headerTitle, .presentedSurface] }
  public static var targetSize: TargetSize? { .closeButton }
  /// The close button, which presses as a button does.
  public static var parts: [ComponentPart] {
    [ComponentPart("closeButton", machine: PressMachine.self, parameters: PressParameters())]
  }
  /// The `misc` settings the machine receives through `machineParameters(for:)`.
  public static var machineSettings: [String] { DismissSources.settingPaths(under: "misc") }
  public static var contentKeys: [ContentKey<Self>] { [.init("title", \.title)] }
  public var accessibilityLabel: String { title }
}

extension HeaderedModal {
  /// `sample`, then `sample` with its close button in each other interaction state: a gallery shows every look of
  /// the close button's model.
  static func closeButtonSamples(of sample: Self) -> [Self] {
    InteractionState.allCases.map { state in
      var modal = sample
      modal.closeButtonState = state
      return modal
    }
  }
}

extension CallbackProbe where C: DismissibleComponent {
  /// The probe of dismissible content: `events` dismiss the instance, which then calls the `onDismiss` it was made
  /// with, once.
  package static func dismissal(
    by events: [C.Machine.Event], _ make: @escaping @Sendable (_ onDismiss: @escaping @Sendable () -> Void) -> C
  ) -> CallbackProbe {
    CallbackProbe(events: events, expected: ["onDismiss"]) { report in make { report("onDismiss") } }
  }
}
