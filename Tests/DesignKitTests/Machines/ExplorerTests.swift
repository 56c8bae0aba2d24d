import Testing

@testable import DesignKitCore
@testable import DesignKitValues

@Suite struct ExplorerTests {
  @Test(arguments: MachineCatalog.all.map(\.name))
  func everyMachineIsClean(name: String) throws {
    let d = try MachineCatalog.descriptor(named: name)
    let r = d.explore(depth: 5)
    #expect(r.problems == [])
    print(
      "STAT", name, r.states, r.steps, d.transitionTable(depth: 3).rows.count, d.transitionTable(depth: 4).rows.count)
  }
}
