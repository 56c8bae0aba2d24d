import DesignKitCore

/// The model of `VCodeEntryView`: a row of cells taking a one-time code, a character per cell.
///
/// Entry-wide values resolve with the entry's state; the cell taking the next character draws `activeCellBorder`.
public typealias VCodeEntryViewModel = GroupedModel<VCodeEntryViewRole>

/// The groups of `VCodeEntryViewModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VCodeEntryViewRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Size of a cell.
    public var cellSize = Size(width: 40, height: 44)
    /// Spacing between cells (ignored when `stretchesSpacing` is on).
    @Dimension public var cellSpacing: Double = Metrics.spacing(1)
    /// Whether the cells spread across the container's width instead of keeping `cellSpacing`.
    public var stretchesSpacing = false
    /// Corner radius of a cell.
    @Dimension public var cellCornerRadius: Double = Metrics.cornerRadius / 2
    /// Width of a cell's border.
    @Dimension public var cellBorderWidth: Double = 1.5
    /// The defaults.
    public init() {}
  }

  /// Colors per fill and interaction state.
  public struct Colors: ModelGroup {
    /// Background of a cell.
    public var cellBackground = Palette.steadyFill(Palette.fill)
    /// Border of a cell: the outline that shows where a cell is (the fill alone barely shows on a light canvas), faded
    /// when disabled.
    public var cellBorder = Palette.steadyFill(Palette.outline)
    /// Border of the cell taking the next character, while the entry has focus.
    public var activeCellBorder = StateTable<InteractionState, AdaptiveColor>(Palette.accent)
    /// A cell's character.
    public var text = StateTable<InteractionState, AdaptiveColor>(
      enabled: Palette.primaryText, disabled: Palette.secondaryText)
    /// The placeholder character of an empty cell.
    public var placeholder = StateTable<InteractionState, AdaptiveColor>(Palette.secondaryText)
    /// The defaults.
    public init() {}
  }

  /// Fonts: a cell's character (`text`) and the placeholder character of an empty cell (`placeholder`).
  public typealias Fonts = TextInputFonts

  /// Animations per transition slot: a cell filling or clearing uses `stateChange`.
  public typealias Animations = StaticAnimations

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// The number of cells.
    public var length = 6
    /// The characters the cells take (and the keyboard offered).
    public var characters = CodeCharacters.any
    /// The character an empty cell shows; empty shows none.
    public var placeholder = ""
    /// Whether filling the last cell submits the code and gives up focus.
    public var submitsWhenFull = true
    /// The platform editor's keyboard, autofill, correction, capitalization and return key: a one-time code's.
    public var input = TextInputSettings.oneTimeCode
    /// The defaults.
    public init() {}

    /// The code entry machine's tunables.
    public var parameters: CodeEntryParameters {
      var p = CodeEntryParameters()
      p.length = length
      p.characters = characters
      p.submitsWhenFull = submitsWhenFull
      return p
    }
  }

  /// The model's default fonts: a cell's character in the semibold third title, the placeholder in the regular one.
  public static var fonts: Fonts {
    Fonts(text: Typography.font(.title3, weight: .semibold), placeholder: Typography.font(.title3))
  }
}
