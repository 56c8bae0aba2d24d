import DesignKitCore

/// The model of `VTextField`: a single-line text input with validation highlight, clear and reveal buttons, and
/// header and footer texts.
public typealias VTextFieldModel = GroupedModel<VTextFieldRole>

/// The groups of `VTextFieldModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VTextFieldRole: GroupedRole {
  /// What kind of text the field edits.
  public typealias ContentType = TextContentType

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Smallest height of the field; it grows with its text (Dynamic Type).
    @Dimension public var minHeight: Double = 50
    /// Corner radius of the background.
    /// (The theme's corner radius; VComponents rounds by 10.)
    @Dimension public var cornerRadius: Double = Metrics.cornerRadius
    /// Border width.
    @Dimension public var borderWidth: Double = 1.5
    /// Margins around the text.
    public var contentMargins = Insets(horizontal: Metrics.spacing(1.5), vertical: 0)
    /// Spacing between the text and the buttons.
    @Dimension public var spacing: Double = Metrics.spacing(1.25)
    /// Size of the search icon.
    @Dimension public var searchIconDimension: Double = 15
    /// Size of the clear button.
    @Dimension public var clearButtonDimension: Double = 22
    /// Size of the clear button's icon.
    @Dimension public var clearButtonIconDimension: Double = 8
    /// Size of the secure-entry reveal button.
    @Dimension public var visibilityButtonDimension: Double = 22
    /// Size of the reveal button's icon.
    @Dimension public var visibilityButtonIconDimension: Double = 20
    /// The search field's glyph before the text (an SF Symbols name from the icon vocabulary).
    public var searchIcon = DrawingIcon.magnifyingglass
    /// The clear button's glyph.
    public var clearIcon = DrawingIcon.xmark
    /// The secure field's reveal button's glyph, shown while the text is hidden.
    public var revealIcon = DrawingIcon.eye
    /// How the background's corners bend.
    public var cornerStyle = CornerStyle.continuous
    /// Line width of the search, clear and reveal icons.
    @Dimension public var iconLineWidth: Double = 1.5
    /// Spacing between the header, the field and the footer.
    @Dimension public var headerFooterSpacing: Double = Metrics.spacing(0.5)
    /// Horizontal margin of the header and footer texts.
    @Dimension public var headerFooterMargin: Double = Metrics.spacing(1.25)
    /// Width of the caret shown while focused.
    @Dimension public var caretWidth: Double = 2
    /// The defaults.
    public init() {}
  }

  /// Colors per validation highlight and interaction state.
  public struct Colors: ModelGroup {
    /// Background fill (the lab's rounded field: the layer color; a validation highlight tints it with its role).
    public var background = ValueStateTable<ValidationState, AdaptiveColor>(
      none: .init(Palette.layer),
      success: .init(Palette.success.opacity(0.08)),
      error: .init(Palette.error.opacity(0.08)),
      warning: .init(Palette.warning.opacity(0.08)))
    /// Border: the outline role, which keeps a control's 3:1 where the lab's faint hairline did not; focus draws it
    /// in the accent, a validation highlight in its role.
    public var border = ValueStateTable<ValidationState, AdaptiveColor>(
      none: .init(
        enabled: Palette.outline, pressed: Palette.outline,
        disabled: Palette.outline.opacity(Foundations.current.stateLayers.disabledFillOpacity),
        focused: Palette.accent),
      success: .init(Palette.success),
      error: .init(Palette.error),
      warning: .init(Palette.warning))
    /// Text.
    public var text = StateTable<InteractionState, AdaptiveColor>(
      enabled: Palette.primaryText, disabled: Palette.secondaryText)
    /// Placeholder text.
    public var placeholder = StateTable<InteractionState, AdaptiveColor>(Palette.secondaryText)
    /// The search field's magnifying glass and the clear and reveal buttons' icons.
    public var buttonIcon = StateTable<InteractionState, AdaptiveColor>(Palette.secondaryText)
    /// The circle behind the clear button's cross (one color: the button shows only while the field is enabled); dark
    /// enough in dark mode that the secondary-text cross keeps 3:1 on it (#969696 on #3A3A3A: 3.8:1).
    public var clearButtonBackground = AdaptiveColor(light: Color(white255: 200), dark: Color(white255: 58))
    /// The insertion point (one color: it shows only while the field has focus), as `VTextViewModel`'s.
    public var caret = Palette.accent
    /// The header above the field.
    public var header = Palette.titleText
    /// The footer below the field (a validation highlight draws it in the role color, as VComponents does).
    public var footer = ValueStateTable<ValidationState, AdaptiveColor>(
      none: Palette.interactiveContent(Palette.secondaryText),
      success: .init(Palette.success), error: .init(Palette.error), warning: .init(Palette.warning))
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// The text.
    public var text = Typography.font(.body)
    /// The placeholder: the text's font, as in an iOS field, so the field does not change size or baseline when the
    /// first character replaces it.
    public var placeholder = Typography.font(.body)
    /// The header above the field.
    public var header = Typography.font(.subheadline)
    /// How the header is set: lines, shrinking, case, alignment.
    public var headerConfiguration = TextConfiguration()
    /// The footer below the field.
    public var footer = Typography.font(.footnote)
    /// How the footer is set: lines, shrinking, case, alignment.
    public var footerConfiguration = TextConfiguration()
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public typealias Animations = TextInputAnimations

  /// Behaviour.
  public typealias Misc = TextInputBehavior

  /// The model's default misc, set apart from the group's own defaults.
  public static var misc: Misc { Misc(hasClearButton: true) }
}
