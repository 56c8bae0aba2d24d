import DesignKit

/// How strictly a tester compares a step with what the test expected.
public enum Exhaustivity: Sendable, Equatable {
  /// Every change the step made must be expected: an unasserted field, output or slot fails the test.
  case exhaustive
  /// Only what the test changed in the expectation is checked; the rest of the step may do anything.
  case nonExhaustive
}

/// The comparison of one step with its expectation: the lines of a failure message, empty when the step matched.
struct StepComparison<Machine: InteractionMachine> {
  /// Fields, outputs or slot that the test expected otherwise.
  var differences: [String] = []
  /// Changes the test did not assert (exhaustive mode only).
  var unasserted: [String] = []

  /// Compares `actual` with `expected`; `before` is the step's starting point, which tells a field the test set
  /// from one it left alone.
  init(expected: ExpectedStep<Machine>, actual: ExpectedStep<Machine>, before: ExpectedStep<Machine>) {
    guard expected != actual else { return }
    if expected.state != actual.state {
      let want = StateFields(expected.state)
      let got = StateFields(actual.state)
      let was = StateFields(before.state)
      for (path, value) in got.fields where want[path] != value {
        let expectedValue = want[path] ?? "?"
        if expectedValue != was[path] {
          differences.append("\(path): expected \(expectedValue), actual \(value)")
        } else {
          unasserted.append("\(path): \(expectedValue) → \(value)")
        }
      }
    }
    if expected.outputs != actual.outputs {
      let line = "outputs: expected \(Self.list(expected.outputs)), actual \(Self.list(actual.outputs))"
      if expected.outputs != before.outputs {
        differences.append(line)
      } else {
        unasserted.append("outputs: \(Self.list(actual.outputs))")
      }
    }
    if expected.slot != actual.slot {
      if expected.slot != before.slot {
        differences.append("slot: expected \(Self.name(expected.slot)), actual \(Self.name(actual.slot))")
      } else {
        unasserted.append("slot: \(Self.name(actual.slot))")
      }
    }
  }

  /// The failure message, or nil when nothing failed; unasserted changes count only when `exhaustivity` says so.
  func message(for step: String, exhaustivity: Exhaustivity) -> String? {
    let unasserted = exhaustivity == .exhaustive ? unasserted : []
    guard !differences.isEmpty || !unasserted.isEmpty else { return nil }
    var counts: [String] = []
    if !differences.isEmpty { counts.append(Self.count(differences.count, "difference", "differences")) }
    if !unasserted.isEmpty { counts.append(Self.count(unasserted.count, "change", "changes") + " not asserted") }
    var lines = ["\(step): " + counts.joined(separator: ", ")]
    lines += differences.map { "  " + $0 }
    lines += unasserted.map { "  not asserted: " + $0 }
    return lines.joined(separator: "\n")
  }

  private static func list(_ outputs: [MachineOutput]) -> String {
    "[" + outputs.map(\.swiftSpelling).joined(separator: ", ") + "]"
  }

  private static func name(_ slot: AnimationSlot?) -> String { slot?.swiftSpelling ?? "nil" }

  private static func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
}
