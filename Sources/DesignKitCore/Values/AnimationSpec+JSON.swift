// Placeholder JSON spelling; the animation engine work replaces this file with the full grammar.
extension AnimationSpec: JSONRepresentable {
  /// Parses an animation.
  public init(json: JSONValue, path: JSONPath) throws(Diagnostic) {
    guard case .string("none") = json.kind else {
      throw Diagnostic(.invalidValue, "unsupported animation at `\(path)`", at: json.location, path: path)
    }
    self = .none
  }

  /// The canonical spelling.
  public var json: JSONValue { .string("none") }
}
