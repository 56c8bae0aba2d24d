import DesignKitValues

/// Resolves the composed tokens: types, aliases, `$ref`s and typed values, collecting every problem.
struct TokenValueResolver {
  /// Where a value being parsed was written.
  struct Context {
    var file: String?
    var path: JSONPath

    func appending(_ key: String) -> Context { Context(file: file, path: path.appending(key)) }
    func appending(index: Int) -> Context { Context(file: file, path: path.appending(index: index)) }
  }

  /// What a composite's sub-value must be.
  enum FieldKind {
    case type(TokenType)
    case bool
    case keyword([String])
  }

  /// What a `$ref` points at.
  enum PointerTarget {
    case token(DesignToken)
    case json(JSONValue, Context)
  }

  let tree: GroupNode
  let nodes: [String: TokenNode]
  let order: [String]
  var results: [String: DesignToken] = [:]
  var failed: Set<String> = []
  /// What is being resolved, outermost first: token paths (resolved, or untyped ones read as the type of a use) and
  /// `$ref` targets inside values (`file#path`); see `enter(_:_:at:)`.
  var stack: [String] = []
  /// Untyped tokens already read as a kind (`path` + kind), so a token used many times is read once.
  var reads: [String: TokenValue?] = [:]
  /// The cycles already reported (their members, sorted), so a cycle reached from many tokens is reported once.
  var reportedCycles: Set<[String]> = []
  var referenceLists: [[String]] = []
  var diagnostics: [Diagnostic] = []
  var warnings: [Diagnostic] = []

  init(tree: GroupNode, tokens: [(String, TokenNode)]) {
    self.tree = tree
    var nodes: [String: TokenNode] = [:]
    var order: [String] = []
    for (path, node) in tokens {
      if nodes[path] == nil { order.append(path) }
      nodes[path] = node
    }
    self.nodes = nodes
    self.order = order
  }

  /// Every token resolved, in document order (tokens with problems are left out and reported).
  mutating func run() -> [DesignToken] {
    var result: [DesignToken] = []
    for path in order {
      if let token = resolveToken(path) { result.append(token) }
    }
    return result
  }

  mutating func report(
    _ kind: Diagnostic.Kind, _ message: String, _ context: Context, at location: SourceLocation,
    suggestions: [String] = []
  ) {
    diagnostics.append(
      Diagnostic(kind, message, file: context.file, at: location, path: context.path, suggestions: suggestions))
  }

  mutating func warn(
    _ kind: Diagnostic.Kind, _ message: String, _ context: Context, at location: SourceLocation,
    suggestions: [String] = []
  ) {
    warnings.append(
      Diagnostic(kind, message, file: context.file, at: location, path: context.path, suggestions: suggestions)
        .with(severity: .warning))
  }

  // MARK: Tokens

  /// The resolved token at `path`, or nil when it is missing or has a problem (already reported).
  mutating func resolveToken(_ path: String) -> DesignToken? {
    if let done = results[path] { return done }
    if failed.contains(path) { return nil }
    guard let node = nodes[path] else { return nil }
    guard enter(path, Context(file: node.file, path: node.jsonPath.appending("$value")), at: node.value.location) else {
      return nil
    }
    referenceLists.append([])
    defer {
      stack.removeLast()
      referenceLists.removeLast()
    }
    let context = Context(file: node.file, path: node.jsonPath.appending("$value"))
    var resolved: (TokenType?, TokenValue)?
    var aliasOf: String?
    switch node.declaration {
    case .type(let type)?:
      resolved = value(node.value, as: .type(type), context, aliasOf: &aliasOf).map { (type, $0) }
    case .nonStandard?:
      resolved = (nil, .untyped(node.value))
    case .invalid?:
      break  // already reported
    case nil where DTCGReference.isReference(node.value):
      resolved = inferredValue(node.value, context, aliasOf: &aliasOf)
    case nil:
      let guess = Self.likelyType(of: node.value).map { " such as `\"$type\": \"\($0.rawValue)\"`" } ?? ""
      warn(
        .missingType,
        "token `\(path)` has no `$type`, on itself or on an enclosing group; it is read as the type of the place that "
          + "uses it: give it a `$type`\(guess) (DTCG types: \(TokenType.names.joined(separator: ", ")))",
        Context(file: node.file, path: node.jsonPath), at: node.location)
      resolved = (nil, .untyped(node.value))
    }
    guard let (type, value) = resolved, !failed.contains(path) else {
      failed.insert(path)
      return nil
    }
    var isDeprecated = false
    var deprecationMessage: String?
    switch node.deprecated?.kind {
    case .bool(let b)?: isDeprecated = b
    case .string(let s)?:
      isDeprecated = true
      deprecationMessage = s
    default: break
    }
    var typeName: String?
    switch node.declaration {
    case .type(let t)?: typeName = t.rawValue
    case .nonStandard(let name)?: typeName = name
    default: typeName = type?.rawValue
    }
    let token = DesignToken(
      path: path, type: type, typeName: typeName, value: value, rawValue: node.value, aliasOf: aliasOf,
      references: referenceLists.last ?? [], description: node.description, isDeprecated: isDeprecated,
      deprecationMessage: deprecationMessage, extensions: node.extensions, file: node.file, location: node.location,
      jsonPath: node.jsonPath)
    results[path] = token
    return token
  }

