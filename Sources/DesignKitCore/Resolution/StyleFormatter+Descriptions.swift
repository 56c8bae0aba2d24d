// Values print in DesignKit's notation, the one `designkit show` prints: every `description` here goes through
// `StyleFormatter`, so there is one way to write each value. (Animations print in their text syntax, which the
// formatter uses too: `AnimationSpec+Text.swift`.)
import DesignKitValues

extension StyleFormatter {
  /// A value of a model's tree as text, before it is resolved: leaves as `text(for:)` writes them, an adaptive color
  /// as `light | dark` (increased-contrast variants in parentheses), a state table as `{state: value, …}`, insets
  /// with leading and trailing.
  public func text(forUnresolved node: StyleNode) -> String {
    switch node {
    case .object: return "{…}"
    case .number(let n, _): return text(for: .number(n))
    case .bool(let b): return text(for: .bool(b))
    case .string(let s): return text(for: .string(s))
    case .choice(let c, _): return text(for: .choice(c))
    case .color(let c):
      let pair = { (light: Color, dark: Color) in
        light == dark
          ? self.text(for: .color(light)) : self.text(for: .color(light)) + " | " + self.text(for: .color(dark))
      }
      let main = pair(c.light, c.dark)
      guard c.lightIncreasedContrast != nil || c.darkIncreasedContrast != nil else { return main }
      return main + " (increased contrast "
        + pair(c.lightIncreasedContrast ?? c.light, c.darkIncreasedContrast ?? c.dark) + ")"
    case .font(let f): return text(for: .font(f))
    case .animation(let a): return text(for: .animation(a))
    case .insets(let i): return edges(i.top, ("leading", i.leading), i.bottom, ("trailing", i.trailing))
    case .table(let t):
      let values = t.entries.map { text(forUnresolved: $0.node) }
      if Set(values).count == 1, let value = values.first { return "{every state: \(value)}" }
      return "{" + zip(t.entries, values).map { "\($0.name): \($1)" }.joined(separator: ", ") + "}"
    }
  }

  /// Insets as one number, `h … v …`, or every edge by name.
  func edges(_ top: Double, _ start: (String, Double), _ bottom: Double, _ end: (String, Double)) -> String {
    if top == bottom, start.1 == end.1 {
      return top == start.1
        ? StyleFormatter.number(top) : "h \(StyleFormatter.number(start.1)) v \(StyleFormatter.number(top))"
    }
    return
      "top \(StyleFormatter.number(top)) \(start.0) \(StyleFormatter.number(start.1)) bottom \(StyleFormatter.number(bottom)) \(end.0) \(StyleFormatter.number(end.1))"
  }
}

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
