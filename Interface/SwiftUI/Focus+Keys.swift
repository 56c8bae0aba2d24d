// Focus, hardware keys, event modifiers and submission.

// Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Focus/FocusState.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen @propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Focus/FocusState.swift
  @frozen @propertyWrapper
  public struct Binding {
    // Not public in the SDK either: a FocusState.Binding comes only from FocusState.projectedValue.
    init(_noPublicInit: Never) { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Focus/FocusState.swift
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set { fatalError() }
    }
    // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Focus/FocusState.swift
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Focus/FocusState.swift
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Focus/FocusState.swift
  public var projectedValue: FocusState<Value>.Binding { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Focus/FocusState.swift
  public init() where Value == Bool { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/Focus/FocusState.swift
  public init<T>() where Value == T?, T: Hashable { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/focused(_:)
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
  nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View
  where Value: Hashable { fatalError() }
}

@available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/focusable(_:)
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/focusable(_:interactions:)
  nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
    fatalError()
  }
}

// Source: https://developer.apple.com/documentation/swiftui/focusinteractions
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct FocusInteractions: OptionSet, Sendable {
  // Source: https://developer.apple.com/documentation/swiftui/focusinteractions
  public let rawValue: Int
  // Source: https://developer.apple.com/documentation/swiftui/focusinteractions
  public init(rawValue: Int) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/focusinteractions/activate
  public static let activate: FocusInteractions = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/focusinteractions/edit
  public static let edit: FocusInteractions = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/focusinteractions/automatic
  public static var automatic: FocusInteractions { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct KeyEquivalent: Hashable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public static let upArrow: KeyEquivalent = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public static let downArrow: KeyEquivalent = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public static let leftArrow: KeyEquivalent = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public static let rightArrow: KeyEquivalent = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public static let escape: KeyEquivalent = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public static let delete: KeyEquivalent = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public static let deleteForward: KeyEquivalent = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public static let home: KeyEquivalent = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public static let end: KeyEquivalent = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public static let pageUp: KeyEquivalent = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public static let pageDown: KeyEquivalent = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public static let clear: KeyEquivalent = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public static let tab: KeyEquivalent = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public static let space: KeyEquivalent = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public static let `return`: KeyEquivalent = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public var character: Character
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public init(_ character: Character) { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public init(extendedGraphemeClusterLiteral: Character) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public typealias ExtendedGraphemeClusterLiteralType = Character
  // Source: OpenSwiftUI Sources/OpenSwiftUI/Event/InputEvent/KeyboardShortcut/KeyEquivalent.swift
  public typealias UnicodeScalarLiteralType = Character
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Event/Event.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EventModifiers: OptionSet, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Event/Event.swift
  public let rawValue: Int
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Event/Event.swift
  public init(rawValue: Int) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Event/Event.swift
  public static let capsLock: EventModifiers = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Event/Event.swift
  public static let shift: EventModifiers = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Event/Event.swift
  public static let control: EventModifiers = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Event/Event.swift
  public static let option: EventModifiers = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Event/Event.swift
  public static let command: EventModifiers = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Event/Event.swift
  public static let numericPad: EventModifiers = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Event/Event.swift
  @available(*, deprecated, message: "Function modifier is reserved for system applications")
  public static let function: EventModifiers = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Event/Event/Event.swift
  public static let all: EventModifiers = { fatalError() }()
}

// Source: https://developer.apple.com/documentation/swiftui/keypress
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct KeyPress: Sendable, CustomDebugStringConvertible {
  // Source: https://developer.apple.com/documentation/swiftui/keypress/phase
  public let phase: KeyPress.Phases
  // Source: https://developer.apple.com/documentation/swiftui/keypress/key
  public let key: KeyEquivalent
  // Source: https://developer.apple.com/documentation/swiftui/keypress/characters
  public let characters: String
  // Source: https://developer.apple.com/documentation/swiftui/keypress/modifiers
  public let modifiers: EventModifiers
  // Source: https://developer.apple.com/documentation/swiftui/keypress
  public var debugDescription: String { fatalError() }

  // Source: https://developer.apple.com/documentation/swiftui/keypress/phases
  public struct Phases: OptionSet, Sendable, CustomDebugStringConvertible {
    // Source: https://developer.apple.com/documentation/swiftui/keypress/phases
    public let rawValue: Int
    // Source: https://developer.apple.com/documentation/swiftui/keypress/phases
    public init(rawValue: Int) { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/keypress/phases/down
    public static let down: KeyPress.Phases = { fatalError() }()
    // Source: https://developer.apple.com/documentation/swiftui/keypress/phases/up
    public static let up: KeyPress.Phases = { fatalError() }()
    // Source: https://developer.apple.com/documentation/swiftui/keypress/phases/repeat
    public static let `repeat`: KeyPress.Phases = { fatalError() }()
    // Source: https://developer.apple.com/documentation/swiftui/keypress/phases/all
    public static let all: KeyPress.Phases = { fatalError() }()
    // Source: https://developer.apple.com/documentation/swiftui/keypress/phases
    public var debugDescription: String { fatalError() }
  }

  // Source: https://developer.apple.com/documentation/swiftui/keypress/result
  public enum Result: Hashable, Sendable {
    // Source: https://developer.apple.com/documentation/swiftui/keypress/result/handled
    case handled
    // Source: https://developer.apple.com/documentation/swiftui/keypress/result/ignored
    case ignored
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/onkeypress(_:action:)
  nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
    fatalError()
  }
  // Source: https://developer.apple.com/documentation/swiftui/view/onkeypress(_:phases:action:)
  nonisolated public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/onkeypress(keys:phases:action:)
  nonisolated public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/onkeypress(characters:phases:action:)
  nonisolated public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/onkeypress(phases:action:)
  nonisolated public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { fatalError() }
}

// Source: https://developer.apple.com/documentation/swiftui/submittriggers
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
  // Source: https://developer.apple.com/documentation/swiftui/submittriggers
  public let rawValue: Int
  // Source: https://developer.apple.com/documentation/swiftui/submittriggers/init(rawvalue:)
  public init(rawValue: SubmitTriggers.RawValue) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/submittriggers/text
  public static let text: SubmitTriggers = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/submittriggers/search
  public static let search: SubmitTriggers = { fatalError() }()
}

// Source: https://developer.apple.com/documentation/swiftui/submitlabel
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitLabel: Sendable {
  // Source: https://developer.apple.com/documentation/swiftui/submitlabel/done
  public static var done: SubmitLabel { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/submitlabel/go
  public static var go: SubmitLabel { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/submitlabel/send
  public static var send: SubmitLabel { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/submitlabel/join
  public static var join: SubmitLabel { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/submitlabel/route
  public static var route: SubmitLabel { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/submitlabel/search
  public static var search: SubmitLabel { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/submitlabel/return
  public static var `return`: SubmitLabel { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/submitlabel/next
  public static var next: SubmitLabel { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/submitlabel/continue
  public static var `continue`: SubmitLabel { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
  nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    fatalError()
  }
  // Source: https://developer.apple.com/documentation/swiftui/view/submitlabel(_:)
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { fatalError() }
}
