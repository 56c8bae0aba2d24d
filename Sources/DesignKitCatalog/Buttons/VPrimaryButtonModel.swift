import DesignKitCore

/// The model of `VPrimaryButton`: a full-width filled button.
public typealias VPrimaryButtonModel = GroupedModel<VPrimaryButtonRole>

/// The groups of `VPrimaryButtonModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VPrimaryButtonRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Smallest height of the button; it grows with its title (Dynamic Type).
    public var minHeight = PlatformTable<Dimension>(iOS: 50, macOS: 40, watchOS: 64)
    /// Corner radius of the background.
    /// (The theme's corner radius; VComponents rounds by 20.)
    public var cornerRadius = PlatformTable<Dimension>(
      iOS: Dimension(wrappedValue: Metrics.cornerRadius), macOS: 12, watchOS: 32)
    /// Margins around the title.
    public var contentMargins = Insets(horizontal: Metrics.spacing(2), vertical: Metrics.spacing(1.5))
    /// Spacing between the title and the loading spinner.
    @Dimension public var loaderSpacing: Double = Metrics.spacing(2.5)
    /// Size of the loading spinner (iOS's medium activity indicator; it does not grow with Dynamic Type, so a large
    /// title keeps its width).
    @Dimension public var loaderDimension: Double = 20
    /// Scale of the background (its border, shadow and focus ring with it) per interaction state, about its centre
    /// (DesignKit shrinks a pressed button slightly; VComponents does not scale).
    public var backgroundScale = StateTable<InteractionState, ScaleFactor>(enabled: 1, pressed: 0.98, disabled: 1)
    /// Scale of the title (and the loading spinner) per interaction state, about its centre.
    public var labelScale = StateTable<InteractionState, ScaleFactor>(enabled: 1, pressed: 0.98, disabled: 1)
    /// Width of the border, drawn inside the background's edge; 0 draws none.
    @Dimension public var borderWidth: Double = 0
    /// The shadow under the background per interaction state; a clear color draws none.
    public var shadow = StateTable<InteractionState, Shadow>(.none)
    /// How the background's corners bend.
    public var cornerStyle = CornerStyle.continuous
    /// Width of the focus ring, drawn outside the background.
    @Dimension public var focusRingWidth: Double = 3
    /// How the icon sits beside the title; the icon 18 on iOS, 16 on macOS, 22 on watchOS (VComponents 8.1's
    /// stretched button).
    public var label = LabelLayout(
      spacing: Metrics.spacing(1), iconSizes: PlatformTable<Dimension>(iOS: 18, macOS: 16, watchOS: 22))
    /// The defaults.
    public init() {}
  }

  /// Colors per interaction state.
  public struct Colors: ModelGroup {
    /// Background fill.
    public var background = Palette.interactiveFill(Palette.accent)
    /// Title text.
    public var title = StateTable<InteractionState, AdaptiveColor>(Palette.onAccent)
    /// The icon beside the title.
    public var icon = StateTable<InteractionState, AdaptiveColor>(Palette.onAccent)
    /// Title opacity (the lab dims a disabled label to 0.6; VComponents dims pressed and disabled to 0.5).
    public var titleOpacity = Palette.interactiveOpacity
    /// Focus ring, shown when focused from the keyboard.
    public var focusRing = Palette.focusRing
    /// Border, drawn inside the background's edge `layout.borderWidth` wide.
    public var border = Palette.controlBorder
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public typealias Fonts = TitleFonts

  /// Animations per transition slot.
  public typealias Animations = PressAnimations

  /// Behaviour.
  public typealias Misc = PressBehavior

  /// The default fonts of `VPrimaryButtonModel`, set apart from the group's own defaults: the title is the lab's
  /// semibold body on iOS (VComponents 8.1: semibold callout); a fixed semibold 16 pt on macOS and semibold title3 on
  /// watchOS, as 8.1's.
  public static var fonts: Fonts { Fonts(title: Typography.stretchedTitle(.body)) }

  /// The default misc of `VPrimaryButtonModel`, set apart from the group's own defaults.
  public static var misc: Misc { Misc(haptics: ActionHaptics(actionFired: .impactLight)) }
}
