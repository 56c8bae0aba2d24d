import DesignKitCore

/// The `colors` group of a model that draws no color of its own (a marquee moves content that brings its own), kept
/// so every model has the same five groups.
public struct NoColors: ModelGroup {
  /// The defaults.
  public init() {}
}
