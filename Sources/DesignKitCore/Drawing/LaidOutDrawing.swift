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

  /// This rectangle mirrored inside a canvas `canvasWidth` wide.
  func mirrored(in canvasWidth: Double) -> DrawingRect {
    DrawingRect(x: canvasWidth - x - width, y: y, width: width, height: height)
  }
}

/// A drawing after layout: physical positions, ready for a back-end to paint in order.
public struct LaidOutDrawing: Sendable, Equatable {
  /// The laid-out width.
  public var width: Double
  /// The laid-out height.
  public var height: Double
  /// What to paint, back to front.
  public var nodes: [PlacedNode]

  /// Creates a laid-out drawing.
  public init(width: Double, height: Double, nodes: [PlacedNode]) {
    self.width = width
    self.height = height
    self.nodes = nodes
  }
}

/// One placed element of a laid-out drawing.
public indirect enum PlacedNode: Sendable, Equatable {
  /// A shape in its frame; `isMirrored` flips an icon's path horizontally.
  case shape(DrawingShape, DrawingRect, DrawingPaint, isMirrored: Bool)
  /// A text run in its line box, with the baseline's y; right-to-left text anchors at the box's right edge.
  case text(TextRun, DrawingRect, baseline: Double, isRightToLeft: Bool)
  /// Children with effects.
  case group(PlacedEffects, [PlacedNode])

  /// The area the node's geometry covers (strokes and shadows not included).
  public var bounds: DrawingRect? {
    switch self {
    case .shape(_, let rect, _, _), .text(_, let rect, _, _): return rect
    case .group(let effects, let children):
      guard var area = children.compactMap(\.bounds).reduce(nil, { $0?.union($1) ?? $1 }) else { return nil }
      area.x += effects.offsetX
      area.y += effects.offsetY
      return area
    }
  }
}

/// Effects placed in physical coordinates.
public struct PlacedEffects: Sendable, Equatable {
  /// Opacity, 0...1.
  public var opacity: Double
  /// Scale about (`anchorX`, `anchorY`).
  public var scale: Double
  /// The scale's fixed point x.
  public var anchorX: Double
  /// The scale's fixed point y.
  public var anchorY: Double
  /// Physical horizontal offset.
  public var offsetX: Double
  /// Vertical offset.
  public var offsetY: Double
  /// A drop shadow.
  public var shadow: DrawingShadow?
  /// The clip shape and the frame it fills.
  public var clip: PlacedClip?
  /// Whether opacity and shadow apply to the children as one layer.
  public var compositesAsGroup: Bool
}

/// A clip shape placed over a frame.
public struct PlacedClip: Sendable, Equatable {
  /// The shape.
  public var shape: DrawingShape
  /// The frame it fills.
  public var rect: DrawingRect
}
