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
