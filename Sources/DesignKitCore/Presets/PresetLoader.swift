import DesignKitValues

/// Loads preset files into themes: reads the JSON with positions, follows `extends` chains, collects tokens,
/// applies each component's partial model over its parent's, and reports every problem at once.
/// A preset with any error yields no theme.
public struct PresetLoader: Sendable {
  /// The components presets may configure.
  public var registry: ComponentRegistry
  /// Where files come from.
  public var files: any FileSource
  /// The JSON reader (and its limits).
  public var reader: JSONReader
  /// Imports DTCG token files named in `tokenFiles`; nil means token files are an error.
  public var tokenFileImporter: (any TokenFileImporter)?
  /// Whether a warning (a token file's tolerated problem) refuses the preset like an error.
  public var strict = false
  /// The presets `extends` may name without a path; nil: `extends` takes `default` or a path only.
  public var namedPresets: NamedPresets?

  /// The keys a preset may have at its top level.
  public static let topLevelKeys = [
    "$schema", "name", "description", "extends", "tokens", "tokenFiles", "components", "theme", "rules",
  ]

  /// The deepest `extends` chain followed.
  public static let maxExtendsDepth = 64

  /// Creates a loader.
  public init(
    registry: ComponentRegistry, files: any FileSource = LocalFileSource(), reader: JSONReader = JSONReader(),
    tokenFileImporter: (any TokenFileImporter)? = nil, namedPresets: NamedPresets? = nil
  ) {
    self.registry = registry
    self.files = files
    self.reader = reader
    self.tokenFileImporter = tokenFileImporter
    self.namedPresets = namedPresets
  }

  /// The theme of the preset file at `path`.
  public func load(file path: String) throws(DiagnosticList) -> Theme { try loadWithWarnings(file: path).theme }

  /// The theme of the preset file at `path`, with the warnings of its token files.
  public func loadWithWarnings(file path: String) throws(DiagnosticList) -> LoadedTheme {
    var run = Run(loader: self)
    let loaded = run.loadFile(path, chain: [], from: nil)
    return try run.result(loaded)
  }

  /// The theme of a preset document (`extends` and `tokenFiles` paths resolve against `file`'s folder).
  public func load(_ bytes: [UInt8], file: String? = nil) throws(DiagnosticList) -> Theme {
    try loadWithWarnings(bytes, file: file).theme
  }

  /// The theme of a preset document, with the warnings of its token files.
  public func loadWithWarnings(_ bytes: [UInt8], file: String? = nil) throws(DiagnosticList) -> LoadedTheme {
    var run = Run(loader: self)
    let loaded = run.loadBytes(bytes, file: file, chain: file.map { [FilePaths.normalize($0)] } ?? [])
    return try run.result(loaded)
  }

  /// The theme of a parsed preset document.
  public func load(_ json: JSONValue, file: String? = nil) throws(DiagnosticList) -> Theme {
    var run = Run(loader: self)
    let loaded = run.loadDocument(json, file: file, chain: file.map { [FilePaths.normalize($0)] } ?? [])
    guard run.diagnostics.isEmpty, let loaded else { throw DiagnosticList(run.diagnostics) }
    return loaded.theme
  }

  /// Every error of the preset file at `path` (empty when it is valid; `validate(files:)` reports warnings too).
  public func validate(file path: String) -> [Diagnostic] { problems(file: path).errors }

  /// The errors, sorted, and the warnings of the preset file at `path`.
  func problems(file path: String) -> (errors: [Diagnostic], warnings: [Diagnostic]) {
    var run = Run(loader: self)
    _ = run.loadFile(path, chain: [], from: nil)
    return (DiagnosticList(run.diagnostics).diagnostics, run.uniqueWarnings)
  }
}

/// Turns a DTCG token file into preset tokens (dotted path → value in DesignKit's JSON spelling).
public protocol TokenFileImporter: Sendable {
  /// The tokens a `tokenFiles` entry asks for, with the problems the import tolerated.
  func importTokens(_ request: TokenFileRequest, files: any FileSource) throws(DiagnosticList) -> ImportedTokens
}

/// One `tokenFiles` entry: a path, or `{"file": path, "contexts": {modifier: context},
/// "light": {modifier: context}, "dark": {modifier: context}}` to choose resolver modes and which modes are the
/// light and dark color schemes.
public struct TokenFileRequest: Sendable, Equatable {
  /// The file, resolved against the preset's folder.
  public var file: String
  /// Resolver modifier contexts to use (others take their defaults).
  public var contexts: [String: String]
  /// The contexts that make the light scheme, when colors should become adaptive.
  public var light: [String: String]?
  /// The contexts that make the dark scheme.
  public var dark: [String: String]?

