import DesignKitCore

extension VAccordionRole: VariantRole {
  /// The named variants VComponents 8 ships for this component, each a built-in rule of the same name.
  public static var variants: [ModelVariant<VAccordionModel>] {
    [.systemBackgroundColor { $0.colors.background = StateTable(Palette.canvas) }]
  }
}

extension VAccordionModel {
  /// An accordion in the screen's background color, for an accordion on a raised surface.
  public static var systemBackgroundColor: Self { variant(named: "systemBackgroundColor") }
}
