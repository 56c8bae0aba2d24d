import DesignKit

@testable import DesignKitCore
@testable import DesignKitValues

/// A change to one style node: how a preset spells it, and what applying it does to the node.
struct NodeChange {
  var json: JSONValue
  var apply: (StyleNode) -> StyleNode
}

/// A generated preset: its files (the entry may extend a parent) and the trees and name loading must give.
struct GeneratedPreset {
  var files: [String: String]
  var entry: String
  var expectedTrees: [String: StyleNode]
  var expectedName: String
  /// Per component, the entry's own JSON when it uses no tokens and extends nothing (for `PresetDecoder`).
  var plainComponentJSON: [String: JSONValue]
}

/// Random presets that are valid by construction: random leaves of each component's default tree get random valid
/// values in every JSON spelling (hex and DTCG colors, adaptive colors, partial fonts, every insets form, every
/// animation form), state tables get some or all states or one value for all, and some values become tokens
/// (sometimes chains of them, sometimes defined in a parent preset the entry extends).
struct PresetGenerator {
  var rng: SplitMix64
  let registry: ComponentRegistry
  private var tokenCount = 0
  private var useTokens = false
  /// Tokens being collected for the file under construction, and for the parent (visible to the child too).
  private var ownTokens: [(group: String, name: String, value: JSONValue)] = []
  private var parentTokens: [(group: String, name: String, value: JSONValue)] = []
  private var generatingParent = false
  private var hasParent = false
  private var childTokenNames: Set<String> = []

  init(seed: UInt64, registry: ComponentRegistry) {
    rng = SplitMix64(seed: seed)
    self.registry = registry
  }

  mutating func generate() throws -> GeneratedPreset {
    useTokens = rng.chance(0.6)
    let extends = rng.chance(0.3)
    hasParent = extends
    var expected: [String: StyleNode] = [:]
    for c in registry.components { expected[c.name] = try c.defaultTree() }
    var files: [String: String] = [:]
    var expectedName = "default"
    var plain: [String: JSONValue] = [:]

    if extends {
      generatingParent = true
      let (parentComponents, parentName) = try componentChanges(into: &expected)
      generatingParent = false
      var parent: [(String, JSONValue)] = []
      if let parentName {
        parent.append(("name", .string(parentName)))
        expectedName = parentName
      }
      // The parent's tokens are written after the child is generated (the child may add some).
      let (childComponents, childName) = try componentChanges(into: &expected)
      if !parentTokens.isEmpty { parent.append(("tokens", tokensJSON(parentTokens))) }
      if !parentComponents.isEmpty { parent.append(("components", .object(parentComponents))) }
      files["presets/base/parent.json"] = write(.object(parent))
      var child: [(String, JSONValue)] = [
        ("extends", .string(rng.pick(["../base/parent.json", "./../base/parent.json"])))
      ]
      if let childName {
        child.append(("name", .string(childName)))
        expectedName = childName
      }
      if !ownTokens.isEmpty { child.append(("tokens", tokensJSON(ownTokens))) }
      child.append(("components", .object(childComponents)))
      files["presets/child/entry.json"] = write(.object(child))
      return GeneratedPreset(
        files: files, entry: "presets/child/entry.json", expectedTrees: expected, expectedName: expectedName,
        plainComponentJSON: [:])
    }

    let (components, name) = try componentChanges(into: &expected)
    var top: [(String, JSONValue)] = []
    if rng.chance(0.2) { top.append(("$schema", .string("./designkit-preset.schema.json"))) }
    if let name {
      top.append(("name", .string(name)))
      expectedName = name
    }
    if rng.chance(0.2) { top.append(("description", .string(randomText()))) }
    if !ownTokens.isEmpty { top.append(("tokens", tokensJSON(ownTokens))) }
    top.append(("components", .object(components)))
    if ownTokens.isEmpty {
      for (name, json) in components { plain[name] = json }
    }
    files["presets/entry.json"] = write(.object(shuffled(top)))
    return GeneratedPreset(
      files: files, entry: "presets/entry.json", expectedTrees: expected, expectedName: expectedName,
      plainComponentJSON: plain)
  }

  /// Changes for a random subset of components, applied to `expected`; and maybe a name.
  private mutating func componentChanges(into expected: inout [String: StyleNode]) throws -> (
    [(String, JSONValue)], String?
  ) {
    var components: [(String, JSONValue)] = []
    for c in registry.components where rng.chance(0.7) {
      guard let change = change(for: try c.defaultTree(), depth: 0) else { continue }
      components.append((c.name, change.json))
      if let tree = expected[c.name] { expected[c.name] = change.apply(tree) }
    }
    return (shuffled(components), rng.chance(0.5) ? randomText() : nil)
  }

