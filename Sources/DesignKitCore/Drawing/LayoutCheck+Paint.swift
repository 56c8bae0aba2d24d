import DesignKitValues

/// The checks of what a person sees painted: controls apart, focus rings that show (WCAG 2.2 SC 2.4.13), text and
/// icons that contrast with what is drawn behind them (SC 1.4.3, 1.4.11).
///
/// The color behind a point is the canvas with every filled shape painted before the part that covers the point
/// (by its frame) composited over it in paint order, each at its opacity.
extension LayoutCheck {
  /// The color a person sees at `point` under what was painted before `order`.
  func color(at x: Double, _ y: Double, before order: Int, in trace: LayoutTrace) -> Color {
    var color = expectations.canvas
    for shape in trace.shapes where shape.order < order && shape.opacity > LayoutCheck.invisible {
      guard let fill = shape.paint.fill, fill.alpha > 0 else { continue }
      switch shape.shape {
      case .rectangle, .capsule, .circle: break
      case .line, .icon, .arc: continue
      }
      let r = shape.rect
      guard x >= r.x, x <= r.x + r.width, y >= r.y, y <= r.y + r.height else { continue }
      color = fill.opacity(shape.opacity).composited(over: color)
    }
    return color
  }

  /// Filled shapes holding text (a button's surface) drawn over each other, neither holding the other and no
  /// opaque surface painted between them (a dialog's card over the screen behind it). Two fills under the same text
  /// are one control; a see-through fill over the whole drawing or its clipped screen (a dimming scrim) is none.
  /// Controls meet only where both show: what a clip cuts away (a sheet slid past its screen's edge) overlaps nothing.
  func overlappingControls(_ trace: LayoutTrace) -> [LayoutProblem] {
    let lines = trace.texts.filter { $0.opacity > LayoutCheck.invisible && $0.shown != nil }
    func holds(_ outer: DrawingRect, _ inner: DrawingRect) -> Bool {
      inner.x >= outer.x - tolerance && inner.y >= outer.y - tolerance
        && inner.x + inner.width <= outer.x + outer.width + tolerance
        && inner.y + inner.height <= outer.y + outer.height + tolerance
    }
    // A control's surface holds one run of text (a button's title); a card, a sheet or a screen holds several. A
    // see-through fill over the whole drawing, or the whole screen it is clipped to, is the dimming behind a
    // presented sheet, not a control.
    var controls: [(shape: LayoutTrace.PlacedShape, text: String, run: Int)] = []
    for shape in trace.shapes where shape.opacity > LayoutCheck.invisible && (shape.paint.fill?.alpha ?? 0) > 0 {
      switch shape.shape {
      case .rectangle, .capsule, .circle: break
      case .line, .icon, .arc: continue
      }
      let alpha = (shape.paint.fill?.alpha ?? 0) * shape.opacity
      // The screen a scrim dims is the clip it is drawn in (a sample screen among others), else the whole drawing.
      guard alpha >= 0.9 || !holds(shape.rect, shape.clip ?? trace.frame) else { continue }
      let inside = lines.filter { holds(shape.rect, $0.moved) }
      guard let first = inside.first, inside.allSatisfy({ $0.run == first.run }) else { continue }
      controls.append((shape, trace.runs[first.run].string, first.run))
    }
    var problems: [LayoutProblem] = []
    for (i, a) in controls.enumerated() {
      guard let seen = a.shape.visible else { continue }
      // Two fills under the same text are layers of one control (a pressed highlight over its background).
      for b in controls[(i + 1)...] where a.run != b.run && overlaps(seen, b.shape.visible) {
        guard !trace.covers(a.shape.rect, order: a.shape.order, under: b.shape.rect, order: b.shape.order) else {
          continue
        }
        problems.append(
          LayoutProblem(
            kind: .overlappingControls, path: b.shape.path,
            message: "the control with text \(quoted(b.text)) is drawn over the control with text \(quoted(a.text)) "
              + "at \(a.shape.path)"))
      }
    }
    return problems
  }

  /// The smallest gap a line of text `size` points tall keeps from a control's box: 0.15 em, at least 2 pt. A control
  /// and its title stand apart by a spacing that grows with the text (UIKit scales it with `UIFontMetrics`; 8.1's
  /// check box, radio and toggle set 5 pt beside 15–17 pt titles, about 0.3 em). Half of that is what a glyph's side
  /// bearing (0.05–0.1 em) and the difference between measured and drawn glyphs leave as air between ink and box;
  /// under 2 pt, anti-aliased edges merge at any size.
  public static func minimumGap(besideTextOf size: Double) -> Double { max(2, 0.15 * size) }