  /// Creates a request.
  public init(
    file: String, contexts: [String: String] = [:], light: [String: String]? = nil, dark: [String: String]? = nil
  ) {
    self.file = file
    self.contexts = contexts
    self.light = light
    self.dark = dark
  }

  /// The entry at `path` in `json`, with its file resolved against `presetFile`.
  static func parse(_ json: JSONValue, path: JSONPath, presetFile: String?) throws(Diagnostic) -> TokenFileRequest {
    if let s = json.stringValue { return TokenFileRequest(file: FilePaths.resolve(s, from: presetFile)) }
    let o = try JSONObjectReader(
      json, path: path, what: "a token file (a path or {file, contexts, light, dark})",
      allowed: ["file", "contexts", "light", "dark"])
    func map(_ key: String) throws(Diagnostic) -> [String: String]? {
      guard let v = o[key] else { return nil }
      guard case .object(let members) = v.kind else {
        throw Diagnostic(
          .typeMismatch, "expected an object of modifier → context at `\(path.appending(key))`", at: v.location,
          path: path.appending(key))
      }
      var out: [String: String] = [:]
      for m in members {
        guard let c = m.value.stringValue else {
          throw Diagnostic(
            .typeMismatch, "expected a context name at `\(path.appending(key).appending(m.key))`",
            at: m.value.location, path: path.appending(key).appending(m.key))
        }
        out[m.key] = c
      }
      return out
    }
    let file = try o.string("file") ?? ""
    let light = try map("light")
    let dark = try map("dark")
    if (light == nil) != (dark == nil) {
      throw Diagnostic(
        .semantic, "give both `light` and `dark` contexts at `\(path)`, or neither", at: json.location, path: path)
    }
    return TokenFileRequest(
      file: FilePaths.resolve(file, from: presetFile), contexts: try map("contexts") ?? [:], light: light, dark: dark)
  }
}

/// A preset loaded so far: its theme and the tokens visible to presets that extend it.
struct LoadedPreset {
  var theme: Theme
  var tokens: PresetTokens
}

/// One load: the diagnostics it collects and the files it is inside (for cycles).
private struct Run {
  let loader: PresetLoader
  var diagnostics: [Diagnostic] = []
  /// Tolerated problems (a token file named by a preset and by the one it extends reports them twice).
  var warnings: [Diagnostic] = []
  /// Where the preset being read and the files it names come from: the loader's files, or the named presets' while
  /// reading one of them.
  var files: any FileSource

  init(loader: PresetLoader) {
    self.loader = loader
    self.files = loader.files
  }

  var uniqueWarnings: [Diagnostic] {
    var seen: Set<Diagnostic> = []
    return DiagnosticList(warnings.filter { seen.insert($0).inserted }).diagnostics
  }

  func result(_ loaded: LoadedPreset?) throws(DiagnosticList) -> LoadedTheme {
    guard diagnostics.isEmpty, let loaded else { throw DiagnosticList(diagnostics) }
    return LoadedTheme(theme: loaded.theme, warnings: uniqueWarnings)
  }

  mutating func report(_ d: Diagnostic, file: String?) { diagnostics.append(d.inFile(file)) }

  /// Loads a file; `from` is the `extends` value (and its file) that named it, for positions. `key` names the file
  /// in `chain` (its normalized path unless given).
  mutating func loadFile(
    _ path: String, key: String? = nil, chain: [String], from: (value: JSONValue, file: String?)?
  ) -> LoadedPreset? {
    let normalized = FilePaths.normalize(path)
    let key = key ?? normalized
    if let start = chain.firstIndex(of: key) {
      let cycle = chain[start...] + [key]
      report(
        Diagnostic(
          .extendsCycle, "`extends` cycle: " + cycle.joined(separator: " → "), at: from?.value.location ?? .unknown,
          path: ["extends"], suggestions: Array(chain[start...])), file: from?.file ?? path)
      return nil
    }
    let bytes: [UInt8]
    do {
      bytes = try files.read(normalized)
    } catch {
      if let from {
        report(unreadableParent(path, named: from.value), file: from.file)
      } else {
        report(error, file: path)
      }
      return nil
    }
    return loadBytes(bytes, file: path, chain: chain + [key])
  }

