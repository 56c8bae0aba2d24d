import DesignKitCore

/// The model of the sliders (`VSlider`, `VRangeSlider`): a track, a progress fill, and thumbs.
public typealias SliderModel = GroupedModel<SliderRole>

/// The groups of `SliderModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics` and animations from
/// `Motion`.
public enum SliderRole: GroupedRole {
  /// Sizes.
  public typealias Layout = SliderLayout
  /// Colors per drag interaction.
  public typealias Colors = SliderColors
  /// Animations per transition slot.
  public typealias Animations = SliderAnimations
  /// Behaviour.
  public typealias Misc = SliderBehavior
}
