import DesignKitValues

/// A theme with the warnings its preset's token files produced (problems that did not stop the load).
public struct LoadedTheme: Sendable {
  /// The theme.
  public var theme: Theme
  /// The tolerated problems, in file and position order.
  public var warnings: [Diagnostic]

  /// Creates a loaded theme.
  public init(theme: Theme, warnings: [Diagnostic] = []) {
    self.theme = theme
    self.warnings = warnings
  }
}
