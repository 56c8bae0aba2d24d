import DesignKitValues

extension ResolvedNode {
  /// `/children/1/children/0  delete  VPrimaryButton  pressed  (dark)`, then one line per value with the source that
  /// set it (`colors.background  #8C1D18  rule destructive @ scope /children/1`).
  public func lines(formatter: StyleFormatter = StyleFormatter()) -> [String] {
    var head = [path, id, component, state].compactMap { $0 }.joined(separator: "  ")
    head += "  (\(environment.label))"
    if !content.isEmpty {
      head += "  " + content.keys.sorted().map { "\($0): \(content[$0] ?? "")" }.joined(separator: ", ")
    }
    let leaves = style.leaves
    let width = leaves.map(\.path.count).max() ?? 0
    let values = leaves.map { formatter.text(for: $0.value) }
    let valueWidth = values.map(\.count).max() ?? 0
    return [head]
      + zip(leaves, values).map { leaf, value in
        let pad = String(repeating: " ", count: width - leaf.path.count)
        let valuePad = String(repeating: " ", count: valueWidth - value.count)
        return "  " + leaf.path + pad + "  " + value + valuePad + "  " + (sources[leaf.path]?.description ?? "default")
      }
  }

  /// `{"path", "id", "component", "state", "environment", "content", "style", "sources"}`; each source is an object
  /// (`ValueSource.json`: level, name, scope, preset and the text).
  public var json: JSONValue {
    .object([
      ("path", .string(path)), ("id", id.map { .string($0) } ?? .null), ("component", .string(component)),
      ("state", .string(state)), ("environment", .string(environment.label)),
      ("content", .object(content.keys.sorted().map { ($0, .string(content[$0] ?? "")) })),
      ("style", style.json),
      ("sources", .object(style.leaves.map { ($0.path, (sources[$0.path] ?? ValueSource(level: .default)).json) })),
    ])
  }

  /// `{"screen", "nodes": […]}`.
  public static func json(_ nodes: [ResolvedNode], screen: String) -> JSONValue {
    .object([("screen", .string(screen)), ("nodes", .array(nodes.map(\.json)))])
  }
}

extension Theme {
  /// The foundations as a resolved style under `environment` (what `designkit show theme` prints).
  public func foundationsStyle(in environment: StyleEnvironment = .standard) throws(Diagnostic) -> ResolvedStyle {
    do {
      return try StyleTreeEncoder.node(for: foundations).resolved(for: StateSelection([]), in: environment)
    } catch {
      throw Diagnostic(.semantic, "the foundations cannot be represented: \(error)")
    }
  }
}
