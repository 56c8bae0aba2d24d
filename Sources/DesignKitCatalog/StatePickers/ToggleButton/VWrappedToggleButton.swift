import DesignKitCore

/// A toggle button, a capsule as wide as its title and icon (a filter chip): the neutral fill when off, the accent when on.
///
/// `VWrappedToggleButton(state: .init(.on), title: "Unread", icon: .envelope) { showsUnread = $0 == .on }`
public struct VWrappedToggleButton: ToggleButton {
  public typealias Machine = SwitchMachine
  public typealias Model = VWrappedToggleButtonModel
  public typealias Role = WrappedToggleButtonRole
  public static var targetSize: TargetSize? { TargetSize(height: "layout.minHeight", margin: "layout.hitBox") }

  public var model: VWrappedToggleButtonModel
  public var state: ValueState<ToggleValue>
  public var title: String
  public var icon: DrawingIcon?
  public var onValueChange: @Sendable (ToggleValue) -> Void

  /// Creates a toggle button.
  public init(
    model: VWrappedToggleButtonModel = .init(), state: ValueState<ToggleValue> = .init(.off), title: String,
    icon: DrawingIcon? = nil, onValueChange: @escaping @Sendable (ToggleValue) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    self.title = title
    self.icon = icon
    self.onValueChange = onValueChange
  }
}
