import DesignKitCore

/// What tells apart the components that share one generic model (`TextPartModel<CardTitleText>`): its defaults, and
/// the alias its component names it by.
public protocol ModelRole: Sendable {
  /// The alias of the bound model (`VCardTitleModel`), the name presets, docs and Swift exports use.
  static var modelName: String { get }
}

/// One of a model's five groups (`layout`, `colors`, …) as a generic model takes it from its role: a plain struct
/// with property defaults.
public protocol ModelGroup: Codable, Sendable, Equatable {
  /// The defaults.
  init()
}
