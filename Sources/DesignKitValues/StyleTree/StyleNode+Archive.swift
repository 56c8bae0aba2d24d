extension StyleNode {
  /// The tree as JSON that keeps what plain `json` leaves to the shape it is parsed over: each number's rule, each
  /// choice's options, each table's dimension and unshown cases. `init(archive:)` reads it back to an identical tree.
  ///
  /// Objects are JSON objects; every other node is an array whose first element names its kind (`["n", 4,
  /// "nonNegative"]`, `["c", "leading", ["leading", "trailing"]]`, `["t", "interaction", {…}, ["focused"]]`). It is
  /// how a catalog ships its default trees prebuilt (`PrebuiltComponent`): reading one costs a parse instead of the
  /// Codable encoding of a model, whose generic containers the runtime checks conformance by conformance.
  public var archive: JSONValue {
    switch self {
    case .object(let fields): return .object(fields.map { ($0.name, $0.node.archive) })
    case .table(let t):
      return .array([
        .string("t"), .string(t.dimension), .object(t.entries.map { ($0.name, $0.node.archive) }),
        .array(t.unshownCases.map { .string($0) }),
      ])
    case .number(let n, let rule): return .array([.string("n"), .number(n), .string(rule.rawValue)])
    case .bool(let b): return .bool(b)
    case .string(let s): return .array([.string("s"), .string(s)])
    case .choice(let c, let options):
      return .array([.string("c"), .string(c), .array(options.map { .string($0) })])
    case .color(let c): return .array([.string("k"), c.json])
    case .font(let f): return .array([.string("f"), f.json])
    case .animation(let a): return .array([.string("a"), a.json])
    case .insets(let i): return .array([.string("i"), i.json])
    }
  }

  /// The tree an `archive` describes; a diagnostic at the first element that is not an archived node.
  public init(archive json: JSONValue, path: JSONPath = .root) throws(Diagnostic) {
    // Paths are for diagnostics only: a well-formed archive (every prebuilt tree) is read without building one per
    // node; a malformed one is read again with paths, so its diagnostic names the element exactly.
    do {
      self = try Self.unarchive(json, path: path, tracksPath: false)
    } catch {
      self = try Self.unarchive(json, path: path, tracksPath: true)
    }
  }

  /// The node an archived element describes. `path` is the element's own path when `tracksPath`, else the root's.
  private static func unarchive(_ json: JSONValue, path: JSONPath, tracksPath: Bool) throws(Diagnostic) -> StyleNode {
    switch json.kind {
    case .bool(let b):
      return .bool(b)
    case .object(let members):
      return .object(try archivedFields(members, path: path, tracksPath: tracksPath))
    case .array(let items):
      if let node = try archived(items, path: path, tracksPath: tracksPath) { return node }
    default:
      break
    }
    throw Diagnostic(
      .typeMismatch,
      "expected an archived style node at `\(path)` (an object, a boolean, or [kind, …] with kind n, s, c, k, f, a, i "
        + "or t), found \(json.typeDescription)", at: json.location, path: path)
  }

  /// An archived object's members (a struct's fields, a table's entries) as named nodes.
  private static func archivedFields(_ members: [JSONMember], path: JSONPath, tracksPath: Bool) throws(Diagnostic)
    -> [StyleField]
  {
    var fields: [StyleField] = []
    fields.reserveCapacity(members.count)
    for m in members {
      let node = try unarchive(m.value, path: tracksPath ? path.appending(m.key) : path, tracksPath: tracksPath)
      fields.append(StyleField(m.key, node))
    }
    return fields
  }

  /// The node of the array `[kind, …]`; nil when its elements do not fit the kind its first element names.
  private static func archived(_ items: [JSONValue], path: JSONPath, tracksPath: Bool) throws(Diagnostic)
    -> StyleNode?
  {
    func strings(_ json: JSONValue) -> [String]? {
      guard case .array(let items) = json.kind else { return nil }
      let names = items.compactMap(\.stringValue)
      return names.count == items.count ? names : nil
    }
    guard let tag = items.first?.stringValue else { return nil }
    switch (tag, items.count - 1) {
    case ("n", 2):
      guard let n = items[1].numberValue, let rule = items[2].stringValue.flatMap(NumberRule.init(rawValue:)) else {
        return nil
      }
      return .number(n, rule)
    case ("s", 1): return items[1].stringValue.map { .string($0) }
    case ("c", 2):
      guard let c = items[1].stringValue, let options = strings(items[2]) else { return nil }
      return .choice(c, options: options)
    case ("k", 1): return .color(try AdaptiveColor(json: items[1], path: path))
    case ("f", 1): return .font(try Font(json: items[1], path: path, over: nil))
    case ("a", 1): return .animation(try AnimationSpec(json: items[1], path: path))
    case ("i", 1): return .insets(try Insets(json: items[1], path: path))
    case ("t", 3):
      guard let dimension = items[1].stringValue, case .object(let members) = items[2].kind,
        let unshown = strings(items[3])
      else { return nil }
      return .table(
        StateTableNode(
          dimension: dimension, entries: try archivedFields(members, path: path, tracksPath: tracksPath),
          unshownCases: unshown))
    default: return nil
    }
  }
}
