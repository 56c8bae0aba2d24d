// App, Scene, WindowGroup and the preview protocol (macros such as #Preview cannot be provided without a compiler
// plugin, so a face previews through PreviewProvider).

// Source: OpenSwiftUI Sources/OpenSwiftUI/App/App/App.swift
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/App/App/App.swift
  associatedtype Body: Scene
  // Source: OpenSwiftUI Sources/OpenSwiftUI/App/App/App.swift
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/App/App/App.swift
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/App/App/App.swift
  @MainActor @preconcurrency public static func main() { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUI/App/Scene/Scene.swift
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/App/Scene/Scene.swift
  associatedtype Body: Scene
  // Source: OpenSwiftUI Sources/OpenSwiftUI/App/Scene/Scene.swift
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// Source: OpenSwiftUI Sources/OpenSwiftUI/App/Scene/Scene.swift
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

// Source: OpenSwiftUI Sources/OpenSwiftUI/App/Scene/SceneBuilder.swift
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public enum SceneBuilder {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/App/Scene/SceneBuilder.swift
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/App/Scene/SceneBuilder.swift
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/App/Scene/SceneBuilder.swift
  @_disfavoredOverload
  public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene
  where repeat each Content: Scene { fatalError() }
}

@available(*, unavailable)
extension SceneBuilder: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUI/App/Window/WindowGroup.swift
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct WindowGroup<Content>: Scene where Content: View {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/App/Window/WindowGroup.swift
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/App/Window/WindowGroup.swift
  public var body: some Scene { fatalError() }
}

@available(*, unavailable)
extension WindowGroup: Sendable {}

// Source: https://developer.apple.com/documentation/swiftui/previewprovider (the parent protocol named in
// PreviewProvider's declaration; its underscored requirements are met by the SDK and are not redeclared here)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol _PreviewProvider {}

// Source: https://developer.apple.com/documentation/swiftui/previewprovider
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol PreviewProvider: _PreviewProvider {
  // Source: https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.associatedtype
  associatedtype Previews: View
  // Source: https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.type.property
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
  // Source: https://developer.apple.com/documentation/swiftui/previewprovider/platform
  @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PreviewProvider {
  // Source: https://developer.apple.com/documentation/swiftui/previewprovider/platform
  @MainActor @preconcurrency public static var platform: PreviewPlatform? { fatalError() }
}

// Source: https://developer.apple.com/documentation/swiftui/previewplatform
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PreviewPlatform: Hashable, Sendable {
  // Source: https://developer.apple.com/documentation/swiftui/previewplatform/ios
  case iOS
  // Source: https://developer.apple.com/documentation/swiftui/previewplatform/macos
  case macOS
  // Source: https://developer.apple.com/documentation/swiftui/previewplatform/tvos
  case tvOS
  // Source: https://developer.apple.com/documentation/swiftui/previewplatform/watchos
  case watchOS
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/previewdisplayname(_:)
  nonisolated public func previewDisplayName(_ value: String?) -> some View { fatalError() }
}
