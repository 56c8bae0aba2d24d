import DesignKit

extension Command {
  static let list = Command(
    "list", summary: "List the components by family, with their states.", options: [.format],
    examples: ["designkit list", "designkit list --format json"], exitCodes: [.success("printed"), .usage],
    run: CLI.list)

  static let show = Command(
    "show", summary: "Print a component's resolved style in one state or all.",
    arguments: [
      ArgumentSpec(
        name: "Component",
        help: "A component name, e.g. VToggle (`designkit list` lists them), or `theme` for the foundations.")
    ],
    options: [.state, .allStates, .preset] + OptionSpec.environment + [.format],
    examples: [
      "designkit show VToggle --all-states", "designkit show VPrimaryButton --state pressed --scheme dark",
      "designkit show VPrimaryButton --preset dark-tuned --format json", "designkit show theme --preset brand",
    ], exitCodes: [.success("printed"), .invalid("invalid preset"), .usage], run: CLI.show)

  static let validate = Command(
    "validate", summary: "Check preset files; print every error, then every warning.",
    arguments: [
      ArgumentSpec(name: "FILE", help: "A preset file, relative to the working directory.", isRepeated: true)
    ],
    options: [.strict, .format],
    examples: [
      "designkit validate Models/brand.json Models/dark-tuned.json", "designkit validate --strict Models/fluent.json",
    ],
    exitCodes: [
      .success("every file is a valid preset (warnings, if any, on stderr)"),
      .invalid("a file has errors or is not a preset, or, with `--strict`, warnings"), .usage,
    ],
    run: CLI.validate)

  static let exportDefaults = Command(
    "export-defaults", summary: "Print the complete default preset (Models/default.json).",
    examples: ["designkit export-defaults > Models/default.json"], exitCodes: [.success("printed"), .usage],
    run: CLI.exportDefaults)

  static let audit = Command(
    "audit",
    summary:
      "Check text contrast, touch targets, surfaces against what lies behind them, non-text contrast and layout at every Dynamic Type size, on every platform.",
    arguments: [
      ArgumentSpec(
        name: "PRESET", help: "A preset file or built-in preset name; the defaults when left out.", isOptional: true)
    ],
    options: [
      .minContrast, .minTarget, .includeDisabled, .auditDynamicType, .auditPlatform, .allPresets, .auditCompose,
      .verbose, .format,
    ],
    examples: [
      "designkit audit", "designkit audit high-contrast --min-contrast 7",
      "designkit audit --dynamic-type accessibility5", "designkit audit --platform macOS",
      "designkit audit --all-presets --dynamic-type accessibility5 --compose Models/compositions/settings.json",
    ],
    exitCodes: [.success("no findings"), .invalid("findings, or an invalid preset"), .usage], run: CLI.audit)
}

extension OptionSpec {
  static let strict = OptionSpec(
    "--strict", help: "Treat warnings (problems of token files that load anyway) as errors.")
  static let state = OptionSpec("--state", value: "STATE", help: "The state to show, e.g. pressed or on+pressed.")
  static let allStates = OptionSpec(
    "--all-states", help: "Show every state: shared values first, then what differs per state.")
  static let auditDynamicType = OptionSpec(
    "--dynamic-type", value: "SIZE", choices: DynamicTypeSize.allCases.map(\.rawValue),
    help:
      "Check layout (text inside its container and the drawing, no overlaps, nothing cut by a fixed size) at this "
      + "Dynamic Type size only, xSmall … accessibility5; at every size, both directions, light and dark when left out."
  )
  static let auditPlatform = OptionSpec(
    "--platform", value: "PLATFORM", choices: StyleEnvironment.Platform.allCases.map(\.rawValue) + ["all"],
    help:
      "Check this platform only, or every one (`all`, the default), each with its own minimum target (iOS, iPadOS, "
      + "watchOS, visionOS 44 pt, macOS 20, tvOS none: focus picks controls) and macOS and tvOS at the default text "
      + "size only (they have no Dynamic Type).")
  static let allPresets = OptionSpec(
    "--all-presets", help: "Audit every built-in preset, one report after another, instead of one PRESET.")
  static let auditCompose = OptionSpec(
    "--compose", value: "DOCUMENT,...",
    help:
      "Also check the layout of these composition documents (screens, comma-separated) under PRESET (the defaults "
      + "with `--all-presets`), at the sizes, directions and schemes the layout check runs at.")
  static let minContrast = OptionSpec(
    "--min-contrast", value: "RATIO", default: "4.5", help: "The smallest contrast ratio accepted, from 1 to 21.")
  static let minTarget = OptionSpec(
    "--min-target", value: "POINTS", default: "44",
    help: "The smallest touch target accepted, in points, on every platform (by default each platform's own).")
  static let verbose = OptionSpec(
    "--verbose", help: "List every finding instead of one line per component and kind with its worst case.")
  static let includeDisabled = OptionSpec(
    "--include-disabled", help: "Also check disabled states (WCAG exempts inactive controls).")
}

