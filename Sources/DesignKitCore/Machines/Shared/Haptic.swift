import DesignKitValues

/// A sensory feedback a host plays (a tap of the device's haptic engine): what a model chooses for an output of
/// its machine, in its `misc.haptics` (`{"actionFired": "impactLight"}`).
///
/// A session reports the choice as `.haptic(_)` right after the output it answers; `silent` plays nothing. The
/// cases are SwiftUI's `SensoryFeedback`: the notification kinds, the selection tick, and an impact with a weight.
public enum Haptic: String, StyleChoice {
  /// No feedback.
  case silent
  /// A task succeeded.
  case success
  /// A task produced a warning.
  case warning
  /// A task failed.
  case error
  /// A selection changed (a picker's tick).
  case selection
  /// A light physical impact.
  case impactLight
  /// A medium physical impact.
  case impactMedium
  /// A heavy physical impact.
  case impactHeavy
  /// A soft, flexible impact.
  case impactSoft
  /// A rigid, inflexible impact.
  case impactRigid
}
