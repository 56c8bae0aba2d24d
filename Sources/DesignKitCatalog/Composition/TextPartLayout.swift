import DesignKitCore

/// The layout of a text part (a card's title, a field's error): text that wraps rather than clips.
public struct TextPartLayout: Codable, Sendable, Equatable {
  /// Lines before the text truncates; 0 wraps without limit (no fixed height: the text grows with Dynamic Type).
  public var lineLimit = 0
  /// How the lines align.
  public var alignment = LineAlignment.leading
  /// The defaults.
  public init() {}
}

/// The behaviour of a text part: none (a text part has no machine settings; its alignment is layout).
public typealias TextPartMisc = NoMisc
