import DesignKitValues

/// Where a resolved value of a composition node came from: its precedence level (see `Composition`), the rule or
/// category, the scope and the preset.
///
/// Prints as `designkit compose` writes it (`rule destructive @ scope /children/1`, `config buttons @ scope /`,
/// `preset Brand components.VPrimaryButton`, `instance`, `default`); a literal in that form builds one, so a test may
/// write `node.sources["colors.background"] == ValueSource(level: .rule, name: "destructive", scopePath: "/")`
/// or the text.
public struct ValueSource: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The precedence level that set the value, strongest first.
  public enum Level: String, Sendable, CaseIterable {
    /// The instance's own model changes.
    case instance
    /// A named rule the instance applies.
    case rule
    /// A scope's configuration of the node's category.
    case config
    /// The preset's change of the component.
    case preset
    /// The model's default for the foundations in effect.
    case `default`
  }

  /// The precedence level.
  public var level: Level
  /// The rule's name (`rule`) or the category (`config`); nil for the other levels.
  public var name: String?
  /// The path of the node whose scope holds the rule, the configuration or the theme change that made the default;
  /// nil when it is not a scope's.
  public var scopePath: String?
  /// The preset that holds the value (`preset`, or a rule the preset defines); nil otherwise.
  public var presetName: String?
  /// The text as reports print it.
  public let description: String

  /// A source from its parts.
  public init(level: Level, name: String? = nil, scopePath: String? = nil, presetName: String? = nil) {
    (self.level, self.name, self.scopePath, self.presetName) = (level, name, scopePath, presetName)
    var text = level.rawValue
    if let presetName, level == .preset { text += " \(presetName)" }
    if let name { text += " \(name)" }
    if let scopePath { text += level == .default ? " (theme @ scope \(scopePath))" : " @ scope \(scopePath)" }
    if let presetName, level == .rule { text += " @ preset \(presetName)" }
    description = text
  }

  /// The source a report line names (`rule destructive @ preset Brand`); text of no known form counts as a preset's.
  public init(stringLiteral text: String) { self.init(text: text) }

  /// The source a report line names, as `init(stringLiteral:)`.
  public init(text: String) {
    description = text
    let (head, scope) = Self.split(text, at: " @ scope ")
    if text == "instance" {
      level = .instance
    } else if text.hasPrefix("default") {
      level = .default
      scopePath = text.hasPrefix("default (theme @ scope ") ? String(text.dropFirst(23).dropLast()) : nil
    } else if head.hasPrefix("config ") {
      (level, name, scopePath) = (.config, String(head.dropFirst(7)), scope)
    } else if head.hasPrefix("rule ") {
      let (rule, preset) = Self.split(String(head.dropFirst(5)), at: " @ preset ")
      (level, name, scopePath, presetName) = (.rule, rule, scope, preset)
    } else {
      // `preset <name> components.<Component>`; a whole replaced tree (`setTree`) is the preset's too.
      level = .preset
      let words = head.split(separator: " ")
      presetName =
        head.hasPrefix("preset ") && words.count > 2 ? words.dropFirst().dropLast().joined(separator: " ") : nil
    }
  }

  private static func split(_ text: String, at marker: String) -> (String, String?) {
    guard let range = text.firstRange(of: marker) else { return (text, nil) }
    return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
  }

  /// `{"level", "name", "scope", "preset", "text"}`, with null for the parts the level has not.
  public var json: JSONValue {
    .object([
      ("level", .string(level.rawValue)), ("name", name.map { .string($0) } ?? .null),
      ("scope", scopePath.map { .string($0) } ?? .null), ("preset", presetName.map { .string($0) } ?? .null),
      ("text", .string(description)),
    ])
  }

  public static func == (a: ValueSource, b: ValueSource) -> Bool {
    (a.level, a.name, a.scopePath, a.presetName) == (b.level, b.name, b.scopePath, b.presetName)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(level)
    hasher.combine(name)
    hasher.combine(scopePath)
    hasher.combine(presetName)
  }
}
