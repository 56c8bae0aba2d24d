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
  /// The smallest target side in points (Apple: 44) on every platform `minimumTargets` does not name.
  public var minimumTarget: Double
  /// The smallest target side per platform where it is not `minimumTarget` (`platformMinimumTargets`); nil for a
  /// platform whose controls are not pointed at, whose targets are not checked (tvOS: focus moves between controls).
  public var minimumTargets: [StyleEnvironment.Platform: Double?]
  /// The platforms checked (iOS alone unless given; `StyleEnvironment.Platform.allCases` checks every one): each
  /// component is resolved, drawn and measured once for each group of platforms on which its model is the same
  /// (`PlatformGroups`), and a finding that holds on only some platforms names them.
  public var platforms: [StyleEnvironment.Platform] { didSet { layout.platforms = platforms } }
  /// Whether disabled states are checked too (a stricter preset, such as high contrast, may want them).
  public var includeDisabled: Bool
  /// The environments checked.
  public var environments: [StyleEnvironment]
  /// The layout check (`LayoutAudit`): its sizes, directions and schemes.
  public var layout = LayoutAudit()

  /// The smallest target side per platform where Apple's Human Interface Guidelines set another than iOS's 44 pt
  /// (watchOS's is 44 too; visionOS keeps 44, the size of the control, its 60 pt eye target counting the space
  /// around it): macOS 20 pt, the smallest control the guidelines allow (28 × 28 is their recommended size; AppKit's
  /// regular push button is 20 to 22 pt tall, as VComponents 8.1's macOS dialog button is 22), and none on tvOS,
  /// where focus, not a pointer or a finger, picks a control.
  public static let platformMinimumTargets: [StyleEnvironment.Platform: Double?] = [.macOS: 20, .tvOS: .none]

  /// Creates an audit.
  public init(
    minimumContrast: Double = 4.5, minimumLargeTextContrast: Double = 3, minimumGraphicContrast: Double = 3,
    minimumSurfaceContrast: Double = 1.1, minimumTarget: Double = 44,
    minimumTargets: [StyleEnvironment.Platform: Double?] = platformMinimumTargets, includeDisabled: Bool = false,
    environments: [StyleEnvironment] = StyleEnvironment.ColorScheme.allCases.flatMap { scheme in
      StyleEnvironment.Contrast.allCases.map { StyleEnvironment(colorScheme: scheme, contrast: $0) }
    },
    platforms: [StyleEnvironment.Platform] = [.iOS]
  ) {
    self.minimumContrast = minimumContrast
    self.minimumLargeTextContrast = minimumLargeTextContrast
    self.minimumGraphicContrast = minimumGraphicContrast
    self.minimumSurfaceContrast = minimumSurfaceContrast
    self.minimumTarget = minimumTarget
    self.minimumTargets = minimumTargets
    self.platforms = platforms
    self.layout.platforms = platforms
    self.includeDisabled = includeDisabled
    self.environments = environments
  }

  /// The smallest target side on `platform`; nil where targets are not checked.
  public func minimumTarget(on platform: StyleEnvironment.Platform) -> Double? {
    if let given = minimumTargets[platform] { return given }
    return minimumTarget
  }

  /// Text contrast problems of every component of `theme` in every state it audits, every environment and every
  /// platform group; a problem that several environments share is one finding. Graphics and surfaces are `nonTextFindings(in:)` and
  /// `surfaceFindings(in:)`.
  public func contrastFindings(in theme: Theme) throws(Diagnostic) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    let canvas = theme.foundations.colors.canvas
    for component in theme.registry.components where !component.contrastPairs.isEmpty {
      eachStyle(of: component, tree: try theme.tree(for: component.name)) { style, env, finding in
        for pair in component.contrastPairs {
          guard case .text = pair.content else { continue }
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
    return PlatformGroups.normalized(AuditFinding.merged(findings), platforms: platforms)
  }

  /// Calls `body` with the style `tree` resolves to in each state the audit checks, each environment (named as on
  /// iOS) and each group of `platforms` on which the tree is the same, and a finding in that state that names the
  /// environment and the group's platforms (none when the group is every platform).
  func eachStyle(
    of component: RegisteredComponent, tree: StyleNode,
    _ body: (ResolvedStyle, StyleEnvironment, (String) -> AuditFinding) -> Void
  ) {
    let platforms = PlatformGroups(tree, platforms: self.platforms)
    for group in platforms.groups {
      for state in audited(component.states) {
        for var env in environments {
          env.platform = group[0]
          let style = tree.resolved(for: state, in: env)
          env.platform = .iOS
          let names = [env.label] + platforms.labels(of: group)
          body(style, env) {
            AuditFinding(component: component.name, state: state.name, environments: names, message: $0)
          }
        }
      }
    }
  }

  /// Targets smaller than the platform's minimum (`minimumTarget(on:)`) in any state the audit checks, on every
  /// platform audited; a finding that holds on only some platforms names them.
  public func targetFindings(in theme: Theme) throws(Diagnostic) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    for component in theme.registry.components {
      guard let target = component.targetSize else { continue }
      let tree = try theme.tree(for: component.name)
      let platforms = PlatformGroups(tree, platforms: self.platforms)
      for group in platforms.groups {
        for state in audited(component.states) {
          let style = tree.resolved(for: state, in: StyleEnvironment(platform: group[0]))
          var margin = 0.0
          if let path = target.margin, case .number(let m)? = style[path] { margin = m }
          // The sizes are the group's; each platform of it has its own minimum.
          for platform in group {
            guard let minimum = minimumTarget(on: platform) else { continue }
            for path in [target.width, target.height].compactMap({ $0 }) {
              guard case .number(let n)? = style[path], n + 2 * margin >= minimum else {
                findings.append(
                  AuditFinding(
                    component: component.name, state: state.name,
                    environments: platforms.platforms.count > 1 ? [platform.rawValue] : [],
                    message:
                      "\(path) is \(style[path].map { StyleFormatter().text(for: $0) } ?? "missing")\(margin > 0 ? " plus \(JSONWriter.format(margin)) each side" : ""), below \(JSONWriter.format(minimum)) pt"
                  ))
                continue
              }
            }
          }
        }
      }
    }
    return PlatformGroups.normalized(AuditFinding.merged(findings), platforms: platforms)
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
