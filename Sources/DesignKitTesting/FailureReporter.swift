import DesignKit
import DesignKitCore
import Testing

/// Where a tester's failures go: Swift Testing's `Issue.record` unless a test of the tester collects them.
public struct FailureReporter: Sendable {
  private let report: @Sendable (String, Testing.SourceLocation) -> Void

  /// A reporter that hands each failure message and the location of the failing call to `report`.
  public init(_ report: @escaping @Sendable (_ message: String, _ location: Testing.SourceLocation) -> Void) {
    self.report = report
  }

  /// Records each failure as an issue of the running test, at the failing call.
  public static var issueRecord: FailureReporter {
    FailureReporter { message, location in Issue.record(Comment(rawValue: message), sourceLocation: location) }
  }

  /// Reports one failure.
  func callAsFunction(_ message: String, at location: Testing.SourceLocation) { report(message, location) }
}

/// Failure messages collected instead of recorded, to test what a tester reports.
public final class FailureLog: Sendable {
  private let storage = Locked<[String]>([])

  /// An empty log.
  public init() {}

  /// The messages so far, in order.
  public var messages: [String] { storage.withLock { $0 } }

  /// A reporter that appends to this log.
  public var reporter: FailureReporter {
    FailureReporter { [storage] message, _ in storage.withLock { $0.append(message) } }
  }
}
