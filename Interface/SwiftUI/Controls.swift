// Controls and their styles: Button, ButtonStyle, PrimitiveButtonStyle, Toggle, TextField, TextFieldStyle.

// Source: https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label>: View where Label: View {
  // Source: https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/button/init(_:)
  nonisolated public init(_ configuration: PrimitiveButtonStyleConfiguration)
  where Label == PrimitiveButtonStyleConfiguration.Label { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/button
  public var body: some View { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  // Source: https://developer.apple.com/documentation/swiftui/button/init(_:action:)
  @preconcurrency
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/button/init(_:action:)
  @_disfavoredOverload @preconcurrency
  nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
    fatalError()
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button {
  // Source: https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
  @preconcurrency
  nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == Text {
  // Source: https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
  @preconcurrency
  nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    fatalError()
  }
  // Source: https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
  @_disfavoredOverload @preconcurrency
  nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void)
  where S: StringProtocol { fatalError() }
}

@available(*, unavailable)
extension Button: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/Button/ButtonStyle/ButtonRole.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/Button/ButtonStyle/ButtonRole.swift
  public static let destructive: ButtonRole = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/Button/ButtonStyle/ButtonRole.swift
  public static let cancel: ButtonRole = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/View/Control/Button/ButtonStyle/ButtonRole.swift
  public static func == (a: ButtonRole, b: ButtonRole) -> Bool { fatalError() }
}

// Source: https://developer.apple.com/documentation/swiftui/buttonstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ButtonStyle {
  // Source: https://developer.apple.com/documentation/swiftui/buttonstyle/body
  associatedtype Body: View
  // Source: https://developer.apple.com/documentation/swiftui/buttonstyle/makebody(configuration:)
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  // Source: https://developer.apple.com/documentation/swiftui/buttonstyle/configuration
  typealias Configuration = ButtonStyleConfiguration
}

// Source: https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ButtonStyleConfiguration {
  // Source: https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.struct
  @MainActor @preconcurrency
  public struct Label: View {
    // Source: https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.struct
    public typealias Body = Never
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
    public var body: Never { fatalError() }
  }
  // Source: https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/role
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public let role: ButtonRole?
  // Source: https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.property
  public let label: ButtonStyleConfiguration.Label
  // Source: https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed
  public let isPressed: Bool
}

@available(*, unavailable)
extension ButtonStyleConfiguration: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { fatalError() }
}

// Source: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  // Source: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/body
  associatedtype Body: View
  // Source: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/makebody(configuration:)
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  // Source: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/configuration
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

// Source: https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PrimitiveButtonStyleConfiguration {
  // Source: https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/label-swift.struct
  @MainActor @preconcurrency
  public struct Label: View {
    // Source: https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/label-swift.struct
    public typealias Body = Never
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
    public var body: Never { fatalError() }
  }
  // Source: https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/role
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public let role: ButtonRole?
  // Source: https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/label-swift.property
  public let label: PrimitiveButtonStyleConfiguration.Label
  // Source: https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/trigger()
  public func trigger() { fatalError() }
}

@available(*, unavailable)
extension PrimitiveButtonStyleConfiguration: Sendable {}

// Source: https://developer.apple.com/documentation/swiftui/plainbuttonstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PlainButtonStyle: PrimitiveButtonStyle {
  // Source: https://developer.apple.com/documentation/swiftui/plainbuttonstyle/init()
  public init() { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/plainbuttonstyle/makebody(configuration:)
  @MainActor @preconcurrency
  public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  // Source: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/plain
  @MainActor @preconcurrency public static var plain: PlainButtonStyle { fatalError() }
}

// Source: https://developer.apple.com/documentation/swiftui/toggle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Toggle<Label>: View where Label: View {
  // Source: https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/toggle
  public var body: some View { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == Text {
  // Source: https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol { fatalError() }
}

@available(*, unavailable)
extension Toggle: Sendable {}

// Source: https://developer.apple.com/documentation/swiftui/picker
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct Picker<Label, SelectionValue, Content>: View where Label: View, SelectionValue: Hashable, Content: View {
  // Source: https://developer.apple.com/documentation/swiftui/picker/init(selection:content:label:)
  nonisolated public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/picker
  @MainActor @preconcurrency public var body: some View { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Picker where Label == Text {
  // Source: https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
  where S: StringProtocol { fatalError() }
}

@available(*, unavailable)
extension Picker: Sendable {}

// Source: https://developer.apple.com/documentation/swiftui/textfield
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct TextField<Label>: View where Label: View {
  // Source: https://developer.apple.com/documentation/swiftui/textfield
  public var body: some View { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
  // Source: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TextField where Label == Text {
  // Source: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TextField {
  // Source: https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:)
  nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension TextField where Label == Text {
  // Source: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:axis:)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    fatalError()
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension TextField {
  // Source: https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:axis:label:)
  nonisolated public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) { fatalError() }
}

// Source: https://developer.apple.com/documentation/swiftui/textfieldstyle (the `_body` requirement and `_Label`
// are public but undocumented; their shape is the one every custom text field style implements)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol TextFieldStyle {
  // Source: https://developer.apple.com/documentation/swiftui/textfieldstyle (undocumented underscored requirement)
  associatedtype _Body: View
  // Source: https://developer.apple.com/documentation/swiftui/textfieldstyle (undocumented underscored requirement)
  @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
  // Source: https://developer.apple.com/documentation/swiftui/textfieldstyle (undocumented underscored requirement)
  typealias _Label = _TextFieldStyleLabel
}

// Source: https://developer.apple.com/documentation/swiftui/textfieldstyle (undocumented label type of `_body`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _TextFieldStyleLabel: View {
  // Source: https://developer.apple.com/documentation/swiftui/textfieldstyle (undocumented label type of `_body`)
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

// Source: https://developer.apple.com/documentation/swiftui/plaintextfieldstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PlainTextFieldStyle: TextFieldStyle {
  // Source: https://developer.apple.com/documentation/swiftui/plaintextfieldstyle/init()
  public init() { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/plaintextfieldstyle (undocumented `_body` witness)
  public func _body(configuration: TextField<PlainTextFieldStyle._Label>) -> some View { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextFieldStyle where Self == PlainTextFieldStyle {
  // Source: https://developer.apple.com/documentation/swiftui/textfieldstyle/plain
  public static var plain: PlainTextFieldStyle { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/textfieldstyle(_:)
  nonisolated public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle { fatalError() }
}
