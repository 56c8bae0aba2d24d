@testable import DesignKitCore
@testable import DesignKitValues

/// Random event sequences on one machine: every step must keep the invariants, and replaying a sequence must give
/// the same transitions. A failure is shrunk to a minimal sequence (no single event can be deleted) and reported
/// with the seed that produced it.
struct MachineFuzzer<M: ExplorableMachine> {
  /// A broken property, with the sequence that breaks it.
  struct Failure: CustomStringConvertible {
    var property: String
    var message: String
    var start: M
    /// The events up to and including the one that broke the property.
    var events: [M.Event]

    var description: String {
      "\(property): \(message)\n  from \(start.state) after \(events.count) events: "
        + events.map(\.description).joined(separator: ", ")
    }
  }

  /// What a run found.
  struct Report {
    var sequences = 0
    var steps = 0
    /// The first failure, shrunk, with the seed of the sequence that found it.
    var failure: (seed: UInt64, original: Int, shrunk: Failure)?
    /// Slots of transitions seen, for checks against a model's animations.
    var slots: Set<AnimationSlot> = []
    /// How many event names built from the event forms parsed, of those tried.
    var parsedFormEvents = 0
    var triedFormEvents = 0
  }

  var parameters: M.Parameters
  var invariants: [MachineInvariant<M>] = MachineInvariant<M>.standard
  /// Extra events besides the exploration alphabet (built from the event forms with random arguments).
  var extraEvents: [M.Event] = []

  init(parameters: M.Parameters, invariants: [MachineInvariant<M>] = MachineInvariant<M>.standard) {
    self.parameters = parameters
    self.invariants = invariants
  }

  /// Runs `count` sequences of up to `maxLength` events, each from its own seed derived from `seed`.
  func run(seed: UInt64, count: Int, maxLength: Int) -> Report {
    var report = Report()
    let starts = M.explorationStarts(parameters: parameters)
    guard !starts.isEmpty else { return report }
    var seeds = SplitMix64(seed: seed)
    var pool = M.explorationAlphabet + extraEvents
    var formRNG = SplitMix64(seed: seed ^ 0xF0F0)
    let forms = EventForms.names(M.Event.eventForms, count: 40, rng: &formRNG)
    report.triedFormEvents = forms.count
    for name in forms {
      if let e = M.Event(name: name) {
        pool.append(e)
        report.parsedFormEvents += 1
      }
    }
    for _ in 0..<count {
      let sequenceSeed = seeds.next()
      var rng = SplitMix64(seed: sequenceSeed)
      let start = rng.pick(starts)
      let events = Self.sequence(pool: pool, maxLength: maxLength, rng: &rng)
      report.sequences += 1
      report.steps += events.count
      if let failure = check(start: start, events: events, slots: &report.slots) {
        report.failure = (sequenceSeed, failure.events.count, shrink(failure))
        return report
      }
    }
    return report
  }

  /// A random sequence: events from the pool, with clock events at random increasing times mixed in.
  static func sequence(pool: [M.Event], maxLength: Int, rng: inout SplitMix64) -> [M.Event] {
    // Mostly short sequences (cheap, and failures in them are easy to read), some up to the full length.
    let length = rng.chance(0.7) ? rng.int(in: 1...min(20, maxLength)) : rng.int(in: 1...maxLength)
    var time = 0.0
    var events: [M.Event] = []
    events.reserveCapacity(length)
    for _ in 0..<length {
      if rng.chance(0.2) {
        switch rng.below(10) {
        case 0: time += 0.000_001
        case 1: break  // the same time again: not later, so a no-op
        case 2: time += rng.double(in: 5...100)
        case 3: time += 1e9
        default: time += rng.double(in: 0...1.5)
        }
        if let clock = M.clockEvent(advancingTo: time) {
          events.append(clock)
          continue
        }
      }
      events.append(rng.pick(pool))
    }
    return events
  }

