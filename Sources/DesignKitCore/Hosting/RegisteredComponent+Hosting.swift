import DesignKitValues

// What the registry offers of a component that draws, made here because hosts and simulations hit-test its drawing.
extension RegisteredComponent {
  /// A host of the gallery sample (showing `content`) with the model of `tree`, resting in the machine's first state:
  /// feed it events by name and time, read its frames (see `ComponentHost`); nil when the component has no drawing.
  public func host(tree: StyleNode, environment: StyleEnvironment = .standard, content: [String: String] = [:])
    throws(Diagnostic) -> AnyComponentHost?
  {
    guard let drawable else { return nil }
    return try Self.host(of: drawable, tree: tree, environment: environment, content: content)
  }

  /// Runs named events through the component's machine configured by the model of `tree`, starting in its first
  /// state: the trace, and with `options.framesPerSecond` the animated frames after each transition.
  public func simulate(events: [String], tree: StyleNode, options: SimulationOptions = SimulationOptions())
    throws(Diagnostic) -> [SimulationStep]
  {
    try Self.simulate(definition, events: events, tree: tree, options: options)
  }

  private static func host<C: DrawableComponent>(
    of type: C.Type, tree: StyleNode, environment: StyleEnvironment, content: [String: String]
  ) throws(Diagnostic) -> AnyComponentHost {
    AnyComponentHost(try ComponentHost<C>.previews(tree: tree, environment: environment, content: content))
  }

  private static func simulate<C: ComponentDefinition>(
    _ type: C.Type, events: [String], tree: StyleNode, options: SimulationOptions
  ) throws(Diagnostic) -> [SimulationStep] {
    try C.simulate(events: events, tree: tree, options: options)
  }
}
