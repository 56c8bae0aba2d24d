/// A key that machines react to.
public enum KeyboardKey: String, CaseIterable, Hashable, Sendable {
  /// Space.
  case space
  /// Return / Enter.
  case `return`
  /// Escape.
  case escape
  /// The arrow keys.
  case arrowLeft, arrowRight, arrowUp, arrowDown
  /// Page and document navigation keys.
  case pageUp, pageDown, home, end

  /// Parses a key name; `enter` is accepted for `return`.
  public init?(name: String) {
    if name == "enter" {
      self = .return
    } else {
      self.init(rawValue: name)
    }
  }
}

/// How focus arrived; focus is visible (a focus ring) only after keyboard or focus-engine navigation.
public enum FocusSource: String, CaseIterable, Hashable, Sendable {
  /// Keyboard or focus-engine navigation (Tab, arrow keys, a remote): shows the focus ring.
  case keyboard
  /// A pointer press focused the control: no focus ring.
  case pointer
  /// Code moved focus: no focus ring.
  case program
}

/// The kind of pointer behind a hover event; only indirect pointers (mouse, trackpad, pen hover) hover.
public enum PointerKind: String, CaseIterable, Hashable, Sendable {
  /// Mouse or trackpad (including the iPad pointer).
  case mouse
  /// A stylus hovering above the screen.
  case pen
  /// A finger; never hovers.
  case touch
}

/// Whether focus is absent, present without a ring, or visible.
public enum FocusLook: String, CaseIterable, Hashable, Sendable {
  /// Not focused.
  case none
  /// Focused after a pointer press or by code: no focus ring.
  case focused
  /// Focused by keyboard navigation: the focus ring shows.
  case focusVisible

  /// Whether the control has focus at all.
  public var hasFocus: Bool { self != .none }
}

/// The parts of an event name such as `keyDown(space)` or `clockAdvanced(to: 0.5)`.
struct EventName {
  /// The text before the parenthesis.
  var base: String
  /// The comma-separated arguments inside the parenthesis, with `label:` prefixes removed.
  var arguments: [String]
  /// Everything inside the parenthesis as written (a quoted text may hold commas and colons).
  var inner = ""

  init?(_ text: String) {
    let trimmed = text.trimmingSpaces
    guard let open = trimmed.firstIndex(of: "(") else {
      guard !trimmed.isEmpty else { return nil }
      base = trimmed
      arguments = []
      return
    }
    guard trimmed.last == ")" else { return nil }
    base = String(trimmed[..<open]).trimmingSpaces
    let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    self.inner = String(inner)
    arguments = inner.split(separator: ",", omittingEmptySubsequences: false).map { part in
      let piece = String(part)
      if let colon = piece.firstIndex(of: ":") { return String(piece[piece.index(after: colon)...]).trimmingSpaces }
      return piece.trimmingSpaces
    }
    if arguments == [""] { arguments = [] }
  }

  /// The single argument, if there is exactly one.
  var argument: String? { arguments.count == 1 ? arguments[0] : nil }

  /// The single argument as a finite number.
  var number: Double? {
    guard let a = argument, let n = Double(a), n.isFinite else { return nil }
    return n
  }

  /// The single argument as an integer.
  var integer: Int? { argument.flatMap { Int($0) } }

  /// The single argument as a key name (`enter` is `return`).
  var key: KeyboardKey? { argument.flatMap(KeyboardKey.init(name:)) }

  /// The single argument as a boolean.
  var bool: Bool? {
    switch argument {
    case "true": true
    case "false": false
    default: nil
    }
  }

  /// Matches `name` with no arguments.
  func isBare(_ name: String) -> Bool { base == name && arguments.isEmpty }
}

extension String {
  var trimmingSpaces: String {
    var s = Substring(self)
    while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
    while let l = s.last, l == " " || l == "\t" { s.removeLast() }
    return String(s)
  }
}

extension FocusSource {
  /// The focus look this source produces.
  var look: FocusLook { self == .keyboard ? .focusVisible : .focused }
}
