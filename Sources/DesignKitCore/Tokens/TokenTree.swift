/// A token as written (value unresolved), with its declared or inherited type.
struct TokenNode: Sendable {
  var value: JSONValue
  var declaredType: TokenType?
  var inheritedType: TokenType?
  /// Whether the token's type is unknown because a `$type` it depends on was invalid (already reported).
  var hasInvalidType = false
  var description: String?
  var deprecated: JSONValue?
  var extensions: JSONValue?
  var file: String?
  var location: SourceLocation
  var jsonPath: JSONPath

  var type: TokenType? { declaredType ?? inheritedType }
}

/// A group as written: its properties, its `$root` token and its children in document order.
struct GroupNode: Sendable {
  var declaredType: TokenType?
  /// Whether the group's `$type` was invalid (already reported).
  var hasInvalidType = false
  var extends: JSONValue?
  var root: TokenNode?
  var order: [String] = []
  var children: [String: TreeNode] = [:]
  var file: String?
  var location: SourceLocation = .unknown
  var jsonPath: JSONPath = .root

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
    return group(json, path: path, isDocument: true)
  }

  mutating func report(
    _ kind: Diagnostic.Kind, _ message: String, _ location: SourceLocation, _ path: JSONPath,
    suggestions: [String] = []
  ) {
    diagnostics.append(Diagnostic(kind, message, file: file, at: location, path: path, suggestions: suggestions))
  }

  mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic.inFile(file)) }

  private mutating func group(_ json: JSONValue, path: JSONPath, isDocument: Bool = false) -> GroupNode {
    var node = GroupNode(file: file, location: json.location, jsonPath: path)
    for member in json.objectMembers ?? [] {
      let memberPath = path.appending(member.key)
      let value = member.value
      switch member.key {
      case "$type":
        node.declaredType = declaredType(value, path: memberPath)
        node.hasInvalidType = node.declaredType == nil
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
      case "$type":
        node.declaredType = declaredType(value, path: memberPath)
        node.hasInvalidType = node.declaredType == nil
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
        if member.key.hasPrefix("$") {
          report(
            .unknown(
              .unknownKey, "token property", named: member.key, among: TreeBuilder.tokenProperties,
              in: " at `\(memberPath)`", at: member.keyLocation, path: memberPath))
        } else {
          report(
            .semantic,
            "token `\(path)` cannot contain `\(member.key)`: an object with `$value` is a token, and tokens have no "
              + "children (move `\(member.key)` into a group)", member.keyLocation, memberPath)
        }
      }
    }
    return node
  }

  private mutating func declaredType(_ value: JSONValue, path: JSONPath) -> TokenType? {
    guard case .string(let name) = value.kind else {
      report(
        .typeMismatch, "expected `$type` at `\(path)` to be a string, found \(value.typeDescription)",
        value.location, path)
      return nil
    }
    guard let type = TokenType(rawValue: name) else {
      report(
        .unknown(
          .invalidValue, "token type", named: name, among: TokenType.names, in: " at `\(path)`", at: value.location,
          path: path))
      return nil
    }
    return type
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
    if overlay.declaredType != nil || overlay.hasInvalidType {
      result.declaredType = overlay.declaredType
      result.hasInvalidType = overlay.hasInvalidType
    }
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
  mutating func inheritTypes(_ inherited: TokenType?, invalid inheritedInvalid: Bool = false) {
    let current = declaredType ?? inherited
    let invalid = declaredType == nil && (hasInvalidType || inheritedInvalid)
    func inherit(_ t: inout TokenNode) {
      guard t.declaredType == nil, t.inheritedType == nil else { return }
      t.inheritedType = current
      t.hasInvalidType = t.hasInvalidType || (current == nil && invalid)
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
        g.inheritTypes(current, invalid: invalid)
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
