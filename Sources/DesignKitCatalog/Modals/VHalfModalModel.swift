import DesignKitCore

/// The model of `VHalfModal`: a bottom sheet with detents, a resize indicator, a header and a close button (its
/// child model).
public struct VHalfModalModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// The lowest detent, as a fraction of the container's height, per platform: 0.3 on iOS (DesignKit's; 8.1's
    /// 0.6 is its ideal height too, so a drag down would have no lower detent to rest at), 0.8 on macOS (8.1's
    /// bottom sheet is a fixed 0.8 of the window there: every detent the same), the whole screen on watchOS (8.1 has no
    /// bottom sheet there; a watch's sheet is full screen, every detent the same).
    public var minHeight = PlatformTable<Opacity>(iOS: 0.3, macOS: 0.8, watchOS: 1)
    /// The detent it presents at, as a fraction of the container's height, per platform: 0.75 on iOS (DesignKit's;
    /// 8.1's 0.6 is its lowest height too, so a flick down from it would have no lower detent to rest at), 0.8 on
    /// macOS (VComponents 8.1), the whole screen on watchOS.
    public var idealHeight = PlatformTable<Opacity>(iOS: 0.75, macOS: 0.8, watchOS: 1)
    /// The highest detent, as a fraction of the container's height, per platform: 0.9 on iOS and 0.8 on macOS
    /// (VComponents 8.1), the whole screen on watchOS.
    public var maxHeight = PlatformTable<Opacity>(iOS: 0.9, macOS: 0.8, watchOS: 1)
    /// Width as a fraction of the container's, per platform: the full width on iOS, 0.8 of the window on macOS
    /// (VComponents 8.1's), centred.
    public var widthFraction = PlatformTable<Opacity>(iOS: 1, macOS: 0.8)
    /// Corner radius of the top corners (the theme's radius; VComponents rounds by 15).
    @Dimension public var cornerRadius: Double = Metrics.cornerRadius
    /// Width of the border, drawn inside the sheet's edge; 0 draws none.
    @Dimension public var borderWidth: Double = 0
    /// The shadow under the sheet; a clear color draws none.
    public var shadow = Shadow.presented
    /// Size of the drag handle at the top, on every platform, as VComponents 8.1's
    /// `dragIndicatorSize` (50 × 4 on macOS too): there every detent is the same, and the handle is where a pull down
    /// dismisses the sheet.
    public var resizeIndicatorSize = Size(width: 50, height: 4)
    /// Corner radius of the drag handle; half its height makes a capsule.
    @Dimension public var resizeIndicatorCornerRadius: Double = 2
    /// Space above and below the drag handle.
    @Dimension public var resizeIndicatorMargin: Double = Metrics.spacing(1)
    /// The header.
    public var header = HeaderLayout()
    /// Margins around the content.
    public var contentMargins = Insets(Metrics.spacing(2))
    /// The screen it is drawn on when nothing gives it one (the gallery), the environment's platform's: an iPhone, an
    /// iPad, a Mac or visionOS window, a TV (`Size.sampleScreens`); fractions of the screen are of this size.
    public var screenSize = Size.sampleScreens
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// The sheet: the elevated screen background, so it rises over the page in dark mode; per platform
    /// (`Palette.presentedSurface`: the window background on macOS, as VComponents 8.1).
    public var background = Palette.presentedSurface
    /// The backdrop over the screen behind.
    public var dimming = Palette.dimming
    /// The border, drawn `layout.borderWidth` wide.
    public var border = Palette.outline
    /// The drag handle.
    public var resizeIndicator = Palette.secondaryText
    /// The header.
    public var header = HeaderColors()
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public typealias Fonts = HeaderFonts

  /// Animations per transition slot; appear and disappear durations are how long presenting and dismissing last.
  public struct Animations: Codable, Sendable, Equatable {
    /// When it slides in: the standard spatial spring (`Motion.spatial`: duration 0.5 s, no bounce), as an iOS sheet
    /// rises, easing into its detent without overshooting it (VComponents slides linearly over 0.2 s).
    public var appear = Motion.spatial
    /// When it slides out: the same spring, back down past the bottom edge.
    public var disappear = Motion.spatial
    /// When a released drag settles on a detent.
    public var snap = Motion.snap
    /// When a pull down past the threshold dismisses it (instead of `disappear`); its duration is how long that
    /// lasts (VComponents 8.1: easeInOut 0.15 s).
    public var swipeDismiss = AnimationSpec.easeInOut(duration: 0.15)
    /// The defaults.
    public init() {}
  }

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts()
  /// Animations per transition slot.
  public var animations = Animations()
  /// What dismisses it and how a released drag moves it.
  public var misc = Misc()
  /// The close button in the header.
  public var closeButton = CloseButtonModel()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
  /// and animations from `Motion`.
  public init() {}

  /// The sheet machine's parameters in a container `containerHeight` points tall (nil: each platform's
  /// `layout.screenSize`, iOS's in effect, which a session adopts for its platform as it does the detents): the
  /// detents (iOS's in effect, every platform's in `platformHeights`), the dismiss sources and the durations of the
  /// appear and disappear animations.
  public func sheetParameters(containerHeight: Double?) -> DetentSheetParameters {
    var p = DetentSheetParameters()
    p.presentation = misc.dismissSources.parameters(
      appear: animations.appear, disappear: animations.disappear, swipeDismiss: animations.swipeDismiss,
      showsCloseButton: closeButton.misc.isVisible)
    p.swipeThresholdFraction = misc.swipeThresholdFraction
    p.flickVelocity = misc.flickVelocity
    for platform in StyleEnvironment.Platform.allCases {
      p.platformHeights[platform] = DetentSheetParameters.Heights(
        min: layout.minHeight[platform].wrappedValue, ideal: layout.idealHeight[platform].wrappedValue,
        max: layout.maxHeight[platform].wrappedValue)
    }
    if let containerHeight {
      p.containerHeight = containerHeight
    } else {
      for platform in StyleEnvironment.Platform.allCases {
        p.platformContainerHeights[platform] = layout.screenSize[platform].height
      }
    }
    p.adopt(.iOS)
    return p
  }
}

