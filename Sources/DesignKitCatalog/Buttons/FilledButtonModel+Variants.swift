import DesignKitCore

extension FilledButtonRole {
  /// The named variants of the compact filled buttons (`VSecondaryButton`, `VSquareButton`), each a built-in rule of
  /// the same name.
  public static var variants: [ModelVariant<GroupedModel<Self>>] {
    [
      ModelVariant("bordered", "Outlined: clear background, border and title in the link color.") {
        $0.colors = LabelButtonColors(ButtonColors.bordered)
        $0.layout.borderWidth = ButtonColors.borderedWidth
      }
    ]
  }
}

extension GroupedModel where Role: FilledButtonRole {
  /// An outlined button.
  public static var bordered: Self { variant(named: "bordered") }
}
