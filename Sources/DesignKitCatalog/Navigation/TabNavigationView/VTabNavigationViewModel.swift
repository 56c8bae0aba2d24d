import DesignKitCore

/// The model of `VTabNavigationView`: a tab bar of icon-and-title items.
public typealias VTabNavigationViewModel = GroupedModel<VTabNavigationViewRole>

/// The groups of `VTabNavigationViewModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VTabNavigationViewRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Height of the tab bar.
    @Dimension public var height: Double = 49
    /// Size of an item's icon.
    @Dimension public var iconDimension: Double = 24
    /// Width of the lines of an item's icon.
    @Dimension public var iconLineWidth: Double = 2
    /// Spacing between an item's icon and its title.
    @Dimension public var iconTitleSpacing: Double = 2
    /// Thickness of the line above the bar.
    @Dimension public var separatorHeight: Double = Metrics.hairline
    /// Width of the focus ring (macOS draws 3 pt).
    @Dimension public var focusRingWidth: Double = 3
    /// The screen it is drawn on when nothing gives it one (the gallery), the environment's platform's: an iPhone, an
    /// iPad, a Mac or visionOS window, a TV (`Size.sampleScreens`); fractions of the screen are of this size.
    public var screenSize = Size.sampleScreens
    /// The defaults.
    public init() {}
  }

  /// Colors per interaction state of the tab bar.
  public struct Colors: ModelGroup {
    /// The bar.
    public var background = StateTable<InteractionState, AdaptiveColor>(Palette.layer)
    /// Items not selected.
    public var item = Palette.interactiveContent(Palette.secondaryText)
    /// The selected item, which stands for the item under the finger or focus: further from the bar while pressed
    /// (darker in light mode, lighter in dark mode), faded when disabled.
    public var selectedItem = Self.pressable(Palette.link)
    /// The line above the bar.
    public var separator = StateTable<InteractionState, AdaptiveColor>(Palette.separator)
    /// Focus ring around the focused item.
    public var focusRing = Palette.focusRing
    /// The defaults.
    public init() {}

    /// `color` per interaction state: pressed darker in light mode and lighter in dark mode, so that it keeps its
    /// contrast with the bar; disabled faded.
    static func pressable(_ color: AdaptiveColor) -> StateTable<InteractionState, AdaptiveColor> {
      let light = color.darkened(by: 0.2)
      let pressed = AdaptiveColor(
        light: light.light, dark: Color.mix(color.dark, .white, fraction: 0.3),
        lightIncreasedContrast: light.lightIncreasedContrast,
        darkIncreasedContrast: color.darkIncreasedContrast.map { Color.mix($0, .white, fraction: 0.3) })
      var table = Palette.interactiveContent(color)
      table[.pressed] = pressed
      return table
    }
  }

  /// Fonts: the items' titles.
  public typealias Fonts = TitleFonts

  /// Animations per transition slot.
  public typealias Animations = SelectionAnimations

  /// Behaviour.
  public typealias Misc = WrapBehavior

  /// The model's default fonts, set apart from the group's own defaults.
  public static var fonts: Fonts {
    Fonts(title: Typography.font(.caption2, weight: .medium), titleConfiguration: .singleLine)
  }
}
