import DesignKit
import Testing

/// The DTCG 2025.10 value types: spellings, conversions to DesignKit values, and their problems.
@Suite struct TokenTypesTests {
  /// The value of a single token `t` of `type` written as `value` (JSON text).
  func value(_ type: String, _ value: String) throws -> TokenValue? {
    try tokenSet(##"{ "t": { "$type": "\##(type)", "$value": \##(value) } }"##)["t"]?.value
  }

  /// The single problem of a token `t` of `type` written as `value`.
  func problem(_ type: String, _ value: String) throws -> Diagnostic {
    try tokenProblem(##"{ "t": { "$type": "\##(type)", "$value": \##(value) } }"##)
  }

  @Test func unknownTypesNameTheValidOnes() throws {
    let d = try tokenWarning(##"{ "t": { "$type": "colour", "$value": 1 } }"##)
    #expect(d.kind == .nonStandardType)
    #expect(d.suggestions == ["color"])
    #expect(d.message.contains("DTCG types: " + TokenType.allCases.map(\.rawValue).joined(separator: ", ")))
    #expect(d.location.line == 1 && d.location.column == 19)
  }

  // MARK: Color

  @Test(arguments: [
    (##""#5856D6""##, "#5856D6"), (##""#fff""##, "#FFFFFF"), (##""#00000080""##, "#00000080"),
    (##"{ "colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5, "hex": "#ff8000" }"##, "#FF800080"),
    (##"{ "colorSpace": "srgb", "components": [1, "none", 0] }"##, "#FF0000"),
    (##"{ "colorSpace": "srgb-linear", "components": [1, 0.2159, 0] }"##, "#FF8000"),
    (##"{ "colorSpace": "hsl", "components": [120, 100, 50] }"##, "#00FF00"),
    (##"{ "colorSpace": "hwb", "components": [240, 0, 0] }"##, "#0000FF"),
    (##"{ "colorSpace": "hwb", "components": [0, 60, 60] }"##, "#808080"),
    (##"{ "colorSpace": "display-p3", "components": [1, 1, 1] }"##, "#FFFFFF"),
    (##"{ "colorSpace": "display-p3", "components": [1, 0, 0] }"##, "#FF0000"),
    (##"{ "colorSpace": "oklab", "components": [1, 0, 0] }"##, "#FFFFFF"),
    (##"{ "colorSpace": "oklch", "components": [0, 0, 0] }"##, "#000000"),
    (##"{ "colorSpace": "xyz-d65", "components": [0.9505, 1, 1.089] }"##, "#FFFFFF"),
  ])
  func colors(json: String, hex: String) throws {
    #expect(try value("color", json)?.color?.hex == hex)
  }

  @Test func displayP3GreenIsClippedIntoSRGB() throws {
    let c = try #require(try value("color", ##"{ "colorSpace": "display-p3", "components": [0, 1, 0] }"##)?.color)
    #expect(c.red == 0 && c.green == 1 && c.blue == 0)
  }

  @Test func unsupportedAndUnknownColorSpaces() throws {
    let lab = try problem("color", ##"{ "colorSpace": "lab", "components": [50, 20, 20] }"##)
    #expect(lab.kind == .invalidValue)
    #expect(lab.message.contains("unsupported color space `lab`"))
    #expect(lab.message.contains("supported: srgb, srgb-linear, display-p3"))
    #expect(lab.path.description == "t.$value.colorSpace")
    #expect(lab.location.line == 1 && lab.location.column == 54)
    let typo = try problem("color", ##"{ "colorSpace": "srgbb", "components": [0, 0, 0] }"##)
    #expect(typo.message.contains("unknown color space"))
    #expect(typo.suggestions.first == "srgb")
  }

  @Test func badColors() throws {
    #expect(try problem("color", ##""#12345""##).message.contains("invalid color"))
    #expect(try problem("color", ##"{ "colorSpace": "srgb", "components": [2, 0, 0] }"##).kind == .invalidValue)
    #expect(try problem("color", ##"{ "colorSpace": "hsl", "components": [1, 2] }"##).kind == .typeMismatch)
    #expect(
      try problem("color", ##"{ "colorSpace": "srgb", "components": [0, 0, 0], "alpah": 1 }"##).kind == .unknownKey)
    #expect(try problem("color", "12").kind == .typeMismatch)
  }

  // MARK: Dimension

  @Test(arguments: [
    (##"{ "value": 12, "unit": "px" }"##, 12.0), (##"{ "value": 1.5, "unit": "rem" }"##, 24.0), (##""16px""##, 16.0),
    (##""1rem""##, 16.0), (##""-0.5rem""##, -8.0), (##""0""##, 0.0), ("0", 0.0),
    (##"{ "value": 0, "unit": "" }"##, 0.0),
  ])
  func dimensions(json: String, points: Double) throws {
    #expect(try value("dimension", json)?.points == points)
  }

  @Test func nonStandardUnitsAreKeptWithAWarning() throws {
    let set = try tokenSet(##"{ "t": { "$type": "dimension", "$value": { "value": 2, "unit": "em" } } }"##)
    #expect(set["t"]?.value == .dimension(TokenDimension(value: 2, unit: "em")))
    #expect(set.points("t") == nil)
    #expect(set.warnings.count == 1)
    #expect(set.warnings.first?.message.contains("unit `em`") == true)
    #expect(set.warnings.first?.location.column == 64)
    let legacy = try tokenSet(##"{ "t": { "$type": "dimension", "$value": "50%" } }"##)
    #expect(legacy.warnings.map(\.kind) == [.legacyForm, .nonStandardUnit])
  }

  @Test(arguments: [
    (##""12 apples""##, Diagnostic.Kind.typeMismatch), ("12", .typeMismatch), (##""px""##, .typeMismatch),
    (##"{ "value": 1, "unit": 1 }"##, .typeMismatch), (##"{ "value": "1", "unit": "px" }"##, .typeMismatch),
    (##"{ "unit": "px" }"##, .missingKey), (##"{ "value": 1, "unit": "px", "scale": 2 }"##, .unknownKey),
  ])
  func badDimensions(json: String, kind: Diagnostic.Kind) throws {
    #expect(try problem("dimension", json).kind == kind)
  }

  // MARK: Numbers, families, weights

  @Test func numbersAndFontFamilies() throws {
    #expect(try value("number", "1.5") == .number(1.5))
    #expect(try problem("number", ##""1.5""##).kind == .typeMismatch)
    #expect(try value("fontFamily", ##""Inter""##) == .fontFamily(["Inter"]))
    #expect(try value("fontFamily", ##"["Inter", "system-ui"]"##)?.fontFamilies == ["Inter", "system-ui"])
    #expect(try tokenWarning(##"{ "t": { "$type": "fontFamily", "$value": [] } }"##).kind == .emptyValue)
    #expect(try problem("fontFamily", ##"["Inter", 3]"##).path.description == "t.$value[1]")
  }

  @Test(arguments: [
    ("thin", 100.0), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
    ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600), ("demi-bold", 600),
    ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900),
    ("extra-black", 950), ("ultra-black", 950),
  ])
  func namedFontWeights(name: String, weight: Double) throws {
    #expect(try value("fontWeight", "\"\(name)\"") == .fontWeight(weight))
  }

  @Test(arguments: [
    (1.0, Font.Weight.ultraLight), (350, .light), (450, .regular), (600, .semibold), (650, .semibold),
    (950, .black), (1000, .black),
  ])
  func fontWeightsMapToTheNearestFontWeight(number: Double, weight: Font.Weight) throws {
    #expect(try value("fontWeight", JSONWriter.format(number))?.fontWeight == weight)
  }

  @Test func badFontWeights() throws {
    let named = try problem("fontWeight", ##""Bold""##)
    #expect(named.kind == .invalidValue)
    #expect(named.suggestions.contains("bold"))
    #expect(try problem("fontWeight", "0").kind == .invalidValue)
    #expect(try problem("fontWeight", "1001").message.contains("1...1000"))
    #expect(try problem("fontWeight", "true").kind == .typeMismatch)
  }

  // MARK: Time

  @Test(arguments: [
    (##"{ "value": 200, "unit": "ms" }"##, 0.2), (##"{ "value": 1.5, "unit": "s" }"##, 1.5), (##""250ms""##, 0.25),
    (##""2s""##, 2.0),
  ])
  func durations(json: String, seconds: Double) throws {
    #expect(try value("duration", json)?.seconds == seconds)
  }

  @Test func badDurations() throws {
    let unit = try problem("duration", ##"{ "value": 1, "unit": "min" }"##)
    #expect(unit.message.contains("unknown duration unit `min`"))
    #expect(unit.path.description == "t.$value.unit")
    #expect(try problem("duration", ##"{ "value": -1, "unit": "ms" }"##).kind == .invalidValue)
    #expect(try problem("duration", ##""fast""##).kind == .typeMismatch)
    #expect(try problem("duration", ##""2h""##).kind == .invalidValue)
  }

  @Test func cubicBeziers() throws {
    #expect(try value("cubicBezier", "[0.42, 0, 0.58, 1]") == .cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    #expect(try value("cubicBezier", "[0, -0.5, 1, 1.5]") == .cubicBezier(x1: 0, y1: -0.5, x2: 1, y2: 1.5))
    let x = try problem("cubicBezier", "[0, 0, 1.2, 1]")
    #expect(x.message.contains("x coordinates must lie in 0...1"))
    #expect(x.path.description == "t.$value[2]")
    #expect(try problem("cubicBezier", "[0, 0, 1]").kind == .typeMismatch)
  }

  // MARK: Composites

  @Test func typographyMapsToFont() throws {
    let set = try tokenSet(
      """
      {
        "family": { "$type": "fontFamily", "$value": ["SF Pro", "system-ui"] },
        "weight": { "$type": "fontWeight", "$value": "semi-bold" },
        "body": {
          "$type": "typography",
          "$value": {
            "fontFamily": "{family}", "fontSize": { "value": 1.0625, "unit": "rem" }, "fontWeight": "{weight}",
            "letterSpacing": { "value": -0.4, "unit": "px" }, "lineHeight": 1.3
          }
        }
      }
      """)
    #expect(set.font("body") == Font(size: 17, weight: .semibold, family: "SF Pro"))
    #expect(set["body"]?.value["letterSpacing"]?.points == -0.4)
    #expect(set["body"]?.references == ["family", "weight"])
    #expect(set.aliasCount == 1)
  }

  @Test func transitionMapsToAnimationSpec() throws {
    let set = try tokenSet(
      """
      {
        "ease": { "$type": "cubicBezier", "$value": [0.25, 0.1, 0.25, 1] },
        "fade": {
          "$type": "transition",
          "$value": { "duration": "200ms", "delay": { "value": 50, "unit": "ms" }, "timingFunction": "{ease}" }
        }
      }
      """)
    #expect(set.animation("fade") == AnimationSpec.timingCurve(0.25, 0.1, 0.25, 1, duration: 0.2).delay(0.05))
  }

  @Test func borderShadowGradientAndStrokeStyle() throws {
    let set = try tokenSet(
      """
      {
        "ink": { "$type": "color", "$value": "#000000" },
        "border": { "$type": "border", "$value": { "color": "{ink}", "width": "1px", "style": "dashed" } },
        "dashes": {
          "$type": "strokeStyle", "$value": { "dashArray": ["2px", { "value": 0.25, "unit": "rem" }], "lineCap": "round" }
        },
        "one": {
          "$type": "shadow",
          "$value": { "color": "#00000033", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px" }
        },
        "two": {
          "$type": "shadow",
          "$value": [
            "{one}",
            { "color": "{ink}", "offsetX": "0px", "offsetY": "8px", "blur": "16px", "spread": "0px", "inset": true }
          ]
        },
        "fade": {
          "$type": "gradient",
          "$value": [{ "color": "{ink}", "position": 0 }, { "color": "#FFFFFF", "position": 1 }]
        }
      }
      """)
    #expect(set["border"]?.value["style"] == .keyword("dashed"))
    #expect(set["border"]?.value["color"]?.color == .black)
    #expect(
      set["dashes"]?.value["dashArray"]
        == .list([.dimension(.init(value: 2, unit: "px")), .dimension(.init(value: 0.25, unit: "rem"))]))
    #expect(set["one"]?.value[0]?["blur"]?.points == 4)
    guard case .list(let layers)? = set["two"]?.value else {
      Issue.record("a shadow is a list of layers")
      return
    }
    #expect(layers.count == 2)
    #expect(layers[0] == set["one"]?.value[0])
    #expect(layers[1]["inset"] == .bool(true))
    #expect(set["fade"]?.value[1]?["position"] == .number(1))
    #expect(set["two"]?.references == ["one", "ink"])
  }

  @Test func compositeProblemsAreAllReported() throws {
    let problems = try tokenProblems(
      """
      {
        "gap": { "$type": "dimension", "$value": "4px" },
        "t": {
          "$type": "typography",
          "$value": { "fontFamily": 3, "fontSize": "{gap}", "fontWeight": "{gap}", "lineHeight": 1 }
        },
        "b": { "$type": "border", "$value": { "color": "#000", "width": "1px", "style": "wavy" } },
        "s": { "$type": "shadow", "$value": "big" }
      }
      """)
    // The missing `letterSpacing` is a warning now (CompositeDefaultsTests), read as 0 px.
    try #require(problems.count == 4, "\(problems)")
    #expect(problems[0].path.description == "t.$value.fontFamily")
    #expect(problems[1].kind == .referenceType && problems[1].path.description == "t.$value.fontWeight")
    #expect(problems[2].path.description == "b.$value.style")
    #expect(problems[3].kind == .typeMismatch)
  }

  @Test func unknownCompositeFieldsAreWarnings() throws {
    let set = try tokenSet(
      """
      { "t": { "$type": "border", "$value": { "color": "#000", "width": "1px", "style": "solid", "widht": "2px" } } }
      """)
    #expect(set["t"]?.value["widht"] == nil)
    let extra = set.warnings.filter { $0.kind == .unknownKey }
    #expect(extra.count == 1)
    #expect(extra.first?.suggestions == ["width"])
  }
}
