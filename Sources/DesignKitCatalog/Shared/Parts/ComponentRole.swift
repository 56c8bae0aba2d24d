import DesignKitCore

extension ModelRole {
  /// The registered name of the component whose model the role binds: the model's alias without `Model`
  /// (`VCardTitle` for `VCardTitleModel`), for a generic component whose name its role gives.
  package static var componentName: String { String(modelName.dropLast("Model".count)) }
}
