import DesignKitValues

/// The resolved, typed value of a design token: aliases are replaced by the values they name.
///
/// Composite types (typography, border, transition, stroke style objects, shadow layers, gradient stops)
/// are `object`s of named sub-values; shadows and gradients are `list`s of them, so every sub-value stays
/// addressable (`value["fontSize"]`, `value[0]?["color"]`).
public indirect enum TokenValue: Equatable, Sendable {
  /// An sRGB color (other color spaces are converted).
  case color(Color)
  /// A length with its unit.
  case dimension(TokenDimension)
  /// A plain number.
  case number(Double)
  /// Font family names, most preferred first.
  case fontFamily([String])
  /// A numeric font weight in 1...1000 (named weights are converted).
  case fontWeight(Double)
  /// A duration in seconds.
  case duration(seconds: Double)
  /// A cubic Bézier timing function with control points (x1, y1) and (x2, y2).
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// A keyword such as a stroke style (`dashed`) or a line cap (`round`).
  case keyword(String)
  /// A boolean sub-value (a shadow's `inset`).
  case bool(Bool)
  /// A composite's named sub-values in document order.
  case object([TokenField])
  /// Several values: shadow layers, gradient stops, a dash array.
  case list([TokenValue])
  /// The `$value` as written (whole-value aliases followed), for a token with no DTCG type: none, or one outside
  /// DTCG's list (`string`, `boolean`); whatever uses the token reads it as the type it needs.
  case untyped(JSONValue)

  /// The sub-value named `field` of an object.
  public subscript(field: String) -> TokenValue? {
    guard case .object(let fields) = self else { return nil }
    return fields.first { $0.name == field }?.value
  }

  /// The item at `index` of a list.
  public subscript(index: Int) -> TokenValue? {
    guard case .list(let items) = self, items.indices.contains(index) else { return nil }
    return items[index]
  }

  /// The color, if this is one.
  public var color: Color? {
    if case .color(let c) = self { return c }
    return nil
  }

  /// The length in points (1 px = 1 pt, 1 rem = 16 pt), if this is a dimension in px or rem.
  public var points: Double? {
    if case .dimension(let d) = self { return d.points }
    return nil
  }

  /// The number, if this is one.
  public var number: Double? {
    if case .number(let n) = self { return n }
    return nil
  }

  /// The duration in seconds, if this is one.
  public var seconds: Double? {
    if case .duration(let s) = self { return s }
    return nil
  }

  /// The nearest `Font.Weight`, if this is a font weight (ties go to the lighter weight).
  public var fontWeight: Font.Weight? {
    guard case .fontWeight(let w) = self else { return nil }
    var best = Font.Weight.regular
    var bestDistance = Double.infinity
    for candidate in Font.Weight.allCases {
      let d = abs(Double(candidate.numericValue) - w)
      if d < bestDistance {
        best = candidate
        bestDistance = d
      }
    }
    return best
  }

  /// The font families, if this is a font family value.
  public var fontFamilies: [String]? {
    if case .fontFamily(let names) = self { return names }
    return nil
  }

  /// A typography value as a `Font` (fontSize in points, nearest weight, first family); nil when this is not
  /// typography or its size is not in px or rem.
  public var font: Font? {
    guard let size = self["fontSize"]?.points, let weight = self["fontWeight"]?.fontWeight else { return nil }
    return Font(size: size, weight: weight, family: self["fontFamily"]?.fontFamilies?.first)
  }

  /// A transition value as an `AnimationSpec` (a cubic Bézier curve over the duration, after the delay).
  public var animation: AnimationSpec? {
    guard let duration = self["duration"]?.seconds,
      case .cubicBezier(let x1, let y1, let x2, let y2)? = self["timingFunction"]
    else { return nil }
    return AnimationSpec(.timing(.custom(x1: x1, y1: y1, x2: x2, y2: y2), duration: duration))
      .delay(self["delay"]?.seconds ?? 0)
  }
}

/// One named sub-value of a composite token value.
public struct TokenField: Equatable, Sendable {
  /// The sub-value's name (`fontSize`, `color`, …).
  public var name: String
  /// The sub-value.
  public var value: TokenValue

  /// Creates a field.
  public init(name: String, value: TokenValue) {
    self.name = name
    self.value = value
  }
}

/// A length with the unit it was written in.
public struct TokenDimension: Hashable, Sendable {
  /// The number as written.
  public var value: Double
  /// The unit as written: `px` or `rem` in DTCG 2025.10; other units are kept but have no `points`.
  public var unit: String

  /// Creates a dimension.
  public init(value: Double, unit: String) {
    self.value = value
    self.unit = unit
  }

  /// The length in points: 1 px = 1 pt, 1 rem = 16 pt; nil for other units (a zero is zero in any unit).
  public var points: Double? {
    switch unit {
    case "px": value
    case "rem": value * TokenDimension.pointsPerRem
    default: value == 0 ? 0 : nil
    }
  }

  /// The size of 1 rem in points.
  public static let pointsPerRem = 16.0

  /// The units DTCG 2025.10 allows.
  public static let standardUnits = ["px", "rem"]
}
