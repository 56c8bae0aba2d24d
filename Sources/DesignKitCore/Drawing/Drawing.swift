import DesignKitValues

/// What a component shows, independent of any platform: shapes, text, stacks and effects, computed from its resolved
/// style, its content and the environment.
///
/// A drawing says how a component looks; `DrawingLayout` places it, back-ends such as `SVGRenderer` paint it, and a
/// native face can render the same description. It reads like SwiftUI: build leaves with `shape(_:fill:)` and
/// `text(_:font:color:)`, then wrap them with `padding(_:)`, `frame(…)`, `background(_:)`, `opacity(_:)` and friends.
/// Lengths and offsets in a drawing are logical: leading is on the left in left-to-right layouts and on the right in
/// right-to-left ones.
public indirect enum Drawing: Sendable, Equatable {
  /// A shape filling the size offered to it.
  case shape(DrawingShape, DrawingPaint)
  /// Text at its measured size: one line, or lines wrapped at the width offered (`TextRun.lineLimit`).
  case text(TextRun)
  /// Children in a row or a column.
  case stack(DrawingStack)
  /// Children on top of each other, the first at the back; as large as the largest.
  case layers([Drawing], alignment: DrawingAlignment)
  /// The first of these that fits the width offered at its ideal width, else the last (SwiftUI's `ViewThatFits`): a
  /// row of buttons that stacks when it no longer fits.
  case fitting([Drawing])
  /// A bar: `principal` centred across the whole width, `leading` and `trailing` at the ends, `spacing` at least
  /// between them. When all three fit at their ideal widths nothing is cut, and the principal moves off centre just
  /// far enough to clear an end that would reach it (as iOS places a title beside a long back button). Otherwise
  /// the ends take what the principal's ideal width leaves them, and at least a third of the width each; the
  /// principal takes what is left between the wider end and its mirror, so a long title is cut (or wraps) before it
  /// touches a back button.
  case bar(leading: Drawing, principal: Drawing, trailing: Drawing, spacing: Double)
  /// Content with drawings behind and in front, sized to the content.
  case decorated(Drawing, behind: Drawing?, inFront: Drawing?)
  /// Content inside insets (physical left / right, as a `ResolvedStyle` gives them).
  case padding(Drawing, ResolvedInsets)
  /// Content in a frame.
  case frame(Drawing, DrawingFrame)
  /// Content with effects that do not change its layout.
  case effects(Drawing, DrawingEffects)
  /// Where a container's content goes: drawn as `placeholder` (a sample) until a composition fills it with the
  /// container's children (`fillingContent(with:)`).
  case content(placeholder: Drawing)
  /// Flexible empty space: in a stack it takes what the other children leave.
  case spacer
  /// Nothing.
  case empty
}

extension Drawing {
  /// A shape filled with `fill`.
  public static func shape(_ shape: DrawingShape, fill: Color) -> Drawing {
    .shape(shape, DrawingPaint(fill: fill))
  }

  /// A shape's outline.
  public static func shape(
    _ shape: DrawingShape, stroke: Color, lineWidth: Double, placement: StrokePlacement = .centered
  ) -> Drawing {
    .shape(shape, DrawingPaint(stroke: stroke, lineWidth: lineWidth, placement: placement))
  }

  /// Text as SwiftUI's `Text` sets it: one line when it fits, else wrapped at spaces into lines as wide as offered
  /// (a word wider than the line is broken between characters), with no limit on the number of lines.
  public static func text(_ string: String, font: Font, color: Color) -> Drawing {
    .text(TextRun(string, font: font, color: color, lineLimit: 0))
  }

  /// Text on at most `lineLimit` lines (1: one line), the last cut with "…" where `truncation` says when text is
  /// left over (a navigation title, a tab bar label).
  public static func text(
    _ string: String, font: Font, color: Color, lineLimit: Int, truncation: TextTruncation = .tail
  ) -> Drawing {
    .text(TextRun(string, font: font, color: color, lineLimit: max(0, lineLimit), truncation: truncation))
  }

