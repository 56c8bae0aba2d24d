import DesignKitValues

/// A `$type` as written.
enum TypeDeclaration: Sendable, Equatable {
  /// A DTCG 2025.10 type.
  case type(TokenType)
  /// A name outside DTCG's list (`string`, `boolean`): the token is kept as written (a warning).
  case nonStandard(String)
  /// Not a string (already reported as an error).
  case invalid
}

/// A token as written (value unresolved), with its declared or inherited type.
struct TokenNode: Sendable {
  var value: JSONValue
  var declared: TypeDeclaration?
  var inherited: TypeDeclaration?
  var description: String?
  var deprecated: JSONValue?
  var extensions: JSONValue?
  var file: String?
  var location: SourceLocation
  var jsonPath: JSONPath

  var declaration: TypeDeclaration? { declared ?? inherited }

  var type: TokenType? {
    if case .type(let t)? = declaration { return t }
    return nil
  }
}

/// A group as written: its properties, its `$root` token and its children in document order.
struct GroupNode: Sendable {
  var declared: TypeDeclaration?
  var extends: JSONValue?
  var root: TokenNode?
  var order: [String] = []
  var children: [String: TreeNode] = [:]
  var file: String?
  var location: SourceLocation = .unknown
  var jsonPath: JSONPath = .root
  /// The problems of the document that did not stop loading (set on a document's root group).
  var warnings: [Diagnostic] = []

  /// Adds or replaces a child, keeping the first position of its name.
  mutating func set(_ name: String, _ node: TreeNode) {
    if children[name] == nil { order.append(name) }
    children[name] = node
  }
}

/// A member of a group.
enum TreeNode: Sendable {
  case token(TokenNode)
  case group(GroupNode)
}

/// Builds token trees from JSON documents and reports structural problems.
struct TreeBuilder {
  var diagnostics: [Diagnostic] = []
  var warnings: [Diagnostic] = []
  let file: String?

  static let groupProperties = ["$type", "$description", "$extends", "$deprecated", "$extensions", "$root"]
  static let tokenProperties = ["$value", "$type", "$description", "$deprecated", "$extensions"]

  init(file: String?) { self.file = file }

  /// The tree of a whole document (or of an inline source), whose root is a group.
  mutating func document(_ json: JSONValue, path: JSONPath = .root) -> GroupNode {
    guard case .object = json.kind else {
      report(
        .typeMismatch, "expected a token document (an object of groups and tokens), found \(json.typeDescription)",
        json.location, path)
      return GroupNode(file: file, location: json.location, jsonPath: path)
    }
    var root = group(json, path: path, isDocument: true)
    root.warnings = warnings
    return root
  }

  mutating func report(
    _ kind: Diagnostic.Kind, _ message: String, _ location: SourceLocation, _ path: JSONPath,
    suggestions: [String] = []
  ) {
    diagnostics.append(Diagnostic(kind, message, file: file, at: location, path: path, suggestions: suggestions))
  }

  mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic.inFile(file)) }
  mutating func warn(
    _ kind: Diagnostic.Kind, _ message: String, _ location: SourceLocation, _ path: JSONPath,
    suggestions: [String] = []
  ) {
    warnings.append(
      Diagnostic(kind, message, file: file, at: location, path: path, suggestions: suggestions).with(severity: .warning)
    )
  }

  private mutating func group(_ json: JSONValue, path: JSONPath, isDocument: Bool = false) -> GroupNode {
    var node = GroupNode(file: file, location: json.location, jsonPath: path)
    for member in json.objectMembers ?? [] {
      let memberPath = path.appending(member.key)
      let value = member.value
      switch member.key {
      case "$type": node.declared = declaration(value, path: memberPath)
      case "$description": checkString(value, path: memberPath, what: "`$description`")
      case "$deprecated": checkDeprecated(value, path: memberPath)
      case "$extensions": checkExtensions(value, path: memberPath)
      case "$schema" where isDocument: checkString(value, path: memberPath, what: "`$schema`")
      case "$extends":
        if case .string = value.kind {
          node.extends = value
        } else {
          report(
            .typeMismatch,
            "expected `$extends` at `\(memberPath)` to be a group reference such as \"{base.button}\", "
              + "found \(value.typeDescription)", value.location, memberPath)
        }
      case "$root":
        if isDocument {
          report(
            .semantic, "a `$root` token belongs in a group, not at the top of a document", member.keyLocation,
            memberPath)
        } else if case .object = value.kind, value["$value"] != nil {
          node.root = token(value, path: memberPath)
        } else {
          report(
            .typeMismatch, "expected `$root` at `\(memberPath)` to be a token (an object with `$value`)",
            value.location, memberPath)
        }
      default:
        if member.key.hasPrefix("$") {
          let valid = TreeBuilder.groupProperties + (isDocument ? ["$schema"] : [])
          let near = Suggestions.nearest(to: member.key, in: valid)
          report(
            .unknownKey,
            "unknown group property `\(member.key)` at `\(memberPath)`\(Suggestions.phrase(near)) (valid: "
              + "\(valid.joined(separator: ", ")); names must not start with `$`)", member.keyLocation, memberPath,
            suggestions: near)
          continue
        }
        guard checkName(member.key, at: member.keyLocation, path: memberPath) else { continue }
        guard case .object = value.kind else {
          report(
            .typeMismatch, "expected a token or group at `\(memberPath)` (an object), found \(value.typeDescription)",
            value.location, memberPath)
          continue
        }
        if value["$value"] != nil {
          node.set(member.key, .token(token(value, path: memberPath)))
        } else {
          node.set(member.key, .group(group(value, path: memberPath)))
        }
      }
    }
    return node
  }

  private mutating func token(_ json: JSONValue, path: JSONPath) -> TokenNode {
    var node = TokenNode(
      value: json["$value"] ?? .null, file: file, location: json.location, jsonPath: path)
    for member in json.objectMembers ?? [] {
      let memberPath = path.appending(member.key)
      let value = member.value
      switch member.key {
      case "$value": break
      case "$type": node.declared = declaration(value, path: memberPath)
      case "$description":
        checkString(value, path: memberPath, what: "`$description`")
        node.description = value.stringValue
      case "$deprecated":
        checkDeprecated(value, path: memberPath)
        node.deprecated = value
      case "$extensions":
        checkExtensions(value, path: memberPath)
        node.extensions = value
      default:
        // Real token sets put notes (`comment`, `$comment`) and tool data beside `$value`; tools keep loading them.
        let near = Suggestions.nearest(to: member.key, in: TreeBuilder.tokenProperties)
        warn(
          .unknownKey,
          "token `\(path)` has an extra key `\(member.key)` beside `$value`, which is ignored\(Suggestions.phrase(near)); "
            + "a token has only \(TreeBuilder.tokenProperties.map { "`\($0)`" }.joined(separator: ", ")): move "
            + "`\(member.key)` inside `$value` if it is part of the value, or into `$extensions` if it is data for a tool",
          member.keyLocation, memberPath, suggestions: near)
      }
    }
    return node
  }

  private mutating func declaration(_ value: JSONValue, path: JSONPath) -> TypeDeclaration {
    guard case .string(let name) = value.kind else {
      report(
        .typeMismatch, "expected `$type` at `\(path)` to be a string, found \(value.typeDescription)",
        value.location, path)
      return .invalid
    }
    guard let type = TokenType(rawValue: name) else {
      let near = Suggestions.nearest(to: name, in: TokenType.names)
      warn(
        .nonStandardType,
        "`$type` `\(name)` at `\(path)` is not a DTCG 2025.10 type\(Suggestions.phrase(near)); its tokens are kept "
          + "as written and used only where a value of any type fits (DTCG types: "
          + "\(TokenType.names.joined(separator: ", ")); tools' own types belong in `$extensions`)", value.location,
        path, suggestions: near)
      return .nonStandard(name)
    }
    return .type(type)
  }

  /// Whether `name` is a valid token or group name; reports it when not.
  private mutating func checkName(_ name: String, at location: SourceLocation, path: JSONPath) -> Bool {
    let bad = name.unicodeScalars.filter { $0 == "{" || $0 == "}" || $0 == "." }
    guard bad.isEmpty, !name.isEmpty else {
      let what = name.isEmpty ? "is empty" : "contains `\(String(String.UnicodeScalarView(bad)))`"
      report(
        .invalidValue, "invalid name `\(name)` at `\(path)`: it \(what); names must not contain `{`, `}` or `.`",
        location, path)
      return false
    }
    return true
  }

  private mutating func checkString(_ value: JSONValue, path: JSONPath, what: String) {
    if case .string = value.kind { return }
    report(
      .typeMismatch, "expected \(what) at `\(path)` to be a string, found \(value.typeDescription)",
      value.location, path)
  }

  private mutating func checkDeprecated(_ value: JSONValue, path: JSONPath) {
    switch value.kind {
    case .bool, .string: return
    default:
      report(
        .typeMismatch,
        "expected `$deprecated` at `\(path)` to be a boolean or a string, found \(value.typeDescription)",
        value.location, path)
    }
  }

  private mutating func checkExtensions(_ value: JSONValue, path: JSONPath) {
    if case .object = value.kind { return }
    report(
      .typeMismatch, "expected `$extensions` at `\(path)` to be an object, found \(value.typeDescription)",
      value.location, path)
  }
}

