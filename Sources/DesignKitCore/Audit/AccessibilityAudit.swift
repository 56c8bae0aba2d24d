import DesignKitValues

/// One accessibility problem found in a theme, in one state and in every environment that shows it.
public struct AuditFinding: Sendable, Equatable, CustomStringConvertible {
  /// The component.
  public var component: String
  /// The state.
  public var state: String
  /// The environments it was found in (`light`, `dark increased-contrast`); empty when it holds in every one.
  public var environments: [String]
  /// What is wrong, with the measured value and the threshold.
  public var message: String

  /// Creates a finding.
  public init(component: String, state: String, environments: [String], message: String) {
    self.component = component
    self.state = state
    self.environments = environments
    self.message = message
  }

  /// `VToggle [on+enabled; light, dark]: …`; `any` stands for every environment.
  public var description: String {
    "\(component) [\(state); \(environments.isEmpty ? "any" : environments.joined(separator: ", "))]: \(message)"
  }

  /// `{component, state, environments, message}`.
  public var json: JSONValue {
    .object([
      ("component", .string(component)), ("state", .string(state)),
      ("environments", .array(environments.map { .string($0) })), ("message", .string(message)),
    ])
  }

  /// `findings` with the ones that differ only in their environment merged into one, in first-seen order.
  static func merged(_ findings: [AuditFinding]) -> [AuditFinding] {
    var out: [AuditFinding] = []
    for finding in findings {
      if let i = out.firstIndex(where: {
        $0.component == finding.component && $0.state == finding.state && $0.message == finding.message
      }) {
        out[i].environments += finding.environments.filter { !out[i].environments.contains($0) }
      } else {
        out.append(finding)
      }
    }
    return out
  }
}

/// Checks a theme against WCAG 2.2 AA contrast and minimum target sizes, generically from each component's contrast
/// pairs and target size paths, and each surface against what lies behind it (`AccessibilityAudit+Surfaces.swift`).
///
/// Disabled states are skipped unless `includeDisabled` is set: WCAG exempts inactive controls (SC 1.4.3).
public struct AccessibilityAudit: Sendable {
  /// The contrast text must reach (AA: 4.5:1).
  public var minimumContrast: Double
  /// The contrast large text must reach: 18 pt, or 14 pt bold (AA: 3:1); never more than `minimumContrast`.
  public var minimumLargeTextContrast: Double
  /// The contrast a graphic that identifies a control or its state must reach (AA, SC 1.4.11: 3:1).
  public var minimumGraphicContrast: Double
  /// The contrast a surface must have against what lies behind it (`surfaceFindings(in:)` says why 1.1:1).
  public var minimumSurfaceContrast: Double
  /// The smallest target side in points (Apple: 44).
  public var minimumTarget: Double
  /// Whether disabled states are checked too (a stricter preset, such as high contrast, may want them).
  public var includeDisabled: Bool
  /// The environments checked.
  public var environments: [StyleEnvironment]
  /// The layout check (`LayoutAudit`): its sizes, directions and schemes.
  public var layout = LayoutAudit()

  /// Creates an audit.
  public init(
    minimumContrast: Double = 4.5, minimumLargeTextContrast: Double = 3, minimumGraphicContrast: Double = 3,
    minimumSurfaceContrast: Double = 1.1, minimumTarget: Double = 44, includeDisabled: Bool = false,
    environments: [StyleEnvironment] = StyleEnvironment.ColorScheme.allCases.flatMap { scheme in
      StyleEnvironment.Contrast.allCases.map { StyleEnvironment(colorScheme: scheme, contrast: $0) }
    }
  ) {
    self.minimumContrast = minimumContrast
    self.minimumLargeTextContrast = minimumLargeTextContrast
    self.minimumGraphicContrast = minimumGraphicContrast
    self.minimumSurfaceContrast = minimumSurfaceContrast
    self.minimumTarget = minimumTarget
    self.includeDisabled = includeDisabled
    self.environments = environments
  }

