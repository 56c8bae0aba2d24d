import DesignKitCore

/// The layout of a slider's track and thumb: the `Layout` of `VSlider` and `VRangeSlider`.
public struct SliderLayout: ModelGroup {
  /// The way the track runs from the lower bound to the upper bound; the fill grows from its start edge and the
  /// arrow keys follow it as it looks.
  public var direction = AxisDirection.leadingToTrailing
  /// Length of the track along its direction: a vertical track is this tall; a horizontal one takes the width
  /// offered, at least this.
  @Dimension public var length: Double = 160
  /// Thickness of the track (its width when it runs vertically).
  @Dimension public var height: Double = 10
  /// Corner radius of the track.
  @Dimension public var cornerRadius: Double = 5
  /// Whether the fill is rounded where it ends inside the track (at the value; at both values on a range slider);
  /// off, it ends square under the thumb.
  public var roundsProgressEnds = true
  /// Whether a thumb is drawn (without one, the slider reads as a progress bar you can drag).
  public var hasThumb = true
  /// Width and height of the thumb (as drawn, whatever `direction`: a vertical slider's thumb is as wide as this says).
  public var thumbSize = Size(square: 20)
  /// Corner radius of the thumb.
  @Dimension public var thumbCornerRadius: Double = 10
  /// Scale of the thumb per drag interaction: a dragged thumb grows under the finger, as iOS's does.
  public var thumbScale = StateTable<DragInteraction, ScaleFactor> { $0 == .dragging ? 1.2 : 1 }
  /// The thumb's shadow per drag state, each state's per platform; a clear color draws none: radius 2, 2 pt down on
  /// iOS, radius 1, 1 pt down on macOS (VComponents 8.1's `thumbShadowRadius` and `thumbShadowOffset`).
  public var thumbShadow = StateTable<DragInteraction, PlatformTable<Shadow>>(
    PlatformTable(
      iOS: Shadow(color: Palette.dimming, radius: 2, y: 2), macOS: Shadow(color: Palette.dimming, radius: 1, y: 1)))
  /// Width of the track's border, drawn inside its edge over the progress; 0 draws none: none on iOS, a hairline
  /// (`Metrics.hairline`, 1 pt; VComponents 8.1 draws one pixel) on macOS.
  public var borderWidth = PlatformTable<Dimension>(iOS: 0, macOS: Dimension(wrappedValue: Metrics.hairline))
  /// Width of the thumb's border, drawn inside its edge; 0 draws none: none on iOS, a hairline on macOS (as
  /// `borderWidth`).
  public var thumbBorderWidth = PlatformTable<Dimension>(iOS: 0, macOS: Dimension(wrappedValue: Metrics.hairline))
  /// Width of the focus ring, drawn outside the thumb.
  @Dimension public var focusRingWidth: Double = 3
  /// How far (points) the tappable area reaches beyond the thumb on each side.
  @Dimension public var hitBox: Double = Metrics.hitBox(around: 20)
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette` and spacing, radii and sizes from `Metrics`.
  public init() {}

  /// The target size paths of a slider: the thumb and its hit box.
  public static var targetSize: TargetSize { TargetSize(height: "layout.thumbSize.height", margin: "layout.hitBox") }
}

/// The colors of a slider per drag interaction: the `Colors` of `VSlider` and `VRangeSlider`.
public struct SliderColors: ModelGroup {
  /// The track behind the progress, per platform: disabled on macOS VComponents 8.1's black at 3 % (dark: white at
  /// 7.5 %). Enabled, the outline on every platform: 8.1's macOS black at 5 % (dark: white at 12.5 %) is 1.12:1
  /// (1.29:1), below the 3:1 a control's boundary needs (WCAG 2.2 SC 1.4.11).
  public var track = PlatformStateColors(
    iOS: SliderColors.fading(Palette.outline),
    macOS: SliderColors.enabled(
      Palette.outline,
      disabled: AdaptiveColor(light: Color(white: 0, alpha: 0.03), dark: Color(white: 1, alpha: 0.075))))
  /// The part of the track up to the value (between the values of a range slider).
  public var progress = SliderColors.fading(Palette.accent)
  /// The thumb.
  public var thumb = StateTable<DragInteraction, AdaptiveColor>(Palette.white)
  /// The track's border, drawn `layout.borderWidth` wide; on macOS VComponents 8.1's black at 12.5 % (dark: clear),
  /// disabled 5 %.
  public var border = PlatformStateColors(
    iOS: SliderColors.fading(Palette.outline),
    macOS: SliderColors.enabled(
      AdaptiveColor(light: Color(white: 0, alpha: 0.125), dark: .clear),
      disabled: AdaptiveColor(light: Color(white: 0, alpha: 0.05), dark: .clear)))
  /// The thumb's border, drawn `layout.thumbBorderWidth` wide; on macOS VComponents 8.1's gray 200 (dark: 100),
  /// disabled 230 (70).
  public var thumbBorder = PlatformStateColors(
    iOS: SliderColors.fading(Palette.outline),
    macOS: SliderColors.enabled(Palette.gray(200, 100), disabled: Palette.gray(230, 70)))
  /// Focus ring around the thumb, shown when focused from the keyboard.
  public var focusRing = StateTable<DragInteraction, AdaptiveColor> { $0 == .focused ? Palette.accent : Palette.clear }
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`.
  public init() {}

