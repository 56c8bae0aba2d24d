import DesignKit

extension Theme {
  /// Loads a preset file given relative to the calling test file (`"Presets/brand.json"`), so the test does not
  /// depend on the working directory.
  public static func preset(
    _ relativePath: String, besides filePath: String = #filePath, loader: PresetLoader = PresetLoader()
  ) throws(DiagnosticList) -> Theme {
    let folder = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    return try loader.load(file: folder + "/" + relativePath)
  }
}

extension SessionTester where C: ConfiguredComponent {
  /// A tester for a component configured by `theme`, starting where the component so configured starts its session:
  /// the instance's own model values (where its model differs from the defaults) win over the theme's, as in a
  /// composition (`Theme.model(keepingChangesOf:)`).
  public init(
    _ component: C, in theme: Theme, environment: StyleEnvironment = .standard,
    exhaustivity: Exhaustivity = .exhaustive, reporter: FailureReporter = .issueRecord,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    var themed = component
    themed.model = try theme.model(keepingChangesOf: component)
    self.init(
      themed, environment: environment, exhaustivity: exhaustivity, reporter: reporter, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}
