/// A rectangle in points, origin at the top left.
public struct DrawingRect: Sendable, Equatable {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width.
  public var width: Double
  /// Height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The centre's x.
  public var midX: Double { x + width / 2 }
  /// The centre's y.
  public var midY: Double { y + height / 2 }

  /// The smallest rectangle holding both.
  public func union(_ other: DrawingRect) -> DrawingRect {
    let left = min(x, other.x)
    let top = min(y, other.y)
    return DrawingRect(
      x: left, y: top, width: max(x + width, other.x + other.width) - left,
      height: max(y + height, other.y + other.height) - top)
  }

  /// This rectangle grown by `amount` on every side (shrunk when negative).
  public func outset(by amount: Double) -> DrawingRect {
    DrawingRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
  }

  /// The area both rectangles cover, or nil when they do not meet.
  func intersection(_ other: DrawingRect) -> DrawingRect? {
    let (left, top) = (max(x, other.x), max(y, other.y))
    let (right, bottom) = (min(x + width, other.x + other.width), min(y + height, other.y + other.height))
    guard right > left, bottom > top else { return nil }
    return DrawingRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// This rectangle mirrored inside a canvas `canvasWidth` wide.
  func mirrored(in canvasWidth: Double) -> DrawingRect {
    DrawingRect(x: canvasWidth - x - width, y: y, width: width, height: height)
  }
}
