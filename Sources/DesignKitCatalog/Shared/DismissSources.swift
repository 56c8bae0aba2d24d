import DesignKitCore

/// Which gestures and keys dismiss presented content (a modal, a sheet, a side bar, a menu, a dialog).
///
/// The `misc` group of a modal, sheet, dialog, menu or action sheet (nested as `misc.dismissSources` where `misc`
/// has more); each presenting model fills in the sources that apply to it.
public struct DismissSources: Codable, Sendable, Equatable {
  /// Whether the close button dismisses.
  public var closeButton: Bool
  /// Whether a tap outside the content dismisses.
  public var tapOutside: Bool
  /// Whether Escape dismisses (also the accessibility escape gesture).
  public var escape = true
  /// Whether a pull-down or swipe past `swipeDistance` dismisses.
  public var swipe: Bool
  /// How far (points) a pull-down or swipe must go to dismiss.
  @Dimension public var swipeDistance: Double = 100

  /// Sources for a presenting model.
  public init(closeButton: Bool, tapOutside: Bool, swipe: Bool = false) {
    self.closeButton = closeButton
    self.tapOutside = tapOutside
    self.swipe = swipe
  }

  /// The presentation machine's parameters: these sources (the close button only while it shows), and the durations
  /// of the model's appear and disappear animations.
  public func parameters(
    appear: AnimationSpec, disappear: AnimationSpec, showsCloseButton: Bool = true
  ) -> PresentationParameters {
    var p = PresentationParameters()
    p.appearDuration = AnimationEvaluator(appear).duration
    p.disappearDuration = AnimationEvaluator(disappear).duration
    p.dismissesOnCloseButton = closeButton && showsCloseButton
    p.dismissesOnTapOutside = tapOutside
    p.dismissesOnEscape = escape
    p.swipeThreshold = swipe ? swipeDistance : nil
    return p
  }
}
