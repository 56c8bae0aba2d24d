import DesignKit

/// What a model value can change that someone can see, hear or measure, for one registered component: its drawings
/// in every state (light and dark), its machine and its embedded parts' machines (transitions, outputs, the
/// animation slots each selects, the haptics the session plays after those outputs), and its audit (contrast pairs and target size, in every state and
/// appearance). The every-leaf-live battery perturbs one leaf at a time and asks the probe whether anything moved.
struct ModelProbe {
  let component: RegisteredComponent
  let base: StyleNode
  /// The environments drawings are compared in.
  static let drawingEnvironments = [StyleEnvironment(), StyleEnvironment(colorScheme: .dark)]
  /// The environments the audit is compared in.
  static let auditEnvironments = StyleEnvironment.ColorScheme.allCases.flatMap { scheme in
    StyleEnvironment.Contrast.allCases.map { StyleEnvironment(colorScheme: scheme, contrast: $0) }
  }

  private let baseDrawings: [Drawing?]
  private let baseMachine: [String]
  private let baseAudit: [String]
  /// The animation slots the machine selects, with the defaults or with every boolean machine setting on.
  let slots: Set<String>
  /// The outputs the machine reports.
  let outputs: Set<String>
  /// The animation slots and outputs of each embedded part's machine (`ComponentPart`), by the part's path.
  let partSlots: [String: Set<String>]
  let partOutputs: [String: Set<String>]

  init(_ component: RegisteredComponent, tree: StyleNode? = nil) throws {
    self.component = component
    base = try tree ?? component.defaultTree()
    baseDrawings = try Self.drawings(component, base)
    baseMachine = try Self.machine(component, base)
    baseAudit = Self.audit(component, base)
    let tables = try Self.machineBases(component, base).map { try component.machineTable(for: $0) }
    slots = Set(tables.flatMap { $0.rows.compactMap(\.slot) })
    outputs = Set(tables.flatMap { $0.rows.flatMap { $0.outputs.map(\.name) } })
    var partSlots: [String: Set<String>] = [:]
    var partOutputs: [String: Set<String>] = [:]
    for part in component.parts {
      let table = try part.machineTable(in: base)
      partSlots[part.path] = Set(table.rows.compactMap(\.slot))
      partOutputs[part.path] = Set(table.rows.flatMap { $0.outputs.map(\.name) })
    }
    self.partSlots = partSlots
    self.partOutputs = partOutputs
  }

  /// The base tree, and the base with every boolean machine setting on (a setting may matter only while another
  /// one enables it: a swipe threshold while swiping dismisses).
  static func machineBases(_ component: RegisteredComponent, _ tree: StyleNode) -> [StyleNode] {
    var enabling = tree
    for (path, node) in leafPaths(tree)
    where node == .bool(false) && component.machineSettings.contains(path.joined(separator: ".")) {
      enabling = enabling.replacing(path, with: .bool(true))
    }
    return enabling == tree ? [tree] : [tree, enabling]
  }

  /// `environments` on `platform`: a platform table's cell shows only on its own platform.
  static func on(_ platform: StyleEnvironment.Platform, _ environments: [StyleEnvironment]) -> [StyleEnvironment] {
    environments.map {
      var environment = $0
      environment.platform = platform
      return environment
    }
  }

  /// The platform whose table cell `path` names (`layout.minHeight.watchOS`), or nil when no platform table is on
  /// the path (the leaf shows on every platform, so the default platform's drawings judge it).
  static func platform(of path: [String], in tree: StyleNode) -> StyleEnvironment.Platform? {
    var node = tree
    for name in path {
      switch node {
      case .object(let fields):
        guard let next = fields.first(where: { $0.name == name }) else { return nil }
        node = next.node
      case .table(let table):
        if table.dimension == StyleEnvironment.Platform.dimensionName {
          return StyleEnvironment.Platform(rawValue: name)
        }
        guard let next = table.entries.first(where: { $0.name == name }) else { return nil }
        node = next.node
      default:
        return nil
      }
    }
    return nil
  }

