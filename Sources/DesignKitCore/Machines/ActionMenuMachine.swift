/// Tunables of presented content that offers actions (a menu, a dialog, an action sheet).
public struct ActionMenuParameters: Sendable, Hashable {
  /// Durations and dismiss sources.
  public var presentation = PresentationParameters.menu
  /// The number of actions (the instance's).
  public var actionCount = 3
  /// Actions that cannot be chosen.
  public var disabledActions: Set<Int> = []
  /// The action Return chooses (a dialog's default action), if any.
  public var defaultAction: Int? = nil
  /// The action Escape chooses (a cancel action); without one Escape only dismisses, when that applies.
  public var cancelAction: Int? = nil

  /// Parameters with the defaults.
  public init() {}

  func isChoosable(_ i: Int) -> Bool { i >= 0 && i < actionCount && !disabledActions.contains(i) }
}

/// What can happen to presented content with actions.
public enum ActionMenuEvent: PresentationWrapping, EventNameParsing {
  /// The person chose action `index` (a tap on an item or button).
  case actionChosen(Int)
  /// A presentation event (binding, close button, keys, the clock).
  case presentation(PresentationEvent)

  static func parse(_ n: EventName) -> Self? {
    n.base == "actionChosen" ? n.integer.map(Self.actionChosen) : PresentationEvent.parse(n).map(Self.presentation)
  }

  public static var eventForms: [String] { ["actionChosen(<index>)"] + PresentationEvent.eventForms }

  public var description: String {
    switch self {
    case .actionChosen(let i): "actionChosen(\(i))"
    case .presentation(let e): e.description
    }
  }
}

/// The machine of a menu, dialog or action sheet: a presentation whose actions, while it is visible, fire once
/// and dismiss it (`valueChanged(index)`, `actionFired`, then dismissing; controlled: `dismissRequested`).
/// Return chooses the default action, and Escape or a tap outside (where it dismisses) the cancel action, when there
/// are such actions: a tap outside an action sheet runs its cancel action, as UIKit does.
public struct ActionMenuMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: ActionMenuParameters
  private var presentation: PresentationMachine

  /// Content at rest: presented when `visual` is presenting or presented, otherwise dismissed.
  public init(parameters: ActionMenuParameters = ActionMenuParameters(), restingIn visual: PresentationPhase) {
    self.parameters = parameters
    presentation = PresentationMachine(parameters: parameters.presentation, restingIn: visual)
  }

  public var state: PresentationState { presentation.state }
  public var visualState: PresentationPhase { presentation.visualState }
  public var probe: MachineProbe { MachineProbe() }

  public func changeNeedsNoAnimation(to after: ActionMenuMachine) -> Bool {
    presentation.changeNeedsNoAnimation(to: after.presentation)
  }

  public mutating func send(_ event: ActionMenuEvent) -> Transition<PresentationState, ActionMenuEvent>? {
    switch event {
    case .actionChosen(let i):
      return choose(i, event: event)
    case .presentation(.keyDown(.return)):
      return parameters.defaultAction.flatMap { choose($0, event: event) }
    case .presentation(.keyDown(.escape)):
      // Escape chooses the cancel action only where Escape dismisses at all.
      if parameters.presentation.dismissesOnEscape, let cancel = parameters.cancelAction {
        return choose(cancel, event: event)
      }
      return forward(.keyDown(.escape), event: event)
    case .presentation(.outsideTapped):
      // UIKit runs an action sheet's cancel action on a tap outside, as Escape does here.
      if parameters.presentation.dismissesOnTapOutside, let cancel = parameters.cancelAction {
        return choose(cancel, event: event)
      }
      return forward(.outsideTapped, event: event)
    case .presentation(let e):
      return forward(e, event: event)
    }
  }

  private mutating func forward(_ e: PresentationEvent, event: ActionMenuEvent) -> Transition<
    PresentationState, ActionMenuEvent
  >? {
    guard let t = presentation.send(e) else { return nil }
    return Transition(from: t.from, to: t.to, event: event, outputs: t.outputs, slot: t.slot)
  }

  /// Fires action `i` once and dismisses, while the content is visible.
  private mutating func choose(_ i: Int, event: ActionMenuEvent) -> Transition<PresentationState, ActionMenuEvent>? {
    let phase = presentation.visualState
    guard parameters.isChoosable(i), phase == .presenting || phase == .presented else { return nil }
    let before = presentation.state
    var out = MachineOutputs()
    out.append(.valueChanged(.number(Double(i))))
    out.append(.actionFired)
    var slot: AnimationSlot?
    if parameters.presentation.isControlled {
      out.append(.dismissRequested)
    } else if let t = presentation.send(.bindingChanged(false)) {
      out.append(contentsOf: t.outputs)
      slot = t.slot
    }
    return Transition(from: before, to: presentation.state, event: event, outputs: out, slot: slot)
  }

  /// Choosing an action, by pointer or key, fires it without a press session of the menu's own.
  public static func isActivation(_ event: ActionMenuEvent) -> Bool {
    switch event {
    case .actionChosen, .presentation(.keyDown(.return)), .presentation(.keyDown(.escape)),
      .presentation(.outsideTapped):
      true
    default: false
    }
  }

  public static var explorationAlphabet: [ActionMenuEvent] {
    [
      .bindingChanged(true), .bindingChanged(false), .actionChosen(0), .actionChosen(2), .actionChosen(5),
      .keyDown(.escape), .keyDown(.return), .closeButtonTapped, .outsideTapped, .swipeEnded(distance: 50),
      .swipeEnded(distance: 150), .timePassed(0.02), .timePassed(0.5),
    ]
  }
}
