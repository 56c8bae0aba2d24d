/// A laid-out drawing as a flat list of paint commands: what every back-end paints, so that they cannot disagree.
///
/// The plan makes every decision a back-end would otherwise make: the opacity of the groups around a shape or a text
/// is multiplied into its colors (a group that composites as one keeps its opacity on its layer instead); inside and
/// outside strokes are separate commands on outset paths; corners are clamped, and continuous ones are Bézier curves
/// (`RenderPath`); text is anchored for its reading direction (`RenderText`); shadows carry their region, edge fades
/// their gradient stops (`RenderLayer`); paint that would not show (no alpha, no letters, no line width) is left
/// out, and a group that changes nothing opens no layer. `SVGRenderer` serializes a plan; a native face paints one.
public struct RenderPlan: Sendable, Equatable {
  /// The drawing's width.
  public var width: Double
  /// The drawing's height.
  public var height: Double
  /// What to paint, back to front; every `beginLayer` has its `endLayer`.
  public var commands: [RenderCommand]

  /// The plan that paints `drawing`.
  public init(_ drawing: LaidOutDrawing) {
    width = drawing.width
    height = drawing.height
    commands = []
    for node in drawing.nodes { append(node, alpha: 1) }
  }

  /// Appends the commands that paint `node` inside groups whose opacities multiply to `alpha`.
  private mutating func append(_ node: PlacedNode, alpha: Double) {
    switch node {
    case .shape(let shape, let rect, let paint, let isMirrored):
      commands += RenderCommand.painting(shape, in: rect, paint, isMirrored: isMirrored, alpha: alpha)
    case .text(let run, let rect, let baseline, let isRightToLeft):
      guard let text = RenderText(run, in: rect, baseline: baseline, isRightToLeft: isRightToLeft, alpha: alpha)
      else { return }
      commands.append(.text(text))
    case .group(let effects, let children):
      let (layer, childAlpha) = RenderLayer.layer(for: effects, children: children, alpha: alpha)
      if let layer { commands.append(.beginLayer(layer)) }
      for child in children { append(child, alpha: childAlpha) }
      if layer != nil { commands.append(.endLayer) }
    }
  }
}
