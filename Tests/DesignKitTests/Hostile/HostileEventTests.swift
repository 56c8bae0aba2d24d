import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// Event names and times typed on the command line (`designkit simulate`) are user input: every machine and every
/// component takes any text and any number without trapping, and rejects what it does not know with a diagnostic.
@Suite struct HostileEventTests {
  /// Names that are not events, or events with arguments no machine expects.
  static let hostileNames: [String] = [
    "", " ", "(", ")", "()", "((", "pointerDown(", "pointerDown)", "pointerDown()", "keyDown()",
    "keyDown(space, return)",
    "keyDown(SPACE)", "clockAdvanced(to: nan)", "clockAdvanced(to: inf)", "clockAdvanced(to: -inf)",
    "clockAdvanced(to: 1e400)", "timePassed(-1e308)", "timePassed(1e308)", "timePassed(nan)",
    "pageChanged(99999999999999999999)", "pageChanged(-9223372036854775808)", "pageCountChanged(9223372036854775807)",
    "progressChanged(1e400)", "progressChanged(-0)", "swipeEnded(distance: -inf)", "swipeEnded(distance:)",
    "pointerDown(segment: -9223372036854775808)", "pointerDown(segment: 9223372036854775807)",
    "pointerDown(at: 1e308)", "pointerMoved(to: -1e308)", "pointerMoved(distanceOutside: 1e308)", "🙂", "\u{0}",
    "enabledChanged(maybe)", "focusGained(keyboard", "hoverStarted(mouse))",
    String(repeating: "(", count: 10_000), String(repeating: "a", count: 2_000) + "(1)",
  ]

  /// Random text: printable ASCII, parentheses, digits and a few multi-byte characters.
  static func randomNames(count: Int, seed: UInt64) -> [String] {
    var rng = SplitMix64(seed: seed)
    let alphabet = Array("abcdefgklmnoprstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789(),:.-+e é日🙂\t")
    return (0..<count).map { _ in String((0..<rng.int(in: 0...24)).map { _ in rng.pick(alphabet) }) }
  }

  @Test(arguments: MachineCatalog.all.map(\.name))
  func machinesRejectOrAcceptAnyEventName(machine: String) throws {
    let descriptor = try MachineCatalog.descriptor(named: machine)
    let known = try #require(descriptor.alphabet.first)
    let names = Self.hostileNames + Self.randomNames(count: 100, seed: SplitMix64.seed(machine, base: 1))
    for name in names {
      do {
        _ = try descriptor.simulate(events: [known, name, known])
      } catch {
        // Only the unknown event may fail, reported at its index with the valid forms.
        #expect(error.kind == .unknownEvent, "\(machine) `\(name)`: \(error)")
        #expect(error.path.description == "[1]", "\(machine) `\(name)`: \(error)")
        #expect(error.message.contains("valid events"), "\(machine) `\(name)`: \(error)")
      }
    }
  }

  @Test(arguments: MachineCatalog.all.map(\.name))
  func machinesTakeAnyEventTime(machine: String) throws {
    let descriptor = try MachineCatalog.descriptor(named: machine)
    let form = try #require(descriptor.alphabet.first)
    for times: [Double] in [
      [.nan, .nan], [-.infinity, .infinity], [1e308, 0], [-1, -0.0], [.greatestFiniteMagnitude, .infinity],
      [.leastNonzeroMagnitude, 1e-300],
    ] {
      let rows = try descriptor.simulate(events: [form, form], at: times)
      #expect(!rows.isEmpty)
    }
    #expect(throws: Diagnostic.self) { _ = try descriptor.simulate(events: [form], at: [0, 1]) }
  }

  @Test(arguments: Catalog.registry.components.map(\.name))
  func componentsRejectOrAcceptAnyEventName(component: String) throws {
    let entry = try #require(Catalog.registry[component])
    let tree = try entry.defaultTree()
    // A bare event form, or the first event of the machine's exploration alphabet when every form takes arguments.
    let machine = MachineCatalog.all.first { $0.machineType == entry.machineName }
    let known = try #require(entry.eventForms.first { !$0.contains("(") } ?? machine?.alphabet.first)
    let names = Self.hostileNames + Self.randomNames(count: 100, seed: SplitMix64.seed(component, base: 2))
    for name in names {
      do {
        _ = try entry.simulate(events: [known, name], tree: tree, options: SimulationOptions(framesPerSecond: 60))
      } catch {
        #expect(error.kind == .unknownEvent, "\(component) `\(name)`: \(error)")
        #expect(error.message.contains("valid events"), "\(component) `\(name)`: \(error)")
      }
    }
    for fps in [Double.nan, -1, 0, .leastNonzeroMagnitude, 1e308, .infinity] {
      let steps = try entry.simulate(
        events: [known, known], tree: tree, options: SimulationOptions(framesPerSecond: fps))
      #expect(steps.allSatisfy { $0.frames.count <= 600 })
    }
    for times: [Double] in [[.nan, 1], [2, 1], [-1, 0], [0, .infinity]] {
      #expect(throws: Diagnostic.self) {
        _ = try entry.simulate(events: [known, known], tree: tree, options: SimulationOptions(times: times))
      }
    }
  }
}
