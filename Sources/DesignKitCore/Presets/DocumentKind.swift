import DesignKitValues

/// What a JSON document is, so tools can say "this is a JSON Schema, not a preset" instead of listing its keys
/// as unknown.
public enum DocumentKind: String, Sendable, CaseIterable {
  /// A DesignKit preset (or anything else: presets are what tools expect).
  case preset
  /// A JSON Schema, such as `designkit-preset.schema.json`.
  case jsonSchema
  /// A DTCG design-token file (`*.tokens.json`).
  case designTokens
  /// A DTCG resolver file (`*.resolver.json`).
  case tokenResolver

  /// The kind of `json`, from its `$schema` and, without one, from its shape.
  public init(detecting json: JSONValue) {
    guard case .object(let members) = json.kind else {
      self = .preset
      return
    }
    let keys = Set(members.map(\.key))
    let schema = json["$schema"]?.stringValue?.lowercased() ?? ""
    if schema.contains("json-schema.org") {
      self = .jsonSchema
    } else if schema.contains("designtokens.org") {
      self = schema.contains("resolver") ? .tokenResolver : .designTokens
    } else if !keys.isDisjoint(with: PresetLoader.topLevelKeys.filter { $0 != "$schema" && $0 != "name" }) {
      self = .preset
    } else if keys.contains("resolutionOrder") {
      self = .tokenResolver
    } else if keys.contains("$defs") || keys.contains("definitions")
      || (keys.contains("properties") && keys.contains("type"))
    {
      self = .jsonSchema
    } else if DocumentKind.holdsTokens(json, depth: 0) {
      self = .designTokens
    } else {
      self = .preset
    }
  }

  /// What a preset should do with a document of this kind, or nil for a preset.
  public var advice: String? {
    switch self {
    case .preset: return nil
    case .jsonSchema:
      return "this is a JSON Schema, not a preset; presets name it in `$schema` so editors check them"
    case .designTokens:
      return "this is a DTCG design-token file, not a preset; a preset imports it with `\"tokenFiles\": [\"<path>\"]`"
    case .tokenResolver:
      return
        "this is a DTCG resolver file, not a preset; a preset imports it with `\"tokenFiles\": [{\"file\": \"<path>\"}]`"
    }
  }

  /// Whether some object within a few levels has a `$value` (a design token).
  private static func holdsTokens(_ json: JSONValue, depth: Int) -> Bool {
    guard depth < 8, case .object(let members) = json.kind else { return false }
    return members.contains { $0.key == "$value" || holdsTokens($0.value, depth: depth + 1) }
  }
}
