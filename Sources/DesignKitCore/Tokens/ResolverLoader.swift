import DesignKitValues

/// Reads a resolver document and the token files it names, collecting every problem.
struct ResolverLoader {
  let document: JSONValue
  let file: String?
  let files: any FileSource
  var diagnostics: [Diagnostic] = []
  /// Token trees already built, by file and pointer, so a file used twice is read and checked once.
  var trees: [String: GroupNode] = [:]
  /// Parsed token files (nil when unreadable, already reported).
  var documents: [String: JSONValue?] = [:]

  static let rootKeys = [
    "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$extensions",
  ]
  static let setKeys = ["sources", "description", "$extensions"]
  static let modifierKeys = ["contexts", "default", "description", "$extensions"]
  /// The longest chain of sets whose sources name sets (each level is a recursive read of a source list).
  static let maxSetDepth = 64

  init(document: JSONValue, file: String?, files: any FileSource) {
    self.document = document
    self.file = file
    self.files = files
  }

  mutating func report(
    _ kind: Diagnostic.Kind, _ message: String, _ location: SourceLocation, _ path: JSONPath,
    suggestions: [String] = []
  ) {
    diagnostics.append(Diagnostic(kind, message, file: file, at: location, path: path, suggestions: suggestions))
  }

  mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic.inFile(file)) }

  /// Checks that `value` is an object with only `allowed` keys; reports the rest.
  mutating func members(_ value: JSONValue, _ path: JSONPath, what: String, allowed: [String]) -> [JSONMember]? {
    guard case .object(let members) = value.kind else {
      report(
        .typeMismatch, "expected \(what) at `\(path)` (an object), found \(value.typeDescription)", value.location,
        path)
      return nil
    }
    for m in members where !allowed.contains(m.key) {
      report(
        .unknown(
          .unknownKey, "key", named: m.key, among: allowed, in: " in \(what) at `\(path)`", at: m.keyLocation,
          path: path.appending(m.key)))
    }
    return members
  }

  mutating func load() -> [TokenResolver.Step] {
    guard members(document, .root, what: "a resolver document", allowed: Self.rootKeys) != nil else { return [] }
    let versionPath = JSONPath.root.appending("version")
    switch document["version"] {
    case nil:
      report(
        .semantic, "missing key `version` in the resolver document; write \"version\": \"2025.10\"",
        document.location, .root)
    case let v? where v.kind != .string("2025.10"):
      report(.invalidValue, "unsupported resolver version at `version`; valid: \"2025.10\"", v.location, versionPath)
    default: break
    }
    for key in ["name", "description"] {
      if let v = document[key], v.stringValue == nil {
        report(
          .typeMismatch, "expected `\(key)` to be a string, found \(v.typeDescription)", v.location,
          JSONPath([.key(key)]))
      }
    }
    for key in ["sets", "modifiers"] {
      if let v = document[key], v.objectMembers == nil {
        report(
          .typeMismatch, "expected `\(key)` to be an object, found \(v.typeDescription)", v.location,
          JSONPath([.key(key)]))
      }
    }
    guard let order = document["resolutionOrder"] else {
      report(.semantic, "missing key `resolutionOrder` in the resolver document", document.location, .root)
      return []
    }
    guard case .array(let items) = order.kind else {
      report(
        .typeMismatch, "expected `resolutionOrder` to be an array, found \(order.typeDescription)",
        order.location, ["resolutionOrder"])
      return []
    }
    var steps: [TokenResolver.Step] = []
    var seen: Set<String> = []
    for (i, item) in items.enumerated() {
      let path = JSONPath([.key("resolutionOrder")]).appending(index: i)
      // A repeated entry is reported before it is read, so its own problems are not reported twice.
      if let name = Self.entryName(item) {
        if seen.contains(name) {
          report(.semantic, "\(name) appears twice in `resolutionOrder`", item.location, path)
          continue
        }
        seen.insert(name)
      }
      if let step = orderStep(item, path) { steps.append(step) }
    }
    return steps
  }

  /// "set `a`" or "modifier `b`" for a `resolutionOrder` entry, when it says which.
  static func entryName(_ item: JSONValue) -> String? {
    if let text = item["$ref"]?.stringValue, let segments = DTCGReference.pointerSegments(text), segments.count == 2 {
      return "\(segments[0] == "sets" ? "set" : "modifier") `\(segments[1])`"
    }
    guard let name = item["name"]?.stringValue, let type = item["type"]?.stringValue else { return nil }
    return "\(type) `\(name)`"
  }

  /// One `resolutionOrder` entry: a `$ref` to a set or modifier, or an inline one with `type` and `name`.
  private mutating func orderStep(_ item: JSONValue, _ path: JSONPath) -> TokenResolver.Step? {
    if let ref = item["$ref"] {
      guard case .string(let text) = ref.kind, let segments = DTCGReference.pointerSegments(text),
        segments.count == 2, segments[0] == "sets" || segments[0] == "modifiers"
      else {
        report(
          .invalidValue,
          "`$ref` at `\(path)` must name a set or a modifier of this document, such as \"#/sets/base\" or "
            + "\"#/modifiers/theme\"", ref.location, path.appending("$ref"))
        return nil
      }
      let group = segments[0]
      let name = segments[1]
      guard let definition = document[group]?[name] else {
        let names = document[group]?.objectMembers?.map(\.key) ?? []
        let near = Suggestions.nearest(to: name, in: names)
        report(
          .unresolvedReference,
          "`\(text)` at `\(path)` names no \(group == "sets" ? "set" : "modifier") `\(name)`\(Suggestions.phrase(near))",
          ref.location, path.appending("$ref"), suggestions: near)
        return nil
      }
      let definitionPath = JSONPath([.key(group), .key(name)])
      return group == "sets"
        ? set(name, definition, definitionPath, inline: false)
        : modifier(name, definition, definitionPath, inline: false)
    }
    guard case .object = item.kind else {
      report(.typeMismatch, "expected a `$ref` object or an inline set or modifier at `\(path)`", item.location, path)
      return nil
    }
    let type = item["type"]?.stringValue
    guard let name = item["name"]?.stringValue, type == "set" || type == "modifier" else {
      report(
        .semantic,
        "an inline entry of `resolutionOrder` at `\(path)` needs `name` (a string) and `type` (\"set\" or \"modifier\")",
        item.location, path)
      return nil
    }
    return type == "set" ? set(name, item, path, inline: true) : modifier(name, item, path, inline: true)
  }

  private mutating func set(_ name: String, _ json: JSONValue, _ path: JSONPath, inline: Bool) -> TokenResolver.Step? {
    let allowed = Self.setKeys + (inline ? ["name", "type"] : [])
    guard members(json, path, what: "a set", allowed: allowed) != nil else { return nil }
    guard let sources = json["sources"] else {
      report(.semantic, "set `\(name)` at `\(path)` is missing `sources`", json.location, path)
      return nil
    }
    return .set(name: name, sources: sourceList(sources, path.appending("sources"), visitingSets: inline ? [] : [name]))
  }

  private mutating func modifier(_ name: String, _ json: JSONValue, _ path: JSONPath, inline: Bool)
    -> TokenResolver.Step?
  {
    let allowed = Self.modifierKeys + (inline ? ["name", "type"] : [])
    guard members(json, path, what: "a modifier", allowed: allowed) != nil else { return nil }
    let contextsPath = path.appending("contexts")
    guard let contextsJSON = json["contexts"], case .object(let contextMembers) = contextsJSON.kind else {
      report(
        .semantic, "modifier `\(name)` at `\(path)` needs `contexts`, an object of context name → sources",
        json["contexts"]?.location ?? json.location, contextsPath)
      return nil
    }
    if contextMembers.count < 2 {
      report(
        .semantic,
        "modifier `\(name)` at `\(path)` has \(contextMembers.count) context(s); a modifier needs at least two "
          + "(use a set for one)", contextsJSON.location, contextsPath)
    }
    var contexts: [String: [GroupNode]] = [:]
    var names: [String] = []
    for m in contextMembers {
      names.append(m.key)
      contexts[m.key] = sourceList(m.value, contextsPath.appending(m.key), visitingSets: [])
    }
    var defaultContext: String?
    if let d = json["default"] {
      if case .string(let s) = d.kind, names.contains(s) {
        defaultContext = s
      } else {
        let s = d.stringValue ?? ""
        let near = Suggestions.nearest(to: s, in: names)
        report(
          .invalidValue,
          "`default` of modifier `\(name)` must be one of its contexts\(Suggestions.phrase(near)) (contexts: "
            + "\(names.joined(separator: ", ")))", d.location, path.appending("default"), suggestions: near)
      }
    }
    let modifier = TokenModifier(
      name: name, description: json["description"]?.stringValue, contexts: names, defaultContext: defaultContext)
    return .modifier(modifier, contexts: contexts, location: json.location, path: path)
  }

  /// The token trees of a `sources` array: `$ref`s to files, to sets of this document, or inline tokens.
  private mutating func sourceList(_ json: JSONValue, _ path: JSONPath, visitingSets: [String]) -> [GroupNode] {
    guard case .array(let items) = json.kind else {
      report(
        .typeMismatch, "expected an array of sources at `\(path)`, found \(json.typeDescription)", json.location,
        path)
      return []
    }
    var result: [GroupNode] = []
    for (i, item) in items.enumerated() {
      let itemPath = path.appending(index: i)
      guard let ref = item["$ref"] else {
        var builder = TreeBuilder(file: file)
        result.append(builder.document(item, path: itemPath))
        diagnostics += builder.diagnostics
        continue
      }
      let refPath = itemPath.appending("$ref")
      guard case .string(let text) = ref.kind else {
        report(
          .typeMismatch, "expected `$ref` at `\(itemPath)` to be a string, found \(ref.typeDescription)",
          ref.location, refPath)
        continue
      }
      if text.hasPrefix("#") {
        result += documentSource(text, ref, refPath, visitingSets: visitingSets)
      } else {
        if let tree = fileSource(text, ref, refPath) { result.append(tree) }
      }
    }
    return result
  }

  /// A same-document `$ref` in a source list: a set's sources, or inline tokens elsewhere in the document.
  private mutating func documentSource(_ text: String, _ ref: JSONValue, _ refPath: JSONPath, visitingSets: [String])
    -> [GroupNode]
  {
    let segments = DTCGReference.pointerSegments(text) ?? []
    if segments.first == "modifiers" || segments.first == "resolutionOrder" {
      report(
        .semantic, "a source cannot refer to `\(text)`: sources may name sets and token files only",
        ref.location, refPath)
      return []
    }
    if segments.count == 2, segments[0] == "sets" {
      let name = segments[1]
      if visitingSets.contains(name) {
        report(.referenceCycle, "set cycle: \((visitingSets + [name]).joined(separator: " → "))", ref.location, refPath)
        return []
      }
      guard visitingSets.count < Self.maxSetDepth else {
        report(
          .limit,
          "sets name sets deeper than \(Self.maxSetDepth) levels at `\(refPath)` (ResolverLoader.maxSetDepth): "
            + "\(visitingSets.prefix(3).joined(separator: " → ")) → … → \(name)", ref.location, refPath)
        return []
      }
      guard let definition = document["sets"]?[name], let sources = definition["sources"] else {
        let names = document["sets"]?.objectMembers?.map(\.key) ?? []
        let near = Suggestions.nearest(to: name, in: names)
        report(
          .unresolvedReference, "`\(text)` at `\(refPath)` names no set `\(name)`\(Suggestions.phrase(near))",
          ref.location, refPath, suggestions: near)
        return []
      }
      return sourceList(
        sources, JSONPath([.key("sets"), .key(name), .key("sources")]), visitingSets: visitingSets + [name])
    }
    guard let (target, targetPath) = Self.follow(segments, in: document) else {
      report(
        .unresolvedReference, "`\(text)` at `\(refPath)` points at nothing in this document", ref.location,
        refPath)
      return []
    }
    var builder = TreeBuilder(file: file)
    let tree = builder.document(target, path: targetPath)
    diagnostics += builder.diagnostics
    return [tree]
  }

  /// A token file (optionally `file.json#/pointer`), relative to the resolver file.
  private mutating func fileSource(_ text: String, _ ref: JSONValue, _ refPath: JSONPath) -> GroupNode? {
    let hash = text.firstIndex(of: "#")
    let relative = String(hash.map { text[..<$0] } ?? text[...])
    let fragment = hash.map { String(text[$0...]) } ?? ""
    let path = FilePaths.resolve(relative, from: file)
    let key = path + fragment
    if let tree = trees[key] { return tree }
    if documents[path] == nil {
      do {
        documents[path] = try JSONReader().parse(try files.read(path), file: path)
      } catch {
        var d = error.inFile(path)
        if d.kind == .fileNotFound {
          // Point at the `$ref` that names the missing file.
          d = Diagnostic(
            .fileNotFound, "cannot read token file `\(path)` named at `\(refPath)`", file: file, at: ref.location,
            path: refPath)
        }
        diagnostics.append(d)
        documents[path] = .some(nil)
      }
    }
    guard let json = documents[path] ?? nil else { return nil }
    var target = json
    var targetPath = JSONPath.root
    if !fragment.isEmpty {
      guard let segments = DTCGReference.pointerSegments(fragment), let found = Self.follow(segments, in: json) else {
        report(
          .unresolvedReference, "`\(text)` at `\(refPath)`: the pointer `\(fragment)` points at nothing in `\(path)`",
          ref.location, refPath)
        return nil
      }
      (target, targetPath) = found
    }
    var builder = TreeBuilder(file: path)
    let tree = builder.document(target, path: targetPath)
    diagnostics += builder.diagnostics
    trees[key] = tree
    return tree
  }

  /// The value a JSON Pointer's segments reach from `root`, with its path.
  static func follow(_ segments: [String], in root: JSONValue) -> (JSONValue, JSONPath)? {
    var current = root
    var path = JSONPath.root
    for segment in segments {
      if let child = current[segment] {
        current = child
        path = path.appending(segment)
      } else if case .array(let items) = current.kind, let i = Int(segment), items.indices.contains(i) {
        current = items[i]
        path = path.appending(index: i)
      } else {
        return nil
      }
    }
    return (current, path)
  }
}