  /// Text that wraps at spaces into lines as wide as offered, at most `lineLimit` of them (0: no limit; the last
  /// line is cut with "…" where `truncation` says when text is left over, so a limit of 1 truncates one line),
  /// `lineSpacing` apart, each placed by `alignment`.
  public static func wrappingText(
    _ string: String, font: Font, color: Color, lineLimit: Int = 0, lineSpacing: Double = 0,
    alignment: DrawingAlignment.Horizontal = .leading, truncation: TextTruncation = .tail
  ) -> Drawing {
    .text(
      TextRun(
        string, font: font, color: color, lineLimit: max(0, lineLimit), lineSpacing: lineSpacing, alignment: alignment,
        truncation: truncation))
  }

  /// A row of `children` `spacing` apart when it fits the width offered, else a column of them `spacing` apart,
  /// each as wide as the column, placed by `alignment` (an alert's buttons).
  public static func row(
    spacing: Double, stackingWhenCrowdedAs alignment: DrawingAlignment.Horizontal = .center, _ children: [Drawing]
  ) -> Drawing {
    .fitting([
      .hstack(spacing: spacing, children),
      .vstack(spacing: spacing, alignment: alignment, children),
    ])
  }

  /// A row; `alignment` places children vertically.
  public static func hstack(
    spacing: Double, alignment: DrawingAlignment.Vertical = .center, _ children: [Drawing]
  ) -> Drawing {
    .stack(
      DrawingStack(axis: .horizontal, spacing: spacing, alignment: DrawingAlignment(vertical: alignment), children))
  }

  /// A column; `alignment` places children horizontally.
  public static func vstack(
    spacing: Double, alignment: DrawingAlignment.Horizontal = .center, _ children: [Drawing]
  ) -> Drawing {
    .stack(
      DrawingStack(axis: .vertical, spacing: spacing, alignment: DrawingAlignment(horizontal: alignment), children))
  }

  /// This drawing inside `insets`.
  public func padding(_ insets: ResolvedInsets) -> Drawing { .padding(self, insets) }

  /// This drawing inside the same inset on every edge.
  public func padding(_ all: Double) -> Drawing {
    .padding(self, ResolvedInsets(top: all, left: all, bottom: all, right: all))
  }

  /// This drawing in a frame: fixed sizes where given, a `widthFraction` of the offered width, at least the
  /// minimums, at most `maxWidth`, the offered width or height where it fills.
  public func frame(
    width: Double? = nil, height: Double? = nil, widthFraction: Double? = nil, minWidth: Double? = nil,
    minHeight: Double? = nil, maxWidth: Double? = nil, fillsWidth: Bool = false, fillsHeight: Bool = false,
    alignment: DrawingAlignment = .center
  ) -> Drawing {
    .frame(
      self,
      DrawingFrame(
        width: width, height: height, widthFraction: widthFraction, minWidth: minWidth, minHeight: minHeight,
        maxWidth: maxWidth, fillsWidth: fillsWidth, fillsHeight: fillsHeight, alignment: alignment))
  }

  /// This drawing in a region that scrolls along `axis` (SwiftUI's `ScrollView`): the region takes the length
  /// offered along `axis` (its content's when nothing is offered), lays this drawing out at its own length there,
  /// placed by `alignment` (top or leading: its start shows; bottom or trailing: its end), and clips it; across
  /// `axis` it is as large as this drawing. What lies past the region is scrolled out of view: `LayoutCheck` does not
  /// count it cut or outside.
  public func scrolling(
    _ axis: DrawingStack.Axis = .vertical,
    alignment: DrawingAlignment = DrawingAlignment(horizontal: .leading, vertical: .top)
  ) -> Drawing {
    .frame(self, DrawingFrame(alignment: alignment, scrollAxis: axis))
  }

  /// This drawing as tall as it is up to `maxHeight`, past which it scrolls vertically, placed by `alignment` (a
  /// text view that grows to its largest line count, then scrolls with its last line in view).
  public func scrolling(
    maxHeight: Double, alignment: DrawingAlignment = DrawingAlignment(horizontal: .leading, vertical: .bottom)
  ) -> Drawing {
    .frame(self, DrawingFrame(alignment: alignment, scrollAxis: .vertical, maxScrollHeight: maxHeight))
  }

  /// This drawing with `drawing` behind it, at its size.
  public func background(_ drawing: Drawing) -> Drawing { .decorated(self, behind: drawing, inFront: nil) }

  /// This drawing with `drawing` in front of it, at its size.
  public func overlay(_ drawing: Drawing) -> Drawing { .decorated(self, behind: nil, inFront: drawing) }

