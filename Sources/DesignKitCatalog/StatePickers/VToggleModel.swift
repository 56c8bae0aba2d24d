import DesignKitCore

/// The model of `VToggle`: an on/off switch with an optional title.
public struct VToggleModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Size of the track.
    public var size = Size(width: 51, height: 31)
    /// Corner radius of the track.
    @Dimension public var cornerRadius: Double = 15.5
    /// Diameter of the thumb.
    @Dimension public var thumbDimension: Double = 27
    /// Height of the tappable row around the switch and its title (the switch is shorter than Apple's 44 pt
    /// minimum target; the row is not).
    @Dimension public var hitHeight: Double = 44
    /// Spacing between the toggle and its title.
    @Dimension public var titleSpacing: Double = 5
    /// The defaults.
    public init() {}
  }

  /// Colors per value and interaction state.
  public struct Colors: Codable, Sendable, Equatable {
    /// Track fill.
    public var fill = ValueStateTable<ToggleValue, AdaptiveColor>(
      off: Palette.interactiveFill(Palette.fill), on: Palette.interactiveFill(Palette.accent))
    /// Thumb fill.
    public var thumb = ValueStateTable<ToggleValue, AdaptiveColor>(.init(AdaptiveColor(Color(white255: 254))))
    /// Title text.
    public var title = StateTable<InteractionState, AdaptiveColor>(
      enabled: Palette.primaryText, pressed: Palette.primaryText, disabled: Palette.secondaryText)
    /// Focus ring, shown when focused from the keyboard.
    public var focusRing = Palette.focusRing
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: Codable, Sendable, Equatable {
    /// The title.
    public var title = Typography.font(.subheadline)
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public struct Animations: Codable, Sendable, Equatable {
    /// When the value or enabled-ness changes.
    public var stateChange = AnimationSpec.easeIn(duration: 0.1)
    /// When the pressed look appears.
    public var press = AnimationSpec.none
    /// When the pressed look goes away.
    public var release = AnimationSpec.none
    /// When focus arrives or leaves.
    public var focus = Motion.focus
    /// When a pointer starts or stops hovering.
    public var hover = Motion.hover
    /// The defaults.
    public init() {}
  }

  /// Behaviour.
  public struct Misc: Codable, Sendable, Equatable {
    /// Whether pressing the title toggles too.
    public var isTitleClickable = true
    /// The defaults.
    public init() {}
  }

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts()
  /// Animations per transition slot.
  public var animations = Animations()
  /// Behaviour.
  public var misc = Misc()

  /// The default model.
  public init() {}
}
