import DesignKitValues

/// Places a drawing: a simplified SwiftUI layout pass (a parent proposes a size, the child chooses its own, the
/// parent positions it), done in logical coordinates and mirrored at the end for right-to-left layouts.
///
/// Shapes and spacers take what they are offered (nothing when offered nothing); text takes its size as `measurer`
/// measures it: one line when nothing narrower is offered, else lines broken at the width offered (`TextRun`),
/// cut with "…" at its line limit; a run without a line limit keeps one line. A stack sizes its children as
/// SwiftUI's stacks do (`stackSizes`): ideal sizes when they fit, the room left shared by the children that grow,
/// and text made to wrap, least flexible first, when they do not. A frame that fills takes what it is offered and
/// never less than its content; a frame with `minHeight` grows with its content, which is how a control grows with
/// Dynamic Type (fonts in a resolved style are already scaled). `Drawing.fitting` picks the first child that fits
/// (a row of buttons that stacks), `Drawing.bar` centres a title between the ends it must not touch, and a frame with
/// a scroll axis (`Drawing.scrolling(_:alignment:)`) clips content at its own length along that axis. Right
/// to left, stacks run from the right, leading alignment and offsets are on the right, corner radii swap sides, lines
/// and arcs mirror, icons that `flipsForRightToLeft` mirror, and text is marked right to left; glyphs never mirror.
public struct DrawingLayout: Sendable {
  /// The reading direction.
  public var layoutDirection: StyleEnvironment.LayoutDirection
  /// What every text width, line height and baseline comes from: a component's `StyleEnvironment.textMeasurer`.
  public var measurer: TextMeasurer
  /// Whether wrapped text refuses a width narrower than its widest word (at its smallest scale): how a stack measures
  /// the least its children need without breaking a word.
  private var keepsWordsWhole = false

  /// Creates a layout pass.
  public init(
    layoutDirection: StyleEnvironment.LayoutDirection = .leftToRight, measurer: TextMeasurer = .approximate
  ) {
    self.layoutDirection = layoutDirection
    self.measurer = measurer
  }

  /// `drawing` laid out in the offered size (nil: its ideal size on that axis).
  public func layout(_ drawing: Drawing, proposedWidth: Double? = nil, proposedHeight: Double? = nil)
    -> LaidOutDrawing
  {
    layout(drawing, proposedWidth: proposedWidth, proposedHeight: proposedHeight, trace: nil)
  }

  /// `drawing` laid out, recording what `LayoutCheck` needs in `trace` when given.
  func layout(_ drawing: Drawing, proposedWidth: Double?, proposedHeight: Double?, trace: LayoutTrace?)
    -> LaidOutDrawing
  {
    let root = LayoutNode(drawing)
    let size = self.size(of: root, Proposal(width: proposedWidth, height: proposedHeight))
    var nodes = place(root, in: DrawingRect(x: 0, y: 0, width: size.width, height: size.height), trace)
    if isRightToLeft { nodes = nodes.map { mirror($0, canvasWidth: size.width) } }
    return LaidOutDrawing(width: size.width, height: size.height, nodes: nodes)
  }

  private var isRightToLeft: Bool { layoutDirection == .rightToLeft }

  struct Proposal {
    var width: Double?
    var height: Double?
  }

  struct Size {
    var width: Double
    var height: Double
  }

  /// Insets as logical leading / trailing: a resolved style already swapped them for right to left, and the
  /// final mirroring swaps them back.
  private func logical(_ insets: ResolvedInsets) -> (leading: Double, trailing: Double) {
    isRightToLeft ? (insets.right, insets.left) : (insets.left, insets.right)
  }

  /// `drawing`'s size at `proposal` (a drawing laid out on its own).
  func size(of drawing: Drawing, _ proposal: Proposal) -> Size {
    size(of: LayoutNode(drawing), proposal)
  }

  /// `node`'s size at `proposal`: computed once a pass, then kept by the node.
  private func size(of node: LayoutNode, _ proposal: Proposal) -> Size {
    if let kept = node.size(width: proposal.width, height: proposal.height, wordsWhole: keepsWordsWhole) {
      return kept
    }
    let size = measuring(node, proposal)
    node.remember(size, width: proposal.width, height: proposal.height, wordsWhole: keepsWordsWhole)
    return size
  }

