/// The way a linear control runs from its start to its end (where a slider's value grows from, where a progress bar
/// fills from, the order of page dots): along the reading direction or against it, down or up.
///
/// Leading and trailing follow the layout direction: leading to trailing runs right to left under a right-to-left
/// layout, as the rest of the layout does.
public enum AxisDirection: String, CaseIterable, Codable, Sendable, Hashable {
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
}
