/// What a component shows, independent of any platform: shapes, text, stacks and effects, computed from its resolved
/// style, its content and the environment.
///
/// A drawing says how a component looks; `DrawingLayout` places it, back-ends such as `SVGRenderer` paint it, and a
/// native face can render the same description. It reads like SwiftUI: build leaves with `shape(_:fill:)` and
/// `text(_:font:color:)`, then wrap them with `padding(_:)`, `frame(…)`, `background(_:)`, `opacity(_:)` and friends.
/// Lengths and offsets in a drawing are logical: leading is on the left in left-to-right layouts and on the right in
/// right-to-left ones.
public indirect enum Drawing: Sendable, Equatable {
  /// A shape filling the size offered to it.
  case shape(DrawingShape, DrawingPaint)
  /// One line of text at its measured size.
  case text(TextRun)
  /// Children in a row or a column.
  case stack(DrawingStack)
  /// Children on top of each other, the first at the back; as large as the largest.
  case layers([Drawing], alignment: DrawingAlignment)
  /// Content with drawings behind and in front, sized to the content.
  case decorated(Drawing, behind: Drawing?, inFront: Drawing?)
  /// Content inside insets (physical left / right, as a `ResolvedStyle` gives them).
  case padding(Drawing, ResolvedInsets)
  /// Content in a frame.
  case frame(Drawing, DrawingFrame)
  /// Content with effects that do not change its layout.
  case effects(Drawing, DrawingEffects)
  /// Flexible empty space: in a stack it takes what the other children leave.
  case spacer
  /// Nothing.
  case empty
}

extension Drawing {
  /// A shape filled with `fill`.
  public static func shape(_ shape: DrawingShape, fill: Color) -> Drawing {
    .shape(shape, DrawingPaint(fill: fill))
  }

  /// A shape's outline.
  public static func shape(
    _ shape: DrawingShape, stroke: Color, lineWidth: Double, placement: StrokePlacement = .centered
  ) -> Drawing {
    .shape(shape, DrawingPaint(stroke: stroke, lineWidth: lineWidth, placement: placement))
  }

  /// One line of text.
  public static func text(_ string: String, font: Font, color: Color) -> Drawing {
    .text(TextRun(string, font: font, color: color))
  }

  /// A row; `alignment` places children vertically.
  public static func hstack(
    spacing: Double, alignment: DrawingAlignment.Vertical = .center, _ children: [Drawing]
  ) -> Drawing {
    .stack(
      DrawingStack(axis: .horizontal, spacing: spacing, alignment: DrawingAlignment(vertical: alignment), children))
  }

  /// A column; `alignment` places children horizontally.
  public static func vstack(
    spacing: Double, alignment: DrawingAlignment.Horizontal = .center, _ children: [Drawing]
  ) -> Drawing {
    .stack(
      DrawingStack(axis: .vertical, spacing: spacing, alignment: DrawingAlignment(horizontal: alignment), children))
  }

  /// This drawing inside `insets`.
  public func padding(_ insets: ResolvedInsets) -> Drawing { .padding(self, insets) }

  /// This drawing inside the same inset on every edge.
  public func padding(_ all: Double) -> Drawing {
    .padding(self, ResolvedInsets(top: all, left: all, bottom: all, right: all))
  }

  /// This drawing in a frame: fixed sizes where given, at least the minimums, the offered width or height where it
  /// fills.
  public func frame(
    width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, minHeight: Double? = nil,
    fillsWidth: Bool = false, fillsHeight: Bool = false, alignment: DrawingAlignment = .center
  ) -> Drawing {
    .frame(
      self,
      DrawingFrame(
        width: width, height: height, minWidth: minWidth, minHeight: minHeight, fillsWidth: fillsWidth,
        fillsHeight: fillsHeight, alignment: alignment))
  }

  /// This drawing with `drawing` behind it, at its size.
  public func background(_ drawing: Drawing) -> Drawing { .decorated(self, behind: drawing, inFront: nil) }

  /// This drawing with `drawing` in front of it, at its size.
  public func overlay(_ drawing: Drawing) -> Drawing { .decorated(self, behind: nil, inFront: drawing) }

  /// This drawing with its effects changed by `change` (effects of one wrapper combine).
  public func withEffects(_ change: (inout DrawingEffects) -> Void) -> Drawing {
    if case .effects(let content, var effects) = self {
      change(&effects)
      return .effects(content, effects)
    }
    var effects = DrawingEffects()
    change(&effects)
    return .effects(self, effects)
  }

  /// This drawing at `opacity` (multiplied with an opacity already set).
  public func opacity(_ opacity: Double) -> Drawing { withEffects { $0.opacity *= opacity } }

  /// This drawing scaled about its centre without changing its layout.
  public func scaleEffect(_ scale: Double) -> Drawing { withEffects { $0.scale *= scale } }

