import DesignKitCore

/// The model of `VWheelPicker`: a wheel of rows scrolled by dragging, with the selected row under an indicator.
public typealias VWheelPickerModel = GroupedModel<VWheelPickerRole>

/// The groups of `VWheelPickerModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VWheelPickerRole: GroupedRole {
  /// Sizes.
  public struct Layout: ModelGroup {
    /// Height of the wheel.
    @Dimension public var height: Double = 200
    /// Corner radius of the background (the theme's corner radius; VComponents rounds by 15).
    @Dimension public var cornerRadius: Double = Metrics.cornerRadius
    /// Smallest height of one row; a row grows with its text.
    @Dimension public var minRowHeight: Double = 32
    /// Corner radius of the selection indicator behind the selected row.
    @Dimension public var indicatorCornerRadius: Double = 7
    /// Horizontal margin of the rows' titles.
    @Dimension public var rowMargin: Double = Metrics.spacing(1.25)
    /// Width of the focus ring, drawn outside the wheel.
    @Dimension public var focusRingWidth: Double = 3
    /// The defaults.
    public init() {}
  }

  /// Colors per drag interaction.
  public struct Colors: ModelGroup {
    /// Background of the wheel.
    public var background = StateTable<DragInteraction, AdaptiveColor>(Palette.layer)
    /// The selection indicator behind the selected row: darker while dragged in light mode, lighter in dark mode, so
    /// the wheel shows it is held.
    public var indicator = StateTable<DragInteraction, AdaptiveColor> {
      $0 == .dragging ? Palette.highlighted(Palette.fill) : Palette.fill
    }
    /// Title of a selectable row.
    public var rowTitle = StateTable<DragInteraction, AdaptiveColor> {
      $0 == .disabled ? Palette.secondaryText : Palette.primaryText
    }
    /// Title of a disabled row (faded further when the whole wheel is disabled).
    public var disabledRowTitle = StateTable<DragInteraction, AdaptiveColor> {
      $0 == .disabled
        ? Palette.secondaryText.opacity(Foundations.current.stateLayers.disabledContentOpacity) : Palette.secondaryText
    }
    /// Opacity of the rows next to the selected one; each further row fades by this factor again.
    @Opacity public var neighbourRowOpacity: Double = 0.6
    /// Focus ring, shown when focused from the keyboard.
    public var focusRing = StateTable<DragInteraction, AdaptiveColor> {
      $0 == .focused ? Palette.accent : Palette.clear
    }
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// The rows' titles.
    public var rowTitle = Typography.font(.body)
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot: `snap`, then `stateChange` (enabled-ness changes or a drag starts), `focus` and
  /// `hover`.
  public struct Animations: ComposedGroup {
    /// The wheel's own slot.
    public struct Own: ModelGroup {
      /// When the wheel snaps to a row after a drag or a key.
      public var snap = Motion.snap
      /// The defaults.
      public init() {}
    }

    /// `snap`.
    public var own = Own()
    /// `stateChange`, `focus` and `hover`.
    public var shared = InteractionAnimations()
    /// The defaults.
    public init() {}
  }

  /// Behaviour: none beyond the machine's.
  public typealias Misc = NoMisc
}
