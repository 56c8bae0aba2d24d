/// Apple's system colors, as adaptive colors with their light, dark and increased-contrast values.
///
/// Values are the iOS 26 table (Human Interface Guidelines "Color", updated June 9, 2025), 0–255 sRGB; the comment
/// on a color gives the iOS 13–18 values (light | dark | increased-contrast light | increased-contrast dark) where they
/// differ. Apple calls them a reference that may change between releases, so a preset that must match a platform
/// version should state its colors. Presets name them `"systemRed"` … `"systemGray6"`.
///
/// `Color` has no such members: a system color is adaptive, and a single `Color` would have to pick one appearance
/// silently (use `AdaptiveColor.red.light` to pick one on purpose).
extension AdaptiveColor {
  /// System red.
  ///
  /// Before iOS 26: 255,59,48 | 255,69,58 | 215,0,21 | 255,105,97.
  public static let red = AdaptiveColor(
    light: Color(rgb255: 255, 56, 60), dark: Color(rgb255: 255, 66, 69),
    lightIncreasedContrast: Color(rgb255: 233, 21, 45), darkIncreasedContrast: Color(rgb255: 255, 97, 101))
  /// System orange.
  ///
  /// Before iOS 26: 255,149,0 | 255,159,10 | 201,52,0 | 255,179,64.
  public static let orange = AdaptiveColor(
    light: Color(rgb255: 255, 141, 40), dark: Color(rgb255: 255, 146, 48),
    lightIncreasedContrast: Color(rgb255: 197, 83, 0), darkIncreasedContrast: Color(rgb255: 255, 160, 86))
  /// System yellow.
  ///
  /// Before iOS 26: 255,204,0 | 255,214,10 | 178,80,0 | 255,212,38.
  public static let yellow = AdaptiveColor(
    light: Color(rgb255: 255, 204, 0), dark: Color(rgb255: 255, 214, 0),
    lightIncreasedContrast: Color(rgb255: 161, 106, 0), darkIncreasedContrast: Color(rgb255: 254, 223, 67))
  /// System green.
  ///
  /// Before iOS 26: 52,199,89 | 48,209,88 | 36,138,61 | 48,219,91.
  public static let green = AdaptiveColor(
    light: Color(rgb255: 52, 199, 89), dark: Color(rgb255: 48, 209, 88),
    lightIncreasedContrast: Color(rgb255: 0, 137, 50), darkIncreasedContrast: Color(rgb255: 74, 217, 104))
  /// System mint.
  ///
  /// Before iOS 26: light 0,199,190; other variants disagree between sources.
  public static let mint = AdaptiveColor(
    light: Color(rgb255: 0, 200, 179), dark: Color(rgb255: 0, 218, 195),
    lightIncreasedContrast: Color(rgb255: 0, 133, 117), darkIncreasedContrast: Color(rgb255: 84, 223, 203))
  /// System teal.
  ///
  /// Before iOS 26: 48,176,199 | 64,200,224 | 0,130,153 | 93,230,255.
  public static let teal = AdaptiveColor(
    light: Color(rgb255: 0, 195, 208), dark: Color(rgb255: 0, 210, 224),
    lightIncreasedContrast: Color(rgb255: 0, 129, 152), darkIncreasedContrast: Color(rgb255: 59, 221, 236))
  /// System cyan.
  ///
  /// Before iOS 26: 50,173,230 | 100,210,255 | 0,113,164 | 112,215,255.
  public static let cyan = AdaptiveColor(
    light: Color(rgb255: 0, 192, 232), dark: Color(rgb255: 60, 211, 254),
    lightIncreasedContrast: Color(rgb255: 0, 126, 174), darkIncreasedContrast: Color(rgb255: 109, 217, 255))
  /// System blue.
  ///
  /// Before iOS 26: 0,122,255 | 10,132,255 | 0,64,221 | 64,156,255.
  public static let blue = AdaptiveColor(
    light: Color(rgb255: 0, 136, 255), dark: Color(rgb255: 0, 145, 255),
    lightIncreasedContrast: Color(rgb255: 30, 110, 244), darkIncreasedContrast: Color(rgb255: 92, 184, 255))
  /// System indigo.
  ///
  /// Before iOS 26: 88,86,214 | 94,92,230 | 54,52,163 | 125,122,255.
  public static let indigo = AdaptiveColor(
    light: Color(rgb255: 97, 85, 245), dark: Color(rgb255: 109, 124, 255),
    lightIncreasedContrast: Color(rgb255: 86, 74, 222), darkIncreasedContrast: Color(rgb255: 167, 170, 255))
  /// System purple.
  ///
  /// Before iOS 26: 175,82,222 | 191,90,242 | 137,68,171 | 218,143,255.
  public static let purple = AdaptiveColor(
    light: Color(rgb255: 203, 48, 224), dark: Color(rgb255: 219, 52, 242),
    lightIncreasedContrast: Color(rgb255: 176, 47, 194), darkIncreasedContrast: Color(rgb255: 234, 141, 255))
  /// System pink.
  ///
  /// Before iOS 26: 255,45,85 | 255,55,95 | 211,15,69 | 255,100,130.
  public static let pink = AdaptiveColor(
    light: Color(rgb255: 255, 45, 85), dark: Color(rgb255: 255, 55, 95),
    lightIncreasedContrast: Color(rgb255: 231, 18, 77), darkIncreasedContrast: Color(rgb255: 255, 138, 196))
  /// System brown.
  ///
  /// Before iOS 26: sources disagree.
  public static let brown = AdaptiveColor(
    light: Color(rgb255: 172, 127, 94), dark: Color(rgb255: 183, 138, 102),
    lightIncreasedContrast: Color(rgb255: 149, 109, 81), darkIncreasedContrast: Color(rgb255: 219, 166, 121))
  /// System gray.
  public static let gray = AdaptiveColor(
    light: Color(rgb255: 142, 142, 147), dark: Color(rgb255: 142, 142, 147),
    lightIncreasedContrast: Color(rgb255: 108, 108, 112), darkIncreasedContrast: Color(rgb255: 174, 174, 178))
  /// System gray 2.
  public static let gray2 = AdaptiveColor(
    light: Color(rgb255: 174, 174, 178), dark: Color(rgb255: 99, 99, 102),
    lightIncreasedContrast: Color(rgb255: 142, 142, 147), darkIncreasedContrast: Color(rgb255: 124, 124, 128))
  /// System gray 3.
  public static let gray3 = AdaptiveColor(
    light: Color(rgb255: 199, 199, 204), dark: Color(rgb255: 72, 72, 74),
    lightIncreasedContrast: Color(rgb255: 174, 174, 178), darkIncreasedContrast: Color(rgb255: 84, 84, 86))
  /// System gray 4.
  public static let gray4 = AdaptiveColor(
    light: Color(rgb255: 209, 209, 214), dark: Color(rgb255: 58, 58, 60),
    lightIncreasedContrast: Color(rgb255: 188, 188, 192), darkIncreasedContrast: Color(rgb255: 68, 68, 70))
  /// System gray 5.
  public static let gray5 = AdaptiveColor(
    light: Color(rgb255: 229, 229, 234), dark: Color(rgb255: 44, 44, 46),
    lightIncreasedContrast: Color(rgb255: 216, 216, 220), darkIncreasedContrast: Color(rgb255: 54, 54, 56))
  /// System gray 6.
  public static let gray6 = AdaptiveColor(
    light: Color(rgb255: 242, 242, 247), dark: Color(rgb255: 28, 28, 30),
    lightIncreasedContrast: Color(rgb255: 235, 235, 240), darkIncreasedContrast: Color(rgb255: 36, 36, 38))

  /// The system colors by the name presets use (`systemRed`, `systemGray2`), in the order above.
  package static let systemColors: [(name: String, color: AdaptiveColor)] = [
    ("systemRed", .red), ("systemOrange", .orange), ("systemYellow", .yellow), ("systemGreen", .green),
    ("systemMint", .mint), ("systemTeal", .teal), ("systemCyan", .cyan), ("systemBlue", .blue),
    ("systemIndigo", .indigo), ("systemPurple", .purple), ("systemPink", .pink), ("systemBrown", .brown),
    ("systemGray", .gray), ("systemGray2", .gray2), ("systemGray3", .gray3), ("systemGray4", .gray4),
    ("systemGray5", .gray5), ("systemGray6", .gray6),
  ]
}
