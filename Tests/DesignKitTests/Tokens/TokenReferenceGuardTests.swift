import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// One guard (`TokenValueResolver.enter`) covers every way one DTCG token reaches another: a cycle through any of
/// them is reported as a cycle with its tokens named, a chain deeper than `maxReferenceDepth` as a limit, never a
/// stack overflow (issue 28: an untyped array naming itself, reached from a typed shadow, crashed `validate`).
@Suite struct TokenReferenceGuardTests {
  @Test func anUntypedArrayNamingItselfIsACycle() throws {
    // The issue's reproducer: `sh.b` has no `$type`, so it is read as a shadow where `sh.a` uses it, and its array
    // names `sh.b` again.
    let problems = try tokenProblems(
      #"{"sh": {"a": {"$type": "shadow", "$value": ["{sh.b}"]}, "b": {"$value": ["{sh.b}"]}}}"#)
    let d = try #require(problems.first)
    #expect(problems.count == 1)
    #expect(d.kind == .referenceCycle)
    #expect(d.message.contains("sh.b → sh.b"))
    #expect(d.file == "tokens.json")
    #expect(d.location.line == 1 && d.location.column == 73)
    #expect(d.path.description == "sh.b.$value")
  }

  @Test func twoUntypedArraysNamingEachOtherAreACycle() throws {
    let d = try tokenProblem(
      """
      {
        "sh": { "$type": "shadow", "a": { "$value": ["{u.a}"] }, "z": { "$value": ["{u.b}"] } },
        "u": { "a": { "$value": ["{u.b}"] }, "b": { "$value": ["{u.a}"] } }
      }
      """)
    #expect(d.kind == .referenceCycle)
    #expect(d.message.contains("u.a → u.b → u.a"))
    #expect(d.location.line == 3)
  }

  @Test func anArrayItemBackToTheTypedTokenIsACycle() throws {
    let d = try tokenProblem(#"{"sh": {"a": {"$type": "shadow", "$value": ["{u}"]}}, "u": {"$value": ["{sh.a}"]}}"#)
    #expect(d.kind == .referenceCycle)
    #expect(d.message.contains("sh.a → u → sh.a"))
  }

  @Test func aCompositeMemberThroughAnUntypedAliasIsACycle() throws {
    let d = try tokenProblem(
      """
      {
        "line": {
          "$type": "border",
          "b": { "$value": { "color": "{u}", "width": { "value": 1, "unit": "px" }, "style": "solid" } }
        },
        "u": { "$value": "{line.b}" }
      }
      """)
    #expect(d.kind == .referenceCycle)
    #expect(d.message.contains("line.b → u → line.b"))
  }

  @Test func aRefIntoItsOwnValueIsACycle() throws {
    let d = try tokenProblem(##"{"sh": {"$type": "shadow", "a": {"$value": [{"$ref": "#/sh/a/$value/0"}]}}}"##)
    #expect(d.kind == .referenceCycle)
    #expect(d.message.contains("`$ref` cycle through `sh.a.$value[0]`"))
  }

  @Test func aCycleBetweenAResolverSetAndAModifierContextIsACycle() throws {
    let document = try JSONReader().parse(
      """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "c": { "$type": "color", "a": { "$value": "{c.b}" } } }] } },
        "modifiers": {
          "size": {
            "contexts": {
              "small": [{ "c": { "b": { "$value": "{c.a}" } } }],
              "large": [{ "c": { "b": { "$value": "#000000" } } }]
            },
            "default": "small"
          }
        },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/size" }]
      }
      """, file: "r.resolver.json")
    let resolver = try TokenResolver(json: document, file: "r.resolver.json", files: InMemoryFileSource())
    #expect(try resolver.resolve(context: ["size": "large"]).color("c.a") == Color(white: 0))
    do {
      _ = try resolver.resolve()
      Issue.record("the cycle resolved")
    } catch {
      let d = try #require(error.diagnostics.first)
      #expect(d.kind == .referenceCycle)
      #expect(d.message.contains("c.a → c.b → c.a"))
      #expect(d.file == "r.resolver.json")
      #expect(d.location.line == 3)
    }
  }

  /// Colors `c.t0` → `c.t1` → … → `c.t<count-1>` = #336699, the outermost first in the document.
  private func aliasChain(_ count: Int) -> String {
    var members = (0..<(count - 1)).map { #""t\#($0)": {"$value": "{c.t\#($0 + 1)}"}"# }
    members.append(##""t\##(count - 1)": {"$value": "#336699"}"##)
    return #"{"c": {"$type": "color", "# + members.joined(separator: ",\n") + "}}"
  }

  @Test func anAliasChainAtTheBoundResolves() throws {
    let set = try tokenSet(aliasChain(TokenValueResolver.maxReferenceDepth))
    #expect(set.color("c.t0") == Color(hex: "#336699"))
  }

  @Test(arguments: [TokenValueResolver.maxReferenceDepth + 1, 20_000])
  func anAliasChainPastTheBoundIsALimit(length: Int) throws {
    let problems = try tokenProblems(aliasChain(length))
    let d = try #require(problems.first)
    #expect(d.kind == .limit)
    #expect(d.message.contains("deeper than 64 tokens"))
    #expect(d.message.contains("c.t0 → c.t1 → c.t2 → … → c.t61 → c.t62 → c.t63 → c.t64"))
    #expect(d.location.line == 65)
    #expect(problems.allSatisfy { $0.kind == .limit })
    #expect(problems.count <= length / TokenValueResolver.maxReferenceDepth + 1)
  }

  @Test func untypedShadowsThatDoubleAtEveryStepAreReadOncePerToken() throws {
    // Forty untyped tokens, each an array naming the next twice: read as shadows they double at every step. Each
    // token is read once per type, so this ends quickly in the layer limit rather than after 2^40 reads.
    var members = (0..<40).map { #""u\#($0)": {"$value": ["{u.u\#($0 + 1)}", "{u.u\#($0 + 1)}"]}"# }
    members.append(
      ##""u40": {"$value": {"color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px"}}"##)
    let problems = try tokenProblems(
      #"{"sh": {"top": {"$type": "shadow", "$value": ["{u.u0}"]}}, "u": {"# + members.joined(separator: ", ") + "}}")
    #expect(problems.contains { $0.kind == .limit && $0.message.contains("more than 1000 layers") })
  }

  @Test func nestedArraysInAShadowAreAMismatchNotARecursion() throws {
    let d = try tokenProblem(
      #"{"sh": {"a": {"$type": "shadow", "$value": "# + String(repeating: "[", count: 400)
        + String(repeating: "]", count: 400) + "}}}")
    #expect(d.kind == .typeMismatch)
    #expect(d.message.contains("a shadow layer (an object) or a reference"))
    #expect(d.path.description == "sh.a.$value[0]")
  }

  // MARK: Sets naming sets, and group `$extends`

  /// A resolver whose set `s0` has `s1` as its source, … down to `s<count-1>`, which holds a token.
  private func setChain(_ count: Int) throws -> JSONValue {
    var sets = (0..<(count - 1)).map { ##""s\##($0)": {"sources": [{"$ref": "#/sets/s\##($0 + 1)"}]}"## }
    sets.append(##""s\##(count - 1)": {"sources": [{"c": {"$type": "color", "x": {"$value": "#123456"}}}]}"##)
    return try JSONReader().parse(
      ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/s0"}], "sets": {"##
        + sets.joined(separator: ",\n") + "}}")
  }

  @Test func setsNamingSetsAtTheBoundLoad() throws {
    let resolver = try TokenResolver(
      json: try setChain(ResolverLoader.maxSetDepth), file: "r.json", files: InMemoryFileSource())
    #expect(try resolver.resolve().color("c.x") == Color(hex: "#123456"))
  }

  @Test(arguments: [ResolverLoader.maxSetDepth + 1, 5_000])
  func setsNamingSetsPastTheBoundAreALimit(length: Int) throws {
    let document = try setChain(length)
    do {
      _ = try TokenResolver(json: document, file: "r.json", files: InMemoryFileSource())
      Issue.record("loaded")
    } catch {
      let d = try #require(error.diagnostics.first)
      #expect(d.kind == .limit)
      #expect(d.message.contains("deeper than 64 levels"))
      #expect(d.path.description == "sets.s63.sources[0].$ref")
    }
  }

  /// Groups `g0` extends `g1` … extends `g<count-1>`, which holds a token.
  private func extendsChain(_ count: Int) -> String {
    var groups = (0..<(count - 1)).map { #""g\#($0)": {"$extends": "{g\#($0 + 1)}"}"# }
    groups.append(#""g\#(count - 1)": {"x": {"$type": "number", "$value": 1}}"#)
    return "{" + groups.joined(separator: ",\n") + "}"
  }

  @Test func extendsChainsAtTheBoundLoad() throws {
    let set = try tokenSet(extendsChain(TokenComposer.maxExtendsDepth + 1))
    #expect(set["g0.x"] != nil)
  }

  @Test(arguments: [TokenComposer.maxExtendsDepth + 2, 3_000])
  func extendsChainsPastTheBoundAreALimit(length: Int) throws {
    let problems = try tokenProblems(extendsChain(length))
    let d = try #require(problems.first)
    #expect(d.kind == .limit)
    #expect(d.message.contains("deeper than 64 groups"))
  }

  /// Groups `g<i>` = {a: extends g<i+1>, b: extends g<i+1>}, down to `g<levels>`, which holds a token: the copies
  /// double at every level (about 6 × 2^levels tokens and groups).
  private func doublingExtends(_ levels: Int) -> String {
    var groups = (0..<levels).map {
      #""g\#($0)": {"a": {"$extends": "{g\#($0 + 1)}"}, "b": {"$extends": "{g\#($0 + 1)}"}}"#
    }
    groups.append(#""g\#(levels)": {"x": {"$type": "number", "$value": 1}}"#)
    return "{" + groups.joined(separator: ",\n") + "}"
  }

  @Test func extendsCopiesBelowTheNodeBoundLoad() throws {
    let set = try tokenSet(doublingExtends(12))
    #expect(set["g0.a.b.a.b.a.b.a.b.a.b.a.b.x"] != nil)
  }

  @Test(arguments: [15, 40])
  func extendsCopiesThatMultiplyPastTheNodeBoundAreALimit(levels: Int) throws {
    let problems = try tokenProblems(doublingExtends(levels))
    let d = try #require(problems.first)
    #expect(d.kind == .limit)
    #expect(d.message.contains("multiply"))
  }
}
