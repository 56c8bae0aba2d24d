import DesignKitValues

// The drawing values a typed read gives: a size and a shadow with its color for the environment.

extension Size: ResolvedReadable {
  /// The size.
  public static func resolvedValue(of node: ResolvedStyle) -> Size? {
    guard case .object(let fields) = node, fields.count == 2, case .number(let width) = fields[0].value,
      case .number(let height) = fields[1].value
    else { return nil }
    return Size(width: width, height: height)
  }
  /// "a size".
  public static var resolvedKind: String { "a size (width, height)" }
}

extension Shadow: ResolvedReadable {
  /// The shadow with its color for the environment.
  public static func resolvedValue(of node: ResolvedStyle) -> DrawingShadow? {
    guard case .object(let fields) = node, fields.count == 4, case .color(let color) = fields[0].value,
      case .number(let radius) = fields[1].value, case .number(let x) = fields[2].value,
      case .number(let y) = fields[3].value
    else { return nil }
    return DrawingShadow(color: color, radius: radius, x: x, y: y)
  }
  /// "a shadow".
  public static var resolvedKind: String { "a shadow (color, radius, x, y)" }
}
