// Containers: Form, Section, List, NavigationStack, NavigationLink, ScrollView.

// Source: https://developer.apple.com/documentation/swiftui/form
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Form<Content>: View where Content: View {
  // Source: https://developer.apple.com/documentation/swiftui/form/init(content:)
  public init(@ViewBuilder content: () -> Content) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/form
  public var body: some View { fatalError() }
}

@available(*, unavailable)
extension Form: Sendable {}

// Source: https://developer.apple.com/documentation/swiftui/section
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Section<Parent, Content, Footer> {}

@available(*, unavailable)
extension Section: Sendable {}

// Source: https://developer.apple.com/documentation/swiftui/section (Conforms To: View)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
  // Source: https://developer.apple.com/documentation/swiftui/section
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer: View {
  // Source: https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
    fatalError()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
  // Source: https://developer.apple.com/documentation/swiftui/section/init(content:header:)
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
  // Source: https://developer.apple.com/documentation/swiftui/section/init(content:footer:)
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  // Source: https://developer.apple.com/documentation/swiftui/section/init(content:)
  public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  // Source: https://developer.apple.com/documentation/swiftui/section/init(_:content:)
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/section/init(_:content:)
  @_disfavoredOverload
  public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
  // Source: https://developer.apple.com/documentation/swiftui/section/init(isexpanded:content:header:)
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    fatalError()
  }
}

// Source: https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
  // Source: https://developer.apple.com/documentation/swiftui/list
  @MainActor @preconcurrency public var body: some View { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  // Source: https://developer.apple.com/documentation/swiftui/list/init(content:)
  @MainActor @preconcurrency public init(@ViewBuilder content: () -> Content) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)
  @MainActor @preconcurrency
  public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable
  { fatalError() }
}

// Source: https://developer.apple.com/documentation/swiftui/navigationpath
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath: Equatable {
  // Source: https://developer.apple.com/documentation/swiftui/navigationpath/init()
  public init() { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/navigationpath/count
  public var count: Int { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/navigationpath/isempty
  public var isEmpty: Bool { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/navigationpath
  public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { fatalError() }
}

// Source: https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: View where Root: View {
  // Source: https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  @MainActor @preconcurrency public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/navigationstack
  @MainActor @preconcurrency public var body: some View { fatalError() }
}

// Source: https://developer.apple.com/documentation/swiftui/navigationlink
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
  // Source: https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)
  nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/navigationlink
  @MainActor @preconcurrency public var body: some View { fatalError() }
}

@available(*, unavailable)
extension NavigationLink: Sendable {}

// Source: https://developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct ScrollView<Content>: View where Content: View {
  // Source: https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
  nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/scrollview
  @MainActor @preconcurrency public var body: some View { fatalError() }
}

@available(*, unavailable)
extension ScrollView: Sendable {}
