import DesignKit
import Foundation
import Testing

extension Tag {
  /// Tests that build a package with the toolchain (slow); skipped with `DESIGNKIT_SKIP_COMPILE_TESTS=1`.
  @Tag static var compile: Self
}

@Suite struct SwiftExporterTests {
  /// A preset that changes a leaf of every kind, in every spelling the exporter writes differently.
  static let kitchenSink = ##"""
    {
      "name": "Kitchen Sink 2",
      "components": {
        "VPrimaryButton": {
          "layout": { "contentMargins": { "top": 1, "leading": 2.5, "bottom": 3, "trailing": 4 }, "backgroundScale": { "pressed": 0.9 } },
          "colors": {
            "title": {
              "light": "#000", "dark": "#FFFFFF80", "lightIncreasedContrast": "#111",
              "darkIncreasedContrast": { "colorSpace": "srgb", "components": [0.1, 0.2, 0.3], "alpha": 0.7 }
            },
            "titleOpacity": { "disabled": 0.25 },
            "focusRing": { "colorSpace": "srgb", "components": [0.5, 0.5, 0.5] }
          },
          "fonts": { "title": { "size": 17.5, "weight": "black", "design": "monospaced", "textStyle": null, "family": "Inter \"Display\"\\" } },
          "animations": {
            "press": { "curve": "timingCurve", "controlPoints": [0.2, 0, 0.2, 1], "duration": 0.3, "repeat": 2, "autoreverses": true },
            "release": { "spring": { "response": 0.4, "dampingFraction": 0.7, "blendDuration": 0.1 }, "delay": 0.05, "speed": 2 },
            "stateChange": { "curve": "ease", "duration": 0.2, "essential": true }
          },
          "misc": { "pressDriftTolerance": 12.25 }
        },
        "VToggle": {
          "animations": {
            "stateChange": { "spring": { "mass": 2, "stiffness": 300, "damping": 30, "initialVelocity": -1 }, "repeat": "forever" },
            "press": "bouncy",
            "release": { "spring": { "duration": 0.3, "bounce": -0.2 } }
          },
          "misc": { "isTitleClickable": false }
        },
        "VLink": { "layout": { "hitBox": 8 } },
        "VPlainButton": { "layout": { "hitBox": 9 } },
        "VTextField": {
          "animations": { "stateChange": "default", "validation": "none", "buttonAppear": { "curve": "linear", "duration": 0 } },
          "misc": { "contentType": "search", "hasClearButton": false },
          "colors": { "background": { "error": { "focused": "#FF000080" } } }
        }
      }
    }
    """##

  static func load(_ text: String) throws -> Theme {
    try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": text])).load(file: "p.json")
  }

  @Test func componentsSharingAModelTypeShareOneExtension() throws {
    let theme = try Self.load(
      #"{ "name": "Wide", "components": { "VLink": { "layout": { "hitBox": 8 } }, "VNavigationLink": { "layout": { "hitBox": 8 } } } }"#
    )
    let source = try SwiftExporter().source(for: theme)
    #expect(source.components(separatedBy: "extension TextButtonModel {").count == 2)
    #expect(source.contains("/// The \"Wide\" preset of VNavigationLink and VLink.\n  static let wide: Self = {"))
  }

  @Test func theDefaultThemeExportsOnlyTheImport() throws {
    #expect(try SwiftExporter().source(for: Theme.default) == "import DesignKit\n")
  }

  @Test func brandExportsItsFoundationsAndOneStaticModelPerComponent() throws {
    let brand = try PresetLoader().load(file: RepoPaths.model("brand.json"))
    let source = try SwiftExporter().source(for: brand)
    #expect(source.hasPrefix("import DesignKit\n\nextension Foundations {\n"))
    #expect(
      source.contains(
        "    foundations.colors.primary = AdaptiveColor(light: Color(rgb255: 88, 86, 214), dark: Color(rgb255: 94, 92, 230))\n"
      ))
    #expect(source.contains("    foundations.cornerRadius = 14\n    foundations.spacingUnit = 9\n"))
    // A component the preset does not name follows the theme alone; one it names starts from the theme.
    #expect(
      source.contains(
        "extension VPrimaryButtonModel {\n  /// The \"Brand\" preset.\n  static let brand = Self(foundations: .brand)\n"
      ))
    #expect(source.contains("    var model = Self(foundations: .brand)\n    model.colors.thumb[.off][.enabled] = "))
    // The foundations and one model per distinct model type: the three text buttons share one, and so do the
    // two sliders.
    let modelTypes = Set(Catalog.registry.components.map { $0.modelType.typeName })
    #expect(modelTypes.count == Catalog.registry.components.count - 3)
    #expect(source.components(separatedBy: "static let brand").count == modelTypes.count + 2)
    #expect(source.contains("/// The \"Brand\" preset of VSlider and VRangeSlider.\n  static let brand"))
  }

  @Test func onlyTheLeavesThatDifferAreAssigned() throws {
    let theme = try Self.load(Self.kitchenSink)
    for component in Catalog.registry.components {
      let defaults = try component.defaultTree()
      let tree = try theme.tree(for: component.name)
      let changed = zip(leafPaths(defaults), leafPaths(tree)).filter { $0.0.1 != $0.1.1 }.count
      let lines = SwiftExporter().assignments(from: defaults, to: tree)
      #expect(lines.count == changed, "\(component.name)")
      #expect(lines.allSatisfy { $0.hasPrefix("model.") && !$0.contains("//") })
    }
  }

  @Test func everyLeafKindHasAnExactSwiftSpelling() throws {
    let source = try SwiftExporter().source(for: try Self.load(Self.kitchenSink))
    let expected = [
      "static let kitchenSink2: Self = {",
      "model.layout.contentMargins = Insets(top: 1, leading: 2.5, bottom: 3, trailing: 4)",
      "model.layout.backgroundScale[.pressed] = 0.9",
      "model.colors.title[.enabled] = AdaptiveColor(light: Color(white255: 0), dark: Color(white255: 255, alpha: 0.5019607843137255), lightIncreasedContrast: Color(white255: 17), darkIncreasedContrast: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.7))",
      "model.colors.titleOpacity[.disabled] = 0.25",
      "model.colors.focusRing[.enabled] = AdaptiveColor(Color(white: 0.5))",
      #"model.fonts.title[.watchOS] = Font(size: 17.5, weight: .black, design: .monospaced, family: "Inter \"Display\"\\")"#,
      "model.animations.press = AnimationSpec.timingCurve(0.2, 0, 0.2, 1, duration: 0.3).repeatCount(2, autoreverses: true)",
      "model.animations.release = AnimationSpec.spring(response: 0.4, dampingFraction: 0.7, blendDuration: 0.1).delay(0.05).speed(2)",
      "model.animations.stateChange = AnimationSpec(.timing(.ease, duration: 0.2)).essential()",
      "model.misc.pressDriftTolerance = 12.25",
      "model.animations.stateChange = AnimationSpec.interpolatingSpring(mass: 2, stiffness: 300, damping: 30, initialVelocity: -1).repeatForever(autoreverses: false)",
      "model.animations.press = AnimationSpec.bouncy",
      "model.animations.release = AnimationSpec.spring(duration: 0.3, bounce: -0.2)",
      "model.animations.stateChange = AnimationSpec.default",
      "model.animations.validation = AnimationSpec.none",
      "model.animations.buttonAppear = AnimationSpec.linear(duration: 0)",
      "model.misc.contentType = .search",
      "model.colors.background[.error][.focused] = AdaptiveColor(Color(rgb255: 255, 0, 0, alpha: 0.5019607843137255))",
    ]
    for line in expected { #expect(source.contains(line), "\(line)") }
  }

  @Test(arguments: [
    ("Brand", "brand"), ("Brand Dark", "brandDark"), ("HTML colors", "htmlColors"), ("UI", "ui"),
    ("my-brand_v2", "myBrandV2"), ("2024 theme", "preset2024Theme"), ("", "preset"), ("  ", "preset"),
    ("default", "`default`"), ("brandDark", "brandDark"), ("Été 2", "été2"),
  ])
  func staticNamesAreSanitizedLowerCamelCase(name: String, identifier: String) {
    #expect(SwiftExporter.identifier(from: name) == identifier)
  }

  @Test func aNameOverridesThePresetsName() throws {
    let brand = try PresetLoader().load(file: RepoPaths.model("brand.json"))
    let source = try SwiftExporter().source(for: brand, name: "house")
    #expect(source.contains("static let house: Self"))
    #expect(!source.contains("static let brand"))
  }

  /// Builds the exported code of every example preset (and the kitchen sink) against this package and checks,
  /// in the built program, that each static model equals the model its preset loads to.
  @Test(
    .tags(.compile), .timeLimit(.minutes(20)),
    .enabled(
      if: ProcessInfo.processInfo.environment["DESIGNKIT_SKIP_COMPILE_TESTS"] != "1",
      "DESIGNKIT_SKIP_COMPILE_TESTS=1"))
  func exportedSwiftCompilesAndEqualsTheLoadedModels() throws {
    let fm = FileManager.default
    let dir = fm.temporaryDirectory.appendingPathComponent("designkit-export-\(UUID().uuidString)").path
    let sources = dir + "/Sources/ExportCheck"
    try fm.createDirectory(atPath: sources, withIntermediateDirectories: true)
    defer { try? fm.removeItem(atPath: dir) }

    let kitchenSinkFile = dir + "/kitchen-sink.json"
    try Data(Self.kitchenSink.utf8).write(to: URL(fileURLWithPath: kitchenSinkFile))
    let presets = [RepoPaths.model("brand.json"), RepoPaths.model("compact.json"), kitchenSinkFile]

    var checks: [String] = []
    var expected: [String] = []
    for (i, file) in presets.enumerated() {
      let theme = try PresetLoader().load(file: file)
      let name = SwiftExporter.identifier(from: theme.name)
      let source = try SwiftExporter().source(for: theme)
      try Data(source.utf8).write(to: URL(fileURLWithPath: sources + "/Preset\(i).swift"))
      for group in try SwiftExporter().statics(for: theme, name: theme.name) {
        for model in group.statics {
          for component in group.statics.count == 1 ? group.components : [model.component]
          where try theme.tree(for: component) != Catalog.registry[component]?.defaultTree() {
            let label = "\(name) \(component)"
            checks.append(
              "check(\(SwiftLiteralProbe.quoted(label)), \(group.typeName).\(model.name), "
                + "preset: \(SwiftLiteralProbe.quoted(file)), component: \(SwiftLiteralProbe.quoted(component)))")
            expected.append("\(label): equal")
          }
        }
      }
    }
    // The kitchen sink styles two components that share a model type apart: two statics in one extension.
    #expect(
      checks.contains { $0.contains("kitchenSink2Link,") }
        && checks.contains { $0.contains("kitchenSink2PlainButton,") })
    // Every theme-following component differs under a restyling preset, so there are at least the first three's 9.
    #expect(expected.count >= 9)
    // A control that must come out different, so the comparison itself is known to work.
    checks.append(
      "check(\"control\", VPrimaryButtonModel(), preset: \(SwiftLiteralProbe.quoted(presets[0])), component: \"VPrimaryButton\")"
    )
    expected.append("control: different")

    let main = """
      import DesignKit