  /// Loads the preset an `extends` value names: a named preset (`brand`), or a file relative to `file`.
  mutating func loadParent(_ target: String, named value: JSONValue, file: String?, chain: [String]) -> LoadedPreset? {
    guard let named = loader.namedPresets, named.names.contains(target) else {
      return loadFile(FilePaths.resolve(target, from: file), chain: chain, from: (value, file))
    }
    // A named preset and the token files it names are read from the named presets' files, and it is told apart in
    // the chain from a file of the same name on the disk (a copy of brand.json may extend `brand`).
    let outer = files
    files = named.files
    defer { files = outer }
    return loadFile(named.file(of: target), key: "built-in \(target)", chain: chain, from: (value, file))
  }

  /// The error for an `extends` that names neither a named preset nor a file that reads, saying what it may name.
  func unreadableParent(_ path: String, named value: JSONValue) -> Diagnostic {
    let names = loader.namedPresets?.names ?? []
    let target = value.stringValue ?? path
    let near = Suggestions.nearest(to: target, in: ["default"] + names)
    let takes =
      names.isEmpty
      ? "`default` or a path relative to this file"
      : "`default`, a built-in preset (\(names.joined(separator: ", "))) or a path relative to this file"
    return Diagnostic(
      .fileNotFound,
      "the preset `\(path)` named by `extends` cannot be read\(Suggestions.phrase(near)); `extends` takes \(takes)",
      at: value.location, path: ["extends"], suggestions: near)
  }

  mutating func loadBytes(_ bytes: [UInt8], file: String?, chain: [String]) -> LoadedPreset? {
    // A repeated key is reported with the document's other errors; the first member of the key is the one read.
    var duplicates: [Diagnostic] = []
    defer { duplicates.forEach { report($0, file: file) } }
    do {
      return loadDocument(try loader.reader.parse(bytes, file: file, duplicates: &duplicates), file: file, chain: chain)
    } catch {
      report(error, file: file)
      return nil
    }
  }

  mutating func loadDocument(_ json: JSONValue, file: String?, chain: [String]) -> LoadedPreset? {
    let before = diagnostics.count
    let top: JSONObjectReader
    do {
      top = try JSONObjectReader(json, path: .root, what: "a preset", allowed: PresetLoader.topLevelKeys)
      for key in ["$schema", "name", "description", "extends"] { _ = try top.string(key, required: false) }
    } catch {
      report(error, file: file)
      return nil
    }

    // The parent: the built-in defaults, or another preset. A parent that fails is reported, and the rest of this
    // preset is still checked over the defaults so that its own errors show with it; a token the parent would have
    // defined is not reported missing then.
    var parent = LoadedPreset(theme: Theme(registry: loader.registry), tokens: PresetTokens())
    var parentFailed = false
    if let extends = top["extends"], let target = extends.stringValue, target != "default" {
      if chain.count >= PresetLoader.maxExtendsDepth {
        report(
          Diagnostic(
            .limit, "`extends` chain deeper than \(PresetLoader.maxExtendsDepth) presets", at: extends.location,
            path: ["extends"]), file: file)
        return nil
      }
      if let loaded = loadParent(target, named: extends, file: file, chain: chain) {
        parent = loaded
      } else {
        parentFailed = true
      }
    }
    let ownStart = diagnostics.count
    defer {
      if parentFailed {
        let own = diagnostics[ownStart...].filter { $0.kind != .unresolvedReference }
        diagnostics.removeSubrange(ownStart...)
        diagnostics += own
      }
    }

    // Tokens: the parent's, then token files, then this preset's own.
    var tokens = parent.tokens
    if let list = top["tokenFiles"] { importTokenFiles(list, file: file, into: &tokens) }
    if let own = top["tokens"] {
      var local: [Diagnostic] = []
      tokens.add(own, file: file, path: ["tokens"], diagnostics: &local)
      for d in local { report(d, file: file) }
    }
    if top["tokens"] != nil || top["tokenFiles"] != nil { tokens = resolveTokens(tokens, definedIn: file) }

    var theme = parent.theme
    if let name = top["name"]?.stringValue { theme.name = name }
    // A description says what this preset is for: a parent's does not describe the preset that extends it.
    theme.presetDescription = top["description"]?.stringValue
    let tokenSet: PresetTokens? = tokens.tokens.isEmpty ? nil : tokens
    if let section = top["theme"] {
      var overlay = StyleOverlay(file: file, tokens: tokenSet)
      if let foundations = overlay.foundations(section, over: theme.foundations, path: ["theme"]) {
        theme.setFoundations(foundations)
      }
      diagnostics += overlay.diagnostics
    }
    if let components = top["components"] {
      guard case .object(let members) = components.kind else {
        report(.expected("an object of components", found: components, at: ["components"]), file: file)
        return nil
      }
      for member in members {
        let path = JSONPath.root.appending("components").appending(member.key)
        guard loader.registry[member.key] != nil else {
          report(
            .unknown(
              .unknownComponent, "component", named: member.key, among: loader.registry.knownNames,
              at: member.keyLocation, path: path), file: file)
          continue
        }
        let layer = StyleLayer(
          json: member.value, file: file, tokens: tokenSet, source: "preset \(theme.name) components.\(member.key)")
        diagnostics += theme.addLayer(layer, for: member.key, at: path)
      }
    }
    if let rules = top["rules"] { addRules(rules, file: file, tokens: tokenSet, to: &theme) }
    return diagnostics.count == before ? LoadedPreset(theme: theme, tokens: tokens) : nil
  }

