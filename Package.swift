// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "DesignKit",
  products: [
    .library(name: "DesignKit", targets: ["DesignKit"]),
    .executable(name: "designkit", targets: ["designkit"]),
  ],
  targets: [
    // The engine: values, JSON, style tree, presets, machines, animation. Never names a component.
    .target(
      name: "DesignKitCore", path: "Sources/DesignKitCore",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // The components: one model + state/machine choice + registry line each.
    .target(name: "DesignKitCatalog", dependencies: ["DesignKitCore"], path: "Sources/DesignKitCatalog"),
    // `import DesignKit` gives everything.
    .target(name: "DesignKit", dependencies: ["DesignKitCore", "DesignKitCatalog"], path: "Sources/DesignKit"),
    .executableTarget(name: "designkit", dependencies: ["DesignKit"], path: "DemoCLI"),
    // `swift run -c release designkit-bench`: the performance table of BENCHMARKS.md (not a product).
    .executableTarget(name: "designkit-bench", dependencies: ["DesignKit"], path: "Benchmarks"),
    .testTarget(
      name: "DesignKitTests", dependencies: ["DesignKit"], path: "Tests/DesignKitTests",
      exclude: ["Machines/Golden", "Drawing/Golden", "Fuzz/Findings", "Hostile/Corpus"]),
  ]
)
