import DesignKitValues

/// A component's resolved style in one or more states of one theme and environment: what `designkit show` prints.
public struct StyleReport: Sendable {
  /// The component's name.
  public var component: String
  /// The component's family title.
  public var family: String
  /// The theme's name.
  public var preset: String
  /// The environment the styles were resolved in.
  public var environment: StyleEnvironment
  /// Each state's name and resolved style, in the order asked for.
  public var styles: [(state: String, style: ResolvedStyle)]

  /// Resolves `component` of `theme` in each of `states`.
  public init(
    theme: Theme, component: RegisteredComponent, states: [StateSelection], environment: StyleEnvironment
  ) throws(Diagnostic) {
    let tree = try theme.tree(for: component.name)
    self.component = component.name
    self.family = component.family.title
    self.preset = theme.name
    self.environment = environment
    self.styles = states.map { (state: $0.name, style: tree.resolved(for: $0, in: environment)) }
  }

  /// The foundations (semantic theme) of `theme`, reported like a component named `theme` with one state.
  public init(foundationsOf theme: Theme, environment: StyleEnvironment) throws(Diagnostic) {
    component = "theme"
    family = "Foundations"
    preset = theme.name
    self.environment = environment
    styles = [(state: "theme", style: try theme.foundationsStyle(in: environment))]
  }

  /// `{"component", "preset", "scheme", "states": {state: style}}`, numbers at full precision.
  public var json: JSONValue {
    .object([
      ("component", .string(component)), ("preset", .string(preset)),
      ("scheme", .string(environment.colorScheme.rawValue)),
      ("states", .object(styles.map { ($0.state, $0.style.json) })),
    ])
  }

  /// A header line, then one state's aligned values, or the shared values and each state's differences.
  public func lines(formatter: StyleFormatter = StyleFormatter()) -> [String] {
    var out = ["\(component) (\(family), preset \(preset), \(environment.colorScheme.rawValue))"]
    if styles.count == 1, let only = styles.first {
      out.append("state \(only.state):")
      out += formatter.lines(for: only.style)
    } else {
      out += formatter.lines(forStates: styles)
    }
    return out
  }
}
