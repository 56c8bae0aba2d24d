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
    switch json.kind {
    case .bool(let b):
      self = .bool(b)
      return
    case .object(let members):
      self = .object(try Self.archivedFields(members, path: path))
      return
    case .array(let items):
      if let tag = items.first?.stringValue, let node = try Self.archived(tag, Array(items.dropFirst()), path: path) {
        self = node
        return
      }
    default:
      break
    }
    throw Diagnostic(
      .typeMismatch,
      "expected an archived style node at `\(path)` (an object, a boolean, or [kind, …] with kind n, s, c, k, f, a, i "
        + "or t), found \(json.typeDescription)", at: json.location, path: path)
  }

  /// An archived object's members (a struct's fields, a table's entries) as named nodes.
  private static func archivedFields(_ members: [JSONMember], path: JSONPath) throws(Diagnostic) -> [StyleField] {
    var fields: [StyleField] = []
    fields.reserveCapacity(members.count)
    for m in members { fields.append(StyleField(m.key, try StyleNode(archive: m.value, path: path.appending(m.key)))) }
    return fields
  }

  /// The node of kind `tag` with the array's remaining elements `rest`; nil when they do not fit the kind.
  private static func archived(_ tag: String, _ rest: [JSONValue], path: JSONPath) throws(Diagnostic) -> StyleNode? {
    func strings(_ json: JSONValue) -> [String]? {
      guard case .array(let items) = json.kind else { return nil }
      let names = items.compactMap(\.stringValue)
      return names.count == items.count ? names : nil
    }
    switch (tag, rest.count) {
    case ("n", 2):
      guard let n = rest[0].numberValue, let rule = rest[1].stringValue.flatMap(NumberRule.init(rawValue:)) else {
        return nil
      }
      return .number(n, rule)
    case ("s", 1): return rest[0].stringValue.map { .string($0) }
    case ("c", 2):
      guard let c = rest[0].stringValue, let options = strings(rest[1]) else { return nil }
      return .choice(c, options: options)
    case ("k", 1): return .color(try AdaptiveColor(json: rest[0], path: path))
    case ("f", 1): return .font(try Font(json: rest[0], path: path, over: nil))
    case ("a", 1): return .animation(try AnimationSpec(json: rest[0], path: path))
    case ("i", 1): return .insets(try Insets(json: rest[0], path: path))
    case ("t", 3):
      guard let dimension = rest[0].stringValue, case .object(let members) = rest[1].kind,
        let unshown = strings(rest[2])
      else { return nil }
      return .table(
        StateTableNode(dimension: dimension, entries: try archivedFields(members, path: path), unshownCases: unshown))
    default: return nil
    }
  }
}
