import DesignKitCore

/// The model of `VStepper`: a − and a + button side by side that step a value, repeating while held.
public typealias VStepperModel = GroupedModel<VStepperRole>

/// The groups of `VStepperModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics` and animations from
/// `Motion`.
public enum VStepperRole: GroupedRole {
  /// Sizes.
  public struct Layout: ModelGroup {
    /// Size of the whole stepper.
    public var size = Size(width: 94, height: 32)
    /// How far (points) the tappable area reaches beyond the control on each side.
    @Dimension public var hitBox: Double = Metrics.hitBox(around: 32)
    /// Corner radius of the background.
    @Dimension public var cornerRadius: Double = 7
    /// Size of the − and + icons.
    @Dimension public var iconDimension: Double = 15
    /// Size of the divider between the buttons.
    public var dividerSize = Size(width: Metrics.hairline, height: 19)
    /// Width of the focus ring, drawn outside the background.
    @Dimension public var focusRingWidth: Double = 3
    /// The defaults.
    public init() {}
  }

  /// Colors per interaction state; a button's own state (pressed while held, disabled at its bound) picks the
  /// button colors.
  public struct Colors: ModelGroup {
    /// Background of the whole stepper: unchanged by a press, which only the pressed button shows.
    public var background = Palette.steadyFill(Palette.fill)
    /// Background of the pressed button, over the stepper's: darker in light mode, lighter in dark mode.
    public var buttonBackground = StateTable<InteractionState, AdaptiveColor>(
      enabled: Palette.clear, pressed: Palette.highlighted(Palette.fill), disabled: Palette.clear)
    /// The − and + icons.
    public var icon = Palette.interactiveContent(Palette.primaryText)
    /// The icon of a button disabled at its bound (− at the lowest value, + at the highest).
    public var boundIcon = Palette.primaryText.opacity(Foundations.current.stateLayers.disabledContentOpacity)
    /// The divider between the buttons.
    public var divider = StateTable<InteractionState, AdaptiveColor>(Palette.separator)
    /// Focus ring, shown when focused from the keyboard.
    public var focusRing = Palette.focusRing
    /// The defaults.
    public init() {}
  }

  /// Fonts: none, the icons are drawn.
  public typealias Fonts = NoFonts
  /// Animations per transition slot.
  public typealias Animations = PressAnimations

  /// Behaviour: auto-repeat while a button is held.
  public struct Misc: ModelGroup {
    /// Seconds from pressing to the first repeated step (React Aria's delay for a mouse; VComponents waits 1 s).
    @Seconds public var repeatDelay: Double = 0.4
    /// Seconds between repeated steps.
    @Seconds public var repeatInterval: Double = 0.05
    /// The factor the increment grows by per `accelerationInterval` held; 1 keeps it constant.
    @ScaleFactor public var accelerationExponent: Double = 2
    /// Seconds held per growth of the increment; 0 turns acceleration off.
    @Seconds public var accelerationInterval: Double = 1
    /// The defaults.
    public init() {}

    /// The stepper machine's tunables over `range` in steps of `step`.
    public func parameters(range: ClosedRange<Double> = 0...10, step: Double = 1) -> StepperParameters {
      StepperParameters(
        lowerBound: range.lowerBound, upperBound: range.upperBound, step: step, repeatDelay: repeatDelay,
        repeatInterval: repeatInterval,
        accelerationExponent: accelerationExponent > 1 && accelerationInterval > 0 ? accelerationExponent : nil,
        accelerationInterval: accelerationInterval)
    }
  }
}
