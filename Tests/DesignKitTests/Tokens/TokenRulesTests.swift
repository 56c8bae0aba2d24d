import DesignKit
import Testing

/// DTCG 2025.10 structure rules: groups, type inheritance, `$root`, `$extends`, aliases, `$ref`, names.
@Suite struct TokenRulesTests {
  @Test func typeIsInheritedFromTheClosestGroup() throws {
    let set = try tokenSet(
      """
      {
        "base": {
          "$type": "dimension",
          "gap": { "$value": "8px" },
          "brand": {
            "$type": "color",
            "primary": { "$value": "#5856D6" },
            "radius": { "$type": "dimension", "$value": { "value": 1, "unit": "rem" } }
          }
        }
      }
      """)
    #expect(set["base.gap"]?.type == .dimension)
    #expect(set["base.brand.primary"]?.type == .color)
    #expect(set["base.brand.radius"]?.type == .dimension)
    #expect(set.points("base.brand.radius") == 16)
    #expect(set.paths == ["base.gap", "base.brand.primary", "base.brand.radius"])
  }

  @Test func aTokenWithoutTypeIsAWarning() throws {
    let d = try tokenWarning(
      """
      {
        "spacing": {
          "small": { "$value": 4 }
        }
      }
      """)
    #expect(d.kind == .missingType)
    #expect(d.message.contains("token `spacing.small` has no `$type`"))
    #expect(d.message.contains(#"such as `"$type": "number"`"#))
    #expect(d.file == "tokens.json")
    #expect(d.location.line == 3 && d.location.column == 14)
    #expect(d.path.description == "spacing.small")
  }

  @Test func anUntypedAliasTakesItsTargetsType() throws {
    let set = try tokenSet(
      """
      {
        "brand": { "$type": "color", "$value": "#FF0000" },
        "accent": { "$value": "{brand}" },
        "pointer": { "$value": { "$ref": "#/brand/$value" } }
      }
      """)
    #expect(set["accent"]?.type == .color)
    #expect(set["accent"]?.aliasOf == "brand")
    #expect(set.color("accent")?.hex == "#FF0000")
    #expect(set["pointer"]?.type == .color)
    #expect(set["pointer"]?.aliasOf == "brand")
  }

  @Test func rootTokensAreAddressedByTheGroupPath() throws {
    let set = try tokenSet(
      """
      {
        "color": {
          "$type": "color",
          "accent": {
            "$root": { "$value": "#0000FF" },
            "hover": { "$value": "#000088" }
          },
          "link": { "$value": "{color.accent}" },
          "focus": { "$value": "{color.accent.$root}" }
        }
      }
      """)
    #expect(set.paths == ["color.accent", "color.accent.hover", "color.link", "color.focus"])
    #expect(set["color.accent"]?.jsonPath.description == "color.accent.$root")
    #expect(set["color.accent.$root"]?.path == "color.accent")
    #expect(set.color("color.link")?.hex == "#0000FF")
    #expect(set.color("color.focus")?.hex == "#0000FF")
    #expect(set.tokens(in: "color.accent").count == 2)
  }

  @Test func extendsInheritsTokensAndLocalOnesWin() throws {
    let set = try tokenSet(
      """
      {
        "button": {
          "$type": "color",
          "background": { "$value": "#111111" },
          "text": { "$value": "#FFFFFF" },
          "border": { "width": { "$type": "dimension", "$value": "1px" }, "color": { "$value": "#222222" } }
        },
        "danger": {
          "$extends": "{button}",
          "background": { "$type": "color", "$value": "#FF0000" },
          "border": { "width": { "$type": "dimension", "$value": "2px" } }
        }
      }
      """)
    #expect(set.color("danger.background")?.hex == "#FF0000")
    #expect(set.color("danger.text")?.hex == "#FFFFFF")
    #expect(set["danger.text"]?.type == .color)
    #expect(set.points("danger.border.width") == 2)
    #expect(set.color("danger.border.color")?.hex == "#222222")
    #expect(set.tokens(in: "danger").count == 4)
    #expect(set.tokens(in: "button").count == 4)
  }

