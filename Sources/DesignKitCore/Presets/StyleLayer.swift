import DesignKitValues

/// One source of model changes in the precedence chain: a preset's component delta, a named rule, a scope's category
/// configuration or an instance's own changes. Layers apply in order over a tree; a later layer wins per field.
///
/// A JSON layer is a partial model (validated when its preset or document was loaded); a Swift layer is an edit of
/// the typed model. `reference/theming.md` §5 and `Composition` give the order.
public struct StyleLayer: Sendable {
  /// Where the layer comes from, for resolution reports (`rule destructive @ scope /children/1`).
  public var source: String
  let body: Body
  /// The model type a Swift edit is written for; nil for JSON (which any model with its keys takes).
  let modelType: ObjectIdentifier?

  enum Body: Sendable {
    case json(JSONValue, file: String?, tokens: PresetTokens?)
    case edit(@Sendable (StyleNode) throws -> StyleNode)
  }

  /// A partial model in JSON (as in a preset's `components` section) with the tokens its references use.
  public init(json: JSONValue, file: String? = nil, tokens: PresetTokens? = nil, source: String) {
    self.body = .json(json, file: file, tokens: tokens)
    self.source = source
    modelType = nil
  }

  /// A layer that replaces the whole tree.
  public init(source: String, replacing tree: StyleNode) {
    self.source = source
    self.body = .edit { _ in tree }
    modelType = nil
  }

  /// A Swift edit of the typed model `M` (the instance's own changes, or a rule written in Swift); the edit runs
  /// with the foundations in effect where it applies, so `Palette` and `Metrics` read that theme.
  public init<M: Codable & Sendable>(_ type: M.Type, source: String, edit: @escaping @Sendable (inout M) -> Void) {
    self.init(variant: VariantEdit(M.self, edit: edit), source: source)
  }

  /// A model variant's built-in rule (`VHalfModal.noDragIndicator`).
  init(variant name: String, _ edit: VariantEdit) { self.init(variant: edit, source: "built-in rule \(name)") }

  /// A Swift edit of a typed model, for that model type only.
  private init(variant edit: VariantEdit, source: String) {
    self.source = source
    modelType = edit.modelType
    body = .edit(edit.apply)
  }

  /// What applying a layer gives.
  public struct Result: Sendable {
    /// The tree with the layer applied (unchanged when there are problems).
    public var node: StyleNode
    /// The leaf paths the layer sets.
    public var paths: [String]
    /// Problems: a JSON layer that does not fit the model, an edit that failed.
    public var problems: [Diagnostic]
  }

  /// `node` (standing at `path`) with this layer applied.
  public func apply(to node: StyleNode, path: JSONPath = .root) -> Result {
    let applied = applied(to: node, path: path, trackingLeaves: true)
    let names = applied.leaves.isEmpty ? [] : applied.node.leafNodes().map(\.name)
    return Result(node: applied.node, paths: applied.leaves.map { names[$0] }, problems: applied.problems)
  }

  /// What applying a layer gives inside the engine: the leaves it sets as positions among the result's leaves in
  /// tree order (`leafNodes()` order), so callers need not build their dotted names.
  struct Applied {
    var node: StyleNode
    /// Empty unless asked for.
    var leaves: [Int]
    /// Whether the result has other leaves than the input (an edit that adds or drops a field); leaf positions
    /// then differ between the two.
    var reshaped: Bool
    var problems: [Diagnostic]
  }

  /// Whether the layer applies to a model of `type`: a Swift edit only to its own model type (a scope's
  /// configuration written for another model of the category is ignored there).
  func applies(to type: any ComponentModel.Type) -> Bool { modelType.map { $0 == ObjectIdentifier(type) } ?? true }

  /// `node` (standing at `path`) with this layer applied; with `trackingLeaves`, the positions of the leaves it sets.
  /// A Swift edit cannot show which fields it sets to the value they have already; with `reference` (the defaults
  /// of the same shape) a leaf it sets there counts as set too, so an edit that restates a preset's value is credited.
  func applied(
    to node: StyleNode, path: JSONPath = .root, trackingLeaves: Bool = false, reference: StyleNode? = nil
  ) -> Applied {
    switch body {
    case .json(let json, let file, let tokens):
      var overlay = StyleOverlay(file: file, tokens: tokens)
      let result = overlay.apply(json, to: node, path: path)
      guard overlay.diagnostics.isEmpty else {
        return Applied(node: node, leaves: [], reshaped: false, problems: overlay.diagnostics)
      }
      var leaves: [Int] = []
      if trackingLeaves { StyleLayer.leaves(named: json, in: node, first: 0, into: &leaves) }
      return Applied(node: result, leaves: leaves, reshaped: false, problems: [])
    case .edit(let edit):
      do {
        let result = try edit(node)
        guard trackingLeaves else { return Applied(node: result, leaves: [], reshaped: false, problems: []) }
        var leaves: [Int] = []
        var position = 0
        if StyleLayer.changedLeaves(from: node, to: result, position: &position, into: &leaves) {
          // On the defaults themselves (the first layer that applies) the edit's result is the reference's.
          if let reference, let onReference = reference == node ? result : try? edit(reference) {
            var alsoSet: [Int] = []
            position = 0
            if StyleLayer.changedLeaves(from: reference, to: onReference, position: &position, into: &alsoSet),
              position == node.leafCount
            {
              leaves = Array(Set(leaves).union(alsoSet)).sorted()
            }
          }
          return Applied(node: result, leaves: leaves, reshaped: false, problems: [])
        }
        // Another shape: compare leaves by name.
        var before: [String: StyleNode] = [:]
        for leaf in node.leafNodes() { before[leaf.name] = leaf.node }
        leaves = result.leafNodes().enumerated().filter { before[$0.element.name] != $0.element.node }.map(\.offset)
        return Applied(node: result, leaves: leaves, reshaped: true, problems: [])
      } catch {
        return Applied(
          node: node, leaves: [], reshaped: false,
          problems: [Diagnostic(.semantic, "the Swift edit of \(source) could not be applied: \(error)")])
      }
    }
  }

