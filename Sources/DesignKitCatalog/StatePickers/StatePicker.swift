import DesignKitCore

/// What tells apart the titled state pickers that share one generic component (`StatePicker<CheckBoxPickerRole>`):
/// besides its model's sizes and colors and its alias (which name the component, `VCheckBox`), how a press changes
/// its value (`Rule`), how it is announced, its target, its gallery samples and its drawing. Its initializer, with
/// its own callback label (`onChange:`, `onSelect:`, `onValueChange:`), is declared on the alias.
public protocol StatePickerComponentRole: StatePickerRole {
  /// How a fired press changes the value.
  associatedtype Rule: ToggleRule
  /// How assistive technologies announce it.
  static var accessibilityRole: AccessibilityRole { get }
  /// The smallest target a person taps, by the model's paths: the mark and its hit box unless the role says
  /// otherwise.
  static var targetSize: TargetSize { get }
  /// The pairs of colors the audit checks for contrast, by the model's paths: the title's unless the role says more.
  static var contrastPairs: [ContrastPair] { get }
  /// The gallery's samples, the first its preview.
  static var galleryPreviews: [StatePicker<Self>] { get }
  /// The registry battery's probe of the callback.
  static var callbackProbe: CallbackProbe<StatePicker<Self>> { get }
  /// `picker` in `style`, its model's resolved style.
  static func drawing(of picker: StatePicker<Self>, style: ResolvedStyle, environment: StyleEnvironment)
    throws(Diagnostic) -> Drawing
}

extension StatePickerComponentRole {
  /// The title on the background.
  public static var contrastPairs: [ContrastPair] { [ContrastPair(foreground: "colors.title")] }
  /// The mark (`layout.dimension` square, a checkbox's box, a radio button's circle) and `layout.hitBox` around it.
  public static var targetSize: TargetSize {
    TargetSize(width: "layout.dimension", height: "layout.dimension", margin: "layout.hitBox")
  }
}

/// A small control with a value and a title beside it (`VCheckBox`, `VRadioButton`, `VToggle`): a press (or one on
/// the title, when `misc.isTitleClickable`) changes the value by the role's rule and reports it to the owner; read by
/// its title. Each is an alias of its own role, so `VCheckBox(title:)` has the checkbox's model, name, machine and
/// drawing.
public struct StatePicker<Role: StatePickerComponentRole>: TitledStatePicker {
  /// The interaction machine: the value by the role's rule, pressed, focused.
  public typealias Machine = ToggleMachine<Role.Rule>
  /// The model, the alias of the same role (`VCheckBoxModel`).
  public typealias Model = StatePickerModel<Role>
  public static var componentName: String { Role.componentName }
  public static var accessibilityRole: AccessibilityRole { Role.accessibilityRole }
  public static var targetSize: TargetSize? { Role.targetSize }
  public static var contrastPairs: [ContrastPair] { Role.contrastPairs }
  public static var callbackProbe: CallbackProbe<Self>? { Role.callbackProbe }

  public var model: Model
  public var state: ValueState<Role.Rule.Value>
  /// The title beside the control.
  public var title: String
  /// The icon beside the title; nil: the title alone.
  public var icon: DrawingIcon?
  /// Called with the new value when a press changes it: the alias's callback (`onChange`, `onSelect`,
  /// `onValueChange`).
  var valueChanged: @Sendable (Role.Rule.Value) -> Void

  /// A picker with these contents, `valueChanged` its alias's callback.
  init(
    _ model: Model, _ state: ValueState<Role.Rule.Value>, _ title: String, _ icon: DrawingIcon?,
    _ valueChanged: @escaping @Sendable (Role.Rule.Value) -> Void
  ) {
    (self.model, self.state, self.title, self.icon) = (model, state, title, icon)
    self.valueChanged = valueChanged
  }

  public func handle(_ output: MachineOutput) {
    if let value = output.changedValue?.state(as: Role.Rule.Value.self) { valueChanged(value) }
  }
}

extension StatePicker: DrawableComponent {
  public static var galleryPreview: Self { galleryPreviews[0] }
  public static var galleryPreviews: [Self] { Role.galleryPreviews }

  /// The role's drawing (`StatePickerComponentRole.drawing(of:style:environment:)`).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try Role.drawing(of: self, style: style, environment: environment)
  }
}
