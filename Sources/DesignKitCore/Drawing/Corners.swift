import DesignKitValues

/// The radius of each corner of a rounded rectangle as a model value (the `layout.cornerRadius` of a modal, dialog,
/// accordion, sheet or side bar); leading and trailing follow the layout direction.
///
/// A preset gives one number for every corner (`"cornerRadius": 12`), or an object naming the corners it changes
/// (`"cornerRadius": {"topLeading": 0, "topTrailing": 0}`). In Swift, a number literal is every corner:
/// `model.layout.cornerRadius = 12`.
public struct Corners: Codable, Sendable, Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// Top-leading radius.
  @Dimension public var topLeading: Double
  /// Top-trailing radius.
  @Dimension public var topTrailing: Double
  /// Bottom-trailing radius.
  @Dimension public var bottomTrailing: Double
  /// Bottom-leading radius.
  @Dimension public var bottomLeading: Double

  /// Radii per corner.
  public init(topLeading: Double, topTrailing: Double, bottomTrailing: Double, bottomLeading: Double) {
    self.topLeading = topLeading
    self.topTrailing = topTrailing
    self.bottomTrailing = bottomTrailing
    self.bottomLeading = bottomLeading
  }

  /// The same radius on every corner.
  public init(_ all: Double) { self.init(topLeading: all, topTrailing: all, bottomTrailing: all, bottomLeading: all) }

  /// The same radius on every corner.
  public init(floatLiteral value: Double) { self.init(value) }

  /// The same radius on every corner.
  public init(integerLiteral value: Int) { self.init(Double(value)) }

  /// The radii as a drawing takes them.
  public var radii: CornerRadii {
    CornerRadii(
      topLeading: topLeading, topTrailing: topTrailing, bottomTrailing: bottomTrailing, bottomLeading: bottomLeading)
  }

  /// The field names, in declaration order.
  package static let keys = StyleNode.cornerKeys

  /// Whether a group with these fields is a `Corners` (so a preset may give it one number for every corner).
  package static func isCorners(_ fields: [StyleField]) -> Bool {
    fields.map(\.name) == keys && fields.allSatisfy { if case .number = $0.node { true } else { false } }
  }
}

extension Corners: ResolvedReadable {
  /// The radii.
  public static func resolvedValue(of node: ResolvedStyle) -> CornerRadii? {
    guard case .object(let fields) = node, fields.count == 4, case .number(let topLeading) = fields[0].value,
      case .number(let topTrailing) = fields[1].value, case .number(let bottomTrailing) = fields[2].value,
      case .number(let bottomLeading) = fields[3].value
    else { return nil }
    return CornerRadii(
      topLeading: topLeading, topTrailing: topTrailing, bottomTrailing: bottomTrailing, bottomLeading: bottomLeading)
  }
  /// "corner radii".
  public static var resolvedKind: String { "corner radii (topLeading, topTrailing, bottomTrailing, bottomLeading)" }
}
