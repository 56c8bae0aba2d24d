/// A font description: size, weight, design, optional Dynamic Type text style and family.
public struct Font: Hashable, Sendable {
  /// Equal when they draw the same: size, weight, design, text style and family (not `dynamicTypeScale`).
  public static func == (a: Font, b: Font) -> Bool {
    a.size == b.size && a.weight == b.weight && a.design == b.design && a.textStyle == b.textStyle
      && a.family == b.family
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(size)
    hasher.combine(weight)
    hasher.combine(design)
    hasher.combine(textStyle)
    hasher.combine(family)
  }

  /// `metric` (an icon's side, a spacing set beside this text) grown as this text grew with Dynamic Type
  /// (SwiftUI's `ScaledMetric` relative to the font's text style).
  public func scaledMetric(_ metric: Double) -> Double { metric * dynamicTypeScale }

  /// Font weights, lightest to heaviest.
  public enum Weight: String, CaseIterable, Sendable, Codable {
    /// The weights.
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS / DTCG numeric weight (100…900).
    public var numericValue: Int {
      switch self {
      case .ultraLight: 100
      case .thin: 200
      case .light: 300
      case .regular: 400
      case .medium: 500
      case .semibold: 600
      case .bold: 700
      case .heavy: 800
      case .black: 900
      }
    }
  }

  /// System font designs.
  public enum Design: String, CaseIterable, Sendable, Codable {
    /// The designs.
    case `default`, rounded, serif, monospaced
  }

  /// Dynamic Type text styles (iOS names).
  public enum TextStyle: String, CaseIterable, Sendable, Codable {
    /// The text styles.
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
  }

  /// Point size (at the default content size category when `textStyle` is set).
  public var size: Double
  /// Weight.
  public var weight: Weight
  /// Design.
  public var design: Design
  /// The Dynamic Type style this font scales with, or nil for a fixed size.
  public var textStyle: TextStyle?
  /// A font family name, or nil for the system font.
  public var family: String?
  /// The Dynamic Type factor `size` was scaled by (1 at the default category, for a fixed font, and for a font not
  /// yet resolved in an environment), so what sits beside the text grows with it (`scaledMetric(_:)`). How the font
  /// got its size, not what it draws: two fonts that differ only here are equal.
  public var dynamicTypeScale: Double = 1

  /// Creates a font.
  public init(
    size: Double, weight: Weight = .regular, design: Design = .default, textStyle: TextStyle? = nil,
    family: String? = nil
  ) {
    self.size = size
    self.weight = weight
    self.design = design
    self.textStyle = textStyle
    self.family = family
  }

  /// A fixed-size system font.
  public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
    Font(size: size, weight: weight, design: design)
  }

  package static let keys = ["size", "weight", "design", "textStyle", "family"]
}

extension Font: JSONRepresentable {
  /// Parses `{"size": 16, "weight": "semibold", "design": "rounded", "textStyle": "body", "family": "Inter"}`.
  public init(json: JSONValue, path: JSONPath) throws(Diagnostic) {
    try self.init(json: json, path: path, over: nil)
  }

  /// Parses a font object; keys it omits come from `base` (required when `base` is nil: `size`).
  public init(json: JSONValue, path: JSONPath, over base: Font?) throws(Diagnostic) {
    let o = try JSONObjectReader(json, path: path, what: "a font", allowed: Font.keys)
    let size = try o.number("size", in: 0 ... .infinity, required: base == nil) ?? base?.size ?? 0
    let weight = try o.choice("weight", Weight.allCases.map(\.rawValue), required: false)
    let design = try o.choice("design", Design.allCases.map(\.rawValue), required: false)
    var textStyle = base?.textStyle
    if let v = o["textStyle"] {
      if case .null = v.kind {
        textStyle = nil
      } else {
        let name = try o.choice("textStyle", TextStyle.allCases.map(\.rawValue)) ?? ""
        textStyle = TextStyle(rawValue: name)
      }
    }
    var family = base?.family
    if let v = o["family"] {
      family = v.kind == .null ? nil : try o.string("family")
    }
    self.init(
      size: size, weight: weight.flatMap(Weight.init(rawValue:)) ?? base?.weight ?? .regular,
      design: design.flatMap(Design.init(rawValue:)) ?? base?.design ?? .default, textStyle: textStyle, family: family)
  }

  /// The object form; `textStyle` and `family` only when set.
  public var json: JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("size", .number(size)), ("weight", .string(weight.rawValue)), ("design", .string(design.rawValue)),
    ]
    if let textStyle { pairs.append(("textStyle", .string(textStyle.rawValue))) }
    if let family { pairs.append(("family", .string(family))) }
    return .object(pairs)
  }
}
