#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension DrawingIcon {
  /// The icon's outline as subpaths in unit coordinates (y grows downwards), stroked, never filled.
  public var path: [PathElement] {
    switch self {
    case .checkmark: [.move(0.12, 0.52), .line(0.4, 0.8), .line(0.88, 0.22)]
    case .xmark: [.move(0.1, 0.1), .line(0.9, 0.9), .move(0.9, 0.1), .line(0.1, 0.9)]
    case .plus: [.move(0.1, 0.5), .line(0.9, 0.5), .move(0.5, 0.1), .line(0.5, 0.9)]
    case .minus: [.move(0.1, 0.5), .line(0.9, 0.5)]
    case .chevronForward, .chevronRight: [.move(0.3, 0.1), .line(0.7, 0.5), .line(0.3, 0.9)]
    case .chevronBackward, .chevronLeft: [.move(0.7, 0.1), .line(0.3, 0.5), .line(0.7, 0.9)]
    case .chevronUp: [.move(0.1, 0.7), .line(0.5, 0.3), .line(0.9, 0.7)]
    case .chevronDown: [.move(0.1, 0.3), .line(0.5, 0.7), .line(0.9, 0.3)]
    case .chevronUpChevronDown:
      [.move(0.25, 0.4), .line(0.5, 0.15), .line(0.75, 0.4), .move(0.25, 0.6), .line(0.5, 0.85), .line(0.75, 0.6)]
    case .arrowLeft: [.move(0.88, 0.5), .line(0.12, 0.5), .move(0.44, 0.18), .line(0.12, 0.5), .line(0.44, 0.82)]
    case .arrowRight: [.move(0.12, 0.5), .line(0.88, 0.5), .move(0.56, 0.18), .line(0.88, 0.5), .line(0.56, 0.82)]
    case .arrowUp: [.move(0.5, 0.88), .line(0.5, 0.12), .move(0.18, 0.44), .line(0.5, 0.12), .line(0.82, 0.44)]
    case .arrowDown: [.move(0.5, 0.12), .line(0.5, 0.88), .move(0.18, 0.56), .line(0.5, 0.88), .line(0.82, 0.56)]
    case .arrowClockwise: Glyph.clockwiseArrow
    case .squareAndArrowUp:
      [
        .move(0.34, 0.36), .line(0.18, 0.36), .line(0.18, 0.92), .line(0.82, 0.92), .line(0.82, 0.36),
        .line(0.66, 0.36), .move(0.5, 0.6), .line(0.5, 0.06), .move(0.32, 0.23), .line(0.5, 0.06), .line(0.68, 0.23),
      ]
    case .infoCircle: Glyph.ring + Glyph.dot(0.5, 0.3) + [.move(0.5, 0.46), .line(0.5, 0.72)]
    case .exclamationmarkCircle: Glyph.ring + [.move(0.5, 0.27), .line(0.5, 0.55)] + Glyph.dot(0.5, 0.72)
    case .exclamationmarkTriangle:
      [.move(0.5, 0.09), .line(0.94, 0.87), .line(0.06, 0.87), .close, .move(0.5, 0.37), .line(0.5, 0.6)]
        + Glyph.dot(0.5, 0.74)
    case .questionmarkCircle:
      Glyph.ring
        + [.move(0.37, 0.4), .curve(0.37, 0.24, 0.63, 0.24, 0.63, 0.4), .curve(0.63, 0.51, 0.5, 0.5, 0.5, 0.6)]
        + Glyph.dot(0.5, 0.74)
    case .checkmarkCircle: Glyph.ring + [.move(0.3, 0.52), .line(0.44, 0.66), .line(0.7, 0.36)]
    case .xmarkCircle: Glyph.ring + [.move(0.35, 0.35), .line(0.65, 0.65), .move(0.65, 0.35), .line(0.35, 0.65)]
    case .plusCircle: Glyph.ring + [.move(0.3, 0.5), .line(0.7, 0.5), .move(0.5, 0.3), .line(0.5, 0.7)]
    case .minusCircle: Glyph.ring + [.move(0.3, 0.5), .line(0.7, 0.5)]
    case .circle: Glyph.ring
    case .square: Glyph.roundedRect(0.1, 0.1, 0.9, 0.9, radius: 0.16)
    case .magnifyingglass: PathElement.circle(cx: 0.42, cy: 0.42, r: 0.32) + [.move(0.65, 0.65), .line(0.92, 0.92)]
    case .eye: Glyph.eyeOutline + PathElement.circle(cx: 0.5, cy: 0.5, r: 0.13)
    case .eyeSlash:
      Glyph.eyeOutline + PathElement.circle(cx: 0.5, cy: 0.5, r: 0.13) + [.move(0.14, 0.12), .line(0.86, 0.88)]
    case .trash:
      [
        .move(0.12, 0.22), .line(0.88, 0.22), .move(0.37, 0.22), .line(0.37, 0.1), .line(0.63, 0.1), .line(0.63, 0.22),
        .move(0.2, 0.22), .line(0.26, 0.9), .line(0.74, 0.9), .line(0.8, 0.22), .move(0.42, 0.38), .line(0.42, 0.74),
        .move(0.58, 0.38), .line(0.58, 0.74),
      ]
    case .gear: Glyph.gear
    case .house:
      [
        .move(0.08, 0.5), .line(0.5, 0.12), .line(0.92, 0.5), .move(0.2, 0.4), .line(0.2, 0.9), .line(0.8, 0.9),
        .line(0.8, 0.4), .move(0.42, 0.9), .line(0.42, 0.64), .line(0.58, 0.64), .line(0.58, 0.9),
      ]
    case .person:
      PathElement.circle(cx: 0.5, cy: 0.3, r: 0.18)
        + [.move(0.12, 0.9), .curve(0.12, 0.6, 0.88, 0.6, 0.88, 0.9), .close]
    case .bell:
      [
        .move(0.22, 0.7), .line(0.22, 0.46), .curve(0.22, 0.26, 0.34, 0.15, 0.5, 0.15),
        .curve(0.66, 0.15, 0.78, 0.26, 0.78, 0.46), .line(0.78, 0.7), .line(0.88, 0.79), .line(0.12, 0.79), .close,
        .move(0.41, 0.88), .curve(0.44, 0.94, 0.56, 0.94, 0.59, 0.88), .move(0.5, 0.15), .line(0.5, 0.08),
      ]
    case .star: Glyph.star
    case .heart:
      [
        .move(0.5, 0.87), .curve(0.22, 0.66, 0.06, 0.48, 0.08, 0.32), .curve(0.1, 0.14, 0.38, 0.08, 0.5, 0.28),
        .curve(0.62, 0.08, 0.9, 0.14, 0.92, 0.32), .curve(0.94, 0.48, 0.78, 0.66, 0.5, 0.87), .close,
      ]
    case .tray:
      [
        .move(0.08, 0.56), .line(0.22, 0.18), .line(0.78, 0.18), .line(0.92, 0.56), .line(0.92, 0.84),
        .line(0.08, 0.84), .close, .move(0.08, 0.56), .line(0.34, 0.56), .line(0.4, 0.68), .line(0.6, 0.68),
        .line(0.66, 0.56), .line(0.92, 0.56),
      ]
    case .envelope:
      Glyph.roundedRect(0.08, 0.2, 0.92, 0.8, radius: 0.08) + [.move(0.1, 0.24), .line(0.5, 0.54), .line(0.9, 0.24)]
    case .lock:
      Glyph.roundedRect(0.18, 0.44, 0.82, 0.9, radius: 0.08)
        + [.move(0.3, 0.44), .line(0.3, 0.3), .curve(0.3, 0.04, 0.7, 0.04, 0.7, 0.3), .line(0.7, 0.44)]
    case .calendar:
      Glyph.roundedRect(0.1, 0.16, 0.9, 0.9, radius: 0.08)
        + [
          .move(0.1, 0.36), .line(0.9, 0.36), .move(0.3, 0.08), .line(0.3, 0.22), .move(0.7, 0.08), .line(0.7, 0.22),
        ]
        + Glyph.dot(0.32, 0.54) + Glyph.dot(0.5, 0.54) + Glyph.dot(0.68, 0.54) + Glyph.dot(0.32, 0.72)
        + Glyph.dot(0.5, 0.72)
    case .clock: Glyph.ring + [.move(0.5, 0.24), .line(0.5, 0.5), .line(0.68, 0.62)]
    case .pencil:
      [
        .move(0.14, 0.86), .line(0.18, 0.66), .line(0.66, 0.18), .line(0.82, 0.34), .line(0.34, 0.82), .close,
        .move(0.56, 0.28), .line(0.72, 0.44),
      ]
    case .paperplane:
      [
        .move(0.08, 0.46), .line(0.92, 0.1), .line(0.6, 0.9), .line(0.46, 0.56), .close, .move(0.46, 0.56),
        .line(0.92, 0.1),
      ]
    case .folder:
      [
        .move(0.08, 0.26), .line(0.08, 0.84), .line(0.92, 0.84), .line(0.92, 0.34), .line(0.5, 0.34), .line(0.42, 0.2),
        .line(0.14, 0.2), .close, .move(0.08, 0.42), .line(0.92, 0.42),
      ]
    case .doc:
      [
        .move(0.2, 0.08), .line(0.58, 0.08), .line(0.8, 0.3), .line(0.8, 0.92), .line(0.2, 0.92), .close,
        .move(0.58, 0.08), .line(0.58, 0.3), .line(0.8, 0.3),
      ]
    case .photo:
      Glyph.roundedRect(0.08, 0.16, 0.92, 0.84, radius: 0.08)
        + [.move(0.1, 0.76), .line(0.38, 0.46), .line(0.6, 0.68), .line(0.72, 0.56), .line(0.9, 0.74)]
        + PathElement.circle(cx: 0.68, cy: 0.34, r: 0.07)
    case .link:
      Glyph.chainLink(cx: 0.38, cy: 0.62) + Glyph.chainLink(cx: 0.62, cy: 0.38)
    case .ellipsis: Glyph.disc(0.2, 0.5) + Glyph.disc(0.5, 0.5) + Glyph.disc(0.8, 0.5)
    case .line3Horizontal:
      [.move(0.12, 0.24), .line(0.88, 0.24), .move(0.12, 0.5), .line(0.88, 0.5), .move(0.12, 0.76), .line(0.88, 0.76)]
    case .bookmark:
      [.move(0.24, 0.08), .line(0.76, 0.08), .line(0.76, 0.92), .line(0.5, 0.7), .line(0.24, 0.92), .close]
    case .cart:
      [
        .move(0.06, 0.14), .line(0.2, 0.14), .line(0.3, 0.64), .line(0.8, 0.64), .line(0.9, 0.3), .line(0.23, 0.3),
      ]
        + Glyph.disc(0.36, 0.84) + Glyph.disc(0.74, 0.84)
    case .mappin:
      [
        .move(0.5, 0.92), .curve(0.3, 0.66, 0.18, 0.5, 0.18, 0.38), .curve(0.18, 0.2, 0.32, 0.06, 0.5, 0.06),
        .curve(0.68, 0.06, 0.82, 0.2, 0.82, 0.38), .curve(0.82, 0.5, 0.7, 0.66, 0.5, 0.92), .close,
      ]
        + PathElement.circle(cx: 0.5, cy: 0.38, r: 0.11)
    }
  }
}

