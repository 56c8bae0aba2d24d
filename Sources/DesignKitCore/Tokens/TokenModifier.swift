/// A modifier of a DTCG resolver: a named choice (theme, breakpoint, …) between contexts that each add tokens.
public struct TokenModifier: Hashable, Sendable {
  /// The modifier's name (the key of a resolver input).
  public var name: String
  /// The `description`.
  public var description: String?
  /// The context names in document order.
  public var contexts: [String]
  /// The context used when an input does not choose one; when nil, every input must choose.
  public var defaultContext: String?

  /// Creates a modifier description.
  public init(name: String, description: String? = nil, contexts: [String], defaultContext: String? = nil) {
    self.name = name
    self.description = description
    self.contexts = contexts
    self.defaultContext = defaultContext
  }

  /// The color scheme a context stands for when it is named `light` or `dark` (any letter case); nil for other
  /// modes such as Fluent's `default` / `inverted`, which stay selectable by name.
  public func colorScheme(for context: String) -> StyleEnvironment.ColorScheme? {
    StyleEnvironment.ColorScheme(rawValue: context.lowercased())
  }

  /// The context named `light` or `dark` for `scheme`, if this modifier has one.
  public func context(for scheme: StyleEnvironment.ColorScheme) -> String? {
    contexts.first { colorScheme(for: $0) == scheme }
  }

  /// Whether this modifier switches between a light and a dark context.
  public var isColorScheme: Bool { context(for: .light) != nil && context(for: .dark) != nil }
}
