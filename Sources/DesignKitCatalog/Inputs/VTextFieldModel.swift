import DesignKitCore

/// The model of `VTextField`: a single-line text input with validation highlight, clear and reveal buttons.
public struct VTextFieldModel: ComponentModel {
  /// What kind of text the field edits.
  public enum ContentType: String, StyleChoice {
    case standard, secure, search
  }

  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Height of the field.
    @Dimension public var height: Double = 50
    /// Corner radius of the background.
    @Dimension public var cornerRadius: Double = 10
    /// Border width.
    @Dimension public var borderWidth: Double = 1.5
    /// Margins around the text.
    public var contentMargins = Insets(horizontal: 15, vertical: 0)
    /// Spacing between the text and the buttons.
    @Dimension public var spacing: Double = 10
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
    /// How the background's corners bend.
    public var cornerStyle = CornerStyle.continuous
    /// Line width of the search and clear icons.
    @Dimension public var iconLineWidth: Double = 1.5
    public init() {}
  }

  /// Colors per validation highlight and interaction state.
  public struct Colors: Codable, Sendable, Equatable {
    /// Background fill.
    public var background = StateTable<ValidationState, StateTable<InteractionState, AdaptiveColor>>(
      none: .init(
        enabled: AdaptiveColor(light: Color(white255: 235), dark: Color(white255: 40)),
        pressed: AdaptiveColor(light: Color(white255: 235), dark: Color(white255: 40)),
        disabled: AdaptiveColor(light: Color(white255: 245), dark: Color(white255: 30)),
        focused: AdaptiveColor(light: Color(white255: 215), dark: Color(white255: 50))),
      success: .init(
        AdaptiveColor(light: Color(rgb255: 205, 250, 210), dark: Color(rgb255: 25, 175, 90))),
      error: .init(
        AdaptiveColor(light: Color(rgb255: 250, 205, 210), dark: Color(rgb255: 230, 60, 50))),
      warning: .init(
        AdaptiveColor(light: Color(rgb255: 255, 240, 205), dark: Color(rgb255: 200, 140, 40))))
    /// Border.
    public var border = StateTable<ValidationState, StateTable<InteractionState, AdaptiveColor>>(
      none: .init(Palette.clear),
      success: .init(AdaptiveColor(Color(rgb255: 5, 145, 65))),
      error: .init(AdaptiveColor(Color(rgb255: 200, 35, 30))),
      warning: .init(AdaptiveColor(Color(rgb255: 255, 205, 95))))
    /// Text.
    public var text = StateTable<InteractionState, AdaptiveColor>(
      enabled: Palette.primaryText, disabled: Palette.secondaryText)
    /// Placeholder text.
    public var placeholder = StateTable<InteractionState, AdaptiveColor>(Palette.secondaryText)
    /// Clear and reveal button icons.
    public var buttonIcon = StateTable<InteractionState, AdaptiveColor>(Palette.secondaryText)
    /// The circle behind the clear button's cross.
    public var clearButtonBackground = StateTable<InteractionState, AdaptiveColor>(
      AdaptiveColor(light: Color(white255: 200), dark: Color(white255: 85)))
    public init() {}
  }

  /// Fonts.
  public struct Fonts: Codable, Sendable, Equatable {
    /// The text.
    public var text = Font(size: 16, textStyle: .body)
    /// The placeholder.
    public var placeholder = Font(size: 13, textStyle: .footnote)
    /// The header above the field.
    public var header = Font(size: 14, textStyle: .subheadline)
    public init() {}
  }

  /// Animations per transition slot.
  public struct Animations: Codable, Sendable, Equatable {
    /// When enabled-ness changes.
    public var stateChange = AnimationSpec.easeInOut(duration: 0.2)
    /// When the validation highlight changes.
    public var validation = AnimationSpec.easeInOut(duration: 0.2)
    /// When the clear or reveal button appears or disappears.
    public var buttonAppear = AnimationSpec.easeInOut()
    /// When focus arrives or leaves.
    public var focus = AnimationSpec.easeInOut(duration: 0.15)
    /// When a pointer starts or stops hovering.
    public var hover = AnimationSpec.easeInOut(duration: 0.1)
    public init() {}
  }

  /// Behaviour.
  public struct Misc: Codable, Sendable, Equatable {
    /// Standard, secure or search.
    public var contentType = ContentType.standard
    /// Whether a clear button shows while focused and not empty.
    public var hasClearButton = true
    public init() {}
  }

  public var layout = Layout()
  public var colors = Colors()
  public var fonts = Fonts()
  public var animations = Animations()
  public var misc = Misc()

  /// The default model.
  public init() {}
}
