import DesignKitCore

extension VPrimaryButtonRole: VariantRole {
  /// The named variants of this component, each a built-in rule of the same name.
  public static var variants: [ModelVariant<VPrimaryButtonModel>] {
    [
      ModelVariant("bordered", "Outlined: clear background, border and title in the link color.") {
        $0.layout.borderWidth = ButtonColors.borderedWidth
        $0.colors.background = ButtonColors.bordered.background
        $0.colors.border = ButtonColors.bordered.border
        $0.colors.title = ButtonColors.bordered.content
      }
    ]
  }
}

extension VPrimaryButtonModel {
  /// An outlined button.
  public static var bordered: Self { variant(named: "bordered") }
}
