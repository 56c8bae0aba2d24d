import DesignKitValues

/// Names the slot of a model's `Animations` that a transition uses (`press`, `release`, `stateChange`, …).
///
/// A component maps a slot to its model's animation by name: the slot `press` reads `animations.press`.
/// Slots are interned: a slot is a small number standing for its name, so transitions copy and compare it
/// without touching a string.
public struct AnimationSlot: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The slot's index in `SlotNames`.
  private var id: UInt32

  private init(id: UInt32) { self.id = id }

  /// The slot's name.
  public var rawValue: String {
    get { SlotNames.name(of: id) }
    set { id = SlotNames.id(of: newValue) }
  }
  public init(rawValue: String) { id = SlotNames.id(of: rawValue) }
  public init(stringLiteral value: String) { id = SlotNames.id(of: value) }
  public var description: String { rawValue }

  /// The pressed look appears.
  public static var press: AnimationSlot { AnimationSlot(id: 0) }
  /// The pressed look goes away.
  public static var release: AnimationSlot { AnimationSlot(id: 1) }
  /// The value or another visual state changes.
  public static var stateChange: AnimationSlot { AnimationSlot(id: 2) }
  /// Focus appears or goes away.
  public static var focus: AnimationSlot { AnimationSlot(id: 3) }
  /// Presented content appears.
  public static var appear: AnimationSlot { AnimationSlot(id: 4) }
  /// Presented content goes away.
  public static var disappear: AnimationSlot { AnimationSlot(id: 5) }
  /// A progress value changes.
  public static var progress: AnimationSlot { AnimationSlot(id: 6) }
  /// Hover appears or goes away.
  public static var hover: AnimationSlot { AnimationSlot(id: 7) }
  /// A continuous activity (a spinner) starts; the component repeats this animation until it stops.
  public static var spin: AnimationSlot { AnimationSlot(id: 8) }
  /// The selected page or segment moves.
  public static var selection: AnimationSlot { AnimationSlot(id: 9) }

  /// Whether the component repeats this slot's animation until the next transition (true for `spin`).
  public var repeats: Bool { self == .spin }

  /// Every slot with a static member, the built-in ones and those of the machine families (`.snap`, `.push`), each
  /// spelled in Swift as `.<rawValue>`; a test type-checks every spelling `swiftSpelling` prints.
  public static var named: [AnimationSlot] {
    [
      .press, .release, .stateChange, .focus, .appear, .disappear, .progress, .hover, .spin, .selection, .snap,
      .validation, .buttonAppear, .push, .pop, .roll, .dehighlight, .scroll, .swipeDismiss,
    ]
  }

  /// The slot as a test writes it in Swift, for failure messages: `.press` for a slot with a static member,
  /// `AnimationSlot(rawValue: "…")` for one made from another name (a misspelled string makes a new slot).
  public var swiftSpelling: String {
    Self.named.contains(self) ? "." + rawValue : "AnimationSlot(rawValue: \(String(reflecting: rawValue)))"
  }
}

/// The interning table of slot names: the built-in slots have fixed ids (in the order of `builtIn`), other names
/// get the next free id the first time they are seen.
enum SlotNames {
  static let builtIn = [
    "press", "release", "stateChange", "focus", "appear", "disappear", "progress", "hover", "spin", "selection",
  ]
  private static let custom = Locked<(names: [String], ids: [String: UInt32])>(([], [:]))

  static func id(of name: String) -> UInt32 {
    switch name {
    case "press": return 0
    case "release": return 1
    case "stateChange": return 2
    case "focus": return 3
    case "appear": return 4
    case "disappear": return 5
    case "progress": return 6
    case "hover": return 7
    case "spin": return 8
    case "selection": return 9
    default:
      return custom.withLock { table in
        if let id = table.ids[name] { return id }
        let id = UInt32(builtIn.count + table.names.count)
        table.names.append(name)
        table.ids[name] = id
        return id
      }
    }
  }

  static func name(of id: UInt32) -> String {
    let index = Int(id)
    if index < builtIn.count { return builtIn[index] }
    return custom.withLock { table in
      let i = index - builtIn.count
      return i < table.names.count ? table.names[i] : ""
    }
  }
}
