import DesignKitCore

/// A toggle button, as wide as its container, with a title and an optional icon: the neutral fill when off, the accent when on.
///
/// `VStretchedToggleButton(state: .init(.on), title: "Bold", icon: .pencil) { isBold = $0 == .on }`
public struct VStretchedToggleButton: ToggleButton {
  public typealias Machine = SwitchMachine
  public typealias Model = VStretchedToggleButtonModel
  public typealias Role = StretchedToggleButtonRole
  public static var targetSize: TargetSize? { TargetSize(height: "layout.minHeight") }

  public var model: VStretchedToggleButtonModel
  public var state: ValueState<ToggleValue>
  public var title: String
  public var icon: DrawingIcon?
  public var onValueChange: @Sendable (ToggleValue) -> Void

  /// Creates a toggle button.
  public init(
    model: VStretchedToggleButtonModel = .init(), state: ValueState<ToggleValue> = .init(.off), title: String,
    icon: DrawingIcon? = nil, onValueChange: @escaping @Sendable (ToggleValue) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    self.title = title
    self.icon = icon
    self.onValueChange = onValueChange
  }
}
