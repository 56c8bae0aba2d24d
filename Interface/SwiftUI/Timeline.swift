// TimelineView and its schedules: the per-frame clock the face draws against.

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
  typealias Mode = TimelineScheduleMode
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
  associatedtype Entries: Sequence where Self.Entries.Element == Date
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
  func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum TimelineScheduleMode: Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
  case normal
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
  case lowFrequency
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/AnimationTimelineSchedule.swift
  public static var animation: AnimationTimelineSchedule { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/AnimationTimelineSchedule.swift
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    fatalError()
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    fatalError()
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
  public static var everyMinute: EveryMinuteTimelineSchedule { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/AnimationTimelineSchedule.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/AnimationTimelineSchedule.swift
  public init(minimumInterval: Double? = nil, paused: Bool = false) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/AnimationTimelineSchedule.swift
  public func entries(from start: Date, mode: TimelineScheduleMode) -> AnimationTimelineSchedule.Entries {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/AnimationTimelineSchedule.swift
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/AnimationTimelineSchedule.swift
    public mutating func next() -> Date? { fatalError() }
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
  public init(from startDate: Date, by interval: TimeInterval) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
    public mutating func next() -> Date? { fatalError() }
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
  public init() { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> EveryMinuteTimelineSchedule.Entries {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Timeline/TimelineSchedule.swift
    public mutating func next() -> Date? { fatalError() }
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/TimelineView.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/TimelineView.swift
  public struct Context {
    // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/TimelineView.swift
    public enum Cadence: Comparable, Sendable {
      // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/TimelineView.swift
      case live
      // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/TimelineView.swift
      case seconds
      // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/TimelineView.swift
      case minutes
    }
    // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/TimelineView.swift
    public let date: Date
    // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/TimelineView.swift
    public let cadence: TimelineView<Schedule, Content>.Context.Cadence
  }
}

@available(*, unavailable)
extension TimelineView: Sendable {}

@available(*, unavailable)
extension TimelineView.Context: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/TimelineView.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

// Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/TimelineView.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/TimelineView.swift
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/TimelineView.swift
  nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Animation/Timeline/TimelineView.swift
  @available(
    *, deprecated,
    message:
      "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies."
  )
  @_disfavoredOverload
  nonisolated public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineView<Schedule, Content>.Context) -> Content
  ) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}
