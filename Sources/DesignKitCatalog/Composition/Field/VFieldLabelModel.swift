import DesignKitCore

/// The model of `VFieldLabel`: a field's label, tinted by the field's validation.
public typealias VFieldLabelModel = GroupedModel<VFieldLabelRole>

/// The groups of `VFieldLabelModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VFieldLabelRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Spacing between the label and a required-field marker.
    @Dimension public var markerSpacing: Double = Metrics.spacing(0.5)
    /// The defaults.
    public init() {}
  }

  /// Colors per validation and interaction state.
  public struct Colors: ModelGroup {
    /// The text per validation state: primary text, or a validation highlight's role.
    public var text = ValueStateTable<ValidationState, AdaptiveColor>(
      none: Palette.interactiveContent(Palette.primaryText), success: Palette.interactiveContent(Palette.success),
      error: Palette.interactiveContent(Palette.error), warning: Palette.interactiveContent(Palette.warning))
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public typealias Fonts = TextFonts

  /// Animations per transition slot: enabled-ness only.
  public typealias Animations = AvailabilityAnimations

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// Whether a required field's label shows a marker ("*").
    public var marksRequired = true
    /// The defaults.
    public init() {}
  }

  /// The model's default fonts, set apart from the group's own defaults.
  public static var fonts: Fonts { Fonts(text: Typography.font(.subheadline, weight: .medium)) }
}