  /// The largest side a control's box has (a stepper is 94 pt, a switch 51 pt, a check box 16 pt grown 3.1 times
  /// at accessibility5): a larger shape without text is a surface (a scrim, a slider's track, an image), not a control.
  public static let largestControlSide = 120.0
  /// The smallest side a control's box has: a thinner shape is a line (a caret, a divider, a tab's indicator).
  public static let smallestControlSide = 4.0

  /// Text closer than `minimumGap(besideTextOf:)` to a control's box it is not drawn on: a filled or stroked
  /// rectangle, capsule or circle that holds no text, between `smallestControlSide` and `largestControlSide` (a check
  /// box's square, a toggle's track, a radio's circle, a slider's thumb, a focus ring around one). The box is what is
  /// drawn: a stroke's part outside the edge counts (all of a focus ring's, half a centred border's), so a 3 pt ring
  /// 2 pt off a check box reaches 5 pt toward its title. The text's glyph box is its line's width by one em about the
  /// line's middle (a line box's leading is air, not ink); a circle's or capsule's gap is to its round edge, not its
  /// frame's corner. Once per text run and box.
  func textTouchingControls(_ trace: LayoutTrace) -> [LayoutProblem] {
    let lines = trace.texts.filter {
      $0.opacity > LayoutCheck.invisible && $0.shown != nil && !$0.string.allSatisfy(\.isWhitespace)
    }
    guard !lines.isEmpty else { return [] }
    let boxes = trace.shapes.compactMap { shape -> LayoutTrace.PlacedShape? in
      guard let seen = shape.visible else { return nil }
      var drawn = shape
      drawn.visible = seen.outset(by: LayoutCheck.strokeOutside(shape.paint))
      if let clip = shape.clip { drawn.visible = drawn.visible?.intersection(clip) }
      return drawn
    }
    .filter { shape in
      guard shape.opacity > LayoutCheck.invisible, let seen = shape.visible,
        min(seen.width, seen.height) >= LayoutCheck.smallestControlSide,
        max(shape.rect.width, shape.rect.height) <= LayoutCheck.largestControlSide
      else { return false }
      switch shape.shape {
      case .rectangle, .capsule, .circle: break
      case .line, .icon, .arc: return false
      }
      let fill = (shape.paint.fill?.alpha ?? 0) > 0
      let stroke = (shape.paint.stroke?.alpha ?? 0) > 0 && shape.paint.lineWidth > 0
      guard fill || stroke else { return false }
      // A box that holds text is a surface the text is drawn on (a button's, a field's, an avatar's).
      return !lines.contains { line in
        let (x, y, r) = (line.moved.midX, line.moved.midY, shape.rect)
        return x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height
      }
    }
    guard !boxes.isEmpty else { return [] }
    var problems: [LayoutProblem] = []
    var reported: Set<String> = []
    for line in lines {
      guard let shown = line.shown else { continue }
      let run = trace.runs[line.run]
      let em = run.font.size * run.scale
      let minimum = LayoutCheck.minimumGap(besideTextOf: em)
      // The ink lies inside the line's shown frame, so a box as far as the minimum from the frame is far enough.
      let near = boxes.filter { box in
        box.visible.map { LayoutCheck.gap(between: shown, and: $0, roundedBy: box.shape) < minimum - 1e-9 } ?? false
      }
      guard !near.isEmpty, let glyphs = glyphBox(of: line, in: run, shown: shown) else { continue }
      for box in near {
        guard let seen = box.visible else { continue }
        let gap = LayoutCheck.gap(between: glyphs, and: seen, roundedBy: box.shape)
        guard gap < minimum - 1e-9 else { continue }
        let path = run.path + "/" + quoted(run.string)
        guard reported.insert(path + "|" + box.path).inserted else { continue }
        problems.append(
          LayoutProblem(
            kind: .textTouchingControl, path: path,
            message:
              "text \(quoted(run.string)) touches the control's box at \(box.path.isEmpty ? "the top" : box.path)",
            measured: "\(LayoutProblem.points(gap)) apart, minimum \(LayoutProblem.points(minimum))"))
      }
    }
    return problems
  }

  /// How far a paint's stroke reaches outside its shape's edge: all of an outside stroke (a focus ring), half a centred
  /// one, none of an inside one or of a fill.
  static func strokeOutside(_ paint: DrawingPaint) -> Double {
    guard (paint.stroke?.alpha ?? 0) > 0, paint.lineWidth > 0 else { return 0 }
    switch paint.placement {
    case .outside: return paint.lineWidth
    case .centered: return paint.lineWidth / 2
    case .inside: return 0
    }
  }

