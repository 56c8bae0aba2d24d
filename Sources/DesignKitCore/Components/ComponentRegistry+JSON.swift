import DesignKitValues

extension RegisteredComponent {
  /// `{"name", "family", "dimensions", "states", "machine"}` (its summary's).
  public var json: JSONValue { summary.json }
}

extension ComponentRegistry {
  /// `{"components": [component…]}` in registration order.
  public var json: JSONValue { .object([("components", .array(componentSummaries.map(\.json)))]) }

  /// The names of the components driven by `machine`. Several descriptors may show one machine type tuned two ways
  /// (`presentation`, `bottomSheet`); its components are listed under the first of them, whose parameters are the
  /// type's general ones, so no tuning claims components it does not describe.
  public func componentNames(using machine: MachineDescriptor) -> [String] {
    guard MachineCatalog.all.first(where: { $0.machineType == machine.machineType })?.name == machine.name else {
      return []
    }
    return components.filter { $0.machineName == machine.machineType }.map(\.name)
  }

  /// The machine of a machine name (`switch`), a component name (`VToggle`) or a component's common name
  /// (`toggle`, `button`); an `unknownComponent` diagnostic suggesting the nearest of all three otherwise.
  public func machine(named name: String) throws(Diagnostic) -> MachineDescriptor {
    let byName = Dictionary(MachineCatalog.all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    if let d = byName[name] { return d }
    let machineOf = { (c: RegisteredComponent) in MachineCatalog.all.first { $0.machineType == c.machineName } }
    if let c = self[name], let d = machineOf(c) { return d }
    // A component's common names: its name without the `V` prefix and its last word, any case (`textField`,
    // `field`).
    let common = components.flatMap { c in
      let bare = String(c.name.dropFirst())
      let last = bare.lastIndex { $0.isUppercase }.map { String(bare[$0...]) } ?? bare
      return [(common: bare.lowercased(), component: c), (common: last.lowercased(), component: c)]
    }
    if let match = common.first(where: { $0.common == name.lowercased() }), let d = machineOf(match.component) {
      return d
    }
    var near = Suggestions.nearest(to: name, in: MachineCatalog.all.map(\.name) + knownNames)
    for alias in Suggestions.nearest(to: name.lowercased(), in: common.map(\.common)) {
      if let c = common.first(where: { $0.common == alias })?.component, !near.contains(c.name), near.count < 3 {
        near.append(c.name)
      }
    }
    throw Diagnostic(
      .unknownComponent,
      "no machine or component named `\(name)`\(Suggestions.phrase(near)) (machines: "
        + MachineCatalog.all.map(\.name).joined(separator: ", ") + "; components: " + names.joined(separator: ", ")
        + ")",
      suggestions: near)
  }
}

extension ComponentRegistry {
  /// `{"machines": [machine…]}`: every machine of `MachineCatalog` with the components of this registry it drives.
  public var machinesJSON: JSONValue {
    .object([("machines", .array(MachineCatalog.all.map { $0.json(components: componentNames(using: $0)) }))])
  }
}
