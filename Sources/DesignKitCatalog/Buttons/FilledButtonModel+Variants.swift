import DesignKitCore

extension FilledButtonModel: VariantModel {
  /// The named variants of the compact filled buttons (`VSecondaryButton`, `VSquareButton`), each a built-in rule of
  /// the same name.
  public static var variants: [ModelVariant<Self>] {
    [
      ModelVariant("bordered", "An outlined button: a clear background inside a border in the accent as text, a title in it.") {
        $0.colors = LabelButtonColors(ButtonColors.bordered)
        $0.layout.borderWidth = ButtonColors.borderedWidth
      }
    ]
  }

  /// An outlined button.
  public static var bordered: Self { variant(named: "bordered") }
}
