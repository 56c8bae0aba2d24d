// Text editing: the secure field, the text editor, the input modifiers that need no UIKit type, line alignment,
// offsets and the scroll background a text editor hides. UIKit's keyboard and content types, and the modifiers that
// take them, are in Interface/UIKit (the SDK declares those modifiers in SwiftUI only where UIKit exists).

// Source: https://developer.apple.com/documentation/swiftui/securefield
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct SecureField<Label>: View where Label: View {
  // Source: https://developer.apple.com/documentation/swiftui/securefield
  public var body: some View { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension SecureField {
  // Source: https://developer.apple.com/documentation/swiftui/securefield/init(text:prompt:label:)
  nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    fatalError()
  }
}

// Source: https://developer.apple.com/documentation/swiftui/texteditor
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct TextEditor: View {
  // Source: https://developer.apple.com/documentation/swiftui/texteditor/init(text:)
  nonisolated public init(text: Binding<String>) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/texteditor
  public var body: some View { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/TextAlignment.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum TextAlignment: Hashable, CaseIterable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/TextAlignment.swift
  case leading
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/TextAlignment.swift
  case center
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/TextAlignment.swift
  case trailing
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Configuration/Visibility.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Configuration/Visibility.swift
  case automatic
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Configuration/Visibility.swift
  case visible
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Configuration/Visibility.swift
  case hidden
}

// Source: https://developer.apple.com/documentation/swiftui/textinputautocapitalization
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
  // Source: https://developer.apple.com/documentation/swiftui/textinputautocapitalization/never
  public static var never: TextInputAutocapitalization { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/textinputautocapitalization/words
  public static var words: TextInputAutocapitalization { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/textinputautocapitalization/sentences
  public static var sentences: TextInputAutocapitalization { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/textinputautocapitalization/characters
  public static var characters: TextInputAutocapitalization { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // (`offset(x:y:)` is declared in Presentation.swift.)
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/Text/Util/EnvironmentParagraphStyle.swift
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/autocorrectiondisabled(_:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 8.0, *)
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:)
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  @available(macOS, unavailable)
  nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    fatalError()
  }
  // Source: https://developer.apple.com/documentation/swiftui/view/scrollcontentbackground(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { fatalError() }
}
