import DesignKit

extension Command {
  static let curve = Command(
    "curve", summary: "Print an animation's progress and velocity over time.",
    arguments: [ArgumentSpec(name: "animation", help: "An animation in SwiftUI-like syntax, quoted for the shell.")],
    options: [.samples, .format],
    examples: ["designkit curve \"spring(duration: 0.5, bounce: 0.3)\"", "designkit curve easeInOut --samples 11"],
    exitCodes: [.success("printed"), .usage], run: CLI.curve)

  static let simulate = Command(
    "simulate", summary: "Send events to a component or machine; print each step, or that it changes nothing.",
    arguments: [
      ArgumentSpec(
        name: "Component|machine",
        help:
          "A component (VToggle), starting in the state its Swift initializer starts it in (a modal presented), "
          + "or a machine (press).")
    ],
    options: [.events.required(), .at, .fps, .controlled, .refuse, .preset] + OptionSpec.environment + [
      .colorSpace, .format,
    ],
    examples: [
      "designkit simulate VToggle --events pointerDown,pointerUp --fps 60",
      "designkit simulate press --events pointerDown,pointerUp --at 0,0.6",
      "designkit simulate VStretchedToggleButton --refuse on --events pointerDown,pointerUp",
      "designkit simulate VRectangularCaptionButton --events pointerDown@28,60,pointerUp@28,60",
    ], exitCodes: [.success("printed"), .invalid("invalid preset"), .usage], run: CLI.simulate)
}

extension OptionSpec {
  static let samples = OptionSpec(
    "--samples", value: "N", default: "21", help: "How many evenly spaced samples, from 2 to 10000.")
  static let events = OptionSpec(
    "--events", value: "E1,E2,...",
    help:
      "The events to send, comma-separated. In `simulate` a press or drag can carry a position, in points from the "
      + "top left of the component's drawing (its gallery sample, as `render` draws it): `pointerDown@12,30`, "
      + "`pointerMoved@40,30`, `pointerUp@40,30`. A positioned touch is hit-tested against the drawing's hit area "
      + "(the drawing grown to its target size), as a native host tests it: a press outside does nothing, a press in "
      + "a caption button's gap between icon and caption is on the button, a slider's press is at that fraction.")
  static let at = OptionSpec(
    "--at", value: "T1,T2,...",
    help:
      "The time of each event in seconds, increasing. Left out: each event 0.1 s after the one before, or when the "
      + "animation that one started settles if later; `timePassed(S)` moves the clock S seconds and the next event "
      + "follows at once. The t= column is the virtual clock; what time alone does (a long press firing, a toast's "
      + "display time running out) prints as `(time passes)` at the moment it happens.")
  static let controlled = OptionSpec(
    "--controlled",
    help:
      "Run the component's value controlled by an owner that accepts every proposal; each step it was asked about "
      + "says `accepted by the owner` or `refused by the owner`.")
  static let refuse = OptionSpec(
    "--refuse", value: "V1,V2,...",
    help:
      "Run controlled by an owner that refuses these proposed values (as traces print them: off, 2, 0.5; `any` for "
      + "all) and keeps its own, accepting the rest.")
  static let fps = OptionSpec(
    "--fps", value: "N", help: "Print animation frames at this rate, from 1 to 1000 per second.")
  static let colorSpace = OptionSpec(
    "--color-space", choices: ColorInterpolation.allCases.map(\.rawValue), default: "linearSRGB",
    help: "The space colors interpolate in.")
}

extension CLI {
  static func curve(_ invocation: Invocation) throws -> Int32 {
    let count = Int(try invocation.number(.samples, in: 2...10_000, whole: true) ?? 21)
    let spec = try invocation.typed { try AnimationSpec(parsing: invocation.positional[0]) }
    let report = CurveReport(spec, samples: count)
    if invocation.format == .json {
      print(JSONWriter().string(report.json), terminator: "")
      return 0
    }
    print(report.header)
    if stdoutIsTerminal { report.plotLines().forEach { print($0) } }
    report.tableLines.forEach { print($0) }
    return 0
  }

  static func simulate(_ invocation: Invocation) throws -> Int32 {
    let name = invocation.positional[0]
    let events = splitList(invocation.given(.events) ?? "")
    var options = SimulationOptions()
    if let at = invocation.given(.at) {
      options.times = try splitList(at).map { s in
        guard let t = Double(s) else { throw UsageError(message: "`--at` takes numbers in seconds; got `\(s)`") }
        return t
      }
    }
    options.framesPerSecond = try invocation.number(.fps, in: 1...SimulationOptions.maxFramesPerSecond)
    options.environment = invocation.environment
    options.colorInterpolation = invocation.choice(.colorSpace, as: ColorInterpolation.self) ?? .linearSRGB
    if let refused = invocation.given(.refuse) {
      options.owner = .refusing(splitList(refused))
    } else if invocation.flag(.controlled) {
      options.owner = .acceptsAll
    }
    let registry = Catalog.registry
    if registry[name] == nil, let machine = try? registry.machine(named: name) {
      guard options.owner == nil else {
        throw UsageError(message: "`--controlled` and `--refuse` need a component, whose value an owner holds")
      }
      let rows = try invocation.typed { try machine.simulate(events: events, at: options.times) }
      let text =
        invocation.format == .json
        ? JSONWriter().string(TraceRow.json(rows, machine: machine.name))
        : TraceRow.renderText(rows)
      print(text, terminator: "")
      return 0
    }
    let component = try invocation.typed { try registry.component(named: name) }
    let tree = try invocation.presetTheme().tree(for: component.name)
    let steps = try invocation.typed { try component.simulate(events: events, tree: tree, options: options) }
    if invocation.format == .json {
      print(JSONWriter().string(SimulationStep.json(steps, component: name)), terminator: "")
      return 0
    }
    print(SimulationStep.text(of: steps, formatter: StyleFormatter(colorSwatches: stdoutWantsColor)), terminator: "")
    return 0
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
  // A position's comma (`pointerDown@12,30`) joins its two numbers again.
  var joined: [String] = []
  for part in parts {
    if let last = joined.last, last.contains("@"), !last.contains(","), Double(part) != nil {
      joined[joined.count - 1] = last + "," + part
    } else {
      joined.append(part)
    }
  }
  return joined
}

extension String {
  func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
