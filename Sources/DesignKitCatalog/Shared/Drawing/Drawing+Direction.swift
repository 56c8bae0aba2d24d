import DesignKitCore

/// The parts of a linear control running in an `AxisDirection` (a slider, a progress bar).
struct DirectedTrack {
  /// The way it runs.
  var direction: AxisDirection
  /// Its length along `direction` (a vertical track's height; a horizontal one's least width).
  var length: Double
  /// Its thickness across `direction`.
  var thickness: Double
  /// The size of a thumb, zero for none; thumbs overhang the ends by half their extent along `direction`, inside the
  /// drawing's bounds.
  var thumbSize = Size(square: 0)
  /// Whether the fill is rounded where it ends inside the track (square otherwise).
  var roundsFillEnds = true

  /// The corners of a fill over `lower…upper`: `radius` where it meets the track's ends, and at its own ends inside
  /// the track when `roundsFillEnds`; leading and trailing follow the layout direction.
  func fillCorners(radius: Double, from lower: Double, to upper: Double) -> CornerRadii {
    let start = min(lower, upper) <= 0 || roundsFillEnds ? radius : 0
    let end = max(lower, upper) >= 1 || roundsFillEnds ? radius : 0
    switch direction {
    case .leadingToTrailing:
      return CornerRadii(topLeading: start, topTrailing: end, bottomTrailing: end, bottomLeading: start)
    case .trailingToLeading:
      return CornerRadii(topLeading: end, topTrailing: start, bottomTrailing: start, bottomLeading: end)
    case .topToBottom:
      return CornerRadii(topLeading: start, topTrailing: start, bottomTrailing: end, bottomLeading: end)
    case .bottomToTop:
      return CornerRadii(topLeading: end, topTrailing: end, bottomTrailing: start, bottomLeading: start)
    }
  }

  /// `track` with `fill` over `lower…upper` (fractions of the track from its start edge; empty when they meet),
  /// `outline` (a border) over both, and `thumb` centred on the first of `thumbs` and `otherThumb` (else `thumb`) on
  /// each after it: one thumb has the focus; each thumb is marked as part `index` (`Drawing.part(_:)`), which a host
  /// hit-tests a press against. A horizontal track takes the width offered (at least `length`), leading
  /// to trailing from the leading edge (the right one under right to left); a vertical one is `length` tall.
  func drawing(
    track: Drawing, fill: Drawing?, outline: Drawing? = nil, from lower: Double, to upper: Double, thumb: Drawing?,
    otherThumb: Drawing? = nil, at thumbs: [Double]
  )
    -> Drawing
  {
    func thumbDrawing(_ index: Int) -> Drawing? { index == 0 ? thumb : otherThumb ?? thumb }
    let clamp = { (value: Double) in min(1, max(0, value)) }
    let (lower, upper) = (clamp(min(lower, upper)), clamp(max(lower, upper)))
    let (half, reversed) = ((direction.isVertical ? thumbSize.height : thumbSize.width) / 2, direction.isReversed)
    let thumbAcross = direction.isVertical ? thumbSize.width : thumbSize.height
    var layers: [Drawing]
    if direction.isVertical {
      // The end edge of a part that grows from the start edge: bottom when running down.
      let end = DrawingAlignment(vertical: reversed ? .top : .bottom)
      layers = [track.frame(width: thickness, height: length)]
      if let fill {
        layers.append(
          fill.frame(width: thickness, height: (upper - lower) * length).frame(height: upper * length, alignment: end))
      }
      if let outline { layers.append(outline.frame(width: thickness, height: length)) }
      for (index, value) in thumbs.enumerated() {
        guard let thumb = thumbDrawing(index) else { continue }
        layers.append(
          thumb.part(index).frame(height: clamp(value) * length, alignment: end).offset(y: reversed ? -half : half))
      }
      let column = Drawing.layers(layers, alignment: DrawingAlignment(vertical: reversed ? .bottom : .top))
        .frame(minWidth: max(thickness, thumbAcross))
      return half > 0 ? column.padding(ResolvedInsets(top: half, left: 0, bottom: half, right: 0)) : column
    }
    let end: DrawingAlignment = reversed ? .leading : .trailing
    layers = [track.frame(height: thickness)]
    if let fill {
      layers.append(
        fill.frame(height: thickness, widthFraction: upper > 0 ? (upper - lower) / upper : 0)
          .frame(widthFraction: upper, alignment: end))
    }
    if let outline { layers.append(outline.frame(height: thickness)) }
    for (index, value) in thumbs.enumerated() {
      guard let thumb = thumbDrawing(index) else { continue }
      layers.append(
        thumb.part(index).frame(widthFraction: clamp(value), alignment: end).offset(x: reversed ? -half : half))
    }
    let row = Drawing.layers(layers, alignment: reversed ? .trailing : .leading)
      .frame(minWidth: length, minHeight: max(thickness, thumbAcross), fillsWidth: true)
    return half > 0 ? row.padding(ResolvedInsets(top: 0, left: half, bottom: 0, right: half)) : row
  }
}
