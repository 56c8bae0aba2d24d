import DesignKit
import Foundation
import Testing

@Suite struct PresetSchemaTests {
  static let schema: JSONValue = (try? PresetSchemaGenerator(registry: Catalog.registry).schema()) ?? .null
  static let validator = SchemaValidator(root: schema)

  /// Errors from the schema and from the loader for one preset text.
  func verdicts(_ text: String) throws -> (schema: [String], loader: [Diagnostic]) {
    let json = try JSONReader().parse(text)
    let loader = PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": text]))
    return (Self.validator.errors(json), loader.validate(file: "p.json"))
  }

  @Test func modelsSchemaFileIsTheGeneratedOutput() throws {
    let expected = JSONWriter().string(Self.schema)
    let actual = try #require(RepoPaths.read(RepoPaths.model("designkit-preset.schema.json")), "schema file missing")
    #expect(
      actual == expected,
      "Models/designkit-preset.schema.json drifted: run `swift run designkit schema > Models/designkit-preset.schema.json`"
    )
  }

  @Test func theValidatorKnowsEveryKeywordTheSchemaUses() {
    #expect(Self.schema != .null)
    #expect(Self.validator.unknownKeywords().isEmpty)
  }

  @Test func theTopLevelListsEveryComponentAndThePresetKeys() throws {
    let properties = try #require(Self.schema["properties"]?.objectMembers)
    #expect(
      properties.map(\.key) == PresetLoader.topLevelKeys)
    let components = try #require(Self.schema["properties"]?["components"])
    #expect(components["properties"]?.objectMembers?.map(\.key) == Catalog.registry.knownNames)
    #expect(components["additionalProperties"] == .bool(false))
    #expect(Self.schema["additionalProperties"] == .bool(false))
    #expect(Self.schema["$schema"]?.stringValue == "http://json-schema.org/draft-07/schema#")
  }

  @Test(arguments: Catalog.registry.components.map(\.name))
  func everyComponentAndFieldIsDescribed(name: String) throws {
    let schema = try #require(Self.schema["properties"]?["components"]?["properties"]?[name])
    let description = try #require(schema["description"]?.stringValue)
    #expect(description.hasPrefix(name + " ("))
    #expect(description.contains(try #require(Catalog.registry[name]).stateNames.joined(separator: ", ")))
    // Every property of every nested object has a description that starts with its path.
    func walk(_ node: JSONValue, _ path: [String]) {
      let object = node["anyOf"].flatMap { if case .array(let a) = $0.kind { a.first } else { nil } }
      for member in object?["properties"]?.objectMembers ?? [] {
        let fieldPath = path + [member.key]
        let text = member.value["description"]?.stringValue ?? ""
        #expect(text.hasPrefix(fieldPath.joined(separator: ".") + ": "), "\(name).\(fieldPath)")
        walk(member.value, fieldPath)
      }
    }
    walk(schema, [])
  }

  @Test func fieldDescriptionsSayPathKindAndStates() throws {
    func field(_ component: String, _ path: [String]) -> String? {
      var node = Self.schema["properties"]?["components"]?["properties"]?[component]
      for key in path {
        let object = node?["anyOf"].flatMap { if case .array(let a) = $0.kind { a.first } else { nil } }
        node = object?["properties"]?[key]
      }
      return node?["description"]?.stringValue
    }
    #expect(
      field("VPrimaryButton", ["colors", "background"])
        == "colors.background: a color per interaction state (enabled, hovered, focused, pressed, disabled); "
        + "one value for every state, or an object of states")
    #expect(
      field("VToggle", ["colors", "fill"])
        == "colors.fill: a color per value state (off, on) and interaction state (enabled, hovered, focused, pressed, "
        + "disabled) and platform state (iOS, iPadOS, macOS, watchOS, tvOS, visionOS); one value for every state, or "
        + "an object of states")
    #expect(
      field("VPrimaryButton", ["layout", "minHeight"])
        == "layout.minHeight: a finite number >= 0 per platform state (iOS, iPadOS, macOS, watchOS, tvOS, visionOS); "
        + "one value for every state, or an object of states")
    #expect(field("VHalfModal", ["layout", "cornerRadius"]) == "layout.cornerRadius: a finite number >= 0")
    #expect(field("VTextField", ["misc", "contentType"]) == "misc.contentType: one of standard, secure, search")
  }

  @Test func everyPresetInModelsValidates() throws {
    let folder = RepoPaths.root + "/Models"
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json")
    }
    #expect(files.count >= 3)
    for file in files.sorted() {
      let text = try #require(RepoPaths.read(folder + "/" + file))
      let json = try JSONReader().parse(text)
      #expect(json["$schema"]?.stringValue == "./designkit-preset.schema.json", "\(file)")
      #expect(Self.validator.errors(json) == [], "\(file)")
    }
  }

  /// Presets both the schema and the loader accept.
  @Test(arguments: [
    ##"{}"##,
    ##"{"name": "x", "description": "y", "components": {}}"##,
    ##"{"components": {"VPrimaryButton": {"layout": {"minHeight": 44, "contentMargins": 4}}}}"##,
    ##"{"components": {"VPrimaryButton": {"layout": {"contentMargins": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}}}}}"##,
    ##"{"components": {"VPrimaryButton": {"colors": {"background": "#FFF", "title": {"light": "#000", "dark": "#FFFFFF80"}}}}}"##,
    ##"{"components": {"VPrimaryButton": {"colors": {"titleOpacity": {"pressed": 0.25}, "focusRing": {"colorSpace": "srgb", "components": [0.5, 0.25, 1], "alpha": 0.5}}}}}"##,
    ##"{"components": {"VPrimaryButton": {"fonts": {"title": {"size": 18, "weight": "bold", "design": "rounded", "textStyle": null, "family": "Inter"}}}}}"##,
    ##"{"components": {"VPrimaryButton": {"animations": {"press": "snappy", "release": {"spring": {"duration": 0.3, "bounce": 0.2}, "delay": 0.1}, "stateChange": {"curve": "timingCurve", "controlPoints": [0.2, 0, 0.2, 1], "duration": 0.3, "repeat": 2, "autoreverses": true}}}}}"##,
    ##"{"components": {"VToggle": {"colors": {"fill": {"on": {"pressed": "#123"}}, "thumb": "#EEE"}, "layout": {"size": {"width": 40}}}}}"##,
    ##"{"components": {"VTextField": {"misc": {"contentType": "secure", "hasClearButton": false}, "animations": {"validation": {"spring": {"stiffness": 300, "damping": 30}}}}}}"##,
  ])
  func validPresetsPassBoth(text: String) throws {
    let (schema, loader) = try verdicts(text)
    #expect(schema == [])
    #expect(loader == [])
  }

  /// Presets both the schema and the loader reject.
  @Test(arguments: [
    ##"{"componets": {}}"##,
    ##"{"components": {"VToggel": {}}}"##,
    ##"{"components": {"VPrimaryButton": {"layout": {"cornerRadious": 12}}}}"##,
    ##"{"components": {"VPrimaryButton": {"layout": {"minHeight": -1}}}}"##,
    ##"{"components": {"VPrimaryButton": {"layout": {"minHeight": "tall"}}}}"##,
    ##"{"components": {"VPrimaryButton": {"layout": {"contentMargins": {"horizontal": 1, "top": 2}}}}}"##,
    ##"{"components": {"VPrimaryButton": {"colors": {"background": "#12345"}}}}"##,
    ##"{"components": {"VPrimaryButton": {"colors": {"background": {"presed": "#123"}}}}}"##,
    ##"{"components": {"VPrimaryButton": {"colors": {"titleOpacity": {"pressed": 1.5}}}}}"##,
    ##"{"components": {"VPrimaryButton": {"colors": {"title": {"light": "#000"}}}}}"##,
    ##"{"components": {"VPrimaryButton": {"fonts": {"title": {"weight": "heavyish"}}}}}"##,
    ##"{"components": {"VPrimaryButton": {"animations": {"press": "springy"}}}}"##,
    ##"{"components": {"VPrimaryButton": {"animations": {"press": {"curve": "linear", "spring": "snappy"}}}}}"##,
    ##"{"components": {"VPrimaryButton": {"animations": {"press": {"curve": "linear", "autoreverses": true}}}}}"##,
    ##"{"components": {"VPrimaryButton": {"animations": {"press": {"spring": {"duration": 0.3, "mass": 1}}}}}}"##,
    ##"{"components": {"VTextField": {"misc": {"hasClearButton": "yes"}}}}"##,
    ##"{"components": {"VToggle": {"colors": {"fill": {"on": {"pressed": 3}}}}}}"##,
    ##"{"components": {"VTextField": {"misc": {"contentType": "password"}}}}"##,
    ##"{"name": 3}"##,
  ])
  func invalidPresetsFailBoth(text: String) throws {
    let (schema, loader) = try verdicts(text)
    #expect(!schema.isEmpty)
    #expect(!loader.isEmpty)
  }

  @Test func tokenReferencesAndPresetKeysAreAcceptedWhereverValuesGo() throws {
    let preset = ##"""
      {"extends": "default", "tokenFiles": ["tokens.json"], "tokens": {"color": {"brand": "#5856D6"}, "r": {"$value": 12}},
       "components": {"VPrimaryButton": {"layout": {"cornerRadius": "{r}", "contentMargins": "{space.m}"},
         "colors": {"background": {"pressed": "{color.brand}"}, "title": "{color.text}"},
         "fonts": {"title": "{font.title}"}, "animations": {"press": "{motion.press}"}, "misc": "{misc}"}}}
      """##
    #expect(Self.validator.errors(try JSONReader().parse(preset)) == [])
    let notReference = ##"{"components": {"VPrimaryButton": {"layout": {"cornerRadius": "{r"}}}}"##
    #expect(!Self.validator.errors(try JSONReader().parse(notReference)).isEmpty)
  }

  /// Every leaf of every component, given a value of no valid kind, fails both the schema and the loader.
  @Test(arguments: Catalog.registry.components.map(\.name))
  func aWrongValueAtAnyLeafFailsBoth(name: String) throws {
    let tree = try #require(Catalog.registry[name]).defaultTree()
    for (path, node) in leafPaths(tree) {
      let wrong: String
      switch node {
      case .number(_, let rule): wrong = rule == .finite ? "true" : "-2.5"
      case .bool: wrong = "1"
      default: wrong = "[1]"
      }
      var text = wrong
      for key in path.reversed() { text = "{\"\(key)\": \(text)}" }
      let (schema, loader) = try verdicts("{\"components\": {\"\(name)\": \(text)}}")
      #expect(!schema.isEmpty, "\(path)")
      #expect(!loader.isEmpty, "\(path)")
    }
  }
}
