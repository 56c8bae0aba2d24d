import DesignKitCore

/// Which gestures and keys dismiss presented content (a modal, a sheet, a side bar, a menu, a dialog).
///
/// The `misc` group of a modal, sheet, dialog, menu or action sheet (nested as `misc.dismissSources` where `misc`
/// has more); each presenting model fills in the sources that apply to it.
public struct DismissSources: Codable, Sendable, Equatable {
  /// Whether the close button dismisses.
  public var dismissesOnCloseButton: Bool
  /// Whether a tap outside the content dismisses.
  public var dismissesOnTapOutside: Bool
  /// Whether Escape dismisses (also the accessibility escape gesture).
  public var dismissesOnEscape = true
  /// Whether a pull-down or swipe past `swipeThreshold` dismisses.
  public var dismissesOnSwipe: Bool
  /// How far (points) a pull-down or swipe must go to dismiss.
  @Dimension public var swipeThreshold: Double = 100

  /// Sources for a presenting model.
  public init(closeButton: Bool, tapOutside: Bool, swipe: Bool = false) {
    dismissesOnCloseButton = closeButton
    dismissesOnTapOutside = tapOutside
    dismissesOnSwipe = swipe
  }

  /// The presentation machine's parameters: these sources (the close button only while it shows), and the durations
  /// of the model's appear and disappear animations, and of its swipe-dismiss animation (`disappear`'s when it has
  /// none).
  public func parameters(
    appear: AnimationSpec, disappear: AnimationSpec, swipeDismiss: AnimationSpec? = nil, showsCloseButton: Bool = true
  ) -> PresentationParameters {
    var p = PresentationParameters()
    p.appearDuration = AnimationEvaluator(appear).duration
    p.disappearDuration = AnimationEvaluator(disappear).duration
    p.swipeDismissDuration = AnimationEvaluator(swipeDismiss ?? disappear).duration
    p.dismissesOnCloseButton = dismissesOnCloseButton && showsCloseButton
    p.dismissesOnTapOutside = dismissesOnTapOutside
    p.dismissesOnEscape = dismissesOnEscape
    p.swipeThreshold = dismissesOnSwipe ? swipeThreshold : nil
    return p
  }
}

extension DismissSources {
  /// The paths of these settings under `root` (`misc`, or `misc.dismissSources` where `misc` has more): a presenting
  /// component's `machineSettings`.
  public static func settingPaths(under root: String) -> [String] {
    ["dismissesOnCloseButton", "dismissesOnTapOutside", "dismissesOnEscape", "dismissesOnSwipe", "swipeThreshold"].map {
      root + "." + $0
    }
  }
}
