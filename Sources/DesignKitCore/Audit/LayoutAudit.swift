import DesignKitValues

/// Checks that every component's drawing holds its layout (`LayoutCheck`) in every state, at every Dynamic Type size,
/// in both directions and both color schemes: its text stays inside its container and the drawing's frame, does not
/// run over other text or icons, is not cut by a fixed size or a clip, keeps its words whole and its single-line text
/// on one line; carets, icons, controls, focus rings and contrast hold as `LayoutCheck` says. What each component
/// declares comes from its resolved style (`expectations(for:in:style:environment:canvas:)`).
///
/// A problem found in several environments is one finding, listing the sizes it appears at (and the direction or
/// scheme when only one shows it), with the largest amount measured.
public struct LayoutAudit: Sendable {
  /// The Dynamic Type sizes checked.
  public var dynamicTypeSizes: [DynamicTypeSize]
  /// The directions checked.
  public var layoutDirections: [StyleEnvironment.LayoutDirection]
  /// The color schemes checked.
  public var colorSchemes: [StyleEnvironment.ColorScheme]
  /// The width offered to each drawing on iOS: the narrowest iPhone's, `PhoneWidth.narrowest`. Another platform's
  /// drawing is offered its sample screen's width (`StyleEnvironment.Platform.sampleScreen`: 162 pt on a watch), and a
  /// group of platforms the narrowest of theirs (`proposedWidth(for:)`).
  public var proposedWidth: Double
  /// The platforms checked (iOS alone unless set): a component is drawn once per group of them on which its model is
  /// the same (`PlatformGroups`), at every size of `dynamicTypeSizes` where one of them has Dynamic Type, else at the
  /// default size alone (macOS, tvOS); a finding on only some of them names them.
  public var platforms: [StyleEnvironment.Platform] = [.iOS]

  /// Creates a layout audit.
  public init(
    dynamicTypeSizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
    layoutDirections: [StyleEnvironment.LayoutDirection] = [.leftToRight, .rightToLeft],
    colorSchemes: [StyleEnvironment.ColorScheme] = StyleEnvironment.ColorScheme.allCases,
    proposedWidth: Double = PhoneWidth.narrowest
  ) {
    self.dynamicTypeSizes = dynamicTypeSizes
    self.layoutDirections = layoutDirections
    self.colorSchemes = colorSchemes
    self.proposedWidth = proposedWidth
  }

  /// The environments checked, sizes outermost (on iOS: `check(_:in:)` draws each group of `platforms` in them).
  public var environments: [StyleEnvironment] {
    dynamicTypeSizes.flatMap { size in
      layoutDirections.flatMap { direction in
        colorSchemes.map { scheme in
          var environment = StyleEnvironment()
          environment.dynamicTypeSize = size
          environment.layoutDirection = direction
          environment.colorScheme = scheme
          return environment
        }
      }
    }
  }

  /// The findings of every drawn component of `theme`.
  ///
  /// Components are checked on every core at once; the findings are in the registry's order whatever order the
  /// checks finish in.
  public func findings(in theme: Theme) throws(Diagnostic) -> [AuditFinding] {
    try theme.registry.components.concurrentMap { (component) throws(Diagnostic) in
      try check(component, in: theme).findings
    }.flatMap { $0 }
  }

  /// The findings of every drawn component of each of `themes`, in order: a component whose model tree and canvas
  /// are those of an earlier theme is not checked again but takes that theme's findings (a preset changes a few
  /// components; the layout check depends on nothing else).
  public func findings(in themes: [Theme]) throws(Diagnostic) -> [[AuditFinding]] {
    var checked: [String: [(tree: StyleNode, canvas: AdaptiveColor, findings: [AuditFinding])]] = [:]
    var out: [[AuditFinding]] = []
    for theme in themes {
      let canvas = theme.foundations.colors.canvas
      // What an earlier theme checked is taken from it; the rest is checked on every core at once.
      var parts: [(component: RegisteredComponent, tree: StyleNode, earlier: [AuditFinding]?)] = []
      for component in theme.registry.components where component.hasDrawing {
        let tree = try theme.tree(for: component.name)
        let earlier = checked[component.name]?.first(where: { $0.tree == tree && $0.canvas == canvas })?.findings
        parts.append((component, tree, earlier))
      }
      let found = try parts.filter { $0.earlier == nil }.map(\.component).concurrentMap {
        (component) throws(Diagnostic) in try check(component, in: theme).findings
      }
      var next = found.makeIterator()
      var findings: [AuditFinding] = []
      for part in parts {
        if let earlier = part.earlier {
          findings += earlier
        } else if let new = next.next() {
          checked[part.component.name, default: []].append((part.tree, canvas, new))
          findings += new
        }
      }
      out.append(findings)
    }
    return out
  }

