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

extension KeyboardKey {
  /// The key on the other side of a row: arrow left for arrow right and back; every other key itself.
  public var horizontallyMirrored: KeyboardKey {
    switch self {
    case .arrowLeft: .arrowRight
    case .arrowRight: .arrowLeft
    default: self
    }
  }
}

extension MachineEvent {
  /// The event with its horizontal arrow key swapped (`keyDown(arrowLeft)` → `keyDown(arrowRight)`, also
  /// `keyRepeated` and `keyUp`); every other event itself. What a session in right to left sends a machine whose
  /// arrow keys follow the layout direction (`ExplorableMachine.arrowKeysFollowLayoutDirection`): one mapping for
  /// every machine, by the events' names, so no machine handles right to left itself.
  public func mirroringHorizontalArrowKeys() -> Self {
    guard let name = EventName(description), name.argument != nil,
      ["keyDown", "keyRepeated", "keyUp"].contains(name.base),
      let key = KeyboardKey(rawValue: name.argument ?? ""), key.horizontallyMirrored != key
    else { return self }
    return Self(name: "\(name.base)(\(key.horizontallyMirrored.rawValue))") ?? self
  }
}
