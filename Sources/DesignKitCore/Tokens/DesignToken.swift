import DesignKitValues

/// One resolved DTCG design token: its path, type, typed value and where it was written.
public struct DesignToken: Equatable, Sendable {
  /// The dot-separated names of the groups leading to the token and its own name (`color.brand.primary`);
  /// a group's `$root` token has the group's path.
  public var path: String
  /// The explicit or inherited `$type` (for an untyped alias, the type of the token it names); nil when the token
  /// has none or one outside DTCG's list (its value is then `.untyped`).
  public var type: TokenType?
  /// The `$type` as declared or inherited, also when DTCG does not define it (`string`, `boolean`).
  public var typeName: String?
  /// The value with every alias and `$ref` resolved.
  public var value: TokenValue
  /// The `$value` as written.
  public var rawValue: JSONValue
  /// The path of the token the whole `$value` names, when it is an alias (`{a.b}`) or a `$ref` to a token.
  public var aliasOf: String?
  /// The paths of every token the value refers to directly, whole or in sub-values, in document order.
  public var references: [String]
  /// The `$description`.
  public var description: String?
  /// Whether the token is `$deprecated`.
  public var isDeprecated: Bool
  /// The explanation given when `$deprecated` is a string.
  public var deprecationMessage: String?
  /// The `$extensions` object, kept as written.
  public var extensions: JSONValue?
  /// The file the token's final definition came from.
  public var file: String?
  /// Where the token's object starts in that file.
  public var location: SourceLocation
  /// Where the token's object is in that file's structure.
  public var jsonPath: JSONPath

  /// The path's names (`["color", "brand", "primary"]`).
  public var pathComponents: [String] { path.split(separator: ".").map(String.init) }

  /// Whether the value refers to another token, whole or in part.
  public var isAlias: Bool { !references.isEmpty }
}
