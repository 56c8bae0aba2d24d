import DesignKitCore

/// A number whose changed digits roll in when its value changes, highlighted while they roll and fading back after
/// (VComponents 8.1's rolling counter); assistive technologies read the number. The machine's doc says when a value
/// rolls and how it is rounded.
///
/// `VRollingCounter(value: 1234.56)`
public struct VRollingCounter: ConfiguredComponent {
  public typealias Machine = RollingCounterMachine
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static func machineParameters(for model: VRollingCounterModel) -> RollingCounterParameters {
    model.parameters
  }
  /// How the number is written and which characters take the highlight: the drawing applies them.
  public static var contentSettings: [String] {
    [
      "misc.minFractionDigits", "misc.groupsDigits", "misc.groupingSeparator", "misc.decimalSeparator",
      "misc.highlightsOnlyChangedDigits", "misc.highlightsSeparators",
    ]
  }
  /// The shown fraction digits decide whether a new value rolls.
  public static var machineSettings: [String] { ["misc.showsFractionDigits", "misc.maxFractionDigits"] }
  public static var contrastPairs: [ContrastPair] {
    [
      ("colors.digit", "fonts.digit"), ("colors.fractionDigit", "fonts.fractionDigit"),
      ("colors.groupingSeparator", "fonts.groupingSeparator"), ("colors.decimalSeparator", "fonts.decimalSeparator"),
      ("colors.incrementHighlight", "fonts.digit"), ("colors.decrementHighlight", "fonts.digit"),
    ].map { ContrastPair(foreground: $0.0, content: .text(font: $0.1)) }
  }
  public static var contentKeys: [ContentKey<Self>] {
    [.init("value", \.value), .init("previousValue", \.previousValue)]
  }

  public var model: VRollingCounterModel
  public var state: RollingCounterPhase
  /// The value shown (the new one, while rolling).
  public var value: Double
  /// The value the running roll started from; a still of a roll whose `previousValue` lies the wrong way rolls
  /// from 1.01 less (rolling up) or 1.01 more (rolling down), so a whole-number and a fraction digit roll.
  public var previousValue: Double
  /// How far the running roll has come, 0…1; nil: halfway, a still's instant.
  public var rollProgress: Double?
  /// How far the highlight has faded back after the roll (`fading`), 0…1; nil: halfway, a still's instant.
  public var fadeProgress: Double?
  public var accessibilityLabel: String { "Counter" }
  /// The number as it is written, the new value while rolling.
  public var accessibilityValue: String? { RollingCounterText(value, misc: model.misc).string }

  /// The machine's tunables for this instance: the model's, starting at `value`.
  public var machineParameters: RollingCounterParameters {
    var p = Self.machineParameters(for: model)
    p.initialValue = value
    return p
  }

  /// Creates a rolling counter showing `value`, rolling from `previousValue` when `state` is a roll.
  public init(
    model: VRollingCounterModel = .init(), state: RollingCounterPhase = .settled, value: Double,
    previousValue: Double? = nil
  ) {
    self.model = model
    self.state = state
    self.value = value.isFinite ? value : 0
    self.previousValue = previousValue.flatMap { $0.isFinite ? $0 : nil } ?? self.value
  }
}
