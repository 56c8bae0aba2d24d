import DesignKitValues

/// One step of a render plan, painted in order: shapes and text back to front, layers bracketing what they affect.
public enum RenderCommand: Sendable, Equatable {
  /// A shape, filled and/or stroked (a stroke centred on the path; inside/outside strokes arrive as their own command
  /// on the outset path).
  case shape(RenderPath, fill: Color?, stroke: RenderStroke?)
  /// A line of text.
  case text(RenderText)
  /// Everything until the matching `endLayer` is drawn with this layer's transforms, opacity, clip, mask and shadow.
  case beginLayer(RenderLayer)
  /// Closes the innermost open layer.
  case endLayer
}

/// How a path is outlined: a stroke centred on it.
public struct RenderStroke: Sendable, Equatable {
  /// The stroke's color, the opacity of the groups around it multiplied into its alpha.
  public var color: Color
  /// The stroke's width, more than 0.
  public var lineWidth: Double
  /// Whether the ends and corners are round (lines, icons and arcs), else butt ends and mitred corners.
  public var roundsCapsAndJoins: Bool
}

extension RenderCommand {
  /// The commands that paint `shape` in `rect` with `paint`, inside groups whose opacities multiply to `alpha`:
  /// none when nothing shows; one for a fill with a centred stroke, or for a line, an icon or an arc (stroked with
  /// round ends, never filled; an arc's circle grows or shrinks with an inside or outside stroke); a fill, then a
  /// stroke on the outset path, for an inside or outside stroke.
  static func painting(
    _ shape: DrawingShape, in rect: DrawingRect, _ paint: DrawingPaint, isMirrored: Bool, alpha: Double
  ) -> [RenderCommand] {
    let fill = paint.fill.map { $0.opacity(alpha) }.flatMap { $0.alpha > 0 ? $0 : nil }
    let strokeOnly: Bool
    switch shape {
    case .line, .icon, .arc: strokeOnly = true
    default: strokeOnly = false
    }
    let stroke = paint.stroke.map { $0.opacity(alpha) }.flatMap { color in
      color.alpha > 0 && paint.lineWidth > 0
        ? RenderStroke(color: color, lineWidth: paint.lineWidth, roundsCapsAndJoins: strokeOnly) : nil
    }
    let shift =
      paint.placement == .inside ? -paint.lineWidth / 2 : paint.placement == .outside ? paint.lineWidth / 2 : 0
    if strokeOnly {
      guard let stroke else { return [] }
      // An arc's circle moves with the stroke's placement; lines and icons are stroked where they are.
      let frame: DrawingRect
      if case .arc = shape { frame = rect.outset(by: shift) } else { frame = rect }
      return [.shape(RenderPath(shape, in: frame, isMirrored: isMirrored), fill: nil, stroke: stroke)]
    }
    var out: [RenderCommand] = []
    let together = paint.placement == .centered
    if let fill {
      out.append(
        .shape(RenderPath(shape, in: rect, isMirrored: isMirrored), fill: fill, stroke: together ? stroke : nil))
      if together { return out }
    }
    guard let stroke else { return out }
    let outline = RenderPath(shape.outset(by: shift), in: rect.outset(by: shift), isMirrored: isMirrored)
    return out + [.shape(outline, fill: nil, stroke: stroke)]
  }
}
