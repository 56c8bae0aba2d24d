import DesignKitCore

/// The model of `VMenuPicker`: a button showing the selected item that presents a menu of items.
public typealias VMenuPickerModel = GroupedModel<VMenuPickerRole>

/// The groups of `VMenuPickerModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VMenuPickerRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Smallest height of the button; it grows with its title.
    @Dimension public var minHeight: Double = 44
    /// Corner radius of the button and of the menu.
    @Dimension public var cornerRadius: Double = Metrics.cornerRadius
    /// Margins around the button's title.
    public var contentMargins = Insets(horizontal: Metrics.spacing(1.5), vertical: 0)
    /// Size of the chevron after the title.
    @Dimension public var chevronDimension: Double = 12
    /// Width of the menu.
    @Dimension public var menuWidth: Double = 250
    /// Space between the button and the open menu below it.
    @Dimension public var menuSpacing: Double = Metrics.spacing(1)
    /// The shadow under the open menu, which floats over the content.
    public var menuShadow = Shadow(color: AdaptiveColor.black.opacity(0.12), radius: 16, y: 4)
    /// Width of the focus ring, drawn outside the button.
    @Dimension public var focusRingWidth: Double = 3
    /// The menu's rows.
    public var row = MenuRowLayout()
    /// The defaults.
    public init() {}
  }

  /// Colors per interaction state of the button.
  public struct Colors: ModelGroup {
    /// Background of the button (lighter while pressed in dark mode, darker in light mode).
    public var background = Palette.interactiveNeutralFill(Palette.fill)
    /// The button's title (the selected item).
    public var title = Palette.interactiveContent(Palette.primaryText)
    /// The chevron after the title (highlighted with the background while pressed, so it keeps 3:1 on it).
    public var chevron = Palette.interactiveNeutralContent(Palette.secondaryText)
    /// Background of the menu: the elevated screen background, as `VMenu`'s.
    public var menuBackground = StateTable<InteractionState, AdaptiveColor>(Palette.elevated.system)
    /// The menu's rows.
    public var row = MenuRowColors()
    /// Focus ring, shown when focused from the keyboard.
    public var focusRing = Palette.focusRing
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// The button's title.
    public var title = Typography.font(.body)
    /// How the button's title is set: lines, shrinking, case, alignment.
    public var titleConfiguration = TextConfiguration()
    /// The menu's rows.
    public var row = MenuRowFonts()
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot: the menu's `appear` and `disappear` (on selection, Escape or a tap outside),
  /// then the button's `press`, `release`, `stateChange`, `focus` and `hover`.
  public struct Animations: ComposedGroup {
    /// When the menu appears and goes away.
    public var own = PresentationAnimations()
    /// The button's slots.
    public var shared = PressAnimations()
    /// The defaults.
    public init() {}
  }

  /// Behaviour: none beyond the machine's.
  public typealias Misc = NoMisc
}
