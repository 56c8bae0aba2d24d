import DesignKitValues

/// Finds what a layout gets wrong in a drawing as `DrawingLayout` places it (not in its SVG), as a person sees it:
/// text that leaves the shape it is drawn on or the drawing's frame, is cut by a clip that no scrolling region
/// declares, runs over other text or an icon, or is cut by a frame of fixed size; words split across lines and
/// single-line text that wraps or, while not edited, is cut without an ellipsis; a caret away from the insertion point; icons that did not grow with the text beside
/// them; controls drawn over each other; text touching a control's box it is not drawn on; more than one caret or focus
/// ring (a screen has one focus); focus rings that fail WCAG 2.2 SC 2.4.13; text and icons below WCAG contrast;
/// text set below its model's minimum size; text cut short at the default size; an icon stacked off its title's edge (`LayoutCheck+Reading.swift`, `LayoutCheck+Paint.swift`). What the
/// drawing alone does not say (the canvas, the caret's and focus ring's colors) comes from `expectations`.
///
/// A text's container is the nearest enclosing background, overlay or clip (`Drawing.background(_:)`,
/// `Drawing.clipped(to:)`), or the content of a scrolling region (`Drawing.scrolling(_:alignment:)`), whose text
/// is checked where it shows: what is scrolled out of view is neither outside the frame nor over other parts; the
/// frame is the laid-out drawing's bounds. Offsets move what they hold (a carousel's cards), except that inside a
/// scrolling region they are its scroll position (a pager's pages, a marquee's text, a rolling digit) and leave the
/// text in the region's content, and text that only an offset carries past the frame (a sheet sliding in from the
/// screen's edge, a screen being pushed) is moving through that edge, not laid out past it; the checks work in
/// logical coordinates, so right to left is judged as left to right mirrored. Text at zero opacity (a dismissed
/// modal, a cross-fade's hidden side) is not checked. Each problem is reported once, at the drawing part's path: stack
/// children by index (`vstack[1]/hstack[0]`), `background` and `overlay` for decorations, `content` for a slot, then
/// the text in quotes (`vstack[1]/hstack[0]/"Cancel"`) or the fixed frame (`frame(height 44)`).
public struct LayoutCheck: Sendable {
  /// The reading direction (a drawing may differ by direction; the checks themselves do not).
  public var layoutDirection: StyleEnvironment.LayoutDirection
  /// How far, in points, an extent may pass a bound before it counts (rounding, hairlines).
  public var tolerance: Double
  /// What the layout measures text with (`DrawingLayout.measurer`).
  public var measurer: TextMeasurer
  /// What the drawing's component declares (its canvas, caret, focus ring, single-line text, minimum text sizes).
  public var expectations: LayoutExpectations

  /// Creates a check.
  public init(
    layoutDirection: StyleEnvironment.LayoutDirection = .leftToRight, tolerance: Double = LayoutCheck.defaultTolerance,
    measurer: TextMeasurer = .approximate, expectations: LayoutExpectations = LayoutExpectations()
  ) {
    self.layoutDirection = layoutDirection
    self.tolerance = tolerance
    self.measurer = measurer
    self.expectations = expectations
  }

  /// Half a point: below what a screen shows.
  public static let defaultTolerance = 0.5
  /// The opacity under which a part counts as not shown.
  static let invisible = 0.01

  /// The problems of `drawing` laid out in the offered size (nil: its ideal size on that axis).
  public func problems(in drawing: Drawing, proposedWidth: Double? = nil, proposedHeight: Double? = nil)
    -> [LayoutProblem]
  {
    let trace = LayoutTrace()
    let laidOut = DrawingLayout(layoutDirection: layoutDirection, measurer: measurer)
      .layout(drawing, proposedWidth: proposedWidth, proposedHeight: proposedHeight, trace: trace)
    let frame = DrawingRect(x: 0, y: 0, width: laidOut.width, height: laidOut.height)
    trace.hide(outside: frame)
    var problems = trace.cuts
    let placed = trace.texts.filter { $0.opacity > LayoutCheck.invisible }
    for text in placed {
      if let container = text.container, let excess = excess(of: text.inContainer, outside: container.rect) {
        problems.append(
          container.isClip
            ? LayoutProblem(
              kind: .cutByClip, path: text.path,
              message: "text \(quoted(text.string)) is cut by a clip that no scrolling region declares", amount: excess)
            : LayoutProblem(
              kind: .textOutsideContainer, path: text.path,
              message: "text \(quoted(text.string)) leaves its container", amount: excess))
      } else if let shown = text.shown, let excess = excess(of: shown, outside: frame),
        self.excess(of: text.rect, outside: frame) != nil
      {
        problems.append(
          LayoutProblem(
            kind: .textOutsideFrame, path: text.path,
            message: "text \(quoted(text.string)) leaves the drawing's frame", amount: excess))
      }
    }
    // Overlaps are between what shows: text scrolled out of view overlaps nothing.
    let texts = placed.filter { $0.shown != nil }
    for (i, text) in texts.enumerated() {
      guard let rect = text.shown else { continue }
      for other in texts[(i + 1)...] where overlaps(rect, other.shown) && !trace.covers(text, under: other) {
        problems.append(
          LayoutProblem(
            kind: .overlappingText, path: text.path,
            message: "text \(quoted(text.string)) overlaps text \(quoted(other.string)) at \(other.path)"))
      }
      for mark in trace.marks where mark.opacity > LayoutCheck.invisible && overlaps(rect, mark.rect) {
        problems.append(
          LayoutProblem(
            kind: .overlappingText, path: text.path,
            message: "text \(quoted(text.string)) overlaps the \(mark.name) at \(mark.path)"))
      }
    }
    problems +=
      splitWords(trace, offered: proposedWidth) + wrappedSingleLines(trace) + clippedSingleLines(trace) + carets(trace)
      + unscaledIcons(trace)
    problems += textBelowMinimumSize(trace) + overlappingControls(trace) + focusIndicators(trace) + contrast(trace)
    problems += textTouchingControls(trace) + truncatedTexts(trace) + misalignedStackedIcons(trace)
    return problems
  }

