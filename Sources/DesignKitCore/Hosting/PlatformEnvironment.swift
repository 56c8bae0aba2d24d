/// The settings a UI toolkit's environment holds, by the names the toolkit gives them, and the `StyleEnvironment` and
/// availability they mean for a component.
///
/// A native face reads its toolkit's values and hands over their case names (SwiftUI's `ColorScheme.dark` is
/// `"dark"`, `DynamicTypeSize.accessibility5` is `"accessibility5"`, `LayoutDirection.rightToLeft` is
/// `"rightToLeft"`, `ColorSchemeContrast.increased` is `"increased"`), so the mapping is tested here, where no toolkit
/// exists. A name this version does not know reads as the platform default and is listed in `unknownNames`, so a
/// toolkit that grows a case keeps working and says so.
public struct PlatformEnvironment: Sendable, Equatable {
  /// The platform's name, as `StyleEnvironment.Platform` spells it: `iOS`, `iPadOS`, `macOS`, `watchOS`, `tvOS`,
  /// `visionOS`.
  public var platform: String
  /// The color scheme's case name: `light`, `dark`.
  public var colorScheme: String
  /// The contrast's case name: `standard`, `increased`.
  public var contrast: String
  /// The Dynamic Type size's case name: `xSmall` … `xxxLarge`, `accessibility1` … `accessibility5`.
  public var dynamicTypeSize: String
  /// The layout direction's case name: `leftToRight`, `rightToLeft`.
  public var layoutDirection: String
  /// Whether Reduce Motion is on.
  public var reducesMotion: Bool
  /// Whether the view is enabled (`isEnabled`, false under `.disabled(true)`).
  public var isEnabled: Bool
  /// How the platform measures text: layout measures with the font the face draws with.
  public var textMeasurer: TextMeasurer

  /// Settings by name; every argument has the platform default.
  public init(
    colorScheme: String = "light", contrast: String = "standard", dynamicTypeSize: String = "large",
    layoutDirection: String = "leftToRight", reducesMotion: Bool = false, isEnabled: Bool = true,
    textMeasurer: TextMeasurer = .approximate, platform: String = "iOS"
  ) {
    self.platform = platform
    self.colorScheme = colorScheme
    self.contrast = contrast
    self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection
    self.reducesMotion = reducesMotion
    self.isEnabled = isEnabled
    self.textMeasurer = textMeasurer
  }

  /// The environment styles resolve and drawings lay out in.
  public var styleEnvironment: StyleEnvironment {
    StyleEnvironment(
      colorScheme: StyleEnvironment.ColorScheme(rawValue: colorScheme) ?? .light,
      contrast: StyleEnvironment.Contrast(rawValue: contrast) ?? .standard,
      dynamicTypeSize: DynamicTypeSize(rawValue: dynamicTypeSize) ?? .large,
      layoutDirection: StyleEnvironment.LayoutDirection(rawValue: layoutDirection) ?? .leftToRight,
      reduceMotion: reducesMotion, textMeasurer: textMeasurer,
      platform: StyleEnvironment.Platform(rawValue: platform) ?? .iOS)
  }

  /// The names given that this version does not know (each read as its default), as `setting: name`.
  public var unknownNames: [String] {
    var unknown: [String] = []
    if StyleEnvironment.Platform(rawValue: platform) == nil { unknown.append("platform: \(platform)") }
    if StyleEnvironment.ColorScheme(rawValue: colorScheme) == nil { unknown.append("colorScheme: \(colorScheme)") }
    if StyleEnvironment.Contrast(rawValue: contrast) == nil { unknown.append("contrast: \(contrast)") }
    if DynamicTypeSize(rawValue: dynamicTypeSize) == nil { unknown.append("dynamicTypeSize: \(dynamicTypeSize)") }
    if StyleEnvironment.LayoutDirection(rawValue: layoutDirection) == nil {
      unknown.append("layoutDirection: \(layoutDirection)")
    }
    return unknown
  }
}
