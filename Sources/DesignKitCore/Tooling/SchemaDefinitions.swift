import DesignKitValues

/// The shared leaf schemas of the preset schema (`definitions`), mirroring what `StyleOverlay` accepts.
enum SchemaDefinitions {
  /// Every definition, in a stable order.
  static var all: [(String, JSONValue)] {
    [
      ("tokenReference", tokenReference),
      ("number", withReference("A finite number.", .object([("type", .string("number"))]))),
      ("nonNegativeNumber", withReference("A number >= 0.", number(minimum: 0))),
      ("unitIntervalNumber", withReference("A number in 0...1.", number(minimum: 0, maximum: 1))),
      ("integer", withReference("A whole number.", .object([("type", .string("integer"))]))),
      ("boolean", withReference("true or false.", .object([("type", .string("boolean"))]))),
      ("hexColor", hexColor),
      ("srgbColor", srgbColor),
      ("plainColor", plainColor),
      ("adaptiveColor", adaptiveColor),
      ("systemColor", systemColor),
      ("color", color),
      ("font", font),
      ("animation", animation),
      ("animationObject", animationObject),
      ("spring", spring),
      ("insets", insets),
    ]
  }

  static func type(_ name: String) -> (String, JSONValue) { ("type", .string(name)) }
  static func describe(_ text: String) -> (String, JSONValue) { ("description", .string(text)) }
  static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }
  static let reference = SchemaNodes.reference("tokenReference")

  static func number(minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Double? = nil) -> JSONValue {
    var pairs = [type("number")]
    if let minimum { pairs.append(("minimum", .number(minimum))) }
    if let exclusiveMinimum { pairs.append(("exclusiveMinimum", .number(exclusiveMinimum))) }
    if let maximum { pairs.append(("maximum", .number(maximum))) }
    return .object(pairs)
  }

  static func closedObject(_ properties: [(String, JSONValue)], required: [String] = []) -> JSONValue {
    var pairs = [type("object"), ("properties", .object(properties))]
    if !required.isEmpty { pairs.append(("required", strings(required))) }
    pairs.append(("additionalProperties", .bool(false)))
    return .object(pairs)
  }

  /// `schema`, or a token reference in its place (values inside leaf objects may be references too).
  static func orReference(_ schema: JSONValue) -> JSONValue { .object([("anyOf", .array([schema, reference]))]) }

  static func withReference(_ text: String, _ schema: JSONValue) -> JSONValue {
    .object([describe(text), ("anyOf", .array([schema, reference]))])
  }

  static let tokenReference = JSONValue.object([
    describe("A reference to a token of this preset: \"{group.name}\"."), type("string"),
    ("pattern", .string(#"^\{[^{}]+\}$"#)),
  ])

  static let hexColor = JSONValue.object([
    describe("An sRGB color as #RGB, #RGBA, #RRGGBB or #RRGGBBAA."), type("string"),
    ("pattern", .string("^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$")),
  ])

  static let srgbColor: JSONValue = {
    var schema = closedObject(
      [
        ("colorSpace", .object([("enum", strings(["srgb"]))])),
        (
          "components",
          .object([
            type("array"), ("items", number(minimum: 0, maximum: 1)), ("minItems", .number(3)),
            ("maxItems", .number(3)),
          ])
        ),
        ("alpha", number(minimum: 0, maximum: 1)),
        ("hex", SchemaNodes.reference("hexColor")),
      ], required: ["components"])
    schema.setDescription("A DTCG color: {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"alpha\": a}.")
    return schema
  }()

  static let plainColor = JSONValue.object([
    describe("One color: hex or DTCG."),
    ("oneOf", .array([SchemaNodes.reference("hexColor"), SchemaNodes.reference("srgbColor"), reference])),
  ])

  static let adaptiveColor: JSONValue = {
    let plain = SchemaNodes.reference("plainColor")
    var schema = closedObject(
      AdaptiveColor.keys.map { ($0, plain) }, required: ["light", "dark"])
    schema.setDescription("A color per appearance: light, dark and optional increased-contrast variants.")
    return schema
  }()

  static let systemColor = JSONValue.object([
    describe("An Apple system color, with its light, dark and increased-contrast values."),
    ("enum", strings(AdaptiveColor.systemColors.map(\.name))),
  ])

  static let color = JSONValue.object([
    describe("A color: hex, a DTCG color object, {light, dark} variants, a system color name, or a token reference."),
    (
      "oneOf",
      .array([
        SchemaNodes.reference("hexColor"), SchemaNodes.reference("srgbColor"), SchemaNodes.reference("adaptiveColor"),
        SchemaNodes.reference("systemColor"), reference,
      ])
    ),
  ])

  static let font: JSONValue = {
    let object = closedObject([
      ("size", orReference(number(minimum: 0))),
      ("weight", orReference(.object([("enum", strings(Font.Weight.allCases.map(\.rawValue)))]))),
      ("design", orReference(.object([("enum", strings(Font.Design.allCases.map(\.rawValue)))]))),
      (
        "textStyle",
        .object([("enum", .array(Font.TextStyle.allCases.map { .string($0.rawValue) } + [.null]))])
      ),
      ("family", .object([("type", strings(["string", "null"]))])),
    ])
    return withReference(
      "A font: size, weight, design, Dynamic Type textStyle (null for a fixed size), family (null for the system "
        + "font); keys left out keep their value.", object)
  }()

  static let animation = JSONValue.object([
    describe(
      "An animation: a name (\(AnimationSpec.names.joined(separator: ", "))) or an object with `curve` or `spring`."),
    (
      "oneOf",
      .array([.object([("enum", strings(AnimationSpec.names))]), SchemaNodes.reference("animationObject"), reference])
    ),
  ])

  static let animationObject: JSONValue = {
    let nonNegative = number(minimum: 0)
    let positive = number(exclusiveMinimum: 0)
    var schema = closedObject([
      ("curve", .object([("enum", strings(AnimationSpec.curveNames))])),
      (
        "controlPoints",
        .object([
          type("array"), ("items", number()), ("minItems", .number(4)), ("maxItems", .number(4)),
          describe("[x1, y1, x2, y2] of a `timingCurve`; x in 0...1."),
        ])
      ),
      ("duration", orReference(nonNegative)),
      ("spring", SchemaNodes.reference("spring")),
      ("delay", orReference(nonNegative)),
      ("speed", positive),
      (
        "repeat",
        .object([
          (
            "anyOf",
            .array([.object([type("integer"), ("minimum", .number(1))]), .object([("enum", strings(["forever"]))])])
          )
        ])
      ),
      ("autoreverses", .object([type("boolean")])),
      ("essential", .object([type("boolean")])),
    ])
    guard case .object(var members) = schema.kind else { return schema }
    members.append(
      JSONMember(
        key: "oneOf",
        value: .array([.object([("required", strings(["curve"]))]), .object([("required", strings(["spring"]))])])))
    members.append(JSONMember(key: "dependencies", value: .object([("autoreverses", strings(["repeat"]))])))
    schema = JSONValue(.object(members))
    schema.setDescription("An animation object: exactly one of `curve` or `spring`, plus options.")
    return schema
  }()

  static let spring: JSONValue = {
    let nonNegative = number(minimum: 0)
    let positive = number(exclusiveMinimum: 0)
    let response = closedObject([
      ("response", positive), ("dampingFraction", nonNegative), ("blendDuration", nonNegative),
    ])
    let duration = closedObject([("duration", positive), ("bounce", number(maximum: 1, exclusiveMinimum: -1))])
    let physical = closedObject(
      [("mass", positive), ("stiffness", positive), ("damping", nonNegative), ("initialVelocity", number())],
      required: ["stiffness", "damping"])
    return .object([
      describe(
        "A spring: a name (\(AnimationSpec.Spring.presetNames.joined(separator: ", "))) or one parameterization: "
          + "{response, dampingFraction, blendDuration}, {duration, bounce} or {mass, stiffness, damping, initialVelocity}."
      ),
      (
        "anyOf", .array([.object([("enum", strings(AnimationSpec.Spring.presetNames))]), response, duration, physical])
      ),
    ])
  }()

  static let insets: JSONValue = {
    let length = orReference(number(minimum: 0))
    return .object([
      describe("Insets: one number for every edge, {horizontal, vertical}, or {top, leading, bottom, trailing}."),
      (
        "anyOf",
        .array([
          length, closedObject([("horizontal", length), ("vertical", length)]),
          closedObject(Insets.edgeKeys.map { ($0, length) }), reference,
        ])
      ),
    ])
  }()
}
