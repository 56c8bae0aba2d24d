import DesignKitValues

/// Builds the schema of each style-tree node kind, collecting state tables of leaves as shared definitions.
struct SchemaNodes {
  /// Definitions of state tables, in first-use order.
  private(set) var tableDefinitions: [(String, JSONValue)] = []
  /// The definition name of each table shape already defined (keyed by element, dimension and states).
  private var tableNames: [String: String] = [:]

  /// The schema of `node`, which stands at `path` in its model; with a description when `describe` is set.
  mutating func schema(for node: StyleNode, path: [String], describe: Bool = true) -> JSONValue {
    var pairs: [(String, JSONValue)] = []
    if describe { pairs.append(("description", .string(SchemaNodes.description(of: node, path: path)))) }
    switch node {
    case .object(let fields):
      let properties = fields.map { ($0.name, schema(for: $0.node, path: path + [$0.name])) }
      let object = JSONValue.object([
        ("type", .string("object")), ("properties", .object(properties)), ("additionalProperties", .bool(false)),
      ])
      // Corner radii also take one number for every corner.
      let number = JSONValue.object([("type", .string("number")), ("minimum", .number(0))])
      pairs.append(
        (
          "anyOf",
          .array((Corners.isCorners(fields) ? [number] : []) + [object, SchemaNodes.reference("tokenReference")])
        ))
    case .table(let table):
      let element = table.entries.first.map { schema(for: $0.node, path: path, describe: false) } ?? .object([])
      let perState = JSONValue.object([
        ("type", .string("object")),
        ("properties", .object(table.entries.map { ($0.name, element) })),
        ("additionalProperties", .bool(false)),
      ])
      let tableSchema = JSONValue.array([element, perState])
      guard let elementName = element["$ref"]?.stringValue.map({ String($0.split(separator: "/").last ?? "") }) else {
        pairs.append(("anyOf", tableSchema))
        break
      }
      let name = tableDefinition(
        element: elementName, dimension: table.dimension, states: table.entries.map(\.name), schema: tableSchema)
      if !describe { return SchemaNodes.reference(name) }
      pairs.append(("allOf", .array([SchemaNodes.reference(name)])))
    case .string:
      pairs.append(("type", .string("string")))
    case .choice(_, let options):
      pairs.append(
        (
          "anyOf",
          .array([.object([("enum", .array(options.map { .string($0) }))]), SchemaNodes.reference("tokenReference")])
        ))
    default:
      let name = SchemaNodes.definitionName(of: node)
      if !describe { return SchemaNodes.reference(name) }
      pairs.append(("allOf", .array([SchemaNodes.reference(name)])))
    }
    return .object(pairs)
  }

  /// The name of the definition of a table of `element` over a dimension, defining it on first use
  /// (`colorPerInteraction`; states are appended when two dimensions share a name but not their states).
  private mutating func tableDefinition(element: String, dimension: String, states: [String], schema: JSONValue)
    -> String
  {
    let key = element + "|" + dimension + "|" + states.joined(separator: ",")
    if let name = tableNames[key] { return name }
    var name = element + "Per" + dimension.prefix(1).uppercased() + dimension.dropFirst()
    if tableDefinitions.contains(where: { $0.0 == name }) {
      name += "_" + states.joined(separator: "_")
    }
    tableNames[key] = name
    let description =
      "A value for every \(dimension) state (\(states.joined(separator: ", "))), or an object of some states."
    tableDefinitions.append((name, .object([("description", .string(description)), ("anyOf", schema)])))
    return name
  }

  /// `{"$ref": "#/definitions/<name>"}`.
  static func reference(_ name: String) -> JSONValue { .object([("$ref", .string("#/definitions/" + name))]) }

  /// The definition a leaf refers to.
  static func definitionName(of node: StyleNode) -> String {
    switch node {
    case .number(_, let rule):
      switch rule {
      case .finite: "number"
      case .nonNegative: "nonNegativeNumber"
      case .unitInterval: "unitIntervalNumber"
      case .integer: "integer"
      }
    case .bool: "boolean"
    case .color: "color"
    case .font: "font"
    case .animation: "animation"
    case .insets: "insets"
    case .string, .choice, .object, .table: "tokenReference"
    }
  }

  /// "colors.background: a color per interaction state (enabled, …)".
  static func description(of node: StyleNode, path: [String]) -> String {
    let what = summary(of: node)
    return path.isEmpty ? what : path.joined(separator: ".") + ": " + what
  }

  /// What a node holds, in a few words.
  static func summary(of node: StyleNode) -> String {
    switch node {
    case .object(let fields) where Corners.isCorners(fields):
      return "corner radii: one number for every corner, or {\(fields.map(\.name).joined(separator: ", "))}"
    case .object(let fields):
      return
        "a group of \(fields.count) setting\(fields.count == 1 ? "" : "s") (\(fields.map(\.name).joined(separator: ", ")))"
    case .table:
      var dimensions: [String] = []
      var current = node
      while case .table(let t) = current {
        dimensions.append("\(t.dimension) state (\(t.entries.map(\.name).joined(separator: ", ")))")
        current = t.entries.first?.node ?? .object([])
      }
      return summary(of: current) + " per " + dimensions.joined(separator: " and ")
        + "; one value for every state, or an object of states"
    case .number(_, let rule): return rule.requirement
    case .bool: return "true or false"
    case .string: return "text"
    case .choice(_, let options): return "one of " + options.joined(separator: ", ")
    case .color: return "a color"
    case .font: return "a font"
    case .animation: return "an animation"
    case .insets: return "insets"
    }
  }
}
