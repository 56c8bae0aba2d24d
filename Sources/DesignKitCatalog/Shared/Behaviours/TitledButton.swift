import DesignKitCore

/// A button known by its title (plain, secondary, square): its accessibility label, its `title` content key and the
/// registry battery's callback probe come from the title.
public protocol TitledButton: ButtonComponent {
  /// The title.
  var title: String { get set }
  /// The icon beside the title (`layout.label` places it); nil: the title alone.
  var icon: DrawingIcon? { get set }
  /// A button with `title` and `icon` that calls `action`.
  init(model: Model, state: InteractionState, action: @escaping @Sendable () -> Void, title: String, icon: DrawingIcon?)
}

extension TitledButton {
  public var accessibilityLabel: String { title }
  public static var contentKeys: [ContentKey<Self>] { [.init("title", \.title), .init("icon", \.icon)] }
  public static var callbackProbe: CallbackProbe<Self>? {
    .press { Self(model: Model(), state: .enabled, action: $0, title: "Save", icon: nil) }
  }
}
