import DesignKitCore

/// The sizes and colors of one state picker with a title (a checkbox, a radio button, a toggle): its role in
/// `StatePickerModel`.
public protocol StatePickerRole: ModelRole {
  /// Sizes and spacing.
  associatedtype Layout: ModelGroup & ResolvedGroup
  /// Colors per value and interaction state.
  associatedtype Colors: ModelGroup & ResolvedGroup
}

/// The model of a small control with a value and a title beside it (`VCheckBox`, `VRadioButton`, `VToggle`): they
/// share fonts, animations and behaviour, and each is an alias of its own role, which holds its `Layout` and
/// `Colors`.
public struct StatePickerModel<Role: StatePickerRole>: ComponentModel, TitledStatePickerModel {
  /// Sizes and spacing.
  public typealias Layout = Role.Layout
  /// Colors per value and interaction state.
  public typealias Colors = Role.Colors
  /// Fonts.
  public typealias Fonts = TitleFonts
  /// Animations per transition slot.
  public typealias Animations = PressAnimations
  /// Behaviour.
  public typealias Misc = TitleBehavior

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts.valueControl
  /// Animations: the value changes with a quick ease-in and presses show no motion.
  public var animations = Animations.valueControl
  /// Behaviour settings.
  public var misc = Misc()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
  /// and animations from `Motion`.
  public init() {}

  public static var typeName: String { Role.modelName }
}
