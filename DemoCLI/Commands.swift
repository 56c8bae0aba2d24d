import DesignKit

extension CLI {
  func list(_ options: Options) throws -> Int32 {
    let format = try options.choice("--format", ["text", "json"], default: "text")
    guard options.positional.isEmpty else { throw UsageError(message: "`list` takes no arguments") }
    let registry = Catalog.registry
    if format == "json" {
      let items = registry.components.map { c in
        JSONValue.object([
          ("name", .string(c.name)), ("family", .string(c.family.rawValue)),
          ("dimensions", .array(c.dimensionNames.map { .string($0) })),
          ("states", .array(c.stateNames.map { .string($0) })), ("machine", .string(c.machineName)),
        ])
      }
      print(JSONWriter().string(.object([("components", .array(items))])), terminator: "")
      return 0
    }
    for family in ComponentFamily.allCases {
      let members = registry.components.filter { $0.family == family }
      guard !members.isEmpty else { continue }
      print(family.title)
      let width = members.map(\.name.count).max() ?? 0
      for c in members {
        let pad = String(repeating: " ", count: width - c.name.count)
        print("  \(c.name)\(pad)  \(c.stateNames.joined(separator: " "))")
      }
    }
    return 0
  }

  func show(_ options: Options) throws -> Int32 {
    guard options.positional.count == 1, let name = options.positional.first else {
      throw UsageError(message: "`show` takes one component name, e.g. `designkit show VToggle`")
    }
    let format = try options.choice("--format", ["text", "json"], default: "text")
    let environment = try self.environment(options)
    if options.flags.contains("--all-states"), options.values["--state"] != nil {
      throw UsageError(message: "use either `--state` or `--all-states`, not both")
    }

    let theme = try options.values["--preset"].map { try PresetLoader().load(file: $0) } ?? .default
    let component = try Catalog.registry.component(named: name)
    let tree = try theme.tree(for: name)
    let states: [StateSelection]
    if options.flags.contains("--all-states") {
      states = component.states
    } else if let s = options.values["--state"] {
      states = [try component.state(named: s)]
    } else {
      states = [component.states[0]]
    }
    let styles = states.map { (state: $0.name, style: tree.resolved(for: $0, in: environment)) }

    if format == "json" {
      let stylesJSON: JSONValue = .object(styles.map { ($0.state, $0.style.json) })
      let doc = JSONValue.object([
        ("component", .string(name)), ("preset", .string(theme.name)),
        ("scheme", .string(environment.colorScheme.rawValue)), ("states", stylesJSON),
      ])
      print(JSONWriter().string(doc), terminator: "")
      return 0
    }
    let formatter = StyleFormatter(colorSwatches: stdoutWantsColor)
    print("\(name) (\(component.family.title), preset \(theme.name), \(environment.colorScheme.rawValue))")
    if styles.count == 1, let only = styles.first {
      print("state \(only.state):")
      formatter.lines(for: only.style).forEach { print($0) }
    } else {
      formatter.lines(forStates: styles).forEach { print($0) }
    }
    return 0
  }

  func validate(_ options: Options) throws -> Int32 {
    guard !options.positional.isEmpty else { throw UsageError(message: "`validate` needs at least one file") }
    let format = try options.choice("--format", ["text", "json"], default: "text")
    var loader = PresetLoader()
    loader.strict = options.flags.contains("--strict")
    let check = PresetCheck(combining: options.positional.map { loader.check(file: $0) })
    if format == "json" {
      print(JSONWriter().string(check.json), terminator: "")
    } else {
      for line in check.lines { printError(line) }
      print(check.summary(files: options.positional.count))
    }
    return check.isValid ? 0 : 1
  }

  func exportDefaults(_ options: Options) throws -> Int32 {
    guard options.positional.isEmpty else { throw UsageError(message: "`export-defaults` takes no arguments") }
    print(JSONWriter().string(try Theme.default.presetJSON()), terminator: "")
    return 0
  }
}

extension CLI {
  func audit(_ options: Options) throws -> Int32 {
    guard options.positional.count <= 1 else { throw UsageError(message: "`audit` takes at most one preset") }
    var audit = AccessibilityAudit()
    if let s = options.values["--min-contrast"] {
      guard let v = Double(s), v >= 1, v <= 21 else {
        throw UsageError(message: "`--min-contrast` must be a number from 1 to 21; got `\(s)`")
      }
      audit.minimumContrast = v
    }
    if let s = options.values["--min-target"] {
      guard let v = Double(s), v >= 0, v.isFinite else {
        throw UsageError(message: "`--min-target` must be a number of points; got `\(s)`")
      }
      audit.minimumTarget = v
    }
    audit.includeDisabled = !options.flags.contains("--skip-disabled")
    let theme = try options.positional.first.map { try PresetLoader().load(file: $0) } ?? .default
    let findings = try audit.contrastFindings(in: theme) + audit.targetFindings(in: theme)
    for f in findings { print(f.description) }
    print(
      findings.isEmpty
        ? "\(theme.name): no findings (contrast >= \(formatNumber(audit.minimumContrast)):1, targets >= \(formatNumber(audit.minimumTarget)) pt)"
        : "\(theme.name): \(findings.count) finding\(findings.count == 1 ? "" : "s")")
    return findings.isEmpty ? 0 : 1
  }
}
