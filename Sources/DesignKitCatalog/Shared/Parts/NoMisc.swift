import DesignKitCore

/// The `misc` group of a model without behaviour settings (a card's parts, a list), kept so every model has the
/// same five groups.
public struct NoMisc: ModelGroup {
  /// The defaults.
  public init() {}
}
