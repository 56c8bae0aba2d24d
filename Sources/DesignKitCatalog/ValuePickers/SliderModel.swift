import DesignKitCore

/// The model of the sliders (`VSlider`, `VRangeSlider`): a track, a progress fill, and thumbs.
public struct SliderModel: ComponentModel {
  /// Sizes.
  public typealias Layout = SliderLayout
  /// Colors per drag interaction.
  public typealias Colors = SliderColors
  /// Fonts: none.
  public typealias Fonts = NoFonts
  /// Animations per transition slot.
  public typealias Animations = SliderAnimations
  /// Behaviour.
  public typealias Misc = SliderBehavior

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts()
  /// Animations.
  public var animations = Animations()
  /// Behaviour settings.
  public var misc = Misc()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics` and animations from
  /// `Motion`.
  public init() {}
}
