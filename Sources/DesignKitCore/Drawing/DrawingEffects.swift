import DesignKitValues

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
  /// Rotation in degrees about the centre of the content's frame, clockwise (mirrored right to left).
  public var rotation: Double = 0
  /// How the content enters and leaves when presented, applied by `Drawing.applyingMotion(_:measurer:)`.
  public var transition: DrawingTransition?
  /// How the content turns with the clock, applied by `Drawing.applyingMotion(_:measurer:)`.
  public var turning: DrawingTurning?
  /// A drop shadow of the content's silhouette.
  public var shadow: DrawingShadow?
  /// A shape over the content's frame outside which nothing shows.
  public var clip: DrawingShape?
  /// Whether opacity and shadow apply to the content as one layer (SwiftUI's `compositingGroup()`); otherwise
  /// they apply to each child.
  public var compositesAsGroup = false
  /// A gradient mask that fades the content toward the left and right edges of its frame (a marquee's edges).
  public var edgeFade: DrawingEdgeFade?
  /// Whether, as a candidate of `Drawing.fitting`, the content fits where it can be laid out in the width offered
  /// with every word whole (its text wrapping between words), not only where its ideal width fits
  /// (`Drawing.fittingWithWordsWhole()`); it changes nothing else.
  public var fitsWithWordsWhole = false

  /// No effect.
  public init() {}
}

/// A gradient mask over the left and right edges of a frame: the content's opacity goes from `edgeOpacity` at the
/// frame's edge to `innerOpacity` `width` points in, and stays there in between.
public struct DrawingEdgeFade: Sendable, Equatable {
  /// How far in from each edge the gradient runs (points).
  public var width: Double
  /// The content's opacity at the frame's very edge.
  public var edgeOpacity: Double
  /// The content's opacity where the gradient ends, and in the middle.
  public var innerOpacity: Double

  /// A fade.
  public init(width: Double, edgeOpacity: Double, innerOpacity: Double) {
    self.width = width
    self.edgeOpacity = edgeOpacity
    self.innerOpacity = innerOpacity
  }
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
