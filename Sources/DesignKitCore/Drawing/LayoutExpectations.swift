import DesignKitValues

/// What a drawing's component declares that its drawing alone does not say, for the checks of `LayoutCheck` that need
/// it: what lies behind the drawing, which text a person edits and whether it is one line, where its caret and focus
/// ring are, and how small its text may be set. `LayoutAudit` reads each from the component's resolved style; the
/// defaults check contrast on a white canvas and nothing that needs a declaration.
public struct LayoutExpectations: Sendable, Equatable {
  /// What lies behind the drawing.
  public var canvas = Color.white
  /// Whether text and icons must reach WCAG contrast (off for disabled states, which SC 1.4.3 exempts).
  public var checksContrast = true
  /// The colors of inactive parts inside an active drawing (an action sheet's disabled action: `colors.disabledAction`,
  /// a menu's `colors.row.disabledTitle`), whose text and icons SC 1.4.3 and 1.4.11 exempt from contrast as they exempt
  /// a disabled control.
  public var inactiveInks: [Color] = []
  /// The Dynamic Type size the drawing is laid out at: text with a text style has grown by its ratio to the default
  /// size there, and icons beside it should have too.
  public var dynamicTypeSize = DynamicTypeSize.large
  /// The platform the drawing is laid out for: its text styles grow by its own Dynamic Type table (none on macOS and
  /// tvOS).
  public var platform = StyleEnvironment.Platform.iOS
  /// The colors of the text a person edits (a field's text and placeholder): its caret goes after it.
  public var editedText: [Color] = []
  /// The placeholder's color: a caret goes at the leading edge of an empty field.
  public var placeholder: Color?
  /// Whether the edited text stays on one line (a text field, not a text view).
  public var isSingleLine = false
  /// The caret's color when the drawing must show exactly one caret (a focused text input); nil checks no caret.
  public var caret: Color?
  /// The focus ring's color when the drawing is of a focused control; nil checks no focus indicator.
  public var focusRing: Color?
  /// Whether text cut short with "…" at the default size is a fault (off where a component cuts it by design: a
  /// marquee held still).
  public var checksTruncation = true
  /// The smallest sizes text may be set at, by its color.
  public var minimumTextSizes: [MinimumTextSize] = []

  /// Nothing declared: contrast on white, at the default size.
  public init() {}

  /// The smallest size text in one color may be set at: its model's font size times its minimum scale.
  public struct MinimumTextSize: Sendable, Equatable {
    /// The text's color.
    public var color: Color
    /// The smallest size, in points.
    public var size: Double
    /// Where the minimum comes from (`fonts.messageConfiguration`).
    public var source: String
    /// The model's font the minimum is of (nil: any text in `color`): text in `color` is held to it only when it is
    /// set in this font's style, weight, design and family, at any size (a shrunk copy of it), not other text in the
    /// same color (a dialog's cancel button in its title's color).
    public var font: Font?

    /// Creates a minimum.
    public init(color: Color, size: Double, source: String, font: Font? = nil) {
      self.color = color
      self.size = size
      self.source = source
      self.font = font
    }

    /// Whether text set in `font` (as its drawing declared it) is the text this minimum is of.
    func holds(_ font: Font) -> Bool {
      guard let own = self.font else { return true }
      return own.textStyle == font.textStyle && own.weight == font.weight && own.design == font.design
        && own.family == font.family
    }
  }
}
