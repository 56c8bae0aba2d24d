import DesignKitValues

/// Applies a partial JSON document over a style tree: what the JSON names changes, the rest keeps its value.
///
/// Every problem becomes a diagnostic in `diagnostics` and the node keeps its previous value there, so one pass
/// reports all errors. Package plumbing: `PresetLoader` and `PresetDecoder` return the result or throw the
/// diagnostics, so no public caller sees a result that has problems.
package struct StyleOverlay {
  /// The file the JSON came from, for diagnostics.
  package var file: String?
  /// Problems found so far.
  package var diagnostics: [Diagnostic] = []
  /// The tokens `"{group.token}"` references stand for; nil when the preset defines none (a reference is then an
  /// error).
  package var tokens: PresetTokens?

  /// Creates an overlay for JSON from `file`.
  package init(file: String? = nil, tokens: PresetTokens? = nil) {
    self.file = file
    self.tokens = tokens
  }

  /// `json` applied over `node`, which stands at `path`.
  package mutating func apply(_ json: JSONValue, to node: StyleNode, path: JSONPath) -> StyleNode {
    var path = path
    return apply(json, to: node, at: &path)
  }

  /// `apply(_:to:path:)` with the path extended and shortened in place as members are entered (it is read only for
  /// diagnostics).
  private mutating func apply(_ json: JSONValue, to node: StyleNode, at path: inout JSONPath) -> StyleNode {
    if let reference = TokenReference.name(in: json) {
      return applyReference(reference, json, to: node, path: path)
    }
    switch node {
    case .object(let fields):
      return applyObject(json, fields: fields, path: &path)
    case .table(let table):
      return applyTable(json, table: table, path: &path)
    default:
      do {
        var value = json
        if let tokens, case .object = json.kind { value = try tokens.substitute(json, reference: json, path: path) }
        return try StyleOverlay.parseLeaf(value, like: node, path: path)
      } catch {
        report(error)
        return node
      }
    }
  }

  /// Applies the value a reference stands for; a value of the wrong kind is reported at the reference, naming both.
  private mutating func applyReference(_ name: String, _ json: JSONValue, to node: StyleNode, path: JSONPath)
    -> StyleNode
  {
    guard let tokens else {
      report(
        Diagnostic(
          .unresolvedReference,
          "reference `{\(name)}` at `\(path)` names a token, but this preset defines no `tokens`",
          at: json.location, path: path))
      return node
    }
    let value: JSONValue
    do {
      value = try tokens.resolve(name, reference: json, path: path)
    } catch {
      report(error)
      return node
    }
    var inner = StyleOverlay(file: file, tokens: tokens)
    let result = inner.apply(value, to: node, path: path)
    guard let problem = inner.diagnostics.first else { return result }
    // An unknown key in a token that is recognizably another kind of value (a font used as an animation) means
    // the reference has the wrong type; in a bare object or a value of the right kind, the key itself is wrong.
    let described = PresetTokens.describe(value)
    let otherKind =
      problem.kind == .unknownKey && described != "an object" && described != node.kindDescription
    if problem.kind == .typeMismatch || otherKind {
      // The inner message would describe the token's JSON spelling (a color is "a string"), contradicting this one.
      report(
        Diagnostic(
          .referenceType,
          "reference `{\(name)}` at `\(path)` is \(described), but `\(path)` expects \(node.kindDescription); "
            + "reference a token of that type or write the value here",
          at: json.location, path: path))
    } else if problem.kind == .invalidValue {
      report(
        Diagnostic(
          .referenceType, "reference `{\(name)}` at `\(path)` holds a value `\(path)` cannot take: \(problem.message)",
          at: json.location, path: path))
    } else {
      var moved = problem
      moved.file = file
      moved.location = json.location
      report(moved)
    }
    return node
  }

  mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic.inFile(file))
  }

  private mutating func applyObject(_ json: JSONValue, fields: [StyleField], path: inout JSONPath) -> StyleNode {
    let isCorners = Corners.isCorners(fields)
    if isCorners, case .number = json.kind {
      // Corner radii: one number for every corner (checked once, reported at the group's path).
      var result = fields
      let before = diagnostics.count
      for i in result.indices {
        result[i].node = apply(json, to: result[i].node, at: &path)
        if diagnostics.count > before { return .object(fields) }
      }
      return .object(result)
    }
    guard case .object(let members) = json.kind else {
      let expected =
        isCorners
        ? "corner radii at `\(path)` (one number for every corner, or an object with keys "
          + "\(Corners.keys.joined(separator: ", ")))"
        : "an object at `\(path)` (keys: \(fields.map(\.name).joined(separator: ", ")))"
      report(
        Diagnostic(.typeMismatch, "expected \(expected), found \(json.typeDescription)", at: json.location, path: path))
      return .object(fields)
    }
    var result = fields
    for member in members {
      guard let index = result.firstIndex(where: { $0.name == member.key }) else {
        report(
          .unknown(
            .unknownKey, "key", named: member.key, among: fields.map(\.name),
            in: path.components.isEmpty ? "" : " in `\(path)`", at: member.keyLocation,
            path: path.appending(member.key)))
        continue
      }
      path.components.append(.key(member.key))
      result[index].node = apply(member.value, to: result[index].node, at: &path)
      path.components.removeLast()
    }
    return .object(result)
  }

  private mutating func applyTable(_ json: JSONValue, table: StateTableNode, path: inout JSONPath) -> StyleNode {
    let states = table.entries.map(\.name)
    var result = table
    // `{}` names no state, so it changes nothing (as over an object), rather than being one value for every state.
    if case .object(let members) = json.kind, members.isEmpty { return .table(table) }
    if case .object(let members) = json.kind, !members.isEmpty {
      let named = members.filter { states.contains($0.key) }
      let misspelled = { (key: String) in
        !states.contains(key) && (table.unshownCases.contains(key) || !Suggestions.nearest(to: key, in: states).isEmpty)
      }
      // A near-miss of this table's states is a misspelled state even when the elements are tables themselves,
      // unless the whole object is a valid element value (then its keys are the element's). The value is tried
      // first: most such objects are one (a color's `light` and `dark`), and it is cheaper than the near-misses.
      if !named.isEmpty || (!isValueObject(json, like: table) && members.contains { misspelled($0.key) }) {
        // The states named correctly are applied (and checked) even beside a misspelled one: all errors at once.
        for member in named {
          if let i = result.entries.firstIndex(where: { $0.name == member.key }) {
            path.components.append(.key(member.key))
            result.entries[i].node = apply(member.value, to: result.entries[i].node, at: &path)
            path.components.removeLast()
          }
        }
        if named.count == members.count { return .table(result) }
        for member in members where table.unshownCases.contains(member.key) {
          report(
            .unshownState(
              member.key, at: path, dimension: table.dimension, shown: states, location: member.keyLocation))
        }
        for member in members where !states.contains(member.key) && !table.unshownCases.contains(member.key) {
          report(
            .unknown(
              .unknownState, "\(table.dimension) state", named: member.key, among: states, in: " in `\(path)`",
              at: member.keyLocation, path: path.appending(member.key)))
        }
        return .table(table)
      }
    }
    // One value for every state.
    let before = diagnostics.count
    for i in result.entries.indices {
      result.entries[i].node = apply(json, to: result.entries[i].node, at: &path)
      if diagnostics.count > before { return .table(table) }
    }
    return .table(result)
  }

  /// Whether `json` parses as the table's element value (so its keys are the value's, not misspelled states).
  private func isValueObject(_ json: JSONValue, like table: StateTableNode) -> Bool {
    guard let element = table.entries.first?.node else { return false }
    return (try? StyleOverlay.parseLeaf(json, like: element, path: .root)) != nil
  }

  /// Parses a leaf JSON value as the same kind as `node` (a value by `StyleNode.parseValue(_:like:path:)`, an object
  /// or a table through an overlay of its own).
  static func parseLeaf(_ json: JSONValue, like node: StyleNode, path: JSONPath) throws(Diagnostic) -> StyleNode {
    switch node {
    case .number, .bool, .string, .choice, .color, .font, .animation, .insets:
      return try StyleNode.parseValue(json, like: node, path: path)
    case .object(let fields):
      var overlay = StyleOverlay()
      let result = overlay.apply(json, to: .object(fields), path: path)
      if let first = overlay.diagnostics.first { throw first }
      return result
    case .table(let t):
      var overlay = StyleOverlay()
      let result = overlay.apply(json, to: .table(t), path: path)
      if let first = overlay.diagnostics.first { throw first }
      return result
    }
  }
}
extension StyleOverlay {
  /// A preset's `theme` section (a partial `Foundations`) applied over `base`; nil with diagnostics when it does not fit.
  package mutating func foundations(_ json: JSONValue, over base: Foundations, path: JSONPath) -> Foundations? {
    let before = diagnostics.count
    guard let tree = try? StyleTreeEncoder.node(for: base) else { return nil }
    let result = apply(json, to: tree, path: path)
    guard diagnostics.count == before else { return nil }
    do {
      return try StyleTreeDecoder.value(Foundations.self, from: result, path: path)
    } catch {
      report(Diagnostic(.invalidValue, "the theme at `\(path)` is not valid: \(error)", at: json.location, path: path))
      return nil
    }
  }
}
