import DesignKitValues

/// Turns touches at points into a session's machine events by a component's drawing: the hit test and mapping of
/// `ComponentHost.handle(_:)`, for a driver that keeps its own session (`SessionTester.pressed(at:)`,
/// `designkit simulate --events pointerDown@12,30`), so there is one hit test, the host's.
public protocol SessionPointer<Component>: Sendable {
  /// The component whose drawing is hit.
  associatedtype Component: ComponentDefinition
  /// The machine events `input` means for `session` as it is now (its state decides the drawing hit), without
  /// sending them; the pointer remembers where a touch went down for the moves and the release that follow.
  mutating func events(for input: HostInput, in session: ComponentSession<Component>) -> [Component.Machine.Event]
}

extension ComponentHost: SessionPointer {
  /// The machine events `input` means for `session`, by the hit test `handle(_:)` uses (`hitArea(in:)`: the
  /// laid-out drawing, grown to the component's target size): a touch that goes down outside means nothing (or an
  /// outside tap where the machine has one); one in a caption button's gap between its icon and its caption is on
  /// the button. Points are in the component's own coordinates: origin at the top left of its laid-out drawing.
  public mutating func events(for input: HostInput, in session: ComponentSession<C>) -> [C.Machine.Event] {
    self.session = session
    self.session.layoutDirection = environment.layoutDirection
    self.session.platform = environment.platform
    return eventNames(for: input).compactMap { C.Machine.Event(name: $0) }
  }
}

extension ComponentDefinition {
  /// A pointer over the drawing of this component's gallery sample (`galleryPreview`) styled by `tree`, the
  /// coordinates `designkit simulate` takes positions in; nil for a component that draws nothing.
  static func samplePointer(tree: StyleNode, environment: StyleEnvironment) -> (any SessionPointer<Self>)? {
    guard let drawable = Self.self as? any DrawableComponent.Type else { return nil }
    return samplePointer(of: drawable, tree: tree, environment: environment) as? any SessionPointer<Self>
  }

  private static func samplePointer<D: DrawableComponent>(
    of type: D.Type, tree: StyleNode, environment: StyleEnvironment
  ) -> any Sendable {
    let model = (try? StyleTreeDecoder.value(D.Model.self, from: tree)) ?? D.Model()
    let session = ComponentSession<D>(
      model: model, tree: tree,
      machine: D.Machine(parameters: D.machineParameters(for: model), restingIn: D.initialState),
      modelPath: D.defaultModelPath, after: [], onOutput: { _ in })
    return ComponentHost(session: session, tree: tree, modelPath: D.defaultModelPath, environment: environment) {
      state, machine, style, motion, environment throws(Diagnostic) in
      var shown = D.galleryPreview.following(machine)
      shown.state = state
      return try shown.drawing(style: style, environment: environment).applyingMotion(
        motion, measurer: environment.textMeasurer)
    }
  }
}
