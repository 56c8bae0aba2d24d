import DesignKitValues

/// A DTCG 2025.10 resolver document: sets and modifiers of token sources, merged in `resolutionOrder`.
///
/// Loading reads every token file the document names, so one load reports every problem in all of them;
/// `resolve(context:)` then merges the sources an input selects and resolves the aliases.
public struct TokenResolver: Sendable {
  /// One step of the resolution order.
  enum Step: Sendable {
    case set(name: String, sources: [GroupNode])
    case modifier(TokenModifier, contexts: [String: [GroupNode]], location: SourceLocation, path: JSONPath)
  }

  /// The resolver's `name`.
  public var name: String?
  /// The resolver's `description`.
  public var description: String?
  /// The resolver file.
  public var file: String?
  /// The modifiers in resolution order.
  public var modifiers: [TokenModifier] {
    steps.compactMap { step in
      if case .modifier(let m, _, _, _) = step { return m }
      return nil
    }
  }
  /// The set names in resolution order.
  public var setNames: [String] {
    steps.compactMap { step in
      if case .set(let name, _) = step { return name }
      return nil
    }
  }

  var steps: [Step]

  /// Reads a resolver file and every token file it names (paths relative to the resolver file).
  public static func load(path: String, files: some FileSource) throws(DiagnosticList) -> TokenResolver {
    try TokenResolver(json: try files.jsonDocument(at: path), file: path, files: files)
  }

  /// Reads a parsed resolver document; token files are read from `files`, relative to `file`.
  public init(json: JSONValue, file: String?, files: some FileSource) throws(DiagnosticList) {
    var loader = ResolverLoader(document: json, file: file, files: files)
    let steps = loader.load()
    if !loader.diagnostics.isEmpty { throw DiagnosticList(loader.diagnostics) }
    self.name = json["name"]?.stringValue
    self.description = json["description"]?.stringValue
    self.file = file
    self.steps = steps
  }

  /// The modifier named `name`.
  public func modifier(_ name: String) -> TokenModifier? { modifiers.first { $0.name == name } }

  /// The first modifier that switches between light and dark contexts.
  public var colorSchemeModifier: TokenModifier? { modifiers.first(where: \.isColorScheme) }

  /// Every input that chooses one context per modifier (the product of all contexts), in document order.
  public var allInputs: [[String: String]] {
    var inputs: [[String: String]] = [[:]]
    for modifier in modifiers {
      inputs = inputs.flatMap { input in
        modifier.contexts.map { context in input.merging([modifier.name: context]) { $1 } }
      }
    }
    return inputs
  }

  /// The input for a color scheme: the color-scheme modifier set to its light or dark context, if there is one.
  public func input(for scheme: StyleEnvironment.ColorScheme) -> [String: String] {
    guard let modifier = colorSchemeModifier, let context = modifier.context(for: scheme) else { return [:] }
    return [modifier.name: context]
  }

  /// Merges the sets and the chosen modifier contexts in resolution order, then resolves every token.
  ///
  /// `context` maps modifier names to context names; modifiers it omits use their `default`. `strict` refuses the
  /// tokens for any warning.
  public func resolve(context input: [String: String] = [:], strict: Bool = false) throws(DiagnosticList) -> TokenSet {
    var problems: [Diagnostic] = []
    let names = modifiers.map(\.name)
    for key in input.keys.sorted() where !names.contains(key) {
      problems.append(
        .unknown(.unknownKey, "modifier", named: key, among: names, in: " in the resolver input", file: file))
    }
    var sources: [GroupNode] = []
    for step in steps {
      switch step {
      case .set(_, let setSources):
        sources += setSources
      case .modifier(let modifier, let contexts, let location, let path):
        guard let chosen = input[modifier.name] ?? modifier.defaultContext else {
          problems.append(
            Diagnostic(
              .semantic,
              "modifier `\(modifier.name)` has no default; choose one of its contexts ("
                + modifier.contexts.map { "`\($0)`" }.joined(separator: ", ")
                + "), e.g. in a preset's `tokenFiles` entry: {\"file\": \"\(file.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "tokens.resolver.json")\", "
                + "\"contexts\": {\"\(modifier.name)\": \"\(modifier.contexts.first ?? "")\"}}", file: file,
              at: location, path: path,
              suggestions: modifier.contexts))
          continue
        }
        guard let chosenSources = contexts[chosen] else {
          problems.append(
            .unknown(
              .invalidValue, "context", named: chosen, among: modifier.contexts,
              in: " for modifier `\(modifier.name)`", file: file, at: location, path: path))
          continue
        }
        sources += chosenSources
      }
    }
    if !problems.isEmpty { throw DiagnosticList(problems) }
    return try TokenSet.compose(sources, diagnostics: [], strict: strict)
  }
}
