import DesignKitCore

/// A button known by its title (plain, secondary, square): its accessibility label, its `title` content key and the
/// registry battery's callback probe come from the title.
public protocol TitledButton: ButtonComponent {
  /// The title.
  var title: String { get set }
  /// A button with `title` that calls `action`.
  init(model: Model, state: InteractionState, action: @escaping @Sendable () -> Void, title: String)
}

extension TitledButton {
  public var accessibilityLabel: String { title }
  public static var contentKeys: [ContentKey<Self>] { [.init("title", \.title)] }
  public static var callbackProbe: CallbackProbe<Self>? {
    .press { Self(model: Model(), state: .enabled, action: $0, title: "Save") }
  }
}
