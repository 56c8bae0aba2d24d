import DesignKitCore

/// The sizes and colors of one state picker with a title (a checkbox, a radio button, a toggle): its role in
/// `StatePickerModel`. The state pickers share every other group: `TitleFonts.valueControl`,
/// `PressAnimations.valueControl` and `TitleBehavior`.
public protocol StatePickerRole: GroupedRole
where
  Layout: ModelGroup, Colors: ModelGroup, Fonts == TitleFonts, Animations == PressAnimations, Misc == TitleBehavior
{}

extension StatePickerRole {
  /// A small value control's title font.
  public static var fonts: TitleFonts { .valueControl }
  /// The value changes with a quick ease-in and presses show no motion.
  public static var animations: PressAnimations { .valueControl }
}

/// The model of a small control with a value and a title beside it (`VCheckBox`, `VRadioButton`, `VToggle`): they
/// share fonts, animations and behaviour, and each is an alias of its own role, which holds its `Layout` and
/// `Colors`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public typealias StatePickerModel<Role: StatePickerRole> = GroupedModel<Role>

extension GroupedModel: TitledStatePickerModel where Role: StatePickerRole {}
