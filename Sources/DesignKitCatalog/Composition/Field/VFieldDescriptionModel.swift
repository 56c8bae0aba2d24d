import DesignKitCore

/// The model of `VFieldDescription`: the helper text under a field's control.
public typealias VFieldDescriptionModel = TextPartModel<FieldDescriptionText>

/// The defaults of `VFieldDescriptionModel`.
public enum FieldDescriptionText: TextPartRole {
  public static var modelName: String { "VFieldDescriptionModel" }
  public static var textColor: AdaptiveColor { Palette.secondaryText }
  public static var font: Font { Typography.font(.footnote) }
}