extension CLI {
  static func list(_ invocation: Invocation) throws -> Int32 {
    let registry = Catalog.registry
    if invocation.format == .json {
      print(JSONWriter().string(registry.json), terminator: "")
      return 0
    }
    for family in ComponentFamily.allCases {
      let members = registry.componentSummaries.filter { $0.family == family }
      guard !members.isEmpty else { continue }
      print(family.title)
      let width = members.map(\.name.count).max() ?? 0
      for c in members {
        print(
          "  " + c.name + String(repeating: " ", count: width - c.name.count) + "  "
            + c.stateNames.joined(separator: " "))
      }
    }
    return 0
  }

  static func show(_ invocation: Invocation) throws -> Int32 {
    if invocation.flag(.allStates), invocation.given(.state) != nil {
      throw UsageError(message: "use either `--state` or `--all-states`, not both")
    }
    let name = invocation.positional[0]
    if name == "theme", Catalog.registry[name] == nil {
      return printReport(
        try StyleReport(foundationsOf: try invocation.presetTheme(), environment: invocation.environment), invocation)
    }
    let component = try invocation.typed { try Catalog.registry.component(named: name) }
    let states: [StateSelection]
    if invocation.flag(.allStates) {
      states = component.states
    } else if let s = invocation.given(.state) {
      states = [try invocation.typed { try component.state(named: s) }]
    } else {
      states = [component.states[0]]
    }
    let report = try StyleReport(
      theme: try invocation.presetTheme(), component: component, states: states,
      environment: invocation.environment)
    return printReport(report, invocation)
  }

  static func printReport(_ report: StyleReport, _ invocation: Invocation) -> Int32 {
    if invocation.format == .json {
      print(JSONWriter().string(report.json), terminator: "")
    } else {
      report.lines(formatter: StyleFormatter(colorSwatches: stdoutWantsColor)).forEach { print($0) }
    }
    return 0
  }

  static func validate(_ invocation: Invocation) throws -> Int32 {
    try requireReadable(invocation.positional)
    var loader = PresetLoader()
    loader.strict = invocation.flag(.strict)
    let report = loader.validate(files: invocation.positional)
    if invocation.format == .json {
      print(JSONWriter().string(report.json), terminator: "")
    } else {
      for d in report.diagnostics { printError(d.description) }
      print(report.summary)
    }
    return report.isValid ? 0 : 1
  }

  static func exportDefaults(_ invocation: Invocation) throws -> Int32 {
    print(JSONWriter().string(try Theme.default.presetJSON()), terminator: "")
    return 0
  }

  static func audit(_ invocation: Invocation) throws -> Int32 {
    var audit = AccessibilityAudit(platforms: StyleEnvironment.Platform.allCases)
    audit.minimumContrast = try invocation.number(.minContrast, in: 1...21) ?? audit.minimumContrast
    if invocation.given(.minTarget) != nil, let target = try invocation.number(.minTarget, in: 0...1000) {
      audit.minimumTarget = target
      audit.minimumTargets = [:]
    }
    if let platform = invocation.given(.auditPlatform) {
      audit.platforms = StyleEnvironment.Platform(rawValue: platform).map { [$0] } ?? StyleEnvironment.Platform.allCases
    }
    audit.includeDisabled = invocation.flag(.includeDisabled)
    if let size = invocation.choice(.auditDynamicType, as: DynamicTypeSize.self) {
      audit.layout.dynamicTypeSizes = [size]
    }
    var themes: [Theme]
    if invocation.flag(.allPresets) {
      guard invocation.positional.isEmpty else {
        throw UsageError(message: "`--all-presets` audits every built-in preset; give no PRESET")
      }
      themes = try BuiltInPresets.names.map { try CLI.theme($0) }
    } else {
      themes = [try invocation.positional.first.map { try CLI.theme($0) } ?? .default]
    }
    let compositionTheme = invocation.flag(.allPresets) ? Theme.default : themes[0]
    let documents = try splitList(invocation.given(.auditCompose) ?? "").map { path in
      (path, try compositionDocument(path, theme: compositionTheme))
    }
    let reports = try AuditReport.reports(audit, themes: themes)
    let screens = try documents.map { path, document in
      try audit.layout.check(document, named: path, theme: compositionTheme).findings
    }
    if invocation.format == .json {
      guard reports.count > 1 || !documents.isEmpty else {
        print(JSONWriter().string(reports[0].json), terminator: "")
        return reports[0].findings.isEmpty ? 0 : 1
      }
      let compositions = zip(documents, screens).map { document, findings in
        JSONValue.object([("document", .string(document.0)), ("findings", .array(findings.map(\.json)))])
      }
      print(
        JSONWriter().string(
          .object([("reports", .array(reports.map(\.json))), ("compositions", .array(compositions))])),
        terminator: "")
    } else {
      for report in reports { print(report.text(verbose: invocation.flag(.verbose)), terminator: "") }
      for ((path, _), findings) in zip(documents, screens) {
        for finding in findings { print(finding.description) }
        let count = findings.count
        print("\(path): " + (count == 0 ? "no layout findings" : "\(count) layout finding\(count == 1 ? "" : "s")"))
      }
    }
    let clean = reports.allSatisfy(\.findings.isEmpty) && screens.allSatisfy(\.isEmpty)
    return clean ? 0 : 1
  }
}
