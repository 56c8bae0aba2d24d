import DesignKitCore

/// A header that expands and collapses a list of rows: a fired press on the header toggles it; a disabled
/// accordion keeps its expansion.
///
/// `VAccordion(state: .init(.expanded), title: "Advanced", rows: ["Proxy", "DNS"])`
public struct VAccordion: ConfiguredComponent {
  public typealias Machine = DisclosureMachine
  public static var family: ComponentFamily { .lists }
  public static var accessibilityRole: AccessibilityRole { .button }
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(foreground: "colors.header", background: "colors.background"),
      ContrastPair(foreground: "colors.rows.text", background: "colors.background"), .surface(),
    ]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.minHeaderHeight") }
  public static func machineParameters(for model: VAccordionModel) -> ToggleParameters { ToggleParameters() }

  /// Applied by the component itself: Separators between the expanded rows are part of the content the accordion lays out.
  public static var contentSettings: [String] { ["misc.showsSeparators"] }
  public static var contentKeys: [ContentKey<Self>] { [.init("title", \.title)] }

  public var model: VAccordionModel
  public var state: ValueState<DisclosureValue>
  /// The header's title.
  public var title: String
  /// The rows shown while expanded.
  public var rows: [String]
  /// Called with the new expansion after the header toggles it.
  public var onToggle: @Sendable (DisclosureValue) -> Void
  /// Calls `onToggle` with the expansion the machine reports.
  public func handle(_ output: MachineOutput) {
    if let value = output.changedValue?.state(as: DisclosureValue.self) { onToggle(value) }
  }
  /// Two presses of the header expand, then collapse.
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.pointerDown, .pointerUp, .pointerDown, .pointerUp], expected: ["expanded", "collapsed"]) {
      report in VAccordion(title: "Details") { report($0.rawValue) }
    }
  }
  public var accessibilityLabel: String { title }
  /// "expanded" or "collapsed".
  public var accessibilityValue: String? { state.value.rawValue }

  /// Creates an accordion.
  public init(
    model: VAccordionModel = .init(), state: ValueState<DisclosureValue> = .init(.collapsed), title: String,
    rows: [String] = [], onToggle: @escaping @Sendable (DisclosureValue) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    self.title = title
    self.rows = rows
    self.onToggle = onToggle
  }
}
