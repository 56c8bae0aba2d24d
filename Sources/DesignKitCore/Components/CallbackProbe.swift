import DesignKitValues

/// How the registry battery proves that a component's callbacks fire through a session: an instance built with
/// callbacks that report what they were called with, the events that should call them, and the expected reports.
public struct CallbackProbe<C: ConfiguredComponent>: Sendable {
  /// Builds an instance whose callbacks pass a description of each call (`"action"`, `"onChange(on)"`) to `report`.
  public var make: @Sendable (_ report: @escaping @Sendable (String) -> Void) -> C
  /// The events a session sends to the instance.
  public var events: [C.Machine.Event]
  /// The reports the callbacks must have made, in order.
  public var expected: [String]

  /// Creates a probe.
  public init(
    events: [C.Machine.Event], expected: [String],
    make: @escaping @Sendable (_ report: @escaping @Sendable (String) -> Void) -> C
  ) {
    self.make = make
    self.events = events
    self.expected = expected
  }

  /// The reports the callbacks made when a session of the probe's instance ran the events; the model's problems
  /// when the instance's model is invalid.
  public func run() throws(DiagnosticList) -> [String] {
    let reports = Locked<[String]>([])
    var session = try make { text in reports.withLock { $0.append(text) } }.session()
    for event in events { _ = session.send(event) }
    return reports.withLock { $0 }
  }
}

/// What a probe's run reported, against what it expected.
public struct CallbackReport: Sendable, Equatable {
  /// The reports the callbacks made.
  public var reports: [String]
  /// The reports the probe expected.
  public var expected: [String]
}

extension ConfiguredComponent {
  public static var callbackProbe: CallbackProbe<Self>? { nil }

  /// The probe run, erased for the registry.
  static var callbackCheck: (@Sendable () throws -> CallbackReport)? {
    guard let probe = callbackProbe else { return nil }
    return { CallbackReport(reports: try probe.run(), expected: probe.expected) }
  }
}
