import DesignKitCore

/// The model of `VField`: one form field: a label, a control, a description and an error, with a validation state.
public typealias VFieldModel = GroupedModel<VFieldRole>

/// The groups of `VFieldModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): spacing, radii and sizes from `Metrics` and animations from `Motion`.
public enum VFieldRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Spacing between the label, the control, the description and the error.
    @Dimension public var spacing: Double = Metrics.spacing(1)
    /// The defaults.
    public init() {}
  }

  /// Colors per validation and interaction state.
  public struct Colors: ModelGroup {
    /// Background per validation state (clear: the parts show the state).
    public var background = ValueStateTable<ValidationState, AdaptiveColor>(.init(Palette.clear))
    /// The defaults.
    public init() {}
  }

  /// Fonts: none, the children have their own.
  public typealias Fonts = NoFonts

  /// Animations per transition slot.
  public typealias Animations = StaticAnimations

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// Whether the error message replaces the description in the error state (otherwise it shows under it).
    public var errorReplacesDescription = true
    /// The defaults.
    public init() {}
  }
}
