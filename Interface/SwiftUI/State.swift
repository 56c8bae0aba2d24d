// Stored view state: DynamicProperty, State, Binding, and the Transaction that GestureState resets with.

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/DynamicProperty/DynamicProperty.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/DynamicProperty/DynamicProperty.swift
  mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
  // Source: https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
  public mutating func update() { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/State/State.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/State/State.swift
  public init(wrappedValue value: Value) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/State/State.swift
  public init(initialValue value: Value) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/State/State.swift
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/State/State.swift
  public var projectedValue: Binding<Value> { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/State/State.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/State/State.swift
  public init() { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/Binding.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/Binding.swift
  public var transaction: Transaction
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/Binding.swift
  @preconcurrency
  public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/Binding.swift
  public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
  ) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/Binding.swift
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/Binding.swift
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/Binding.swift
  public var projectedValue: Binding<Value> { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/Binding.swift
  public init(projectedValue: Binding<Value>) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/Binding.swift
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError()
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/Binding.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/Binding.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: DynamicProperty {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/BindingOperations.swift
  public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/BindingOperations.swift
  public init?(_ base: Binding<Value?>) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/BindingOperations.swift
  public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/Binding.swift
  public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Transaction/Transaction.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Transaction {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Transaction/Transaction.swift
  public init() { fatalError() }
}

@available(*, unavailable)
extension Transaction: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Transaction/Transaction.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  fatalError()
}
