import DesignKitCore

/// The colors of a component that paints only behind its content (`colors.background`): a card's parts, a field's
/// slots, a scroll view, a sheet. Clear unless the model passes a color at its stored property
/// (`Colors(background: Palette.layer)`), so what is behind shows.
public struct BackgroundColors: ModelGroup {
  /// The background.
  public var background = Palette.clear

  /// A clear background.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`.
  public init() {}

  /// Colors with a background.
  public init(background: AdaptiveColor) { self.background = background }
}
