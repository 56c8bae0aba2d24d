import DesignKitCore

/// The defaults of one text part: the color and font its text starts from. The text parts share every group's shape:
/// `TextPartLayout`, `TextPartColors`, `TextFonts`, `AvailabilityAnimations` and no behaviour.
public protocol TextPartRole: GroupedRole
where
  Layout == TextPartLayout, Colors == TextPartColors, Fonts == TextFonts, Animations == AvailabilityAnimations,
  Misc == TextPartMisc
{
  /// The text's color.
  static var textColor: AdaptiveColor { get }
  /// The text's font.
  static var font: Font { get }
  /// How the text is set (lines, shrinking, case, alignment): as written, on any number of lines, unless the role
  /// says otherwise.
  static var textConfiguration: TextConfiguration { get }
}

extension TextPartRole {
  /// The text in the role's color.
  public static var colors: TextPartColors { TextPartColors(text: textColor) }
  /// As written, on any number of lines.
  public static var textConfiguration: TextConfiguration { TextConfiguration() }
  /// The text in the role's font, set as the role says.
  public static var fonts: TextFonts { TextFonts(text: font, textConfiguration: textConfiguration) }
}

/// The colors of a text part: its text's color, faded while disabled.
public struct TextPartColors: Codable, Sendable, Equatable {
  /// The text.
  public var text: AdaptiveColor
  /// The text's opacity: dimmed when disabled.
  public var opacity = AvailabilityOpacity.dimmedWhenDisabled
  /// Text in `text`'s color.
  public init(text: AdaptiveColor) { self.text = text }
}

/// The model of a text part (a card's title, a field's error): text that wraps, one color (faded while disabled),
/// one font. Each part is an alias of its own role (`VCardTitleModel`), so `VCardTitleModel()` has the title's
/// defaults.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, fonts from `Typography` and animations from `Motion`.
public typealias TextPartModel<Role: TextPartRole> = GroupedModel<Role>
