import DesignKitValues

/// What moves a drawing at one instant: how far its presentation has come and how far its turning parts have turned.
///
/// A drawing declares its moving parts (`Drawing.transition(_:)`, `Drawing.turning(clockwise:steps:)`);
/// `Drawing.applyingMotion(_:measurer:)` places them for a motion. A `ComponentHost` computes the motion of every
/// frame from the component's state and the clock; a still (the gallery) uses `still(for:)`.
public struct DrawingMotion: Sendable, Equatable {
  /// How much presented content is on screen: 0 hidden … 1 shown (springs may overshoot).
  public var presented: Double
  /// How far turning parts have turned, in turns (the fraction of the running loop; 0 at rest).
  public var turn: Double
  /// Whether Reduce Motion is on: transitions fade instead of sliding or scaling, and nothing turns.
  public var reducesMotion: Bool

  /// A motion.
  public init(presented: Double = 1, turn: Double = 0, reducesMotion: Bool = false) {
    self.presented = presented
    self.turn = turn
    self.reducesMotion = reducesMotion
  }

  /// Everything at rest: presented content shown, turning parts at the start of their turn.
  public static let rest = DrawingMotion()

  /// The motion a still of `state` shows under `environment`: presented as its presence's still (halfway while
  /// appearing or disappearing), not turned.
  public static func still<S: ComponentState>(
    for state: S, in environment: StyleEnvironment = .standard
  ) -> DrawingMotion {
    DrawingMotion(presented: state.presence?.stillFraction ?? 1, reducesMotion: environment.reduceMotion)
  }
}

/// How a part turns with the clock: a full turn per loop of the component's running animation.
public struct DrawingTurning: Sendable, Equatable {
  /// Whether it turns clockwise (in a left-to-right layout; it mirrors right to left).
  public var isClockwise: Bool
  /// The number of positions it jumps between in a turn (a dashed spinner's dashes); 0 turns smoothly.
  public var steps: Int

  /// A turning.
  public init(isClockwise: Bool = true, steps: Int = 0) {
    self.isClockwise = isClockwise
    self.steps = steps
  }

  /// The rotation in degrees after `turn` turns.
  func degrees(after turn: Double) -> Double {
    var fraction = turn - turn.rounded(.down)
    if steps > 0 { fraction = (fraction * Double(steps)).rounded(.down) / Double(steps) }
    return (isClockwise ? 360 : -360) * fraction
  }
}
