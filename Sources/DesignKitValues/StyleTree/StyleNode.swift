/// A model as a tree of typed values: the one generic representation that presets, resolution,
/// printing, diffing, interpolation and the schema work on.
///
/// Obtained from any model by `StyleTreeEncoder`; turned back into a model by `StyleTreeDecoder`.
public indirect enum StyleNode: Sendable, Equatable {
  /// A struct: named fields in declaration order.
  case object([StyleField])
  /// A number with the rule its values follow.
  case number(Double, NumberRule)
  /// A boolean.
  case bool(Bool)
  /// Free text.
  case string(String)
  /// One of a fixed set of names (a model enum).
  case choice(String, options: [String])
  /// A color that may adapt to the appearance.
  case color(AdaptiveColor)
  /// A font.
  case font(Font)
  /// An animation.
  case animation(AnimationSpec)
  /// Edge insets.
  case insets(Insets)
  /// A value per case of a state dimension.
  case table(StateTableNode)

  /// The kind of value, for messages ("a color", "a state table over interaction").
  public var kindDescription: String {
    switch self {
    case .object: "an object"
    case .number(_, let rule): rule.requirement
    case .bool: "a boolean"
    case .string: "a string"
    case .choice(_, let options): "one of " + options.joined(separator: ", ")
    case .color: "a color"
    case .font: "a font"
    case .animation: "an animation"
    case .insets: "insets"
    // A platform table takes one value for every platform, so it expects what each platform's value is.
    case .table(let t) where t.dimension == "platform": t.entries.first?.node.kindDescription ?? "a value per platform"
    case .table(let t): "a value per \(t.dimension) state (\(t.entries.map(\.name).joined(separator: ", ")))"
    }
  }

  /// The fields when this is an object.
  public var fields: [StyleField]? {
    if case .object(let f) = self { return f }
    return nil
  }

  /// The node at a dotted path of field names (state tables are entered by state name).
  public func node(at path: [String]) -> StyleNode? {
    var current = self
    for name in path {
      switch current {
      case .object(let fields):
        guard let next = fields.first(where: { $0.name == name })?.node else { return nil }
        current = next
      case .table(let t):
        guard let next = t.entries.first(where: { $0.name == name })?.node else { return nil }
        current = next
      default:
        return nil
      }
    }
    return current
  }
}

/// A named node: a struct field, or a state table entry.
public struct StyleField: Sendable, Equatable {
  /// The field or state name.
  public var name: String
  /// Its value.
  public var node: StyleNode

  /// Creates a field.
  public init(_ name: String, _ node: StyleNode) {
    self.name = name
    self.node = node
  }
}

/// A state table in the tree: the dimension it is keyed by and one entry per case, in declaration order.
public struct StateTableNode: Sendable, Equatable {
  /// The dimension's name (`interaction`, `value`, …).
  public var dimension: String
  /// One entry per case.
  public var entries: [StyleField]
  /// The dimension's cases this table has no entry for, because its component never shows them (see
  /// `StyleNode.keepingReachableCells(_:typeNames:)`); a preset naming one is told so.
  public var unshownCases: [String]

  /// Creates a table node.
  public init(dimension: String, entries: [StyleField], unshownCases: [String] = []) {
    self.dimension = dimension
    self.entries = entries
    self.unshownCases = unshownCases
  }

  /// The one value of a platform table (dimension `platform`) whose cells are all alike, nil for any other table: a
  /// value written once for every platform (a Swift literal, a preset's number or token). JSON spells it as that
  /// value (a number stays a number) and validation reports a problem with it once, at the field.
  public var uniformPlatformValue: StyleNode? {
    guard dimension == "platform", let first = entries.first?.node,
      entries.allSatisfy({ StyleNode.alike($0.node, first) })
    else { return nil }
    return first
  }

  /// Tables are equal when their dimension and entries are: which other cases the component never shows is what the
  /// entries already say, not a value.
  public static func == (a: StateTableNode, b: StateTableNode) -> Bool {
    a.dimension == b.dimension && a.entries == b.entries
  }
}
