// Gestures, coordinate spaces, hover and hit-testing shape.

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/Gesture.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol Gesture<Value> {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/Gesture.swift
  associatedtype Value
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/Gesture.swift
  associatedtype Body: Gesture
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/Gesture.swift
  var body: Self.Body { get }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/Gesture.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: Gesture {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/Gesture.swift
  public typealias Value = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture where Self.Body == Never {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/Gesture.swift (PrimitiveGesture.body)
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/CallbacksGesture.swift
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  @MainActor @preconcurrency
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture where Self.Value: Equatable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/CallbacksGesture.swift
  public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
    fatalError()
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/CallbacksGesture.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _EndedGesture<Content>: Gesture where Content: Gesture {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/CallbacksGesture.swift
  public typealias Value = Content.Value
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/Gesture.swift (PrimitiveGesture.body)
  public typealias Body = Never
}

@available(*, unavailable)
extension _EndedGesture: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/CallbacksGesture.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ChangedGesture<Content>: Gesture where Content: Gesture, Content.Value: Equatable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/CallbacksGesture.swift
  public typealias Value = Content.Value
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/Gesture.swift (PrimitiveGesture.body)
  public typealias Body = Never
}

@available(*, unavailable)
extension _ChangedGesture: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct GestureStateGesture<Base, State>: Gesture where Base: Gesture {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  public typealias Value = Base.Value
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/Gesture.swift (PrimitiveGesture.body)
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  public var base: Base
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  public var state: GestureState<State>
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  public init(
    base: Base, state: GestureState<State>,
    body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
  ) { fatalError() }
}

@available(*, unavailable)
extension GestureStateGesture: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @frozen
public struct GestureState<Value>: DynamicProperty {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  public init(wrappedValue: Value) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  public init(initialValue: Value) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  public init(wrappedValue: Value, resetTransaction: Transaction) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  public init(initialValue: Value, resetTransaction: Transaction) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  public var wrappedValue: Value { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  public var projectedValue: GestureState<Value> { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension GestureState: @unchecked Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension GestureState where Value: ExpressibleByNilLiteral {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  public init(resetTransaction: Transaction = Transaction()) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Gesture/GestureState.swift
  public init(reset: @escaping (Value, inout Transaction) -> Void) { fatalError() }
}

// Source: https://developer.apple.com/documentation/swiftui/draggesture
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
public struct DragGesture: Gesture {
  // Source: https://developer.apple.com/documentation/swiftui/draggesture/value
  public struct Value: Equatable, Sendable {
    // Source: https://developer.apple.com/documentation/swiftui/draggesture/value/time
    public var time: Date
    // Source: https://developer.apple.com/documentation/swiftui/draggesture/value/location
    public var location: CGPoint
    // Source: https://developer.apple.com/documentation/swiftui/draggesture/value/startlocation
    public var startLocation: CGPoint
    // Source: https://developer.apple.com/documentation/swiftui/draggesture/value/translation
    public var translation: CGSize { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/draggesture/value/velocity
    public var velocity: CGSize { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/draggesture/value/predictedendlocation
    public var predictedEndLocation: CGPoint { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/draggesture/value/predictedendtranslation
    public var predictedEndTranslation: CGSize { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/draggesture/value
    public static func == (a: DragGesture.Value, b: DragGesture.Value) -> Bool { fatalError() }
  }
  // Source: https://developer.apple.com/documentation/swiftui/draggesture/minimumdistance
  public var minimumDistance: CGFloat
  // Source: https://developer.apple.com/documentation/swiftui/draggesture/coordinatespace
  public var coordinateSpace: CoordinateSpace
  // Source: https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)-3804h
  // (listed under "Deprecated initializers"; the soft-deprecation form and @_disfavoredOverload are assumed, the
  // latter because `DragGesture()` would otherwise be ambiguous with the iOS 17 overload)
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @_disfavoredOverload
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
  @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
  @available(tvOS, unavailable)
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/Gesture.swift (PrimitiveGesture.body)
  public typealias Body = Never
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/GestureMask.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct GestureMask: OptionSet, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/GestureMask.swift
  public let rawValue: UInt32
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/GestureMask.swift
  public init(rawValue: UInt32) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/GestureMask.swift
  public static let none: GestureMask = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/GestureMask.swift
  public static let gesture: GestureMask = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/GestureMask.swift
  public static let subviews: GestureMask = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/GestureMask.swift
  public static let all: GestureMask = { fatalError() }()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/GestureMask.swift
  nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/GestureMask.swift
  nonisolated public func highPriorityGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
  where T: Gesture { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/GestureMask.swift
  nonisolated public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
  where T: Gesture { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/GestureMask.swift
  nonisolated public func gesture<T>(_ gesture: T, isEnabled: Bool) -> some View where T: Gesture { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Gesture/GestureMask.swift
  nonisolated public func simultaneousGesture<T>(_ gesture: T, isEnabled: Bool) -> some View where T: Gesture {
    fatalError()
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/CoordinateSpace.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum CoordinateSpace {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/CoordinateSpace.swift
  case global
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/CoordinateSpace.swift
  case local
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/CoordinateSpace.swift
  case named(AnyHashable)
}

@available(*, unavailable)
extension CoordinateSpace: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/CoordinateSpace.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CoordinateSpace: Equatable, Hashable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/CoordinateSpace.swift
  public var isGlobal: Bool { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/CoordinateSpace.swift
  public var isLocal: Bool { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/CoordinateSpace.swift
  public func hash(into hasher: inout Hasher) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/CoordinateSpace.swift
  public static func == (a: CoordinateSpace, b: CoordinateSpace) -> Bool { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/CoordinateSpaceProtocol.swift
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol CoordinateSpaceProtocol {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/CoordinateSpaceProtocol.swift
  var coordinateSpace: CoordinateSpace { get }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/LocalCoordinateSpace.swift
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/LocalCoordinateSpace.swift
  public init() {}
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/LocalCoordinateSpace.swift
  public var coordinateSpace: CoordinateSpace { fatalError() }
}

@available(*, unavailable)
extension LocalCoordinateSpace: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/LocalCoordinateSpace.swift
  public static var local: LocalCoordinateSpace { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/GlobalCoordinateSpace.swift
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/GlobalCoordinateSpace.swift
  public init() {}
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/GlobalCoordinateSpace.swift
  public var coordinateSpace: CoordinateSpace { fatalError() }
}

@available(*, unavailable)
extension GlobalCoordinateSpace: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/GlobalCoordinateSpace.swift
  public static var global: GlobalCoordinateSpace { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/NamedCoordinateSpace.swift
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/NamedCoordinateSpace.swift
  public var coordinateSpace: CoordinateSpace { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/NamedCoordinateSpace.swift
  public static func == (a: NamedCoordinateSpace, b: NamedCoordinateSpace) -> Bool { fatalError() }
}

@available(*, unavailable)
extension NamedCoordinateSpace: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/CoordinateSpace/NamedCoordinateSpace.swift
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { fatalError() }
}

// Source: https://developer.apple.com/documentation/swiftui/hoverphase
@available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
@available(watchOS, unavailable)
@frozen public enum HoverPhase: Equatable, Sendable {
  // Source: https://developer.apple.com/documentation/swiftui/hoverphase/active(_:)
  case active(CGPoint)
  // Source: https://developer.apple.com/documentation/swiftui/hoverphase/ended
  case ended
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/oncontinuoushover(coordinatespace:perform:)
  nonisolated public func onContinuousHover(
    coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> some View { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
@available(watchOS, unavailable)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/oncontinuoushover(coordinatespace:perform:)-8gyrl
  // (@_disfavoredOverload assumed: without it `onContinuousHover { }` would be ambiguous with the iOS 17 overload)
  @_disfavoredOverload
  nonisolated public func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> some View { fatalError() }
}

@available(iOS 13.4, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/onhover(perform:)
  nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Responder/ContentShapeKinds.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ContentShapeKinds: OptionSet, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Responder/ContentShapeKinds.swift
  public var rawValue: Int
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Responder/ContentShapeKinds.swift
  public init(rawValue: Int) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Responder/ContentShapeKinds.swift
  public static let interaction: ContentShapeKinds = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/contentshapekinds/dragpreview
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static let dragPreview: ContentShapeKinds = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/contentshapekinds/contextmenupreview
  @available(iOS 15.0, tvOS 17.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public static let contextMenuPreview: ContentShapeKinds = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/contentshapekinds/hovereffect
  @available(iOS 15.0, tvOS 18.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public static let hoverEffect: ContentShapeKinds = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/contentshapekinds/focuseffect
  @available(macOS 12.0, watchOS 8.0, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  public static let focusEffect: ContentShapeKinds = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/contentshapekinds/accessibility
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let accessibility: ContentShapeKinds = { fatalError() }()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
  nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/contentshape(_:_:eofill:)
  nonisolated public func contentShape<S>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View
  where S: Shape { fatalError() }
}