  static func drawings(_ component: RegisteredComponent, _ tree: StyleNode, platform: StyleEnvironment.Platform = .iOS)
    throws -> [Drawing?]
  {
    try component.states.flatMap { state in
      try on(platform, drawingEnvironments).map { environment in
        try component.drawing(in: state, style: tree.resolved(for: state, in: environment), environment: environment)
      }
    }
  }

  /// The machine's tables, then each embedded part's.
  static func machine(_ component: RegisteredComponent, _ tree: StyleNode) throws -> [String] {
    try machineBases(component, tree).map { try component.machineTable(for: $0).renderText() }
      + component.parts.map { try $0.machineTable(in: tree).renderText() }
  }

  static func audit(_ component: RegisteredComponent, _ tree: StyleNode, platform: StyleEnvironment.Platform = .iOS)
    -> [String]
  {
    component.states.flatMap { state in
      on(platform, auditEnvironments).flatMap { environment in
        let style = tree.resolved(for: state, in: environment)
        let contrasts = component.contrastPairs.map {
          AccessibilityAudit.contrast(of: $0, in: style, environment: environment).map { "\($0)" } ?? "-"
        }
        let target = (component.targetSize?.paths ?? []).map { style[$0].map { "\($0)" } ?? "-" }
        return contrasts + target
      }
    }
  }

  /// Whether `tree` differs from the base in anything observable; `path` is the leaf that was changed, so that an
  /// animation or haptic leaf is judged by whether the machine uses it.
  func observes(_ tree: StyleNode, changing path: [String]) throws -> Bool {
    let local = Array(path.drop { component.typeNames.contains($0) })
    if local.first == "animations", local.count == 2 { return slots.contains(local[1]) }
    // A haptic (one per platform: `misc.haptics.valueChanged.macOS`) is live when the machine reports its output.
    if local.starts(with: ["misc", "haptics"]), local.count >= 3 { return outputs.contains(local[2]) }
    // A part's animation or haptic is judged by the part's machine, as the component's are by its own.
    for part in component.parts {
      let prefix = part.path.split(separator: ".").map(String.init)
      guard local.starts(with: prefix) else { continue }
      let rest = Array(local.dropFirst(prefix.count))
      if rest.first == "animations", rest.count == 2 { return partSlots[part.path]?.contains(rest[1]) ?? false }
      if rest.starts(with: ["misc", "haptics"]), rest.count >= 3 {
        return partOutputs[part.path]?.contains(rest[2]) ?? false
      }
    }
    // A platform table's cell other than iOS's is observed on its own platform, against the base on that platform.
    if let platform = Self.platform(of: path, in: base), platform != .iOS {
      // A machine setting per platform (a slider's `misc.bodyIsDraggable`) reaches the machine through the session's
      // platform (`ExplorableMachine.adopt(platform:)`): the machine there is the one whose iOS cells hold that
      // platform's values.
      if local.first == "misc",
        try Self.machine(component, tree.withIOSCells(of: platform))
          != Self.machine(component, base.withIOSCells(of: platform))
      {
        return true
      }
      return try observes(tree, on: platform)
    }
    // Drawings state by state, so that the first difference ends the search.
    var index = 0
    for state in component.states {
      for environment in Self.drawingEnvironments {
        let drawing = try component.drawing(
          in: state, style: tree.resolved(for: state, in: environment), environment: environment)
        if drawing != baseDrawings[index] { return true }
        index += 1
      }
    }
    if try Self.machine(component, tree) != baseMachine { return true }
    if Self.audit(component, tree) != baseAudit { return true }
    // A text component's editor settings reach the platform's editor (keyboard, autofill), not the drawing.
    if try Self.editors(component, tree) != Self.editors(component, base) { return true }
    // Last, what a state's still does not show (a held tab, a swipe or a roll under way): the sample hosted at rest,
    // each event its machine takes there sent, 0.1 s and 0.5 s on, and the first of them sent back. Only a leaf that nothing above observed pays for it.
    if try Self.afterOneEvent(component, tree) != Self.afterOneEvent(component, base) { return true }
    // Right to left with unequal corners: what only says which side a corner's radius goes to right to left
    // (`layout.reversesCornersRightToLeft`) shows nowhere else.
    return try Self.rightToLeftDrawings(component, tree) != Self.rightToLeftDrawings(component, base)
  }

