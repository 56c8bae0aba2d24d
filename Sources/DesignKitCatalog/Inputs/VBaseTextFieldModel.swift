import DesignKitCore

/// The model of `VBaseTextField`: the bare field, text and placeholder without background, border or buttons.
public typealias VBaseTextFieldModel = GroupedModel<VBaseTextFieldRole>

/// The groups of `VBaseTextFieldModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, fonts from `Typography` and animations from `Motion`.
public enum VBaseTextFieldRole: GroupedRole {
  /// Sizes.
  public struct Layout: ModelGroup {
    /// The smallest height of the tappable line (Apple's minimum target; VComponents sizes the field to its text).
    @Dimension public var minimumHeight: Double = 44
    /// Width of the caret shown while focused.
    @Dimension public var caretWidth: Double = 2
    /// The defaults.
    public init() {}
  }

  /// Colors per validation and interaction state.
  public struct Colors: ModelGroup {
    /// Text: primary, or in a validation highlight's role (a bare field has no border to tint).
    public var text = ValueStateTable<ValidationState, AdaptiveColor>(
      none: Palette.titleText, success: Palette.interactiveContent(Palette.success),
      error: Palette.interactiveContent(Palette.error), warning: Palette.interactiveContent(Palette.warning))
    /// Placeholder text.
    public var placeholder = StateTable<InteractionState, AdaptiveColor>(Palette.secondaryText)
    /// The insertion point (one color: it shows only while the field has focus).
    public var caret = Palette.accent
    /// The defaults.
    public init() {}
  }

  /// Fonts: the text's and the placeholder's.
  public typealias Fonts = TextInputFonts

  /// Animations per transition slot.
  public typealias Animations = TextInputAnimations
  /// Behaviour.
  public typealias Misc = TextInputBehavior

  /// The model's default misc, set apart from the group's own defaults.
  public static var misc: Misc { Misc(hasClearButton: false) }
}