  /// The groups of `platforms` on which `tree` is the same (each group draws alike), in the order of their first
  /// platform: one group where the tree does not follow the platform.
  public func platformGroups(of tree: StyleNode, on platforms: [StyleEnvironment.Platform]) -> [[StyleEnvironment
    .Platform]]
  {
    PlatformGroups(tree, platforms: platforms).groups
  }

  /// The findings of one component in every state, environment and platform group, and how many layouts that took.
  public func check(_ component: RegisteredComponent, in theme: Theme) throws(Diagnostic) -> LayoutAuditResult {
    guard component.hasDrawing else { return LayoutAuditResult(findings: [], layoutsChecked: 0) }
    let tree = try theme.tree(for: component.name)
    var merger = LayoutFindingMerger(audit: self)
    var count = 0
    // The style's shape is the same in every state and environment: its paths are read once.
    let first = component.states.first.map { tree.resolved(for: $0) }
    let configurations = first.map(Self.textConfigurations) ?? []
    let inactivePaths = first.map(Self.inactiveInkPaths) ?? []
    let input = first.map(Self.inputPrefix) ?? ""
    let groups = PlatformGroups(tree, platforms: platforms).groups
    for group in groups {
      // A platform without Dynamic Type (macOS, tvOS) shows its text at the default size only.
      let scales = group.contains(where: \.hasDynamicType)
      let width = proposedWidth(for: group)
      // Without Dynamic Type (macOS, tvOS) every size is the default's, which alone is drawn.
      let repeated = scales ? Self.repeatedSizes(of: dynamicTypeSizes, on: group[0]) : []
      for state in component.states {
        for var environment in environments
        where (scales || environment.dynamicTypeSize == .large) && !repeated.contains(environment.dynamicTypeSize) {
          environment.platform = group[0]
          let style = tree.resolved(for: state, in: environment)
          guard let drawing = try component.drawing(in: state, style: style, environment: environment, tree: tree)
          else {
            continue
          }
          count += 1
          let expected = expectations(
            for: component, in: state, style: style, environment: environment,
            canvas: theme.foundations.colors.canvas.resolved(in: environment), configurations: configurations,
            inactiveInkPaths: inactivePaths, inputPrefix: input)
          merger.add(
            check(drawing, in: environment, expecting: expected, proposedWidth: width), component: component.name,
            state: state.name,
            environment: environment, platforms: group)
        }
      }
    }
    return LayoutAuditResult(
      findings: merger.findings, layoutsChecked: count, baselineKeys: merger.keys, platformGroups: groups.count)
  }

  /// The sizes of `sizes` at which `platform` sets every text style as at a size before it in `sizes` (a watch sets
  /// Medium as Small, AX4 and AX5 as AX3): a drawing there is the drawing at that size, whose findings it shares.
  static func repeatedSizes(of sizes: [DynamicTypeSize], on platform: StyleEnvironment.Platform) -> Set<DynamicTypeSize>
  {
    var seen: [[Double]] = []
    var repeated: Set<DynamicTypeSize> = []
    for size in sizes {
      let row = Font.TextStyle.allCases.map { platform.pointSize(of: $0, at: size) }
      if seen.contains(row) { repeated.insert(size) } else { seen.append(row) }
    }
    return repeated
  }

  /// The width offered to a drawing on every platform of `group`: the narrowest of theirs, `proposedWidth` on iOS and
  /// each other platform's sample screen width (what holds there holds on the wider ones).
  public func proposedWidth(for group: [StyleEnvironment.Platform]) -> Double {
    group.map { $0 == .iOS ? proposedWidth : $0.sampleScreen.width }.min() ?? proposedWidth
  }

  /// The problems of one drawing laid out in `environment`'s direction, its text measured by its measurer, at
  /// `proposedWidth` (nil: the width offered on `environment`'s platform), with what its component declares (nil:
  /// nothing but `canvas`, and `environment`'s size).
  public func check(
    _ drawing: Drawing, in environment: StyleEnvironment, expecting expectations: LayoutExpectations? = nil,
    canvas: Color = .white, proposedWidth: Double? = nil
  ) -> [LayoutProblem] {
    var expected = expectations ?? LayoutExpectations()
    if expectations == nil {
      expected.canvas = canvas
      expected.dynamicTypeSize = environment.dynamicTypeSize
      expected.platform = environment.platform
    }
    return LayoutCheck(
      layoutDirection: environment.layoutDirection, measurer: environment.textMeasurer, expectations: expected
    ).problems(in: drawing, proposedWidth: proposedWidth ?? self.proposedWidth(for: [environment.platform]))
  }

