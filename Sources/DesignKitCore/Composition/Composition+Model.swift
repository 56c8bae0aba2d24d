import DesignKitValues

extension Composition {
  /// The model of a component of type `C` with no changes of its own, placed inside `scopes` (outermost first): the
  /// preset's model configured by the scopes' categories, rules and theme changes as a composition configures a node
  /// inside them. What a native face gives a component built with its default model inside scoped configuration.
  public func model<C: ComponentDefinition>(of type: C.Type, inside scopes: [CompositionScope])
    throws(DiagnosticList) -> C.Model
  {
    let leaf = CompositionNode(C.self)
    let root = scopes.reversed().reduce(leaf) { inner, scope in CompositionNode.container([inner]).scope(scope) }
    guard let tree = try resolve(root).first?.tree else { return C.Model() }
    do {
      return try StyleTreeDecoder.value(C.Model.self, from: tree)
    } catch {
      throw DiagnosticList([Diagnostic(styleTreeError: error)])
    }
  }
}
