import DesignKitCore

extension VHalfModalModel: VariantModel {
  /// The named variants VComponents 8 ships for this component, each a built-in rule of the same name.
  public static var variants: [ModelVariant<Self>] {
    [
      ModelVariant("insettedContent", "Content inset from the sheet's edges by the theme's padding.") {
        $0.layout.contentMargins = Insets(Metrics.spacing(2))
      },
      ModelVariant("noDragIndicator", "No drag handle at the top, and no space kept for it.") {
        $0.layout.resizeIndicatorSize.height = 0
        $0.layout.resizeIndicatorMargin = 0
      },
    ]
  }

  /// Content inset from the sheet's edges (DesignKit insets by default; this keeps it over a preset that does not).
  public static var insettedContent: Self { variant(named: "insettedContent") }
  /// A sheet without a drag handle.
  public static var noDragIndicator: Self { variant(named: "noDragIndicator") }
}
