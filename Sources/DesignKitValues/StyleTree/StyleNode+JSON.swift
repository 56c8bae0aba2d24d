extension StyleNode {
  /// The complete JSON spelling of this tree: what a preset that states every value would contain.
  /// Parsing it over any tree of the same shape gives this tree back.
  public var json: JSONValue {
    switch self {
    case .object(let fields): return .object(fields.map { ($0.name, $0.node.json) })
    case .table(let t): return t.uniformPlatformValue?.json ?? .object(t.entries.map { ($0.name, $0.node.json) })
    case .number(let n, _): return .number(n)
    case .bool(let b): return .bool(b)
    case .string(let s): return .string(s)
    case .choice(let c, _): return .string(c)
    case .color(let c): return c.json
    case .font(let f): return f.json
    case .animation(let a): return a.json
    case .insets(let i): return i.json
    }
  }
}