  /// What `component` declares in `state`, from its resolved style: the canvas behind it and the size it is laid out
  /// at; contrast unless disabled, and not for parts in a `colors.…disabledX` color (inactive parts); for a text input
  /// (a style with `colors.caret`, or `colors.X.caret` for an input part `X`: a row's `field`), its edited text
  /// (`colors.text`, `colors.placeholder`, under `X` alike), one line unless it has `layout.maxLineCount`, and its
  /// caret while focused; a focused control's ring (`colors.focusRing`); text cut short at the default size, except
  /// in a marquee held still; and each text's
  /// smallest size: `fonts.X` times `fonts.XConfiguration.minimumScaleFactor`, for text in `colors.X`
  /// (`configurations`: the `fonts.X` paths; `inactiveInkPaths`: the `colors.…disabledX` paths, and `inputPrefix`:
  /// the input part's `X.`, each nil: read from `style`).
  public func expectations(
    for component: RegisteredComponent, in state: StateSelection, style: ResolvedStyle,
    environment: StyleEnvironment, canvas: Color, configurations: [String], inactiveInkPaths: [String]? = nil,
    inputPrefix: String? = nil
  ) -> LayoutExpectations {
    var expected = LayoutExpectations()
    expected.canvas = canvas
    expected.dynamicTypeSize = environment.dynamicTypeSize
    expected.platform = environment.platform
    let interaction = state.caseName(for: InteractionState.dimensionName)
    // Disabled in any dimension (the interaction, a paged view's phase) is exempt.
    expected.checksContrast = !state.cases.contains { $0.1 == InteractionState.disabled.rawValue }
    func color(_ path: String) -> Color? {
      guard case .color(let c)? = style[path] else { return nil }
      return c
    }
    // Parts drawn inactive inside an active control (a sheet's disabled action) are exempt, as disabled states are.
    expected.inactiveInks = (inactiveInkPaths ?? Self.inactiveInkPaths(in: style)).compactMap(color)
    // A text input's colors sit at `colors.caret`, or under the part that is the input (a row's `colors.field.caret`).
    let input = inputPrefix ?? Self.inputPrefix(in: style)
    if let caret = color("colors." + input + "caret") {
      expected.editedText = ["text", "placeholder"].compactMap { color("colors." + input + $0) }
      expected.placeholder = color("colors." + input + "placeholder")
      expected.isSingleLine = style["layout." + input + "maxLineCount"] == nil
      if interaction == "focused" { expected.caret = caret }
    }
    if interaction == "focused", let ring = color("colors." + input + "focusRing") ?? color("colors.focusRing"),
      ring.alpha > 0
    {
      expected.focusRing = ring
    }
    // A marquee held still cuts its content with "…" by design (it will not move: Reduce Motion).
    expected.checksTruncation = state.caseName(for: MarqueeMotion.dimensionName) != MarqueeMotion.still.rawValue
    for font in configurations {
      guard case .font(let f)? = style[font],
        case .number(let scale)? = style[font + "Configuration.minimumScaleFactor"],
        scale < 1, let ink = color("colors." + font.dropFirst("fonts.".count))
      else { continue }
      expected.minimumTextSizes.append(
        LayoutExpectations.MinimumTextSize(color: ink, size: f.size * scale, source: font + "Configuration", font: f))
    }
    return expected
  }

  /// Where a style keeps its text input's colors: `""` for `colors.caret`, `"field."` for a row's `colors.field.caret`
  /// (the first `colors.X.caret`), `""` when it has none.
  static func inputPrefix(in style: ResolvedStyle) -> String {
    if style["colors.caret"] != nil { return "" }
    let nested = style.leaves.first { $0.path.hasPrefix("colors.") && $0.path.hasSuffix(".caret") }
    return nested.map { String($0.path.dropFirst("colors.".count).dropLast("caret".count)) } ?? ""
  }

  /// The `colors.…disabledX` color paths of a style: parts drawn inactive inside an active control.
  static func inactiveInkPaths(in style: ResolvedStyle) -> [String] {
    style.leaves.compactMap { leaf in
      guard leaf.path.hasPrefix("colors."), leaf.path.split(separator: ".").last?.hasPrefix("disabled") == true,
        case .color = leaf.value
      else { return nil }
      return leaf.path
    }
  }

  /// The `fonts.X` paths of a style that has `fonts.XConfiguration.minimumScaleFactor`.
  static func textConfigurations(in style: ResolvedStyle) -> [String] {
    let suffix = "Configuration.minimumScaleFactor"
    return style.leaves.map(\.path).filter { $0.hasPrefix("fonts.") && $0.hasSuffix(suffix) }.map {
      String($0.dropLast(suffix.count))
    }
  }
}

