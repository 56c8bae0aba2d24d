/// The way a linear control runs from its start to its end (where a slider's value grows from, where a progress bar
/// fills from, the order of page dots): along the reading direction or against it, down or up.
///
/// Leading and trailing follow the layout direction: leading to trailing runs right to left under a right-to-left
/// layout, as the rest of the layout does.
public enum AxisDirection: String, StyleChoice {
  /// Horizontal, from the leading edge to the trailing edge.
  case leadingToTrailing
  /// Horizontal, from the trailing edge to the leading edge.
  case trailingToLeading
  /// Vertical, from the top edge down.
  case topToBottom
  /// Vertical, from the bottom edge up.
  case bottomToTop

  /// Whether it runs up or down.
  public var isVertical: Bool { self == .topToBottom || self == .bottomToTop }

  /// Whether it runs against the axis's natural order (trailing to leading, bottom to top).
  public var isReversed: Bool { self == .trailingToLeading || self == .bottomToTop }

  /// The arrow key that points from the start towards the end on screen under `layoutDirection`, and the one that
  /// points back: the keys that move a value along the control as it looks.
  public func arrows(in layoutDirection: StyleEnvironment.LayoutDirection) -> (forward: KeyboardKey, back: KeyboardKey)
  {
    let rightToLeft = layoutDirection == .rightToLeft
    switch self {
    case .topToBottom: return (.arrowDown, .arrowUp)
    case .bottomToTop: return (.arrowUp, .arrowDown)
    case .leadingToTrailing: return rightToLeft ? (.arrowLeft, .arrowRight) : (.arrowRight, .arrowLeft)
    case .trailingToLeading: return rightToLeft ? (.arrowRight, .arrowLeft) : (.arrowLeft, .arrowRight)
    }
  }

  /// The arrow keys across the control that move its value forward and back: up and down across a horizontal
  /// control; across a vertical one, the key towards the trailing edge and the one towards the leading edge.
  public func crossArrows(in layoutDirection: StyleEnvironment.LayoutDirection) -> (
    forward: KeyboardKey, back: KeyboardKey
  ) {
    guard isVertical else { return (.arrowUp, .arrowDown) }
    return layoutDirection == .rightToLeft ? (.arrowLeft, .arrowRight) : (.arrowRight, .arrowLeft)
  }
}
