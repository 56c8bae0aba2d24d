import DesignKitValues

/// Generates the JSON Schema (draft-07) of preset files from a component registry.
///
/// Every registered component's model tree becomes nested objects without `required` (presets are partial) and
/// with `additionalProperties: false`; leaves refer to shared `definitions`; every value may also be a token
/// reference. The schema states the intent for editors; `PresetLoader` stays the authority on validity.
public struct PresetSchemaGenerator: Sendable {
  /// The components the schema describes.
  public var registry: ComponentRegistry

  /// Creates a generator for the components of `registry`.
  public init(registry: ComponentRegistry) { self.registry = registry }

  /// The schema document.
  public func schema() throws -> JSONValue {
    var components: [(String, JSONValue)] = []
    var nodes = SchemaNodes()
    var rules: [(String, JSONValue)] = []
    for component in registry.components {
      let tree = try component.defaultTree()
      var schema = nodes.schema(for: tree, path: [], describe: false)
      schema.setDescription(Self.description(of: component))
      components.append((component.name, schema))
      let reference = JSONValue.object([("$ref", .string("#/properties/components/properties/\(component.name)"))])
      rules.append(("^" + component.name + "\\.[A-Za-z0-9_-]+$", reference))
    }
    // An alias takes the same model as the component it names (draft-07 ignores a sibling of `$ref`, hence allOf).
    for alias in registry.aliases {
      let reference = JSONValue.object([
        ("allOf", .array([.object([("$ref", .string("#/properties/components/properties/\(alias.component)"))])])),
        ("description", .string("`\(alias.alias)` is another name of `\(alias.component)`.")),
      ])
      components.append((alias.alias, reference))
      rules.append(("^" + alias.alias + "\\.[A-Za-z0-9_-]+$", reference))
    }
    var theme = nodes.schema(for: try StyleTreeEncoder.node(for: Foundations()), path: [], describe: false)
    theme.setDescription(Self.themeDescription)
    let properties: [(String, JSONValue)] = [
      ("$schema", .object([("type", .string("string")), ("description", .string(Self.schemaKeyDescription))])),
      ("name", .object([("type", .string("string")), ("description", .string("The preset's display name."))])),
      ("description", .object([("type", .string("string")), ("description", .string("What the preset is for."))])),
      ("extends", .object([("type", .string("string")), ("description", .string(Self.extendsDescription))])),
      (
        "tokens",
        .object([
          ("type", .string("object")), ("description", .string(Self.tokensDescription)),
          ("additionalProperties", .bool(true)),
        ])
      ),
      (
        "tokenFiles",
        .object([
          ("type", .string("array")),
          (
            "items",
            .object([
              (
                "anyOf",
                .array([
                  .object([("type", .string("string"))]),
                  .object([
                    ("type", .string("object")),
                    (
                      "properties",
                      .object(
                        [("file", .object([("type", .string("string"))]))]
                          + ["contexts", "light", "dark"].map { key in
                            (
                              key,
                              JSONValue.object([
                                ("type", .string("object")),
                                ("additionalProperties", .object([("type", .string("string"))])),
                              ])
                            )
                          })
                    ),
                    ("required", .array([.string("file")])), ("additionalProperties", .bool(false)),
                  ]),
                ])
              )
            ])
          ),
          (
            "description",
            .string(
              "DTCG token or resolver files (paths relative to this file) whose tokens this preset may reference; "
                + "an object chooses resolver contexts and which contexts are light and dark.")
          ),
        ])
      ),
      (
        "components",
        .object([
          ("type", .string("object")),
          ("description", .string("Partial models by component name: only what differs from the base.")),
          ("properties", .object(components)), ("additionalProperties", .bool(false)),
        ])
      ),
      ("theme", theme),
      (
        "rules",
        .object([
          ("type", .string("object")), ("description", .string(Self.rulesDescription)),
          ("patternProperties", .object(rules)), ("additionalProperties", .bool(false)),
        ])
      ),
    ]
    return .object([
      ("$schema", .string("http://json-schema.org/draft-07/schema#")),
      ("title", .string("DesignKit preset")),
      (
        "description",
        .string("A DesignKit preset: changes to the default component models, optionally over another preset.")
      ),
      ("type", .string("object")),
      ("properties", .object(properties)),
      ("additionalProperties", .bool(false)),
      ("definitions", .object(SchemaDefinitions.all + nodes.tableDefinitions)),
    ])
  }

  /// The description of a component: name, family and states.
  static func description(of component: RegisteredComponent) -> String {
    "\(component.name) (\(component.family.title)): the \(component.modelType.typeName) "
      + "fields to change; states \(component.stateNames.joined(separator: ", "))."
  }

  static let schemaKeyDescription = "The schema this file follows: \"./designkit-preset.schema.json\"."
  static let extendsDescription =
    "The preset this one changes: \"default\" for the built-in defaults, a built-in preset's name (\"brand\"), "
    + "or a path relative to this file."
  static let themeDescription =
    "The semantic theme every default derives from (color roles, metrics, type scale, motion): only what differs."
  static let rulesDescription =
    "Named rules (\"VPrimaryButton.destructive\"): partial models a composition node applies by name."
  static let tokensDescription =
    "Named values in nested groups; any value position may reference one as \"{group.name}\"."
}

extension JSONValue {
  /// Puts `description` first among an object's members (replacing an earlier one).
  mutating func setDescription(_ text: String) {
    guard case .object(var members) = kind else { return }
    members.removeAll { $0.key == "description" }
    members.insert(JSONMember(key: "description", value: .string(text)), at: 0)
    kind = .object(members)
  }
}
