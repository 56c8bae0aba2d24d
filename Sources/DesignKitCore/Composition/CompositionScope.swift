/// What a subtree of a composition inherits: environment changes, a theme change, configuration per component
/// category and named rules. Scopes nest; each field of a model takes its value by the precedence rule of
/// `Composition` (documented there, in one place).
public struct CompositionScope: Sendable {
  /// Changes to the environment below (color scheme, contrast, Dynamic Type, direction, reduce motion, validation).
  public var environment: EnvironmentChanges
  /// A change of the foundations below (a partial `Foundations`): the defaults of every component in the subtree
  /// derive from the changed theme.
  public var theme: StyleLayer?
  /// Partial models per configuration category (`buttons`, `rows`, `fields`: a family's name, plural): every component of the category in the subtree
  /// takes the fields it has.
  public var config: [String: StyleLayer]
  /// Named rules defined or refined (per field) for the subtree.
  public var rules: [RuleName: StyleLayer]

  /// Creates a scope.
  public init(
    environment: EnvironmentChanges = EnvironmentChanges(), theme: StyleLayer? = nil,
    config: [String: StyleLayer] = [:], rules: [RuleName: StyleLayer] = [:]
  ) {
    self.environment = environment
    self.theme = theme
    self.config = config
    self.rules = rules
  }

  /// This scope with a Swift change of the foundations below.
  public func theme(_ edit: @escaping @Sendable (inout Foundations) -> Void) -> Self {
    var copy = self
    copy.theme = StyleLayer(Foundations.self, source: "theme", edit: edit)
    return copy
  }

  /// This scope with `category`'s components configured by a Swift edit of model `M` (components of the category
  /// with another model type ignore it). The edit runs with the foundations in effect at each node; a category no
  /// component has is an error of the resolution, naming the nearest categories.
  public func configure<M: ComponentModel>(
    _ category: String, _ type: M.Type, _ edit: @escaping @Sendable (inout M) -> Void
  ) -> Self {
    var copy = self
    copy.config[category] = StyleLayer(M.self, source: "config \(category)", edit: edit)
    return copy
  }

  /// This scope with the rule `component.name` defined by a Swift edit of the component's model.
  public func rule<C: ComponentDefinition>(
    _ name: String, for component: C.Type, _ edit: @escaping @Sendable (inout C.Model) -> Void
  ) -> Self {
    var copy = self
    copy.rules[RuleName(component: C.componentName, name: name)] = StyleLayer(
      C.Model.self, source: "rule \(name)", edit: edit)
    return copy
  }
}

/// Changes a scope makes to the environment; nil keeps the enclosing value.
public struct EnvironmentChanges: Sendable, Equatable {
  /// The platform.
  public var platform: StyleEnvironment.Platform?
  /// The color scheme.
  public var colorScheme: StyleEnvironment.ColorScheme?
  /// The contrast setting.
  public var contrast: StyleEnvironment.Contrast?
  /// The Dynamic Type size.
  public var dynamicTypeSize: DynamicTypeSize?
  /// The layout direction.
  public var layoutDirection: StyleEnvironment.LayoutDirection?
  /// Reduce Motion.
  public var reduceMotion: Bool?
  /// The validation every component with a `validation` state dimension shows (a field group marked invalid makes
  /// its text fields `error`).
  public var validation: String?

  /// Creates changes.
  public init(
    colorScheme: StyleEnvironment.ColorScheme? = nil, contrast: StyleEnvironment.Contrast? = nil,
    dynamicTypeSize: DynamicTypeSize? = nil, layoutDirection: StyleEnvironment.LayoutDirection? = nil,
    reduceMotion: Bool? = nil, validation: String? = nil, platform: StyleEnvironment.Platform? = nil
  ) {
    self.platform = platform
    self.colorScheme = colorScheme
    self.contrast = contrast
    self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection
    self.reduceMotion = reduceMotion
    self.validation = validation
  }

  /// `environment` with these changes.
  public func applied(to environment: StyleEnvironment) -> StyleEnvironment {
    var e = environment
    if let platform { e.platform = platform }
    if let colorScheme { e.colorScheme = colorScheme }
    if let contrast { e.contrast = contrast }
    if let dynamicTypeSize { e.dynamicTypeSize = dynamicTypeSize }
    if let layoutDirection { e.layoutDirection = layoutDirection }
    if let reduceMotion { e.reduceMotion = reduceMotion }
    return e
  }
}
