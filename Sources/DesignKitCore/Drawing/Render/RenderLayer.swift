/// What a layer does to the commands between its `beginLayer` and `endLayer`, applied in this order: the transforms
/// place them, then they are clipped, masked by the edge fade, given the shadow and drawn at the opacity.
public struct RenderLayer: Sendable, Equatable {
  /// The transforms, applied in this order, as SVG's transform list (the first is outermost).
  public var transforms: [RenderTransform]
  /// The opacity of the layer as a whole: 1 unless its group composites as one (then the opacity of every group
  /// around it too), else each command inside carries the opacity in its colors.
  public var opacity: Double
  /// The outline outside which nothing shows, in the layer's coordinates.
  public var clip: RenderPath?
  /// A mask that fades the layer's left and right edges.
  public var edgeFade: RenderEdgeFade?
  /// A drop shadow of the layer's silhouette.
  public var shadow: RenderShadow?
}

/// One transform of a layer, about a point in the layer's coordinates.
public enum RenderTransform: Sendable, Equatable {
  /// A move by (`x`, `y`).
  case translate(x: Double, y: Double)
  /// A turn of `degrees`, clockwise, about (`anchorX`, `anchorY`).
  case rotate(degrees: Double, anchorX: Double, anchorY: Double)
  /// A uniform scale about (`anchorX`, `anchorY`).
  case scale(Double, anchorX: Double, anchorY: Double)
}

/// A horizontal luminance mask over a frame: the content's opacity follows the stops from the frame's left edge
/// (location 0) to its right edge (location 1).
public struct RenderEdgeFade: Sendable, Equatable {
  /// The frame the mask covers; nothing outside it shows.
  public var rect: DrawingRect
  /// The gradient's stops, left to right.
  public var stops: [RenderGradientStop]
}

/// A point of a gradient mask.
public struct RenderGradientStop: Sendable, Equatable {
  /// Where the stop is, 0 at the gradient's start to 1 at its end.
  public var location: Double
  /// The content's opacity there, 0...1.
  public var opacity: Double
}

/// A drop shadow and the region it may paint in.
public struct RenderShadow: Sendable, Equatable {
  /// The shadow as the drawing gave it (its color's alpha is not multiplied by the layers around it: the shadow
  /// follows its content's alpha).
  public var shadow: DrawingShadow
  /// Where the blurred shadow and its content may paint: the content's bounds and their shifted copy, grown by three
  /// blur radii (the blur reaches no further visibly).
  public var region: DrawingRect
}

extension RenderLayer {
  /// The layer `effects` make of their group of `children` inside groups whose opacities multiply to `alpha`, nil when
  /// it would change nothing (the children paint in place), and the alpha the children paint at.
  static func layer(for effects: PlacedEffects, children: [PlacedNode], alpha: Double)
    -> (layer: RenderLayer?, childAlpha: Double)
  {
    var transforms: [RenderTransform] = []
    if effects.offsetX != 0 || effects.offsetY != 0 {
      transforms.append(.translate(x: effects.offsetX, y: effects.offsetY))
    }
    if effects.rotation != 0 {
      transforms.append(.rotate(degrees: effects.rotation, anchorX: effects.anchorX, anchorY: effects.anchorY))
    }
    if effects.scale != 1 {
      transforms.append(.scale(effects.scale, anchorX: effects.anchorX, anchorY: effects.anchorY))
    }
    var childAlpha = alpha * effects.opacity
    var opacity = 1.0
    if effects.compositesAsGroup, childAlpha < 1 { (opacity, childAlpha) = (childAlpha, 1) }
    var shadow: RenderShadow?
    if let drop = effects.shadow, drop.color.alpha > 0, let area = children.bounds {
      var shifted = area
      shifted.x += drop.x
      shifted.y += drop.y
      shadow = RenderShadow(shadow: drop, region: area.union(shifted).outset(by: 3 * drop.radius))
    }
    let layer = RenderLayer(
      transforms: transforms, opacity: opacity,
      clip: effects.clip.map { RenderPath($0.shape, in: $0.rect, isMirrored: false) },
      edgeFade: effects.edgeFade.map(RenderEdgeFade.init), shadow: shadow)
    let changesNothing =
      transforms.isEmpty && opacity == 1 && layer.clip == nil && layer.edgeFade == nil && shadow == nil
    return (changesNothing ? nil : layer, childAlpha)
  }
}

extension RenderEdgeFade {
  /// The mask of `placed`: the edge opacity at both edges, the inner opacity from the fade's width in (at most the
  /// middle) and between; opacities clamped to 0...1.
  init(_ placed: PlacedEdgeFade) {
    let rect = placed.rect
    let inner = rect.width > 0 ? min(0.5, max(0, placed.fade.width) / rect.width) : 0
    let edge = min(max(placed.fade.edgeOpacity, 0), 1)
    let middle = min(max(placed.fade.innerOpacity, 0), 1)
    self.init(
      rect: rect,
      stops: [(0, edge), (inner, middle), (1 - inner, middle), (1, edge)].map {
        RenderGradientStop(location: $0, opacity: $1)
      })
  }
}
