import DesignKitCore

extension ResolvedStyle {
  /// The style of a nested model: each group's `name` field (`layout.field`, `colors.field`, …) as that group, so
  /// the nested component's drawing reads its own paths (`layout.minHeight`, `colors.background`, …).
  func nested(_ name: String) -> ResolvedStyle {
    guard case .object(let groups) = self else { return self }
    return .object(groups.compactMap { group in group.value.value(at: [name]).map { ResolvedField(group.name, $0) } })
  }
}

extension DrawingShape {
  /// A rectangle with the corner radius at `path` on every corner, bent as `layout.cornerStyle` says where the model
  /// has one (continuous otherwise).
  static func rounded(_ path: String, style: ResolvedStyle) throws(Diagnostic) -> DrawingShape {
    try rounded(try style.number(path), style: style)
  }

  /// A rectangle with `radius` on every corner, bent as `layout.cornerStyle` says where the model has one
  /// (continuous otherwise).
  static func rounded(_ radius: Double, style: ResolvedStyle) throws(Diagnostic) -> DrawingShape {
    try style.containerShape(radius: CornerRadii(radius))
  }

  /// A rectangle with square corners (a plain background).
  static let square = DrawingShape.rectangle(CornerRadii(0), .continuous)
}

extension Drawing {
  /// A slider running in `layout.direction` (across the width offered, or `layout.length` tall): the
  /// `colors.track` track `layout.height` thick with `layout.cornerRadius` corners, the `colors.progress` fill from
  /// `lower` to `upper` (fractions of the track from its start edge), the track's border over both (`colors.border`,
  /// `layout.borderWidth`), and when `layout.hasThumb` a thumb (`Drawing.surface`: its `thumbBorder` and
  /// `layout.thumbShadow`) centred on each of `thumbs` with the focus ring, scaled by `layout.thumbScale`; thumbs
  /// overhang the track's ends by half their size, inside the drawing's bounds.
  static func slider(from lower: Double, to upper: Double, thumbs: [Double], _ m: Resolved<SliderModel>)
    throws(Diagnostic) -> Drawing
  {
    let style = m.style
    let layout = try m.layout
    let height = try layout.height
    let radius = try layout.cornerRadius
    let bar = try DrawingShape.rounded(radius, style: style)
    var side = 0.0
    var thumb: Drawing?
    if try layout.hasThumb {
      side = try layout.thumbDimension
      let shape = try DrawingShape.rounded(try layout.thumbCornerRadius, style: style)
      thumb = try Drawing.surface(
        shape, fill: "colors.thumb", style: style, border: "thumbBorder", shadow: "layout.thumbShadow"
      )
      .frame(width: side, height: side)
      .focusRing(shape, style: style)
      .scaleEffect(try layout.thumbScale)
    }
    let track = try DirectedTrack(
      direction: layout.direction, length: layout.length, thickness: height, thumbSide: side,
      roundsFillEnds: layout.roundsProgressEnds)
    let fill = try style.containerShape(radius: track.fillCorners(radius: radius, from: lower, to: upper))
    return track.drawing(
      track: .shape(bar, fill: try m.colors.track),
      fill: .shape(fill, fill: try m.colors.progress),
      outline: .shape(bar, try style.surfacePaint(fill: nil)), from: lower, to: upper, thumb: thumb, at: thumbs)
  }
}
