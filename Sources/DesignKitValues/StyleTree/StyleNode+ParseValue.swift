extension StyleNode {
  /// Parses a JSON value as a value of the same kind as `node` (a number under its rule, a boolean, text, one of a
  /// choice's options, a color, a font over `node`'s, an animation, insets): how a preset's value and a Swift
  /// model's value are checked alike. An object or a table is not a value: it is reported as not of `node`'s kind.
  package static func parseValue(_ json: JSONValue, like node: StyleNode, path: JSONPath) throws(Diagnostic)
    -> StyleNode
  {
    switch node {
    case .number(_, let rule):
      let n = try JSONValue.checkedNumber(json, path: path, in: rule.range)
      guard rule.admits(n) else {
        throw Diagnostic(
          .invalidValue, "\(JSONWriter.format(n)) at `\(path)` is not \(rule.requirement)", at: json.location,
          path: path)
      }
      return .number(n, rule)
    case .bool:
      guard case .bool(let b) = json.kind else { throw .expected("a boolean", found: json, at: path) }
      return .bool(b)
    case .string:
      guard case .string(let s) = json.kind else { throw .expected("a string", found: json, at: path) }
      return .string(s)
    case .choice(_, let options):
      guard case .string(let s) = json.kind else {
        throw .expected("one of \(options.joined(separator: ", "))", found: json, at: path)
      }
      guard options.contains(s) else { throw JSONValue.unknownChoice(s, options, at: json.location, path: path) }
      return .choice(s, options: options)
    case .color:
      return .color(try AdaptiveColor(json: json, path: path))
    case .font(let base):
      if case .object = json.kind { return .font(try Font(json: json, path: path, over: base)) }
      throw .expected("a font object ({size, weight, design, textStyle, family})", found: json, at: path)
    case .animation:
      return .animation(try AnimationSpec(json: json, path: path))
    case .insets:
      return .insets(try Insets(json: json, path: path))
    case .object, .table:
      throw .expected("a value, not a group", found: json, at: path)
    }
  }
}
