extension StyleNode {
  /// Every value of this tree that a preset could not hold, reported as the preset would report it.
  ///
  /// Swift code can build what JSON rejects: a negative radius, an opacity of 1.5, NaN, a timing curve with
  /// x1 = 1.2. Each such leaf is checked by the parser a preset's value goes through (its JSON spelling is parsed
  /// again), so the diagnostic is the one JSON gets — the path, the value and what would be valid — only without a
  /// file position, since the value came from code. Nothing is clamped.
  public func validationDiagnostics(at path: JSONPath = .root) -> [Diagnostic] {
    var found: [Diagnostic] = []
    collectProblems(at: path, into: &found)
    return found
  }

  private func collectProblems(at path: JSONPath, into found: inout [Diagnostic]) {
    switch self {
    case .object(let fields):
      // Likewise a corner group whose four radii are one number (`cornerRadius = -5`, a preset's `12`).
      if let value = StyleNode.uniformCornerValue(fields) {
        value.collectProblems(at: path, into: &found)
        return
      }
      for field in fields { field.node.collectProblems(at: path.appending(field.name), into: &found) }
    case .table(let table):
      // A platform table whose cells are all one value came from one value the user wrote (a Swift literal, a
      // preset's number), so a problem with it is reported once, at the field, not once per platform.
      if let value = table.uniformPlatformValue {
        value.collectProblems(at: path, into: &found)
        return
      }
      for entry in table.entries { entry.node.collectProblems(at: path.appending(entry.name), into: &found) }
    case .bool, .string, .choice:
      return
    case .number, .color, .font, .animation, .insets:
      do {
        _ = try StyleNode.parseValue(json, like: self, path: path)
      } catch {
        found.append(error)
      }
    }
  }
}

extension StyleNode {
  /// The field names of a corner group (`Corners`), in declaration order.
  package static let cornerKeys = ["topLeading", "topTrailing", "bottomTrailing", "bottomLeading"]

  /// The one radius of a corner group whose four corners are alike, nil for any other object: a radius written once
  /// for every corner.
  package static func uniformCornerValue(_ fields: [StyleField]) -> StyleNode? {
    guard fields.map(\.name) == cornerKeys, let first = fields.first?.node, case .number = first,
      fields.allSatisfy({ alike($0.node, first) })
    else { return nil }
    return first
  }

  /// Whether two nodes are one value written once: equal, or both NaN (NaN is not equal to itself, but a NaN
  /// written once is still one value).
  package static func alike(_ node: StyleNode, _ other: StyleNode) -> Bool {
    if case .number(let a, let rule) = node, case .number(let b, rule) = other, a.isNaN, b.isNaN { return true }
    return node == other
  }
}
