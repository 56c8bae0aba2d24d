import DesignKitCore

/// The model of `VTextView`: a multi-line text input whose height follows its line count within a range, with the
/// validation highlight of `VTextField`.
public typealias VTextViewModel = GroupedModel<VTextViewRole>

/// The groups of `VTextViewModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VTextViewRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Smallest height of the view, whatever its line count.
    @Dimension public var minHeight: Double = 50
    /// Fewest lines the view is tall enough for.
    public var minLineCount = 1
    /// Most lines the view grows to before it scrolls; 0 lets it grow without limit.
    public var maxLineCount = 0
    /// Corner radius of the background.
    @Dimension public var cornerRadius: Double = Metrics.cornerRadius
    /// How the background's corners bend.
    public var cornerStyle = CornerStyle.continuous
    /// Border width.
    @Dimension public var borderWidth: Double = 1.5
    /// Margins around the text.
    public var contentMargins = Insets(Metrics.spacing(1.5))
    /// Alignment of the lines.
    public var textAlignment = LineAlignment.leading
    /// Width of the caret shown while focused.
    @Dimension public var caretWidth: Double = 2
    /// The defaults.
    public init() {}
  }

  /// Colors per validation highlight and interaction state: a text field's, so a text view beside one matches it.
  public struct Colors: ModelGroup {
    /// Background fill.
    public var background = VTextFieldModel.Colors().background
    /// Border (focus draws it in the accent, a validation highlight in its role).
    public var border = VTextFieldModel.Colors().border
    /// Text.
    public var text = VTextFieldModel.Colors().text
    /// Placeholder text.
    public var placeholder = VTextFieldModel.Colors().placeholder
    /// The insertion point (one color: it shows only while the view has focus, the only sign of focus under a
    /// validation highlight, which keeps its border color).
    public var caret = Palette.accent
    /// The defaults.
    public init() {}
  }

  /// Fonts: the text's and the placeholder's.
  public typealias Fonts = TextInputFonts

  /// Animations per transition slot.
  public typealias Animations = TextInputAnimations

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// Whether a clear button shows while focused and not empty.
    public var hasClearButton = false
    /// The most characters typing or pasting may leave; 0 sets no limit.
    public var maxLength = 0
    /// The characters typing or pasting may enter; others are dropped.
    public var characters = CodeCharacters.all
    /// The platform editor's keyboard, autofill, correction, capitalization and return key.
    public var input = TextInputSettings()
    /// The defaults.
    public init() {}

    /// The text input machine's tunables: standard text, with or without a clear button, limited and filtered.
    public var parameters: TextInputParameters {
      TextInputParameters(
        contentType: .standard, hasClearButton: hasClearButton, maxLength: maxLength, characters: characters)
    }
  }
}
