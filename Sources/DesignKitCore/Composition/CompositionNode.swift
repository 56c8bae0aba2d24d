import DesignKitValues

/// One node of a composition: a configured component with its content, or a plain container; either may open a
/// scope for its subtree. Build trees in Swift with the modifier-like methods, or read them from JSON with
/// `CompositionDocument`.
///
/// ```swift
/// let screen = CompositionNode.container(id: "settings", [
///   CompositionNode(VPrimaryButton.self, id: "delete", rules: ["destructive"]) { $0.layout.cornerRadius = 8 }
/// ]).scope(CompositionScope().rule("destructive", for: VPrimaryButton.self) { $0.colors.background = .init(.black) })
/// ```
public struct CompositionNode: Sendable {
  /// A name for reports (`delete`); the node's path names it otherwise.
  public var id: String?
  /// The registered component, or nil for a plain container.
  public var component: String?
  /// The state to resolve (`pressed`, `on+disabled`); nil for the component's first state.
  public var state: String?
  /// Named rules the node applies, a later one winning over an earlier one.
  public var rules: [String]
  /// The instance's own model changes: they win over everything else.
  public var model: StyleLayer?
  /// The content (titles, placeholders) by the keys its component takes (`ConfiguredComponent.contentKeys`): shown in
  /// reports and drawings.
  public var content: [String: String]
  /// The scope the node opens for itself and its subtree.
  public var scope: CompositionScope?
  /// The nodes inside it.
  public var children: [CompositionNode]
  /// Nodes it presents (a modal's content): they resolve in this node's scope chain, plus their own scopes.
  public var presented: [CompositionNode]
  /// Where a node read from a document was written, so resolution errors point into the file.
  public var origin: Origin?

  /// A node's place in a composition document.
  public struct Origin: Sendable {
    /// The document's file.
    public var file: String?
    /// The node's JSON path.
    public var path: JSONPath
    /// The node's position.
    public var location: SourceLocation
    /// The position of each entry of `rules`.
    public var ruleLocations: [SourceLocation]

    /// Creates an origin.
    public init(file: String?, path: JSONPath, location: SourceLocation, ruleLocations: [SourceLocation] = []) {
      self.file = file
      self.path = path
      self.location = location
      self.ruleLocations = ruleLocations
    }
  }

  /// A node of component `name`.
  public init(
    component name: String?, id: String? = nil, state: String? = nil, rules: [String] = [], model: StyleLayer? = nil,
    content: [String: String] = [:], scope: CompositionScope? = nil, children: [CompositionNode] = [],
    presented: [CompositionNode] = []
  ) {
    self.id = id
    self.component = name
    self.state = state
    self.rules = rules
    self.model = model
    self.content = content
    self.scope = scope
    self.children = children
    self.presented = presented
  }

  /// A node of component `C`, with the instance's own changes of its model.
  public init<C: ComponentDefinition>(
    _ type: C.Type, id: String? = nil, state: String? = nil, rules: [String] = [],
    model edit: (@Sendable (inout C.Model) -> Void)? = nil
  ) {
    self.init(
      component: C.componentName, id: id, state: state, rules: rules,
      model: edit.map { StyleLayer(C.Model.self, source: "instance", edit: $0) })
  }

  /// A plain container of `children`.
  public static func container(id: String? = nil, _ children: [CompositionNode]) -> CompositionNode {
    CompositionNode(component: nil, id: id, children: children)
  }

  /// This node applying named rules (appended after the ones it has).
  public func rules(_ names: String...) -> Self {
    var copy = self
    copy.rules += names
    return copy
  }

  /// This node opening `scope` for its subtree.
  public func scope(_ scope: CompositionScope) -> Self {
    var copy = self
    copy.scope = scope
    return copy
  }

  /// This node presenting `nodes` (a modal's content).
  public func presenting(_ nodes: [CompositionNode]) -> Self {
    var copy = self
    copy.presented = nodes
    return copy
  }
}
