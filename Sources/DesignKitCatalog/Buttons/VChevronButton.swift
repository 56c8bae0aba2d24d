import DesignKitCore

/// A round button with a chevron pointing left, right, up or down (back, forward, collapse, expand).
///
/// `VChevronButton(direction: .left, action: { pop() })`
public struct VChevronButton: IconButton {
  /// Where the chevron points.
  public enum Direction: String, CaseIterable, Sendable {
    /// The direction the chevron points.
    case left, right, up, down
  }

  public typealias Machine = PressMachine
  public typealias Model = VChevronButtonModel
  public typealias Icon = ChevronIcon

  public var model: VChevronButtonModel
  public var state: InteractionState
  /// Where the chevron points.
  public var direction: Direction
  /// What a completed press does.
  public var action: @Sendable () -> Void
  /// What the button does, for assistive technologies ("Back").
  public var accessibilityLabel: String
  public static var callbackProbe: CallbackProbe<Self>? {
    .press { VChevronButton(direction: .left, action: $0) }
  }

  /// Creates a chevron button; the label defaults to "Back", "Forward", "Up" or "Down".
  public init(
    model: VChevronButtonModel = .init(), state: InteractionState = .enabled, direction: Direction,
    accessibilityLabel: String? = nil, action: @escaping @Sendable () -> Void
  ) {
    self.model = model
    self.state = state
    self.direction = direction
    self.action = action
    let names: [Direction: String] = [.left: "Back", .right: "Forward", .up: "Up", .down: "Down"]
    self.accessibilityLabel = accessibilityLabel ?? names[direction, default: ""]
  }
}