extension GroupNode {
  /// `overlay` merged onto this group: groups merge deeply, a later token or group replaces an earlier one.
  func merging(_ overlay: GroupNode) -> GroupNode {
    var result = self
    if let declared = overlay.declared { result.declared = declared }
    result.warnings += overlay.warnings
    if let e = overlay.extends { result.extends = e }
    if let r = overlay.root { result.root = r }
    if overlay.location.isKnown || overlay.file != nil {
      result.file = overlay.file
      result.location = overlay.location
      result.jsonPath = overlay.jsonPath
    }
    for name in overlay.order {
      guard let node = overlay.children[name] else { continue }
      if case .group(let mine)? = result.children[name], case .group(let theirs) = node {
        result.set(name, .group(mine.merging(theirs)))
      } else {
        result.set(name, node)
      }
    }
    return result
  }

  /// The node at `path` below this group.
  func node(at path: ArraySlice<String>) -> TreeNode? {
    guard let first = path.first else { return .group(self) }
    if first == "$root", path.count == 1, let root { return .token(root) }
    guard let child = children[first] else { return nil }
    if path.count == 1 { return child }
    if case .group(let g) = child { return g.node(at: path.dropFirst()) }
    return nil
  }

  /// Replaces the group at `path` (which must exist).
  mutating func replaceGroup(at path: ArraySlice<String>, with group: GroupNode) {
    guard let first = path.first else {
      self = group
      return
    }
    guard case .group(var child)? = children[first] else { return }
    child.replaceGroup(at: path.dropFirst(), with: group)
    children[first] = .group(child)
  }

  /// Gives every token without a `$type` the type of its closest typed ancestor (keeping types already given).
  mutating func inheritTypes(_ inherited: TypeDeclaration?) {
    let current = declared ?? inherited
    func inherit(_ t: inout TokenNode) {
      guard t.declared == nil, t.inherited == nil else { return }
      t.inherited = current
    }
    if var r = root {
      inherit(&r)
      root = r
    }
    for name in order {
      switch children[name] {
      case .token(var t)?:
        inherit(&t)
        children[name] = .token(t)
      case .group(var g)?:
        g.inheritTypes(current)
        children[name] = .group(g)
      case nil: break
      }
    }
  }

  /// The paths (from this group) of every group with an unexpanded `$extends`, parents first.
  func extendingGroups(prefix: [String] = []) -> [[String]] {
    var result: [[String]] = extends == nil ? [] : [prefix]
    for name in order {
      if case .group(let g)? = children[name] { result += g.extendingGroups(prefix: prefix + [name]) }
    }
    return result
  }

  /// How many tokens and groups this group holds (itself included) and how many levels deep it goes (1 for a group
  /// of tokens).
  var size: (nodes: Int, depth: Int) {
    var nodes = 1 + (root == nil ? 0 : 1)
    var depth = 1
    for child in children.values {
      switch child {
      case .token: nodes += 1
      case .group(let g):
        let inner = g.size
        nodes += inner.nodes
        depth = max(depth, inner.depth + 1)
      }
    }
    return (nodes, depth)
  }

  /// Every token in document order with its dot path; `$root` tokens take their group's path.
  func flatten(prefix: [String] = [], into tokens: inout [(String, TokenNode)]) {
    if let root, !prefix.isEmpty { tokens.append((prefix.joined(separator: "."), root)) }
    for name in order {
      switch children[name] {
      case .token(let t)?: tokens.append(((prefix + [name]).joined(separator: "."), t))
      case .group(let g)?: g.flatten(prefix: prefix + [name], into: &tokens)
      case nil: break
      }
    }
  }
}
