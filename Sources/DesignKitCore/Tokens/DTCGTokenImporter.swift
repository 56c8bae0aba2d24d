import DesignKitValues

/// Imports DTCG token files and resolver files into preset tokens, in DesignKit's JSON spelling.
///
/// - A `*.tokens.json` file contributes every token by its dotted path.
/// - A `*.resolver.json` file (or any file whose content is a resolver document, such as `designkit export-tokens`
///   saved under another name) is resolved in the requested contexts (defaults otherwise); when the request names
///   light and dark contexts, or one of its modifiers is a color scheme (contexts named light / dark), colors that
///   differ between the two become adaptive colors (`{"light": …, "dark": …}`), so a DTCG theme mode becomes
///   DesignKit's color scheme.
/// - Composite tokens (typography, shadow, border, transition) map to a DesignKit value where one matches (font,
///   animation) and stay addressable by field (`shadow.card.color`, `border.focus.width`).
public struct DTCGTokenImporter: TokenFileImporter {
  /// Creates an importer.
  public init() {}

  public func importTokens(_ request: TokenFileRequest, files: any FileSource) throws(DiagnosticList)
    -> ImportedTokens
  {
    let path = request.file
    if try Self.isResolver(at: path, files: files) {
      let resolver = try TokenResolver.load(path: path, files: files)
      var lightInput = request.contexts
      var darkInput = request.contexts
      if let light = request.light, let dark = request.dark {
        lightInput.merge(light) { _, new in new }
        darkInput.merge(dark) { _, new in new }
      } else if let scheme = resolver.colorSchemeModifier {
        lightInput[scheme.name] = scheme.context(for: .light)
        darkInput[scheme.name] = scheme.context(for: .dark)
      } else {
        let set = try resolver.resolve(context: request.contexts)
        return ImportedTokens(tokens: DTCGTokenImporter.presetTokens(from: set, file: path), warnings: set.warnings)
      }
      let light = try resolver.resolve(context: lightInput)
      let dark = try resolver.resolve(context: darkInput)
      var tokens = DTCGTokenImporter.presetTokens(from: light, file: path)
      for token in light.tokens {
        guard let lightColor = token.value.color, let darkColor = dark[token.path]?.value.color, lightColor != darkColor
        else { continue }
        tokens.set(token.path, AdaptiveColor(light: lightColor, dark: darkColor).json, file: path)
      }
      // The files both schemes share warn twice.
      let shared = Set(light.warnings)
      return ImportedTokens(tokens: tokens, warnings: light.warnings + dark.warnings.filter { !shared.contains($0) })
    }
    let set = try TokenSet.load(path: path, files: files)
    return ImportedTokens(tokens: DTCGTokenImporter.presetTokens(from: set, file: path), warnings: set.warnings)
  }

  /// Whether the file at `path` is a resolver document: by its name, or, for a name that says neither, by its
  /// content (its `$schema` or its `resolutionOrder`), so an export saved as `theme.json` imports as what it is.
  private static func isResolver(at path: String, files: any FileSource) throws(DiagnosticList) -> Bool {
    if path.hasSuffix(".resolver.json") { return true }
    if path.hasSuffix(".tokens.json") { return false }
    return DocumentKind(detecting: try files.jsonDocument(at: path)) == .tokenResolver
  }

  /// Every token of `set` in DesignKit's spelling, composites also by field.
  package static func presetTokens(from set: TokenSet, file: String?) -> PresetTokens {
    var tokens = PresetTokens()
    for token in set.tokens {
      add(token.value, at: token.path, file: file, into: &tokens)
      if let font = token.value.font { tokens.set(token.path, font.json, file: file) }
      if let animation = token.value.animation { tokens.set(token.path, animation.json, file: file) }
    }
    return tokens
  }

  private static func add(_ value: TokenValue, at path: String, file: String?, into tokens: inout PresetTokens) {
    switch value {
    case .color(let c): tokens.set(path, c.json, file: file)
    case .dimension(let d): if let points = d.points { tokens.set(path, .number(points), file: file) }
    case .number(let n): tokens.set(path, .number(n), file: file)
    case .fontFamily(let families): if let first = families.first { tokens.set(path, .string(first), file: file) }
    case .fontWeight:
      if let weight = value.fontWeight { tokens.set(path, .string(weight.rawValue), file: file) }
    case .duration(let seconds): tokens.set(path, .number(seconds), file: file)
    case .cubicBezier(let x1, let y1, let x2, let y2):
      tokens.set(path, AnimationSpec.timingCurve(x1, y1, x2, y2).json, file: file)
    case .keyword(let k): tokens.set(path, .string(k), file: file)
    case .bool(let b): tokens.set(path, .bool(b), file: file)
    case .untyped(let json): tokens.set(path, json, file: file)
    case .object(let fields):
      for field in fields { add(field.value, at: path + "." + field.name, file: file, into: &tokens) }
    case .list(let items):
      for (i, item) in items.enumerated() { add(item, at: path + "." + String(i), file: file, into: &tokens) }
    }
  }
}
