import DesignKitValues

extension AccessibilityAudit {
  /// Surfaces that cannot be told from what lies behind them: each `.surface` pair of every component, in every state
  /// the audit checks, every environment and every platform group, needs `minimumSurfaceContrast` against what is behind it (its pair's
  /// background over the canvas: a modal's dimmed page, a section's list), and in dark mode it must not be darker
  /// than that, since there a surface rises by getting lighter (iOS's elevated backgrounds).
  ///
  /// Why 1.1:1: it is the smallest step iOS itself ships between a surface and what it sits on (a white grouped row on
  /// the light grouped background, 242, 242, 247, is 1.12:1; the dark steps, 0 → 28 → 44 → 58, are 1.2:1 or more),
  /// and it rejects a card that vanishes (#121212 on #161616 is 1.04:1). WCAG sets no contrast for a surface that
  /// only groups content; this is the step at which a grouping is still seen.
  public func surfaceFindings(in theme: Theme) throws(Diagnostic) -> [AuditFinding] {
    try pairFindings(in: theme, content: .surface) { pair, colors, env in
      let ratio = colors.foreground.contrastRatio(on: colors.background)
      let behind = pair.background.map { "\($0) over the canvas" } ?? "the canvas"
      if env.colorScheme == .dark, colors.foreground.relativeLuminance < colors.background.relativeLuminance {
        return "\(pair.foreground) is darker than \(behind) (\(fixed(ratio, 2)):1): in dark mode a surface is lighter "
          + "than what lies behind it"
      }
      guard ratio < minimumSurfaceContrast else { return nil }
      return "\(pair.foreground) on \(behind) has contrast \(fixed(ratio, 2)):1, below "
        + "\(JSONWriter.format(minimumSurfaceContrast)):1 for a surface against what lies behind it"
    }
  }

  /// Parts that identify a control or its state below `minimumGraphicContrast` (WCAG 2.2 SC 1.4.11, 3:1): each
  /// `.graphic` pair of every component and every focus ring (a color at a path ending in `focusRing`, drawn around
  /// the control on the canvas), in every state that draws them and every environment.
  public func nonTextFindings(in theme: Theme) throws(Diagnostic) -> [AuditFinding] {
    try pairFindings(in: theme, content: .graphic) { pair, colors, _ in
      let ratio = colors.foreground.contrastRatio(on: colors.background)
      guard ratio < minimumGraphicContrast else { return nil }
      return "\(pair.foreground) on \(pair.background ?? "canvas") has non-text contrast \(fixed(ratio, 2)):1, below "
        + "\(JSONWriter.format(minimumGraphicContrast)):1 (WCAG 2.2 SC 1.4.11)"
    }
  }

  /// The focus rings of a resolved style, as graphic pairs on the canvas.
  static func focusRingPairs(in style: ResolvedStyle) -> [ContrastPair] {
    style.leaves.compactMap { leaf in
      guard leaf.path == "focusRing" || leaf.path.hasSuffix(".focusRing"), case .color = leaf.value else { return nil }
      return ContrastPair(foreground: leaf.path, content: .graphic)
    }
  }

  /// The findings `check` makes of every pair of `content`'s kind whose foreground is drawn, merged across
  /// environments; a pair whose paths hold no color is a finding too.
  private func pairFindings(
    in theme: Theme, content: ContrastPair.Content,
    check: (ContrastPair, (foreground: Color, background: Color, drawn: Bool), StyleEnvironment) -> String?
  ) throws(Diagnostic) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    let canvas = theme.foundations.colors.canvas
    for component in theme.registry.components {
      let declared = component.contrastPairs.filter { $0.content == content }
      // A style has the same fields in every state and environment: its focus rings are found once.
      var rings: [ContrastPair]? = content == .graphic ? nil : []
      eachStyle(of: component, tree: try theme.tree(for: component.name)) { style, env, finding in
        if rings == nil { rings = Self.focusRingPairs(in: style) }
        for pair in declared + (rings ?? []) {
          guard let colors = Self.colors(of: pair, in: style, environment: env, canvas: canvas) else {
            findings.append(finding("\(pair.foreground) has no color at its paths"))
            continue
          }
          guard colors.drawn, let message = check(pair, colors, env) else { continue }
          findings.append(finding(message))
        }
      }
    }
    return PlatformGroups.normalized(AuditFinding.merged(findings), platforms: platforms)
  }
}