extension VHalfModalModel {
  /// Behaviour: what dismisses the sheet and how a released drag moves it (VComponents 8.1's bottom sheet physics,
  /// the same on every platform it runs on).
  public struct Misc: ModelGroup {
    /// Whether the close button dismisses.
    public var dismissesOnCloseButton = true
    /// Whether a tap on the dimmed screen outside the sheet dismisses.
    public var dismissesOnTapOutside = false
    /// Whether Escape dismisses (also the accessibility escape gesture).
    public var dismissesOnEscape = true
    /// Whether a pull down below the lowest detent (past `swipeThresholdFraction`, or a flick) dismisses.
    public var dismissesOnSwipe = true
    /// How far below the lowest detent a drag must be released to dismiss, as a fraction of the lowest detent's
    /// height (VComponents 8.1's `swipeDismissDistanceMinHeightRatio`): 24 pt under a 240 pt lowest detent.
    @Fraction public var swipeThresholdFraction: Double = 0.1
    /// The release speed (points per second) from which a drag is a flick: the sheet goes to the next detent the way
    /// the finger moved (down out of sight from below the lowest one), however near the release is to a detent
    /// (VComponents 8.1's `velocityToSnapToNextHeight`).
    @Dimension public var flickVelocity: Double = 600
    /// The defaults.
    public init() {}

    /// These settings' dismiss sources (how far a pull goes is `swipeThresholdFraction`, judged by the sheet).
    public var dismissSources: DismissSources {
      var sources = DismissSources(
        closeButton: dismissesOnCloseButton, tapOutside: dismissesOnTapOutside, swipe: dismissesOnSwipe)
      sources.dismissesOnEscape = dismissesOnEscape
      return sources
    }
  }
}
