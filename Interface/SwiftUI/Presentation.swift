// Presentation over the whole screen: a geometry reader for the screen's size, the safe area a full-screen layer
// ignores, and the offset that places presented content where its drawing's slot is.

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/GeometryReader.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct GeometryReader<Content>: View where Content: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/GeometryReader.swift
  public var content: (GeometryProxy) -> Content
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/GeometryReader.swift
  @inlinable public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/GeometryReader.swift
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

@available(*, unavailable)
extension GeometryReader: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/GeometryReader.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/GeometryReader.swift
  public var size: CGSize { fatalError() }
}

@available(*, unavailable)
extension GeometryProxy: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/SafeAreaInsets.swift
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct SafeAreaRegions: OptionSet {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/SafeAreaInsets.swift
  public let rawValue: UInt
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/SafeAreaInsets.swift
  @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/SafeAreaInsets.swift
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/SafeAreaInsets.swift
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/SafeAreaInsets.swift
  public static let all = SafeAreaRegions(rawValue: .max)
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/SafeAreaIgnoringLayout.swift
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    fatalError()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Render/GeometryEffect/OffsetEffect.swift
  nonisolated public func offset(_ offset: CGSize) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Render/GeometryEffect/OffsetEffect.swift
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
}