  @Test func extendsChainsAndPointerSyntax() throws {
    let set = try tokenSet(
      """
      {
        "a": { "x": { "$type": "number", "$value": 1 } },
        "b": { "$extends": "#/a", "y": { "$type": "number", "$value": 2 } },
        "c": { "$extends": "{b}", "z": { "$type": "number", "$value": 3 } }
      }
      """)
    #expect(set.tokens(in: "c").map(\.path) == ["c.x", "c.y", "c.z"])
  }

  @Test func extendsCyclesAreProblems() throws {
    let problems = try tokenProblems(
      """
      {
        "a": { "$extends": "{b}", "x": { "$type": "number", "$value": 1 } },
        "b": { "$extends": "{a}", "y": { "$type": "number", "$value": 2 } },
        "c": { "$extends": "{c.inner}", "inner": { "z": { "$type": "number", "$value": 3 } } },
        "d": { "inner": { "$extends": "{d}" } }
      }
      """)
    let cycles = problems.filter { $0.kind == .extendsCycle }
    #expect(cycles.count == 2)
    #expect(cycles.contains { $0.message.contains("a → b → a") })
    #expect(cycles.contains { $0.message.contains("`d.inner` cannot extend `d`") })
    #expect(problems.count == 2)
  }

  @Test func extendsNamesAGroup() throws {
    let missing = try tokenProblem(
      """
      {
        "button": { "fill": { "$type": "number", "$value": 1 } },
        "danger": { "$extends": "{buton}" }
      }
      """)
    #expect(missing.kind == .unresolvedReference)
    #expect(missing.suggestions == ["button"])
    #expect(missing.location.line == 3 && missing.location.column == 27)
    let token = try tokenProblem(
      """
      { "one": { "$type": "number", "$value": 1 }, "g": { "$extends": "{one}" } }
      """)
    #expect(token.message.contains("names the token `one`; it must name a group"))
  }

  @Test func aliasChainsResolve() throws {
    let set = try tokenSet(
      """
      {
        "size": {
          "$type": "dimension",
          "base": { "$value": { "value": 0.5, "unit": "rem" } },
          "medium": { "$value": "{size.base}" },
          "control": { "$value": "{size.medium}" }
        }
      }
      """)
    #expect(set.points("size.control") == 8)
    #expect(set["size.control"]?.aliasOf == "size.medium")
    #expect(set["size.control"]?.references == ["size.medium"])
    #expect(set["size.control"]?.rawValue.stringValue == "{size.medium}")
    #expect(set.aliasCount == 2)
  }

  @Test func aliasCyclesNameEveryToken() throws {
    let problems = try tokenProblems(
      """
      {
        "c": {
          "$type": "color",
          "a": { "$value": "{c.b}" },
          "b": { "$value": "{c.c}" },
          "c": { "$value": "{c.a}" },
          "user": { "$value": "{c.b}" }
        }
      }
      """)
    #expect(problems.count == 1)
    let d = try #require(problems.first)
    #expect(d.kind == .referenceCycle)
    #expect(d.message.contains("c.a → c.b → c.c → c.a"))
    #expect(d.location.line == 4)
  }

