import DesignKitValues

/// Whether a menu picker's menu is shown.
public enum MenuPresentation: String, StateDimension {
  /// Whether the menu is closed or open.
  case closed, open
  public static var dimensionName: String { "menu" }
}

/// Tunables of a menu picker.
public struct MenuPickerParameters: Sendable, Hashable {
  /// The number of items in the menu.
  public var itemCount = 3
  /// Indices of items that cannot be selected; arrow keys skip them.
  public var disabledItems: Set<Int> = []
  /// The press tunables of the button that opens the menu (no long press).
  public var press = PressParameters(longPressDuration: nil)

  /// Parameters with the defaults.
  public init() {}

  /// Parameters with some values changed.
  public init(itemCount: Int = 3, disabledItems: Set<Int> = []) {
    self.itemCount = itemCount
    self.disabledItems = disabledItems
  }

  func isSelectable(_ i: Int) -> Bool { i >= 0 && i < itemCount && !disabledItems.contains(i) }
}

/// What can happen to a menu picker.
public enum MenuPickerEvent: PressWrapping, EventNameParsing {
  /// An item of the open menu was tapped.
  case itemSelected(Int)
  /// A tap landed outside the open menu.
  case outsideTapped
  /// An event of the button, or a key: with the menu open, arrows move the highlight, Space / Return select
  /// the highlighted item and Escape closes it.
  case press(PressEvent)
  /// The owner selected an item (a binding changed): it is taken if selectable, the menu left as it is, reported to
  /// nobody.
  case bindingChanged(Int)

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "itemSelected": n.integer.map(Self.itemSelected)
    case "bindingChanged": n.integer.map(Self.bindingChanged)
    case "outsideTapped" where n.arguments.isEmpty: .outsideTapped
    default: PressEvent.parse(n).map(Self.press)
    }
  }

  public static var eventForms: [String] {
    ["itemSelected(<index>)", "outsideTapped"] + PressEvent.eventForms + ["bindingChanged(<index>)"]
  }

  public var description: String {
    switch self {
    case .itemSelected(let i): "itemSelected(\(i))"
    case .outsideTapped: "outsideTapped"
    case .press(let e): e.description
    case .bindingChanged(let i): "bindingChanged(\(i))"
    }
  }
}

/// A menu picker's full state.
public struct MenuPickerState: Hashable, Sendable, CustomStringConvertible {
  /// The selected item.
  public internal(set) var selected: Int
  /// Whether the menu is shown.
  public internal(set) var isOpen: Bool
  /// The item the keyboard highlights in the open menu.
  public internal(set) var highlighted: Int?
  /// The button's press, focus, hover and enabled.
  public internal(set) var press: PressCore

  public var description: String {
    "selected=\(selected) " + (isOpen ? "open" : "closed") + (highlighted.map { " highlight=\($0)" } ?? "")
      + " \(press)"
  }
}

