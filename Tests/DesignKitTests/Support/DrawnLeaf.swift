import DesignKit

/// A shape or text of a laid-out drawing where it shows: the offsets and scales of the groups around it applied to
/// its frame (as the SVG renderer applies them: scale about the anchor, then offset), their opacities multiplied.
struct DrawnLeaf {
  var node: PlacedNode
  var rect: DrawingRect
  var opacity: Double

  /// The leaves of `nodes`, groups flattened; a point p of theirs shows at `scale` × p + (`dx`, `dy`).
  static func leaves(
    of nodes: [PlacedNode], opacity: Double = 1, scale: Double = 1, dx: Double = 0, dy: Double = 0
  ) -> [DrawnLeaf] {
    nodes.flatMap { node -> [DrawnLeaf] in
      switch node {
      case .group(let effects, let children):
        // The group maps p to s·p + offset + anchor·(1 − s); the groups around it map that on.
        let s = effects.scale
        return leaves(
          of: children, opacity: opacity * effects.opacity, scale: scale * s,
          dx: dx + scale * (effects.offsetX + effects.anchorX * (1 - s)),
          dy: dy + scale * (effects.offsetY + effects.anchorY * (1 - s)))
      case .shape(_, var rect, _, _), .text(_, var rect, _, _):
        rect = DrawingRect(
          x: scale * rect.x + dx, y: scale * rect.y + dy, width: scale * rect.width, height: scale * rect.height)
        return [DrawnLeaf(node: node, rect: rect, opacity: opacity)]
      }
    }
  }

  var text: String? { if case .text(let run, _, _, _) = node { run.string } else { nil } }
  var textColor: Color? { if case .text(let run, _, _, _) = node { run.color } else { nil } }
  var font: Font? { if case .text(let run, _, _, _) = node { run.font } else { nil } }
  var shape: DrawingShape? { if case .shape(let shape, _, _, _) = node { shape } else { nil } }
  var fill: Color? { if case .shape(_, _, let paint, _) = node { paint.fill } else { nil } }
  var stroke: Color? { if case .shape(_, _, let paint, _) = node { paint.stroke } else { nil } }
  /// A text's color, a shape's fill, or its stroke when it has no fill.
  var color: Color? { textColor ?? fill ?? stroke }
}

extension LaidOutDrawing {
  /// Its shapes and texts where they show.
  var leaves: [DrawnLeaf] { DrawnLeaf.leaves(of: nodes) }
}

extension Drawing {
  /// Its shapes and texts where they show, laid out `width` wide in `environment`'s layout direction.
  func leaves(in environment: StyleEnvironment = .standard, width: Double = 300) -> [DrawnLeaf] {
    DrawingLayout(layoutDirection: environment.layoutDirection).layout(self, proposedWidth: width).leaves
  }

  /// How many content slots it has, those inside a slot's placeholder included.
  var contentSlotCount: Int {
    switch self {
    case .content(let placeholder): 1 + placeholder.contentSlotCount
    case .shape, .text, .spacer, .empty: 0
    case .stack(let stack): stack.children.map(\.contentSlotCount).reduce(0, +)
    case .layers(let children, _): children.map(\.contentSlotCount).reduce(0, +)
    // A fitting draws one of its candidates (a row that stacks where it does not fit).
    case .fitting(let children): children.map(\.contentSlotCount).max() ?? 0
    case .bar(let leading, let principal, let trailing, _):
      leading.contentSlotCount + principal.contentSlotCount + trailing.contentSlotCount
    case .decorated(let inner, let behind, let inFront):
      inner.contentSlotCount + (behind?.contentSlotCount ?? 0) + (inFront?.contentSlotCount ?? 0)
    case .padding(let inner, _), .frame(let inner, _), .effects(let inner, _): inner.contentSlotCount
    }
  }
}

extension DrawableComponent {
  /// The style `drawing(in:)` draws it with: its whole model resolved for its state in `environment`.
  func drawingStyle(in environment: StyleEnvironment = .standard) throws -> ResolvedStyle {
    try StyleTreeEncoder.node(for: model).resolved(for: state.selection, in: environment)
  }
}
