// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "DesignKit",
  // The SwiftUI face's deployment targets (the core itself needs none of these APIs).
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "DesignKit", targets: ["DesignKit"]),
    // Every component as a SwiftUI view (empty where SwiftUI does not exist; `DesignKit` re-exports it where it does).
    .library(name: "DesignKitSwiftUI", targets: ["DesignKitSwiftUI"]),
    // For a test target only: session assertions, virtual time, golden traces (links Swift Testing).
    .library(name: "DesignKitTesting", targets: ["DesignKitTesting"]),
    .executable(name: "designkit", targets: ["designkit"]),
  ],
  targets: [
    // The engine: values, JSON, style tree, presets, machines, animation. Never names a component.
    .target(
      name: "DesignKitCore", path: "Sources/DesignKitCore",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // The components: one model + state/machine choice + registry line each.
    .target(name: "DesignKitCatalog", dependencies: ["DesignKitCore"], path: "Sources/DesignKitCatalog"),
    // The SwiftUI face: one adapter view over `ComponentHost`; every file is inside `#if canImport(SwiftUI)`, and
    // `Scripts/check-swiftui.sh` type-checks it on Linux against the interface in `Interface/`.
    .target(
      name: "DesignKitSwiftUI", dependencies: ["DesignKitCore", "DesignKitCatalog"], path: "Sources/DesignKitSwiftUI"),
    // `import DesignKit` gives everything.
    .target(
      name: "DesignKit", dependencies: ["DesignKitCore", "DesignKitCatalog", "DesignKitSwiftUI"],
      path: "Sources/DesignKit"),
    // Users' own state-machine tests; Swift Testing ships with the toolchain, so this is no package dependency.
    .target(name: "DesignKitTesting", dependencies: ["DesignKitCore", "DesignKit"], path: "Sources/DesignKitTesting"),
    .executableTarget(name: "designkit", dependencies: ["DesignKit"], path: "DemoCLI"),
    // `swift run designkit-examples`: the program the README's Swift blocks quote (checked by ReadmeTests).
    // Its SwiftUI examples and the demo app need SwiftUI: `Scripts/check-swiftui.sh` type-checks them against the
    // interface.
    .executableTarget(
      name: "designkit-examples", dependencies: ["DesignKit"], path: "Examples",
      exclude: ["SwiftUI", "DesignKitDemo", "VComponents8Consumer"]),
    // Code written as a VComponents 8 user writes it, built through the deprecated 8.x spellings (its deprecation
    // warnings are expected; MigratingFromVComponents8.md quotes it).
    .executableTarget(
      name: "vcomponents8-consumer", dependencies: ["DesignKit"], path: "Examples/VComponents8Consumer"),
    // `swift run -c release designkit-bench`: the performance table of BENCHMARKS.md (not a product).
    .executableTarget(name: "designkit-bench", dependencies: ["DesignKit"], path: "Benchmarks"),
    .testTarget(
      name: "DesignKitTests", dependencies: ["DesignKit", "DesignKitTesting"], path: "Tests/DesignKitTests",
      exclude: [
        "Machines/Golden", "Drawing/Golden", "Fuzz/Findings", "Hostile/Corpus", "Tokens/Corpus", "Tokens/Fixtures",
        "CLI/Help", "Fixtures",
        "Testing/Traces", "Testing/Presets",
      ]),
  ]
)