  /// This drawing with its effects changed by `change` (effects of one wrapper combine).
  public func withEffects(_ change: (inout DrawingEffects) -> Void) -> Drawing {
    if case .effects(let content, var effects) = self {
      change(&effects)
      return .effects(content, effects)
    }
    var effects = DrawingEffects()
    change(&effects)
    return .effects(self, effects)
  }

  /// This drawing at `opacity` (multiplied with an opacity already set).
  public func opacity(_ opacity: Double) -> Drawing { withEffects { $0.opacity *= opacity } }

  /// This drawing scaled about its centre without changing its layout.
  public func scaleEffect(_ scale: Double) -> Drawing { withEffects { $0.scale *= scale } }

  /// This drawing moved without changing its layout; `x` is logical (towards trailing).
  public func offset(x: Double = 0, y: Double = 0) -> Drawing {
    withEffects {
      $0.offsetX += x
      $0.offsetY += y
    }
  }

  /// This drawing turned `degrees` clockwise about its centre without changing its layout.
  public func rotationEffect(degrees: Double) -> Drawing { withEffects { $0.rotation += degrees } }

  /// This drawing entering and leaving by `transition` as its component is presented and dismissed; drawn at rest
  /// until motion is applied (`applyingMotion(_:measurer:)`).
  public func transition(_ transition: DrawingTransition) -> Drawing { withEffects { $0.transition = transition } }

  /// This drawing turning with the clock, a full turn per loop of its component's running animation; drawn unturned
  /// until motion is applied (`applyingMotion(_:measurer:)`).
  public func turning(clockwise: Bool = true, steps: Int = 0) -> Drawing {
    withEffects { $0.turning = DrawingTurning(isClockwise: clockwise, steps: steps) }
  }

  /// This drawing with its declared transitions and turning parts placed for `motion`: each transition's fade,
  /// scale and slide at `motion.presented` (a fade alone under Reduce Motion; a part that fades fades as one layer),
  /// each turning part rotated by `motion.turn` (unturned under Reduce Motion). The declarations are used up, so
  /// applying motion again, or to a drawing that contains this one, leaves these parts where they are. A slide
  /// without a distance moves a part by its size and its shadows' reach (so a dismissed sheet leaves no shadow at the
  /// screen's edge), its text measured by `measurer` (its environment's).
  public func applyingMotion(_ motion: DrawingMotion, measurer: TextMeasurer = .approximate) -> Drawing {
    motionApplied(motion, measurer) ?? self
  }

  /// `applyingMotion(_:measurer:)`, or nil when no part of this drawing declares motion: one walk of the tree, and
  /// only the parts above a declaration are rebuilt (most drawings declare none and are returned as they are).
  private func motionApplied(_ motion: DrawingMotion, _ measurer: TextMeasurer) -> Drawing? {
    /// `children` with motion applied, or nil when none of them changed.
    func applied(_ children: [Drawing]) -> [Drawing]? {
      var out: [Drawing]? = nil
      for (i, child) in children.enumerated() {
        guard let moved = child.motionApplied(motion, measurer) else { continue }
        if out == nil { out = children }
        out![i] = moved
      }
      return out
    }
    switch self {
    case .shape, .text, .spacer, .empty: return nil
    case .content(let placeholder): return placeholder.motionApplied(motion, measurer).map { .content(placeholder: $0) }
    case .stack(var stack):
      guard let children = applied(stack.children) else { return nil }
      stack.children = children
      return .stack(stack)
    case .layers(let children, let alignment): return applied(children).map { .layers($0, alignment: alignment) }
    case .fitting(let candidates): return applied(candidates).map { .fitting($0) }
    case .bar(let leading, let principal, let trailing, let spacing):
      guard let parts = applied([leading, principal, trailing]) else { return nil }
      return .bar(leading: parts[0], principal: parts[1], trailing: parts[2], spacing: spacing)
    case .decorated(let inner, let behind, let inFront):
      let movedInner = inner.motionApplied(motion, measurer)
      let movedBehind = behind?.motionApplied(motion, measurer)
      let movedInFront = inFront?.motionApplied(motion, measurer)
      guard movedInner != nil || movedBehind != nil || movedInFront != nil else { return nil }
      return .decorated(movedInner ?? inner, behind: movedBehind ?? behind, inFront: movedInFront ?? inFront)
    case .padding(let inner, let insets): return inner.motionApplied(motion, measurer).map { .padding($0, insets) }
    case .frame(let inner, let frame): return inner.motionApplied(motion, measurer).map { .frame($0, frame) }
    case .effects(let inner, var effects):
      let movedInner = inner.motionApplied(motion, measurer)
      guard effects.transition != nil || effects.turning != nil else { return movedInner.map { .effects($0, effects) } }
      if var transition = effects.transition {
        if motion.reducesMotion { transition = transition.reducedMotion }
        var size = (width: 0.0, height: 0.0)
        if transition.edge != nil, transition.distance == nil {
          let measured = DrawingLayout(measurer: measurer).size(of: inner, .init(width: nil, height: nil))
          let reach = inner.shadowReach
          size = (measured.width + reach, measured.height + reach)
        }
        let moved = transition.effects(presented: motion.presented, size: size)
        effects.opacity *= moved.opacity
        effects.scale *= moved.scale
        effects.offsetX += moved.offsetX
        effects.offsetY += moved.offsetY
        // A part fades as one layer, as a presented view does: its background does not show through its text.
        if transition.fades { effects.compositesAsGroup = true }
        effects.transition = nil
      }
      if let turning = effects.turning {
        if !motion.reducesMotion { effects.rotation += turning.degrees(after: motion.turn) }
        effects.turning = nil
      }
      return .effects(movedInner ?? inner, effects)
    }
  }