  /// Text contrast problems of every component of `theme` in every state it audits and every environment; a problem
  /// that several environments share is one finding. Graphics and surfaces are `nonTextFindings(in:)` and
  /// `surfaceFindings(in:)`.
  public func contrastFindings(in theme: Theme) throws(Diagnostic) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    let canvas = theme.foundations.colors.canvas
    for component in theme.registry.components where !component.contrastPairs.isEmpty {
      let tree = try theme.tree(for: component.name)
      for state in audited(component.states) {
        for env in environments {
          let style = tree.resolved(for: state, in: env)
          for pair in component.contrastPairs {
            guard case .text = pair.content else { continue }
            let finding = { (message: String) in
              AuditFinding(
                component: component.name, state: state.name, environments: [env.label],
                message: message)
            }
            guard let ratio = AccessibilityAudit.contrast(of: pair, in: style, environment: env, canvas: canvas) else {
              findings.append(finding("contrast pair \(pair.foreground) has no color at its paths"))
              continue
            }
            let (minimum, what) = requirement(for: pair, in: style)
            if ratio < minimum {
              findings.append(
                finding(
                  "\(pair.foreground) on \(pair.background ?? "canvas") has contrast \(fixed(ratio, 2)):1, below \(JSONWriter.format(minimum)):1 for \(what)"
                ))
            }
          }
        }
      }
    }
    return AuditFinding.merged(findings)
  }

  /// Targets smaller than `minimumTarget` in any state the audit checks.
  public func targetFindings(in theme: Theme) throws(Diagnostic) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    for component in theme.registry.components {
      guard let target = component.targetSize else { continue }
      let tree = try theme.tree(for: component.name)
      for state in audited(component.states) {
        let style = tree.resolved(for: state)
        var margin = 0.0
        if let path = target.margin, case .number(let m)? = style[path] { margin = m }
        for path in [target.width, target.height].compactMap({ $0 }) {
          guard case .number(let n)? = style[path], n + 2 * margin >= minimumTarget else {
            findings.append(
              AuditFinding(
                component: component.name, state: state.name, environments: [],
                message:
                  "\(path) is \(style[path].map { StyleFormatter().text(for: $0) } ?? "missing")\(margin > 0 ? " plus \(JSONWriter.format(margin)) each side" : ""), below \(JSONWriter.format(minimumTarget)) pt"
              ))
            continue
          }
        }
      }
    }
    return findings
  }

  /// The states checked: all of them, or all but the disabled ones.
  func audited(_ states: [StateSelection]) -> [StateSelection] {
    includeDisabled ? states : states.filter { $0.caseName(for: InteractionState.dimensionName) != "disabled" }
  }

  /// The contrast a pair needs in a resolved style, and what it is called in messages.
  private func requirement(for pair: ContrastPair, in style: ResolvedStyle) -> (Double, String) {
    guard case .text(let path?) = pair.content, case .font(let font)? = style[path] else {
      return (minimumContrast, "text")
    }
    let isLarge = font.size >= 18 || (font.size >= 14 && font.weight.numericValue >= Font.Weight.bold.numericValue)
    return isLarge ? (min(minimumLargeTextContrast, minimumContrast), "large text") : (minimumContrast, "text")
  }

  /// The contrast ratio of a pair in a resolved style; the foreground (with its opacity) and a translucent
  /// background are composited over the canvas first (the pair's, else `canvas`).
  public static func contrast(
    of pair: ContrastPair, in style: ResolvedStyle, environment: StyleEnvironment,
    canvas: AdaptiveColor = Foundations().colors.canvas
  ) -> Double? {
    colors(of: pair, in: style, environment: environment, canvas: canvas).map {
      $0.foreground.contrastRatio(on: $0.background)
    }
  }

  /// The opaque colors a pair compares: the foreground (with its opacity) composited over the background, itself
  /// composited over the canvas; nil when a path has no color.
  static func colors(
    of pair: ContrastPair, in style: ResolvedStyle, environment: StyleEnvironment, canvas: AdaptiveColor
  ) -> (foreground: Color, background: Color, drawn: Bool)? {
    guard case .color(var fg)? = style[pair.foreground] else { return nil }
    let canvas = (pair.canvas ?? canvas).resolved(in: environment)
    var bg = canvas
    if let path = pair.background {
      guard case .color(let c)? = style[path] else { return nil }
      bg = c.composited(over: canvas)
    }
    if let path = pair.foregroundOpacity, case .number(let o)? = style[path] { fg = fg.opacity(o) }
    return (fg.composited(over: bg), bg, fg.alpha > 0)
  }
}
