import DesignKitValues

/// Resolved design tokens in document order, looked up by path.
public struct TokenSet: Sendable {
  /// The tokens in document order (the order of first appearance across the merged sources).
  public private(set) var tokens: [DesignToken]
  /// Problems that did not stop loading (severity `.warning`, kinds such as `.nonStandardType`, `.missingType`,
  /// `.legacyForm`), in file and position order.
  public var warnings: [Diagnostic]
  private var positions: [String: Int]

  /// Creates a set; a later token with the same path replaces an earlier one.
  public init(tokens: [DesignToken], warnings: [Diagnostic] = []) {
    self.tokens = []
    self.positions = [:]
    self.warnings = warnings
    for token in tokens {
      if let i = positions[token.path] {
        self.tokens[i] = token
      } else {
        positions[token.path] = self.tokens.count
        self.tokens.append(token)
      }
    }
  }

  /// The number of tokens.
  public var count: Int { tokens.count }

  /// The number of tokens whose value refers to another token, whole or in a sub-value.
  public var aliasCount: Int { tokens.count(where: \.isAlias) }

  /// Every token path in document order.
  public var paths: [String] { tokens.map(\.path) }

  /// The token at `path` (`color.brand.primary`; `group.$root` names the group's root token).
  public subscript(path: String) -> DesignToken? {
    let key = path.hasSuffix(".$root") ? String(path.dropLast(6)) : path
    return positions[key].map { tokens[$0] }
  }

  /// The tokens of one type, in document order.
  public func tokens(ofType type: TokenType) -> [DesignToken] { tokens.filter { $0.type == type } }

  /// The tokens at or below the group `path`, in document order.
  public func tokens(in group: String) -> [DesignToken] {
    tokens.filter { $0.path == group || $0.path.hasPrefix(group + ".") }
  }

  /// The color of the color token at `path`.
  public func color(_ path: String) -> Color? { self[path]?.value.color }

  /// The size in points of the dimension token at `path`.
  public func points(_ path: String) -> Double? { self[path]?.value.points }

  /// The `Font` of the typography token at `path`.
  public func font(_ path: String) -> Font? { self[path]?.value.font }

  /// The `AnimationSpec` of the transition token at `path`.
  public func animation(_ path: String) -> AnimationSpec? { self[path]?.value.animation }
}

extension TokenSet {
  /// Parses one DTCG token document; `strict` refuses it for any warning.
  public init(json: JSONValue, file: String? = nil, strict: Bool = false) throws(DiagnosticList) {
    var builder = TreeBuilder(file: file)
    let tree = builder.document(json)
    self = try TokenSet.compose([tree], diagnostics: builder.diagnostics, strict: strict)
  }

  /// Reads and parses one DTCG token file; `strict` refuses it for any warning.
  public static func load(path: String, files: some FileSource, strict: Bool = false) throws(DiagnosticList)
    -> TokenSet
  {
    try TokenSet(json: try files.jsonDocument(at: path), file: path, strict: strict)
  }

  /// Merges `sources` in order, then applies `$extends`, types and aliases; throws every problem at once (with
  /// the warnings as errors when `strict`).
  static func compose(_ sources: [GroupNode], diagnostics earlier: [Diagnostic], strict: Bool) throws(DiagnosticList)
    -> TokenSet
  {
    let composer = TokenComposer(sources)
    var resolver = TokenValueResolver(tree: composer.tree, tokens: composer.tokens)
    let tokens = resolver.run()
    let warnings = composer.tree.warnings + resolver.warnings
    var problems = earlier + composer.diagnostics + resolver.diagnostics
    if strict { problems += warnings.map { $0.with(severity: .error) } }
    if !problems.isEmpty { throw DiagnosticList(problems) }
    return TokenSet(tokens: tokens, warnings: DiagnosticList(warnings).diagnostics)
  }
}
