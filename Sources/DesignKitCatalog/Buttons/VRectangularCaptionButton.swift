import DesignKitCore

/// A tinted square with an icon, and a caption (a title, an optional icon) below it: a tile of a share sheet or a
/// quick-actions row.
///
/// `VRectangularCaptionButton(action: { share() }, icon: .squareAndArrowUp, title: "Share")`
public struct VRectangularCaptionButton: ButtonComponent {
  public typealias Machine = PressMachine
  public typealias Model = VRectangularCaptionButtonModel
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(foreground: "colors.icon", background: "colors.rectangle", content: .graphic),
      ContrastPair(foreground: "colors.caption", content: .text(font: "fonts.caption")),
    ]
  }
  public static var targetSize: TargetSize? {
    TargetSize(width: "layout.rectangleSize.width", height: "layout.rectangleSize.height")
  }
  public static var contentKeys: [ContentKey<Self>] { [.init("icon", \.icon), .init("title", \.title)] }

  public var model: VRectangularCaptionButtonModel
  public var state: InteractionState
  /// What a completed press does.
  public var action: @Sendable () -> Void
  /// The icon in the square, by its SF Symbols name.
  public var icon: DrawingIcon
  /// The caption's title.
  public var title: String
  /// The caption's icon, before its title; none when nil.
  public var captionIcon: DrawingIcon?
  public var accessibilityLabel: String { title }
  public static var callbackProbe: CallbackProbe<Self>? {
    .press { VRectangularCaptionButton(action: $0, icon: .star, title: "Favourite") }
  }

  /// Creates a button.
  public init(
    model: VRectangularCaptionButtonModel = .init(), state: InteractionState = .enabled,
    action: @escaping @Sendable () -> Void, icon: DrawingIcon, title: String, captionIcon: DrawingIcon? = nil
  ) {
    self.model = model
    self.state = state
    self.action = action
    self.icon = icon
    self.title = title
    self.captionIcon = captionIcon
  }
}
