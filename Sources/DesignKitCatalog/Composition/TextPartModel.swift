import DesignKitCore

/// The defaults of one text part: the color and font its text starts from.
public protocol TextPartRole: ModelRole {
  /// The text's color.
  static var textColor: AdaptiveColor { get }
  /// The text's font.
  static var font: Font { get }
}

/// The model of a text part (a card's title, a field's error): text that wraps, one color (faded while disabled),
/// one font. Each part is
/// an alias of its own role (`VCardTitleModel`), so `VCardTitleModel()` has the title's defaults.
public struct TextPartModel<Role: TextPartRole>: ComponentModel {
  /// Sizes.
  public typealias Layout = TextPartLayout

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// The text.
    public var text = Role.textColor
    /// The text's opacity: dimmed when disabled.
    public var opacity = AvailabilityOpacity.dimmedWhenDisabled
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public typealias Fonts = TextFonts

  /// Animations per transition slot.
  public typealias Animations = AvailabilityAnimations

  /// Behaviour.
  public typealias Misc = TextPartMisc

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts(text: Role.font)
  /// Animations.
  public var animations = Animations()
  /// Behaviour settings.
  public var misc = Misc()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, fonts from `Typography` and animations from `Motion`.
  public init() {}

  public static var typeName: String { Role.modelName }
}
