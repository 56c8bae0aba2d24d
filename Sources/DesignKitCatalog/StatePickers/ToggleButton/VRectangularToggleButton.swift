import DesignKitCore

/// A toggle button, a square with an icon, or a short title when it has none: the neutral fill when off, the accent when on.
///
/// `VRectangularToggleButton(state: .init(.on), title: "Favourite", icon: .star) { isFavourite = $0 == .on }`
public struct VRectangularToggleButton: ToggleButton {
  public typealias Machine = SwitchMachine
  public typealias Model = VRectangularToggleButtonModel
  public typealias Role = RectangularToggleButtonRole
  public static var targetSize: TargetSize? { TargetSize(width: "layout.size.width", height: "layout.size.height") }

  public var model: VRectangularToggleButtonModel
  public var state: ValueState<ToggleValue>
  public var title: String
  public var icon: DrawingIcon?
  public var onValueChange: @Sendable (ToggleValue) -> Void

  /// Creates a toggle button.
  public init(
    model: VRectangularToggleButtonModel = .init(), state: ValueState<ToggleValue> = .init(.off), title: String,
    icon: DrawingIcon? = nil, onValueChange: @escaping @Sendable (ToggleValue) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    self.title = title
    self.icon = icon
    self.onValueChange = onValueChange
  }
}
