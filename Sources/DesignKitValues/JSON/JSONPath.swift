/// A path from a document's root to one of its values, printed as `components.VToggle.colors.fill[0]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
  /// One step of a path.
  public enum Component: Hashable, Sendable {
    /// An object member.
    case key(String)
    /// An array element, from 0.
    case index(Int)
  }

  /// The steps from the root.
  public var components: [Component]

  /// Creates a path from its steps.
  public init(_ components: [Component] = []) { self.components = components }

  public init(arrayLiteral elements: String...) { components = elements.map { .key($0) } }

  /// The root path (printed as `$` when it stands alone).
  public static let root = JSONPath()

  /// This path extended by an object key.
  public func appending(_ key: String) -> JSONPath {
    var copy = self
    copy.components.append(.key(key))
    return copy
  }

  /// This path extended by an array index.
  public func appending(index: Int) -> JSONPath {
    var copy = self
    copy.components.append(.index(index))
    return copy
  }

  /// The last key, if the path ends in one.
  public var lastKey: String? {
    if case .key(let k)? = components.last { return k }
    return nil
  }

  public var description: String {
    if components.isEmpty { return "$" }
    var out = ""
    for component in components {
      switch component {
      case .key(let k):
        if !out.isEmpty { out += "." }
        out += k
      case .index(let i):
        out += "[\(i)]"
      }
    }
    return out
  }
}
