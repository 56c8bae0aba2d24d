import DesignKitCore

/// The model of `VFieldError`: the message under an invalid field's control.
public typealias VFieldErrorModel = TextPartModel<FieldErrorText>

/// The defaults of `VFieldErrorModel`.
public enum FieldErrorText: TextPartRole {
  public static var modelName: String { "VFieldErrorModel" }
  public static var textColor: AdaptiveColor { Palette.error }
  public static var font: Font { Typography.font(.footnote) }
}
