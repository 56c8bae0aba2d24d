import DesignKitValues

extension DrawableComponent {
  /// The insets around this component's first content slot in its drawing laid out `width` wide (nil: its ideal
  /// width) in `environment`: where a native face puts its own content inside the component's surface (a card's
  /// padding). A slot narrower than the frame (its placeholder's width, placed at the leading edge) has the leading
  /// inset on its trailing side too, since a native face's content fills the width it is given. Nil when the drawing
  /// has no slot.
  public func contentSlotInsets(width: Double? = nil, in environment: StyleEnvironment = .standard)
    throws(Diagnostic) -> ResolvedInsets?
  {
    let regions = try regions(width: width, in: environment)
    return regions.contentSlots.first.map {
      regions.insets(around: $0).mirroringLeading(rightToLeft: environment.layoutDirection == .rightToLeft)
    }
  }

  /// The insets around the line box of the first line showing `string` in this component's drawing laid out `width`
  /// wide in `environment`: where a native face puts an editor over a field's text. The trailing inset is the leading
  /// one (a field's text is followed by flexible space, not by a margin of its own). Nil when no line shows `string`.
  public func textInsets(of string: String, width: Double? = nil, in environment: StyleEnvironment = .standard)
    throws(Diagnostic) -> ResolvedInsets?
  {
    let regions = try regions(width: width, in: environment)
    guard let line = regions.text(string) else { return nil }
    return regions.insets(around: line).mirroringLeading(rightToLeft: environment.layoutDirection == .rightToLeft)
  }

  /// The regions of this component's drawing laid out `width` wide.
  private func regions(width: Double?, in environment: StyleEnvironment) throws(Diagnostic) -> DrawingRegions {
    DrawingLayout(layoutDirection: environment.layoutDirection, measurer: environment.textMeasurer)
      .regions(of: try drawing(in: environment), proposedWidth: width)
  }
}

extension ResolvedInsets {
  /// These insets with the trailing side no wider than the leading one (left is leading unless `rightToLeft`).
  func mirroringLeading(rightToLeft: Bool) -> ResolvedInsets {
    var insets = self
    if rightToLeft { insets.left = min(left, right) } else { insets.right = min(right, left) }
    return insets
  }
}

extension DrawingRegions {
  /// The distances from `rect` to the laid-out frame's edges.
  func insets(around rect: DrawingRect) -> ResolvedInsets {
    ResolvedInsets(
      top: rect.y, left: rect.x, bottom: height - rect.y - rect.height, right: width - rect.x - rect.width)
  }
}