/// Pieces several glyphs share.
private enum Glyph {
  /// The ring of the circled glyphs.
  static let ring = PathElement.circle(cx: 0.5, cy: 0.5, r: 0.42)

  /// A dot: a line of no length, which round caps draw as a disc as wide as the stroke.
  static func dot(_ x: Double, _ y: Double) -> [PathElement] { [.move(x, y), .line(x, y)] }

  /// A small round spot, larger than a `dot` (a wheel, a dot of an ellipsis).
  static func disc(_ x: Double, _ y: Double) -> [PathElement] { PathElement.circle(cx: x, cy: y, r: 0.045) }

  /// A closed rectangle from (x0, y0) to (x1, y1) with circular corners of `radius`.
  static func roundedRect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, radius r: Double) -> [PathElement] {
    let k = 0.5522847498 * r
    return [
      .move(x0 + r, y0), .line(x1 - r, y0), .curve(x1 - r + k, y0, x1, y0 + r - k, x1, y0 + r), .line(x1, y1 - r),
      .curve(x1, y1 - r + k, x1 - r + k, y1, x1 - r, y1), .line(x0 + r, y1),
      .curve(x0 + r - k, y1, x0, y1 - r + k, x0, y1 - r), .line(x0, y0 + r),
      .curve(x0, y0 + r - k, x0 + r - k, y0, x0 + r, y0), .close,
    ]
  }

  /// The almond of the eye glyphs.
  static let eyeOutline: [PathElement] = [
    .move(0.05, 0.5), .curve(0.24, 0.18, 0.76, 0.18, 0.95, 0.5), .curve(0.76, 0.82, 0.24, 0.82, 0.05, 0.5), .close,
  ]

  /// A point at `degrees` clockwise from the top of a circle.
  static func point(cx: Double, cy: Double, r: Double, degrees: Double) -> (Double, Double) {
    let a = degrees * Double.pi / 180
    return (cx + r * sin(a), cy - r * cos(a))
  }

  /// An arc clockwise from `from` to `to` degrees (from the top), as cubic segments of at most 90°, starting with a
  /// move to its first point.
  static func arc(cx: Double, cy: Double, r: Double, from: Double, to: Double) -> [PathElement] {
    let segments = max(1, Int(((to - from) / 90).rounded(.up)))
    let step = (to - from) / Double(segments)
    let k = 4.0 / 3 * tan(step * Double.pi / 720) * r
    let start = point(cx: cx, cy: cy, r: r, degrees: from)
    var out: [PathElement] = [.move(start.0, start.1)]
    for i in 0..<segments {
      let a0 = (from + Double(i) * step) * Double.pi / 180
      let a1 = (from + Double(i + 1) * step) * Double.pi / 180
      let p0 = (cx + r * sin(a0), cy - r * cos(a0))
      let p1 = (cx + r * sin(a1), cy - r * cos(a1))
      // Tangents of a clockwise arc from the top: (cos, sin).
      out.append(
        .curve(p0.0 + k * cos(a0), p0.1 + k * sin(a0), p1.0 - k * cos(a1), p1.1 - k * sin(a1), p1.0, p1.1))
    }
    return out
  }

  /// A circular arrow: three quarters of a circle turning clockwise, its head at the top.
  static let clockwiseArrow: [PathElement] = {
    let end = 350.0
    let tip = point(cx: 0.5, cy: 0.54, r: 0.36, degrees: end)
    let a = end * Double.pi / 180
    // The direction of travel at the tip, and its normal.
    let (dx, dy) = (cos(a), sin(a))
    let head = 0.17
    return arc(cx: 0.5, cy: 0.54, r: 0.36, from: 70, to: end)
      + [
        .move(tip.0 - head * dx - head * 0.8 * dy, tip.1 - head * dy + head * 0.8 * dx), .line(tip.0, tip.1),
        .line(tip.0 - head * dx + head * 0.8 * dy, tip.1 - head * dy - head * 0.8 * dx),
      ]
  }()

  /// A gear: eight teeth around a rim, a hole in the middle.
  static let gear: [PathElement] = {
    var out: [PathElement] = []
    for tooth in 0..<8 {
      let centre = Double(tooth) * 45
      for (offset, radius) in [(-16.0, 0.33), (-9.0, 0.45), (9.0, 0.45), (16.0, 0.33)] {
        let p = point(cx: 0.5, cy: 0.5, r: radius, degrees: centre + offset)
        out.append(out.isEmpty ? .move(p.0, p.1) : .line(p.0, p.1))
      }
    }
    return out + [.close] + PathElement.circle(cx: 0.5, cy: 0.5, r: 0.13)
  }()

  /// A five-pointed star, point up.
  static let star: [PathElement] = {
    var out: [PathElement] = []
    for i in 0..<10 {
      let p = point(cx: 0.5, cy: 0.54, r: i % 2 == 0 ? 0.46 : 0.2, degrees: Double(i) * 36)
      out.append(i == 0 ? .move(p.0, p.1) : .line(p.0, p.1))
    }
    return out + [.close]
  }()

  /// One link of a chain: a rounded bar along the diagonal, centred on (cx, cy).
  static func chainLink(cx: Double, cy: Double) -> [PathElement] {
    // A stadium 0.5 long and 0.26 wide, turned 45° (its axis runs from bottom-left to top-right).
    let (half, r) = (0.12, 0.13)
    let (ux, uy) = (0.7071067812, -0.7071067812)
    let (nx, ny) = (-uy, ux)
    func p(_ along: Double, _ across: Double) -> (Double, Double) {
      (cx + ux * along + nx * across, cy + uy * along + ny * across)
    }
    let k = 0.5522847498 * r
    let a = p(half, r)
    let b = p(half, -r)
    let c = p(-half, -r)
    let d = p(-half, r)
    let tip1 = p(half + r, 0)
    let tip2 = p(-half - r, 0)
    let c1 = p(half + k, r)
    let c2 = p(half + r, k)
    let c3 = p(half + r, -k)
    let c4 = p(half + k, -r)
    let c5 = p(-half - k, -r)
    let c6 = p(-half - r, -k)
    let c7 = p(-half - r, k)
    let c8 = p(-half - k, r)
    return [
      .move(d.0, d.1), .line(a.0, a.1), .curve(c1.0, c1.1, c2.0, c2.1, tip1.0, tip1.1),
      .curve(c3.0, c3.1, c4.0, c4.1, b.0, b.1), .line(c.0, c.1), .curve(c5.0, c5.1, c6.0, c6.1, tip2.0, tip2.1),
      .curve(c7.0, c7.1, c8.0, c8.1, d.0, d.1), .close,
    ]
  }
}
