import DesignKitValues

/// A theme as DTCG 2025.10 design tokens, so a design tool can import DesignKit's values, and back.
///
/// An export is one self-contained resolver document: the set `base` holds the values with the light colors, and the
/// modifier `appearance` switches to the `dark` and increased-contrast contexts, which override the colors. Two groups
/// may be in it: `theme`, the foundations (`theme.colors.primary`, `theme.cornerRadius`, `theme.typeScale.body`,
/// `theme.motion.press`: `foundationsDocument(for:includingComponents:)`), and `components`, every component's
/// resolved values (`components.VToggle.colors.fill.on.enabled`: `document(for:)`). Values DTCG has a type for are
/// tokens (colors, numbers, fonts as typography, animations as transitions, insets as four dimensions); what DTCG
/// cannot say (a font's text style, a spring) travels in `$extensions` under `com.designkit`, and switches, names and
/// choices in each group's `$extensions`. Reading the document back (`theme(fromDocument:file:registry:strict:)`)
/// takes the values from the tokens, so edits made in a design tool come back.
public enum DTCGThemeExport {
  /// The resolver modifier that chooses the appearance.
  public static let modifier = "appearance"
  /// The appearance contexts, standard light first (the default).
  public static let contexts = ["light", "dark", "light-increased-contrast", "dark-increased-contrast"]
  /// The `$extensions` key of DesignKit's own data.
  public static let extensionKey = "com.designkit"
  /// The group of the foundations.
  public static let foundationsGroup = "theme"

  /// The resolver document of every component's values in `theme` (the group `components`, no foundations).
  public static func document(for theme: Theme) throws(Diagnostic) -> JSONValue {
    var export = Export()
    try export.components(of: theme)
    return export.document(name: theme.name)
  }

  /// The resolver document of `theme`'s foundations (the group `theme`: colors by role with their dark and
  /// increased-contrast variants, state layers, metrics, type scale, motion) and the values of the components the
  /// preset changes (`componentLayers`), so the document reads back as the same theme; with `includingComponents`,
  /// every component's values as `document(for:)` writes them.
  public static func foundationsDocument(for theme: Theme, includingComponents: Bool = false) throws(Diagnostic)
    -> JSONValue
  {
    var export = Export()
    let tree: StyleNode
    do {
      tree = try StyleTreeEncoder.node(for: theme.foundations)
    } catch {
      throw Diagnostic(styleTreeError: error)
    }
    export.group([foundationsGroup], tree)
    try export.components(of: theme) { includingComponents || !(theme.componentLayers[$0] ?? []).isEmpty }
    return export.document(name: theme.name)
  }

  /// The theme a document written by `document(for:)` or `foundationsDocument(for:includingComponents:)` describes:
  /// the foundations read from the `theme` group, then the values of each component the `components` group holds
  /// (foundations or values the document lacks keep their defaults; a component it lacks derives from the
  /// foundations read); `strict` refuses the document for any warning.
  public static func theme(
    fromDocument json: JSONValue, file: String? = nil, registry: ComponentRegistry, strict: Bool = false
  ) throws(DiagnosticList) -> Theme {
    let resolver = try TokenResolver(json: json, file: file, files: InMemoryFileSource())
    var sets: [TokenSet] = []
    for context in contexts { sets.append(try resolver.resolve(context: [modifier: context], strict: strict)) }
    let name = json["name"]?.stringValue.map { $0.hasPrefix("DesignKit ") ? String($0.dropFirst(10)) : $0 }
    var theme = Theme(registry: registry, name: name ?? "tokens")
    var source: JSONValue?
    if case .array(let sources)? = json["sets"]?["base"]?["sources"]?.kind { source = sources.first }
    func values(_ group: JSONValue?) -> JSONValue? { group?["$extensions"]?[extensionKey]?["values"] }
    do {
      if let group = source?[foundationsGroup] {
        let reader = Reader(sets: sets, values: values(group), group: [foundationsGroup])
        let tree = try reader.read(try StyleTreeEncoder.node(for: theme.foundations), at: reader.group)
        theme.setFoundations(try StyleTreeDecoder.value(Foundations.self, from: tree))
      }
      for component in registry.components {
        guard let group = source?["components"]?[component.name] else { continue }
        let reader = Reader(sets: sets, values: values(group), group: ["components", component.name])
        theme.setTree(try reader.read(try theme.tree(for: component.name), at: reader.group), for: component.name)
      }
    } catch let error as Diagnostic {
      throw DiagnosticList([error.inFile(file)])
    } catch {
      throw DiagnosticList([Diagnostic(styleTreeError: error, file: file)])
    }
    return theme
  }

  static func reference(_ pointer: String) -> JSONValue { .object([("$ref", .string(pointer))]) }

