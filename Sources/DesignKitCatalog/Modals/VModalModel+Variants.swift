import DesignKitCore

extension VModalModel: VariantModel {
  /// The named variants VComponents 8 ships for this component, each a built-in rule of the same name.
  public static var variants: [ModelVariant<Self>] {
    [
      ModelVariant("insettedContent", "Content inset from the modal's edges by the theme's padding.") {
        $0.layout.contentMargins = Insets(Metrics.spacing(2))
      }
    ]
  }

  /// Content inset from the modal's edges (DesignKit insets by default; this keeps it over a preset that does not).
  public static var insettedContent: Self { variant(named: "insettedContent") }
}