  /// The drawing of each state right to left, every corner group (`Corners`) made unequal: its top-leading radius
  /// grown by 5.
  static func rightToLeftDrawings(_ component: RegisteredComponent, _ tree: StyleNode) throws -> [Drawing?] {
    var environment = StyleEnvironment()
    environment.layoutDirection = .rightToLeft
    let unequal = tree.withUnequalCorners
    return try component.states.map { state in
      try component.drawing(in: state, style: unequal.resolved(for: state, in: environment), environment: environment)
    }
  }

  /// Whether `tree` differs from the base in anything observable on `platform`: the drawings, machine, audit and
  /// sample after one event, each on that platform (a platform cell does not reach the editor settings).
  func observes(_ tree: StyleNode, on platform: StyleEnvironment.Platform) throws -> Bool {
    if try Self.drawings(component, tree, platform: platform) != Self.drawings(component, base, platform: platform) {
      return true
    }
    if try Self.machine(component, tree) != baseMachine { return true }
    if Self.audit(component, tree, platform: platform) != Self.audit(component, base, platform: platform) {
      return true
    }
    return try Self.afterOneEvent(component, tree, platform: platform)
      != Self.afterOneEvent(component, base, platform: platform)
  }

  /// The platform editor a text component puts over its text in each state (`EditableTextComponent`): what its input
  /// settings change; nothing for any other component.
  static func editors(_ component: RegisteredComponent, _ tree: StyleNode) throws -> [TextEditorDescription] {
    guard let type = component.definition as? any EditableTextComponent.Type else { return [] }
    func describe<E: EditableTextComponent>(_ type: E.Type) throws -> [TextEditorDescription] {
      // The sample with the tree's model, as a face builds its instance from the theme's model.
      var sample = E.galleryPreview
      if let model = try component.model(from: tree) as? E.Model { sample.model = model }
      return component.states.compactMap { state in
        try? sample.textEditor(style: tree.resolved(for: state, in: StyleEnvironment()))
      }
    }
    return try describe(type)
  }

  /// The frames of the sample hosted with `tree` 0.1 s (what is under way: a roll) and 0.5 s (where it ends) after
  /// each event its machine takes from its first state (the machine table's rows from that state), then 0.1 s after
  /// the first of those events sent again (the way back: a counter rolling down), light and dark.
  static func afterOneEvent(
    _ component: RegisteredComponent, _ tree: StyleNode, platform: StyleEnvironment.Platform = .iOS
  ) throws -> [Drawing] {
    let rows = try component.machineTable(for: tree).rows
    guard let first = rows.first?.state else { return [] }
    var frames: [Drawing] = []
    let events = rows.filter { $0.state == first }.map(\.event)
    for environment in on(platform, drawingEnvironments) {
      for event in events {
        guard var host = try component.host(tree: tree, environment: environment) else { return [] }
        _ = try host.send(named: event)
        frames.append(try host.frame(at: host.now + 0.1).drawing)
        _ = host.advance(to: host.now + 0.5)
        frames.append(try host.frame().drawing)
        guard let back = events.first, back != event, (try? host.send(named: back)) != nil else { continue }
        frames.append(try host.frame(at: host.now + 0.1).drawing)
      }
    }
    return frames
  }

  /// The leaves (state cells included) of the base whose every perturbation changes nothing observable.
  func deadLeaves() throws -> [String] {
    var dead: [String] = []
    for (path, node) in leafPaths(base) {
      var live = false
      for other in node.perturbations where !live {
        live = try observes(base.replacing(path, with: other), changing: path)
      }
      if !live { dead.append(path.joined(separator: ".")) }
    }
    return dead
  }
}

