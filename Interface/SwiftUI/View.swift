// The View protocol, the views a result builder produces, and the basic containers.

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@_typeEraser(AnyView)
@preconcurrency @MainActor
public protocol View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift
  associatedtype Body: View
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Never+View.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Never+View.swift
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Never+View.swift
  public var body: Never { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/OptionalView.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/OptionalView.swift
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/EmptyView.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyView: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/EmptyView.swift
  public init() { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/DynamicView/AnyView.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct AnyView: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/DynamicView/AnyView.swift
  public init<V>(_ view: V) where V: View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/DynamicView/AnyView.swift
  public init<V>(erasing view: V) where V: View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/DynamicView/AnyView.swift
  public init?(_fromValue value: Any) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

@available(*, unavailable)
extension AnyView: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/TupleView.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct TupleView<T>: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/TupleView.swift
  public var value: T
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/TupleView.swift
  public init(_ value: T) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

@available(*, unavailable)
extension TupleView: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/ConditionalContent.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/ConditionalContent.swift
  @frozen public enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/ConditionalContent.swift
  public let storage: Storage
}

@available(*, unavailable)
extension _ConditionalContent: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/ConditionalContent.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Group.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Group<Content> {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Group.swift
  public typealias Body = Never
}

@available(*, unavailable)
extension Group: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Group.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Group: View where Content: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Group.swift
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/DynamicViewContent/ForEach.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/DynamicViewContent/ForEach.swift
  public var data: Data
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/DynamicViewContent/ForEach.swift
  public var content: (Data.Element) -> Content
}

@available(*, unavailable)
extension ForEach: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/DynamicViewContent/ForEach.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/DynamicViewContent/ForEach.swift
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/DynamicViewContent/ForEach.swift
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/DynamicViewContent/ForEach.swift
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/DynamicViewContent/ForEach.swift
  @_disfavoredOverload
  public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
    C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
  { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/DynamicViewContent/ForEach.swift
  @_disfavoredOverload
  public init<C>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection,
    C.Index: Hashable
  { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/DynamicViewContent/ForEach.swift
  @_semantics("swiftui.requires_constant_range")
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}
