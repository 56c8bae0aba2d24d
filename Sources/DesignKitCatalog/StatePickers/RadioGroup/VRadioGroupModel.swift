import DesignKitCore

/// The model of `VRadioGroup`: a column of radio buttons with one selection.
///
/// Group-wide values resolve with the group's interaction; option values (`border…`, `bullet`, `title`) resolve
/// with the option's own interaction (pressed while held, disabled on its own) and pick the selected variant for
/// the selected option.
public typealias VRadioGroupModel = GroupedModel<VRadioGroupRole>

/// The groups of `VRadioGroupModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VRadioGroupRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Spacing between the options.
    @Dimension public var optionSpacing: Double = Metrics.spacing(1.5)
    /// Each option's radio button.
    public var radioButton = VRadioButtonModel.Layout()
    /// The defaults.
    public init() {}
  }

  /// Colors per interaction state of the group or of an option.
  public struct Colors: ModelGroup {
    /// Border of an unselected option's circle.
    public var border = VRadioButtonModel().colors.border[.off]
    /// Border of the selected option's circle.
    public var selectedBorder = VRadioButtonModel().colors.border[.on]
    /// The selected option's bullet.
    public var bullet = VRadioButtonModel().colors.bullet[.on]
    /// An option's title.
    public var title = Palette.titleText
    /// Opacity of an option disabled on its own, circle and title alike.
    @Opacity public var disabledOptionOpacity: Double = Foundations.current.stateLayers.disabledContentOpacity
    /// Focus ring around the focused option, shown when focused from the keyboard.
    public var focusRing = Palette.focusRing
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public typealias Fonts = TitleFonts

  /// Animations per transition slot.
  public typealias Animations = SelectionAnimations

  /// Behaviour.
  public typealias Misc = WrapBehavior

  /// The model's default fonts, set apart from the group's own defaults.
  public static var fonts: Fonts { Fonts.valueControl }

  /// The model's default animations, set apart from the group's own defaults.
  public static var animations: Animations { Animations(selection: .easeIn(duration: 0.1), press: AnimationSpec.none) }
}
