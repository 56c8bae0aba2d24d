import DesignKit
import DesignKitCatalog
import Testing

/// What you configure is what you see: every leaf of every component's default model (every state cell) changes
/// something when it changes: a drawing in some state, light or dark; the machine's transitions or outputs; the
/// animation slot the machine selects or the haptic the session plays after an output; or the accessibility audit
/// (the component's contrast pairs and target size declare the leaves that feed only the audit).
@Suite struct EveryLeafLiveTests {
  static let components = Catalog.registry.components.map(\.name)

  @Test(arguments: components)
  func everyLeafOfTheDefaultModelChangesSomethingObservable(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let dead = try ModelProbe(component).deadLeaves()
    #expect(dead.isEmpty, "\(name): \(dead.count) leaves change nothing: \(dead.joined(separator: ", "))")
  }
}