  /// The letters and marks that reach below the baseline (ASCII bytes: a line's other letters do not descend).
  static let descenders = Set("gjpqyQ,;()[]{}|@_/".utf8)

  /// Where a line's ink is: its width, from the tallest letters' top (0.76 em above the baseline: Inter's ascender and
  /// cap height are 0.73–0.76 em) down to the baseline, or to the descender's depth when a letter hangs below it
  /// ("Lisbon" sits on the baseline, "Spying" reaches under it); nil when none of that shows.
  func glyphBox(of line: LayoutTrace.PlacedText, in run: LayoutTrace.PlacedRun, shown: DrawingRect) -> DrawingRect? {
    let baseline = line.moved.y + measurer.baseline(of: run.font)
    let descends = line.string.utf8.contains { LayoutCheck.descenders.contains($0) }
    let top = baseline - 0.76 * run.font.size
    let bottom = baseline + (descends ? (measurer.lineHeight(of: run.font) - measurer.baseline(of: run.font)) : 0)
    return shown.intersection(DrawingRect(x: shown.x, y: top, width: shown.width, height: bottom - top))
  }

  /// How far apart `rect` and a shape drawn in `frame` are (negative where they overlap): to a circle's or capsule's
  /// round edge, else to the frame.
  public static func gap(between rect: DrawingRect, and frame: DrawingRect, roundedBy shape: DrawingShape) -> Double {
    // The distance from `rect` to a rectangle `core`, less `radius`: a capsule is its core segment grown by its radius.
    func distance(to core: DrawingRect, less radius: Double) -> Double {
      let across = max(core.x - rect.x - rect.width, rect.x - core.x - core.width)
      let down = max(core.y - rect.y - rect.height, rect.y - core.y - core.height)
      let apart = across > 0 && down > 0 ? (across * across + down * down).squareRoot() : max(across, down)
      return apart - radius
    }
    let radius = min(frame.width, frame.height) / 2
    // A rounded corner's gap is to its arc: the frame shrunk by the radius, less the radius (the smallest corner's).
    func rounded(_ corner: Double) -> Double {
      let r = max(0, min(corner, radius))
      return distance(to: frame.outset(by: -r), less: r)
    }
    switch shape {
    case .circle:
      return distance(to: DrawingRect(x: frame.midX, y: frame.midY, width: 0, height: 0), less: radius)
    case .capsule:
      let core = DrawingRect(
        x: frame.x + radius, y: frame.y + radius, width: frame.width - 2 * radius, height: frame.height - 2 * radius)
      return distance(to: core, less: radius)
    case .rectangle(let radii, _):
      return rounded(min(radii.topLeading, radii.topTrailing, radii.bottomTrailing, radii.bottomLeading))
    case .line, .icon, .arc:
      return distance(to: frame, less: 0)
    }
  }

  /// A focused control's ring (`isFocusRing(_:color:)`): at least 2 pt thick, and 3:1 against both the fill it
  /// surrounds and what lies behind it, measured at the middle of its top edge.
  func focusIndicators(_ trace: LayoutTrace) -> [LayoutProblem] {
    guard let ringColor = expectations.focusRing, ringColor.alpha > 0 else { return [] }
    let rings = trace.shapes.filter { isFocusRing($0, color: ringColor) }
    guard !rings.isEmpty else {
      return [
        LayoutProblem(kind: .focusIndicator, path: "", message: "the focused control draws no focus ring")
      ]
    }
    var problems: [LayoutProblem] = []
    if rings.count > 1 {
      problems.append(
        LayoutProblem(
          kind: .focusIndicator, path: "focus ring",
          message: "the drawing shows \(rings.count) focus rings; a screen has one focus"))
    }
    for ring in rings {
      let width = ring.paint.lineWidth
      let path = ring.path.isEmpty ? "focus ring" : ring.path + "/focus ring"
      if width < 2 - 1e-9 {
        problems.append(
          LayoutProblem(
            kind: .focusIndicator, path: path,
            message: "the focus ring is \(LayoutProblem.points(width)) thick, below 2 pt (WCAG 2.2 SC 2.4.13)"))
      }
      // The ring's inner and outer edges, by where its stroke lies.
      let (inner, outer): (Double, Double)
      switch ring.paint.placement {
      case .outside: (inner, outer) = (0, width)
      case .centered: (inner, outer) = (-width / 2, width / 2)
      case .inside: (inner, outer) = (-width, 0)
      }
      let x = ring.rect.midX
      let top = ring.rect.y
      let inside = color(at: x, top - inner + 0.5, before: ring.order, in: trace)
      let behind = color(at: x, top - outer - 0.5, before: ring.order, in: trace)
      let under = color(at: x, top - (inner + outer) / 2, before: ring.order, in: trace)
      let seen = ringColor.opacity(ring.opacity).composited(over: under)
      for (against, what) in [(inside, "the fill it surrounds"), (behind, "what lies behind it")] {
        let ratio = seen.contrastRatio(on: against)
        guard ratio < ContrastThreshold.nonText else { continue }
        problems.append(
          LayoutProblem(
            kind: .focusIndicator, path: path,
            message: "the focus ring is below 3:1 against \(what) (WCAG 2.2 SC 2.4.13)",
            measured: "\(seen.hex) against \(against.hex): \(fixed(ratio, 2)):1"))
      }
    }
    return problems
  }

