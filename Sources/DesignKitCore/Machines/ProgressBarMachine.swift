import DesignKitValues

/// How far a progress bar is.
public enum ProgressLevel: String, StateDimension {
  /// No progress, some, or all.
  case empty, partial, complete
  public static var dimensionName: String { "progress" }
}

extension ProgressLevel: ComponentState {}

/// Tunables of a progress bar.
public struct ProgressBarParameters: Sendable, Hashable {
  /// Whether a change down to zero (a reset) animates; by default it shows at once.
  public var animatesResetToZero = false

  /// Parameters with the defaults.
  public init() {}
}

/// What can happen to a progress bar.
public enum ProgressBarEvent: MachineEvent, EventNameParsing {
  /// The owner set the progress (clamped to 0…1).
  case progressChanged(Double)

  static func parse(_ n: EventName) -> Self? {
    n.base == "progressChanged" ? n.number.map(Self.progressChanged) : nil
  }
  public static var eventForms: [String] { ["progressChanged(<0…1>)"] }
  public var description: String {
    switch self {
    case .progressChanged(let v): "progressChanged(\(JSONWriter.format(v)))"
    }
  }
}

/// The machine of a progress bar: value changes animate with the `progress` slot, except a reset to zero
/// (unless `animatesResetToZero`).
public struct ProgressBarMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: ProgressBarParameters
  /// The progress, 0…1.
  public private(set) var state: Double

  /// A bar at 0, ½ or 1 for empty, partial or complete.
  public init(parameters: ProgressBarParameters = ProgressBarParameters(), restingIn visual: ProgressLevel) {
    self.parameters = parameters
    switch visual {
    case .empty: state = 0
    case .partial: state = 0.5
    case .complete: state = 1
    }
  }

  public var visualState: ProgressLevel { state <= 0 ? .empty : state >= 1 ? .complete : .partial }
  public var probe: MachineProbe { MachineProbe() }

  public func changeNeedsNoAnimation(to after: ProgressBarMachine) -> Bool {
    after.state == 0 && !parameters.animatesResetToZero
  }

  public mutating func send(_ event: ProgressBarEvent) -> Transition<Double, ProgressBarEvent>? {
    switch event {
    case .progressChanged(let v):
      guard v.isFinite else { return nil }
      let next = clean(min(max(v, 0), 1))
      guard next != state else { return nil }
      let before = state
      state = next
      let slot: AnimationSlot? = next == 0 && !parameters.animatesResetToZero ? nil : .progress
      return Transition(
        from: before, to: state, event: event, outputs: MachineOutputs(.valueChanged(.number(next))),
        slot: slot)
    }
  }

  public static var explorationAlphabet: [ProgressBarEvent] {
    [.progressChanged(0), .progressChanged(0.5), .progressChanged(1)]
  }
}

extension ProgressBarMachine {
  public var currentValue: MachineValue? { .number(state) }
}
