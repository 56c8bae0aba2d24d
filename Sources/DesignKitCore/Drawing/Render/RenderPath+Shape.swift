extension RenderPath {
  /// The outline of `shape` filling `rect`; `isMirrored` flips an icon's path horizontally.
  ///
  /// Corner radii are clamped to half the shorter side (a negative one to 0): square corners are a `rectangle`,
  /// equal circular ones a `roundedRectangle`, others (continuous, or unequal) Bézier elements. A frame's negative
  /// width or height counts as 0, except in a capsule's radius, which SVG has always been given as it is.
  init(_ shape: DrawingShape, in rect: DrawingRect, isMirrored: Bool) {
    let frame = DrawingRect(x: rect.x, y: rect.y, width: max(0, rect.width), height: max(0, rect.height))
    let radius = max(0, min(rect.width, rect.height) / 2)
    switch shape {
    case .capsule: self = .roundedRectangle(frame, radius: min(rect.width, rect.height) / 2)
    case .circle: self = .circle(centerX: rect.midX, centerY: rect.midY, radius: radius)
    case .line(let from, let to):
      self = .line(
        x1: rect.x + from.x * rect.width, y1: rect.y + from.y * rect.height, x2: rect.x + to.x * rect.width,
        y2: rect.y + to.y * rect.height)
    case .arc(let start, let end):
      self =
        abs(end - start) >= 360
        ? .circle(centerX: rect.midX, centerY: rect.midY, radius: radius)
        : .arc(centerX: rect.midX, centerY: rect.midY, radius: radius, startDegrees: start, endDegrees: end)
    case .icon(let icon):
      self = .elements(
        icon.path.map { element in
          element.mapped { x, y in (rect.x + (isMirrored ? 1 - x : x) * rect.width, rect.y + y * rect.height) }
        })
    case .rectangle(let radii, let style):
      let clamped = [radii.topLeading, radii.topTrailing, radii.bottomTrailing, radii.bottomLeading].map {
        min(max(0, $0), radius)
      }
      if clamped.allSatisfy({ $0 == 0 }) {
        self = .rectangle(frame)
      } else if style == .circular, radii.isUniform {
        self = .roundedRectangle(frame, radius: clamped[0])
      } else {
        self = .elements(PathElement.roundedRectangle(rect, radii: clamped, continuous: style == .continuous))
      }
    }
  }
}

extension DrawingShape {
  /// The shape grown by `amount` on every side, corners concentric: where an inside or outside stroke is centred.
  func outset(by amount: Double) -> DrawingShape {
    guard case .rectangle(let radii, let style) = self else { return self }
    func grow(_ r: Double) -> Double { r == 0 ? 0 : max(0, r + amount) }
    return .rectangle(
      CornerRadii(
        topLeading: grow(radii.topLeading), topTrailing: grow(radii.topTrailing),
        bottomTrailing: grow(radii.bottomTrailing), bottomLeading: grow(radii.bottomLeading)), style)
  }
}
