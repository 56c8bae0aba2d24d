import DesignKitValues

/// The tokens a token file contributes to a preset, with the problems its import tolerated.
public struct ImportedTokens: Sendable {
  /// The tokens in DesignKit's JSON spelling.
  public var tokens: PresetTokens
  /// The tolerated problems (severity `.warning`).
  public var warnings: [Diagnostic]

  /// Creates an import result.
  public init(tokens: PresetTokens, warnings: [Diagnostic] = []) {
    self.tokens = tokens
    self.warnings = warnings
  }
}