  /// The type and value of an untyped token whose whole value is a reference.
  private mutating func inferredValue(_ json: JSONValue, _ context: Context, aliasOf: inout String?)
    -> (TokenType?, TokenValue)?
  {
    if let path = DTCGReference.aliasPath(json) {
      guard let target = lookup(path, context, at: json.location) else { return nil }
      aliasOf = target.path
      return (target.type, target.value)
    }
    switch pointer(json, context) {
    case .token(let target)?:
      aliasOf = target.path
      return (target.type, target.value)
    case .json(_, let targetContext)?:
      report(
        .semantic,
        "cannot tell the type of the token at `\(context.path)`: its `$ref` points inside another value "
          + "(`\(targetContext.path)`); give the token a `$type`", context, at: json.location)
      return nil
    case nil: return nil
    }
  }

  /// The token an alias path names, resolved; reports names that match no token.
  mutating func lookup(_ components: [String], _ context: Context, at location: SourceLocation) -> DesignToken? {
    var parts = components
    if parts.last == "$root" { parts.removeLast() }
    let path = parts.joined(separator: ".")
    if nodes[path] != nil {
      referenceLists[referenceLists.count - 1].append(path)
      return resolveToken(path)
    }
    let written = components.joined(separator: ".")
    let prefix = path + "."
    let inside = order.filter { $0.hasPrefix(prefix) }
    if !inside.isEmpty {
      let shown = Array(inside.prefix(3))
      report(
        .unresolvedReference,
        "`{\(written)}` at `\(context.path)` names a group, not a token; tokens in it include "
          + shown.map { "`\($0)`" }.joined(separator: ", "), context, at: location, suggestions: shown)
      return nil
    }
    let near = Suggestions.nearest(to: path, in: order)
    report(
      .unresolvedReference,
      "unresolved alias `{\(written)}` at `\(context.path)`: no such token\(Suggestions.phrase(near))",
      context, at: location, suggestions: near)
    return nil
  }

  // MARK: The reference guard

  /// The most tokens and `$ref` targets one resolution may pass through at once: aliases, composite members, array
  /// items and untyped tokens read as the type of their use all count. Real chains are a few tokens long; the bound
  /// keeps a long chain from exhausting the stack.
  static let maxReferenceDepth = 64

  /// Starts resolving `key` (a token path, or a `$ref` target): false, with the problem reported, when `key` is
  /// already being resolved (a cycle, named as `a → b → a`) or the chain is `maxReferenceDepth` long. Every way one
  /// token reaches another goes through here; a `true` must be balanced by `stack.removeLast()`.
  mutating func enter(_ key: String, _ context: Context, at location: SourceLocation) -> Bool {
    if let start = stack.firstIndex(of: key) {
      let cycle = Array(stack[start...]) + [key]
      failed.formUnion(cycle)
      guard reportedCycles.insert(Array(Set(cycle)).sorted()).inserted else { return false }
      let message =
        key.hasPrefix("#")
        ? "`$ref` cycle through `\(context.path)`: it points back into itself"
        : "reference cycle: \(cycle.joined(separator: " → ")); none of these tokens has a value"
      report(.referenceCycle, message, context, at: location)
      return false
    }
    guard stack.count < Self.maxReferenceDepth else {
      let shown = stack.count > 6 ? stack.prefix(3) + ["…"] + stack.suffix(3) : stack[...]
      report(
        .limit,
        "reference chain at `\(context.path)` is deeper than \(Self.maxReferenceDepth) tokens "
          + "(TokenValueResolver.maxReferenceDepth): \((shown + [key]).joined(separator: " → "))", context,
        at: location)
      return false
    }
    stack.append(key)
    return true
  }

