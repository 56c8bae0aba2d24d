import DesignKitValues

/// One of iOS's background sets: the plain (system, secondary, tertiary) and grouped levels, each nested in the one
/// before it.
///
/// iOS has a base set for content on the screen and an elevated set for presented content; in light mode they are
/// equal, in dark mode every elevated level is lighter, so a sheet rises over the page it covers. The values are
/// UIKit's runtime colors (iOS 13 and later; Apple publishes no numbers).
public struct BackgroundSet: Codable, Sendable, Equatable {
  /// The background of a plain screen (`systemBackground`).
  public var system: AdaptiveColor
  /// Content on `system` (`secondarySystemBackground`).
  public var secondary: AdaptiveColor
  /// Content on `secondary` (`tertiarySystemBackground`).
  public var tertiary: AdaptiveColor
  /// The background of a grouped screen: lists and forms (`systemGroupedBackground`).
  public var grouped: AdaptiveColor
  /// Groups on `grouped`: rows, cards (`secondarySystemGroupedBackground`).
  public var secondaryGrouped: AdaptiveColor
  /// Content on `secondaryGrouped` (`tertiarySystemGroupedBackground`).
  public var tertiaryGrouped: AdaptiveColor

  /// A set from its six levels.
  public init(
    system: AdaptiveColor, secondary: AdaptiveColor, tertiary: AdaptiveColor, grouped: AdaptiveColor,
    secondaryGrouped: AdaptiveColor, tertiaryGrouped: AdaptiveColor
  ) {
    self.system = system
    self.secondary = secondary
    self.tertiary = tertiary
    self.grouped = grouped
    self.secondaryGrouped = secondaryGrouped
    self.tertiaryGrouped = tertiaryGrouped
  }

  /// A color from white levels (0–255), light | dark | increased-contrast light | increased-contrast dark; iOS's dark
  /// grays lean blue by 2 (28, 28, 30).
  private static func level(_ light: Int, _ dark: Int, _ lightIC: Int, _ darkIC: Int) -> AdaptiveColor {
    func gray(_ w: Int) -> Color {
      w == 0 || w == 255 ? Color(white255: w) : Color(rgb255: w, w, w + (w < 128 ? 2 : 5))
    }
    return AdaptiveColor(
      light: gray(light), dark: gray(dark), lightIncreasedContrast: gray(lightIC), darkIncreasedContrast: gray(darkIC))
  }

  /// The base set: content on the screen.
  public static let base = BackgroundSet(
    system: level(255, 0, 255, 0), secondary: level(242, 28, 235, 36), tertiary: level(255, 44, 255, 54),
    grouped: level(242, 0, 235, 0), secondaryGrouped: level(255, 28, 255, 36), tertiaryGrouped: level(242, 44, 235, 54))

  /// The elevated set: presented content (in light mode the base set).
  public static let elevated = BackgroundSet(
    system: level(255, 28, 255, 36), secondary: level(242, 44, 235, 54), tertiary: level(255, 58, 255, 68),
    grouped: level(242, 28, 235, 36), secondaryGrouped: level(255, 44, 255, 54),
    tertiaryGrouped: level(242, 58, 235, 68))
}