  /// Adds the `rules` section: `{"VPrimaryButton.destructive": {partial model}}`.
  mutating func addRules(_ section: JSONValue, file: String?, tokens: PresetTokens?, to theme: inout Theme) {
    guard case .object(let members) = section.kind else {
      report(
        Diagnostic(
          .typeMismatch,
          "expected an object of named rules at `rules` (e.g. {\"VPrimaryButton.destructive\": {…}}), found \(section.typeDescription)",
          at: section.location, path: ["rules"]), file: file)
      return
    }
    for member in members {
      let path = JSONPath.root.appending("rules").appending(member.key)
      guard let rule = RuleName(member.key) else {
        report(
          Diagnostic(
            .invalidValue,
            "a rule is named `Component.rule` (e.g. `VPrimaryButton.destructive`), found `\(member.key)`",
            at: member.keyLocation, path: path), file: file)
        continue
      }
      guard loader.registry[rule.component] != nil else {
        let names = loader.registry.knownNames
        let near = Suggestions.nearest(to: rule.component, in: names)
        report(
          Diagnostic(
            .unknownComponent,
            "unknown component `\(rule.component)` in rule `\(member.key)`\(Suggestions.phrase(near)) (known: \(names.joined(separator: ", ")))",
            at: member.keyLocation, path: path, suggestions: near), file: file)
        continue
      }
      let layer = StyleLayer(
        json: member.value, file: file, tokens: tokens, source: "rule \(rule.name) @ preset \(theme.name)")
      diagnostics += theme.addRule(layer, named: rule, at: path)
    }
  }

  /// Resolves every token once; reports the problems of the tokens defined in `file` (a cycle once).
  mutating func resolveTokens(_ tokens: PresetTokens, definedIn file: String?) -> PresetTokens {
    let (resolved, problems) = tokens.resolvingAll()
    var reportedCycles: Set<Set<String>> = []
    var reportedLimit = false
    for (name, problem) in problems where tokens.tokens[name]?.file == file {
      if problem.kind == .referenceCycle {
        guard reportedCycles.insert(Set(problem.suggestions)).inserted else { continue }
      }
      // Every token of an over-long chain fails alike: one report is enough.
      if problem.kind == .limit {
        guard !reportedLimit else { continue }
        reportedLimit = true
      }
      report(problem, file: file)
    }
    return resolved
  }

  mutating func importTokenFiles(_ list: JSONValue, file: String?, into tokens: inout PresetTokens) {
    guard case .array(let items) = list.kind else {
      report(.expected("an array of file paths", found: list, at: ["tokenFiles"]), file: file)
      return
    }
    for (i, item) in items.enumerated() {
      let path = JSONPath.root.appending("tokenFiles").appending(index: i)
      let request: TokenFileRequest
      do {
        request = try TokenFileRequest.parse(item, path: path, presetFile: file)
      } catch {
        report(error, file: file)
        continue
      }
      guard let importer = loader.tokenFileImporter else {
        report(
          Diagnostic(
            .semantic, "token files need a DTCG importer; none is configured", at: item.location, path: path),
          file: file)
        continue
      }
      let target = request.file
      let relative = item.stringValue ?? target
      do {
        let imported = try importer.importTokens(request, files: files)
        tokens.merge(imported.tokens)
        // Strict refuses the preset for the warnings alone: the tokens still resolve, so nothing else cascades.
        if loader.strict {
          diagnostics += imported.warnings.map { $0.with(severity: .error) }
        } else {
          warnings += imported.warnings
        }
      } catch {
        for d in error.diagnostics {
          if d.kind == .fileNotFound && d.file == target {
            report(
              Diagnostic(.fileNotFound, "token file `\(relative)` cannot be read", at: item.location, path: path),
              file: file)
          } else {
            diagnostics.append(d)
          }
        }
      }
    }
  }
}
