// Accessibility modifiers and the values they take.

// Source: https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityAttachmentModifier: ViewModifier {
  // Source: https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
  public typealias Body = Never
}

@available(*, unavailable)
extension AccessibilityAttachmentModifier: Sendable {}

// Not Sendable in the SDK; its static lets are written `nonisolated(unsafe)` only because this module compiles in
// Swift 6 mode, which rejects a non-Sendable static let (the SDK's module does not): clients read them the same way.
// Source: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable {
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
  nonisolated(unsafe) public static let ignore: AccessibilityChildBehavior = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine
  nonisolated(unsafe) public static let combine: AccessibilityChildBehavior = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain
  nonisolated(unsafe) public static let contain: AccessibilityChildBehavior = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
  public static func == (a: AccessibilityChildBehavior, b: AccessibilityChildBehavior) -> Bool { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
  public func hash(into hasher: inout Hasher) { fatalError() }
}

@available(*, unavailable)
extension AccessibilityChildBehavior: Sendable {}

// Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/isbutton
  public static let isButton: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/isheader
  public static let isHeader: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/isselected
  public static let isSelected: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/islink
  public static let isLink: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/issearchfield
  public static let isSearchField: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/isimage
  public static let isImage: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/playssound
  public static let playsSound: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/iskeyboardkey
  public static let isKeyboardKey: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/isstatictext
  public static let isStaticText: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/issummaryelement
  public static let isSummaryElement: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/updatesfrequently
  public static let updatesFrequently: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/startsmediasession
  public static let startsMediaSession: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/allowsdirectinteraction
  public static let allowsDirectInteraction: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/causespageturn
  public static let causesPageTurn: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/ismodal
  public static let isModal: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/istoggle
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let isToggle: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/istabbar
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let isTabBar: AccessibilityTraits = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits (Conforms To: SetAlgebra)
  public typealias Element = AccessibilityTraits
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits (Conforms To: SetAlgebra)
  public typealias ArrayLiteralElement = AccessibilityTraits
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits (Conforms To: SetAlgebra)
  public init() { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits (Conforms To: SetAlgebra)
  public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits (Conforms To: SetAlgebra)
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits (Conforms To: SetAlgebra)
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits (Conforms To: SetAlgebra)
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits (Conforms To: SetAlgebra)
  public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits (Conforms To: SetAlgebra)
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits (Conforms To: SetAlgebra)
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits (Conforms To: SetAlgebra)
  public mutating func formUnion(_ other: AccessibilityTraits) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits (Conforms To: SetAlgebra)
  public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits (Conforms To: SetAlgebra)
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/accessibilitytraits (Conforms To: SetAlgebra)
  public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { fatalError() }
}

// Source: https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  // Source: https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/increment
  case increment
  // Source: https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/decrement
  case decrement
}

// Source: https://developer.apple.com/documentation/swiftui/accessibilityactionkind
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityActionKind: Equatable, Sendable {
  // Source: https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default
  public static let `default`: AccessibilityActionKind = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape
  public static let escape: AccessibilityActionKind = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilityactionkind/magictap
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  @available(macOS, unavailable)
  public static let magicTap: AccessibilityActionKind = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilityactionkind/delete
  @available(macOS 10.15, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static let delete: AccessibilityActionKind = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilityactionkind/showmenu
  @available(macOS 10.15, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static let showMenu: AccessibilityActionKind = { fatalError() }()
  // Source: https://developer.apple.com/documentation/swiftui/accessibilityactionkind/init(named:)
  public init(named name: Text) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/accessibilityactionkind
  public static func == (a: AccessibilityActionKind, b: AccessibilityActionKind) -> Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
  nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)
  nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:)
  nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)
  nonisolated public func accessibilityValue(_ valueDescriptionKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S>(_ valueDescription: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:)
  nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:)
  @_disfavoredOverload
  nonisolated public func accessibilityAction<S>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityremovetraits(_:)
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilitysortpriority(_:)
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/accessibilityrespondstouserinteraction(_:)
  nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}
