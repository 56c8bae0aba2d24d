/// Simple stroked icons, drawn in a unit square with round caps and joins.
public enum DrawingIcon: String, CaseIterable, Sendable {
  /// A chevron pointing towards trailing (mirrors in right-to-left layouts).
  case chevronForward
  /// A chevron pointing towards leading (mirrors in right-to-left layouts).
  case chevronBack
  /// A chevron pointing up.
  case chevronUp
  /// A chevron pointing down.
  case chevronDown
  /// A check mark.
  case checkmark
  /// A diagonal cross (close, clear).
  case cross
  /// A horizontal bar (indeterminate, decrement).
  case minus
  /// A magnifying glass (search).
  case magnifier
  /// A plus sign (increment).
  case plus
  /// A chevron up over a chevron down (a menu picker's button).
  case chevronUpDown
  /// An in-tray (an empty inbox, nothing yet).
  case tray

  /// Whether the icon mirrors in right-to-left layouts.
  public var flipsForRightToLeft: Bool { self == .chevronForward || self == .chevronBack }

  /// The icon's outline as subpaths in unit coordinates.
  public var path: [PathElement] {
    switch self {
    case .chevronForward: [.move(0.3, 0.1), .line(0.7, 0.5), .line(0.3, 0.9)]
    case .chevronBack: [.move(0.7, 0.1), .line(0.3, 0.5), .line(0.7, 0.9)]
    case .chevronUp: [.move(0.1, 0.7), .line(0.5, 0.3), .line(0.9, 0.7)]
    case .chevronDown: [.move(0.1, 0.3), .line(0.5, 0.7), .line(0.9, 0.3)]
    case .checkmark: [.move(0.12, 0.52), .line(0.4, 0.8), .line(0.88, 0.22)]
    case .cross: [.move(0.1, 0.1), .line(0.9, 0.9), .move(0.9, 0.1), .line(0.1, 0.9)]
    case .minus: [.move(0.1, 0.5), .line(0.9, 0.5)]
    case .magnifier: PathElement.circle(cx: 0.42, cy: 0.42, r: 0.32) + [.move(0.65, 0.65), .line(0.92, 0.92)]
    case .plus: [.move(0.1, 0.5), .line(0.9, 0.5), .move(0.5, 0.1), .line(0.5, 0.9)]
    case .chevronUpDown:
      [.move(0.25, 0.4), .line(0.5, 0.15), .line(0.75, 0.4), .move(0.25, 0.6), .line(0.5, 0.85), .line(0.75, 0.6)]
    case .tray:
      [
        .move(0.08, 0.56), .line(0.22, 0.18), .line(0.78, 0.18), .line(0.92, 0.56), .line(0.92, 0.84),
        .line(0.08, 0.84), .close, .move(0.08, 0.56), .line(0.34, 0.56), .line(0.4, 0.68), .line(0.6, 0.68),
        .line(0.66, 0.56), .line(0.92, 0.56),
      ]
    }
  }
}
