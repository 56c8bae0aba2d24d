import DesignKit

/// A small JSON Schema draft-07 validator: the keywords the preset schema uses, and no others.
///
/// `type`, `enum`, `pattern`, `minimum`, `maximum`, `exclusiveMinimum`, `minItems`, `maxItems`, `items`,
/// `properties`, `patternProperties`, `additionalProperties`, `required`, `dependencies` (property lists), `anyOf`, `oneOf`, `allOf` and
/// `$ref` to a `#/…` pointer; annotations (`$schema`, `title`, `description`, `definitions`) are skipped.
struct SchemaValidator {
  /// The schema document.
  let root: JSONValue

  static let assertions: Set<String> = [
    "type", "enum", "pattern", "minimum", "maximum", "exclusiveMinimum", "minItems", "maxItems", "items", "properties",
    "additionalProperties", "patternProperties", "required", "dependencies", "anyOf", "oneOf", "allOf", "$ref",
  ]
  static let annotations: Set<String> = ["$schema", "title", "description", "definitions"]

  /// Every problem of `instance`, as `path: message`; empty when it validates.
  func errors(_ instance: JSONValue) -> [String] {
    var errors: [String] = []
    validate(instance, against: root, path: "$", into: &errors)
    return errors
  }

  /// Keywords anywhere in the schema that this validator does not know (so it would silently skip them).
  func unknownKeywords() -> Set<String> {
    var unknown: Set<String> = []
    func walk(_ schema: JSONValue) {
      guard case .object(let members) = schema.kind else { return }
      for m in members {
        if !Self.assertions.contains(m.key) && !Self.annotations.contains(m.key) { unknown.insert(m.key) }
        switch m.key {
        case "properties", "definitions", "patternProperties":
          for child in m.value.objectMembers ?? [] { walk(child.value) }
        case "anyOf", "oneOf", "allOf":
          if case .array(let items) = m.value.kind { items.forEach(walk) }
        case "items", "additionalProperties":
          walk(m.value)
        default:
          break
        }
      }
    }
    walk(root)
    return unknown
  }

  /// A `#/…` JSON pointer into the schema document.
  private func resolve(_ reference: String) -> JSONValue? {
    guard reference.hasPrefix("#/") else { return nil }
    var node: JSONValue? = root
    for part in reference.dropFirst(2).split(separator: "/") { node = node?[String(part)] }
    return node
  }

  private func validate(_ value: JSONValue, against schema: JSONValue, path: String, into errors: inout [String]) {
    if case .bool(let allowed) = schema.kind {
      if !allowed { errors.append("\(path): not allowed") }
      return
    }
    guard case .object(let keywords) = schema.kind else {
      errors.append("\(path): schema is not an object")
      return
    }
    for keyword in keywords {
      check(keyword.key, keyword.value, value, path: path, schema: schema, into: &errors)
    }
  }

  private func passes(_ value: JSONValue, _ schema: JSONValue, path: String) -> Bool {
    var errors: [String] = []
    validate(value, against: schema, path: path, into: &errors)
    return errors.isEmpty
  }