/// What a layout audit of one component found, and how many layouts it checked.
public struct LayoutAuditResult: Sendable {
  /// The findings, merged over environments.
  public var findings: [AuditFinding]
  /// The layouts checked: states × environments.
  public var layoutsChecked: Int
  /// Each finding as a baseline keeps it (`state`, kind, `path: message`, tab-separated): without the environments
  /// and what was measured, so a ratchet fails on a new finding and on a fixed one, not on a changed measurement; a
  /// finding on only some of the platforms checked ends with them (` [macOS, watchOS]`).
  public var baselineKeys: [String] = []
  /// The groups of platforms the component was drawn for (`PlatformGroups`): 1 where its model is the same on every
  /// platform checked.
  public var platformGroups = 1
}

/// Merges the problems of one component found in many environments into one finding per state and part.
struct LayoutFindingMerger {
  let audit: LayoutAudit
  private var order: [String] = []
  private var entries: [String: Entry] = [:]

  init(audit: LayoutAudit) { self.audit = audit }

  private struct Entry {
    var component: String
    var state: String
    var problem: LayoutProblem
    var sizes: Set<DynamicTypeSize> = []
    var directions: Set<StyleEnvironment.LayoutDirection> = []
    var schemes: Set<StyleEnvironment.ColorScheme> = []
    var platforms: Set<StyleEnvironment.Platform> = []
  }

  /// Adds the problems found in `environment`, whose drawing holds for `platforms` (nil: every platform checked).
  mutating func add(
    _ problems: [LayoutProblem], component: String, state: String, environment: StyleEnvironment,
    platforms: [StyleEnvironment.Platform]? = nil
  ) {
    for problem in problems {
      let key = "\(component)\u{0}\(state)\u{0}\(problem.path)\u{0}\(problem.message)"
      if entries[key] == nil {
        order.append(key)
        entries[key] = Entry(component: component, state: state, problem: problem)
      }
      guard var entry = entries[key] else { continue }
      entry.sizes.insert(environment.dynamicTypeSize)
      entry.directions.insert(environment.layoutDirection)
      entry.schemes.insert(environment.colorScheme)
      // A platform without Dynamic Type has the problem only where it shows its text: at the default size.
      entry.platforms.formUnion(
        (platforms ?? audit.platforms).filter { $0.hasDynamicType || environment.dynamicTypeSize == .large })
      // The largest amount, and what was measured where it was largest (else where first seen).
      if let amount = problem.amount, amount > (entry.problem.amount ?? 0) {
        entry.problem.amount = amount
        entry.problem.measured = problem.measured
      }
      entries[key] = entry
    }
  }

  /// One finding per part and state: the sizes first (runs joined as `xxxLarge…accessibility5`), then the direction
  /// and the scheme when only one of those checked shows the problem.
  var findings: [AuditFinding] {
    order.compactMap { key in
      guard let entry = entries[key] else { return nil }
      var environments = [Self.ranges(of: entry.sizes)]
      if audit.layoutDirections.count > 1, entry.directions.count == 1, let only = entry.directions.first {
        environments.append(only == .rightToLeft ? "rtl" : "ltr")
      }
      if audit.colorSchemes.count > 1, entry.schemes.count == 1, let only = entry.schemes.first {
        environments.append(only.rawValue)
      }
      environments += platformNames(entry)
      let amount = entry.problem.amount.map { " by up to " + LayoutProblem.points($0) } ?? ""
      let measured = entry.problem.measured.map { " (\($0))" } ?? ""
      return AuditFinding(
        component: entry.component, state: entry.state, environments: environments,
        message: "layout: \(entry.problem.path): \(entry.problem.message)\(measured)\(amount)")
    }
  }

  /// `state⇥kind⇥path: message` per finding, in the order of `findings`.
  var keys: [String] {
    order.compactMap { key in
      entries[key].map { entry in
        let platforms = platformNames(entry)
        return "\(entry.state)\t\(entry.problem.kind.rawValue)\t\(entry.problem.path): \(entry.problem.message)"
          + (platforms.isEmpty ? "" : " [\(platforms.joined(separator: ", "))]")
      }
    }
  }

  /// The platforms of a finding found on only some of those checked, in the audit's order; none when on every one.
  private func platformNames(_ entry: Entry) -> [String] {
    guard audit.platforms.count > 1, !Set(audit.platforms).isSubset(of: entry.platforms) else { return [] }
    return audit.platforms.filter(entry.platforms.contains).map(\.rawValue)
  }

  /// `large, xxxLarge…accessibility5`.
  static func ranges(of sizes: Set<DynamicTypeSize>) -> String {
    let sorted = sizes.sorted()
    var runs: [[DynamicTypeSize]] = []
    for size in sorted {
      if let last = runs.last?.last, last.index + 1 == size.index {
        runs[runs.count - 1].append(size)
      } else {
        runs.append([size])
      }
    }
    return runs.map { run in
      guard let first = run.first, let last = run.last else { return "" }
      return run.count == 1 ? first.rawValue : "\(first.rawValue)…\(last.rawValue)"
    }.joined(separator: ", ")
  }
}
