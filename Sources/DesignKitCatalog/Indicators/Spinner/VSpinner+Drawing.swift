import DesignKitCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension VSpinner: DrawableComponent {
  public static var galleryPreview: VSpinner { VSpinner() }
  /// Both types, continuous above dashed.
  public static var galleryPreviews: [VSpinner] { Kind.allCases.map { VSpinner(type: $0) } }

  /// The type's spinner, `layout.dimension` wide, turning a full turn per loop of the `spin` animation (towards
  /// `misc.isClockwise`); hidden while idle (it spins only while active and on screen). Continuous: an arc of
  /// `layout.arcLength` of a turn from the top, `layout.thickness` wide with round caps, turning smoothly. Dashed:
  /// `layout.dashCount` dashes around the circle, the one at the top in `colors.dash`, the ones behind it fading to
  /// `colors.trailingDashOpacity`, the lit dash stepping from one dash to the next.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let model = Resolved<Model>(style)
    let spinner: Drawing
    let side: Double
    let direction: Double
    var steps = 0
    switch type {
    case .continuous:
      let m = model.has(\.continuous) ? try model.continuous : Resolved<VSpinnerContinuousModel>(style)
      side = try m.layout.dimension
      direction = try m.misc.isClockwise ? 1 : -1
      spinner = .shape(
        .arc(startAngle: 0, endAngle: direction * 360 * (try m.layout.arcLength)),
        stroke: try m.colors.spinner, lineWidth: try m.layout.thickness)
    case .dashed:
      let m = model.has(\.dashed) ? try model.dashed : Resolved<VSpinnerDashedModel>(style)
      side = try m.layout.dimension
      direction = try m.misc.isClockwise ? 1 : -1
      spinner = try Self.dashes(m, side: side, direction: direction)
      steps = max(1, try m.layout.dashCount)
    }
    return spinner.frame(width: side, height: side).turning(clockwise: direction > 0, steps: steps)
      .opacity(state == .spinning ? 1 : 0)
  }

  /// The dashed spinner's dashes, each a round-capped line pointing at the centre; the outer cap touches the
  /// circle `side` wide.
  private static func dashes(_ m: Resolved<VSpinnerDashedModel>, side: Double, direction: Double) throws(Diagnostic)
    -> Drawing
  {
    let count = max(1, try m.layout.dashCount)
    let thickness = try m.layout.dashThickness
    let outer = max(0, side / 2 - thickness / 2)
    let inner = max(0, outer - max(0, try m.layout.dashLength - thickness))
    let color = try m.colors.dash
    let faintest = try m.colors.trailingDashOpacity
    func point(_ radius: Double, _ angle: Double) -> UnitPoint {
      UnitPoint(x: 0.5 + radius * sin(angle) / max(side, 1), y: 0.5 - radius * cos(angle) / max(side, 1))
    }
    let dashes = (0..<count).map { i -> Drawing in
      // Dash i is i steps behind the lit one, so it is dimmer the later it lights again.
      let angle = -direction * Double(i) * 2 * Double.pi / Double(count)
      let fade = count > 1 ? Double(i) / Double(count - 1) : 0
      return Drawing.shape(
        .line(from: point(inner, angle), to: point(outer, angle)), stroke: color, lineWidth: thickness
      )
      .opacity(1 - (1 - faintest) * fade)
    }
    return .layers(dashes, alignment: .center)
  }
}
