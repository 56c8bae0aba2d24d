import DesignKitCore

/// A square filled button with a short title or an icon named by the title.
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
  /// The title, or the name of the icon.
  public var title: String

  /// Creates a button.
  public init(
    model: VSquareButtonModel = .init(), state: InteractionState = .enabled, action: @escaping @Sendable () -> Void,
    title: String
  ) {
    self.model = model
    self.state = state
    self.action = action
    self.title = title
  }
}