  // MARK: Values

  /// The value of `json` as `kind`, following an alias or `$ref` in its place.
  mutating func value(_ json: JSONValue, as kind: FieldKind, _ context: Context) -> TokenValue? {
    var ignored: String?
    return value(json, as: kind, context, aliasOf: &ignored)
  }

  mutating func value(_ json: JSONValue, as kind: FieldKind, _ context: Context, aliasOf: inout String?)
    -> TokenValue?
  {
    if let path = DTCGReference.aliasPath(json) {
      guard let target = lookup(path, context, at: json.location) else { return nil }
      aliasOf = target.path
      return referencedValue(target, as: kind, context, at: json.location)
    }
    if DTCGReference.refPointer(json) != nil {
      switch pointer(json, context) {
      case .token(let target)?:
        aliasOf = target.path
        return referencedValue(target, as: kind, context, at: json.location)
      case .json(let inner, let innerContext)?:
        guard enter("#\(innerContext.file ?? "")#\(innerContext.path)", innerContext, at: json.location) else {
          return nil
        }
        defer { stack.removeLast() }
        return value(inner, as: kind, innerContext)
      case nil: return nil
      }
    }
    switch kind {
    case .type(let type): return literal(json, type, context)
    case .bool:
      if case .bool(let b) = json.kind { return .bool(b) }
      report(
        .typeMismatch, "expected a boolean at `\(context.path)`, found \(json.typeDescription)", context,
        at: json.location)
      return nil
    case .keyword(let choices):
      guard case .string(let s) = json.kind, choices.contains(s) else {
        if case .string(let s) = json.kind {
          diagnostics.append(
            JSONValue.unknownChoice(s, choices, at: json.location, path: context.path).inFile(context.file))
        } else {
          report(
            .typeMismatch,
            "expected one of \(choices.joined(separator: ", ")) at `\(context.path)`, found \(json.typeDescription)",
            context, at: json.location)
        }
        return nil
      }
      return .keyword(s)
    }
  }

  /// The value of a referenced token for a place that needs `kind`: an untyped token is read as that kind.
  private mutating func referencedValue(
    _ target: DesignToken, as kind: FieldKind, _ context: Context, at location: SourceLocation
  ) -> TokenValue? {
    if let read = readUntyped(target, as: kind) { return read }
    if target.typeName == nil { return nil }  // untyped and unreadable as `kind` (reported)
    return check(target, is: kind, context, at: location) ? target.value : nil
  }

  /// Whether a referenced token has the type the place needs; reports when not.
  private mutating func check(
    _ target: DesignToken, is kind: FieldKind, _ context: Context, at location: SourceLocation
  )
    -> Bool
  {
    guard case .type(let expected) = kind else {
      report(.referenceType, "`\(context.path)` cannot refer to a token (`\(target.path)`) here", context, at: location)
      return false
    }
    if target.type == expected { return true }
    if target.type == .dimension, expected == .number {
      warnDimensionAsNumber(context, at: location, what: "refers to `\(target.path)`, a `dimension` token")
      return true
    }
    let what = target.typeName.map { "a `\($0)` token" } ?? "a token without `$type`"
    report(
      .referenceType,
      "`\(context.path)` refers to `\(target.path)`, \(what); expected a \(expected.quoted) token", context,
      at: location)
    return false
  }

  /// Reports a dimension written where DTCG wants a plain number (the value is kept as a dimension).
  mutating func warnDimensionAsNumber(_ context: Context, at location: SourceLocation, what: String) {
    warn(
      .dimensionAsNumber,
      "`\(context.path)` \(what) where DTCG 2025.10 wants a plain number (a `lineHeight` of 1.5 means 1.5 × the font "
        + "size); write the number, or move the dimension into `$extensions`; the dimension is kept", context,
      at: location)
  }

