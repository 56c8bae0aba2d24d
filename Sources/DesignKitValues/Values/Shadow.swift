/// A drop shadow: a color blurred by a radius and offset by x and y, in points.
///
/// Spelled in JSON as its fields: `{"color": "#0000000F", "radius": 8, "x": 0, "y": 2}`.
public struct Shadow: Hashable, Sendable, Codable {
  /// The shadow's color, its opacity included.
  public var color: AdaptiveColor
  /// The blur radius.
  @Dimension public var radius: Double
  /// The horizontal offset (positive: toward the trailing edge).
  public var x: Double
  /// The vertical offset (positive: down).
  public var y: Double

  /// Creates a shadow.
  public init(color: AdaptiveColor, radius: Double, x: Double = 0, y: Double = 0) {
    self.color = color
    self.radius = radius
    self.x = x
    self.y = y
  }

  /// No shadow.
  public static let none = Shadow(color: AdaptiveColor(.clear), radius: 0)
}
