// Values print in DesignKit's notation, the one `designkit show` prints: every `description` here goes through
// `StyleFormatter`, so there is one way to write each value. (Animations print in their text syntax, which the
// formatter uses too: `AnimationSpec+Text.swift`.)

extension Color: CustomStringConvertible {
  /// `#RRGGBB`, or `#RRGGBBAA` when translucent.
  public var description: String { StyleFormatter().text(for: ResolvedStyle.color(self)) }
}

extension AdaptiveColor: CustomStringConvertible {
  /// `#RRGGBB`, or `light | dark` when they differ, with increased-contrast variants in parentheses.
  public var description: String { StyleFormatter().text(forUnresolved: .color(self)) }
}

extension Font: CustomStringConvertible {
  /// `16 semibold rounded "Inter" (body)`.
  public var description: String { StyleFormatter().text(for: ResolvedStyle.font(self)) }
}

extension Insets: CustomStringConvertible {
  /// One number, `h 16 v 8`, or `top 1 leading 2 bottom 3 trailing 4`.
  public var description: String { StyleFormatter().text(forUnresolved: .insets(self)) }
}

extension ResolvedInsets: CustomStringConvertible {
  /// One number, `h 16 v 8`, or `top 1 left 2 bottom 3 right 4`.
  public var description: String { StyleFormatter().text(for: .insets(self)) }
}

extension StateTable: CustomStringConvertible {
  /// `{enabled: #000000, pressed: #333333, …}`, or `{every state: #000000}`.
  public var description: String {
    guard let codable = self as? any Encodable, let node = try? StyleTreeEncoder.node(for: codable) else {
      return "{" + entries.map { "\($0.state.rawValue): \($0.value)" }.joined(separator: ", ") + "}"
    }
    return StyleFormatter().text(forUnresolved: node)
  }
}

extension ResolvedStyle: CustomStringConvertible {
  /// A leaf as `show` prints it; an object as `show`'s `path  value` lines.
  public var description: String {
    guard case .object = self else { return StyleFormatter().text(for: self) }
    return StyleFormatter().lines(for: self, indent: "").joined(separator: "\n")
  }
}
