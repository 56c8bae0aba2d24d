import DesignKitCore

/// The model of `VCardDescription`: the secondary text under a card's title.
public typealias VCardDescriptionModel = TextPartModel<CardDescriptionText>

/// The defaults of `VCardDescriptionModel`.
public enum CardDescriptionText: TextPartRole {
  public static var modelName: String { "VCardDescriptionModel" }
  public static var textColor: AdaptiveColor { Palette.secondaryText }
  public static var font: Font { Typography.font(.subheadline) }
}