extension StyleNode {
  /// This tree with every platform table's iOS cell holding `platform`'s value: what a machine tabulated with iOS's
  /// cells does on `platform`.
  func withIOSCells(of platform: StyleEnvironment.Platform) -> StyleNode {
    switch self {
    case .table(var table):
      for i in table.entries.indices { table.entries[i].node = table.entries[i].node.withIOSCells(of: platform) }
      if table.dimension == StyleEnvironment.Platform.dimensionName,
        let cell = table.entries.first(where: { $0.name == platform.rawValue })?.node,
        let ios = table.entries.firstIndex(where: { $0.name == StyleEnvironment.Platform.iOS.rawValue })
      {
        table.entries[ios].node = cell
      }
      return .table(table)
    case .object(let fields):
      return .object(fields.map { StyleField($0.name, $0.node.withIOSCells(of: platform)) })
    default:
      return self
    }
  }

  /// This tree with the top-leading radius of every corner group (`Corners`) grown by 5, so no group is uniform.
  var withUnequalCorners: StyleNode {
    if case .table(var table) = self {
      // A corner group per platform (the sheet's) is made unequal on every platform.
      for i in table.entries.indices { table.entries[i].node = table.entries[i].node.withUnequalCorners }
      return .table(table)
    }
    guard case .object(var fields) = self else { return self }
    if fields.map(\.name) == ["topLeading", "topTrailing", "bottomTrailing", "bottomLeading"],
      case .number(let n, let rule) = fields[0].node
    {
      fields[0].node = .number(n + 5, rule)
      return .object(fields)
    }
    return .object(fields.map { StyleField($0.name, $0.node.withUnequalCorners) })
  }

  /// This tree with the node at `path` (field and state names) replaced.
  func replacing(_ path: [String], with new: StyleNode) -> StyleNode {
    guard let name = path.first else { return new }
    let rest = Array(path.dropFirst())
    switch self {
    case .object(let fields):
      return .object(fields.map { $0.name == name ? StyleField($0.name, $0.node.replacing(rest, with: new)) : $0 })
    case .table(var table):
      table.entries = table.entries.map {
        $0.name == name ? StyleField($0.name, $0.node.replacing(rest, with: new)) : $0
      }
      return .table(table)
    default:
      return self
    }
  }

  /// Values other than this leaf's, each valid for its kind, that any use of the leaf should show: a larger and a
  /// smaller number, the other boolean, every other choice, a color no default uses, a larger and bolder font,
  /// another animation, larger insets.
  var perturbations: [StyleNode] {
    switch self {
    case .number(let n, let rule):
      let candidates: [Double] =
        switch rule {
        case .unitInterval: [n < 0.5 ? n + 0.37 : n - 0.37, n < 0.5 ? 1 : 0]
        case .integer: [n + 1, max(0, n - 1)]
        case .nonNegative: [n * 1.6 + 3, n / 2]
        case .finite: [n + 7, n - 7]
        }
      return candidates.filter { $0 != n && rule.admits($0) }.map { .number($0, rule) }
    case .bool(let b): return [.bool(!b)]
    case .string(let s): return [.string(s + " probe")]
    case .choice(let name, let options): return options.filter { $0 != name }.map { .choice($0, options: options) }
    case .color(let c):
      let probe = Color(hex: 0xD0_2F_9B)
      return [.color(AdaptiveColor(light: c.light == probe ? .black : probe, dark: c.dark == probe ? .white : probe))]
    case .font(var font):
      font.size += 7
      font.weight = font.weight == .heavy ? .ultraLight : .heavy
      return [.font(font)]
    case .animation(var spec):
      spec.delay += 0.25
      return [.animation(spec)]
    case .insets(let i):
      return [.insets(Insets(top: i.top + 5, leading: i.leading + 6, bottom: i.bottom + 7, trailing: i.trailing + 8))]
    case .object, .table: return []
    }
  }
}