  /// Appends the positions of the leaves of `after` whose value differs from `before`'s; false (with `leaves` in an
  /// unspecified state) when the two trees do not have the same fields and states.
  private static func changedLeaves(
    from before: StyleNode, to after: StyleNode, position: inout Int, into leaves: inout [Int]
  ) -> Bool {
    func same(_ a: [StyleField], _ b: [StyleField]) -> Bool {
      guard a.count == b.count else { return false }
      for (x, y) in zip(a, b) {
        guard x.name == y.name, changedLeaves(from: x.node, to: y.node, position: &position, into: &leaves) else {
          return false
        }
      }
      return true
    }
    switch (before, after) {
    case (.object(let a), .object(let b)): return same(a, b)
    case (.table(let a), .table(let b)): return same(a.entries, b.entries)
    case (.object, _), (.table, _), (_, .object), (_, .table): return false
    default:
      if before != after { leaves.append(position) }
      position += 1
      return true
    }
  }

  /// This layer keeping only the JSON keys `node` has (a category configuration names the union of its members'
  /// fields; each member takes the ones it has). A Swift edit is kept as it is.
  func pruned(to node: StyleNode) -> StyleLayer? {
    guard case .json(let json, let file, let tokens) = body else { return self }
    guard let kept = StyleLayer.prune(json, to: node) else { return nil }
    return StyleLayer(json: kept, file: file, tokens: tokens, source: source)
  }

  private static func prune(_ json: JSONValue, to node: StyleNode) -> JSONValue? {
    guard case .object(let fields) = node, TokenReference.name(in: json) == nil, case .object(let members) = json.kind
    else { return json }
    let kept = members.compactMap { m -> JSONMember? in
      guard let field = fields.first(where: { $0.name == m.key }), let value = prune(m.value, to: field.node) else {
        return nil
      }
      return JSONMember(key: m.key, keyLocation: m.keyLocation, value: value)
    }
    return kept.isEmpty ? nil : JSONValue(.object(kept), at: json.location)
  }

  /// Appends the positions (among `node`'s leaves in tree order, counted from `first`) of the leaves a valid partial
  /// JSON sets: object keys enter fields, an object of state names enters those states, any other value (a single
  /// value, a token reference) sets every leaf below.
  static func leaves(named json: JSONValue, in node: StyleNode, first: Int, into out: inout [Int]) {
    func enter(_ children: [StyleField], _ members: [JSONMember]) {
      for m in members {
        var position = first
        for child in children {
          if child.name == m.key {
            leaves(named: m.value, in: child.node, first: position, into: &out)
            break
          }
          position += child.node.leafCount
        }
      }
    }
    if TokenReference.name(in: json) != nil {
      out += first..<first + node.leafCount
      return
    }
    switch node {
    case .object(let fields):
      guard case .object(let members) = json.kind else { return }
      enter(fields, members)
    case .table(let table):
      if case .object(let members) = json.kind, !members.isEmpty,
        members.allSatisfy({ m in table.entries.contains { $0.name == m.key } })
      {
        enter(table.entries, members)
        return
      }
      var position = first
      for entry in table.entries {
        leaves(named: json, in: entry.node, first: position, into: &out)
        position += entry.node.leafCount
      }
    default:
      out.append(first)
    }
  }
}

extension StyleNode {
  /// Every leaf, named by its dotted path (state table entries by state name), in tree order.
  public func leafNodes(prefix: String = "") -> [StyleField] {
    func join(_ name: String) -> String { prefix.isEmpty ? name : prefix + "." + name }
    switch self {
    case .object(let fields): return fields.flatMap { $0.node.leafNodes(prefix: join($0.name)) }
    case .table(let table): return table.entries.flatMap { $0.node.leafNodes(prefix: join($0.name)) }
    default: return [StyleField(prefix, self)]
    }
  }

  /// How many leaves `leafNodes()` lists.
  var leafCount: Int {
    switch self {
    case .object(let fields): fields.reduce(0) { $0 + $1.node.leafCount }
    case .table(let table): table.entries.reduce(0) { $0 + $1.node.leafCount }
    default: 1
    }
  }
}

extension RegisteredComponent {
  /// The built-in rule of the variant called `name`; nil when the model has no such variant.
  public func variantLayer(named name: String) -> StyleLayer? {
    variantEdit(named: name).map { StyleLayer(variant: name, $0) }
  }
}