  static func dtcg(_ color: Color) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("colorSpace", .string("srgb")),
      ("components", .array([.number(color.red), .number(color.green), .number(color.blue)])),
    ]
    if color.alpha != 1 { pairs.append(("alpha", .number(color.alpha))) }
    pairs.append(("hex", .string(String(color.hex.prefix(7)))))
    return .object(pairs)
  }

  static func dimension(_ points: Double) -> JSONValue {
    .object([("value", .number(points)), ("unit", .string("px"))])
  }

  static func milliseconds(_ seconds: Double) -> JSONValue {
    .object([("value", .number(seconds * 1000)), ("unit", .string("ms"))])
  }
}

/// The documents being written: the base set and one override document per appearance context.
private struct Export {
  var base = JSONValue.object([])
  var contexts = Array(repeating: JSONValue.object([]), count: DTCGThemeExport.contexts.count)
  /// Values DTCG has no type for, by path inside the current group.
  var values: [(String, JSONValue)] = []

  /// The values of every component (of those `including` names), under `components`.
  mutating func components(of theme: Theme, including: (String) -> Bool = { _ in true }) throws(Diagnostic) {
    for component in theme.registry.components where including(component.name) {
      group(["components", component.name], try theme.tree(for: component.name))
    }
  }

  /// The tokens of `tree` under `path`, with the values DTCG has no type for in the group's `$extensions`.
  mutating func group(_ path: [String], _ tree: StyleNode) {
    values = []
    add(tree, at: path, depth: path.count)
    if !values.isEmpty {
      let data = JSONValue.object([(DTCGThemeExport.extensionKey, .object([("values", .object(values))]))])
      base.insert(data, at: path + ["$extensions"])
    }
  }

  /// The resolver document: the base set, and the appearance modifier whose contexts override the colors.
  func document(name: String) -> JSONValue {
    let modifier = DTCGThemeExport.modifier
    let contexts: [(String, JSONValue)] = DTCGThemeExport.contexts.enumerated().map { i, name in
      (name, .array(i == 0 ? [] : [self.contexts[i]]))
    }
    return .object([
      ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
      ("name", .string("DesignKit \(name)")), ("version", .string("2025.10")),
      ("sets", .object([("base", .object([("sources", .array([base]))]))])),
      ("modifiers", .object([(modifier, .object([("contexts", .object(contexts)), ("default", .string("light"))]))])),
      (
        "resolutionOrder",
        .array([DTCGThemeExport.reference("#/sets/base"), DTCGThemeExport.reference("#/modifiers/\(modifier)")])
      ),
    ])
  }

  mutating func add(_ node: StyleNode, at path: [String], depth: Int) {
    let local = path.dropFirst(depth).joined(separator: ".")
    switch node {
    case .object(let fields):
      for f in fields { add(f.node, at: path + [f.name], depth: depth) }
    case .table(let table):
      // A value for every platform is one token at the field, as a preset writes it once.
      // (A size or another group keeps a token per platform: the reader finds a leaf's token at the field.)
      if let value = table.uniformPlatformValue, value.fields == nil { return add(value, at: path, depth: depth) }
      for e in table.entries { add(e.node, at: path + [e.name], depth: depth) }
    case .number(let n, _):
      base.insert(token("number", .number(n)), at: path)
    case .color(let c):
      base.insert(token("color", DTCGThemeExport.dtcg(c.light)), at: path)
      let variants = [c.dark, c.lightIncreasedContrast ?? c.light, c.darkIncreasedContrast ?? c.dark]
      for (i, variant) in variants.enumerated() {
        contexts[i + 1].insert(token("color", DTCGThemeExport.dtcg(variant)), at: path)
      }
    case .font(let font):
      let value = JSONValue.object([
        ("fontFamily", .string(font.family ?? "system-ui")), ("fontSize", DTCGThemeExport.dimension(font.size)),
        ("fontWeight", .number(Double(font.weight.numericValue))), ("letterSpacing", DTCGThemeExport.dimension(0)),
        ("lineHeight", .number(1.2)),
      ])
      base.insert(token("typography", value, extra: ("font", font.json)), at: path)
    case .animation(let animation):
      base.insert(token("transition", transition(animation), extra: ("animation", animation.json)), at: path)
    case .insets(let insets):
      let sides = [
        ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
      ]
      for (side, points) in sides {
        base.insert(token("dimension", DTCGThemeExport.dimension(points)), at: path + [side])
      }
    case .bool, .string, .choice:
      values.append((local, node.json))
    }
  }

  func token(_ type: String, _ value: JSONValue, extra: (String, JSONValue)? = nil) -> JSONValue {
    var members: [(String, JSONValue)] = [("$type", .string(type)), ("$value", value)]
    if let (key, data) = extra {
      members.append(("$extensions", .object([(DTCGThemeExport.extensionKey, .object([(key, data)]))])))
    }
    return .object(members)
  }

