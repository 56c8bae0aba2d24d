/// A machine state flattened into named fields (`press.session`, `value`), so that a failure names what differs.
///
/// Stored properties are read through `Mirror`: a struct with several properties is entered, anything else (an
/// enum, an optional, a one-property value such as a duration) is a field printed by its description.
struct StateFields: Equatable {
  /// (path, printed value), in declaration order.
  var fields: [(path: String, value: String)]

  init(_ state: Any) {
    fields = []
    collect(state, path: "")
  }

  private mutating func collect(_ value: Any, path: String) {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .struct, mirror.children.count > 1 {
      for child in mirror.children {
        let name = child.label ?? "?"
        collect(child.value, path: path.isEmpty ? name : path + "." + name)
      }
      return
    }
    fields.append((path.isEmpty ? "state" : path, Self.text(of: value)))
  }

  /// A value's text; an optional shows its wrapped value or `nil`.
  private static func text(of value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first else { return "nil" }
      return text(of: wrapped.value)
    }
    return String(describing: value)
  }

  static func == (a: StateFields, b: StateFields) -> Bool {
    a.fields.elementsEqual(b.fields) { $0.path == $1.path && $0.value == $1.value }
  }

  /// The value of the field at `path`.
  subscript(path: String) -> String? { fields.first { $0.path == path }?.value }
}
