import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// A registered component's machine, fuzzed with the machine parameters its default model gives, and driven through
/// a `ComponentSession` to check the session mirrors its machine and finds an animation for every slot.
struct ComponentFuzzTarget: Sendable, CustomTestStringConvertible {
  var name: String
  var run: @Sendable (_ seed: UInt64, _ count: Int, _ maxLength: Int) -> (FuzzSummary, [String])

  var testDescription: String { name }

  init<C: ComponentDefinition>(_ type: C.Type) {
    name = C.componentName
    run = { seed, count, maxLength in
      let model = C.Model()
      let fuzzer = MachineFuzzer<C.Machine>(parameters: C.machineParameters(for: model))
      let summary = FuzzSummary(fuzzer.run(seed: seed, count: count, maxLength: maxLength))
      return (summary, Self.sessionProblems(C.self, model: model, seed: seed, count: count / 10, maxLength: maxLength))
    }
  }

  /// Sessions and bare machines fed the same random events must agree; every slot must name a model animation.
  private static func sessionProblems<C: ComponentDefinition>(
    _ type: C.Type, model: C.Model, seed: UInt64, count: Int, maxLength: Int
  ) -> [String] {
    var problems: [String] = []
    let animationFields = Set(
      ((try? StyleTreeEncoder.node(for: model))?.node(at: C.defaultModelPath + ["animations"])?.fields ?? []).map(
        \.name))
    let parameters = C.machineParameters(for: model)
    var rng = SplitMix64(seed: seed ^ 0x5E55)
    let states = C.Machine.declaredVisualStates
    for _ in 0..<count {
      let start = rng.pick(states)
      var session: ComponentSession<C>
      do {
        session = try ComponentSession<C>(model: model, restingIn: start, modelPath: C.defaultModelPath)
      } catch {
        return ["a random valid preset's model fails its own check: \(error.diagnostics.first.map(\.message) ?? "")"]
      }
      var machine = C.Machine(parameters: parameters, restingIn: start)
      let events = MachineFuzzer<C.Machine>.sequence(
        pool: C.Machine.explorationAlphabet, maxLength: maxLength, rng: &rng)
      for event in events {
        let before = machine.visualState
        let expected = machine.send(event)
        let step = session.send(event)
        // The session adds the model's haptics after the machine's outputs; everything else is the machine's.
        var transition = step?.transition
        var machineOutputs = MachineOutputs()
        for output in transition?.outputs ?? [] where output.name != "haptic" { machineOutputs.append(output) }
        transition?.outputs = machineOutputs
        if transition != expected {
          problems.append("session and machine differ after \(event)")
        }
        if let step {
          if step.fromState != before || step.toState != machine.visualState {
            problems.append("session reports \(step.fromState) → \(step.toState) for \(event)")
          }
          if let slot = step.transition.slot, !animationFields.contains(slot.rawValue) {
            problems.append("slot `\(slot)` has no animation in \(C.componentName)'s model")
          }
        }
        if problems.count > 5 { return problems }
      }
    }
    return problems
  }
}

@Suite struct ComponentFuzzTests {
  /// Every registered component.
  static let targets = Catalog.registry.components.map { ComponentFuzzTarget($0.definition) }

  @Test(arguments: targets)
  func componentMachinesKeepTheInvariants(_ target: ComponentFuzzTarget) {
    let (summary, problems) = target.run(
      SplitMix64.seed(target.name, base: SplitMix64.baseSeed), MachineFuzzTests.sequences, MachineFuzzTests.maxLength)
    #expect(summary.failure == nil, "\(target.name): \(summary.failure ?? "")")
    #expect(problems.isEmpty, "\(target.name): \(problems)")
  }
}
