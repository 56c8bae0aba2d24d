import DesignKitCore

extension VRollingCounter: DrawableComponent {
  /// A balance with a trailing zero; its roll stills go up from 999.45 (a digit and a grouping separator roll in) or
  /// down by 1.01 (a whole-number and a fraction digit roll).
  public static var galleryPreview: VRollingCounter { VRollingCounter(value: 1234.5, previousValue: 999.45) }

  /// The value following the machine: what it shows, what it rolls from and how far the roll has come.
  public func following(_ machine: RollingCounterMachine) -> VRollingCounter {
    var shown = self
    shown.state = machine.state.phase
    shown.value = machine.state.value
    shown.previousValue = machine.state.previousValue
    shown.rollProgress = machine.rollProgress
    shown.fadeProgress = machine.fadeProgress
    return shown
  }

  /// The number as `misc` writes it, one character after another `layout.spacing` apart (left to right in either
  /// layout direction), each in its kind's font (`fonts.digit`, `fractionDigit`, `groupingSeparator`,
  /// `decimalSeparator`), color, margins and vertical offset (`layout.digitOffsetY`, …). While rolling,
  /// each place whose character changed (and every place unless `misc.highlightsOnlyChangedDigits`; separators only
  /// with `misc.highlightsSeparators`) takes `colors.incrementHighlight` or `decrementHighlight`, and a changed digit
  /// shows the old character leaving and the new one coming in from `layout.incrementRollEdge` (or
  /// `decrementRollEdge`; `fractionIncrementRollEdge` or `fractionDecrementRollEdge` for a fraction digit), as far as
  /// the roll has come on the `animations.roll` curve, clipped to its place, the old one fading out over the first
  /// half and the new one in over the second; a separator that appears or goes away fades in place. A still (no
  /// machine) shows the roll at its end, every character on one line. Fading,
  /// the new number shows and its highlighted places go back to their rest colors as far as the fade has come on
  /// the `animations.dehighlight` curve.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let highlightsOnlyChanged = try m.misc.highlightsOnlyChangedDigits
    let highlightsSeparators = try m.misc.highlightsSeparators
    // Following a machine, the progress values say what runs (a host may draw a state behind its machine's clock);
    // a still goes by its state.
    let rollRuns = rollProgress.map { $0 < 1 } ?? (state == .rollingUp || state == .rollingDown)
    let fading = !rollRuns && (fadeProgress.map { $0 < 1 } ?? (state == .fading))
    let up = state == .rollingDown ? false : state == .rollingUp ? true : previousValue <= value
    let rolling = rollRuns || fading
    var from = previousValue
    if rolling, up ? from >= value : from <= value { from = up ? value - 1.01 : value + 1.01 }
    let misc = try m.misc
    let places = try RollingCounterText(value, misc: misc).places(
      from: try RollingCounterText(rolling ? from : value, misc: misc))
    let (layout, fonts, colors) = (try m.layout, try m.fonts, try m.colors)
    // A still shows where the roll lands: every character on one line, the changed ones highlighted (a roll caught
    // on its way shows cut glyphs off the line, which read as other characters: "999 45 / 1,234:50"); a fade
    // halfway along its curve.
    let progress =
      fading
      ? 1
      : try rollProgress.map { p throws(Diagnostic) in Self.eased(p, along: try m.animations.roll) } ?? Self.stillRoll
    let faded = fading ? Self.eased(fadeProgress ?? 0.5, along: try m.animations.dehighlight) : 0
    let edge = try up ? layout.incrementRollEdge : layout.decrementRollEdge
    let fractionEdge = try up ? layout.fractionIncrementRollEdge : layout.fractionDecrementRollEdge
    let highlight = try (up ? m.colors.incrementHighlight : m.colors.decrementHighlight)
    let characters = try places.map { place throws(Diagnostic) -> Drawing in
      let kind = (place.new ?? place.old)?.kind ?? .digit
      let changed = place.new != place.old
      let highlighted =
        rolling && (changed || !highlightsOnlyChanged) && (!kind.isSeparator || highlightsSeparators)
      let field = Self.fields(kind)
      let font = try fonts[field.font]
      let rest = try colors[field.color]
      let color = highlighted ? Color.mix(highlight, rest, fraction: faded) : rest
      func glyph(_ character: RollingCounterText.Character?) -> Drawing {
        character.map { Drawing.text($0.text, font: font, color: color, lineLimit: 1) } ?? .empty
      }
      let cell: Drawing
      if rolling, changed, progress < 1, kind.isSeparator {
        // A separator stays in place (VComponents 8.1 gives separators no transition) and fades in or out.
        cell = place.new.map { glyph($0).opacity(progress) } ?? glyph(place.old).opacity(1 - progress)
      } else if rolling, changed, progress < 1 {
        cell = Self.roll(
          from: glyph(place.old), to: glyph(place.new), progress: progress,
          edge: kind == .fractionDigit ? fractionEdge : edge,
          lineHeight: environment.textMeasurer.lineHeight(of: font))
      } else {
        cell = glyph(place.new)
      }
      let padded = cell.padding(try layout[field.margins])
      let offset = try layout[field.offsetY]
      return offset == 0 ? padded : padded.offset(y: offset)
    }
    // Numbers read left to right in either layout direction: a right-to-left row mirrors, so it gets them reversed.
    let rightToLeft = environment.layoutDirection == .rightToLeft
    return .hstack(
      spacing: try m.layout.spacing, alignment: .center, rightToLeft ? characters.reversed() : characters)
  }

  /// How far along a still (no machine) shows a roll: at its end, so that every digit stands on the line.
  static let stillRoll = 1.0

  /// The old character leaving and the new one coming in from `edge`, `progress` of the way, in a line `height` tall
  /// that shows one of them (the two stacked and scrolled past it), as VComponents 8.1 pushes a digit in; the old one
  /// fades out over the first half and the new one in over the second, so that no instant shows two cut glyphs in
  /// one place. Fading in place instead when `edge` is `fade`.
  private static func roll(
    from old: Drawing, to new: Drawing, progress: Double, edge: VRollingCounterModel.RollEdge, lineHeight height: Double
  ) -> Drawing {
    let leaving = old.opacity(max(0, 1 - 2 * progress))
    let coming = new.opacity(min(1, max(0, 2 * progress - 1)))
    let column: Drawing
    let offset: Double
    switch edge {
    case .fade:
      return progress < 0.5 ? leaving : coming
    case .bottom:
      column = .vstack(spacing: 0, [leaving.frame(height: height), coming.frame(height: height)])
      offset = -height * progress
    case .top:
      column = .vstack(spacing: 0, [coming.frame(height: height), leaving.frame(height: height)])
      offset = -height * (1 - progress)
    }
    return column.offset(y: offset).scrolling(.vertical).frame(height: height)
  }

  /// `progress` of the roll on the `animations.roll` curve (or another animation's).
  private static func eased(_ progress: Double, along spec: AnimationSpec) -> Double {
    let evaluator = AnimationEvaluator(spec)
    guard evaluator.duration.isFinite, evaluator.duration > 0 else { return progress }
    return evaluator.value(at: min(max(progress, 0), 1) * evaluator.duration)
  }

  /// The font, color, margins and vertical offset of a kind of character.
  private static func fields(_ kind: RollingCounterText.Kind) -> (
    font: KeyPath<Model.Fonts, Font>, color: KeyPath<Model.Colors, AdaptiveColor>,
    margins: KeyPath<Model.Layout, Insets>, offsetY: KeyPath<Model.Layout, Double>
  ) {
    switch kind {
    case .digit: (\.digit, \.digit, \.digitMargins, \.digitOffsetY)
    case .fractionDigit: (\.fractionDigit, \.fractionDigit, \.fractionDigitMargins, \.fractionDigitOffsetY)
    case .groupingSeparator:
      (\.groupingSeparator, \.groupingSeparator, \.groupingSeparatorMargins, \.groupingSeparatorOffsetY)
    case .decimalSeparator:
      (\.decimalSeparator, \.decimalSeparator, \.decimalSeparatorMargins, \.decimalSeparatorOffsetY)
    }
  }
}
