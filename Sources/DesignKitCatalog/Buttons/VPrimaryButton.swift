import DesignKitCore

/// A full-width filled button with a title, an icon beside it, or both.
///
/// `VPrimaryButton(model: .init(), state: .enabled, action: { save() }, title: "Save", isLoading: isSaving)`
public struct VPrimaryButton: ButtonComponent {
  public typealias Machine = PressMachine
  public typealias Model = VPrimaryButtonModel
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(
        foreground: "colors.title", background: "colors.background", foregroundOpacity: "colors.titleOpacity",
        content: .text(font: "fonts.title"))
    ]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.minHeight") }
  public static var contentKeys: [ContentKey<Self>] {
    [.init("title", \.title), .init("icon", \.icon), .init("isLoading", \.isLoading)]
  }

  public var model: VPrimaryButtonModel
  public var state: InteractionState
  /// The title.
  public var title: String
  /// The icon beside the title; nil: the title alone.
  public var icon: DrawingIcon?
  /// Whether it shows a spinner instead of firing; a loading button never fires.
  public var isLoading: Bool
  /// What a completed press does.
  public var action: @Sendable () -> Void
  public var accessibilityLabel: String { title }
  public var restingEvents: [PressEvent] { isLoading ? [.loadingChanged(true)] : [] }
  public static var callbackProbe: CallbackProbe<Self>? {
    .press { VPrimaryButton(action: $0, title: "Save") }
  }

  /// Creates a button.
  public init(
    model: VPrimaryButtonModel = .init(), state: InteractionState = .enabled, action: @escaping @Sendable () -> Void,
    title: String, icon: DrawingIcon? = nil, isLoading: Bool = false
  ) {
    self.model = model
    self.state = state
    self.action = action
    self.title = title
    self.icon = icon
    self.isLoading = isLoading
  }
}
