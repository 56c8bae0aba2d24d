import DesignKitCore

/// A square filled button with a short title, an icon, or both.
///
/// `VSquareButton(action: { add() }, title: "Add")`
public struct VSquareButton: TitledButton {
  public typealias Machine = PressMachine
  public typealias Model = VSquareButtonModel
  public static var contrastPairs: [ContrastPair] { ButtonColors.contrastPairs }
  public static var targetSize: TargetSize? { TargetSize(width: "layout.dimension", height: "layout.dimension") }

  public var model: VSquareButtonModel
  public var state: InteractionState
  /// What a completed press does.
  public var action: @Sendable () -> Void
  /// The title; empty with an icon: the icon alone.
  public var title: String
  /// The icon beside the title; nil: the title alone.
  public var icon: DrawingIcon?

  /// Creates a button.
  public init(
    model: VSquareButtonModel = .init(), state: InteractionState = .enabled, action: @escaping @Sendable () -> Void,
    title: String, icon: DrawingIcon? = nil
  ) {
    self.model = model
    self.state = state
    self.action = action
    self.title = title
    self.icon = icon
  }
}
