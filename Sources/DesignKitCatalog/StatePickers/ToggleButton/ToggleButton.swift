import DesignKitCore

/// What tells apart the toggle buttons that share one generic component (`ToggleButton<StretchedToggleButtonRole>`):
/// besides its model's sizes, title font and alias (which name the component, `VStretchedToggleButton`), the size
/// of its target, its gallery samples and how its content sits on its background.
public protocol ToggleButtonComponentRole: ToggleButtonRole {
  /// The smallest target a person taps, by the model's paths.
  static var targetSize: TargetSize { get }
  /// The gallery's samples: a title and an icon each.
  static var gallerySamples: [(title: String, icon: DrawingIcon?)] { get }
  /// The button with `title` and `icon` (nil: none) in `style`, its model's resolved style.
  static func drawing(title: String, icon: DrawingIcon?, style: ResolvedStyle) throws(Diagnostic) -> Drawing
}

/// A button with an on / off value (`VStretchedToggleButton`, `VWrappedToggleButton`, `VRectangularToggleButton`):
/// a press flips the value, which survives disabling; read by its title, announced as a toggle. Each is an alias of
/// its own role, so `VStretchedToggleButton(title:)` has the stretched button's model, name and drawing.
public struct ToggleButton<Role: ToggleButtonComponentRole>: ConfiguredComponent {
  /// The interaction machine: on / off, pressed, focused.
  public typealias Machine = SwitchMachine
  /// The model, the alias of the same role (`VStretchedToggleButtonModel`).
  public typealias Model = ToggleButtonModel<Role>
  public static var componentName: String { Role.componentName }
  public static var family: ComponentFamily { .statePickers }
  public static var accessibilityRole: AccessibilityRole { .toggle }
  public static var targetSize: TargetSize? { Role.targetSize }
  public static var contrastPairs: [ContrastPair] { ToggleButtonColors.contrastPairs }
  public static func machineParameters(for model: Model) -> ToggleParameters { model.misc.parameters }
  public static var machineSettings: [String] { ["misc.pressDriftTolerance"] }
  public static var contentKeys: [ContentKey<Self>] { [.init("title", \.title)] }

  public var model: Model
  public var state: ValueState<ToggleValue>
  /// The title; a rectangular toggle button shows it when it has no icon.
  public var title: String
  /// The icon, by its SF Symbols name; none when nil.
  public var icon: DrawingIcon?
  /// What a change of the value by the user does (the owner's binding).
  public var onValueChange: @Sendable (ToggleValue) -> Void

  /// Creates a toggle button.
  public init(
    model: Model = .init(), state: ValueState<ToggleValue> = .init(.off), title: String, icon: DrawingIcon? = nil,
    onValueChange: @escaping @Sendable (ToggleValue) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    self.title = title
    self.icon = icon
    self.onValueChange = onValueChange
  }

  public var accessibilityLabel: String { title }
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.pointerDown, .pointerUp, .pointerDown, .pointerUp], expected: ["on", "off"]) { report in
      Self(title: "Bold") { report($0.rawValue) }
    }
  }
  public func handle(_ output: MachineOutput) {
    if let value = output.changedValue?.state(as: ToggleValue.self) { onValueChange(value) }
  }
}

extension ToggleButton: DrawableComponent {
  public static var galleryPreview: Self { galleryPreviews[0] }
  public static var galleryPreviews: [Self] { Role.gallerySamples.map { Self(title: $0.title, icon: $0.icon) } }

  /// The role's drawing (`ToggleButtonComponentRole.drawing(title:icon:style:)`).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try Role.drawing(title: title, icon: icon, style: style)
  }
}
