import DesignKitCore

/// What tells apart the titled buttons that share one generic component (`TitledPressButton<SquareButtonRole>`):
/// besides its model and alias (which name the component, `VSquareButton`), the pairs its contrast audit checks, the
/// size of its target, its gallery samples and its drawing.
public protocol TitledButtonRole: ModelRole {
  /// The model the button reads (`VSquareButtonModel`).
  associatedtype ButtonModel: PressableModel
  /// The foreground / background pairs the contrast audit checks.
  static var contrastPairs: [ContrastPair] { get }
  /// The smallest target a person taps, by the model's paths; nil: the label's own size.
  static var targetSize: TargetSize? { get }
  /// The gallery's samples: a title and an icon (nil: the title alone) each; the first is the preview.
  static var gallerySamples: [(title: String, icon: DrawingIcon?)] { get }
  /// The button with `title` and `icon` (nil: none) in `style`, its model's resolved style.
  static func drawing(title: String, icon: DrawingIcon?, style: ResolvedStyle) throws(Diagnostic) -> Drawing
}

extension TitledButtonRole {
  public static var targetSize: TargetSize? { nil }
}

extension TitledButtonRole where Self: FilledButtonRole {
  /// A filled button reads the filled buttons' model of its role (`VSquareButtonModel`).
  public typealias ButtonModel = FilledButtonModel<Self>
  /// A filled button's title and icon on its fill, in every state (`ButtonColors.contrastPairs`).
  public static var contrastPairs: [ContrastPair] { ButtonColors.contrastPairs }
}

/// A button labelled by a title and an optional icon that calls its action when a press completes (`VPlainButton`,
/// `VSquareButton`, `VSecondaryButton`). Each is an alias of its own role, so `VSquareButton(action:title:)` has the
/// square button's model, name, target and drawing.
public struct TitledPressButton<Role: TitledButtonRole>: TitledButton {
  /// The interaction machine: pressed, hovered, focused, disabled.
  public typealias Machine = PressMachine
  /// The model, the role's (`VSquareButtonModel`).
  public typealias Model = Role.ButtonModel
  public static var componentName: String { Role.componentName }
  public static var contrastPairs: [ContrastPair] { Role.contrastPairs }
  public static var targetSize: TargetSize? { Role.targetSize }

  public var model: Model
  public var state: InteractionState
  /// What a completed press does.
  public var action: @Sendable () -> Void
  /// The title; empty with an icon: the icon alone.
  public var title: String
  /// The icon beside the title; nil: the title alone.
  public var icon: DrawingIcon?

  /// Creates a button.
  public init(
    model: Model = .init(), state: InteractionState = .enabled, action: @escaping @Sendable () -> Void,
    title: String, icon: DrawingIcon? = nil
  ) {
    self.model = model
    self.state = state
    self.action = action
    self.title = title
    self.icon = icon
  }
}

extension TitledPressButton: DrawableComponent {
  public static var galleryPreview: Self { galleryPreviews[0] }
  /// The role's samples (`TitledButtonRole.gallerySamples`): the title alone and with an icon, so the label's icon,
  /// placement and spacing show.
  public static var galleryPreviews: [Self] {
    Role.gallerySamples.map { Self(action: {}, title: $0.title, icon: $0.icon) }
  }

  /// The role's drawing (`TitledButtonRole.drawing(title:icon:style:)`).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try Role.drawing(title: title, icon: icon, style: style)
  }
}
