import DesignKitValues

extension SimulationStep {
  /// `{"time", "event", "from", "to", "outputs", "slot", "animation", "frames": [{"t", "changes"}]}`; `event` is
  /// null for a step time passing made; an event that changed nothing adds `"changesNothing": true`; a step a
  /// controlled value's owner answered adds `"owner": {"proposed", "held", "refused"}`.
  public var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("time", .number(time)), ("event", byClock ? .null : .string(event)), ("from", .string(stateBefore)),
      ("to", .string(stateAfter)), ("outputs", .array(outputs.map(\.json))),
      ("slot", slot.map { .string($0) } ?? .null), ("animation", .string(animation.description)),
      ("frames", .array(frames.map(\.json))),
    ]
    if changesNothing { members.append(("changesNothing", .bool(true))) }
    if let owner {
      members.append(
        (
          "owner",
          .object([
            ("proposed", owner.proposed.json), ("held", owner.held.json), ("refused", .bool(owner.isRefusal)),
          ])
        ))
    }
    return .object(members)
  }

  /// `{"component", "steps"}`.
  public static func json(_ steps: [SimulationStep], component: String) -> JSONValue {
    .object([("component", .string(component)), ("steps", .array(steps.map(\.json)))])
  }
}

extension SimulationFrame {
  /// `{"t", "changes": {path: value}}`.
  public var json: JSONValue {
    .object([("t", .number(time)), ("changes", .object(changes.map { ($0.path, $0.value.json) }))])
  }
}

extension SimulationStep {
  /// `t=0.100  pointerUp  on+pressed → off+enabled  outputs: …  slot: …` (`(time passes)` in place of the event
  /// for a step time passing made; `t=0.100  pointerUp  changes nothing (stays off+enabled)` for an event that
  /// changed nothing; `refused by the owner (proposed off, keeps on)` after a step whose proposal a controlled
  /// value's owner refused), then one indented line per frame.
  public func lines(formatter: StyleFormatter = StyleFormatter()) -> [String] {
    if changesNothing { return ["t=\(SimulationStep.seconds(time))  \(cause)  changes nothing (stays \(stateBefore))"] }
    var line = "t=\(SimulationStep.seconds(time))  \(cause)  \(stateBefore) → \(stateAfter)"
    if !outputs.isEmpty { line += "  outputs: " + outputs.map(\.description).joined(separator: ", ") }
    if let slot { line += "  slot: \(slot) (\(animation))" }
    if let owner { line += "  \(owner)" }
    return [line]
      + frames.map { frame in
        let changes = frame.changes.map { "\($0.path)=\(formatter.text(for: $0.value))" }
        return "    \(SimulationStep.seconds(frame.time))  " + changes.joined(separator: "  ")
      }
  }

  /// What the event column shows: the event, or `(time passes)` for a step time passing made.
  var cause: String { byClock ? ClockSteps.label : event }

  /// Seconds with three decimals.
  static func seconds(_ t: Double) -> String {
    guard t.isFinite, abs(t) < 1e12 else { return JSONWriter.format(t) }
    let ms = Int((t * 1000).rounded())
    let sign = ms < 0 ? "-" : ""
    let frac = String(abs(ms) % 1000)
    return sign + "\(abs(ms) / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
  }
}
