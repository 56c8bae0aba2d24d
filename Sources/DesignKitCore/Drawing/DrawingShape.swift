import DesignKitValues

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
  /// A stroked arc of the largest circle centred in the frame, from `startAngle` to `endAngle`: degrees from the
  /// top, growing towards trailing (clockwise left to right), so a spinner's arc mirrors right to left. The arc runs
  /// clockwise when `endAngle` is greater, anticlockwise when smaller; a span of 360 or more is the whole circle.
  case arc(startAngle: Double, endAngle: Double)

  /// A rectangle with the same radius on every corner.
  public static func roundedRectangle(cornerRadius: Double, style: CornerStyle) -> DrawingShape {
    .rectangle(CornerRadii(cornerRadius), style)
  }
}

extension DrawingShape {
  /// This shape grown by `distance` on every side, for a frame that much larger: a rounded rectangle's rounded
  /// corners grow by `distance` so the outline stays parallel (a focus ring set off a control); other shapes are
  /// unchanged.
  public func expanded(by distance: Double) -> DrawingShape {
    guard case .rectangle(let radii, let style) = self else { return self }
    func grown(_ radius: Double) -> Double { radius > 0 ? radius + distance : 0 }
    return .rectangle(
      CornerRadii(
        topLeading: grown(radii.topLeading), topTrailing: grown(radii.topTrailing),
        bottomTrailing: grown(radii.bottomTrailing), bottomLeading: grown(radii.bottomLeading)), style)
  }
}

extension DrawingShape {
  /// This shape for a frame `factor` times as large: a rounded rectangle's radii scaled alike (a circle drawn as a
  /// rounded square stays a circle); other shapes are unchanged.
  public func scaled(by factor: Double) -> DrawingShape {
    guard case .rectangle(let radii, let style) = self else { return self }
    return .rectangle(
      CornerRadii(
        topLeading: radii.topLeading * factor, topTrailing: radii.topTrailing * factor,
        bottomTrailing: radii.bottomTrailing * factor, bottomLeading: radii.bottomLeading * factor), style)
  }
}
