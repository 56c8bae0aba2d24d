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
    try style.containerShape(radius: CornerRadii(try style.number(path)))
  }

  /// A rectangle with square corners (a plain background).
  static let square = DrawingShape.rectangle(CornerRadii(0), .continuous)
}

extension Drawing {
  /// A slider across the width offered: the `colors.track` track `layout.height` thick with `layout.cornerRadius`
  /// corners, the `colors.progress` fill from `lower` to `upper` (fractions of the track), the track's border over
  /// both (`colors.border`, `layout.borderWidth`), and when `layout.hasThumb` a thumb (`Drawing.surface`: its
  /// `thumbBorder` and `layout.thumbShadow`) centred on each of `thumbs` with the focus ring, scaled by
  /// `layout.thumbScale`; thumbs overhang the track's ends by half their size, inside the drawing's bounds.
  static func slider(from lower: Double, to upper: Double, thumbs: [Double], style: ResolvedStyle) throws(Diagnostic)
    -> Drawing
  {
    let clamp = { (value: Double) in min(1, max(0, value)) }
    let (lower, upper) = (clamp(min(lower, upper)), clamp(max(lower, upper)))
    let height = try style.number("layout.height")
    let bar = try DrawingShape.rounded("layout.cornerRadius", style: style)
    var layers: [Drawing] = [.shape(bar, fill: try style.color("colors.track")).frame(height: height)]
    if upper > 0, upper > lower {
      layers.append(
        Drawing.shape(bar, fill: try style.color("colors.progress"))
          .frame(height: height, widthFraction: (upper - lower) / upper)
          .frame(widthFraction: upper, alignment: .trailing))
    }
    layers.append(Drawing.shape(bar, try style.surfacePaint(fill: nil)).frame(height: height))
    var side = 0.0
    if try style.bool("layout.hasThumb") {
      side = try style.number("layout.thumbDimension")
      let shape = try DrawingShape.rounded("layout.thumbCornerRadius", style: style)
      let thumb = try Drawing.surface(
        shape, fill: "colors.thumb", style: style, border: "thumbBorder", shadow: "layout.thumbShadow"
      )
      .frame(width: side, height: side)
      .focusRing(shape, style: style)
      .scaleEffect(try style.number("layout.thumbScale"))
      .offset(x: side / 2)
      layers += thumbs.map { thumb.frame(widthFraction: clamp($0), alignment: .trailing) }
    }
    return Drawing.layers(layers, alignment: .leading)
      .frame(minHeight: max(height, side), fillsWidth: true)
      .padding(ResolvedInsets(top: 0, left: side / 2, bottom: 0, right: side / 2))
  }
}