  /// The first broken property of one sequence, or nil.
  func check(start: M, events: [M.Event], slots: inout Set<AnimationSlot>) -> Failure? {
    var machine = start
    var transitions: [Transition<M.State, M.Event>?] = []
    transitions.reserveCapacity(events.count)
    for (i, event) in events.enumerated() {
      let before = machine
      let t = machine.send(event)
      if let slot = t?.slot { slots.insert(slot) }
      for invariant in invariants {
        if let message = invariant.check(before, event, t, machine) {
          return Failure(property: invariant.name, message: message, start: start, events: Array(events[...i]))
        }
      }
      transitions.append(t)
    }
    var replay = start
    for (i, event) in events.enumerated() {
      let t = replay.send(event)
      if t != transitions[i] {
        return Failure(
          property: "deterministic replay",
          message: "replaying gave \(String(describing: t)) instead of \(String(describing: transitions[i]))",
          start: start, events: Array(events[...i]))
      }
    }
    if replay.state != machine.state || replay.visualState != machine.visualState {
      return Failure(
        property: "deterministic replay", message: "replaying ended in \(replay.state), not \(machine.state)",
        start: start, events: events)
    }
    return nil
  }

  /// The failure with events deleted (chunks, then single events) while the same property still breaks.
  func shrink(_ failure: Failure) -> Failure {
    var current = failure
    func fails(_ events: [M.Event]) -> Failure? {
      var ignored = Set<AnimationSlot>()
      guard let f = check(start: failure.start, events: events, slots: &ignored), f.property == failure.property
      else { return nil }
      return f
    }
    var chunk = max(1, current.events.count / 2)
    while true {
      var removedAny = false
      var i = 0
      while i < current.events.count {
        var candidate = current.events
        candidate.removeSubrange(i..<min(i + chunk, candidate.count))
        if let f = fails(candidate) {
          current = f
          removedAny = true
        } else {
          i += chunk
        }
      }
      if chunk == 1 && !removedAny { return current }
      if !removedAny { chunk = max(1, chunk / 2) }
    }
  }
}

/// Event names built from a machine's event forms (`keyDown(<key>)`, `focusGained(keyboard|pointer|program)`,
/// `swipeEnded(distance: <points>)`) with random, often hostile, arguments.
enum EventForms {
  /// Numbers for `<seconds>`, `<points>`, `<fraction>` and the like.
  static let numbers = [
    "-1e308", "-1", "-0.5", "-0", "0", "0.000001", "0.05", "0.1", "0.25", "0.5", "0.95", "1", "1.5", "2", "100",
    "1e9", "1e308", "4.9e-324",
  ]
  /// Integers for `<index>`, `<count>` and the like.
  static let integers = [
    "-9223372036854775808", "-1", "0", "1", "2", "3", "4", "5", "7", "100", "1000000", "9223372036854775806",
    "9223372036854775807",
  ]

  /// `count` names, each from a random form.
  static func names(_ forms: [String], count: Int, rng: inout SplitMix64) -> [String] {
    guard !forms.isEmpty else { return [] }
    var out: [String] = []
    for i in 0..<count {
      // Every form at least once, then random ones.
      out.append(name(from: i < forms.count ? forms[i] : rng.pick(forms), rng: &rng))
    }
    return out
  }

  /// One name from one form.
  static func name(from form: String, rng: inout SplitMix64) -> String {
    guard let open = form.firstIndex(of: "("), form.hasSuffix(")") else { return form }
    let base = form[..<open]
    let inner = form[form.index(after: open)..<form.index(before: form.endIndex)]
    let arguments = inner.split(separator: ",").map { part -> String in
      let piece = String(part).trimmingSpaces
      var label = ""
      var value = Substring(piece)
      if let colon = piece.firstIndex(of: ":") {
        label = String(piece[...colon]) + " "
        value = piece[piece.index(after: colon)...].drop { $0 == " " }
      }
      return label + argument(for: String(value), rng: &rng)
    }
    return String(base) + "(" + arguments.joined(separator: ", ") + ")"
  }

  private static func argument(for placeholder: String, rng: inout SplitMix64) -> String {
    if placeholder.hasPrefix("<") {
      let name = placeholder.lowercased()
      if name.contains("key") { return rng.pick(KeyboardKey.allCases.map(\.rawValue) + ["enter"]) }
      if name.contains("index") || name.contains("count") || name.contains("segment") {
        return rng.chance(0.7) ? String(rng.int(in: -1...6)) : rng.pick(integers)
      }
      return rng.chance(0.5) ? String(rng.double(in: -0.2...1.2)) : rng.pick(numbers)
    }
    let choices = placeholder.split(separator: "|").map(String.init)
    return choices.isEmpty ? placeholder : rng.pick(choices)
  }
}
