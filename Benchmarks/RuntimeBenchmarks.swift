import CMix
import DesignKit

func runResolutionBenchmarks(_ table: Table) throws {
  let theme = Theme.default
  var work: [(StyleNode, StateSelection)] = []
  for component in theme.registry.components {
    let tree = try theme.tree(for: component.name)
    for state in component.states { work.append((tree, state)) }
  }
  var environments: [StyleEnvironment] = []
  for scheme in StyleEnvironment.ColorScheme.allCases {
    for contrast in StyleEnvironment.Contrast.allCases {
      environments.append(StyleEnvironment(colorScheme: scheme, contrast: contrast))
    }
  }
  let count = work.count * environments.count
  table.section("Resolution")
  let all = measure { n in
    var sum = 0.0
    for _ in 0..<n {
      for (tree, state) in work {
        for environment in environments {
          if case .object(let fields) = tree.resolved(for: state, in: environment) { sum += Double(fields.count) }
        }
      }
    }
    checksum += sum
  }
  table.add(
    "Every state × color scheme × contrast (\(count) resolutions), per resolution",
    Stats(minimum: all.minimum / Double(count), median: all.median / Double(count)),
    note: formatDuration(all.median) + " for all")
  let named = measure { n in
    var sum = 0.0
    for _ in 0..<n {
      if case .object(let f)? = try? theme.resolve("VToggle", state: "on+pressed") { sum += Double(f.count) }
    }
    checksum += sum
  }
  table.add("Theme.resolve(\"VToggle\", state: \"on+pressed\")", named)
}

func runMachineBenchmarks(_ table: Table) {
  table.section("Machines")
  let events: [PressEvent] = [
    .hoverStarted(.mouse), .pointerDown, .pointerMoved(distanceOutside: 10), .pointerMoved(distanceOutside: 100),
    .pointerEntered, .pointerUp, .focusGained(.keyboard), .keyDown(.space), .keyUp(.space), .pointerDown,
    .timePassed(0.6), .pointerUp, .hoverEnded, .focusLost, .accessibilityActivated, .enabledChanged(false),
    .pointerDown, .enabledChanged(true),
  ]
  let stats = measure { n in
    var machine = PressMachine()
    var fired = 0
    var i = 0
    for _ in 0..<n {
      if let t = machine.send(events[i]) { fired &+= t.outputs.count &+ (t.slot == nil ? 0 : 2) &+ 1 }
      i = i == events.count - 1 ? 0 : i + 1
    }
    checksum += Double(fired)
  }
  let rate = 1e3 / stats.median
  table.add(
    "PressMachine.send, per event", stats, note: fixed(rate, 1) + " M events/s", target: "≥ 10 M events/s")
  table.setLast(meets: .some(rate >= 10))

  let start = threadCPUNanoseconds()
  var states = 0
  var steps = 0
  var problems = 0
  for descriptor in MachineCatalog.all {
    let r = descriptor.explore(depth: 8)
    states += r.states
    steps += r.steps
    problems += r.problems.count
  }
  let elapsed = Double(threadCPUNanoseconds() - start)
  checksum += Double(states + steps + problems)
  table.add(
    "Explore all \(MachineCatalog.all.count) machines to depth 8 (\(states) states, \(steps) steps)",
    Stats(minimum: elapsed, median: elapsed), note: "one run", targetNanoseconds: 10e9, target: "< 10 s")
}

func runAnimationBenchmarks(_ table: Table) throws {
  table.section("Animation and color math (per sample)")
  let curve = UnitBezier(.easeInOut)
  table.add(
    "UnitBezier(easeInOut).progress(at:)",
    measure { n in
      var sum = 0.0
      for i in 0..<n { sum += curve.progress(at: Double(i & 1023) * (1.0 / 1024)) }
      checksum += sum
    }, targetNanoseconds: 30)

  let spring = SpringModel.bouncy.motion()
  table.add(
    "SpringMotion(bouncy).state(at:) position + velocity",
    measure { n in
      var sum = 0.0
      for i in 0..<n {
        let s = spring.state(at: Double(i & 1023) * (1.0 / 1024))
        sum += s.position + s.velocity
      }
      checksum += sum
    }, targetNanoseconds: 40)

  let a = Color(rgb255: 88, 86, 214, alpha: 0.9)
  let b = Color(rgb255: 255, 149, 0)
  var (ca, cb) = (cmix_color(a), cmix_color(b))
  for space in [ColorInterpolation.linearSRGB, .oklab] {
    // The same formulas in plain C, measured beside the Swift: the target is a ratio, so it holds on any machine.
    let reference = measure { n in
      var sum = 0.0
      var c = cmix_color()
      for i in 0..<n {
        let f = (Double(i & 1023) + 0.5) * (1.0 / 1024)
        if space == .linearSRGB { cmix_linear(&ca, &cb, f, &c) } else { cmix_oklab(&ca, &cb, f, &c) }
        sum += c.red + c.green + c.blue + c.alpha
      }
      checksum += sum
    }
    let swift = measure { n in
      var sum = 0.0
      for i in 0..<n {
        let c = Color.mix(a, b, fraction: (Double(i & 1023) + 0.5) * (1.0 / 1024), in: space)
        sum += c.red + c.green + c.blue + c.alpha
      }
      checksum += sum
    }
    table.add("Color.mix(in: .\(space))", swift, note: fixed(ratio(swift, reference), 2) + "× C", target: "≤ 1.2× C")
    table.setLast(meets: .some(ratio(swift, reference) <= 1.2))
    table.add("  the same formulas in plain C (Benchmarks/CMix)", reference)
    let interpolator = ColorInterpolator(from: a, to: b, in: space)
    table.add(
      "ColorInterpolator(in: .\(space)).color(at:)",
      measure { n in
        var sum = 0.0
        for i in 0..<n {
          let c = interpolator.color(at: (Double(i & 1023) + 0.5) * (1.0 / 1024))
          sum += c.red + c.green + c.blue + c.alpha
        }
        checksum += sum
      })
  }

  // A tap on the button: pressed at 0, released at 0.1; frames sampled over the following 0.4 s.
  let theme = Theme.default
  let model = try theme.model(for: VPrimaryButton.self)
  let enabled = try theme.resolve("VPrimaryButton", state: "enabled")
  let pressed = try theme.resolve("VPrimaryButton", state: "pressed")
  var timeline = StyleTimeline(at: enabled)
  timeline.transition(to: pressed, with: model.animations.press, at: 0)
  timeline.transition(to: enabled, with: model.animations.release, at: 0.1)
  var buffer: [Double] = []
  let frames = measure { n in
    var sum = 0.0
    for i in 0..<n {
      timeline.sampleChannels(at: 0.1 + Double(i & 255) * (0.4 / 256), into: &buffer)
      sum += buffer[0]
    }
    checksum += sum
  }
  table.add(
    "StyleTimeline.sampleChannels, VPrimaryButton (\(timeline.channelCount) channels), per frame", frames,
    note: formatDuration(frames.median / Double(max(timeline.channelCount, 1))) + " per channel",
    targetNanoseconds: 2_000)
  table.add(
    "StyleTimeline.sample(at:), VPrimaryButton, per frame",
    measure { n in
      var sum = 0.0
      for i in 0..<n {
        if case .object(let f) = timeline.sample(at: 0.1 + Double(i & 255) * (0.4 / 256)) { sum += Double(f.count) }
      }
      checksum += sum
    })
}

extension cmix_color {
  init(_ c: Color) { self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha) }
}