  /// How far `rect` reaches past `bound` on its worst side, or nil when it stays inside (within the tolerance).
  private func excess(of rect: DrawingRect, outside bound: DrawingRect) -> Double? {
    let worst = max(
      bound.x - rect.x, rect.x + rect.width - bound.x - bound.width, bound.y - rect.y,
      rect.y + rect.height - bound.y - bound.height)
    return worst > tolerance ? worst : nil
  }

  /// Whether two rectangles share more than the tolerance on both axes.
  func overlaps(_ a: DrawingRect, _ b: DrawingRect?) -> Bool {
    guard let b else { return false }
    let across = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
    let down = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
    return across > tolerance && down > tolerance
  }
}

/// One layout problem of a drawing: what kind, where (the part's path) and how much.
public struct LayoutProblem: Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: String, Sendable, CaseIterable {
    /// Text reaches past the background or overlay it is drawn in.
    case textOutsideContainer
    /// Text reaches past the laid-out drawing's bounds.
    case textOutsideFrame
    /// Text runs over other text, or over an icon or a line.
    case overlappingText
    /// A frame of fixed width or height is smaller than the text-bearing content it holds.
    case cutByFixedSize
    /// Text reaches past a clip that is not a scrolling region's (a carousel's edge).
    case cutByClip
    /// A word is broken across lines though it fits on a line of its own.
    case splitWord
    /// Text its component declares single-line (a text field's) takes more than one line.
    case wrappedSingleLine
    /// Text its component declares single-line, not being edited (no caret), cut by the region it scrolls in with no
    /// "…" (an unfocused field truncates its tail, as iOS does; only a focused one scrolls); or, while edited, cut
    /// closer than a quarter of its size to a button beside it (the cut glyph reads as under the button).
    case clippedSingleLine
    /// A focused text input shows no caret, more than one, or one away from the insertion point.
    case misplacedCaret
    /// An icon beside text that grew with Dynamic Type kept its size.
    case unscaledIcon
    /// Text is set below the smallest size its model allows.
    case textBelowMinimumSize
    /// Two controls (filled shapes with text) are drawn over each other.
    case overlappingControls
    /// A focused control's focus indicator fails WCAG 2.2 SC 2.4.13 (Focus Appearance), or is missing.
    case focusIndicator
    /// Text below WCAG contrast against what is drawn behind it (4.5:1; large text 3:1).
    case textContrast
    /// An icon below 3:1 against what is drawn behind it (non-text content, SC 1.4.11).
    case iconContrast
    /// Text comes closer than its minimum gap to a control's box it is not drawn on (a check box's square, a toggle's
    /// track, a radio's circle, a slider's thumb).
    case textTouchingControl
    /// Text cut short with "…" at the default Dynamic Type size: content a designer chose shows whole where it is
    /// drawn at its normal size (at larger sizes a line limit may cut it, as iOS does).
    case truncatedText
    /// An icon stacked above the text it labels leans to the text's trailing side (centred on a wider column while the
    /// text keeps to its leading edge): a stacked label aligns its icon with its title.
    case misalignedStackedIcon
  }

  /// What is wrong.
  public var kind: Kind
  /// The part's path in the drawing (`vstack[1]/hstack[0]/"Cancel"`).
  public var path: String
  /// What is wrong (`text "Cancel" leaves its container`), the same wherever it is measured.
  public var message: String
  /// How far, in points, the part reaches past its bound, or nil for an overlap.
  public var amount: Double?
  /// What was measured, which differs by environment (`#A8A8A9 on #ECECEF: 2.02:1`, `"Continu|e"`), if anything.
  public var measured: String?

  /// Creates a problem.
  public init(kind: Kind, path: String, message: String, amount: Double? = nil, measured: String? = nil) {
    self.kind = kind
    self.path = path
    self.message = message
    self.amount = amount
    self.measured = measured
  }

  /// `vstack[1]/"Cancel": text "Cancel" leaves its container by 12 pt`; what was measured in parentheses.
  public var description: String {
    "\(path): \(message)" + (measured.map { " (\($0))" } ?? "")
      + (amount.map { " by " + LayoutProblem.points($0) } ?? "")
  }

  /// `12.5 pt`, to a tenth.
  static func points(_ value: Double) -> String { JSONWriter.format((value * 10).rounded() / 10) + " pt" }
}

/// `"Cancel"`, shortened past 24 characters.
func quoted(_ string: String) -> String {
  let short = string.count > 24 ? String(string.prefix(23)) + "…" : string
  return "\"" + short + "\""
}
