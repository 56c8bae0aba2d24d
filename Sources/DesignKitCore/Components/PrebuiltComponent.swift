import DesignKitValues

/// What `designkit list` shows of a component: its name, family, machine and states.
public struct ComponentSummary: Sendable, Equatable {
  /// The name (`VToggle`).
  public var name: String
  /// The catalog family.
  public var family: ComponentFamily
  /// The machine type's name (`ToggleMachine<SwitchRule>`).
  public var machineName: String
  /// The state dimensions, outermost first.
  public var dimensionNames: [String]
  /// Every state its machine can show, in the component's state order (`on+pressed`).
  public var stateNames: [String]

  /// Creates a summary.
  public init(
    name: String, family: ComponentFamily, machineName: String, dimensionNames: [String], stateNames: [String]
  ) {
    self.name = name
    self.family = family
    self.machineName = machineName
    self.dimensionNames = dimensionNames
    self.stateNames = stateNames
  }

  /// `{"name", "family", "dimensions", "states", "machine"}`.
  public var json: JSONValue {
    .object([
      ("name", .string(name)), ("family", .string(family.rawValue)),
      ("dimensions", .array(dimensionNames.map { .string($0) })), ("states", .array(stateNames.map { .string($0) })),
      ("machine", .string(machineName)),
    ])
  }
}

/// What a registry can tell of a component without building it: its summary, each state's presence and its default
/// tree under the standard `Foundations()`, written down ahead of time.
///
/// Building a component makes the runtime instantiate its types (a generic one's by scanning the binary's
/// conformances), and its default tree comes from the Codable encoding of its model, whose containers cost a
/// conformance scan per type. The built-in catalog generates these facts from its components
/// (`CatalogData+Prebuilt.swift`) and a test checks them against the built components; every build configuration
/// reads them, so `list` builds no component and `show` encodes no model, and debug and release take their defaults
/// from the same place (a changed default fails that test until `Scripts/regenerate.sh` writes the facts again). A
/// registry uses them only for the component registered under the same name.
public struct PrebuiltComponent: Sendable {
  /// The summary (`designkit list`).
  public var summary: ComponentSummary
  /// Each state's presence (`RegisteredComponent.presence(of:)`), in the order of `summary.stateNames`.
  public var presences: [Presence?]
  /// The default tree under `Foundations()`, as compact `StyleNode.archive` JSON.
  public var defaultTree: String

  /// Creates the facts of the component called `name`.
  public init(
    _ name: String, family: ComponentFamily, machine: String, dimensions: [String], states: [String],
    presences: [Presence?], defaultTree: String
  ) {
    summary = ComponentSummary(
      name: name, family: family, machineName: machine, dimensionNames: dimensions, stateNames: states)
    self.presences = presences
    self.defaultTree = defaultTree
  }

  /// The facts of `component` as built from its types and model: what a generated table must hold for it.
  public init(of registered: RegisteredComponent) throws {
    let component = registered.withoutPrebuiltFacts
    self.init(
      component.name, family: component.family, machine: component.machineName, dimensions: component.dimensionNames,
      states: component.stateNames, presences: component.states.map { component.presence(of: $0) },
      defaultTree: JSONWriter(indent: 0).string(try component.defaultTree().archive))
  }

  /// The state selections the names spell (each name's `+`-joined cases, one per dimension).
  var states: [StateSelection] {
    summary.stateNames.map { name in
      StateSelection(Array(zip(summary.dimensionNames, name.split(separator: "+").map(String.init))))
    }
  }
}