  private mutating func write(_ json: JSONValue) -> String {
    JSONWriter(indent: rng.pick([0, 2, 4])).string(json)
  }

  // MARK: Nodes

  /// A random change for `node`, or nil to leave it alone.
  mutating func change(for node: StyleNode, depth: Int) -> NodeChange? {
    let result: NodeChange?
    switch node {
    case .object(let fields): result = objectChange(fields, depth: depth)
    case .table(let table): result = tableChange(table, depth: depth)
    default: result = leafChange(node)
    }
    guard let result else { return nil }
    return maybeToken(result)
  }

  private mutating func objectChange(_ fields: [StyleField], depth: Int) -> NodeChange? {
    let p = rng.pick([0.1, 0.35, 0.8])
    var members: [(String, JSONValue)] = []
    var applies: [(String, (StyleNode) -> StyleNode)] = []
    for field in fields where rng.chance(p) {
      guard let c = change(for: field.node, depth: depth + 1) else { continue }
      members.append((field.name, c.json))
      applies.append((field.name, c.apply))
    }
    if members.isEmpty {
      return rng.chance(0.1) ? NodeChange(json: .object([]), apply: { $0 }) : nil
    }
    return NodeChange(json: .object(shuffled(members))) { old in
      guard case .object(var f) = old else { return old }
      for (name, apply) in applies {
        if let i = f.firstIndex(where: { $0.name == name }) { f[i].node = apply(f[i].node) }
      }
      return .object(f)
    }
  }

  private mutating func tableChange(_ table: StateTableNode, depth: Int) -> NodeChange? {
    guard let first = table.entries.first else { return nil }
    if rng.chance(0.35) {
      // One value for every state (an empty object would not be a value).
      guard let c = change(for: first.node, depth: depth + 1), c.json.objectMembers?.isEmpty != true else {
        return nil
      }
      return NodeChange(json: c.json) { old in
        guard case .table(var t) = old else { return old }
        for i in t.entries.indices { t.entries[i].node = c.apply(t.entries[i].node) }
        return .table(t)
      }
    }
    var members: [(String, JSONValue)] = []
    var applies: [(String, (StyleNode) -> StyleNode)] = []
    let p = rng.pick([0.2, 0.5, 1.0])
    for entry in table.entries where rng.chance(p) {
      guard let c = change(for: entry.node, depth: depth + 1) else { continue }
      members.append((entry.name, c.json))
      applies.append((entry.name, c.apply))
    }
    guard !members.isEmpty else { return nil }
    return NodeChange(json: .object(shuffled(members))) { old in
      guard case .table(var t) = old else { return old }
      for (name, apply) in applies {
        if let i = t.entries.firstIndex(where: { $0.name == name }) { t.entries[i].node = apply(t.entries[i].node) }
      }
      return .table(t)
    }
  }

  private mutating func leafChange(_ node: StyleNode) -> NodeChange? {
    switch node {
    case .number(_, let rule):
      let n = number(rule)
      return NodeChange(json: .number(n)) { _ in .number(n, rule) }
    case .bool:
      let b = rng.chance(0.5)
      return NodeChange(json: .bool(b)) { _ in .bool(b) }
    case .string:
      let s = randomText()
      return NodeChange(json: .string(s)) { _ in .string(s) }
    case .choice(_, let options):
      guard !options.isEmpty else { return nil }
      let s = rng.pick(options)
      return NodeChange(json: .string(s)) { _ in .choice(s, options: options) }
    case .color:
      let (value, json) = adaptiveColor()
      return NodeChange(json: json) { _ in .color(value) }
    case .font:
      return fontChange()
    case .animation:
      let (value, json) = animation()
      return NodeChange(json: json) { _ in .animation(value) }
    case .insets:
      let (value, json) = insets()
      return NodeChange(json: json) { _ in .insets(value) }
    case .object, .table:
      return nil
    }
  }

  // MARK: Tokens

