/// Where appearing and disappearing content is, whatever its machine calls the phases: a modal's `presenting`, a
/// toast's `appearing`.
///
/// A drawing declares how its presented parts enter (`DrawingTransition`); the fraction presented, which moves those
/// parts, follows from the presence and the progress of its animation (`presentedFraction(progress:)`).
public enum Presence: String, Sendable, CaseIterable {
  /// Not on screen, animating in, on screen, animating out.
  case hidden, appearing, shown, disappearing

  /// How much of the content is presented `progress` (0…1, may overshoot for springs) into the animation that
  /// entered this presence: 0 hidden, 1 shown; appearing runs 0 → 1 and disappearing 1 → 0.
  public func presentedFraction(progress: Double) -> Double {
    switch self {
    case .hidden: 0
    case .shown: 1
    case .appearing: progress
    case .disappearing: 1 - progress
    }
  }

  /// The fraction a still of this presence shows, with no clock to say how far its animation is (the gallery's
  /// state row): halfway while appearing or disappearing, so the row reads hidden → on its way → shown.
  public var stillFraction: Double { presentedFraction(progress: Presence.stillProgress) }

  /// The progress a still of a running presentation shows.
  public static let stillProgress = 0.5
}
