import DesignKitCore

/// A popover list of actions in sections separated by dividers; choosing an enabled item fires it once and
/// dismisses the menu; a destructive item is drawn in the error color.
///
/// `VMenu(sections: [[.init("Rename")], [.init("Delete", role: .destructive)]])`
public struct VMenu: ActionPresenter {
  public static var initialState: PresentationPhase { .presented }
  public typealias Machine = ActionMenuMachine
  public static var family: ComponentFamily { .modals }
  public static var accessibilityRole: AccessibilityRole { .list }
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(foreground: "colors.rows.text", background: "colors.background"),
      ContrastPair(foreground: "colors.destructiveText", background: "colors.background"), .surface(),
    ]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.rows.minHeight") }
  public static func machineParameters(for model: VMenuModel) -> ActionMenuParameters {
    VMenu(model: model, sections: [[.init("Item")]]).machineParameters
  }

  public var model: VMenuModel
  public var state: PresentationPhase
  /// The items, in sections drawn with a divider between them.
  public var sections: [[PresentedAction]]
  /// Every item in order; the machine's action indices count through them.
  public var items: [PresentedAction] { sections.flatMap { $0 } }
  public var actions: [PresentedAction] { items }
  /// Choosing the first action runs its closure.
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.actionChosen(0)], expected: ["first"]) { report in
      VMenu(sections: [[.init("First") { report("first") }, .init("Second") { report("second") }]])
    }
  }
  public var accessibilityLabel: String { "Menu" }
  public var accessibilityValue: String? { "\(items.count) items" }

  /// Creates a menu.
  public init(model: VMenuModel = .init(), state: PresentationPhase = VMenu.initialState, sections: [[PresentedAction]])
  {
    self.model = model
    self.state = state
    self.sections = sections
  }
}