  private func check(
    _ keyword: String, _ argument: JSONValue, _ value: JSONValue, path: String, schema: JSONValue,
    into errors: inout [String]
  ) {
    switch keyword {
    case "$ref":
      guard let reference = argument.stringValue, let target = resolve(reference) else {
        errors.append("\(path): unresolvable $ref")
        return
      }
      validate(value, against: target, path: path, into: &errors)
    case "type":
      let names: [String]
      if case .array(let items) = argument.kind {
        names = items.compactMap(\.stringValue)
      } else {
        names = argument.stringValue.map { [$0] } ?? []
      }
      if !names.contains(where: { hasType(value, $0) }) {
        errors.append("\(path): expected \(names.joined(separator: " or ")), found \(value.typeDescription)")
      }
    case "enum":
      guard case .array(let options) = argument.kind else { return }
      if !options.contains(where: { $0.isStructurallyEqual(to: value) }) { errors.append("\(path): not in enum") }
    case "pattern":
      guard let s = value.stringValue, let pattern = argument.stringValue else { return }
      guard let regex = try? Regex(pattern) else {
        errors.append("\(path): bad pattern \(pattern)")
        return
      }
      if (try? regex.firstMatch(in: s)) == nil { errors.append("\(path): `\(s)` does not match \(pattern)") }
    case "minimum", "maximum", "exclusiveMinimum":
      guard let n = value.numberValue, let bound = argument.numberValue else { return }
      let ok = keyword == "minimum" ? n >= bound : keyword == "maximum" ? n <= bound : n > bound
      if !ok { errors.append("\(path): \(n) violates \(keyword) \(bound)") }
    case "minItems", "maxItems":
      guard case .array(let items) = value.kind, let bound = argument.numberValue else { return }
      if keyword == "minItems" ? Double(items.count) < bound : Double(items.count) > bound {
        errors.append("\(path): \(items.count) items violates \(keyword) \(bound)")
      }
    case "items":
      guard case .array(let items) = value.kind else { return }
      for (i, item) in items.enumerated() { validate(item, against: argument, path: "\(path)[\(i)]", into: &errors) }
    case "properties":
      guard let members = value.objectMembers else { return }
      for m in members {
        if let sub = argument[m.key] { validate(m.value, against: sub, path: "\(path).\(m.key)", into: &errors) }
      }
    case "patternProperties":
      guard let members = value.objectMembers else { return }
      for pattern in argument.objectMembers ?? [] {
        guard let regex = try? Regex(pattern.key) else {
          errors.append("\(path): bad pattern \(pattern.key)")
          continue
        }
        for m in members where (try? regex.wholeMatch(in: m.key)) != nil {
          validate(m.value, against: pattern.value, path: "\(path).\(m.key)", into: &errors)
        }
      }
    case "additionalProperties":
      guard let members = value.objectMembers else { return }
      let declared = Set(schema["properties"]?.objectMembers?.map(\.key) ?? [])
      let patterns = (schema["patternProperties"]?.objectMembers ?? []).compactMap { try? Regex($0.key) }
      for m in members
      where !declared.contains(m.key) && !patterns.contains(where: { (try? $0.wholeMatch(in: m.key)) != nil }) {
        validate(m.value, against: argument, path: "\(path).\(m.key)", into: &errors)
      }
    case "required":
      guard let members = value.objectMembers, case .array(let names) = argument.kind else { return }
      for name in names.compactMap(\.stringValue) where !members.contains(where: { $0.key == name }) {
        errors.append("\(path): missing \(name)")
      }
    case "dependencies":
      guard let members = value.objectMembers else { return }
      for dependency in argument.objectMembers ?? [] where members.contains(where: { $0.key == dependency.key }) {
        guard case .array(let needed) = dependency.value.kind else { continue }
        for name in needed.compactMap(\.stringValue) where !members.contains(where: { $0.key == name }) {
          errors.append("\(path): `\(dependency.key)` needs `\(name)`")
        }
      }
    case "anyOf", "oneOf", "allOf":
      guard case .array(let alternatives) = argument.kind else { return }
      let passing = alternatives.filter { passes(value, $0, path: path) }.count
      switch keyword {
      case "anyOf" where passing == 0: errors.append("\(path): matches none of anyOf")
      case "oneOf" where passing != 1: errors.append("\(path): matches \(passing) of oneOf")
      case "allOf" where passing != alternatives.count:
        for alternative in alternatives { validate(value, against: alternative, path: path, into: &errors) }
      default: break
      }
    default:
      break
    }
  }

  private func hasType(_ value: JSONValue, _ name: String) -> Bool {
    switch (name, value.kind) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
      ("number", .number):
      return true
    case ("integer", .number(let n)): return n == n.rounded()
    default: return false
    }
  }
}
