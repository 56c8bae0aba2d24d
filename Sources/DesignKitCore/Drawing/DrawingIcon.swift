import DesignKitValues

/// The icon vocabulary: stroked glyphs drawn in a unit square with round caps and joins, each named as SF Symbols
/// names the symbol it stands for (`"chevron.forward"`, `"exclamationmark.triangle"`).
///
/// A model or document names an icon by its SF Symbols name; `DrawingIcon.named(_:)` reads one, with a
/// did-you-mean for an unknown name. The outlines are in `DrawingIcon+Paths.swift`.
public enum DrawingIcon: String, CaseIterable, Sendable {
  // Marks.
  /// A check mark.
  case checkmark
  /// A diagonal cross (close, clear).
  case xmark
  /// A plus sign (add, increment).
  case plus
  /// A horizontal bar (remove, decrement, indeterminate).
  case minus
  // Chevrons.
  /// A chevron pointing towards trailing (mirrors in right-to-left layouts).
  case chevronForward = "chevron.forward"
  /// A chevron pointing towards leading (mirrors in right-to-left layouts).
  case chevronBackward = "chevron.backward"
  /// A chevron pointing left.
  case chevronLeft = "chevron.left"
  /// A chevron pointing right.
  case chevronRight = "chevron.right"
  /// A chevron pointing up.
  case chevronUp = "chevron.up"
  /// A chevron pointing down.
  case chevronDown = "chevron.down"
  /// A chevron up over a chevron down (a menu picker's button).
  case chevronUpChevronDown = "chevron.up.chevron.down"
  // Arrows.
  /// An arrow pointing left.
  case arrowLeft = "arrow.left"
  /// An arrow pointing right.
  case arrowRight = "arrow.right"
  /// An arrow pointing up.
  case arrowUp = "arrow.up"
  /// An arrow pointing down.
  case arrowDown = "arrow.down"
  /// A circular arrow turning clockwise (reload).
  case arrowClockwise = "arrow.clockwise"
  /// A box with an arrow leaving it upwards (share).
  case squareAndArrowUp = "square.and.arrow.up"
  // Circled and framed signs.
  /// An "i" in a circle (information).
  case infoCircle = "info.circle"
  /// An exclamation mark in a circle (attention).
  case exclamationmarkCircle = "exclamationmark.circle"
  /// An exclamation mark in a triangle (warning).
  case exclamationmarkTriangle = "exclamationmark.triangle"
  /// A question mark in a circle (help).
  case questionmarkCircle = "questionmark.circle"
  /// A check mark in a circle (done, success).
  case checkmarkCircle = "checkmark.circle"
  /// A cross in a circle (failed, clear).
  case xmarkCircle = "xmark.circle"
  /// A plus sign in a circle (add).
  case plusCircle = "plus.circle"
  /// A minus sign in a circle (remove).
  case minusCircle = "minus.circle"
  /// A circle.
  case circle
  /// A rounded square.
  case square
  // Things.
  /// A magnifying glass (search).
  case magnifyingglass
  /// An eye (show, reveal).
  case eye
  /// An eye struck through (hide).
  case eyeSlash = "eye.slash"
  /// A trash can (delete).
  case trash
  /// A gear wheel (settings).
  case gear
  /// A house (home).
  case house
  /// A person's head and shoulders (profile, account).
  case person
  /// A bell (notifications).
  case bell
  /// A five-pointed star (favourite, rating).
  case star
  /// A heart (like).
  case heart
  /// An in-tray (an empty inbox, nothing yet).
  case tray
  /// An envelope (mail, message).
  case envelope
  /// A padlock, closed (locked, secure).
  case lock
  /// A calendar page.
  case calendar
  /// A clock face (time, history).
  case clock
  /// A pencil (edit).
  case pencil
  /// A paper plane (send).
  case paperplane
  /// A folder.
  case folder
  /// A page with a folded corner (document).
  case doc
  /// A framed picture with a mountain and the sun (photo).
  case photo
  /// Two chain links (link).
  case link
  /// Three dots in a row (more).
  case ellipsis
  /// Three horizontal lines (menu).
  case line3Horizontal = "line.3.horizontal"
  /// A bookmark ribbon.
  case bookmark
  /// A shopping cart.
  case cart
  /// A map pin (location).
  case mappin

  /// Whether the icon mirrors in right-to-left layouts (SF Symbols' `forward` and `backward` glyphs do; `left` and
  /// `right` keep their direction).
  public var flipsForRightToLeft: Bool { self == .chevronForward || self == .chevronBackward }

  /// Every icon's name, in declaration order.
  public static let names: [String] = allCases.map(\.rawValue)

  /// The icon named `name` (its SF Symbols name), or an `invalidValue` diagnostic suggesting the nearest names.
  public static func named(_ name: String) throws(Diagnostic) -> DrawingIcon {
    guard let icon = DrawingIcon(rawValue: name) else {
      throw .unknown(.invalidValue, "icon", named: name, among: names)
    }
    return icon
  }
}
