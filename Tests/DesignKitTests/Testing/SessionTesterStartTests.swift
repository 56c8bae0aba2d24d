import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitTesting
@testable import DesignKitValues

/// `SessionTester(component)` starts exactly where `component.session()` starts, for every registered component
/// constructed with non-default values (`NonDefaultInstances`): the same machine state and value, and from there the
/// same state, value and animation after every event of the machine's alphabet.
@Suite struct SessionTesterStartTests {
  @Test(arguments: Catalog.registry.components.map(\.name))
  func aTesterStartsWhereTheComponentsSessionStarts(name: String) throws {
    let component = try #require(Catalog.registry[name])
    // Every registered component is drawable (the gallery test proves it), which gives it settable state and samples.
    let drawable = try #require(component.definition as? any DrawableComponent.Type, "\(name) has no drawing")
    let problems = try Self.problems(of: drawable)
    #expect(problems.isEmpty, "\(name): \(problems.prefix(5).joined(separator: "\n"))")
  }

  /// Where testers of `C`'s non-default instances part from their sessions.
  static func problems<C: DrawableComponent>(of type: C.Type) throws -> [String] {
    var problems: [String] = []
    let instances = NonDefaultInstances.of(C.self)
    for (index, instance) in instances.enumerated() {
      var session = try instance.session()
      let log = FailureLog()
      var tester = SessionTester(instance, exhaustivity: .nonExhaustive, reporter: log.reporter)
      let start = "instance \(index) (\(instance.state))"
      if tester.state != session.machine.state {
        problems.append("\(start): tester starts at \(tester.state), the session at \(session.machine.state)")
        continue
      }
      for event in C.Machine.explorationAlphabet {
        let step = session.send(event)
        tester.send(event)
        if tester.state != session.machine.state || tester.value != session.value {
          problems.append("\(start), \(event): tester \(tester.state), session \(session.machine.state)")
          break
        }
        if let step, tester.animation != step.animation {
          problems.append("\(start), \(event): tester animates \(tester.animation), the session \(step.animation)")
          break
        }
      }
      problems += log.messages
    }
    return problems
  }
}
