import DesignKitCore

/// How a marquee's content travels: the `Misc` of marquees. Each setting reaches the marquee machine under its own
/// name.
public struct MarqueeBehavior: ModelGroup {
  /// Points per second the content travels.
  @Dimension public var velocity: Double = 20
  /// Seconds every leg lasts whatever its distance; 0 derives it from `velocity`.
  @Seconds public var legDuration: Double = 0
  /// Seconds it waits before every leg, the first one included.
  @Seconds public var delay: Double = 1
  /// Seconds it waits before its first leg, on top of `delay`.
  @Seconds public var initialDelay: Double = 1
  /// The defaults.
  public init() {}

  /// The marquee machine's tunables, with `spacing` points between the content and its wrapped copy and the content
  /// `inset` points from each edge.
  public func parameters(spacing: Double, inset: Double = 0) -> MarqueeParameters {
    var p = MarqueeParameters()
    p.velocity = velocity
    p.legDuration = legDuration > 0 ? legDuration : nil
    p.delay = delay
    p.initialDelay = initialDelay
    p.spacing = spacing
    p.inset = inset
    return p
  }
}
