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
      guard var area = children.bounds else { return nil }
      area.x += effects.offsetX
      area.y += effects.offsetY
      return area
    }
  }
}

extension [PlacedNode] {
  /// The area the nodes' geometry covers together, nil when none has any.
  var bounds: DrawingRect? { compactMap(\.bounds).reduce(nil) { $0?.union($1) ?? $1 } }
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
  /// Rotation in degrees about (`anchorX`, `anchorY`), clockwise.
  public var rotation: Double = 0
  /// A drop shadow.
  public var shadow: DrawingShadow?
  /// The clip shape and the frame it fills.
  public var clip: PlacedClip?
  /// Whether opacity and shadow apply to the children as one layer.
  public var compositesAsGroup: Bool
  /// A fade toward the left and right edges of a frame.
  public var edgeFade: PlacedEdgeFade? = nil
}

/// An edge fade placed over a frame.
public struct PlacedEdgeFade: Sendable, Equatable {
  /// The fade.
  public var fade: DrawingEdgeFade
  /// The frame whose left and right edges it fades.
  public var rect: DrawingRect
}

/// A clip shape placed over a frame.
public struct PlacedClip: Sendable, Equatable {
  /// The shape.
  public var shape: DrawingShape
  /// The frame it fills.
  public var rect: DrawingRect
}
