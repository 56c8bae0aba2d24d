import DesignKitCore

/// The shared palette the default models start from (VComponents' system colors, light | dark).
public enum Palette {
  /// The accent (system blue).
  public static let accent = AdaptiveColor(light: Color(rgb255: 0, 122, 255), dark: Color(rgb255: 10, 132, 255))
  /// The canvas behind content.
  public static let canvas = AdaptiveColor(light: Color(white255: 247), dark: Color(white255: 22))
  /// A layer on the canvas (cards, sheets).
  public static let layer = AdaptiveColor(light: Color(white255: 254), dark: Color(white255: 18))
  /// Primary text.
  public static let primaryText = AdaptiveColor(light: Color(white255: 20), dark: Color(white255: 254))
  /// Secondary text.
  public static let secondaryText = AdaptiveColor(light: Color(white255: 120), dark: Color(white255: 140))
  /// Control blue, enabled.
  public static let controlBlue = AdaptiveColor(light: Color(rgb255: 24, 126, 240), dark: Color(rgb255: 25, 131, 255))
  /// Control blue, pressed.
  public static let controlBluePressed = AdaptiveColor(
    light: Color(rgb255: 31, 104, 182), dark: Color(rgb255: 36, 106, 186))
  /// Control blue, disabled.
  public static let controlBlueDisabled = AdaptiveColor(
    light: Color(rgb255: 128, 176, 240), dark: Color(rgb255: 128, 176, 240))
  /// Pure white in both schemes.
  public static let white = AdaptiveColor(.white)
  /// Fully transparent.
  public static let clear = AdaptiveColor(.clear)
}
