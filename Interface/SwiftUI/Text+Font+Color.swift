// Text, LocalizedStringKey, Font, Color and ShapeStyle.

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Text/Text.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Text/Text.swift
  public init(verbatim content: String) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Text/Text.swift
  @_disfavoredOverload
  public init<S>(_ content: S) where S: StringProtocol { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Text/Text.swift
  public static func == (a: Text, b: Text) -> Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  @_semantics("swiftui.init_with_localization")
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    fatalError()
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Text {
  // Source: https://developer.apple.com/documentation/swiftui/text/init(_:)
  public init(_ attributedContent: AttributedString) { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Text/Text+View.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Text/Text+View.swift
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Text/Text+Renderer.swift
  public func font(_ font: Font?) -> Text { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Text/Text+Renderer.swift
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  public func foregroundColor(_ color: Color?) -> Text { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Text/Text+Renderer.swift
  public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Text/Text+Renderer.swift
  public func bold() -> Text { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/text/kerning(_:)
  public func kerning(_ kerning: CGFloat) -> Text { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/text/+(_:_:)
  public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Text {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Text/Text+Renderer.swift
  public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public init(_ value: String) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  @_semantics("swiftui.localized_string_key.init_literal")
  public init(stringLiteral value: String) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  @_semantics("swiftui.localized_string_key.init_interpolation")
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { fatalError() }

  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public struct StringInterpolation: StringInterpolationProtocol {
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
    public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
    public mutating func appendLiteral(_ literal: String) { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
    public mutating func appendInterpolation(_ string: String) { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
    where Subject: ReferenceConvertible { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
    where Subject: NSObject { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
      fatalError()
    }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public mutating func appendInterpolation(_ text: Text) { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public mutating func appendInterpolation(_ attributedString: AttributedString) { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
    @available(
      *, unavailable,
      message: "Unsupported type for interpolation, see LocalizedStringKey.StringInterpolation for supported types."
    )
    public mutating func appendInterpolation<T>(_ view: T) where T: View { fatalError() }
  }
}

@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _FormatSpecifiable: Equatable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  associatedtype _Arg: CVarArg
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  var _arg: Self._Arg { get }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  var _specifier: String { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int: _FormatSpecifiable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public var _arg: Int64 { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public var _specifier: String { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int32: _FormatSpecifiable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public var _arg: Int32 { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public var _specifier: String { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int64: _FormatSpecifiable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public var _arg: Int64 { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public var _specifier: String { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UInt: _FormatSpecifiable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public var _arg: UInt64 { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public var _specifier: String { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Float: _FormatSpecifiable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public var _arg: Float { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public var _specifier: String { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Double: _FormatSpecifiable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public var _arg: Double { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public var _specifier: String { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGFloat: _FormatSpecifiable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public var _arg: CGFloat { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift
  public var _specifier: String { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/Font.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/Font.swift
  public func hash(into hasher: inout Hasher) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/Font.swift
  public static func == (lhs: Font, rhs: Font) -> Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
  public static let largeTitle: Font = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
  public static let title: Font = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title2: Font = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title3: Font = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
  public static let headline: Font = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
  public static let subheadline: Font = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
  public static let body: Font = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
  public static let callout: Font = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
  public static let footnote: Font = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
  public static let caption: Font = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let caption2: Font = { fatalError() }()

  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/SystemFont.swift
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/SystemFont.swift
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
  @_disfavoredOverload
  public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
  @_disfavoredOverload
  public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/CustomFont.swift
  public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/CustomFont.swift
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/ModifiedFont.swift
  public func weight(_ weight: Font.Weight) -> Font { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/ModifiedFont.swift
  public func bold() -> Font { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/ModifiedFont.swift
  public func monospacedDigit() -> Font { fatalError() }

  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/ModifiedFont.swift
  @frozen public struct Weight: Hashable {
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/ModifiedFont.swift
    public static let ultraLight: Font.Weight = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/ModifiedFont.swift
    public static let thin: Font.Weight = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/ModifiedFont.swift
    public static let light: Font.Weight = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/ModifiedFont.swift
    public static let regular: Font.Weight = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/ModifiedFont.swift
    public static let medium: Font.Weight = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/ModifiedFont.swift
    public static let semibold: Font.Weight = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/ModifiedFont.swift
    public static let bold: Font.Weight = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/ModifiedFont.swift
    public static let heavy: Font.Weight = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/ModifiedFont.swift
    public static let black: Font.Weight = { fatalError() }()
  }

  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/SystemFont.swift
  public enum Design: Hashable, Sendable {
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/SystemFont.swift
    case `default`
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/SystemFont.swift
    @available(watchOS 7.0, *)
    case serif
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/SystemFont.swift
    case rounded
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/SystemFont.swift
    @available(watchOS 7.0, *)
    case monospaced
  }

  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
  public enum TextStyle: CaseIterable, Sendable {
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
    case largeTitle
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
    case title
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case title2
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case title3
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
    case headline
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
    case subheadline
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
    case body
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
    case callout
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
    case footnote
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
    case caption
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Font/TextStyle.swift
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case caption2
    // Source: https://developer.apple.com/documentation/swiftui/font/textstyle (Conforms To: CaseIterable)
    public static var allCases: [Font.TextStyle] { fatalError() }
  }
}

// Source: https://developer.apple.com/documentation/swiftui/font/weight (Conforms To: Sendable)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font.Weight: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/Color.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/Color.swift
  public func hash(into hasher: inout Hasher) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/Color.swift
  public static func == (lhs: Color, rhs: Color) -> Bool { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/Color.swift
  public var description: String { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/RGBColorSpace.swift
  public enum RGBColorSpace: Sendable {
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/RGBColorSpace.swift
    case sRGB
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/RGBColorSpace.swift
    case sRGBLinear
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/RGBColorSpace.swift
    case displayP3
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/RGBColorSpace.swift
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/RGBColorSpace.swift
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/RGBColorSpace.swift
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/ModifiedColor.swift
  public func opacity(_ opacity: Double) -> Color { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/AccentColor.swift
  public static var accentColor: Color { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static let red: Color = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static let orange: Color = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static let yellow: Color = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static let green: Color = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static let blue: Color = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static let purple: Color = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static let pink: Color = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static let gray: Color = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static let white: Color = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static let black: Color = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static let clear: Color = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static let primary: Color = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static let secondary: Color = { fatalError() }()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Color {
  // Source: https://developer.apple.com/documentation/swiftui/color/resolved
  @frozen public struct Resolved: Hashable, Sendable {
    // Source: https://developer.apple.com/documentation/swiftui/color/resolved/linearred
    public var linearRed: Float
    // Source: https://developer.apple.com/documentation/swiftui/color/resolved/lineargreen
    public var linearGreen: Float
    // Source: https://developer.apple.com/documentation/swiftui/color/resolved/linearblue
    public var linearBlue: Float
    // Source: https://developer.apple.com/documentation/swiftui/color/resolved/opacity
    public var opacity: Float
    // Source: https://developer.apple.com/documentation/swiftui/color/resolved/init(colorspace:red:green:blue:opacity:)
    public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
      fatalError()
    }
    // Source: https://developer.apple.com/documentation/swiftui/color/resolved/red
    public var red: Float {
      get { fatalError() }
      set { fatalError() }
    }
    // Source: https://developer.apple.com/documentation/swiftui/color/resolved/green
    public var green: Float {
      get { fatalError() }
      set { fatalError() }
    }
    // Source: https://developer.apple.com/documentation/swiftui/color/resolved/blue
    public var blue: Float {
      get { fatalError() }
      set { fatalError() }
    }
  }
  // Source: https://developer.apple.com/documentation/swiftui/color/init(_:)
  public init(_ resolved: Color.Resolved) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/Color.swift
  public func resolve(in environment: EnvironmentValues) -> Color.Resolved { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/ConstantColor.swift
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Color.Resolved: ShapeStyle {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/ConstantColor.swift
  public typealias Resolved = Never
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/Color.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/Color.swift
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/Color+ShapeStyle.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == Color {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static var red: Color { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static var blue: Color { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static var green: Color { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static var gray: Color { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static var white: Color { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static var black: Color { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
  public static var clear: Color { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ShapeStyle.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ShapeStyle.swift
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  associatedtype Resolved: ShapeStyle = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ShapeStyle.swift
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self.Resolved == Never {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ShapeStyle.swift
  public func resolve(in environment: EnvironmentValues) -> Never { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ShapeStyle.swift
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Never: ShapeStyle {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ShapeStyle.swift
  public typealias Resolved = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/EnvironmentKeys/EnvironmentAdditions.swift
  nonisolated public func font(_ font: Font?) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/ForegroundColor.swift
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  nonisolated public func foregroundColor(_ color: Color?) -> some View { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ContentStyle.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ContentStyle.swift
  public static let primary: HierarchicalShapeStyle = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ContentStyle.swift
  public static let secondary: HierarchicalShapeStyle = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ContentStyle.swift
  public static let tertiary: HierarchicalShapeStyle = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ContentStyle.swift
  public static let quaternary: HierarchicalShapeStyle = { fatalError() }()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ContentStyle.swift
  public static var primary: HierarchicalShapeStyle { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ContentStyle.swift
  public static var secondary: HierarchicalShapeStyle { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ContentStyle.swift
  public static var tertiary: HierarchicalShapeStyle { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ContentStyle.swift
  public static var quaternary: HierarchicalShapeStyle { fatalError() }
}
