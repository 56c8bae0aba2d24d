import DesignKit

extension CLI {
  func curve(_ options: Options) throws -> Int32 {
    guard options.positional.count == 1, let text = options.positional.first else {
      throw UsageError(
        message: "`curve` takes one animation, e.g. `designkit curve \"spring(duration: 0.5, bounce: 0.3)\"`")
    }
    let format = try options.choice("--format", ["text", "json"], default: "text")
    var count = 21
    if let s = options.values["--samples"] {
      guard let n = Int(s), (2...10_000).contains(n) else {
        throw UsageError(message: "`--samples` must be a whole number from 2 to 10000; got `\(s)`")
      }
      count = n
    }
    let report = CurveReport(try AnimationSpec(parsing: text), samples: count)
    if format == "json" {
      print(JSONWriter().string(report.json), terminator: "")
      return 0
    }
    var header = "\(report.animation)"
    header += report.duration.isFinite ? "  duration \(JSONWriter.format(report.duration)) s" : "  repeats forever"
    if let settling = report.settlingDuration { header += "  settles in \(JSONWriter.format(settling)) s (ε 0.001)" }
    print(header)
    if stdoutIsTerminal { report.plotLines().forEach { print($0) } }
    report.tableLines.forEach { print($0) }
    return 0
  }

  func simulate(_ options: Options) throws -> Int32 {
    guard options.positional.count == 1, let name = options.positional.first else {
      throw UsageError(
        message:
          "`simulate` takes one component or machine, e.g. `designkit simulate VToggle --events pointerDown,pointerUp`")
    }
    guard let eventsText = options.values["--events"] else {
      throw UsageError(message: "`simulate` needs `--events`, e.g. `--events pointerDown,pointerUp`")
    }
    let format = try options.choice("--format", ["text", "json"], default: "text")
    let events = splitList(eventsText)
    var simulation = SimulationOptions()
    if let at = options.values["--at"] {
      simulation.times = try splitList(at).map { s in
        guard let t = Double(s) else { throw UsageError(message: "`--at` takes numbers in seconds; got `\(s)`") }
        return t
      }
    }
    if let fps = options.values["--fps"] {
      guard let f = Double(fps), f >= 1, f <= 1000 else {
        throw UsageError(message: "`--fps` must be a number from 1 to 1000; got `\(fps)`")
      }
      simulation.framesPerSecond = f
    }
    simulation.environment = try environment(options)
    simulation.colorInterpolation =
      ColorInterpolation(
        rawValue: try options.choice(
          "--color-space", ColorInterpolation.allCases.map(\.rawValue), default: ColorInterpolation.linearSRGB.rawValue)
      )
      ?? .linearSRGB
    if Catalog.registry[name] == nil, let machine = try? MachineCatalog.descriptor(named: name) {
      return try simulateMachine(machine, events: events, times: simulation.times, format: format)
    }
    let theme = try options.values["--preset"].map { try PresetLoader().load(file: $0) } ?? .default
    let component = try Catalog.registry.component(named: name)
    let steps = try component.simulate(events: events, tree: theme.tree(for: name), options: simulation)
    let formatter = StyleFormatter(colorSwatches: stdoutWantsColor)
    if format == "json" {
      let items = steps.map { step in
        JSONValue.object([
          ("time", .number(step.time)), ("event", .string(step.event)), ("from", .string(step.stateBefore)),
          ("to", .string(step.stateAfter)), ("outputs", .array(step.outputs.map { .string($0) })),
          ("slot", step.slot.map { .string($0) } ?? .null), ("animation", .string(step.animation.description)),
          (
            "frames",
            .array(
              step.frames.map { f in
                .object([("t", .number(f.time)), ("changes", .object(f.changes.map { ($0.path, $0.value.json) }))])
              })
          ),
        ])
      }
      print(JSONWriter().string(.object([("component", .string(name)), ("steps", .array(items))])), terminator: "")
      return 0
    }
    for step in steps {
      var line = "t=\(fixedTime(step.time))  \(step.event)  \(step.stateBefore) → \(step.stateAfter)"
      if !step.outputs.isEmpty { line += "  outputs: " + step.outputs.joined(separator: ", ") }
      if let slot = step.slot { line += "  slot: \(slot) (\(step.animation))" }
      print(line)
      for frame in step.frames {
        let changes = frame.changes.map { "\($0.path)=\(formatter.text(for: $0.value))" }
        print("    \(fixedTime(frame.time))  " + changes.joined(separator: "  "))
      }
    }
    return 0
  }

  /// The environment from `--scheme`, `--contrast`, `--dynamic-type`, `--rtl`, `--reduce-motion`.
  func environment(_ options: Options) throws -> StyleEnvironment {
    var environment = StyleEnvironment()
    environment.colorScheme =
      StyleEnvironment.ColorScheme(
        rawValue: try options.choice(
          "--scheme", StyleEnvironment.ColorScheme.allCases.map(\.rawValue), default: "light"))
      ?? .light
    environment.contrast =
      StyleEnvironment.Contrast(
        rawValue: try options.choice(
          "--contrast", StyleEnvironment.Contrast.allCases.map(\.rawValue), default: "standard"))
      ?? .standard
    environment.dynamicTypeSize =
      DynamicTypeSize(
        rawValue: try options.choice("--dynamic-type", DynamicTypeSize.allCases.map(\.rawValue), default: "large"))
      ?? .large
    if options.flags.contains("--rtl") { environment.layoutDirection = .rightToLeft }
    if options.flags.contains("--reduce-motion") { environment.reduceMotion = true }
    return environment
  }
}

/// Splits `a,b(c, d),e` on the commas outside parentheses.
func splitList(_ text: String) -> [String] {
  var parts: [String] = []
  var current = ""
  var depth = 0
  for ch in text {
    if ch == "(" { depth += 1 }
    if ch == ")" { depth -= 1 }
    if ch == ",", depth == 0 {
      parts.append(current.trimmingSpaces())
      current = ""
    } else {
      current.append(ch)
    }
  }
  if !current.trimmingSpaces().isEmpty || !parts.isEmpty { parts.append(current.trimmingSpaces()) }
  return parts
}

extension String {
  func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

/// Seconds with three decimals.
func fixedTime(_ t: Double) -> String {
  guard t.isFinite, abs(t) < 1e12 else { return JSONWriter.format(t) }
  let ms = Int((t * 1000).rounded())
  let frac = String(ms % 1000)
  return "\(ms / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
}
