import DesignKitCore

/// The model of `VPrimaryButton`: a full-width filled button.
public struct VPrimaryButtonModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Height of the button.
    @Dimension public var height: Double = 50
    /// Corner radius of the background.
    @Dimension public var cornerRadius: Double = 20
    /// Margins around the title.
    public var contentMargins = Insets(horizontal: 15, vertical: 3)
    /// Spacing between the title and the loading spinner.
    @Dimension public var loaderSpacing: Double = 20
    /// Scale of the whole button per interaction state (DesignKit shrinks a pressed button slightly;
    /// VComponents does not scale).
    public var scale = StateTable<InteractionState, ScaleFactor>(enabled: 1, pressed: 0.98, disabled: 1)
    /// How the background's corners bend.
    public var cornerStyle = CornerStyle.continuous
    /// Width of the focus ring, drawn outside the background.
    @Dimension public var focusRingWidth: Double = 3
    public init() {}
  }

  /// Colors per interaction state.
  public struct Colors: Codable, Sendable, Equatable {
    /// Background fill.
    public var background = StateTable<InteractionState, AdaptiveColor>(
      enabled: Palette.controlBlue, pressed: Palette.controlBluePressed, disabled: Palette.controlBlueDisabled)
    /// Title text.
    public var title = StateTable<InteractionState, AdaptiveColor>(Palette.white)
    /// Title opacity.
    public var titleOpacity = StateTable<InteractionState, Opacity>(enabled: 1, pressed: 0.5, disabled: 0.5)
    /// Focus ring, shown when focused from the keyboard.
    public var focusRing = StateTable<InteractionState, AdaptiveColor>(
      enabled: Palette.clear, pressed: Palette.clear, disabled: Palette.clear, focused: Palette.accent)
    public init() {}
  }

  /// Fonts.
  public struct Fonts: Codable, Sendable, Equatable {
    /// The title: 16 pt semibold, scaling with body text.
    public var title = Font(size: 16, weight: .semibold, textStyle: .body)
    public init() {}
  }

  /// Animations per transition slot.
  public struct Animations: Codable, Sendable, Equatable {
    /// When the pressed look appears.
    public var press = AnimationSpec.spring(duration: 0.2)
    /// When the pressed look goes away.
    public var release = AnimationSpec.spring(duration: 0.2)
    /// When enabled-ness or loading changes.
    public var stateChange = AnimationSpec.easeInOut(duration: 0.2)
    /// When focus arrives or leaves.
    public var focus = AnimationSpec.easeInOut(duration: 0.15)
    /// When a pointer starts or stops hovering.
    public var hover = AnimationSpec.easeInOut(duration: 0.1)
    public init() {}
  }

  /// Behaviour.
  public struct Misc: Codable, Sendable, Equatable {
    /// Whether the button shows a spinner and ignores presses.
    public var isLoading = false
    /// How far (points) a finger may drift outside before the press counts as left.
    @Dimension public var pressDriftTolerance: Double = 70
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
