import DesignKitCore

/// The model of `VFieldLabel`: a field's label, tinted by the field's validation.
public struct VFieldLabelModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Spacing between the label and a required-field marker.
    @Dimension public var markerSpacing: Double = Metrics.spacing(0.5)
    /// The defaults.
    public init() {}
  }

  /// Colors per validation and interaction state.
  public struct Colors: Codable, Sendable, Equatable {
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
  public struct Misc: Codable, Sendable, Equatable {
    /// Whether a required field's label shows a marker ("*").
    public var marksRequired = true
    /// The defaults.
    public init() {}
  }

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts(text: Typography.font(.subheadline, weight: .medium))
  /// Animations.
  public var animations = Animations()
  /// Behaviour settings.
  public var misc = Misc()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
  /// and animations from `Motion`.
  public init() {}
}
