/// A text (or other foreground) color and what it is drawn on, by paths in a component's resolved style.
public struct ContrastPair: Sendable, Equatable {
  /// The foreground color's path (`colors.title`).
  public var foreground: String
  /// The background color's path, or nil when the component draws on the canvas.
  public var background: String?
  /// The opacity applied to the foreground (`colors.titleOpacity`), if any.
  public var foregroundOpacity: String?
  /// The color under the component when `background` is nil or translucent.
  public var canvas: AdaptiveColor

  /// Creates a pair.
  public init(
    foreground: String, background: String? = nil, foregroundOpacity: String? = nil,
    canvas: AdaptiveColor = AdaptiveColor(light: Color(white255: 247), dark: Color(white255: 22))
  ) {
    self.foreground = foreground
    self.background = background
    self.foregroundOpacity = foregroundOpacity
    self.canvas = canvas
  }
}

/// The paths of a control's tappable size; a nil width means the control fills its container.
public struct TargetSize: Sendable, Equatable {
  /// The width's path, or nil when the control is as wide as its container.
  public var width: String?
  /// The height's path.
  public var height: String
  /// The path of a margin the tappable area adds on each side (a checkbox's hit box), if any.
  public var margin: String?

  /// Creates target size paths.
  public init(width: String? = nil, height: String, margin: String? = nil) {
    self.width = width
    self.height = height
    self.margin = margin
  }

  /// Every path, for checks that they resolve.
  public var paths: [String] { [width, height, margin].compactMap { $0 } }
}

/// One accessibility problem found in a theme.
public struct AuditFinding: Sendable, Equatable, CustomStringConvertible {
  /// The component.
  public var component: String
  /// The state.
  public var state: String
  /// The environment it was found in.
  public var environment: String
  /// What is wrong, with the measured value and the threshold.
  public var message: String

  public var description: String { "\(component) [\(state), \(environment)]: \(message)" }
}

/// Checks a theme against WCAG contrast and minimum target sizes, generically from each component's contrast
/// pairs and target size paths.
public struct AccessibilityAudit: Sendable {
  /// The contrast every pair must reach (4.5:1 for text).
  public var minimumContrast: Double
  /// The smallest target side in points (Apple: 44).
  public var minimumTarget: Double
  /// Whether disabled states are checked too (WCAG exempts them; DesignKit's high-contrast preset does not).
  public var includeDisabled: Bool
  /// The environments checked.
  public var environments: [StyleEnvironment]

  /// Creates an audit.
  public init(
    minimumContrast: Double = 4.5, minimumTarget: Double = 44, includeDisabled: Bool = true,
    environments: [StyleEnvironment] = StyleEnvironment.ColorScheme.allCases.flatMap { scheme in
      StyleEnvironment.Contrast.allCases.map { StyleEnvironment(colorScheme: scheme, contrast: $0) }
    }
  ) {
    self.minimumContrast = minimumContrast
    self.minimumTarget = minimumTarget
    self.includeDisabled = includeDisabled
    self.environments = environments
  }

  /// Contrast problems of every component of `theme` in every state and environment.
  public func contrastFindings(in theme: Theme) throws(Diagnostic) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    for component in theme.registry.components where !component.contrastPairs.isEmpty {
      let tree = try theme.tree(for: component.name)
      for state in component.states {
        if !includeDisabled && state.caseName(for: InteractionState.dimensionName) == "disabled" { continue }
        for env in environments {
          let style = tree.resolved(for: state, in: env)
          for pair in component.contrastPairs {
            guard let ratio = AccessibilityAudit.contrast(of: pair, in: style, environment: env) else {
              findings.append(
                AuditFinding(
                  component: component.name, state: state.name, environment: AccessibilityAudit.label(env),
                  message: "contrast pair \(pair.foreground) has no color at its paths"))
              continue
            }
            if ratio < minimumContrast {
              findings.append(
                AuditFinding(
                  component: component.name, state: state.name, environment: AccessibilityAudit.label(env),
                  message:
                    "\(pair.foreground) on \(pair.background ?? "canvas") has contrast \(fixed(ratio, 2)):1, below \(formatNumber(minimumContrast)):1"
                ))
            }
          }
        }
      }
    }
    return findings
  }

  /// Targets smaller than `minimumTarget` in any state.
  public func targetFindings(in theme: Theme) throws(Diagnostic) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    for component in theme.registry.components {
      guard let target = component.targetSize else { continue }
      let tree = try theme.tree(for: component.name)
      for state in component.states {
        let style = tree.resolved(for: state)
        var margin = 0.0
        if let path = target.margin, case .number(let m)? = style[path] { margin = m }
        for path in [target.width, target.height].compactMap({ $0 }) {
          guard case .number(let n)? = style[path], n + 2 * margin >= minimumTarget else {
            findings.append(
              AuditFinding(
                component: component.name, state: state.name, environment: "any",
                message:
                  "\(path) is \(style[path].map { StyleFormatter().text(for: $0) } ?? "missing")\(margin > 0 ? " plus \(formatNumber(margin)) each side" : ""), below \(formatNumber(minimumTarget)) pt"
              ))
            continue
          }
        }
      }
    }
    return findings
  }

  /// The contrast ratio of a pair in a resolved style; the foreground (with its opacity) and a translucent
  /// background are composited over the canvas first.
  public static func contrast(of pair: ContrastPair, in style: ResolvedStyle, environment: StyleEnvironment) -> Double?
  {
    guard case .color(var fg)? = style[pair.foreground] else { return nil }
    let canvas = pair.canvas.resolved(
      dark: environment.colorScheme == .dark, increasedContrast: environment.contrast == .increased)
    var bg = canvas
    if let path = pair.background {
      guard case .color(let c)? = style[path] else { return nil }
      bg = c.composited(over: canvas)
    }
    if let path = pair.foregroundOpacity, case .number(let o)? = style[path] { fg = fg.opacity(o) }
    return fg.composited(over: bg).contrastRatio(on: bg)
  }

  static func label(_ env: StyleEnvironment) -> String {
    env.colorScheme.rawValue + (env.contrast == .increased ? ", increased contrast" : "")
  }
}
