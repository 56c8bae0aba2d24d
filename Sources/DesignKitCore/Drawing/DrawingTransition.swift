/// How a presented part of a drawing enters and leaves (SwiftUI's transition): it fades, grows from a scale, slides
/// in from an edge, or any of these together, as far as the presentation has come.
///
/// A drawing declares it on the part that moves (`Drawing.transition(_:)`): a modal's sheet, a toast, the dimming
/// behind them. The part is drawn at rest until motion is applied (`Drawing.applyingMotion(_:measurer:)`), which a
/// host does with the presented fraction of each frame and the gallery with the still of each state.
public struct DrawingTransition: Sendable, Equatable {
  /// An edge a part slides in from; leading and trailing follow the layout direction.
  public enum Edge: String, Sendable, CaseIterable {
    /// The edge.
    case top, bottom, leading, trailing
  }

  /// Whether the part fades: its opacity is the presented fraction.
  public var fades: Bool
  /// The scale the part has when hidden (1: it does not scale); it grows or shrinks to 1 as it is presented.
  public var hiddenScale: Double
  /// The edge the part slides in from, or nil when it does not slide.
  public var edge: Edge?
  /// How far the part is moved towards `edge` when hidden; nil: its own size along that axis, which takes a part
  /// drawn against that edge just out of sight.
  public var distance: Double?

  /// A transition; the defaults change nothing.
  public init(fades: Bool = false, hiddenScale: Double = 1, edge: Edge? = nil, distance: Double? = nil) {
    self.fades = fades
    self.hiddenScale = hiddenScale
    self.edge = edge
    self.distance = distance
  }

  /// Fading in and out.
  public static let opacity = DrawingTransition(fades: true)

  /// Growing from `scale` (shrinking, when it is above 1) to full size.
  public static func scale(_ scale: Double) -> DrawingTransition { DrawingTransition(hiddenScale: scale) }

  /// Sliding in from `edge` over `distance` (nil: the part's own size).
  public static func move(edge: Edge, distance: Double? = nil) -> DrawingTransition {
    DrawingTransition(edge: edge, distance: distance)
  }

  /// This transition and `other` at once (their scales multiply; `other`'s edge wins when both slide).
  public func combined(with other: DrawingTransition) -> DrawingTransition {
    DrawingTransition(
      fades: fades || other.fades, hiddenScale: hiddenScale * other.hiddenScale, edge: other.edge ?? edge,
      distance: other.edge != nil ? other.distance : distance)
  }

  /// This transition under Reduce Motion: a fade instead of any slide or scale.
  public var reducedMotion: DrawingTransition { DrawingTransition(fades: true) }

  /// The effects that place a part `size` large at `presented` (0 hidden … 1 shown; springs may overshoot).
  func effects(presented: Double, size: (width: Double, height: Double)) -> DrawingEffects {
    var effects = DrawingEffects()
    let hidden = 1 - presented
    if fades { effects.opacity = min(1, max(0, presented)) }
    if hiddenScale != 1 { effects.scale = max(0, 1 + (hiddenScale - 1) * hidden) }
    if let edge {
      let vertical = edge == .top || edge == .bottom
      let along = (distance ?? (vertical ? size.height : size.width)) * hidden
      switch edge {
      case .top: effects.offsetY = -along
      case .bottom: effects.offsetY = along
      case .leading: effects.offsetX = -along
      case .trailing: effects.offsetX = along
      }
    }
    return effects
  }
}
