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