  /// `color` in every drag interaction but disabled, which is `disabled`.
  static func enabled(_ color: AdaptiveColor, disabled: AdaptiveColor) -> StateTable<DragInteraction, AdaptiveColor> {
    StateTable { $0 == .disabled ? disabled : color }
  }

  /// `color` in every drag interaction, faded when disabled as the foundations' state layers say.
  static func fading(_ color: AdaptiveColor) -> StateTable<DragInteraction, AdaptiveColor> {
    enabled(color, disabled: color.opacity(Foundations.current.stateLayers.disabledFillOpacity))
  }
}

/// The animations of a slider per transition slot: the `Animations` of `VSlider` and `VRangeSlider`.
///
/// `progress`, then `stateChange` (enabled-ness changes or a drag starts or ends), `focus` and `hover`.
public struct SliderAnimations: ComposedGroup {
  /// The slider's own slot.
  public struct Own: ModelGroup {
    /// When the value moves (VComponents does not animate it: the thumb follows the finger).
    public var progress = AnimationSpec.none
    /// The defaults.
    public init() {}
  }

  /// `progress`.
  public var own = Own()
  /// `stateChange`, `focus` and `hover`.
  public var shared = InteractionAnimations()

  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): animations from `Motion`.
  public init() {}
}

/// How a slider takes keys and presses: the `Misc` of `VSlider` and `VRangeSlider`.
public struct SliderBehavior: ModelGroup {
  /// How many steps a Page key moves.
  @ScaleFactor public var largeStepMultiplier: Double = 10
  /// Whether a press on the track's body, off the thumb, starts a drag that moves the value there, per platform:
  /// on macOS, where a click on a slider's track moves its knob there, off elsewhere, where only the thumb drags
  /// and a touch on the rest of the track is left to the scroll view around it (VComponents 8.1's `bodyIsDraggable`;
  /// tvOS, watchOS and visionOS, where 8.1 has no slider, follow iOS). A range slider moves its nearest thumb there
  /// (8.1's range slider drags by its thumbs alone). A slider without a thumb (`layout.hasThumb` off) drags by its
  /// body whatever this says: there is nothing else to hold.
  public var bodyIsDraggable = PlatformTable<Bool>(iOS: false, macOS: true)
  /// The defaults.
  public init() {}

  /// The slider machine's tunables over `range` (in steps of `step`, nil for continuous values), for a track running
  /// in `direction` under `layoutDirection`: iOS's `bodyIsDraggable` in effect, every platform's in
  /// `platformBodyIsDraggable`, which a session adopts for its platform.
  public func parameters(
    range: ClosedRange<Double> = 0...1, step: Double? = nil, minimumDistance: Double = 0,
    direction: AxisDirection = .leadingToTrailing, layoutDirection: StyleEnvironment.LayoutDirection = .leftToRight
  ) -> SliderParameters {
    var parameters = SliderParameters(
      lowerBound: range.lowerBound, upperBound: range.upperBound, step: step,
      largeStepMultiplier: largeStepMultiplier, minimumDistance: minimumDistance, direction: direction,
      layoutDirection: layoutDirection)
    for platform in StyleEnvironment.Platform.allCases {
      parameters.platformBodyIsDraggable[platform] = bodyIsDraggable[platform]
    }
    parameters.adopt(.iOS)
    return parameters
  }
}
