import DesignKitCore

/// The `fonts` group of a model that shows no text (a spinner, a progress bar), kept so every model has the same
/// five groups.
public struct NoFonts: ModelGroup {
  /// The defaults.
  public init() {}
}
