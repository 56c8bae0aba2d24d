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
  /// A rectangle with `radius` on every corner, bent as `cornerStyle` says (a model's `layout.cornerRadius` and
  /// `layout.cornerStyle` read through `Resolved`).
  static func rounded(_ radius: Double, _ cornerStyle: CornerStyle = .continuous) -> DrawingShape {
    .rectangle(CornerRadii(radius), cornerStyle)
  }

  /// A rectangle with each corner's radius of `radii` (a model's `layout.cornerRadius`, `Corners`), passed through
  /// `adjust`. Right to left, the leading and trailing corners change sides with the layout when
  /// `reversesRightToLeft` (`layout.reversesCornersRightToLeft`), and keep the side they have left to right when not.
  static func corners(
    _ radii: CornerRadii, reversesRightToLeft: Bool, environment: StyleEnvironment,
    adjust: (CornerRadii) -> CornerRadii = { $0 }
  ) -> DrawingShape {
    let keepsSides = environment.layoutDirection == .rightToLeft && !reversesRightToLeft
    return .rectangle(keepsSides ? adjust(radii).mirrored : adjust(radii), .continuous)
  }

  /// A rectangle with square corners (a plain background).
  static let square = DrawingShape.rectangle(CornerRadii(0), .continuous)
}

extension Drawing {
  /// A slider running in `layout.direction` (across the width offered, or `layout.length` tall): the
  /// `colors.track` track `layout.height` thick with `layout.cornerRadius` corners, the `colors.progress` fill from
  /// `lower` to `upper` (fractions of the track from its start edge), the track's border over both (`colors.border`,
  /// `layout.borderWidth`), and when `layout.hasThumb` a thumb (`Drawing.surface`: its `thumbBorder` and
  /// `layout.thumbShadow`) centred on each of `thumbs`, the first with the focus ring (a screen has one focus: a range
  /// slider focuses one thumb), scaled by `layout.thumbScale`; thumbs
  /// overhang the track's ends by half their size, inside the drawing's bounds.
  static func slider(from lower: Double, to upper: Double, thumbs: [Double], _ m: Resolved<SliderModel>)
    throws(Diagnostic) -> Drawing
  {
    let layout = try m.layout
    let colors = try m.colors
    let height = try layout.height
    let radius = try layout.cornerRadius
    let bar = DrawingShape.rounded(radius)
    var size = Size(square: 0)
    var thumb: Drawing?
    var otherThumb: Drawing?
    if try layout.hasThumb {
      size = try layout.thumbSize
      let shape = DrawingShape.rounded(try layout.thumbCornerRadius)
      let paint = DrawingPaint.surface(
        try colors.thumb, border: try colors.thumbBorder, width: try layout.thumbBorderWidth)
      let plain = Drawing.surface(shape, paint, shadow: try layout.thumbShadow)
        .frame(width: size.width, height: size.height)
      let scale = try layout.thumbScale
      thumb = plain.focusRing(shape, width: try layout.focusRingWidth, color: try colors.focusRing).scaleEffect(scale)
      otherThumb = plain.scaleEffect(scale)
    }
    let track = try DirectedTrack(
      direction: layout.direction, length: layout.length, thickness: height, thumbSize: size,
      roundsFillEnds: layout.roundsProgressEnds)
    let fill = DrawingShape.rectangle(track.fillCorners(radius: radius, from: lower, to: upper), .continuous)
    return track.drawing(
      track: .shape(bar, fill: try colors.track),
      fill: .shape(fill, fill: try colors.progress),
      outline: .shape(bar, .surface(nil, border: try colors.border, width: try layout.borderWidth)), from: lower,
      to: upper, thumb: thumb, otherThumb: otherThumb, at: thumbs)
  }
}
