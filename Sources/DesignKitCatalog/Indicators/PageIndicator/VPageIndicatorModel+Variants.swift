import DesignKitCore

extension VPageIndicatorModel: VariantModel {
  /// The named variants VComponents 8 ships for this component, each a built-in rule of the same name.
  public static var variants: [ModelVariant<Self>] {
    [
      ModelVariant("vertical", "Dots in a column, first page at the top, for every type.") {
        $0.finite.layout.direction = .topToBottom
        $0.infinite.layout.direction = .topToBottom
        $0.auto.layout.finite.direction = .topToBottom
        $0.auto.layout.infinite.direction = .topToBottom
      }
    ]
  }

  /// Page dots in a column, first page at the top.
  public static var vertical: Self { variant(named: "vertical") }
}
