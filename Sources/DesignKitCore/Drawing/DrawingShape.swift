/// A shape; it fills the frame layout gives it.
public enum DrawingShape: Sendable, Equatable {
  /// A rectangle with rounded corners.
  case rectangle(CornerRadii, CornerStyle)
  /// A rectangle whose shorter sides are half circles.
  case capsule
  /// The largest circle centred in the frame.
  case circle
  /// A straight line between two points of the frame, in unit coordinates (0...1 on each axis).
  case line(from: UnitPoint, to: UnitPoint)
  /// A stroked icon drawn in the frame.
  case icon(DrawingIcon)

  /// A rectangle with the same radius on every corner.
  public static func roundedRectangle(cornerRadius: Double, style: CornerStyle) -> DrawingShape {
    .rectangle(CornerRadii(cornerRadius), style)
  }
}

/// The radius of each corner; leading and trailing follow the layout direction.
public struct CornerRadii: Sendable, Equatable {
  /// Top-leading radius.
  public var topLeading: Double
  /// Top-trailing radius.
  public var topTrailing: Double
  /// Bottom-trailing radius.
  public var bottomTrailing: Double
  /// Bottom-leading radius.
  public var bottomLeading: Double

  /// Radii per corner.
  public init(topLeading: Double, topTrailing: Double, bottomTrailing: Double, bottomLeading: Double) {
    self.topLeading = topLeading
    self.topTrailing = topTrailing
    self.bottomTrailing = bottomTrailing
    self.bottomLeading = bottomLeading
  }

  /// The same radius on every corner.
  public init(_ all: Double) { self.init(topLeading: all, topTrailing: all, bottomTrailing: all, bottomLeading: all) }

  /// Whether every corner has the same radius.
  public var isUniform: Bool {
    topLeading == topTrailing && topLeading == bottomTrailing && topLeading == bottomLeading
  }

  /// Leading and trailing swapped, for right-to-left layouts.
  public var mirrored: CornerRadii {
    CornerRadii(
      topLeading: topTrailing, topTrailing: topLeading, bottomTrailing: bottomLeading, bottomLeading: bottomTrailing)
  }
}

/// A point in unit coordinates of a frame: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Sendable, Equatable {
  /// Horizontal position, 0 at the leading edge.
  public var x: Double
  /// Vertical position, 0 at the top.
  public var y: Double

  /// Creates a unit point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// How paint is applied to a shape.
public struct DrawingPaint: Sendable, Equatable {
  /// The fill, or nil for none.
  public var fill: Color?
  /// The outline color, or nil for none.
  public var stroke: Color?
  /// The outline width.
  public var lineWidth: Double
  /// Where the outline lies relative to the shape's edge.
  public var placement: StrokePlacement

  /// Creates a paint.
  public init(fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 0, placement: StrokePlacement = .centered) {
    self.fill = fill
    self.stroke = stroke
    self.lineWidth = lineWidth
    self.placement = placement
  }
}

/// Where an outline lies relative to the edge of its shape.
public enum StrokePlacement: String, Sendable {
  /// Centred on the edge (SwiftUI `stroke`).
  case centered
  /// Inside the edge (SwiftUI `strokeBorder`).
  case inside
  /// Outside the edge, with concentric corners (a focus ring).
  case outside
}

/// Simple stroked icons, drawn in a unit square with round caps and joins.
public enum DrawingIcon: String, CaseIterable, Sendable {
  /// A chevron pointing towards trailing (mirrors in right-to-left layouts).
  case chevronForward
  /// A chevron pointing down.
  case chevronDown
  /// A check mark.
  case checkmark
  /// A diagonal cross (close, clear).
  case cross
  /// A horizontal bar (indeterminate, decrement).
  case minus
  /// A magnifying glass (search).
  case magnifier

  /// Whether the icon mirrors in right-to-left layouts.
  public var flipsForRightToLeft: Bool { self == .chevronForward }

  /// The icon's outline as subpaths in unit coordinates.
  public var path: [PathElement] {
    switch self {
    case .chevronForward: [.move(0.3, 0.1), .line(0.7, 0.5), .line(0.3, 0.9)]
    case .chevronDown: [.move(0.1, 0.3), .line(0.5, 0.7), .line(0.9, 0.3)]
    case .checkmark: [.move(0.12, 0.52), .line(0.4, 0.8), .line(0.88, 0.22)]
    case .cross: [.move(0.1, 0.1), .line(0.9, 0.9), .move(0.9, 0.1), .line(0.1, 0.9)]
    case .minus: [.move(0.1, 0.5), .line(0.9, 0.5)]
    case .magnifier: PathElement.circle(cx: 0.42, cy: 0.42, r: 0.32) + [.move(0.65, 0.65), .line(0.92, 0.92)]
    }
  }
}

/// One element of a path.
public enum PathElement: Sendable, Equatable {
  /// Starts a subpath.
  case move(Double, Double)
  /// A straight segment.
  case line(Double, Double)
  /// A cubic Bézier segment: two control points, then the end point.
  case curve(Double, Double, Double, Double, Double, Double)
  /// Closes the subpath.
  case close

  /// A circle as four cubic segments (the usual 0.5523 control-point ratio).
  public static func circle(cx: Double, cy: Double, r: Double) -> [PathElement] {
    let k = 0.5522847498 * r
    return [
      .move(cx + r, cy), .curve(cx + r, cy + k, cx + k, cy + r, cx, cy + r),
      .curve(cx - k, cy + r, cx - r, cy + k, cx - r, cy), .curve(cx - r, cy - k, cx - k, cy - r, cx, cy - r),
      .curve(cx + k, cy - r, cx + r, cy - k, cx + r, cy), .close,
    ]
  }

  /// The element with every point mapped by `transform`.
  public func mapped(_ transform: (Double, Double) -> (Double, Double)) -> PathElement {
    switch self {
    case .move(let x, let y):
      let p = transform(x, y)
      return .move(p.0, p.1)
    case .line(let x, let y):
      let p = transform(x, y)
      return .line(p.0, p.1)
    case .curve(let x1, let y1, let x2, let y2, let x, let y):
      let a = transform(x1, y1)
      let b = transform(x2, y2)
      let c = transform(x, y)
      return .curve(a.0, a.1, b.0, b.1, c.0, c.1)
    case .close: return .close
    }
  }
}
