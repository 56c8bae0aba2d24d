// The environment: the property wrapper, the values, the keys, and the value types the face reads.

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Environment/Environment.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Environment/Environment.swift
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Environment/Environment.swift
  public var wrappedValue: Value { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Environment/Environment.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Environment/EnvironmentKey.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Environment/EnvironmentKey.swift
  associatedtype Value
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Environment/EnvironmentKey.swift
  static var defaultValue: Self.Value { get }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Environment/EnvironmentValues.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Environment/EnvironmentValues.swift
  public init() { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Environment/EnvironmentValues.swift
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { fatalError() }
    set { fatalError() }
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Environment/EnvironmentValues.swift
  public var description: String { fatalError() }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/ColorScheme.swift
  public var colorScheme: ColorScheme {
    get { fatalError() }
    set { fatalError() }
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/ColorScheme.swift
  public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Direction/LayoutDirection.swift
  public var layoutDirection: LayoutDirection {
    get { fatalError() }
    set { fatalError() }
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Accessibility/AccessibilityEnvironment.swift
  public var accessibilityReduceMotion: Bool { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/EnvironmentKeys/Enabled.swift
  public var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/EnvironmentKeys/EnvironmentAdditions.swift
  public var displayScale: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/EnvironmentKeys/EnvironmentAdditions.swift
  public var locale: Locale {
    get { fatalError() }
    set { fatalError() }
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  public var dynamicTypeSize: DynamicTypeSize {
    get { fatalError() }
    set { fatalError() }
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Environment/EnvironmentKeyWritingModifier.swift
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/Environment/EnvironmentKeyTransformModifier.swift
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/ColorScheme.swift
  nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  nonisolated public func dynamicTypeSize<T>(_ range: T) -> some View
  where T: RangeExpression, T.Bound == DynamicTypeSize { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/ColorScheme.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/ColorScheme.swift
  case light
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/ColorScheme.swift
  case dark
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/ColorScheme.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorSchemeContrast: CaseIterable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/ColorScheme.swift
  case standard
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/ColorScheme.swift
  case increased
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  case xSmall
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  case small
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  case medium
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  case large
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  case xLarge
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  case xxLarge
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  case xxxLarge
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  case accessibility1
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  case accessibility2
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  case accessibility3
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  case accessibility4
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  case accessibility5
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift
  public var isAccessibilitySize: Bool { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Direction/LayoutDirection.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Direction/LayoutDirection.swift
  case leftToRight
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Direction/LayoutDirection.swift
  case rightToLeft
}
