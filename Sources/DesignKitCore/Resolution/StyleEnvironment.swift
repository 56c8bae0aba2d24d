import DesignKitValues

/// The conditions a style is resolved under: platform, appearance, contrast, text size, direction, motion.
public struct StyleEnvironment: Hashable, Sendable {
  /// The platform a component runs on: a model's `PlatformTable` values (a height, a radius, a pressed scale that
  /// VComponents sets per platform) resolve for it, as a state table's values resolve for a state.
  public enum Platform: String, StateDimension {
    /// The platform.
    case iOS, iPadOS, macOS, watchOS, tvOS, visionOS
    public static var dimensionName: String { "platform" }
  }

  /// Light or dark appearance.
  public enum ColorScheme: String, CaseIterable, Sendable, Codable {
    /// The appearance.
    case light, dark
  }

  /// Standard or increased contrast (the accessibility setting).
  public enum Contrast: String, CaseIterable, Sendable, Codable {
    /// The contrast setting.
    case standard, increased
  }

  /// The reading direction; it decides where leading and trailing are.
  public enum LayoutDirection: String, CaseIterable, Sendable, Codable {
    /// Left to right or right to left.
    case leftToRight, rightToLeft
  }

  /// The platform values resolve for.
  public var platform: Platform
  /// The color scheme.
  public var colorScheme: ColorScheme
  /// The contrast setting.
  public var contrast: Contrast
  /// The Dynamic Type content size category.
  public var dynamicTypeSize: DynamicTypeSize
  /// The layout direction.
  public var layoutDirection: LayoutDirection
  /// Whether Reduce Motion is on (the animation engine reads it).
  public var reduceMotion: Bool
  /// What layout measures text with: the approximation everywhere (the gallery, the goldens), a platform's fonts
  /// where a face sets them; drawings that size parts to their text read it too.
  public var textMeasurer: TextMeasurer

  /// Creates an environment; every argument has the platform default.
  public init(
    colorScheme: ColorScheme = .light, contrast: Contrast = .standard, dynamicTypeSize: DynamicTypeSize = .large,
    layoutDirection: LayoutDirection = .leftToRight, reduceMotion: Bool = false,
    textMeasurer: TextMeasurer = .approximate, platform: Platform = .iOS
  ) {
    self.platform = platform
    self.colorScheme = colorScheme
    self.contrast = contrast
    self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection
    self.reduceMotion = reduceMotion
    self.textMeasurer = textMeasurer
  }

  /// iOS, light, standard contrast, large text, left to right, full motion.
  public static let standard = StyleEnvironment()
}

/// iOS content size categories, smallest to largest.
public enum DynamicTypeSize: String, CaseIterable, Sendable, Codable, Comparable {
  /// The standard sizes.
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  /// The larger accessibility sizes.
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.index < b.index }

  var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

  /// Whether this is one of the larger accessibility sizes (SwiftUI's `isAccessibilitySize`), where rows put their
  /// value under their title.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The point size of a text style at this category (Apple's table).
  public func pointSize(of style: Font.TextStyle) -> Double {
    Double(DynamicTypeSize.table[index][style.tableColumn])
  }

  // Rows: categories xSmall … accessibility5; columns: largeTitle … caption2.
  private static let table: [[Int]] = [
    [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
    [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
    [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
    [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
    [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
    [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
    [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
    [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
    [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
    [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
    [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
    [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
  ]
}

extension Font.TextStyle {
  var tableColumn: Int { Font.TextStyle.allCases.firstIndex(of: self) ?? 5 }
}

extension Font {
  /// This font at a content size category: a font with a text style scales its size by the style's
  /// Dynamic Type ratio (size × pointSize(category) / pointSize(large)); a fixed font keeps its size.
  public func scaled(to category: DynamicTypeSize) -> Font {
    guard let textStyle else { return self }
    var copy = self
    let factor = category.pointSize(of: textStyle) / DynamicTypeSize.large.pointSize(of: textStyle)
    copy.size = size * factor
    copy.dynamicTypeScale = dynamicTypeScale * factor
    return copy
  }

  /// This font, already scaled to `category`, at the size it has at `maximum` when `category` is larger (SwiftUI's
  /// `dynamicTypeSize(...maximum)`: a tab bar's labels stop growing); a fixed font keeps its size.
  public func limited(to maximum: DynamicTypeSize, from category: DynamicTypeSize) -> Font {
    guard let textStyle, category > maximum else { return self }
    var copy = self
    let factor = maximum.pointSize(of: textStyle) / category.pointSize(of: textStyle)
    copy.size = size * factor
    copy.dynamicTypeScale = dynamicTypeScale * factor
    return copy
  }
}