  @Test func aSelfAliasIsACycle() throws {
    let d = try tokenProblem(#"{ "x": { "$type": "number", "$value": "{x}" } }"#)
    #expect(d.kind == .referenceCycle)
    #expect(d.message.contains("x → x"))
  }

  @Test func unresolvedAliasesSuggestTheNearestPaths() throws {
    let d = try tokenProblem(
      """
      {
        "color": {
          "$type": "color",
          "brand": { "primary": { "$value": "#5856D6" }, "secondary": { "$value": "#AAAAAA" } },
          "button": { "$value": "{color.brand.primry}" }
        }
      }
      """)
    #expect(d.kind == .unresolvedReference)
    #expect(d.suggestions.first == "color.brand.primary")
    #expect(d.message.contains("did you mean `color.brand.primary`"))
    #expect(d.location.line == 5 && d.location.column == 27)
    #expect(d.path.description == "color.button.$value")
  }

  @Test func anAliasToAGroupIsAProblem() throws {
    let d = try tokenProblem(
      """
      { "g": { "$type": "number", "one": { "$value": 1 } }, "x": { "$type": "number", "$value": "{g}" } }
      """)
    #expect(d.kind == .unresolvedReference)
    #expect(d.message.contains("names a group"))
    #expect(d.suggestions == ["g.one"])
  }

  @Test func aliasesMustNameTheRightType() throws {
    let d = try tokenProblem(
      """
      {
        "gap": { "$type": "dimension", "$value": "8px" },
        "fill": { "$type": "color", "$value": "{gap}" }
      }
      """)
    #expect(d.kind == .referenceType)
    #expect(d.message.contains("`gap`, a `dimension` token; expected a `color` token"))
  }

  @Test func aliasesAreWholeStrings() throws {
    let d = try tokenProblem(
      """
      { "a": { "$type": "color", "$value": "#FFF" }, "b": { "$type": "color", "$value": "{a} " } }
      """)
    #expect(d.kind == .invalidValue || d.kind == .typeMismatch)
    let partial = try tokenProblem(
      """
      { "a": { "$type": "dimension", "$value": "4px" }, "b": { "$type": "dimension", "$value": "calc({a} * 2)" } }
      """)
    #expect(partial.message.contains("an alias must be the whole string"))
  }

  @Test func jsonPointerReferences() throws {
    let set = try tokenSet(
      """
      {
        "base": {
          "blue": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] } },
          "ratio": { "$type": "number", "$value": { "$ref": "#/base/blue/$value/components/1" } }
        },
        "text": {
          "$type": "typography",
          "$value": {
            "fontFamily": "Inter", "fontSize": { "$ref": "#/size/body/$value" }, "fontWeight": 600,
            "letterSpacing": "0px", "lineHeight": { "$ref": "#/base/ratio/$value" }
          }
        },
        "size": { "body": { "$type": "dimension", "$value": "17px" } },
        "link": { "$type": "color", "$value": { "$ref": "#/base/blue" } }
      }
      """)
    #expect(set["base.ratio"]?.value == .number(0.4))
    #expect(set["base.ratio"]?.references == ["base.blue"])
    #expect(set.font("text") == Font(size: 17, weight: .semibold, family: "Inter"))
    #expect(set["text"]?.value["lineHeight"] == .number(0.4))
    #expect(set["text"]?.references == ["size.body", "base.ratio"])
    #expect(set.color("link") == set.color("base.blue"))
  }

  @Test func brokenPointers() throws {
    let problems = try tokenProblems(
      """
      {
        "size": { "$type": "number", "$value": 1 },
        "a": { "$type": "number", "$value": { "$ref": "#/sise/$value" } },
        "b": { "$type": "number", "$value": { "$ref": "color/size" } },
        "c": { "$type": "number", "$value": { "$ref": "#/size/$value/0" } },
        "d": { "$type": "number", "$value": { "$ref": "#/size/$type" } }
      }
      """)
    #expect(problems.count == 4)
    #expect(problems[0].kind == .unresolvedReference && problems[0].suggestions == ["size"])
    #expect(problems[1].message.contains("not a same-document JSON Pointer"))
    #expect(problems[2].message.contains("points past the end"))
    #expect(problems[3].message.contains("must point into a token's `$value`"))
    #expect(problems.map(\.location.line) == [3, 4, 5, 6])
  }

  @Test(arguments: ["a.b", "{a}", "x}"])
  func namesMustNotContainReservedCharacters(name: String) throws {
    let d = try tokenProblem(#"{ "g": { "\#(name)": { "$type": "number", "$value": 1 } } }"#)
    #expect(d.kind == .invalidValue)
    #expect(d.message.contains("names must not contain `{`, `}` or `.`"))
  }

  @Test func unknownDollarPropertiesAreReported() throws {
    let text = """
      {
        "g": { "$typ": "color", "x": { "$type": "number", "$value": 1, "$descripton": "y" } }
      }
      """
    // A group's unknown `$` property is an error; a token's extra key is a warning (tools keep such tokens).
    let problems = try tokenProblems(text)
    #expect(problems.count == 1)
    #expect(problems[0].kind == .unknownKey && problems[0].suggestions == ["$type"])
    let strict = try strictTokenProblems(text)
    #expect(strict.count == 2)
    #expect(strict[1].kind == .unknownKey && strict[1].suggestions == ["$description"])
  }

  @Test func aKeyBesideValueIsIgnoredWithAWarning() throws {
    let d = try tokenWarning(#"{ "x": { "$type": "number", "$value": 1, "child": { "$value": 2 } } }"#)
    #expect(d.kind == .unknownKey)
    #expect(d.message.contains("token `x` has an extra key `child` beside `$value`"))
    #expect(d.message.contains("move `child` inside `$value`"))
    #expect(d.message.contains("into `$extensions`"))
    #expect(!d.message.contains("group"))
    #expect(d.path.description == "x.child")
  }

  @Test func metadataIsKept() throws {
    let set = try tokenSet(
      """
      {
        "old": {
          "$type": "number", "$value": 1, "$description": "Legacy", "$deprecated": "Use new",
          "$extensions": { "com.example": { "flag": true } }
        },
        "gone": { "$type": "number", "$value": 2, "$deprecated": true },
        "new": { "$type": "number", "$value": 3 }
      }
      """)
    let old = try #require(set["old"])
    #expect(old.description == "Legacy")
    #expect(old.isDeprecated && old.deprecationMessage == "Use new")
    #expect(old.extensions?["com.example"]?["flag"]?.kind == .bool(true))
    #expect(old.file == "tokens.json" && old.location.line == 2)
    #expect(set["gone"]?.isDeprecated == true && set["gone"]?.deprecationMessage == nil)
    #expect(set["new"]?.isDeprecated == false)
  }

  @Test func oneLoadReportsEveryProblem() throws {
    let text = """
      {
        "a": { "$type": "colour", "$value": "#FFF" },
        "b": { "$type": "color", "$value": "{missing}" },
        "c": { "$type": "dimension", "$value": "12 apples" },
        "d": { "$type": "fontWeight", "$value": "Bold" }
      }
      """
    let problems = try tokenProblems(text)
    #expect(problems.map(\.location.line) == [3, 4, 5])
    #expect(problems[2].suggestions.contains("bold"))
    // `colour` is not a DTCG type: a warning, and an error in strict mode.
    let strict = try strictTokenProblems(text)
    #expect(strict.map(\.location.line) == [2, 3, 4, 5])
    #expect(strict[0].suggestions == ["color"])
    #expect(strict[0].message.contains("DTCG types: color, dimension, number"))
  }

  @Test func aLaterDocumentOverridesAnEarlierOneThroughTheResolver() throws {
    let files = InMemoryFileSource([
      "/t/r.json": """
      { "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "a.json" }, { "$ref": "b.json" }] } },
        "resolutionOrder": [{ "$ref": "#/sets/s" }] }
      """,
      "/t/a.json": ##"{ "c": { "$type": "color", "x": { "$value": "#111111" }, "y": { "$value": "{c.x}" } } }"##,
      "/t/b.json": ##"{ "c": { "x": { "$value": "#222222" } } }"##,
    ])
    let set = try TokenResolver.load(path: "/t/r.json", files: files).resolve()
    // b.json's token has no `$type` of its own but sits in a group typed by a.json.
    #expect(set.color("c.x")?.hex == "#222222")
    #expect(set.color("c.y")?.hex == "#222222")
    #expect(set["c.x"]?.file == "/t/b.json")
  }
}
