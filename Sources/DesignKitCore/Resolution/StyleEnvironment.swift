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

extension StyleEnvironment.Platform {
  /// The point size of a system text style at `category` on this platform (SwiftUI's `Font.body` and the rest): iOS's
  /// Dynamic Type table on iOS, iPadOS and visionOS; watchOS's own (body 16 pt at Large, the default on a 40 and 41 mm
  /// watch); the one size of each built-in text style on macOS (body 13 pt) and tvOS (body 29 pt), which have no
  /// Dynamic Type. Sizes are Apple's Human Interface Guidelines' (Typography, Specifications).
  public func pointSize(of style: Font.TextStyle, at category: DynamicTypeSize) -> Double {
    switch typeScale {
    case .iOS, .iPadOS, .visionOS: category.pointSize(of: style)
    case .watchOS: Double(Self.watchTable[category.index][style.tableColumn])
    case .macOS: Double(Self.macTable[style.tableColumn])
    case .tvOS: Double(Self.tvTable[style.tableColumn])
    }
  }

  /// Whether text with a text style follows the Dynamic Type setting here: on iOS, iPadOS, watchOS and visionOS;
  /// macOS and tvOS show text at one size.
  public var hasDynamicType: Bool { self != .macOS && self != .tvOS }

  /// The platform whose type scale this one's text is set by (`pointSize(of:at:)`): iOS for iPadOS and visionOS,
  /// else itself.
  public var typeScale: Self {
    switch self {
    case .iPadOS, .visionOS: .iOS
    default: self
    }
  }

  // Columns as DynamicTypeSize's: largeTitle … caption2. watchOS offers no Medium (set as Small) and three
  // accessibility sizes (AX4 and AX5 set as AX3); its table has no callout or subheadline (set as Caption 1, the
  // next size below body) and its Footnote 1 is footnote.
  private static let watchTable: [[Int]] = {
    let xSmall = [30, 28, 24, 17, 14, 14, 13, 13, 11, 13, 12]
    let small = [32, 30, 26, 18, 15, 15, 14, 14, 12, 14, 13]
    let ax3 = [46, 44, 36, 26, 23, 23, 20, 20, 18, 20, 19]
    return [
      xSmall, small, small,
      [36, 34, 28, 19, 16, 16, 15, 15, 13, 15, 14],
      [40, 38, 30, 20, 17, 17, 16, 16, 14, 16, 15],
      [41, 39, 31, 21, 18, 18, 17, 17, 15, 17, 16],
      [42, 40, 32, 22, 19, 19, 18, 18, 16, 18, 17],
      [44, 42, 34, 24, 21, 21, 18, 18, 16, 18, 17],
      [45, 43, 35, 25, 22, 22, 19, 19, 17, 19, 18],
      ax3, ax3, ax3,
    ]
  }()
  private static let macTable = [26, 22, 17, 15, 13, 13, 12, 11, 10, 10, 10]
  // tvOS has no large title (set as Title 1); its table has no subheadline or footnote (set as body).
  private static let tvTable = [76, 76, 57, 48, 38, 29, 31, 29, 29, 25, 23]
}

extension Font {
  /// This font at a content size category on `platform`. Its size is in iOS points unless `inPlatformPoints` (a font
  /// a model or preset sets on the platform's own row of a `PlatformTable`, one that differs from the iOS row: a watch
  /// row's 16 pt is 16 pt on the watch at the default size). A system font in iOS points with a text style takes the style's size on the platform, as
  /// `size` is to iOS's size at the default category (a theme's 16 pt body is 16 × 13 / 17 on a Mac). A font in the
  /// platform's points, or of a custom family (`Font.custom(_:size:relativeTo:)`), grows by the style's Dynamic Type
  /// ratio there (none on macOS and tvOS). A font without a text style keeps its size. `dynamicTypeScale` is the
  /// Dynamic Type growth alone, which a `ScaledMetric` beside the text follows.
  public func scaled(
    to category: DynamicTypeSize, on platform: StyleEnvironment.Platform = .iOS, inPlatformPoints: Bool = false
  ) -> Font {
    guard let textStyle else { return self }
    var copy = self
    let base = platform.pointSize(of: textStyle, at: .large)
    let growth = platform.pointSize(of: textStyle, at: category) / base
    let mapped = family == nil && !inPlatformPoints && platform.typeScale != .iOS
    copy.size = size * (mapped ? growth * base / DynamicTypeSize.large.pointSize(of: textStyle) : growth)
    copy.dynamicTypeScale = dynamicTypeScale * growth
    return copy
  }

  /// This font, already scaled to `category` on `platform`, at the size it has at `maximum` when `category` is larger
  /// (SwiftUI's `dynamicTypeSize(...maximum)`: a tab bar's labels stop growing); a fixed font keeps its size.
  public func limited(
    to maximum: DynamicTypeSize, from category: DynamicTypeSize, on platform: StyleEnvironment.Platform = .iOS
  ) -> Font {
    guard let textStyle, category > maximum else { return self }
    var copy = self
    let factor = platform.pointSize(of: textStyle, at: maximum) / platform.pointSize(of: textStyle, at: category)
    copy.size = size * factor
    copy.dynamicTypeScale = dynamicTypeScale * factor
    return copy
  }
}