      func same<A: ComponentModel>(_ loaded: A, _ generated: any ComponentModel) -> Bool { (generated as? A) == loaded }

      func check(_ label: String, _ generated: any ComponentModel, preset: String, component: String) {
        do {
          let theme = try PresetLoader().load(file: preset)
          guard let entry = Catalog.registry[component] else { return print("\\(label): unknown component") }
          let loaded = try entry.model(from: theme.tree(for: component))
          print("\\(label): \\(same(loaded, generated) ? "equal" : "different")")
        } catch {
          print("\\(label): \\(error)")
        }
      }

      \(checks.joined(separator: "\n"))

      """
    try Data(main.utf8).write(to: URL(fileURLWithPath: sources + "/main.swift"))
    // Compile the generated files against this package's already-built modules and link its objects: the same
    // check as a dependent package, without building the package a second time.
    let build = RepoPaths.root + "/.build/debug"
    var objects: [String] = []
    // Every module under the umbrella, each object of a source the target has now (its `sources` list), so an
    // object left behind by a moved or deleted file is not linked twice.
    let targets = [
      "DesignKitValues", "DesignKitCore", "DesignKitCatalogData", "DesignKitCatalog", "DesignKitSwiftUI", "DesignKit",
    ]
    for target in targets {
      let folder = build + "/" + target + ".build"
      let listed = try String(contentsOfFile: folder + "/sources", encoding: .utf8).split(separator: "\n")
      let names = Set(listed.map { ($0.split(separator: "/").last.map(String.init) ?? "") + ".o" })
      let present = try fm.contentsOfDirectory(atPath: folder).filter { names.contains($0) }.sorted()
      objects += present.map { folder + "/" + $0 }
    }
    #expect(!objects.isEmpty, "no objects under \(build)")
    let swiftFiles = try fm.contentsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }.sorted().map {
      sources + "/" + $0
    }
    let compile = try ToolRun(
      "/usr/bin/env",
      ["swiftc", "-swift-version", "6", "-I", build + "/Modules"] + swiftFiles + objects + ["-o", dir + "/ExportCheck"])
    #expect(compile.status == 0, "\(compile.output)")
    guard compile.status == 0 else { return }
    let warnings = compile.output.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.isEmpty, "\(warnings)")
    let run = try ToolRun(dir + "/ExportCheck", [])
    #expect(run.status == 0)
    #expect(run.output.split(separator: "\n").map(String.init) == expected)
  }
}

/// Runs a program and captures its standard output and error together.
struct ToolRun {
  var status: Int32
  var output: String

  init(_ executable: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    status = process.terminationStatus
    output = String(decoding: data, as: UTF8.self)
  }
}

/// Swift string literals for the generated test program.
enum SwiftLiteralProbe {
  static func quoted(_ s: String) -> String {
    "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
