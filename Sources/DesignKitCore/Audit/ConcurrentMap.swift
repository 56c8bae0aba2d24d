import DesignKitValues
import Dispatch

extension Array where Element: Sendable {
  /// `transform` of each element, in order, computed on every core (`DispatchQueue.concurrentPerform`): the first
  /// error by position is thrown, as a serial map's would be (later elements may have been computed meanwhile).
  ///
  /// Each element is transformed with the calling thread's `Foundations.current` bound, so what a transform derives
  /// from the foundations is what it would be on the caller's thread. Results do not depend on the order in which the
  /// elements happen to finish.
  func concurrentMap<T: Sendable, E: Error>(_ transform: @Sendable (Element) throws(E) -> T) throws(E) -> [T] {
    guard count > 1 else {
      var out: [T] = []
      for element in self { out.append(try transform(element)) }
      return out
    }
    let foundations = Foundations.current
    let results = Locked<[Result<T, E>?]>(Array<Result<T, E>?>(repeating: nil, count: count))
    withoutActuallyEscaping(transform) { transform in
      DispatchQueue.concurrentPerform(iterations: count) { i in
        let result = foundations.withCurrent { Result { () throws(E) -> T in try transform(self[i]) } }
        results.withLock { $0[i] = result }
      }
    }
    var out: [T] = []
    out.reserveCapacity(count)
    for result in results.withLock({ $0 }) {
      guard let result else { continue }
      out.append(try result.get())
    }
    return out
  }
}