  /// Sometimes turns a change into a reference to a new token holding its JSON (which may itself be a reference).
  private mutating func maybeToken(_ change: NodeChange) -> NodeChange {
    guard useTokens, rng.chance(0.15) else { return change }
    tokenCount += 1
    let group = "g\(tokenCount % 3)"
    let name = "t\(tokenCount)"
    var value = change.json
    switch value.kind {
    case .object, .array: value = .object([("$value", value)])
    default: break
    }
    let referencesChildToken = !references(in: change.json).isDisjoint(with: childTokenNames)
    // A parent's tokens are visible to the child, not the other way round.
    if generatingParent || (hasParent && !referencesChildToken && rng.chance(0.5)) {
      parentTokens.append((group, name, value))
    } else {
      ownTokens.append((group, name, value))
      if !generatingParent { childTokenNames.insert(group + "." + name) }
    }
    return NodeChange(json: .string("{\(group).\(name)}"), apply: change.apply)
  }

  private func references(in json: JSONValue) -> Set<String> {
    if let name = TokenReference.name(in: json) { return [name] }
    switch json.kind {
    case .object(let members): return members.reduce(into: []) { $0.formUnion(references(in: $1.value)) }
    case .array(let items): return items.reduce(into: []) { $0.formUnion(references(in: $1)) }
    default: return []
    }
  }

  private func tokensJSON(_ tokens: [(group: String, name: String, value: JSONValue)]) -> JSONValue {
    var groups: [(String, [(String, JSONValue)])] = []
    for t in tokens {
      if let i = groups.firstIndex(where: { $0.0 == t.group }) {
        groups[i].1.append((t.name, t.value))
      } else {
        groups.append((t.group, [(t.name, t.value)]))
      }
    }
    return .object(groups.map { ($0.0, .object($0.1)) })
  }

  // MARK: Values

  private mutating func number(_ rule: NumberRule) -> Double {
    switch rule {
    case .unitInterval:
      return rng.pick([0, 1, rng.unit(), (rng.unit() * 100).rounded() / 100, .leastNonzeroMagnitude, -0.0])
    case .nonNegative:
      return rng.pick([
        0, -0.0, rng.unit() * 1000, Double(rng.int(in: 0...500)), (rng.unit() * 100).rounded() / 4, 1e-7,
        .leastNonzeroMagnitude,
        1e300, .greatestFiniteMagnitude,
      ])
    case .finite:
      return rng.pick([0, -rng.unit() * 1e6, rng.unit() * 1e6, -.greatestFiniteMagnitude, 1e-300])
    case .integer:
      return Double(rng.int(in: -1000...1000))
    }
  }

  private mutating func randomText() -> String {
    let pieces = [
      "Brand", "é", "日本", "🙂", "\"", "\\", "\n", "\t", "\u{1}", "\u{7F}", " ", "{x}", "/", "\u{FEFF}", "a",
      "\u{10FFFF}",
    ]
    var s = ""
    for _ in 0..<rng.int(in: 0...6) { s += rng.pick(pieces) }
    // A whole string `{x}` is a token reference, not text.
    return s.hasPrefix("{") && s.hasSuffix("}") ? s + "a" : s
  }

  private mutating func hexDigits(_ count: Int) -> [Int] { (0..<count).map { _ in rng.below(16) } }

  private mutating func hexText(_ digits: [Int]) -> String {
    let upper = rng.chance(0.5)
    let table = Array(upper ? "0123456789ABCDEF" : "0123456789abcdef")
    return "#" + String(digits.map { table[$0] })
  }

  /// A color in one of its spellings.
  private mutating func color() -> (Color, JSONValue) {
    switch rng.below(5) {
    case 0, 1:
      let short = rng.chance(0.5)
      let alpha = rng.chance(0.3)
      let count = (short ? 3 : 6) + (alpha ? (short ? 1 : 2) : 0)
      let d = hexDigits(count)
      func channel(_ i: Int) -> Double {
        short ? Double(d[i] * 17) / 255 : Double(d[2 * i] * 16 + d[2 * i + 1]) / 255
      }
      let c = Color(red: channel(0), green: channel(1), blue: channel(2), alpha: alpha ? channel(3) : 1)
      return (c, .string(hexText(d)))
    default:
      let components = (0..<3).map { _ in rng.chance(0.3) ? Double(rng.below(2)) : rng.unit() }
      var pairs: [(String, JSONValue)] = [
        ("colorSpace", .string("srgb")), ("components", .array(components.map { .number($0) })),
      ]
      var alpha = 1.0
      if rng.chance(0.5) {
        alpha = rng.unit()
        pairs.append(("alpha", .number(alpha)))
      }
      if rng.chance(0.3) { pairs.append(("hex", .string(hexText(hexDigits(6))))) }
      return (
        Color(red: components[0], green: components[1], blue: components[2], alpha: alpha), .object(shuffled(pairs))
      )
    }
  }

