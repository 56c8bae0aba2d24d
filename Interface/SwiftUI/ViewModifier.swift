// ViewModifier, its content placeholder, and the ModifiedContent that `modifier(_:)` returns.

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
  associatedtype Body: View
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
  @ViewBuilder func body(content: Self.Content) -> Self.Body
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
  typealias Content = _ViewModifier_Content<Self>
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier where Self.Body == Never {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
  public func body(content: Self.Content) -> Self.Body { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
  nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/CustomViewModifier.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyModifier: ViewModifier {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
  public static let identity: EmptyModifier = EmptyModifier()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
  nonisolated public init() {}
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
  public var content: Content
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
  public var modifier: Modifier
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
  nonisolated public init(content: Content, modifier: Modifier) { fatalError() }
}

@available(*, unavailable)
extension ModifiedContent: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
  public static func == (a: ModifiedContent<Content, Modifier>, b: ModifiedContent<Content, Modifier>) -> Bool {
    fatalError()
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
  public var body: ModifiedContent<Content, Modifier>.Body { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier.swift
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}
