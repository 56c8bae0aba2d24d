import DesignKitValues

extension AxisDirection {
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
