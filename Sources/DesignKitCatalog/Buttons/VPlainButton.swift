import DesignKitCore

/// A borderless button: a title in the accent color that darkens while pressed (lightens in dark mode).
///
/// `VPlainButton(action: { skip() }, title: "Skip")`
public struct VPlainButton: TitledButton {
  public typealias Machine = PressMachine
  public typealias Model = VPlainButtonModel
  public static var contrastPairs: [ContrastPair] { [ContrastPair(foreground: "colors.content")] }

  public var model: VPlainButtonModel
  public var state: InteractionState
  /// What a completed press does.
  public var action: @Sendable () -> Void
  /// The title.
  public var title: String
  /// The icon beside the title; nil: the title alone.
  public var icon: DrawingIcon?

  /// Creates a button.
  public init(
    model: VPlainButtonModel = .init(), state: InteractionState = .enabled, action: @escaping @Sendable () -> Void,
    title: String, icon: DrawingIcon? = nil
  ) {
    self.model = model
    self.state = state
    self.action = action
    self.title = title
    self.icon = icon
  }
}
