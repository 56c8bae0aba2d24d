// The result builder behind every `@ViewBuilder` closure and `body`.

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/ViewBuilder.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/ViewBuilder.swift
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/ViewBuilder.swift
  @available(*, unavailable, message: "this expression does not conform to 'View'")
  @_disfavoredOverload
  public static func buildExpression(_ invalid: Any) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/ViewBuilder.swift
  public static func buildBlock() -> EmptyView { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/ViewBuilder.swift
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  @_disfavoredOverload
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  where repeat each Content: View { fatalError() }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewBuilder {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/ViewBuilder.swift
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/ViewBuilder.swift
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > where TrueContent: View, FalseContent: View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/ViewBuilder.swift
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > where TrueContent: View, FalseContent: View { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ViewBuilder {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/ViewBuilder.swift
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
    fatalError()
  }
}