  /// Whether `shape` is a focus ring: a stroke in the ring's color drawn outside the rectangle, capsule or circle it
  /// surrounds. A stroke in that color inside or on a shape's edge is its border (a radio button's accent rim), and an
  /// icon's or a line's stroke is a glyph (a menu's accent checkmark), not an indicator of focus.
  func isFocusRing(_ shape: LayoutTrace.PlacedShape, color: Color) -> Bool {
    guard shape.opacity > LayoutCheck.invisible, shape.paint.stroke == color, shape.paint.lineWidth > 0,
      shape.paint.placement == .outside
    else { return false }
    switch shape.shape {
    case .rectangle, .capsule, .circle: return true
    case .line, .icon, .arc: return false
    }
  }

  /// Text below 4.5:1 (large text: 18 pt, or 14 pt bold, 3:1; once per run) and icons below 3:1 against what is
  /// drawn behind their middle; nothing when `expectations.checksContrast` is off, nor for inactive parts
  /// (`expectations.inactiveInks`). Parts faded by an effect (a
  /// transition caught mid-way) are not judged: contrast is a property of what stays on screen.
  func contrast(_ trace: LayoutTrace) -> [LayoutProblem] {
    guard expectations.checksContrast else { return [] }
    var problems: [LayoutProblem] = []
    var judged: Set<Int> = []
    // A part faded by an effect is caught mid-transition (or dimmed as disabled): not judged.
    for text in trace.texts where text.opacity >= 1 - 1e-9 && !judged.contains(text.run) {
      guard let shown = text.shown else { continue }
      let run = trace.runs[text.run]
      guard run.declared.color.alpha > 0, !expectations.inactiveInks.contains(run.declared.color) else { continue }
      let size = run.font.size * run.scale
      let isLarge = size >= 18 || (size >= 14 && run.font.weight.numericValue >= Font.Weight.bold.numericValue)
      let minimum = isLarge ? ContrastThreshold.largeText : ContrastThreshold.text
      let behind = color(at: shown.midX, shown.midY, before: text.order, in: trace)
      let seen = run.declared.color.composited(over: behind)
      let ratio = seen.contrastRatio(on: behind)
      guard ratio < minimum else { continue }
      judged.insert(text.run)
      problems.append(
        LayoutProblem(
          kind: .textContrast, path: run.path + "/" + quoted(run.string),
          message: "text \(quoted(run.string)) is below \(JSONWriter.format(minimum)):1 for "
            + (isLarge ? "large text" : "text"),
          measured: "\(seen.hex) on \(behind.hex): \(fixed(ratio, 2)):1"))
    }
    for shape in trace.shapes where shape.opacity >= 1 - 1e-9 {
      guard case .icon(let icon) = shape.shape, let ink = shape.paint.stroke ?? shape.paint.fill, ink.alpha > 0,
        !expectations.inactiveInks.contains(ink)
      else { continue }
      let behind = color(at: shape.rect.midX, shape.rect.midY, before: shape.order, in: trace)
      let seen = ink.composited(over: behind)
      let ratio = seen.contrastRatio(on: behind)
      guard ratio < ContrastThreshold.nonText else { continue }
      problems.append(
        LayoutProblem(
          kind: .iconContrast, path: shape.path + "/icon \(icon.rawValue)",
          message: "icon \(icon.rawValue) is below 3:1", measured: "\(seen.hex) on \(behind.hex): \(fixed(ratio, 2)):1")
      )
    }
    return problems
  }
}
