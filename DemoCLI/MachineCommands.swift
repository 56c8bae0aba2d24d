import DesignKit

extension Command {
  static let machine = Command(
    "machine",
    summary: "Describe interaction machines and their transition tables.",
    arguments: [
      ArgumentSpec(
        name: "NAME", help: "A machine (press, switch, …), a component (VToggle) or its common name (toggle).",
        isOptional: true)
    ],
    options: [.table, .depth, .format],
    examples: ["designkit machine", "designkit machine press --table", "designkit machine VToggle --format json"],
    exitCodes: [.success("printed"), .usage], run: CLI.machine)
}

extension OptionSpec {
  static let table = OptionSpec("--table", help: "Print the transition table explored from the resting state.")
  static let depth = OptionSpec(
    "--depth", value: "N", default: "3", help: "How many events deep `--table` explores, from 1 to 8.")
}

extension CLI {
  static func machine(_ invocation: Invocation) throws -> Int32 {
    let registry = Catalog.registry
    guard let name = invocation.positional.first else {
      if invocation.format == .json {
        print(JSONWriter().string(registry.machinesJSON), terminator: "")
        return 0
      }
      for d in MachineCatalog.all {
        let used = registry.componentNames(using: d)
        print("\(d.name) (\(d.family)): \(d.summary)")
        print("  states: \(d.visualStateNames.joined(separator: ", "))")
        print("  events: \(d.eventForms.joined(separator: ", "))")
        if !used.isEmpty { print("  components: \(used.joined(separator: ", "))") }
      }
      return 0
    }
    let d = try invocation.typed { try registry.machine(named: name) }
    let depth = Int(try invocation.number(.depth, in: 1...8, whole: true) ?? 3)
    if invocation.flag(.table) {
      let table = d.transitionTable(depth: depth)
      print(invocation.format == .json ? table.renderJSON() : table.renderText(), terminator: "")
      return 0
    }
    let used = registry.componentNames(using: d)
    if invocation.format == .json {
      print(JSONWriter().string(d.json(components: used)), terminator: "")
      return 0
    }
    print(d.describe(), terminator: "")
    if !used.isEmpty { print("components: \(used.joined(separator: ", "))") }
    return 0
  }
}