  /// How far past its frame the farthest drop shadow in this drawing shows: three blur radii (a Gaussian's visible
  /// extent) plus its offset.
  var shadowReach: Double {
    switch self {
    case .shape, .text, .spacer, .empty: return 0
    case .content(let placeholder): return placeholder.shadowReach
    case .stack(let stack): return stack.children.map(\.shadowReach).max() ?? 0
    case .layers(let children, _), .fitting(let children): return children.map(\.shadowReach).max() ?? 0
    case .bar(let leading, let principal, let trailing, _):
      return max(leading.shadowReach, principal.shadowReach, trailing.shadowReach)
    case .decorated(let inner, let behind, let inFront):
      return max(inner.shadowReach, behind?.shadowReach ?? 0, inFront?.shadowReach ?? 0)
    case .padding(let inner, _), .frame(let inner, _): return inner.shadowReach
    case .effects(let inner, let effects):
      let own = effects.shadow.map { 3 * $0.radius + max(abs($0.x), abs($0.y)) } ?? 0
      return max(own, inner.shadowReach)
    }
  }

  /// This drawing with a drop shadow of its whole silhouette.
  public func shadow(_ shadow: DrawingShadow) -> Drawing { withEffects { $0.shadow = shadow } }

  /// This drawing clipped to `shape` placed over its frame.
  public func clipped(to shape: DrawingShape) -> Drawing { withEffects { $0.clip = shape } }

  /// This drawing fading toward the left and right edges of its frame as `fade` says.
  public func fadingEdges(_ fade: DrawingEdgeFade) -> Drawing { withEffects { $0.edgeFade = fade } }

  /// This drawing with every content slot replaced by `content`; a drawing without a slot shows `content` below it.
  public func fillingContent(with content: Drawing) -> Drawing {
    var filled = false
    let result = replacingContent(filled: &filled) { _ in content }
    return filled ? result : .vstack(spacing: 0, alignment: .leading, [self, content])
  }

  /// This drawing with `children` in its content slot, arranged as the slot's placeholder arranges its sample: a
  /// placeholder that is a stack lends its axis, spacing and alignment (a footer's actions in a row), any other a
  /// column `spacing` apart. A row that does not fit the width offered stacks into a column (`Drawing.fitting`), its
  /// children in reading order, each as wide as the column (`stretchedAcross()`), as a row of actions does at
  /// accessibility sizes. A drawing
  /// without a slot shows the column below it.
  ///
  /// A composition draws a container this way, passing its children's drawings.
  public func fillingContent(withChildren children: [Drawing], spacing: Double) -> Drawing {
    let column = Drawing.vstack(spacing: spacing, alignment: .leading, children)
    var filled = false
    let result = replacingContent(filled: &filled) { placeholder in
      guard case .stack(var stack) = placeholder else { return column }
      stack.children = children
      guard stack.axis == .horizontal, children.count > 1 else { return .stack(stack) }
      // Stacked, each action takes the full width, as iOS stacks an alert's or a sheet's actions.
      let stacked = children.map { $0.stretchedAcross() }
      return .fitting([.stack(stack), .vstack(spacing: stack.spacing, alignment: .trailing, stacked)])
    }
    return filled ? result : .vstack(spacing: 0, alignment: .leading, [self, column])
  }

