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
    /// Spacing between the toggle and its title.
    @Dimension public var titleSpacing: Double = 5
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
    public var title = Palette.titleText
    /// Focus ring, shown when focused from the keyboard.
    public var focusRing = Palette.focusRing
    public init() {}
  }

  /// Fonts.
  public typealias Fonts = TitleFonts
  /// Animations per transition slot.
  public typealias Animations = PressAnimations
  /// Behaviour.
  public typealias Misc = TitleBehavior

  public var layout = Layout()
  public var colors = Colors()
  public var fonts = Fonts(title: Typography.font(.subheadline))
  public var animations = Animations(press: .none, stateChange: .easeIn(duration: 0.1))
  public var misc = Misc()

  /// The default model.
  public init() {}
}
