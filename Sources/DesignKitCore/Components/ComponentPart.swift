import DesignKitValues

/// A part a component embeds with a model of its own (a dialog's buttons, a modal's close button): a child model at
/// `path` whose machine runs beside the container's, so its animations, feedback and settings act through that
/// machine while the container draws the part in the part's own state (`ResolvedStyle.part(_:in:environment:)`).
public struct ComponentPart: Sendable {
  /// Where the part's model is in the container's model (`primaryButton`).
  public let path: String
  private let tabulate: @Sendable (StyleNode, Int) throws -> TransitionTable

  /// A part that is the component `C`: its machine tuned by its model as `C` tunes it.
  public init<C: ComponentDefinition>(_ path: String, component: C.Type) {
    self.path = path
    tabulate = { tree, depth in
      let model = try StyleTreeDecoder.value(C.Model.self, from: tree)
      return MachineDescriptor(
        C.Machine.self, name: path, family: "", summary: "", parameters: C.machineParameters(for: model)
      ).transitionTable(depth: depth)
    }
  }

  /// A part whose machine is `machine` with `parameters`, whatever its model holds (a close button that only
  /// presses).
  public init<M: ExplorableMachine>(_ path: String, machine: M.Type, parameters: M.Parameters) {
    self.path = path
    tabulate = { _, depth in
      MachineDescriptor(M.self, name: path, family: "", summary: "", parameters: parameters)
        .transitionTable(depth: depth)
    }
  }

  /// The transition table of the part's machine tuned by `tree`, the container's model tree.
  public func machineTable(in tree: StyleNode, depth: Int = 3) throws -> TransitionTable {
    guard let node = tree.node(at: path.split(separator: ".").map(String.init)) else {
      throw Diagnostic(.missingKey, "the model has no part `\(path)`")
    }
    return try tabulate(node, depth)
  }
}
