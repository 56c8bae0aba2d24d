import DesignKitCore

/// The model of `VBadge`: a capsule of caption text tinted by its status kind.
public typealias VBadgeModel = GroupedModel<VBadgeRole>

/// The groups of `VBadgeModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, fonts from `Typography` and animations from `Motion`.
public enum VBadgeRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Margins around the text (the lab's 8 × 3).
    public var contentMargins = Insets(horizontal: 8, vertical: 3)
    /// Smallest height; the capsule grows with the text at large Dynamic Type sizes instead of clipping it.
    @Dimension public var minHeight: Double = 18
    /// The defaults.
    public init() {}
  }

  /// Colors per status kind.
  public struct Colors: ModelGroup {
    /// Text (primary text, not the lab's role color: warning on its own 15 % tint misses AA contrast).
    public var text = StatusColors(Palette.primaryText)
    /// Capsule fill: the kind's role color, faint.
    public var background = StatusColors(roles: { $0.opacity(0.15) })
    /// The whole badge's opacity: dimmed when disabled.
    public var opacity = AvailabilityOpacity.dimmedWhenDisabled
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public typealias Fonts = TextFonts

  /// Animations per transition slot.
  public typealias Animations = AvailabilityAnimations

  /// Behaviour: none (assistive technologies always hear the kind before the text, "Warning: Expires soon").
  public typealias Misc = NoMisc

  /// The model's default fonts, set apart from the group's own defaults.
  public static var fonts: Fonts { Fonts(text: Typography.font(.caption2, weight: .semibold)) }
}
