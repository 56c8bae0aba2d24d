import DesignKitCore

/// The layout of a text part (a card's title, a field's error): none of its own; how its lines wrap, shrink and align
/// is `fonts.textConfiguration`.
public struct TextPartLayout: ModelGroup {
  /// The defaults.
  public init() {}
}

/// The behaviour of a text part: none (a text part has no machine settings; its alignment is layout).
public typealias TextPartMisc = NoMisc
