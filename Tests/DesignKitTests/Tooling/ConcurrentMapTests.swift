import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// The audit checks components on every core; what it reports must be what a serial run reports.
@Suite struct ConcurrentMapTests {
  struct Failure: Error, Equatable { let index: Int }

  @Test func resultsKeepTheirElementsOrder() throws {
    let numbers = Array(0..<500)
    let squares = try numbers.concurrentMap { (n) throws(Failure) -> Int in n * n }
    #expect(squares == numbers.map { $0 * $0 })
  }

  @Test func theFirstFailureByPositionIsThrown() {
    #expect(throws: Failure(index: 3)) {
      _ = try Array(0..<200).concurrentMap { (n) throws(Failure) -> Int in
        if n == 3 || n == 150 { throw Failure(index: n) }
        return n
      }
    }
  }

  @Test func everyElementSeesTheCallersFoundations() {
    var foundations = Foundations()
    foundations.cornerRadius = 31
    let radii = foundations.withCurrent {
      Array(0..<64).concurrentMap { (_) throws(Never) -> Double in Foundations.current.cornerRadius }
    }
    #expect(radii == Array(repeating: 31, count: 64))
  }
}
