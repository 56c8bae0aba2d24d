import DesignKitValues

/// Merges token trees in order, applies group `$extends` and `$type` inheritance, and lists the tokens.
struct TokenComposer {
  var tree = GroupNode()
  var diagnostics: [Diagnostic] = []
  /// How many more tokens and groups `$extends` copies may add in this pass (see `maxExpandedNodes`).
  private var budget = 0
  /// Whether a copy went over a bound (reported): expansion stops.
  private var exhausted = false

  /// Composes `sources` (later ones override earlier ones).
  init(_ sources: [GroupNode]) {
    for source in sources { tree = tree.merging(source) }
    tree.inheritTypes(nil)
    expandExtends()
    tree.inheritTypes(nil)
  }

  /// The longest chain of groups extending groups that extend groups (each level expands the next first).
  static let maxExtendsDepth = 64

  /// The most tokens and groups the composed tree may hold with `$extends` copies made. Groups that extend a group
  /// holding several groups that extend the next double at every step; no real token file comes near this.
  static let maxExpandedNodes = 100_000

  /// The deepest the composed tree may be with `$extends` copies made (a copy lands below the extending group, so
  /// copies of deep groups into deep groups would deepen the tree at every pass): the JSON reader's own bound.
  static let maxExpandedDepth = JSONReader.Limits.default.maxDepth

  /// The tokens in document order with their dot paths.
  var tokens: [(String, TokenNode)] {
    var result: [(String, TokenNode)] = []
    tree.flatten(into: &result)
    return result
  }

  /// The group path an `$extends` value names: `{a.b}` or the JSON Pointer `#/a/b`.
  static func groupPath(_ reference: String) -> [String]? {
    if let path = DTCGReference.aliasPath(reference) { return path }
    if let pointer = DTCGReference.pointerSegments(reference), !pointer.isEmpty { return pointer }
    return nil
  }

  private mutating func expandExtends() {
    // Copies may bring further `$extends` along, so scan until none is left (bounded: each pass expands at least one).
    for _ in 0..<256 {
      let pending = tree.extendingGroups()
      guard !pending.isEmpty, !exhausted else { return }
      budget = Self.maxExpandedNodes - tree.size.nodes
      var done: Set<[String]> = []
      for path in pending { expand(path, visiting: [], done: &done) }
    }
  }

  /// Applies the `$extends` of the group at `path`, first expanding the group it names.
  private mutating func expand(_ path: [String], visiting: [[String]], done: inout Set<[String]>) {
    guard !exhausted, !done.contains(path), case .group(var group)? = tree.node(at: path[...]),
      let reference = group.extends
    else { return }
    done.insert(path)
    group.extends = nil
    let name = path.joined(separator: ".")
    let text = reference.stringValue ?? ""
    let referencePath = group.jsonPath.appending("$extends")
    func fail(_ kind: Diagnostic.Kind, _ message: String, suggestions: [String] = []) {
      diagnostics.append(
        Diagnostic(
          kind, message, file: group.file, at: reference.location, path: referencePath, suggestions: suggestions))
      tree.replaceGroup(at: path[...], with: group)
    }
    guard let target = TokenComposer.groupPath(text) else {
      return fail(
        .invalidValue,
        "invalid `$extends` value `\(text)` at `\(referencePath)`; write a group reference such as \"{base.button}\"")
    }
    let targetName = target.joined(separator: ".")
    if target.count <= path.count, Array(path.prefix(target.count)) == target {
      return fail(
        .extendsCycle, "group `\(name)` cannot extend `\(targetName)`, which contains it (an `$extends` cycle)")
    }
    if let start = visiting.firstIndex(of: target) {
      let cycle = (visiting[start...] + [path, target]).map { $0.joined(separator: ".") }
      return fail(.extendsCycle, "`$extends` cycle: \(cycle.joined(separator: " → "))")
    }
    guard visiting.count < Self.maxExtendsDepth else {
      return fail(
        .limit,
        "`$extends` chain at `\(referencePath)` is deeper than \(Self.maxExtendsDepth) groups "
          + "(TokenComposer.maxExtendsDepth)")
    }
    switch tree.node(at: target[...]) {
    case .group(let targetGroup)?:
      if targetGroup.extends != nil {
        expand(target, visiting: visiting + [path], done: &done)
      }
    case .token?:
      return fail(
        .invalidValue, "`$extends` at `\(referencePath)` names the token `\(targetName)`; it must name a group")
    case nil:
      var groups: [String] = []
      collectGroupPaths(tree, prefix: [], into: &groups)
      let near = Suggestions.nearest(to: targetName, in: groups)
      return fail(
        .unresolvedReference,
        "`$extends` at `\(referencePath)` names no group `\(targetName)`\(Suggestions.phrase(near))",
        suggestions: near)
    }
    // A cycle found deeper down leaves the extending group unexpanded.
    guard case .group(var base)? = tree.node(at: target[...]) else { return }
    let size = base.size
    budget -= size.nodes
    if budget < 0 || path.count + size.depth > Self.maxExpandedDepth {
      exhausted = true
      return fail(
        .limit,
        "`$extends` at `\(referencePath)` copies `\(targetName)` past the bounds of the composed tokens ("
          + "\(Self.maxExpandedNodes) tokens and groups, \(Self.maxExpandedDepth) levels; TokenComposer."
          + "maxExpandedNodes, maxExpandedDepth): groups that extend groups holding extending groups multiply")
    }
    base.extends = nil
    base.file = group.file
    base.location = group.location
    base.jsonPath = group.jsonPath
    tree.replaceGroup(at: path[...], with: base.merging(group))
  }

  private func collectGroupPaths(_ group: GroupNode, prefix: [String], into result: inout [String]) {
    for name in group.order {
      if case .group(let g)? = group.children[name] {
        result.append((prefix + [name]).joined(separator: "."))
        collectGroupPaths(g, prefix: prefix + [name], into: &result)
      }
    }
  }
}
