/// The name of a named rule: the component it configures and the rule's own name (`VPrimaryButton.destructive`).
public struct RuleName: Hashable, Sendable, CustomStringConvertible, Comparable {
  /// The component (`VPrimaryButton`).
  public var component: String
  /// The rule (`destructive`).
  public var name: String

  /// Creates a rule name.
  public init(component: String, name: String) {
    self.component = component
    self.name = name
  }

  /// Parses `Component.rule`; nil when it has no dot or an empty part.
  public init?(_ text: String) {
    guard let dot = text.firstIndex(of: "."), dot != text.startIndex, text.index(after: dot) != text.endIndex
    else { return nil }
    self.init(component: String(text[..<dot]), name: String(text[text.index(after: dot)...]))
  }

  public var description: String { "\(component).\(name)" }

  public static func < (a: RuleName, b: RuleName) -> Bool { a.description < b.description }
}