  /// The value of a typed place that names an untyped token: the token's value read as the place's type.
  ///
  /// The read depends only on the token and the kind, so it is done once per pair; it goes through the reference
  /// guard like a resolution, so an untyped token whose value reaches itself is a cycle, not a stack overflow.
  private mutating func readUntyped(_ target: DesignToken, as kind: FieldKind) -> TokenValue? {
    guard case .untyped(let json) = target.value, target.typeName == nil else { return nil }
    let key = "\(target.path) as \(kind)"
    if let done = reads[key] { return done }
    let context = Context(file: target.file, path: target.jsonPath.appending("$value"))
    guard enter(target.path, context, at: json.location) else { return nil }
    defer { stack.removeLast() }
    let read = value(json, as: kind, context)
    reads[key] = read
    return read
  }

  // MARK: JSON Pointer

  /// Follows a `{"$ref": "#/…"}` through the composed tokens.
  mutating func pointer(_ json: JSONValue, _ context: Context) -> PointerTarget? {
    let refValue = DTCGReference.refPointer(json) ?? json
    let refContext = context.appending("$ref")
    guard case .string(let text) = refValue.kind else {
      report(
        .typeMismatch, "expected `$ref` at `\(refContext.path)` to be a string, found \(refValue.typeDescription)",
        refContext, at: refValue.location)
      return nil
    }
    guard let segments = DTCGReference.pointerSegments(text) else {
      report(
        .invalidValue,
        "`$ref` `\(text)` at `\(refContext.path)` is not a same-document JSON Pointer such as \"#/color/brand/$value\"",
        refContext, at: refValue.location)
      return nil
    }
    var group = tree
    var tokenPath: [String] = []
    var index = 0
    var found: TokenNode?
    while index < segments.count, found == nil {
      let segment = segments[index]
      index += 1
      if segment == "$root", let root = group.root {
        found = root
        continue
      }
      tokenPath.append(segment)
      switch group.children[segment] {
      case .group(let g)?: group = g
      case .token(let t)?: found = t
      case nil:
        let near = Suggestions.nearest(to: tokenPath.joined(separator: "."), in: order)
        report(
          .unresolvedReference,
          "`$ref` `\(text)` at `\(refContext.path)` points at nothing: no token or group "
            + "`\(tokenPath.joined(separator: "."))`\(Suggestions.phrase(near))", refContext, at: refValue.location,
          suggestions: near)
        return nil
      }
    }
    guard let node = found else {
      report(
        .invalidValue, "`$ref` `\(text)` at `\(refContext.path)` points at a group; point at a token's `$value`",
        refContext, at: refValue.location)
      return nil
    }
    let path = tokenPath.joined(separator: ".")
    let rest = segments[index...]
    if rest.isEmpty || Array(rest) == ["$value"] {
      referenceLists[referenceLists.count - 1].append(path)
      guard let target = resolveToken(path) else { return nil }
      return .token(target)
    }
    guard rest.first == "$value" else {
      report(
        .invalidValue,
        "`$ref` `\(text)` at `\(refContext.path)` must point into a token's `$value`, not `\(rest.first ?? "")`",
        refContext, at: refValue.location)
      return nil
    }
    referenceLists[referenceLists.count - 1].append(path)
    var current = node.value
    var currentNode = node
    var currentPath = node.jsonPath.appending("$value")
    var hops = 0
    for segment in rest.dropFirst() {
      // Follow a whole-value alias on the way (bounded, so alias loops cannot hang).
      while let alias = DTCGReference.aliasPath(current), hops < 64, let next = nodes[alias.joined(separator: ".")] {
        hops += 1
        current = next.value
        currentNode = next
        currentPath = next.jsonPath.appending("$value")
      }
      switch current.kind {
      case .object(let members):
        guard let member = members.first(where: { $0.key == segment }) else {
          return missingPointer(text, refContext, refValue.location)
        }
        current = member.value
        currentPath = currentPath.appending(segment)
      case .array(let items):
        guard let i = Int(segment), items.indices.contains(i) else {
          return missingPointer(text, refContext, refValue.location)
        }
        current = items[i]
        currentPath = currentPath.appending(index: i)
      default:
        return missingPointer(text, refContext, refValue.location)
      }
    }
    return .json(current, Context(file: currentNode.file, path: currentPath))
  }

  private mutating func missingPointer(_ text: String, _ context: Context, _ location: SourceLocation)
    -> PointerTarget?
  {
    report(
      .unresolvedReference, "`$ref` `\(text)` at `\(context.path)` points past the end of the value", context,
      at: location)
    return nil
  }
}