  /// A plain or adaptive color; variants may be references to new tokens.
  private mutating func adaptiveColor() -> (AdaptiveColor, JSONValue) {
    guard rng.chance(0.4) else {
      let (c, json) = color()
      return (AdaptiveColor(c), json)
    }
    var pairs: [(String, JSONValue)] = []
    var variants: [String: Color] = [:]
    for key in AdaptiveColor.keys where key == "light" || key == "dark" || rng.chance(0.3) {
      let (c, json) = color()
      variants[key] = c
      pairs.append((key, maybeToken(NodeChange(json: json, apply: { $0 })).json))
    }
    let value = AdaptiveColor(
      light: variants["light"] ?? .black, dark: variants["dark"] ?? .black,
      lightIncreasedContrast: variants["lightIncreasedContrast"],
      darkIncreasedContrast: variants["darkIncreasedContrast"])
    return (value, .object(shuffled(pairs)))
  }

  /// A partial font: the keys it names replace the base font's.
  private mutating func fontChange() -> NodeChange {
    var pairs: [(String, JSONValue)] = []
    var size: Double?
    var weight: Font.Weight?
    var design: Font.Design?
    var textStyle: Font.TextStyle??
    var family: String??
    if rng.chance(0.5) {
      let n = number(.nonNegative)
      size = n
      pairs.append(("size", maybeToken(NodeChange(json: .number(n), apply: { $0 })).json))
    }
    if rng.chance(0.5) {
      let w = rng.pick(Font.Weight.allCases)
      weight = w
      pairs.append(("weight", .string(w.rawValue)))
    }
    if rng.chance(0.4) {
      let d = rng.pick(Font.Design.allCases)
      design = d
      pairs.append(("design", .string(d.rawValue)))
    }
    if rng.chance(0.4) {
      let t: Font.TextStyle? = rng.chance(0.3) ? nil : rng.pick(Font.TextStyle.allCases)
      textStyle = .some(t)
      pairs.append(("textStyle", t.map { .string($0.rawValue) } ?? .null))
    }
    if rng.chance(0.3) {
      // A family spelled `{…}` is a token reference, not text: keep the random text a literal.
      let f: String? = rng.chance(0.3) ? nil : String(randomText().map { $0 == "{" ? "(" : $0 })
      family = .some(f)
      pairs.append(("family", f.map { .string($0) } ?? .null))
    }
    return NodeChange(json: .object(shuffled(pairs))) { old in
      guard case .font(var font) = old else { return old }
      if let size { font.size = size }
      if let weight { font.weight = weight }
      if let design { font.design = design }
      if let textStyle { font.textStyle = textStyle }
      if let family { font.family = family }
      return .font(font)
    }
  }

  private mutating func insetValue() -> Double { rng.pick([0, 1, 15, rng.unit() * 40, 1e-9]) }

  /// Insets as one number, both axes or all four edges (partial forms are errors).
  private mutating func insets() -> (Insets, JSONValue) {
    switch rng.below(3) {
    case 0:
      let v = insetValue()
      return (Insets(v), .number(v))
    case 1:
      let h = insetValue()
      let v = insetValue()
      return (
        Insets(horizontal: h, vertical: v), .object(shuffled([("horizontal", .number(h)), ("vertical", .number(v))]))
      )
    default:
      let edges = (0..<4).map { _ in insetValue() }
      let pairs = zip(Insets.edgeKeys, edges).map { ($0, JSONValue.number($1)) }
      return (
        Insets(top: edges[0], leading: edges[1], bottom: edges[2], trailing: edges[3]), .object(shuffled(pairs))
      )
    }
  }