  private func measuring(_ node: LayoutNode, _ proposal: Proposal) -> Size {
    switch node.drawing {
    case .shape, .spacer: return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    case .empty: return Size(width: 0, height: 0)
    case .text(let unfitted):
      // Text makes room for its caret beside it (a scrolling field keeps it in view): one line is that much wider,
      // wrapped lines wrap that much narrower.
      let room = unfitted.caret?.room(beside: unfitted.font) ?? 0
      guard unfitted.wraps else {
        let text = node.text(unfitted, width: proposal.width ?? .infinity, measurer: measurer)
        return Size(width: text.width + room, height: measurer.lineHeight(of: text.run.font))
      }
      let width = (proposal.width ?? .infinity) - room
      guard keepsWordsWhole else {
        let text = node.text(unfitted, width: width, measurer: measurer)
        return Size(width: text.width + room, height: text.run.height(ofLines: text.lines.count, measurer: measurer))
      }
      let whole = TextLayoutCache.wordsWhole(unfitted, width: width, measurer: measurer)
      return Size(width: whole.width + room, height: whole.height)
    case .padding(_, let insets):
      let (leading, trailing) = logical(insets)
      let inner = size(
        of: node.children[0],
        Proposal(
          width: proposal.width.map { max(0, $0 - leading - trailing) },
          height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) }))
      return Size(width: inner.width + leading + trailing, height: inner.height + insets.top + insets.bottom)
    case .frame(_, let frame):
      let fixedWidth = frame.width ?? frame.widthFraction.flatMap { f in proposal.width.map { $0 * max(0, f) } }
      // A minimum is offered to the content too, so content that fills grows to it; a frame with a minimum height
      // that does not fill offers just that height (a sheet at its detent, not the screen it sits on).
      let offeredWidth = atLeast(
        frame.minWidth, frame.maxWidth.map { limit in min(proposal.width ?? limit, limit) } ?? proposal.width)
      let offeredHeight =
        frame.height
        ?? (frame.fillsHeight ? atLeast(frame.minHeight, proposal.height) : frame.minHeight ?? proposal.height)
      // Content that scrolls is offered nothing along the scroll axis: it takes its own length there.
      let inner = size(
        of: node.children[0],
        Proposal(
          width: frame.scrollAxis == .horizontal ? nil : fixedWidth ?? offeredWidth,
          height: frame.scrollAxis == .vertical ? nil : offeredHeight))
      // A frame that fills takes what it is offered, and never less than its content (it grows with the content).
      var width = fixedWidth ?? (frame.fillsWidth ? max(offeredWidth ?? inner.width, inner.width) : inner.width)
      if fixedWidth == nil, let limit = frame.maxWidth { width = min(width, limit) }
      var height =
        frame.height ?? (frame.fillsHeight ? max(proposal.height ?? inner.height, inner.height) : inner.height)
      // Along its scroll axis a frame takes what it is offered, not what its content needs.
      switch frame.scrollAxis {
      case .horizontal: width = fixedWidth ?? offeredWidth ?? inner.width
      case .vertical:
        height =
          frame.height ?? frame.maxScrollHeight.map { min(inner.height, $0) } ?? atLeast(
            frame.minHeight, proposal.height)
          ?? inner.height
      case nil: break
      }
      return Size(width: max(width, frame.minWidth ?? 0), height: max(height, frame.minHeight ?? 0))
    case .layers:
      return node.children.map { size(of: $0, proposal) }.reduce(Size(width: 0, height: 0)) {
        Size(width: max($0.width, $1.width), height: max($0.height, $1.height))
      }
    case .decorated, .effects, .content:
      return size(of: node.children[0], proposal)
    case .stack(let stack):
      return stackSizes(node, stack, proposal).total
    case .fitting:
      return size(of: fitting(node.children, proposal), proposal)
    case .bar(_, _, _, let spacing):
      return barSizes(node.children[0], node.children[1], node.children[2], spacing: spacing, proposal).total
    }
  }

  /// The first of `children` whose ideal width fits the width offered (or, for one marked
  /// `Drawing.fittingWithWordsWhole()`, whose narrowest width with every word whole does), else the last.
  private func fitting(_ children: [LayoutNode], _ proposal: Proposal) -> LayoutNode {
    guard let width = proposal.width else { return children.first ?? LayoutNode(.empty) }
    let ideal = Proposal(width: nil, height: proposal.height)
    let limit = width + LayoutCheck.defaultTolerance
    return children.first { child in
      if size(of: child, ideal).width <= limit { return true }
      guard case .effects(_, let effects) = child.drawing, effects.fitsWithWordsWhole else { return false }
      var whole = self
      whole.keepsWordsWhole = true
      return whole.size(of: child, Proposal(width: 0, height: proposal.height)).width <= limit
    } ?? children.last ?? LayoutNode(.empty)
  }

  /// The sizes of a bar's leading end, principal and trailing end, and of the whole bar.
  private func barSizes(
    _ leading: LayoutNode, _ principal: LayoutNode, _ trailing: LayoutNode, spacing: Double, _ proposal: Proposal
  ) -> (leading: Size, principal: Size, trailing: Size, total: Size) {
    let ideal = Proposal(width: nil, height: proposal.height)
    let principalIdeal = size(of: principal, ideal).width
    // When the ends and the principal all fit at their ideal widths, nothing is cut (placement moves the principal
    // off centre, towards the narrower end, when the wider end would reach it).
    let (idealLeading, idealTrailing) = (size(of: leading, ideal), size(of: trailing, ideal))
    let idealTotal =
      idealLeading.width + principalIdeal + idealTrailing.width
      + (idealLeading.width > 0 ? spacing : 0) + (idealTrailing.width > 0 ? spacing : 0)
    if let width = proposal.width, idealTotal <= width + LayoutCheck.defaultTolerance {
      let middle = size(of: principal, Proposal(width: principalIdeal, height: proposal.height))
      return (
        idealLeading, middle, idealTrailing,
        Size(width: width, height: max(idealLeading.height, middle.height, idealTrailing.height))
      )
    }
    // Each end may take what the principal does not need, and a third of the width in any case.
    let ends = proposal.width.map { max(max(0, $0 - 2 * spacing) / 3, ($0 - 2 * spacing - principalIdeal) / 2) }
    func end(_ node: LayoutNode) -> Size {
      let ideal = size(of: node, Proposal(width: nil, height: proposal.height))
      guard let ends, ideal.width > ends else { return ideal }
      return size(of: node, Proposal(width: ends, height: proposal.height))
    }
    let (lead, trail) = (end(leading), end(trailing))
    let widerEnd = max(lead.width, trail.width)
    let room = proposal.width.map { max(0, $0 - 2 * widerEnd - 2 * (widerEnd > 0 ? spacing : 0)) }
    let middle = size(of: principal, Proposal(width: room, height: proposal.height))
    let width = proposal.width ?? (middle.width + 2 * widerEnd + 2 * (widerEnd > 0 ? spacing : 0))
    return (lead, middle, trail, Size(width: width, height: max(lead.height, middle.height, trail.height)))
  }

  /// `length` raised to `minimum`; `minimum` when nothing is offered.
  private func atLeast(_ minimum: Double?, _ length: Double?) -> Double? {
    guard let minimum else { return length }
    return max(length ?? minimum, minimum)
  }

  /// Whether a drawing grows along `axis` with what it is offered.
  private func isFlexible(_ node: LayoutNode, along axis: DrawingStack.Axis) -> Bool {
    let horizontal = axis == .horizontal
    if let known = horizontal ? node.flexible.horizontal : node.flexible.vertical { return known }
    let flexible: Bool
    switch node.drawing {
    case .shape, .spacer: flexible = true
    case .text, .empty: flexible = false
    case .padding, .decorated, .effects, .content: flexible = isFlexible(node.children[0], along: axis)
    case .frame(_, let frame):
      if (horizontal ? frame.width : frame.height) != nil {
        flexible = false
      } else if horizontal && frame.widthFraction != nil || frame.scrollAxis == axis {
        flexible = true
      } else {
        flexible = (horizontal ? frame.fillsWidth : frame.fillsHeight) || isFlexible(node.children[0], along: axis)
      }
    case .layers, .fitting, .stack: flexible = node.children.contains { isFlexible($0, along: axis) }
    case .bar: flexible = horizontal || node.children.contains { isFlexible($0, along: axis) }
    }
    if horizontal { node.flexible.horizontal = flexible } else { node.flexible.vertical = flexible }
    return flexible
  }

  /// A run's caret (`TextRun.caret`) beside its `first` line's box or its `last` line's, as the caret's position says,
  /// on the side where the insertion point is (`TextCaret.standsBefore(_:in:)`).
  private func caret(of run: TextRun, first: DrawingRect, last: DrawingRect, _ trace: LayoutTrace?) -> [PlacedNode] {
    guard let caret = run.caret else { return [] }
    let rect = caret.rect(
      beside: caret.position == .start ? first : last, before: caret.standsBefore(run.string, in: layoutDirection),
      font: run.font)
    let shape = DrawingShape.rectangle(CornerRadii(0), .continuous)
    let paint = DrawingPaint(fill: caret.color)
    trace?.shape(shape, paint, at: rect)
    return [.shape(shape, rect, paint, isMirrored: false)]
  }

  /// The children's sizes and the stack's, as SwiftUI sizes a stack: offered nothing along its axis, each child
  /// takes its ideal size; offered a length, children that fit at their ideal size take it and the children that
  /// grow (shapes, spacers, frames that fill) share what is left equally (one whose ideal is more than its share
  /// keeps its ideal); when the ideal sizes do not fit, every child gets
  /// at least its smallest size (side by side, each text's widest word when those fit) and the rest goes to the least
  /// flexible first, none beyond its ideal size (so text wraps between words, or is cut at its line limit, instead of
  /// running out of the stack).
  private func stackSizes(_ node: LayoutNode, _ stack: DrawingStack, _ proposal: Proposal)
    -> (children: [Size], total: Size)
  {
    let horizontal = stack.axis == .horizontal
    let main = horizontal ? proposal.width : proposal.height
    let cross = horizontal ? proposal.height : proposal.width
    func proposing(_ m: Double?) -> Proposal {
      horizontal ? Proposal(width: m, height: cross) : Proposal(width: cross, height: m)
    }
    func length(_ s: Size) -> Double { horizontal ? s.width : s.height }
    let children = node.children
    let gaps = stack.spacing * Double(max(0, children.count - 1))
    var sizes = children.map { size(of: $0, proposing(nil)) }
    if let main {
      let grows = children.map { isFlexible($0, along: stack.axis) }
      let available = max(0, main - gaps)
      let ideals = sizes.map(length)
      let idealTotal = ideals.reduce(0, +)
      if idealTotal <= available {
        // Growing children share the room equally, except those whose ideal is more than a share: they keep it.
        var room = available - children.indices.filter { !grows[$0] }.reduce(0) { $0 + ideals[$1] }
        var pending = children.indices.filter { grows[$0] }.sorted { (ideals[$0], $1) > (ideals[$1], $0) }
        while let i = pending.first, ideals[i] > room / Double(pending.count) {
          room -= ideals[i]
          pending.removeFirst()
        }
        let share = room / Double(max(1, pending.count))
        for i in children.indices where grows[i] {
          sizes[i] = size(of: children[i], proposing(pending.contains(i) ? share : ideals[i]))
        }
      } else {
        // The least each child needs: first with every word whole (a word breaks only when the children's widest
        // words do not fit side by side), else down to a character a line.
        var minimums = children.map { length(size(of: $0, proposing(0))) }
        if horizontal {
          var whole = self
          whole.keepsWordsWhole = true
          let wordMinimums = children.map { length(whole.size(of: $0, proposing(0))) }
          if wordMinimums.reduce(0, +) <= available { minimums = wordMinimums }
        }
        var room = available - minimums.reduce(0, +)
        var left = children.count
        let order = children.indices.sorted { (ideals[$0] - minimums[$0], $0) < (ideals[$1] - minimums[$1], $1) }
        for i in order {
          let offer = min(ideals[i], minimums[i] + max(0, room) / Double(left))
          sizes[i] = size(of: children[i], proposing(offer))
          room -= length(sizes[i]) - minimums[i]
          left -= 1
        }
      }
    }
    for (i, child) in children.enumerated() {
      if case .spacer = child.drawing {
        if horizontal { sizes[i].height = 0 } else { sizes[i].width = 0 }
      }
    }
    let mainTotal = sizes.reduce(gaps) { $0 + length($1) }
    let crossTotal = sizes.map { horizontal ? $0.height : $0.width }.max() ?? 0
    return (
      sizes, horizontal ? Size(width: mainTotal, height: crossTotal) : Size(width: crossTotal, height: mainTotal)
    )
  }

  private func aligned(_ size: Size, in rect: DrawingRect, _ alignment: DrawingAlignment) -> DrawingRect {
    let x: Double
    switch alignment.horizontal {
    case .leading: x = rect.x
    case .center: x = rect.x + (rect.width - size.width) / 2
    case .trailing: x = rect.x + rect.width - size.width
    }
    let y: Double
    switch alignment.vertical {
    case .top: y = rect.y
    case .center: y = rect.y + (rect.height - size.height) / 2
    case .bottom: y = rect.y + rect.height - size.height
    }
    return DrawingRect(x: x, y: y, width: size.width, height: size.height)
  }

  private func place(_ node: LayoutNode, in rect: DrawingRect, _ trace: LayoutTrace?) -> [PlacedNode] {
    let offered = Proposal(width: rect.width, height: rect.height)
    switch node.drawing {
    case .spacer, .empty: return []
    case .content:
      let placeholder = node.children[0]
      guard let trace else { return place(placeholder, in: rect, nil) }
      trace.slots.append(rect)
      return trace.descending("content") { place(placeholder, in: rect, trace) }
    case .shape(let shape, let paint):
      trace?.mark(shape, at: rect, lineWidth: paint.lineWidth)
      trace?.shape(shape, paint, at: rect)
      return [.shape(shape, rect, paint, isMirrored: false)]
    case .text(let unfitted):
      // A caret before the text (at the start, or after text that reads against the layout) stands in the room
      // made for it there; wrapped lines leave it room on either side.
      let room = unfitted.caret?.room(beside: unfitted.font) ?? 0
      let before = unfitted.caret.map { $0.standsBefore(unfitted.string, in: layoutDirection) ? room : 0 } ?? 0
      var rect = rect
      if unfitted.wraps { (rect.x, rect.width) = (rect.x + before, max(0, rect.width - room)) }
      let text = node.text(unfitted, width: rect.width, measurer: measurer)
      let run = text.run
      let line = measurer.lineHeight(of: run.font)
      guard run.wraps else {
        let baseline = rect.y + (rect.height - line) / 2 + measurer.baseline(of: run.font)
        let box = DrawingRect(
          x: rect.x + before, y: rect.y + (rect.height - line) / 2, width: text.width, height: line)
        trace?.run(run, declared: unfitted, width: rect.width, lines: [run.string])
        trace?.text(run.string, at: box)
        var textRect = rect
        textRect.x += before
        textRect.width -= before
        return [.text(run, textRect, baseline: baseline, isRightToLeft: false)]
          + caret(of: run, first: box, last: box, trace)
      }
      // Lines wrapped at the width given, the block (with the lines it reserves below them) centred vertically, each
      // line placed by the run's alignment.
      let lines = text.lines
      trace?.run(run, declared: unfitted, width: rect.width, lines: lines)
      let pitch = line + run.lineSpacing
      var y = rect.y + (rect.height - run.height(ofLines: lines.count, measurer: measurer)) / 2
      var out: [PlacedNode] = []
      var boxes: [DrawingRect] = []
      for (text, width) in zip(lines, text.lineWidths) {
        let size = Size(width: width, height: line)
        let box = aligned(
          size, in: DrawingRect(x: rect.x, y: y, width: rect.width, height: line),
          DrawingAlignment(horizontal: run.alignment))
        trace?.text(text, at: box)
        boxes.append(box)
        out.append(.text(run.line(text), box, baseline: y + measurer.baseline(of: run.font), isRightToLeft: false))
        y += pitch
      }
      guard let first = boxes.first, let last = boxes.last else { return out }
      return out + caret(of: run, first: first, last: last, trace)
    case .padding(_, let insets):
      let (leading, trailing) = logical(insets)
      return place(
        node.children[0],
        in: DrawingRect(
          x: rect.x + leading, y: rect.y + insets.top, width: max(0, rect.width - leading - trailing),
          height: max(0, rect.height - insets.top - insets.bottom)), trace)
    case .frame(_, var frame):
      let content = node.children[0]
      if let part = frame.marksPart {
        trace?.part(part, at: rect)
        frame.marksPart = nil
      }
      if frame.marksEditableText {
        trace?.editableTexts.append(rect)
        frame.marksEditableText = false
      }
      if frame.scrollAxis != nil { return placeScrolling(content, frame, in: rect, trace) }
      let size = size(of: content, offered)
      let box = aligned(size, in: rect, frame.alignment)
      guard let trace, frame.width != nil || frame.height != nil else { return place(content, in: box, trace) }
      let before = trace.texts.count
      let placed = place(content, in: box, trace)
      trace.cut(frame, content: size, rect: rect, textsFrom: before)
      return placed
    case .layers(_, let alignment):
      var out: [PlacedNode] = []
      for i in node.children.indices {
        let child = node.children[i]
        let slot = aligned(size(of: child, offered), in: rect, alignment)
        if let trace {
          out += trace.descending("layers[\(i)]") { place(child, in: slot, trace) }
        } else {
          out += place(child, in: slot, nil)
        }
      }
      return out
    case .fitting:
      return place(fitting(node.children, offered), in: rect, trace)
    case .bar(_, _, _, let spacing):
      let (leading, principal, trailing) = (node.children[0], node.children[1], node.children[2])
      let sizes = barSizes(leading, principal, trailing, spacing: spacing, offered)
      // The principal is centred across the bar, moved just clear of an end that would reach it.
      var title = aligned(sizes.principal, in: rect, .center)
      let from = rect.x + sizes.leading.width + (sizes.leading.width > 0 ? spacing : 0)
      let to = rect.x + rect.width - sizes.trailing.width - (sizes.trailing.width > 0 ? spacing : 0) - title.width
      if from <= to { title.x = min(max(title.x, from), to) }
      let boxes = [
        aligned(sizes.leading, in: rect, DrawingAlignment(horizontal: .leading)), title,
        aligned(sizes.trailing, in: rect, DrawingAlignment(horizontal: .trailing)),
      ]
      let names = ["leading", "principal", "trailing"]
      var out: [PlacedNode] = []
      let parts = [leading, principal, trailing]
      for i in 0..<3 {
        let part = parts[i]
        if let trace {
          out += trace.descending(names[i]) { place(part, in: boxes[i], trace) }
        } else {
          out += place(part, in: boxes[i], nil)
        }
      }
      return out
    case .decorated(_, let behindDrawing, let inFrontDrawing):
      let content = node.children[0]
      let behind = behindDrawing.map { _ in node.children[1] }
      let inFront = inFrontDrawing.map { _ in node.children[2] }
      guard let trace else {
        return (behind.map { place($0, in: rect, nil) } ?? []) + place(content, in: rect, nil)
          + (inFront.map { place($0, in: rect, nil) } ?? [])
      }
      // Placed in the order they are painted, which the checks of what covers what rely on.
      let back = behind.map { b in trace.descending("background") { place(b, in: rect, trace) } } ?? []
      let middle =
        behind != nil || inFront != nil
        ? trace.contained(in: rect) { place(content, in: rect, trace) } : place(content, in: rect, trace)
      let front = inFront.map { f in trace.descending("overlay") { place(f, in: rect, trace) } } ?? []
      return back + middle + front
    case .effects(_, let effects):
      let content = node.children[0]
      let placed = PlacedEffects(
        opacity: effects.opacity, scale: effects.scale, anchorX: rect.midX, anchorY: rect.midY,
        offsetX: effects.offsetX, offsetY: effects.offsetY, rotation: effects.rotation, shadow: effects.shadow,
        clip: effects.clip.map { PlacedClip(shape: $0, rect: rect) }, compositesAsGroup: effects.compositesAsGroup,
        edgeFade: effects.edgeFade.map { PlacedEdgeFade(fade: $0, rect: rect) })
      guard let trace else { return [.group(placed, place(content, in: rect, nil))] }
      // The clip stays where the frame is; the offset moves the content inside it (`RenderLayer`).
      let children = trace.fading(effects.opacity) {
        let moving = {
          trace.shifting(x: effects.offsetX, y: effects.offsetY, scale: effects.scale) {
            place(content, in: rect, trace)
          }
        }
        return effects.clip != nil ? trace.contained(in: rect, isClip: true, moving) : moving()
      }
      return [.group(placed, children)]
    case .stack(let stack):
      let sizes = stackSizes(node, stack, offered).children
      let horizontal = stack.axis == .horizontal
      let name = horizontal ? "hstack" : "vstack"
      var cursor = horizontal ? rect.x : rect.y
      var out: [PlacedNode] = []
      for i in 0..<min(node.children.count, sizes.count) {
        let child = node.children[i]
        let s = sizes[i]
        let slot =
          horizontal
          ? DrawingRect(x: cursor, y: rect.y, width: s.width, height: rect.height)
          : DrawingRect(x: rect.x, y: cursor, width: rect.width, height: s.height)
        let box = aligned(s, in: slot, stack.alignment)
        if let trace {
          out += trace.descending("\(name)[\(i)]") { place(child, in: box, trace) }
        } else {
          out += place(child, in: box, nil)
        }
        cursor += (horizontal ? s.width : s.height) + stack.spacing
      }
      return out
    }
  }

  /// A scrolling frame's content at its own length along the scroll axis, placed by the frame's alignment (which end
  /// shows) and clipped to `rect`; texts past `rect` along the axis are in view by scrolling, so the content's whole
  /// extent along the axis is their container.
  private func placeScrolling(_ content: LayoutNode, _ frame: DrawingFrame, in rect: DrawingRect, _ trace: LayoutTrace?)
    -> [PlacedNode]
  {
    let vertical = frame.scrollAxis == .vertical
    let size = size(
      of: content, Proposal(width: vertical ? rect.width : nil, height: vertical ? nil : rect.height))
    let box = aligned(size, in: rect, frame.alignment)
    let viewport = PlacedEffects(
      opacity: 1, scale: 1, anchorX: rect.midX, anchorY: rect.midY, offsetX: 0, offsetY: 0, shadow: nil,
      clip: PlacedClip(shape: .rectangle(CornerRadii(0), .continuous), rect: rect), compositesAsGroup: false)
    guard let trace else { return [.group(viewport, place(content, in: box, nil))] }
    let scrolled =
      vertical
      ? DrawingRect(
        x: rect.x, y: min(rect.y, box.y), width: rect.width,
        height: max(rect.y + rect.height, box.y + box.height) - min(rect.y, box.y))
      : DrawingRect(
        x: min(rect.x, box.x), y: rect.y, width: max(rect.x + rect.width, box.x + box.width) - min(rect.x, box.x),
        height: rect.height)
    let before = trace.texts.count
    let placed = trace.scrolling(in: rect, content: scrolled) { place(content, in: box, trace) }
    // Across the axis a fixed size still cuts.
    if (vertical ? frame.width : frame.height) != nil {
      var across = frame
      if vertical { across.height = nil } else { across.width = nil }
      let seen = Size(width: vertical ? size.width : rect.width, height: vertical ? rect.height : size.height)
      trace.cut(across, content: seen, rect: rect, textsFrom: before)
    }
    return [.group(viewport, placed)]
  }

  private func mirror(_ node: PlacedNode, canvasWidth: Double) -> PlacedNode {
    switch node {
    case .shape(let shape, let rect, let paint, let isMirrored):
      var flipped = shape
      var mirrored = isMirrored
      switch shape {
      case .rectangle(let radii, let style): flipped = .rectangle(radii.mirrored, style)
      case .line(let from, let to):
        flipped = .line(from: UnitPoint(x: 1 - from.x, y: from.y), to: UnitPoint(x: 1 - to.x, y: to.y))
      case .icon(let icon): mirrored = mirrored != icon.flipsForRightToLeft
      case .arc(let start, let end): flipped = .arc(startAngle: -start, endAngle: -end)
      case .capsule, .circle: break
      }
      return .shape(flipped, rect.mirrored(in: canvasWidth), paint, isMirrored: mirrored)
    case .text(let run, let rect, let baseline, _):
      return .text(run, rect.mirrored(in: canvasWidth), baseline: baseline, isRightToLeft: true)
    case .group(var effects, let children):
      effects.anchorX = canvasWidth - effects.anchorX
      effects.offsetX = -effects.offsetX
      effects.rotation = -effects.rotation
      if var clip = effects.clip {
        clip.rect = clip.rect.mirrored(in: canvasWidth)
        if case .rectangle(let radii, let style) = clip.shape { clip.shape = .rectangle(radii.mirrored, style) }
        effects.clip = clip
      }
      return .group(effects, children.map { mirror($0, canvasWidth: canvasWidth) })
    }
  }
}
