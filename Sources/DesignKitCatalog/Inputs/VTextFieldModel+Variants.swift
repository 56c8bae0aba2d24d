import DesignKitCore

extension VTextFieldRole: VariantRole {
  /// The named variants VComponents 8 ships for this component, each a built-in rule of the same name.
  public static var variants: [ModelVariant<VTextFieldModel>] {
    [
      ModelVariant("secure", "A password field: dots instead of the text, and a button that reveals it.") {
        $0.misc.contentType = .secure
      },
      ModelVariant("search", "A search field: a magnifying glass before the text.") { $0.misc.contentType = .search },
    ]
  }
}

extension VTextFieldModel {
  /// A password field.
  public static var secure: Self { variant(named: "secure") }
  /// A search field.
  public static var search: Self { variant(named: "search") }
}
