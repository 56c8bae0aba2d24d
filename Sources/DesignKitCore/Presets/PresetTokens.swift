import DesignKitValues

/// The `tokens` of a preset (and its `extends` ancestors and token files): named values that
/// `"{group.token}"` references stand for.
///
/// Groups are objects; a token is any non-object value, an object written as `{"$value": …}`, or an object whose
/// keys are all keys of a DesignKit value (an adaptive color, a DTCG color, a font, an animation, insets).
/// Keys starting with `$` in groups (`$description`, `$type`) are metadata and ignored.
public struct PresetTokens: Sendable {
  /// One token.
  public struct Token: Sendable, Equatable {
    /// The token's value as written (it may itself be a reference).
    public var value: JSONValue
    /// The file it was defined in.
    public var file: String?
  }

  /// Tokens by dotted path.
  public private(set) var tokens: [String: Token] = [:]

  /// No tokens.
  public init() {}

  /// Keys that make an object a value rather than a group.
  static let valueKeys: Set<String> = [
    "light", "dark", "lightIncreasedContrast", "darkIncreasedContrast", "colorSpace", "components", "alpha", "hex",
    "size", "weight", "design", "textStyle", "family", "curve", "spring", "duration", "delay", "speed", "repeat",
    "autoreverses", "essential", "controlPoints", "horizontal", "vertical", "top", "leading", "bottom", "trailing",
  ]

  /// Adds the tokens of a `tokens` object (later definitions replace earlier ones with the same path).
  public mutating func add(_ json: JSONValue, file: String?, path: JSONPath, diagnostics: inout [Diagnostic]) {
    add(json, prefix: [], file: file, path: path, diagnostics: &diagnostics)
  }

  /// Adds one token under `name` (dotted path).
  public mutating func set(_ name: String, _ value: JSONValue, file: String?) {
    tokens[name] = Token(value: value, file: file)
  }

