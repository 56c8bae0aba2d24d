import DesignKitValues

/// What the explorer's invariants can see of a machine, whatever its family.
public struct MachineProbe: Hashable, Sendable {
  /// The component is disabled.
  public var isDisabled = false
  /// A press session is active (pointer, key or long press held), whether or not the look shows.
  public var hasPressSession = false
  /// The active press's pointer is over its target (always true for a key press).
  public var isPointerInside = false
  /// The pressed look shows.
  public var showsPressed = false
  /// The component has focus.
  public var isFocused = false
  /// A drag (slider thumb, sheet) is in progress.
  public var isDragging = false
  /// An indirect pointer hovers over the component.
  public var isHovered = false

  /// A probe with everything off.
  public init() {}

  /// The probe of a press core.
  public init(_ core: PressCore) {
    isDisabled = !core.isEnabled
    hasPressSession = core.session.isActive
    isPointerInside = core.isPointerInside
    showsPressed = core.showsPressed
    isFocused = core.focus.hasFocus
    isHovered = core.isHovered
  }
}

/// A machine the generic tools can drive: a finite event alphabet, a probe for invariants, printable states.
public protocol ExplorableMachine: InteractionMachine where State: CustomStringConvertible {
  /// A finite set of events, including a few clock steps, that exercises every behavior.
  static var explorationAlphabet: [Event] { get }
  /// The event that moves the virtual clock to `seconds`; nil for machines without timers.
  static func clockEvent(advancingTo seconds: Double) -> Event?
  /// The visual states the machine can show; the explorer checks each is reachable.
  static var declaredVisualStates: [VisualState] { get }
  /// Whether `event` fires the action without a press session (accessibility activation).
  static func isActivation(_ event: Event) -> Bool
  /// The machines exploration starts from: by default one at rest in each declared visual state.
  static func explorationStarts(parameters: Parameters) -> [Self]
  /// What the invariants see.
  var probe: MachineProbe { get }
  /// The value its `valueChanged` outputs report, as it is now (a toggle's `.on`, a slider's number, a range
  /// slider's range, a picker's index); nil for a machine without one.
  var currentValue: MachineValue? { get }
  /// How many parts of equal width, leading to trailing, the machine addresses by index (a segmented picker's
  /// segments), so a point can be told apart by part; nil for a machine without such parts.
  var indexedPartCount: Int? { get }
  /// Whether the visible change from this machine to `after` rightly has no animation slot (an appear
  /// animation finishing, a progress reset shown at once); false by default.
  func changeNeedsNoAnimation(to after: Self) -> Bool
  /// Whether the machine's left and right arrow keys move along a row laid out in the layout direction (a slider,
  /// a segmented picker, a pager's tabs, a carousel, a stepper's minus and plus): its events are written for left to
  /// right (arrow right moves forward), and a session in right to left swaps the two keys before the machine sees
  /// them, as the WAI-ARIA Authoring Practices say ("in right-to-left, left arrow moves right"). False by default
  /// (a vertical list: left and right mean previous and next whatever the direction).
  var arrowKeysFollowLayoutDirection: Bool { get }
  /// Takes on `platform`'s tunables where the parameters carry some per platform (a sheet's detents); the session
  /// calls it when its platform is set. Nothing by default.
  mutating func adopt(platform: StyleEnvironment.Platform)
}

extension ExplorableMachine {
  public static func clockEvent(advancingTo seconds: Double) -> Event? { nil }
  public static var declaredVisualStates: [VisualState] { VisualState.allStates }
  public static func isActivation(_ event: Event) -> Bool { false }
  public func changeNeedsNoAnimation(to after: Self) -> Bool { false }
  public var currentValue: MachineValue? { nil }
  public var indexedPartCount: Int? { nil }
  public var arrowKeysFollowLayoutDirection: Bool { false }
  public mutating func adopt(platform: StyleEnvironment.Platform) {}

  public static func explorationStarts(parameters: Parameters) -> [Self] {
    var seen = Set<State>()
    var starts: [Self] = []
    for visual in declaredVisualStates {
      let m = Self(parameters: parameters, restingIn: visual)
      if seen.insert(m.state).inserted { starts.append(m) }
    }
    return starts
  }
}
