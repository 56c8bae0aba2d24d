import DesignKitValues

extension Theme {
  /// The model `component` has under this theme: the theme's model for its type, with the instance's own changes (the
  /// values where its model differs from the defaults) over it, as a composition resolves an instance. A preset's
  /// corner radius configures a button whose model left the radius alone, and never one whose model set it.
  public func model<C: ConfiguredComponent>(keepingChangesOf component: C) throws -> C.Model {
    let themed = try StyleTreeEncoder.node(for: model(for: C.self))
    let defaults = try StyleTreeEncoder.node(for: C.Model())
    let own = try StyleTreeEncoder.node(for: component.model)
    return try StyleTreeDecoder.value(C.Model.self, from: themed.applying(changesFrom: defaults, to: own))
  }
}
