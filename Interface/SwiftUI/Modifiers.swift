// Common view modifiers: frame, padding, background, lifecycle, change and task, enablement, opacity, haptics,
// navigation title, and tags. Deprecations that apply at the face's deployment target (iOS 17, macOS 14) are written as
// `@available(*, deprecated, ...)` so that they warn on Linux as they warn on a Mac.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift
  @available(*, deprecated, message: "Please pass one or more parameters.")
  nonisolated public func frame() -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Modifier/PaddingLayout.swift
  nonisolated public func padding(_ insets: EdgeInsets) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Modifier/PaddingLayout.swift
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Modifier/PaddingLayout.swift
  nonisolated public func padding(_ length: CGFloat) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier/AppearanceActionModifier.swift
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier/AppearanceActionModifier.swift
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Data/EnvironmentKeys/Enabled.swift
  nonisolated public func disabled(_ disabled: Bool) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Render/RendererEffect/OpacityEffect.swift
  nonisolated public func opacity(_ opacity: Double) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Render/GeometryEffect/ScaleEffect.swift
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Render/GeometryEffect/ScaleEffect.swift
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Tag.swift
  nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier/ValueActionModifier.swift
  @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
  nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View
  where V: Equatable { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
  nonisolated public func navigationTitle(_ title: Text) -> some View { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
  @_disfavoredOverload
  nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier/ValueActionModifier.swift
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View where V: Equatable { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier/ValueActionModifier.swift
  nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
  where V: Equatable { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Modifier/ViewModifier/TaskModifier.swift
  nonisolated public func task(
    priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Modifier/ViewModifier/TaskModifier.swift
  nonisolated public func task<T>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View where T: Equatable { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(visionOS, unavailable)
public struct SensoryFeedback: Equatable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
  public static let success: SensoryFeedback = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
  public static let warning: SensoryFeedback = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
  public static let error: SensoryFeedback = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
  public static let selection: SensoryFeedback = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
  public static let increase: SensoryFeedback = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
  public static let decrease: SensoryFeedback = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
  public static let start: SensoryFeedback = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
  public static let stop: SensoryFeedback = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
  public static let alignment: SensoryFeedback = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
  public static let levelChange: SensoryFeedback = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
  @available(iOS 17.5, macOS 14.5, tvOS 17.5, watchOS 10.5, *)
  public static let pathComplete: SensoryFeedback = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
  public static let impact: SensoryFeedback = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact(weight:intensity:)
  public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    fatalError()
  }
  // Source: https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact(flexibility:intensity:)
  public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
  public struct Weight: Equatable, Sendable {
    // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
    public static let light: SensoryFeedback.Weight = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
    public static let medium: SensoryFeedback.Weight = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
    public static let heavy: SensoryFeedback.Weight = { fatalError() }()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
  public struct Flexibility: Equatable, Sendable {
    // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
    public static let rigid: SensoryFeedback.Flexibility = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
    public static let solid: SensoryFeedback.Flexibility = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedback.swift
    public static let soft: SensoryFeedback.Flexibility = { fatalError() }()
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(visionOS, unavailable)
extension View {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedbackGenerator.swift
  nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T: Equatable {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedbackGenerator.swift
  nonisolated public func sensoryFeedback<T>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View where T: Equatable { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/SensoryFeedback/SensoryFeedbackGenerator.swift
  nonisolated public func sensoryFeedback<T>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View where T: Equatable { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(trigger:_:)
  nonisolated public func sensoryFeedback<T>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View
  where T: Equatable { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier/BackgroundModifier.swift
  nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
  where V: View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier/OverlayModifier.swift
  nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
  where V: View { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/ViewModifier/BackgroundModifier.swift
  nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
  where S: ShapeStyle { fatalError() }
}
