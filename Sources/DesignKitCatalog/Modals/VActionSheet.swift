import DesignKitCore

/// A sheet of actions from the bottom edge with an optional title and message, and a cancel action set apart;
/// choosing an enabled action fires it once and dismisses; Escape and a tap outside choose cancel, as in UIKit.
///
/// `VActionSheet(title: "Photo", actions: [.init("Take Photo"), .init("Cancel", role: .cancel)])`
public struct VActionSheet: MessagePresenter {
  public static var initialState: PresentationPhase { .presented }
  public typealias Machine = ActionMenuMachine
  public static var accessibilityRole: AccessibilityRole { .dialog }
  public static var contrastPairs: [ContrastPair] {
    ["title", "message", "action", "destructiveAction", "cancelAction"].map {
      ContrastPair(foreground: "colors.\($0)", background: "colors.background")
    } + [.presentedSurface]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.rows.minHeight") }
  public static func machineParameters(for model: VActionSheetModel) -> ActionMenuParameters {
    VActionSheet(model: model, actions: [.init("OK"), .init("Cancel", role: .cancel)]).machineParameters
  }

  public var model: VActionSheetModel
  public var state: PresentationPhase
  /// The title.
  public var title: String
  /// The message under the title.
  public var message: String
  /// The actions; those with the cancel role are drawn apart, below the others.
  public var actions: [PresentedAction]

  /// Creates an action sheet.
  public init(
    model: VActionSheetModel = .init(), state: PresentationPhase = VActionSheet.initialState, title: String = "",
    message: String = "", actions: [PresentedAction]
  ) {
    self.model = model
    self.state = state
    self.title = title
    self.message = message
    self.actions = actions
  }
}