/// The machine of a menu picker: a button whose fired press opens (or closes) a menu of items; selecting an
/// item reports `valueChanged(index)` and closes the menu, as do Escape and a tap outside; disabling closes it.
/// Down or Up Arrow on the focused, closed button opens the menu with the selected item highlighted (WAI-ARIA's
/// menu button pattern). Opening and closing use the `appear` and `disappear` slots.
public struct MenuPickerMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: MenuPickerParameters
  /// The selection, the menu and the button.
  public private(set) var state: MenuPickerState
  /// The virtual clock of the button's press timers.
  public private(set) var clock = VirtualClock()

  /// A picker at rest on its first selectable item, open if `visual` says so and it is enabled.
  public init(parameters: MenuPickerParameters = MenuPickerParameters(), restingIn visual: ValueState<MenuPresentation>)
  {
    let first = (0..<max(0, parameters.itemCount)).first(where: parameters.isSelectable) ?? 0
    self.init(parameters: parameters, selection: first, restingIn: visual)
  }

  /// A picker at rest on `selection`, open if `visual` says so and it is enabled.
  public init(parameters: MenuPickerParameters, selection: Int, restingIn visual: ValueState<MenuPresentation>) {
    self.parameters = parameters
    let isEnabled = visual.interaction != .disabled
    state = MenuPickerState(
      selected: selection, isOpen: false, highlighted: nil, press: PressCore(isEnabled: isEnabled))
    if visual.value == .open && isEnabled { open() }
  }

  public var visualState: ValueState<MenuPresentation> {
    ValueState(state.isOpen ? .open : .closed, state.press.interaction)
  }
  /// The selected item.
  public var selection: Int { state.selected }
  public var probe: MachineProbe { MachineProbe(state.press) }

  public mutating func send(_ event: MenuPickerEvent) -> Transition<MenuPickerState, MenuPickerEvent>? {
    let before = state
    var out = MachineOutputs()
    switch event {
    case .itemSelected(let i):
      guard state.isOpen, parameters.isSelectable(i) else { return nil }
      select(i, &out)
    case .outsideTapped:
      guard state.isOpen else { return nil }
      close()
    case .bindingChanged(let i):
      guard parameters.isSelectable(i), i != state.selected else { return nil }
      state.selected = i
      if state.isOpen { state.highlighted = i }
    case .press(.keyDown(let key)) where state.isOpen && state.press.isEnabled:
      guard menuKey(key, &out) else { return nil }
    case .press(.keyDown(.arrowDown)), .press(.keyDown(.arrowUp)):
      // WAI-ARIA's menu button: Down or Up Arrow on the focused, closed button opens the menu.
      guard state.press.acceptsPress, state.press.focus.hasFocus else { return nil }
      open()
      state.press.focus = .focusVisible
    case .press(let e):
      guard state.press.handle(e, with: parameters.press, clock: &clock, reporting: &out) else { return nil }
      if out.contains(.actionFired) { state.isOpen ? close() : open() }
      if !state.press.isEnabled && state.isOpen { close() }
    }
    let slot: AnimationSlot? =
      before.isOpen != state.isOpen
      ? (state.isOpen ? .appear : .disappear) : before.press.look.slot(to: state.press.look)
    return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: slot)
  }

  private mutating func open() {
    state.isOpen = true
    state.highlighted = parameters.isSelectable(state.selected) ? state.selected : nil
  }

  private mutating func close() {
    state.isOpen = false
    state.highlighted = nil
  }

  private mutating func select(_ i: Int, _ out: inout MachineOutputs) {
    if i != state.selected {
      state.selected = i
      out.append(.valueChanged(.number(Double(i))))
    }
    close()
  }

  /// Handles a key in the open menu; false when it does nothing.
  private mutating func menuKey(_ key: KeyboardKey, _ out: inout MachineOutputs) -> Bool {
    let n = parameters.itemCount
    let from = state.highlighted ?? -1
    let candidates: [Int]
    switch key {
    case .escape:
      close()
      return true
    case .space, .return:
      guard let h = state.highlighted else { return false }
      select(h, &out)
      return true
    case .arrowDown, .arrowRight: candidates = Array(stride(from: from + 1, to: n, by: 1))
    case .arrowUp, .arrowLeft: candidates = Array(stride(from: (state.highlighted ?? n) - 1, through: 0, by: -1))
    case .home: candidates = Array(0..<max(0, n))
    case .end: candidates = Array((0..<max(0, n)).reversed())
    default: return false
    }
    guard let t = candidates.first(where: parameters.isSelectable), t != state.highlighted else { return false }
    state.highlighted = t
    if state.press.focus.hasFocus { state.press.focus = .focusVisible }
    return true
  }

  public static var explorationAlphabet: [MenuPickerEvent] {
    [
      .itemSelected(0), .itemSelected(2), .outsideTapped, .pointerDown, .pointerUp, .pointerExited, .pointerCancelled,
      .keyDown(.space), .keyUp(.space), .keyDown(.arrowDown), .keyDown(.arrowUp), .keyDown(.escape), .keyDown(.return),
      .focusGained(.keyboard), .focusLost, .hoverStarted(.mouse), .hoverEnded, .enabledChanged(false),
      .enabledChanged(true), .accessibilityActivated, .bindingChanged(1),
    ]
  }
  public static func isActivation(_ event: MenuPickerEvent) -> Bool { event == .accessibilityActivated }
  public static var declaredVisualStates: [ValueState<MenuPresentation>] {
    ValueState<MenuPresentation>.allStates.filter { !($0.value == .open && $0.interaction == .disabled) }
  }
}

extension MenuPickerMachine {
  public var currentValue: MachineValue? { .number(Double(state.selected)) }
}