  /// A DTCG transition for tools: the curve's control points, or ease-in-out over a spring's settling time.
  func transition(_ animation: AnimationSpec) -> JSONValue {
    var duration = 0.0
    var points = [0.42, 0, 0.58, 1]
    switch animation.kind {
    case .none: break
    case .timing(let curve, let d):
      duration = d
      switch curve {
      case .linear: points = [0, 0, 1, 1]
      case .ease: points = [0.25, 0.1, 0.25, 1]
      case .easeIn: points = [0.42, 0, 1, 1]
      case .easeOut: points = [0, 0, 0.58, 1]
      case .easeInOut: break
      case .custom(let x1, let y1, let x2, let y2): points = [x1, y1, x2, y2]
      }
    case .spring(let spring): duration = SpringModel(spring).settlingDuration
    }
    return .object([
      ("duration", DTCGThemeExport.milliseconds(duration)), ("delay", DTCGThemeExport.milliseconds(animation.delay)),
      ("timingFunction", .array(points.map { .number($0) })),
    ])
  }
}

/// Reads a group's tree (the foundations, or a component's) back from the resolved appearance contexts.
struct Reader {
  /// The token sets of the appearance contexts, in `DTCGThemeExport.contexts` order.
  let sets: [TokenSet]
  /// The group's values DTCG has no type for, by path inside the group.
  let values: JSONValue?
  let group: [String]

  func read(_ node: StyleNode, at path: [String]) throws(Diagnostic) -> StyleNode {
    let key = path.joined(separator: ".")
    let token = sets[0][key]
    switch node {
    case .object(let fields):
      var out: [StyleField] = []
      for f in fields { out.append(StyleField(f.name, try read(f.node, at: path + [f.name]))) }
      return .object(out)
    case .table(let table):
      var out: [StyleField] = []
      // One token at a platform table's field sets every platform, as a preset's number does.
      if table.dimension == StyleEnvironment.Platform.dimensionName, let first = table.entries.first,
        holds(first.node, at: path)
      {
        let value = try read(first.node, at: path)
        return .table(
          StateTableNode(dimension: table.dimension, entries: table.entries.map { StyleField($0.name, value) }))
      }
      for e in table.entries { out.append(StyleField(e.name, try read(e.node, at: path + [e.name]))) }
      return .table(StateTableNode(dimension: table.dimension, entries: out))
    case .number:
      // A number, or a dimension another tool wrote (points: px, or rem at 16 px).
      guard let n = token?.value.number ?? token?.value.points else { return node }
      return try StyleOverlay.parseLeaf(.number(n), like: node, path: JSONPath(path.map { .key($0) }))
    case .color:
      let colors = sets.map { $0.color(key) }
      guard let light = colors[0], let dark = colors[1] else { return node }
      // An increased-contrast variant equal to the standard one means "none".
      return .color(
        AdaptiveColor(
          light: light, dark: dark, lightIncreasedContrast: colors[2] == light ? nil : colors[2],
          darkIncreasedContrast: colors[3] == dark ? nil : colors[3]))
    case .font(let original):
      guard let token, let size = token.value["fontSize"]?.points, let weight = token.value["fontWeight"]?.fontWeight
      else { return node }
      var font = original
      if let data = token.extensions?[DTCGThemeExport.extensionKey]?["font"] {
        font = try Font(json: data, path: token.jsonPath.appending("$extensions"))
      }
      font.size = size
      font.weight = weight
      return .font(font)
    case .animation:
      guard let data = token?.extensions?[DTCGThemeExport.extensionKey]?["animation"], let token else {
        // A transition another tool wrote: its duration, delay and curve.
        return token?.value.animation.map { .animation($0) } ?? node
      }
      return .animation(try AnimationSpec(json: data, path: token.jsonPath.appending("$extensions")))
    case .insets(let insets):
      func side(_ name: String, _ fallback: Double) -> Double { sets[0].points(key + "." + name) ?? fallback }
      return .insets(
        Insets(
          top: side("top", insets.top), leading: side("leading", insets.leading),
          bottom: side("bottom", insets.bottom), trailing: side("trailing", insets.trailing)))
    case .bool, .string, .choice:
      let local = path.dropFirst(group.count).joined(separator: ".")
      guard let value = values?[local] else { return node }
      return try StyleOverlay.parseLeaf(value, like: node, path: JSONPath(path.map { .key($0) }))
    }
  }

  /// Whether the document holds a value for the leaf `node` at `path` (for insets, any side).
  func holds(_ node: StyleNode, at path: [String]) -> Bool {
    let key = path.joined(separator: ".")
    switch node {
    case .object, .table: return false
    case .insets: return ["top", "leading", "bottom", "trailing"].contains { sets[0][key + "." + $0] != nil }
    case .bool, .string, .choice: return values?[path.dropFirst(group.count).joined(separator: ".")] != nil
    case .number, .color, .font, .animation: return sets[0][key] != nil
    }
  }
}

extension JSONValue {
  /// Sets the member at `path` (creating objects on the way).
  mutating func insert(_ value: JSONValue, at path: [String]) {
    guard let first = path.first else {
      self = value
      return
    }
    var members = objectMembers ?? []
    if let i = members.firstIndex(where: { $0.key == first }) {
      members[i].value.insert(value, at: Array(path.dropFirst()))
    } else {
      var child = JSONValue.object([])
      child.insert(value, at: Array(path.dropFirst()))
      members.append(JSONMember(key: first, value: child))
    }
    self = JSONValue(.object(members))
  }
}
