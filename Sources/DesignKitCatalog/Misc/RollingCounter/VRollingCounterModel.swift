import DesignKitCore

/// The model of `VRollingCounter`: a number whose changed digits roll in when its value changes, highlighted green
/// going up and red going down until the roll settles.
public typealias VRollingCounterModel = GroupedModel<VRollingCounterRole>

/// The groups of `VRollingCounterModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette` and fonts from `Typography`.
public enum VRollingCounterRole: GroupedRole {
  /// The edge a changed digit rolls in from.
  public enum RollEdge: String, StyleChoice {
    /// From above, from below; or in place, fading.
    case top, bottom, fade
  }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Spacing between characters.
    @Dimension public var spacing: Double = 0
    /// Margins around each whole-number digit.
    public var digitMargins = Insets.zero
    /// Margins around each fraction digit.
    public var fractionDigitMargins = Insets.zero
    /// Margins around each grouping separator.
    public var groupingSeparatorMargins = Insets.zero
    /// Margins around the decimal separator.
    public var decimalSeparatorMargins = Insets.zero
    /// The edge a whole-number digit or a separator rolls in from when the value goes up (fraction digits:
    /// `fractionIncrementRollEdge`).
    public var incrementRollEdge = RollEdge.bottom
    /// The edge a whole-number digit or a separator rolls in from when the value goes down (fraction digits:
    /// `fractionDecrementRollEdge`).
    public var decrementRollEdge = RollEdge.top
    /// The edge a fraction digit rolls in from when the value goes up.
    public var fractionIncrementRollEdge = RollEdge.bottom
    /// The edge a fraction digit rolls in from when the value goes down.
    public var fractionDecrementRollEdge = RollEdge.top
    /// Points each whole-number digit is moved down from the shared line (negative moves it up).
    @Dimension public var digitOffsetY: Double = 0
    /// Points each fraction digit is moved down from the shared line.
    @Dimension public var fractionDigitOffsetY: Double = 0
    /// Points each grouping separator is moved down from the shared line.
    @Dimension public var groupingSeparatorOffsetY: Double = 0
    /// Points the decimal separator is moved down from the shared line.
    @Dimension public var decimalSeparatorOffsetY: Double = 0
    /// The defaults.
    public init() {}
  }

  /// Colors: each kind of character at rest, and the highlight the rolling characters take until the roll settles.
  public struct Colors: ModelGroup {
    /// Whole-number digits and the sign.
    public var digit = Palette.primaryText
    /// Fraction digits.
    public var fractionDigit = Palette.primaryText
    /// Grouping separators.
    public var groupingSeparator = Palette.primaryText
    /// The decimal separator.
    public var decimalSeparator = Palette.primaryText
    /// The rolling characters while the value goes up.
    public var incrementHighlight = Palette.success
    /// The rolling characters while the value goes down.
    public var decrementHighlight = Palette.error
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// Whole-number digits.
    public var digit = Typography.font(.body, weight: .bold)
    /// Fraction digits.
    public var fractionDigit = Typography.font(.body, weight: .bold)
    /// Grouping separators.
    public var groupingSeparator = Typography.font(.body, weight: .bold)
    /// The decimal separator.
    public var decimalSeparator = Typography.font(.body, weight: .bold)
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public struct Animations: ModelGroup {
    /// When the value changes: the changed digits roll in and the highlight appears; how long the roll lasts.
    public var roll = AnimationSpec.easeOut(duration: 0.25)
    /// When the roll has ended: the highlight fades back to the rest colors on this curve, as long as it lasts.
    public var dehighlight = AnimationSpec.easeOut(duration: 0.25)
    /// The defaults.
    public init() {}
  }

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// Whether fraction digits show.
    public var showsFractionDigits = true
    /// Fewest fraction digits shown.
    public var minFractionDigits = 2
    /// Most fraction digits shown; the value is rounded to them half to even, as the platform's number formatting
    /// rounds by default (2.5 shows 2 without fraction digits).
    public var maxFractionDigits = 2
    /// Whether thousands are grouped.
    public var groupsDigits = true
    /// The grouping separator.
    public var groupingSeparator = ","
    /// The decimal separator.
    public var decimalSeparator = "."
    /// Whether only the characters that changed take the highlight (otherwise the whole number does).
    public var highlightsOnlyChangedDigits = true
    /// Whether the separators take the highlight too.
    public var highlightsSeparators = false
    /// The defaults.
    public init() {}
  }
}

extension VRollingCounterModel {
  /// The edge a changed digit rolls in from.
  public typealias RollEdge = VRollingCounterRole.RollEdge

  /// The rolling counter machine's tunables: a roll lasts as long as the roll animation, the highlight's fade as
  /// long as the dehighlight animation, and a roll starts when a shown digit changes.
  public var parameters: RollingCounterParameters {
    var p = RollingCounterParameters()
    p.rollDuration = AnimationEvaluator(animations.roll).duration
    p.fadeDuration = AnimationEvaluator(animations.dehighlight).duration
    p.fractionDigits = misc.showsFractionDigits ? min(max(misc.maxFractionDigits, 0), 9) : 0
    return p
  }
}