  private mutating func add(
    _ json: JSONValue, prefix: [String], file: String?, path: JSONPath, diagnostics: inout [Diagnostic]
  ) {
    guard case .object(let members) = json.kind else {
      diagnostics.append(.expected("an object of token groups", found: json, at: path, file: file))
      return
    }
    for member in members {
      if member.key.hasPrefix("$") { continue }
      let memberPath = path.appending(member.key)
      if member.key.isEmpty || member.key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
        diagnostics.append(
          Diagnostic(
            .invalidValue, "token name `\(member.key)` at `\(path)` must not be empty or contain `.`, `{` or `}`",
            file: file, at: member.keyLocation, path: memberPath))
        continue
      }
      let name = prefix + [member.key]
      if case .object(let inner) = member.value.kind {
        if let explicit = inner.first(where: { $0.key == "$value" }) {
          set(name.joined(separator: "."), explicit.value, file: file)
        } else if !inner.isEmpty, inner.allSatisfy({ PresetTokens.valueKeys.contains($0.key) }) {
          set(name.joined(separator: "."), member.value, file: file)
        } else {
          add(member.value, prefix: name, file: file, path: memberPath, diagnostics: &diagnostics)
        }
      } else {
        set(name.joined(separator: "."), member.value, file: file)
      }
    }
  }

  /// Adds every token of `other` over these.
  public mutating func merge(_ other: PresetTokens) {
    tokens.merge(other.tokens) { _, new in new }
  }

  /// The value a reference stands for, following chains; references nested inside object values are
  /// substituted too. `reference` is where the reference was written.
  public func resolve(_ name: String, reference: JSONValue, path: JSONPath) throws(Diagnostic) -> JSONValue {
    var budget = PresetTokens.maxExpandedValues
    var memo: [String: Resolved] = [:]
    return try resolve(name, reference: reference, path: path, chain: [], budget: &budget, memo: &memo)
  }

  /// Every token with its references substituted, each token resolved once (linear in the number of tokens and
  /// references), and the problem of each token that does not resolve (such tokens keep their value as written).
  package func resolvingAll() -> (resolved: PresetTokens, problems: [(name: String, problem: Diagnostic)]) {
    var memo: [String: Resolved] = [:]
    var resolved = self
    var problems: [(name: String, problem: Diagnostic)] = []
    for name in tokens.keys.sorted() {
      guard let token = tokens[name] else { continue }
      var budget = PresetTokens.maxExpandedValues
      do {
        let value = try resolve(
          name, reference: token.value, path: JSONPath.root.appending("tokens").appending(name), chain: [],
          budget: &budget, memo: &memo)
        resolved.tokens[name] = Token(value: value, file: token.file)
      } catch {
        problems.append((name, error))
      }
    }
    return (resolved, problems)
  }

  /// A resolved token and how many JSON values it expanded to (for the expansion bound).
  struct Resolved {
    var value: JSONValue
    var size: Int
  }

  /// The longest chain of references followed.
  public static let maxChainLength = 256

  /// The most JSON values one reference may expand to.
  ///
  /// Tokens whose values hold several references to tokens that do the same double at every step; without a
  /// bound, thirty such tokens expand to a billion values. No DesignKit value comes near this size.
  public static let maxExpandedValues = 10_000

  private func resolve(
    _ name: String, reference: JSONValue, path: JSONPath, chain: [String], budget: inout Int,
    memo: inout [String: Resolved]
  ) throws(Diagnostic) -> JSONValue {
    if let known = memo[name] {
      budget -= known.size
      guard budget >= 0 else { throw expansionLimit(chain.first ?? name, path, reference) }
      return known.value
    }
    guard chain.count < PresetTokens.maxChainLength else {
      throw Diagnostic(
        .limit, "reference chain at `\(path)` is longer than \(PresetTokens.maxChainLength) tokens",
        at: reference.location, path: path)
    }
    if let start = chain.firstIndex(of: name) {
      let cycle = chain[start...] + [name]
      throw Diagnostic(
        .referenceCycle,
        "reference cycle: " + cycle.map { "{\($0)}" }.joined(separator: " → "),
        at: reference.location, path: path, suggestions: Array(chain[start...]))
    }
    guard let token = tokens[name] else {
      let near = Suggestions.nearest(to: name, in: tokens.keys, limit: 3)
      throw Diagnostic(
        .unresolvedReference,
        "unresolved reference `{\(name)}` at `\(path)`\(Suggestions.phrase(near))"
          + (tokens.isEmpty ? " (no tokens are defined)" : ""),
        at: reference.location, path: path, suggestions: near)
    }
    let before = budget
    let value = try substitute(
      token.value, reference: reference, path: path, chain: chain + [name], budget: &budget, memo: &memo)
    memo[name] = Resolved(value: value, size: before - budget)
    return value
  }

  private func expansionLimit(_ name: String, _ path: JSONPath, _ reference: JSONValue) -> Diagnostic {
    Diagnostic(
      .limit,
      "reference `{\(name)}` at `\(path)` expands to more than \(PresetTokens.maxExpandedValues) values "
        + "(PresetTokens.maxExpandedValues); tokens that reference tokens several times multiply",
      at: reference.location, path: path)
  }

  /// `json` with every whole-string reference inside it replaced by its value.
  package func substitute(_ json: JSONValue, reference: JSONValue, path: JSONPath) throws(Diagnostic) -> JSONValue {
    var budget = PresetTokens.maxExpandedValues
    var memo: [String: Resolved] = [:]
    return try substitute(json, reference: reference, path: path, chain: [], budget: &budget, memo: &memo)
  }

  private func substitute(
    _ json: JSONValue, reference: JSONValue, path: JSONPath, chain: [String], budget: inout Int,
    memo: inout [String: Resolved]
  ) throws(Diagnostic) -> JSONValue {
    budget -= 1
    guard budget >= 0 else {
      if let first = chain.first { throw expansionLimit(first, path, reference) }
      throw Diagnostic(
        .limit,
        "the references at `\(path)` expand to more than \(PresetTokens.maxExpandedValues) values "
          + "(PresetTokens.maxExpandedValues); tokens that reference tokens several times multiply",
        at: reference.location, path: path)
    }
    if let inner = TokenReference.name(in: json) {
      return try resolve(inner, reference: reference, path: path, chain: chain, budget: &budget, memo: &memo)
    }
    switch json.kind {
    case .object(let members):
      var out = members
      for i in out.indices {
        out[i].value = try substitute(
          out[i].value, reference: reference, path: path, chain: chain, budget: &budget, memo: &memo)
      }
      return JSONValue(.object(out), at: json.location)
    case .array(let items):
      var out = items
      for i in out.indices {
        out[i] = try substitute(out[i], reference: reference, path: path, chain: chain, budget: &budget, memo: &memo)
      }
      return JSONValue(.array(out), at: json.location)
    default:
      return json
    }
  }

  /// What kind of value a token holds, for messages ("a color", "a number").
  public static func describe(_ json: JSONValue) -> String {
    switch json.kind {
    case .string(let s) where Color(hex: s) != nil: return "a color"
    case .number: return "a number"
    case .object(let members):
      let keys = Set(members.map(\.key))
      if keys.contains("light") || keys.contains("colorSpace") { return "a color" }
      if keys.contains("size") || keys.contains("weight") { return "a font" }
      if keys.contains("curve") || keys.contains("spring") { return "an animation" }
      if keys.contains("horizontal") || keys.contains("top") { return "insets" }
      return "an object"
    default: return json.typeDescription
    }
  }
}
