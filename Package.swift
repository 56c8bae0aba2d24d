// swift-tools-version:6.0
import PackageDescription

// Every module `import DesignKit` re-exports, listed wherever the umbrella is used. A target's compile step is rerun
// only when the modules it names change: the umbrella module (`@_exported import`s only) is not rewritten when the
// modules under it change, so a target that named only `DesignKit` kept objects compiled against the old engine
// (link failures, or a crash in generic metadata, after a type changed shape). Naming them all makes every change
// under the umbrella rebuild what uses it, in this package's targets and, through the product, in an app's.
let umbrella = ["DesignKitValues", "DesignKitCore", "DesignKitCatalogData", "DesignKitCatalog", "DesignKitSwiftUI"]
let uses: [Target.Dependency] = ["DesignKit"] + umbrella.map { .target(name: $0) }

let package = Package(
  name: "DesignKit",
  // The SwiftUI face's deployment targets (the core itself needs none of these APIs).
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "DesignKit", targets: ["DesignKit"] + umbrella),
    // Every component as a SwiftUI view (empty where SwiftUI does not exist; `DesignKit` re-exports it where it does).
    .library(name: "DesignKitSwiftUI", targets: umbrella),
    // For a test target only: session assertions, virtual time, golden traces (links Swift Testing).
    .library(name: "DesignKitTesting", targets: ["DesignKitTesting"] + umbrella),
    .executable(name: "designkit", targets: ["designkit"]),
  ],
  targets: [
    // The leaf layer: values, states, JSON with positions, diagnostics and the style tree the values store themselves
    // in. Depends on nothing else in the package.
    .target(
      name: "DesignKitValues", path: "Sources/DesignKitValues",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // The engine: style tree, presets, machines, animation, drawing. Never names a component.
    .target(
      name: "DesignKitCore", dependencies: ["DesignKitValues"], path: "Sources/DesignKitCore",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // The catalog's generated data (the embedded presets of `Models/`, the prebuilt facts), written by
    // `Scripts/regenerate.sh` and drift-tested, apart from the hand-written components.
    .target(name: "DesignKitCatalogData", dependencies: ["DesignKitCore"], path: "Sources/DesignKitCatalogData"),
    // The components: one model + state/machine choice + registry line each.
    .target(
      name: "DesignKitCatalog", dependencies: ["DesignKitCore", "DesignKitCatalogData"],
      path: "Sources/DesignKitCatalog"),
    // The SwiftUI face: one adapter view over `ComponentHost`; every file is inside `#if canImport(SwiftUI)`, and
    // `Scripts/check-swiftui.sh` type-checks it on Linux against the interface in `Interface/`.
    .target(
      name: "DesignKitSwiftUI", dependencies: ["DesignKitCore", "DesignKitCatalog"], path: "Sources/DesignKitSwiftUI"),
    // `import DesignKit` gives everything.
    .target(
      name: "DesignKit", dependencies: umbrella.map { .target(name: $0) },
      path: "Sources/DesignKit"),
    // Users' own state-machine tests; Swift Testing ships with the toolchain, so this is no package dependency.
    .target(name: "DesignKitTesting", dependencies: uses, path: "Sources/DesignKitTesting"),
    .executableTarget(name: "designkit", dependencies: uses, path: "DemoCLI"),
    // `swift run designkit-examples`: the program the README's Swift blocks quote (checked by ReadmeTests).
    // Its SwiftUI examples and the demo app need SwiftUI: `Scripts/check-swiftui.sh` type-checks them against the
    // interface.
    .executableTarget(
      name: "designkit-examples", dependencies: uses, path: "Examples",
      exclude: ["SwiftUI", "DesignKitDemo", "VComponents8Consumer"]),
    // Code written as a VComponents 8 user writes it, built through the deprecated 8.x spellings (its deprecation
    // warnings are expected; MigratingFromVComponents8.md quotes it).
    .executableTarget(name: "vcomponents8-consumer", dependencies: uses, path: "Examples/VComponents8Consumer"),
    // `swift run -c release designkit-bench`: the performance table of BENCHMARKS.md (not a product).
    .executableTarget(
      name: "designkit-bench", dependencies: uses + ["CMix"], path: "Benchmarks", exclude: ["CMix"]),
    // The plain C reference `Color.mix` is measured against, beside it (the same formulas; not a product).
    .target(name: "CMix", path: "Benchmarks/CMix"),
    .testTarget(
      name: "DesignKitTests", dependencies: uses + ["DesignKitTesting"], path: "Tests/DesignKitTests",
      exclude: [
        "Machines/Golden", "Drawing/Golden", "Drawing/LayoutBaseline", "Fuzz/Findings", "Hostile/Corpus",
        "Tokens/Corpus", "Tokens/Fixtures",
        "CLI/Help", "Fixtures",
        "Testing/Traces", "Testing/Presets",
      ]),
  ]
)
