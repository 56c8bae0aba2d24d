import DesignKit

extension SessionTester {
  /// The animation the last step that changed something runs: the model's animation for its slot.
  public var animation: AnimationSpec { lastChange.animation }

  /// The style of the current visual state, settled, in the tester's environment.
  public var style: ResolvedStyle { tree?.resolved(for: visualState.selection, in: environment) ?? .object([]) }

  /// The style `seconds` after the last step that changed something, as its animation draws it (interrupted
  /// animations included); the virtual clock does not move.
  public func style(after seconds: Double) -> ResolvedStyle {
    timeline?.sample(at: lastChange.time + seconds) ?? .object([])
  }

  /// The value at `path` (`colors.fill`) at each of `times` seconds after the last step that changed something.
  public func sample(_ path: String, at times: [Double]) -> [ResolvedStyle?] {
    times.map { style(after: $0)[path] }
  }
}
