import DesignKitValues

/// A piece of a component's content that a composition document sets by name (`"content": {"title": "Save"}`): the
/// name and the property it writes.
///
/// A component lists its keys once, in `ConfiguredComponent.contentKeys`:
/// `public static var contentKeys: [ContentKey<Self>] { [.init("title", \.title)] }`. Texts are written as given;
/// flags and numbers are written as text (`"true"`, `"0.4"`); an optional text is cleared by an empty one.
public struct ContentKey<Component>: Sendable {
  /// The name a document uses.
  public let name: String
  /// What a valid value looks like, for diagnostics (`a text`, `true or false`, `a number`).
  public let expected: String
  fileprivate let write: @Sendable (inout Component, String) -> Bool
  fileprivate let check: @Sendable (String) -> Bool
  fileprivate let clear: (@Sendable (inout Component) -> Void)?
  /// The diagnostic of an invalid value when it says more than "must be `expected`" (an unknown icon's nearest
  /// names); given the value and the component's name.
  fileprivate var explain: (@Sendable (String, String) -> Diagnostic)? = nil

  /// A text.
  public init(_ name: String, _ keyPath: WritableKeyPath<Component, String> & Sendable) {
    self.name = name
    expected = "a text"
    check = { _ in true }
    write = { component, text in
      component[keyPath: keyPath] = text
      return true
    }
    clear = { $0[keyPath: keyPath] = "" }
  }

  /// An optional text: an empty one removes it.
  public init(_ name: String, _ keyPath: WritableKeyPath<Component, String?> & Sendable) {
    self.name = name
    expected = "a text"
    check = { _ in true }
    write = { component, text in
      component[keyPath: keyPath] = text.isEmpty ? nil : text
      return true
    }
    clear = { $0[keyPath: keyPath] = nil }
  }

  /// A value written as text (a flag, a number); it keeps the sample's value when a document leaves it out.
  public init<Value: LosslessStringConvertible & Sendable>(
    _ name: String, _ keyPath: WritableKeyPath<Component, Value> & Sendable
  ) {
    self.name = name
    expected =
      Value.self == Bool.self
      ? "true or false" : Value.self is any BinaryInteger.Type ? "a whole number" : "a number"
    check = { Value($0) != nil }
    write = { component, text in
      guard let value = Value(text) else { return false }
      component[keyPath: keyPath] = value
      return true
    }
    clear = nil
  }

  /// An icon, by its SF Symbols name (`DrawingIcon`); an unknown name is a diagnostic with the nearest names. It
  /// keeps the sample's icon when a document leaves it out.
  public init(_ name: String, _ keyPath: WritableKeyPath<Component, DrawingIcon> & Sendable) {
    self.name = name
    expected = "an icon name"
    check = { DrawingIcon(rawValue: $0) != nil }
    write = { component, text in
      guard let icon = DrawingIcon(rawValue: text) else { return false }
      component[keyPath: keyPath] = icon
      return true
    }
    clear = nil
    explain = Self.unknownIcon(at: name)
  }

  /// The diagnostic of an unknown icon name at content `name`: the nearest names.
  private static func unknownIcon(at name: String) -> @Sendable (String, String) -> Diagnostic {
    { text, owner in
      .unknown(.invalidValue, "icon", named: text, among: DrawingIcon.names, in: " at content `\(name)` of \(owner)")
    }
  }

  /// An optional icon, by its SF Symbols name (`DrawingIcon`): an empty text removes it, an unknown name is a
  /// diagnostic with the nearest names.
  public init(_ name: String, _ keyPath: WritableKeyPath<Component, DrawingIcon?> & Sendable) {
    self.name = name
    expected = "an icon name"
    check = { $0.isEmpty || DrawingIcon(rawValue: $0) != nil }
    write = { component, text in
      guard text.isEmpty || DrawingIcon(rawValue: text) != nil else { return false }
      component[keyPath: keyPath] = DrawingIcon(rawValue: text)
      return true
    }
    clear = { $0[keyPath: keyPath] = nil }
    explain = Self.unknownIcon(at: name)
  }

  /// Whether `text` is a valid value.
  public func accepts(_ text: String) -> Bool { check(text) }
}

extension ConfiguredComponent {
  /// This component showing `content`: the keys it gives are written; when it gives any, the texts it leaves out are
  /// emptied, so that a document's content is shown exactly (flags and numbers it leaves out keep their value).
  /// An unknown key or a value of the wrong form is a diagnostic naming the valid keys.
  public func showing(_ content: [String: String]) throws(Diagnostic) -> Self {
    guard !content.isEmpty else { return self }
    var copy = self
    let keys = Self.contentKeys
    for key in keys where content[key.name] == nil { key.clearValue(of: &copy) }
    for name in content.keys.sorted() {
      let text = content[name] ?? ""
      guard let key = keys.first(where: { $0.name == name }) else {
        throw Self.unknownContentKey(name)
      }
      guard key.write(&copy, text) else { throw key.invalidValue(text, for: Self.componentName) }
    }
    return copy
  }

  /// The problem with content `text` at key `name`, or nil when the component takes it.
  public static func contentProblem(key name: String, value text: String) -> Diagnostic? {
    guard let key = contentKeys.first(where: { $0.name == name }) else { return unknownContentKey(name) }
    return key.accepts(text) ? nil : key.invalidValue(text, for: componentName)
  }

  private static func unknownContentKey(_ name: String) -> Diagnostic {
    .unknownContentKey(name, among: contentKeys.map(\.name), of: componentName)
  }
}

extension Diagnostic {
  /// A content key `component` does not take.
  static func unknownContentKey(_ name: String, among keys: [String], of component: String) -> Diagnostic {
    .unknown(.unknownKey, "content key", named: name, among: keys, in: " for \(component)")
  }
}

extension ContentKey {
  fileprivate func clearValue(of component: inout Component) { clear?(&component) }

  fileprivate func invalidValue(_ text: String, for owner: String) -> Diagnostic {
    if let explain { return explain(text, owner) }
    return Diagnostic(.invalidValue, "content `\(name)` of \(owner) must be \(expected), found `\(text)`")
  }
}