  private mutating func animation() -> (AnimationSpec, JSONValue) {
    let named: [(String, AnimationSpec)] = [
      ("none", .none), ("default", .default), ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
      ("interactiveSpring", .interactiveSpring), ("linear", .linear()),
      ("ease", AnimationSpec(.timing(.ease, duration: AnimationSpec.defaultTimingDuration))),
      ("easeIn", .easeIn()), ("easeOut", .easeOut()), ("easeInOut", .easeInOut()),
    ]
    let curves: [(String, AnimationSpec.TimingCurve)] = [
      ("linear", .linear), ("ease", .ease), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]
    let springs: [(String, AnimationSpec.Spring)] = [
      ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy), ("default", .default),
      ("interactiveSpring", .interactive),
    ]
    var pairs: [(String, JSONValue)] = []
    let kind: AnimationSpec.Kind
    switch rng.below(6) {
    case 0:
      let (name, spec) = rng.pick(named)
      return (spec, .string(name))
    case 1:
      let (name, curve) = rng.pick(curves)
      pairs.append(("curve", .string(name)))
      var duration = AnimationSpec.defaultTimingDuration
      if rng.chance(0.6) {
        duration = rng.pick([0, rng.unit() * 2, 0.2])
        pairs.append(("duration", .number(duration)))
      }
      kind = .timing(curve, duration: duration)
    case 2:
      pairs.append(("curve", .string("none")))
      kind = .none
    case 3:
      let p = [rng.unit(), rng.double(in: -2...2), rng.pick([0, 1, rng.unit()]), rng.double(in: -2...2)]
      pairs.append(("curve", .string("timingCurve")))
      pairs.append(("controlPoints", .array(p.map { .number($0) })))
      var duration = AnimationSpec.defaultTimingDuration
      if rng.chance(0.5) {
        duration = rng.unit()
        pairs.append(("duration", .number(duration)))
      }
      kind = .timing(.custom(x1: p[0], y1: p[1], x2: p[2], y2: p[3]), duration: duration)
    case 4:
      let (name, spring) = rng.pick(springs)
      pairs.append(("spring", .string(name)))
      kind = .spring(spring)
    default:
      let (spring, json) = springObject()
      pairs.append(("spring", json))
      kind = .spring(spring)
    }
    var spec = AnimationSpec(kind)
    if rng.chance(0.3) {
      spec.delay = rng.pick([0, rng.unit()])
      pairs.append(("delay", .number(spec.delay)))
    }
    if rng.chance(0.3) {
      spec.speed = rng.pick([1, 0.01 + rng.unit() * 3])
      pairs.append(("speed", .number(spec.speed)))
    }
    if rng.chance(0.3) {
      if rng.chance(0.5) {
        let n = rng.int(in: 1...10)
        spec.repeats = .count(n)
        pairs.append(("repeat", .number(Double(n))))
      } else {
        spec.repeats = .forever
        pairs.append(("repeat", .string("forever")))
      }
      if rng.chance(0.5) {
        spec.autoreverses = rng.chance(0.5)
        pairs.append(("autoreverses", .bool(spec.autoreverses)))
      }
    }
    if rng.chance(0.2) {
      spec.isEssential = rng.chance(0.5)
      pairs.append(("essential", .bool(spec.isEssential)))
    }
    return (spec, .object(shuffled(pairs)))
  }

  /// `value` under `key` with probability 0.6, else `fallback` (the key left out).
  private mutating func optional(
    _ key: String, _ fallback: Double, _ value: Double, _ pairs: inout [(String, JSONValue)]
  ) -> Double {
    guard rng.chance(0.6) else { return fallback }
    pairs.append((key, .number(value)))
    return value
  }

  private mutating func springObject() -> (AnimationSpec.Spring, JSONValue) {
    var pairs: [(String, JSONValue)] = []
    switch rng.below(3) {
    case 0:
      let response = optional("response", 0.5, 0.01 + rng.unit(), &pairs)
      let fraction = optional("dampingFraction", 0.825, rng.pick([0, 1, rng.unit() * 2]), &pairs)
      let blend = optional("blendDuration", 0, rng.unit(), &pairs)
      return (.response(response: response, dampingFraction: fraction, blendDuration: blend), .object(pairs))
    case 1:
      let duration = optional("duration", 0.5, 0.01 + rng.unit(), &pairs)
      let bounce = optional("bounce", 0, rng.pick([1, -0.99, rng.double(in: -0.9...1)]), &pairs)
      // `{}` has no key of its own family: it is a response spring with every default.
      if pairs.isEmpty { return (.response(response: 0.5, dampingFraction: 0.825, blendDuration: 0), .object([])) }
      return (.duration(duration: duration, bounce: bounce), .object(pairs))
    default:
      // The first key decides the parameterization, so a physical spring starts with one of its own keys.
      let stiffness = 1 + rng.unit() * 500
      let damping = rng.pick([0, rng.unit() * 50])
      pairs.append(("stiffness", .number(stiffness)))
      pairs.append(("damping", .number(damping)))
      let mass = optional("mass", 1, 0.1 + rng.unit() * 3, &pairs)
      let velocity = optional("initialVelocity", 0, rng.double(in: -10...10), &pairs)
      return (
        .physical(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity), .object(pairs)
      )
    }
  }

  private mutating func shuffled<T>(_ items: [T]) -> [T] {
    guard rng.chance(0.3), items.count > 1 else { return items }
    var out = items
    for i in stride(from: out.count - 1, to: 0, by: -1) { out.swapAt(i, rng.below(i + 1)) }
    return out
  }
}
