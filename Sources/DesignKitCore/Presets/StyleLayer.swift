/// One source of model changes in the precedence chain: a preset's component delta, a named rule, a scope's category
/// configuration or an instance's own changes. Layers apply in order over a tree; a later layer wins per field.
///
/// A JSON layer is a partial model (validated when its preset or document was loaded); a Swift layer is an edit of
/// the typed model. `reference/theming.md` §5 and `Composition` give the order.
public struct StyleLayer: Sendable {
  /// Where the layer comes from, for resolution reports (`rule destructive @ scope /children/1`).
  public var source: String
  let body: Body

  enum Body: Sendable {
    case json(JSONValue, file: String?, tokens: PresetTokens?)
    case edit(@Sendable (StyleNode) throws -> StyleNode)
  }

  /// A partial model in JSON (as in a preset's `components` section) with the tokens its references use.
  public init(json: JSONValue, file: String? = nil, tokens: PresetTokens? = nil, source: String) {
    self.body = .json(json, file: file, tokens: tokens)
    self.source = source
  }

  /// A layer that replaces the whole tree.
  public init(source: String, replacing tree: StyleNode) {
    self.source = source
    self.body = .edit { _ in tree }
  }

  /// A Swift edit of the typed model `M` (the instance's own changes, or a rule written in Swift).
  public init<M: Codable & Sendable>(_ type: M.Type, source: String, edit: @escaping @Sendable (inout M) -> Void) {
    self.source = source
    self.body = .edit { node in
      var model = try StyleTreeDecoder.value(M.self, from: node)
      edit(&model)
      return try StyleTreeEncoder.node(for: model)
    }
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
    switch body {
    case .json(let json, let file, let tokens):
      var overlay = StyleOverlay(file: file, tokens: tokens)
      let result = overlay.apply(json, to: node, path: path)
      guard overlay.diagnostics.isEmpty else { return Result(node: node, paths: [], problems: overlay.diagnostics) }
      return Result(node: result, paths: StyleLayer.paths(named: json, in: node, prefix: ""), problems: [])
    case .edit(let edit):
      do {
        let result = try edit(node)
        var before: [String: StyleNode] = [:]
        for leaf in node.leafNodes() { before[leaf.name] = leaf.node }
        let changed = result.leafNodes().filter { before[$0.name] != $0.node }.map(\.name)
        return Result(node: result, paths: changed, problems: [])
      } catch {
        return Result(
          node: node, paths: [],
          problems: [Diagnostic(.semantic, "the Swift edit of \(source) could not be applied: \(error)")])
      }
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

  /// The leaf paths a (valid) partial JSON sets in `node`: object keys enter fields, an object of state names enters
  /// those states, any other value (a single value, a token reference) sets every leaf below.
  static func paths(named json: JSONValue, in node: StyleNode, prefix: String) -> [String] {
    func join(_ name: String) -> String { prefix.isEmpty ? name : prefix + "." + name }
    if TokenReference.name(in: json) != nil { return node.leafNodes(prefix: prefix).map(\.name) }
    switch node {
    case .object(let fields):
      guard case .object(let members) = json.kind else { return [] }
      return members.flatMap { m in
        fields.first { $0.name == m.key }.map { paths(named: m.value, in: $0.node, prefix: join(m.key)) } ?? []
      }
    case .table(let table):
      if case .object(let members) = json.kind, !members.isEmpty,
        members.allSatisfy({ m in table.entries.contains { $0.name == m.key } })
      {
        return members.flatMap { m in
          table.entries.first { $0.name == m.key }.map { paths(named: m.value, in: $0.node, prefix: join(m.key)) }
            ?? []
        }
      }
      return table.entries.flatMap { paths(named: json, in: $0.node, prefix: join($0.name)) }
    default:
      return [prefix]
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
}
