/// Focus, hover, enabled and drag bits shared by the slider machines.
public struct DragCore: Hashable, Sendable, CustomStringConvertible {
  /// Focus, hover and enabled.
  public var focusHover: FocusHoverState
  /// Whether a drag is in progress.
  public var isDragging = false

  init(isEnabled: Bool) { focusHover = FocusHoverState(isEnabled: isEnabled) }

  /// Whether the control is enabled.
  public var isEnabled: Bool { focusHover.isEnabled }
  /// Focus, with whether its ring shows.
  public var focus: FocusLook {
    get { focusHover.focus }
    set { focusHover.focus = newValue }
  }
  /// Whether an indirect pointer hovers.
  public var isHovered: Bool { focusHover.isHovered }

  /// The visual interaction by precedence.
  public var interaction: DragInteraction {
    if !isEnabled { return .disabled }
    if isDragging { return .dragging }
    if focus == .focusVisible { return .focused }
    if isHovered { return .hovered }
    return .idle
  }

  public var description: String {
    var parts = [isEnabled ? "enabled" : "disabled"]
    if isDragging { parts.append("dragging") }
    if focus != .none { parts.append(focus.rawValue) }
    if isHovered { parts.append("hovered") }
    return parts.joined(separator: " ")
  }

  var probe: MachineProbe {
    var p = focusHover.probe
    p.isDragging = isDragging
    return p
  }

  /// What a slider event comes to after the checks these bits make.
  enum Step {
    /// The event does not apply.
    case ignored
    /// Only these bits changed.
    case changed
    /// The value follows the pointer to `fraction` of the track; `startsDrag` on pointer down.
    case track(Double, startsDrag: Bool)
    /// A key may move the value; the machine shows the focus ring when it does.
    case key(KeyboardKey)
    /// Keyboard focus is on `thumb` now; `focusChanged` says whether the control's own focus changed.
    case thumbFocused(RangeThumb, focusChanged: Bool)
  }

  /// Handles the events that touch only these bits and checks the value events: a pointer down on a thumb, or on
  /// the body where `bodyIsDraggable`, starts a drag (hiding the focus ring), a move needs a drag, a key needs focus
  /// and no drag.
  mutating func handle(_ event: SliderEvent, bodyIsDraggable: Bool, _ out: inout MachineOutputs) -> Step {
    switch event {
    case .bindingChanged, .rangeBindingChanged:
      return .ignored
    case .pointerUp, .pointerCancelled:
      guard isDragging else { return .ignored }
      isDragging = false
      return .changed
    case .focusHover(let e):
      guard focusHover.apply(e, reporting: &out) else { return .ignored }
      if !isEnabled { isDragging = false }
      return .changed
    case .pointerDown(let f, let onThumb):
      guard f.isFinite, isEnabled, !isDragging, onThumb || bodyIsDraggable else { return .ignored }
      isDragging = true
      if focus == .focusVisible { focus = .focused }
      return .track(f, startsDrag: true)
    case .pointerMoved(let f):
      guard f.isFinite, isDragging else { return .ignored }
      return .track(f, startsDrag: false)
    case .thumbFocused(let thumb):
      guard isEnabled, !isDragging else { return .ignored }
      let focusChanged = focusHover.apply(.focusGained(.keyboard), reporting: &out)
      return .thumbFocused(thumb, focusChanged: focusChanged)
    case .keyDown(let key), .keyRepeated(let key):
      guard isEnabled, focus.hasFocus, !isDragging else { return .ignored }
      return .key(key)
    }
  }

  /// The slot for a change of these bits, or `progress` when only the value moved.
  func slot(to after: DragCore, valueChanged: Bool) -> AnimationSlot? {
    if isEnabled != after.isEnabled || isDragging != after.isDragging { return .stateChange }
    if (focus == .focusVisible) != (after.focus == .focusVisible) { return .focus }
    if valueChanged { return .progress }
    if isHovered != after.isHovered { return .hover }
    return nil
  }
}
