import DesignKit

extension CLI {
  /// The components whose machine is `descriptor`'s.
  func components(using descriptor: MachineDescriptor) -> [String] {
    Catalog.registry.components.filter { $0.machineName == descriptor.machineType }.map(\.name)
  }

  /// The machine of a machine name or a component name.
  func machineDescriptor(_ name: String) throws -> MachineDescriptor {
    if let component = Catalog.registry[name],
      let d = MachineCatalog.all.first(where: { $0.machineType == component.machineName })
    {
      return d
    }
    return try MachineCatalog.descriptor(named: name)
  }

  func machine(_ options: Options) throws -> Int32 {
    let format = try options.choice("--format", ["text", "json"], default: "text")
    guard options.positional.count <= 1 else { throw UsageError(message: "`machine` takes at most one name") }
    guard let name = options.positional.first else {
      if format == "json" {
        let items = MachineCatalog.all.map { d in
          JSONValue.object([
            ("name", .string(d.name)), ("family", .string(d.family)), ("summary", .string(d.summary)),
            ("states", .array(d.visualStateNames.map { .string($0) })),
            ("events", .array(d.eventForms.map { .string($0) })),
            ("components", .array(components(using: d).map { .string($0) })),
          ])
        }
        print(JSONWriter().string(.object([("machines", .array(items))])), terminator: "")
        return 0
      }
      for d in MachineCatalog.all {
        let used = components(using: d)
        print("\(d.name) (\(d.family)): \(d.summary)")
        print("  states: \(d.visualStateNames.joined(separator: ", "))")
        print("  events: \(d.eventForms.joined(separator: ", "))")
        if !used.isEmpty { print("  components: \(used.joined(separator: ", "))") }
      }
      return 0
    }
    let d = try machineDescriptor(name)
    var depth = 3
    if let s = options.values["--depth"] {
      guard let n = Int(s), (1...8).contains(n) else {
        throw UsageError(message: "`--depth` must be a whole number from 1 to 8; got `\(s)`")
      }
      depth = n
    }
    if options.flags.contains("--table") {
      let table = d.transitionTable(depth: depth)
      print(format == "json" ? table.renderJSON() : table.renderText(), terminator: "")
      return 0
    }
    if format == "json" {
      let doc = JSONValue.object([
        ("name", .string(d.name)), ("family", .string(d.family)), ("summary", .string(d.summary)),
        ("states", .array(d.visualStateNames.map { .string($0) })),
        ("events", .array(d.eventForms.map { .string($0) })),
        ("components", .array(components(using: d).map { .string($0) })),
      ])
      print(JSONWriter().string(doc), terminator: "")
      return 0
    }
    print(d.describe(), terminator: "")
    let used = components(using: d)
    if !used.isEmpty { print("components: \(used.joined(separator: ", "))") }
    return 0
  }

  /// `simulate` for a machine family (no component, no model): the trace only.
  func simulateMachine(_ d: MachineDescriptor, events: [String], times: [Double]?, format: String) throws -> Int32 {
    let rows = try d.simulate(events: events, at: times)
    if format == "json" {
      print(
        JSONWriter().string(.object([("machine", .string(d.name)), ("steps", TraceRow.json(rows))])), terminator: "")
      return 0
    }
    print(TraceRow.renderText(rows), terminator: "")
    return 0
  }
}
