// Layout: the protocol, its subviews and proposals, and the stacks and spacer the face arranges views with.

// Source: https://developer.apple.com/documentation/swiftui/layout
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@preconcurrency
public protocol Layout: Sendable, Animatable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  static var layoutProperties: LayoutProperties { get }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  associatedtype Cache = Void
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  typealias Subviews = LayoutSubviews
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  func makeCache(subviews: Self.Subviews) -> Self.Cache
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat?
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat?
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public static var layoutProperties: LayoutProperties { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  @_disfavoredOverload
  public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout where Self.Cache == () {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutProperties: Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public init() { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public var stackOrientation: Axis?
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct ProposedViewSize: Equatable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public var width: CGFloat?
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public var height: CGFloat?
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public static let zero: ProposedViewSize = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public static let unspecified: ProposedViewSize = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public static let infinity: ProposedViewSize = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public init(width: CGFloat?, height: CGFloat?) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public init(_ size: CGSize) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    fatalError()
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewSpacing: Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public static let zero: ViewSpacing = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public init() { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public typealias SubSequence = LayoutSubviews
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public typealias Element = LayoutSubview
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public typealias Index = Int
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public var layoutDirection: LayoutDirection
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public var startIndex: Int { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public var endIndex: Int { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public subscript(index: Int) -> LayoutSubview { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public subscript(bounds: Range<Int>) -> LayoutSubviews { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubview: Equatable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public var priority: Double { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public var spacing: ViewSpacing { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { fatalError() }
}

@available(*, unavailable)
extension LayoutSubview: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol LayoutValueKey {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  associatedtype Value
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  static var defaultValue: Self.Value { get }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Layout.swift
  nonisolated public func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey {
    fatalError()
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Stack/VStack.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VStack<Content>: View where Content: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Stack/VStack.swift
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Stack/VStack.swift
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

@available(*, unavailable)
extension VStack: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Stack/HStack.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HStack<Content>: View where Content: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Stack/HStack.swift
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Stack/HStack.swift
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

@available(*, unavailable)
extension HStack: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Stack/ZStack.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ZStack<Content>: View where Content: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Stack/ZStack.swift
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Stack/ZStack.swift
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

@available(*, unavailable)
extension ZStack: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Separator/Spacer.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Spacer: View, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Separator/Spacer.swift
  public var minLength: CGFloat?
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Separator/Spacer.swift
  public init(minLength: CGFloat? = nil) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}
