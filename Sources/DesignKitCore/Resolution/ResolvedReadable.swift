import DesignKitValues

/// A model field's type as `Resolved` reads it: which resolved value it becomes (a `StateTable<S, AdaptiveColor>`
/// a `Color`, a `Dimension` a `Double`) and how that value is taken from its resolved node.
public protocol ResolvedReadable {
  /// What a drawing reads.
  associatedtype ResolvedValue
  /// The value of `node`; nil when the node has another kind.
  static func resolvedValue(of node: ResolvedStyle) -> ResolvedValue?
  /// What the value is, for messages ("a color").
  static var resolvedKind: String { get }
}

extension Double: ResolvedReadable {
  /// The number.
  public static func resolvedValue(of node: ResolvedStyle) -> Double? {
    if case .number(let n) = node { n } else { nil }
  }
  /// "a number".
  public static var resolvedKind: String { "a number" }
}

extension Bounded: ResolvedReadable {
  /// The number.
  public static func resolvedValue(of node: ResolvedStyle) -> Double? { Double.resolvedValue(of: node) }
  /// "a number".
  public static var resolvedKind: String { "a number" }
}

extension Int: ResolvedReadable {
  /// The whole number.
  public static func resolvedValue(of node: ResolvedStyle) -> Int? {
    if case .number(let n) = node, let i = Int(exactly: n.rounded(.towardZero)) { i } else { nil }
  }
  /// "a whole number".
  public static var resolvedKind: String { "a whole number" }
}

extension Bool: ResolvedReadable {
  /// The boolean.
  public static func resolvedValue(of node: ResolvedStyle) -> Bool? {
    if case .bool(let b) = node { b } else { nil }
  }
  /// "a boolean".
  public static var resolvedKind: String { "a boolean" }
}

extension String: ResolvedReadable {
  /// The text.
  public static func resolvedValue(of node: ResolvedStyle) -> String? {
    if case .string(let s) = node { s } else { nil }
  }
  /// "a string".
  public static var resolvedKind: String { "a string" }
}

extension Color: ResolvedReadable {
  /// The color.
  public static func resolvedValue(of node: ResolvedStyle) -> Color? {
    if case .color(let c) = node { c } else { nil }
  }
  /// "a color".
  public static var resolvedKind: String { "a color" }
}

extension AdaptiveColor: ResolvedReadable {
  /// The color for the environment's scheme and contrast.
  public static func resolvedValue(of node: ResolvedStyle) -> Color? { Color.resolvedValue(of: node) }
  /// "a color".
  public static var resolvedKind: String { "a color" }
}

extension Font: ResolvedReadable {
  /// The font at the environment's text size.
  public static func resolvedValue(of node: ResolvedStyle) -> Font? {
    if case .font(let f) = node { f } else { nil }
  }
  /// "a font".
  public static var resolvedKind: String { "a font" }
}

extension AnimationSpec: ResolvedReadable {
  /// The animation.
  public static func resolvedValue(of node: ResolvedStyle) -> AnimationSpec? {
    if case .animation(let a) = node { a } else { nil }
  }
  /// "an animation".
  public static var resolvedKind: String { "an animation" }
}

extension Insets: ResolvedReadable {
  /// The insets, leading and trailing placed for the layout direction.
  public static func resolvedValue(of node: ResolvedStyle) -> ResolvedInsets? {
    if case .insets(let i) = node { i } else { nil }
  }
  /// "insets".
  public static var resolvedKind: String { "insets" }
}

extension StateTable: ResolvedReadable where Value: ResolvedReadable {
  /// The value for the resolving state.
  public static func resolvedValue(of node: ResolvedStyle) -> Value.ResolvedValue? { Value.resolvedValue(of: node) }
  /// The value's kind.
  public static var resolvedKind: String { Value.resolvedKind }
}

// A model enum reads as itself (`Resolved`'s choice subscripts): `StyleChoice` lives in the leaf layer, which names
// nothing of resolution, so the enums are not `ResolvedReadable` themselves.
extension StyleChoice {
  /// The case.
  public static func resolvedValue(of node: ResolvedStyle) -> Self? {
    if case .choice(let name) = node { Self(rawValue: name) } else { nil }
  }
  /// The cases.
  public static var resolvedKind: String { "one of \(allCases.map(\.rawValue).joined(separator: ", "))" }
}
