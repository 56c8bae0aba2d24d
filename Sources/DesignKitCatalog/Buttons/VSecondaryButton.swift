import DesignKitCore

/// A compact filled capsule button with a title, for secondary actions.
///
/// `VSecondaryButton(action: { more() }, title: "More")`
public struct VSecondaryButton: TitledButton {
  public typealias Machine = PressMachine
  public typealias Model = VSecondaryButtonModel
  public static var contrastPairs: [ContrastPair] { ButtonColors.contrastPairs }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.minHeight", margin: "layout.hitBox") }

  public var model: VSecondaryButtonModel
  public var state: InteractionState
  /// What a completed press does.
  public var action: @Sendable () -> Void
  /// The title.
  public var title: String
  /// The icon beside the title; nil: the title alone.
  public var icon: DrawingIcon?

  /// Creates a button.
  public init(
    model: VSecondaryButtonModel = .init(), state: InteractionState = .enabled,
    action: @escaping @Sendable () -> Void, title: String, icon: DrawingIcon? = nil
  ) {
    self.model = model
    self.state = state
    self.action = action
    self.title = title
    self.icon = icon
  }
}
