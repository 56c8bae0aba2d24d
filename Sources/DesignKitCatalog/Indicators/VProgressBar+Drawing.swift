import DesignKitCore

extension VProgressBar: DrawableComponent {
  public static var galleryPreview: VProgressBar { VProgressBar(value: 0.4, label: "Download") }

  /// The track (`colors.track`) `layout.height` thick, running in `layout.direction` (as wide as offered, or
  /// `layout.length` tall), with the fill (`colors.progress`) from its start edge to `value` of its length, both
  /// rounded by `layout.cornerRadius` (the fill's end only when `layout.roundsProgressEnd`); the track's border
  /// (`colors.border`, `layout.borderWidth`) over both.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let shape = DrawingShape.rounded(try m.layout.cornerRadius)
    let track = try DirectedTrack(
      direction: m.layout.direction, length: m.layout.length,
      thickness: m.layout.height, roundsFillEnds: m.layout.roundsProgressEnd)
    let fill = DrawingShape.rectangle(
      track.fillCorners(radius: try m.layout.cornerRadius, from: 0, to: value), .continuous)
    return track.drawing(
      track: .shape(shape, fill: try m.colors.track),
      fill: .shape(fill, fill: try m.colors.progress),
      outline: .shape(shape, .surface(nil, border: try m.colors.border, width: try m.layout.borderWidth)), from: 0,
      to: value, thumb: nil, at: [])
  }
}
