/// One row of a transition table: in `state`, `event` leads to `nextState`.
public struct TransitionTableRow: Hashable, Sendable {
  /// The state before.
  public var state: String
  /// The visual state before.
  public var visualState: String
  /// The event.
  public var event: String
  /// The state after.
  public var nextState: String
  /// The visual state after.
  public var nextVisualState: String
  /// The outputs, in order.
  public var outputs: [String]
  /// The animation slot, if any.
  public var slot: String?
}

/// A machine's transition table: every reachable state (to a depth) × its event alphabet, listing the
/// events that change something.
public struct TransitionTable: Hashable, Sendable {
  /// The machine's name.
  public var machine: String
  /// The exploration depth the states were reached within.
  public var depth: Int
  /// The number of states.
  public var stateCount: Int
  /// The number of events in the alphabet.
  public var alphabetCount: Int
  /// The rows, grouped by state in breadth-first order, events in alphabet order.
  public var rows: [TransitionTableRow]

  /// The table as text: a header, then each state with its changing events indented below it.
  public func renderText() -> String {
    var lines = [
      "# \(machine): \(stateCount) states reachable within \(depth) events × \(alphabetCount) events;",
      "# events that change nothing are omitted. state (visual) / event → next state (visual) outputs slot",
    ]
    var current: String?
    for row in rows {
      if row.state != current {
        current = row.state
        lines.append("\(row.state) (\(row.visualState))")
      }
      var line = "  \(row.event) → \(row.nextState) (\(row.nextVisualState))"
      if !row.outputs.isEmpty { line += " outputs: \(row.outputs.joined(separator: ", "))" }
      if let slot = row.slot { line += " slot: \(slot)" }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The table as JSON: `{"machine", "depth", "states", "events", "rows": [{state, visual, event, next, …}]}`.
  public func renderJSON() -> String {
    let body = rows.map { r in
      "    {"
        + jsonFields([
          ("state", jsonString(r.state)), ("visual", jsonString(r.visualState)), ("event", jsonString(r.event)),
          ("next", jsonString(r.nextState)), ("nextVisual", jsonString(r.nextVisualState)),
          ("outputs", jsonArray(r.outputs)), ("slot", r.slot.map(jsonString) ?? "null"),
        ]) + "}"
    }
    return "{\n  "
      + jsonFields([
        ("machine", jsonString(machine)), ("depth", "\(depth)"), ("states", "\(stateCount)"),
        ("events", "\(alphabetCount)"),
      ]) + ",\n  \"rows\": [\n" + body.joined(separator: ",\n") + "\n  ]\n}\n"
  }
}

/// One step of a simulation.
public struct TraceRow: Hashable, Sendable {
  /// The event as written (or the clock event the runner inserted).
  public var event: String
  /// The virtual time of the event, in seconds.
  public var time: Double
  /// The state before.
  public var stateBefore: String
  /// The state after.
  public var stateAfter: String
  /// The visual state before.
  public var visualBefore: String
  /// The visual state after.
  public var visualAfter: String
  /// The outputs, in order.
  public var outputs: [String]
  /// The animation slot, if any.
  public var slot: String?
  /// Whether the event changed or fired anything (false: the event did not apply).
  public var changed: Bool

  /// Rows as aligned text, one line each: `time event: visual → visual [outputs] slot`.
  public static func renderText(_ rows: [TraceRow]) -> String {
    let width = rows.map(\.event.count).max() ?? 0
    return rows.map { r in
      var line = "\(formatNumber(r.time))\t\(r.event.padding(to: width))  "
      guard r.changed else { return line + "(no change)" }
      line += "\(r.visualBefore) → \(r.visualAfter)"
      if !r.outputs.isEmpty { line += "  outputs: \(r.outputs.joined(separator: ", "))" }
      if let s = r.slot { line += "  slot: \(s)" }
      line += "  [\(r.stateAfter)]"
      return line
    }.joined(separator: "\n") + "\n"
  }

  /// Rows as a JSON array of objects.
  public static func renderJSON(_ rows: [TraceRow]) -> String {
    let items = rows.map { r in
      "  {"
        + jsonFields([
          ("event", jsonString(r.event)), ("time", formatNumber(r.time)), ("stateBefore", jsonString(r.stateBefore)),
          ("stateAfter", jsonString(r.stateAfter)), ("visualBefore", jsonString(r.visualBefore)),
          ("visualAfter", jsonString(r.visualAfter)), ("outputs", jsonArray(r.outputs)),
          ("slot", r.slot.map(jsonString) ?? "null"), ("changed", r.changed ? "true" : "false"),
        ]) + "}"
    }
    return "[\n" + items.joined(separator: ",\n") + "\n]\n"
  }
}

private func jsonFields(_ fields: [(String, String)]) -> String {
  fields.map { "\(jsonString($0.0)): \($0.1)" }.joined(separator: ", ")
}

private func jsonArray(_ items: [String]) -> String { "[" + items.map(jsonString).joined(separator: ", ") + "]" }

/// A JSON string literal with the required escapes.
func jsonString(_ s: String) -> String {
  var out = "\""
  for u in s.unicodeScalars {
    switch u {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    default:
      if u.value < 0x20 {
        let hex = String(u.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        out.unicodeScalars.append(u)
      }
    }
  }
  return out + "\""
}