  /// This drawing as wide as it is offered, its backgrounds and overlays stretched with it and what they hold centred
  /// (a button in a stacked column of actions); a part of fixed or bounded width keeps it.
  public func stretchedAcross() -> Drawing {
    switch self {
    case .decorated(let inner, let behind, let inFront):
      return .decorated(inner.stretchedAcross(), behind: behind, inFront: inFront)
    case .effects(let inner, let effects): return .effects(inner.stretchedAcross(), effects)
    case .padding(let inner, let insets): return .padding(inner.stretchedAcross(), insets)
    case .frame(let inner, let frame):
      guard frame.width == nil, frame.widthFraction == nil, frame.maxWidth == nil else { return self }
      return .frame(inner.stretchedAcross(), frame)
    default: return frame(fillsWidth: true)
    }
  }

  /// This drawing with every content slot showing its placeholder (no slot left), to serve inside another
  /// container's placeholder.
  public func showingPlaceholders() -> Drawing {
    var filled = false
    return replacingContent(filled: &filled) { $0.showingPlaceholders() }
  }

  /// This drawing with every content slot replaced by what `fill` makes of the slot's placeholder.
  private func replacingContent(filled: inout Bool, _ fill: (Drawing) -> Drawing) -> Drawing {
    switch self {
    case .content(let placeholder):
      filled = true
      return fill(placeholder)
    case .shape, .text, .spacer, .empty: return self
    case .stack(var stack):
      stack.children = stack.children.map { $0.replacingContent(filled: &filled, fill) }
      return .stack(stack)
    case .layers(let children, let alignment):
      return .layers(children.map { $0.replacingContent(filled: &filled, fill) }, alignment: alignment)
    case .fitting(let children): return .fitting(children.map { $0.replacingContent(filled: &filled, fill) })
    case .bar(let leading, let principal, let trailing, let spacing):
      return .bar(
        leading: leading.replacingContent(filled: &filled, fill),
        principal: principal.replacingContent(filled: &filled, fill),
        trailing: trailing.replacingContent(filled: &filled, fill), spacing: spacing)
    case .decorated(let inner, let behind, let inFront):
      return .decorated(
        inner.replacingContent(filled: &filled, fill),
        behind: behind?.replacingContent(filled: &filled, fill),
        inFront: inFront?.replacingContent(filled: &filled, fill))
    case .padding(let inner, let insets): return .padding(inner.replacingContent(filled: &filled, fill), insets)
    case .frame(let inner, let frame): return .frame(inner.replacingContent(filled: &filled, fill), frame)
    case .effects(let inner, let effects): return .effects(inner.replacingContent(filled: &filled, fill), effects)
    }
  }

  /// This drawing as a candidate of `Drawing.fitting` that fits wherever it can keep every word whole in the width
  /// offered, its text wrapping between words (a label's icon beside a title that may take two lines), not only
  /// where its ideal width fits (a row of buttons).
  public func fittingWithWordsWhole() -> Drawing { withEffects { $0.fitsWithWordsWhole = true } }

  /// This drawing composited as one layer before its opacity and shadow apply (overlaps do not darken).
  public func compositingGroup() -> Drawing { withEffects { $0.compositesAsGroup = true } }
}

extension Drawing {
  /// How much the first text in this drawing that grew with Dynamic Type (depth first, leading first) grew
  /// (`Font.dynamicTypeScale`), or 1 when none did: what an icon or a gap set beside it grows by.
  public var textScale: Double {
    switch self {
    case .text(let run): run.font.dynamicTypeScale
    case .stack(let stack): stack.children.lazy.map(\.textScale).first { $0 != 1 } ?? 1
    case .layers(let children, _), .fitting(let children):
      children.lazy.map(\.textScale).first { $0 != 1 } ?? 1
    case .bar(let leading, let principal, let trailing, _):
      [principal, leading, trailing].lazy.map(\.textScale).first { $0 != 1 } ?? 1
    case .decorated(let content, _, _), .padding(let content, _), .frame(let content, _), .effects(let content, _):
      content.textScale
    case .shape, .content, .spacer, .empty: 1
    }
  }
}
