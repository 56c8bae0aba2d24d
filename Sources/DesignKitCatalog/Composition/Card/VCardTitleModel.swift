import DesignKitCore

/// The model of `VCardTitle`: a card's title text.
public typealias VCardTitleModel = TextPartModel<CardTitleText>

/// The defaults of `VCardTitleModel`.
public enum CardTitleText: TextPartRole {
  public static var modelName: String { "VCardTitleModel" }
  public static var textColor: AdaptiveColor { Palette.primaryText }
  public static var font: Font { Typography.font(.headline) }
  /// A title shrinks to 0.75 of its size before a word breaks (a watch's card at accessibility sizes), as a large
  /// title does.
  public static var textConfiguration: TextConfiguration { TextConfiguration(minimumScaleFactor: 0.75) }
}