  /// This drawing moved without changing its layout; `x` is logical (towards trailing).
  public func offset(x: Double = 0, y: Double = 0) -> Drawing {
    withEffects {
      $0.offsetX += x
      $0.offsetY += y
    }
  }

  /// This drawing with a drop shadow of its whole silhouette.
  public func shadow(_ shadow: DrawingShadow) -> Drawing { withEffects { $0.shadow = shadow } }

  /// This drawing clipped to `shape` placed over its frame.
  public func clipped(to shape: DrawingShape) -> Drawing { withEffects { $0.clip = shape } }

  /// This drawing composited as one layer before its opacity and shadow apply (overlaps do not darken).
  public func compositingGroup() -> Drawing { withEffects { $0.compositesAsGroup = true } }
}

/// A row or a column of drawings.
public struct DrawingStack: Sendable, Equatable {
  /// Row or column.
  public enum Axis: String, Sendable {
    case horizontal, vertical
  }

  /// The direction children follow.
  public var axis: Axis
  /// The gap between neighbours.
  public var spacing: Double
  /// Where children sit across the axis.
  public var alignment: DrawingAlignment
  /// The children, leading (or top) first.
  public var children: [Drawing]

  /// Creates a stack.
  public init(axis: Axis, spacing: Double, alignment: DrawingAlignment = .center, _ children: [Drawing]) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    self.children = children
  }
}

/// Where content sits inside a larger space.
public struct DrawingAlignment: Sendable, Equatable {
  /// Horizontal placement; leading and trailing follow the layout direction.
  public enum Horizontal: String, Sendable {
    case leading, center, trailing
  }

  /// Vertical placement.
  public enum Vertical: String, Sendable {
    case top, center, bottom
  }

  /// The horizontal part.
  public var horizontal: Horizontal
  /// The vertical part.
  public var vertical: Vertical

  /// Creates an alignment.
  public init(horizontal: Horizontal = .center, vertical: Vertical = .center) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred on both axes.
  public static let center = DrawingAlignment()
  /// Leading, vertically centred.
  public static let leading = DrawingAlignment(horizontal: .leading)
  /// Trailing, vertically centred.
  public static let trailing = DrawingAlignment(horizontal: .trailing)
}

/// The sizing rules of a frame.
public struct DrawingFrame: Sendable, Equatable {
  /// A fixed width.
  public var width: Double?
  /// A fixed height.
  public var height: Double?
  /// The least width when the width is not fixed.
  public var minWidth: Double?
  /// The least height when the height is not fixed (a control grows past it with Dynamic Type).
  public var minHeight: Double?
  /// Whether the frame takes all the width offered to it.
  public var fillsWidth: Bool
  /// Whether the frame takes all the height offered to it.
  public var fillsHeight: Bool
  /// Where the content sits inside.
  public var alignment: DrawingAlignment

  /// Creates a frame.
  public init(
    width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, minHeight: Double? = nil,
    fillsWidth: Bool = false, fillsHeight: Bool = false, alignment: DrawingAlignment = .center
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.minHeight = minHeight
    self.fillsWidth = fillsWidth
    self.fillsHeight = fillsHeight
    self.alignment = alignment
  }
}

/// Effects that change how content looks but not where it is laid out.
public struct DrawingEffects: Sendable, Equatable {
  /// Opacity, 0...1.
  public var opacity: Double = 1
  /// Scale about the centre of the content's frame.
  public var scale: Double = 1
  /// Logical horizontal offset (towards trailing).
  public var offsetX: Double = 0
  /// Vertical offset (downwards).
  public var offsetY: Double = 0
  /// A drop shadow of the content's silhouette.
  public var shadow: DrawingShadow?
  /// A shape over the content's frame outside which nothing shows.
  public var clip: DrawingShape?
  /// Whether opacity and shadow apply to the content as one layer (SwiftUI's `compositingGroup()`); otherwise
  /// they apply to each child.
  public var compositesAsGroup = false

  /// No effect.
  public init() {}
}

/// A drop shadow in SwiftUI's terms.
public struct DrawingShadow: Sendable, Equatable {
  /// The shadow's color and opacity.
  public var color: Color
  /// The blur radius; SwiftUI's `radius`, a Gaussian standard deviation.
  public var radius: Double
  /// Horizontal offset.
  public var x: Double
  /// Vertical offset (downwards).
  public var y: Double

  /// Creates a shadow.
  public init(color: Color, radius: Double, x: Double = 0, y: Double = 0) {
    self.color = color
    self.radius = radius
    self.x = x
    self.y = y
  }
}

/// One line of text.
public struct TextRun: Sendable, Equatable {
  /// The text.
  public var string: String
  /// The font at its environment size (a resolved style's fonts already follow Dynamic Type).
  public var font: Font
  /// The text color.
  public var color: Color

  /// Creates a text run.
  public init(_ string: String, font: Font, color: Color) {
    self.string = string
    self.font = font
    self.color = color
  }
}
