import DesignKitCore

extension VSheetRole: VariantRole {
  /// The named variants VComponents 8 ships for this component, each a built-in rule of the same name.
  public static var variants: [ModelVariant<VSheetModel>] {
    [.systemBackgroundColor { $0.colors.background = PlatformColor(Palette.canvas) }]
  }
}

extension VSheetModel {
  /// A sheet in the screen's background color, for a sheet on a raised surface.
  public static var systemBackgroundColor: Self { variant(named: "systemBackgroundColor") }
}
