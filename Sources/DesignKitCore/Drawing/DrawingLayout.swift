/// Places a drawing: a simplified SwiftUI layout pass (a parent proposes a size, the child chooses its own, the
/// parent positions it), done in logical coordinates and mirrored at the end for right-to-left layouts.
///
/// Shapes and spacers take what they are offered (nothing when offered nothing); text takes its measured size
/// (`TextMetrics`): one line, never truncated, unless the run wraps (`TextRun.lineLimit`), then lines broken at the
/// width offered (a stack offers its width to a column's children, not to a row's); a stack gives its fixed children
/// their ideal size first and shares what is left among its flexible children; a frame with `minHeight` grows with
/// its content, which is how a control grows with Dynamic Type (fonts in a resolved style are already scaled). Right
/// to left, stacks run from the right, leading alignment and offsets are on the right, corner radii swap sides, lines
/// and arcs mirror, icons that `flipsForRightToLeft` mirror, and text is marked right to left; glyphs never mirror.
public struct DrawingLayout: Sendable {
  /// The reading direction.
  public var layoutDirection: StyleEnvironment.LayoutDirection

  /// Creates a layout pass.
  public init(layoutDirection: StyleEnvironment.LayoutDirection = .leftToRight) {
    self.layoutDirection = layoutDirection
  }

  /// `drawing` laid out in the offered size (nil: its ideal size on that axis).
  public func layout(_ drawing: Drawing, proposedWidth: Double? = nil, proposedHeight: Double? = nil)
    -> LaidOutDrawing
  {
    let size = self.size(of: drawing, Proposal(width: proposedWidth, height: proposedHeight))
    var nodes = place(drawing, in: DrawingRect(x: 0, y: 0, width: size.width, height: size.height))
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

  func size(of drawing: Drawing, _ proposal: Proposal) -> Size {
    switch drawing {
    case .shape, .spacer: return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    case .empty: return Size(width: 0, height: 0)
    case .text(let run):
      guard run.wraps else {
        return Size(
          width: TextMetrics.width(of: run.string, font: run.font), height: TextMetrics.lineHeight(of: run.font))
      }
      let lines = run.lines(width: proposal.width ?? .infinity)
      return Size(
        width: lines.map { TextMetrics.width(of: $0, font: run.font) }.max() ?? 0,
        height: Double(lines.count) * TextMetrics.lineHeight(of: run.font)
          + Double(lines.count - 1) * run.lineSpacing)
    case .padding(let content, let insets):
      let (leading, trailing) = logical(insets)
      let inner = size(
        of: content,
        Proposal(
          width: proposal.width.map { max(0, $0 - leading - trailing) },
          height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) }))
      return Size(width: inner.width + leading + trailing, height: inner.height + insets.top + insets.bottom)
    case .frame(let content, let frame):
      let fixedWidth = frame.width ?? frame.widthFraction.flatMap { f in proposal.width.map { $0 * max(0, f) } }
      let offeredWidth = frame.maxWidth.map { limit in min(proposal.width ?? limit, limit) } ?? proposal.width
      let inner = size(
        of: content, Proposal(width: fixedWidth ?? offeredWidth, height: frame.height ?? proposal.height))
      var width = fixedWidth ?? (frame.fillsWidth ? offeredWidth ?? inner.width : inner.width)
      if fixedWidth == nil, let limit = frame.maxWidth { width = min(width, limit) }
      let height = frame.height ?? (frame.fillsHeight ? proposal.height ?? inner.height : inner.height)
      return Size(width: max(width, frame.minWidth ?? 0), height: max(height, frame.minHeight ?? 0))
    case .layers(let children, _):
      return children.map { size(of: $0, proposal) }.reduce(Size(width: 0, height: 0)) {
        Size(width: max($0.width, $1.width), height: max($0.height, $1.height))
      }
    case .decorated(let content, _, _), .effects(let content, _), .content(let content):
      return size(of: content, proposal)
    case .stack(let stack):
      return stackSizes(stack, proposal).total
    }
  }

  /// Whether a drawing grows along `axis` with what it is offered.
  private func isFlexible(_ drawing: Drawing, along axis: DrawingStack.Axis) -> Bool {
    switch drawing {
    case .shape, .spacer: return true
    case .text, .empty: return false
    case .padding(let content, _), .decorated(let content, _, _), .effects(let content, _), .content(let content):
      return isFlexible(content, along: axis)
    case .frame(let content, let frame):
      let fixed = axis == .horizontal ? frame.width : frame.height
      if fixed != nil { return false }
      if axis == .horizontal, frame.widthFraction != nil { return true }
      return (axis == .horizontal ? frame.fillsWidth : frame.fillsHeight) || isFlexible(content, along: axis)
    case .layers(let children, _): return children.contains { isFlexible($0, along: axis) }
    case .stack(let stack): return stack.children.contains { isFlexible($0, along: axis) }
    }
  }

  private func stackSizes(_ stack: DrawingStack, _ proposal: Proposal) -> (children: [Size], total: Size) {
    let horizontal = stack.axis == .horizontal
    let main = horizontal ? proposal.width : proposal.height
    let cross = horizontal ? proposal.height : proposal.width
    func proposing(_ m: Double?) -> Proposal {
      horizontal ? Proposal(width: m, height: cross) : Proposal(width: cross, height: m)
    }
    let flexible = stack.children.map { isFlexible($0, along: stack.axis) }
    var sizes = stack.children.map { child -> Size? in
      isFlexible(child, along: stack.axis) ? nil : size(of: child, proposing(nil))
    }
    let gaps = stack.spacing * Double(max(0, stack.children.count - 1))
    let fixedTotal = sizes.compactMap { $0 }.reduce(0) { $0 + (horizontal ? $1.width : $1.height) }
    let flexCount = flexible.filter { $0 }.count
    let share = main.map { max(0, $0 - fixedTotal - gaps) / Double(max(1, flexCount)) }
    for (i, child) in stack.children.enumerated() where sizes[i] == nil {
      var s = size(of: child, proposing(share))
      if case .spacer = child {
        if horizontal { s.height = 0 } else { s.width = 0 }
      }
      sizes[i] = s
    }
    let placed = sizes.map { $0 ?? Size(width: 0, height: 0) }
    let mainTotal = placed.reduce(gaps) { $0 + (horizontal ? $1.width : $1.height) }
    let crossTotal = placed.map { horizontal ? $0.height : $0.width }.max() ?? 0
    return (
      placed, horizontal ? Size(width: mainTotal, height: crossTotal) : Size(width: crossTotal, height: mainTotal)
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

  private func place(_ drawing: Drawing, in rect: DrawingRect) -> [PlacedNode] {
    let offered = Proposal(width: rect.width, height: rect.height)
    switch drawing {
    case .spacer, .empty: return []
    case .content(let placeholder): return place(placeholder, in: rect)
    case .shape(let shape, let paint): return [.shape(shape, rect, paint, isMirrored: false)]
    case .text(let run):
      let line = TextMetrics.lineHeight(of: run.font)
      guard run.wraps else {
        let baseline = rect.y + (rect.height - line) / 2 + TextMetrics.baseline(of: run.font)
        return [.text(run, rect, baseline: baseline, isRightToLeft: false)]
      }
      // Lines wrapped at the width given, the block centred vertically, each line placed by the run's alignment.
      let lines = run.lines(width: rect.width)
      let pitch = line + run.lineSpacing
      var y = rect.y + (rect.height - Double(lines.count) * pitch + run.lineSpacing) / 2
      var out: [PlacedNode] = []
      for text in lines {
        let size = Size(width: TextMetrics.width(of: text, font: run.font), height: line)
        let box = aligned(
          size, in: DrawingRect(x: rect.x, y: y, width: rect.width, height: line),
          DrawingAlignment(horizontal: run.alignment))
        out.append(.text(run.line(text), box, baseline: y + TextMetrics.baseline(of: run.font), isRightToLeft: false))
        y += pitch
      }
      return out
    case .padding(let content, let insets):
      let (leading, trailing) = logical(insets)
      return place(
        content,
        in: DrawingRect(
          x: rect.x + leading, y: rect.y + insets.top, width: max(0, rect.width - leading - trailing),
          height: max(0, rect.height - insets.top - insets.bottom)))
    case .frame(let content, let frame):
      return place(content, in: aligned(size(of: content, offered), in: rect, frame.alignment))
    case .layers(let children, let alignment):
      return children.flatMap { place($0, in: aligned(size(of: $0, offered), in: rect, alignment)) }
    case .decorated(let content, let behind, let inFront):
      return (behind.map { place($0, in: rect) } ?? []) + place(content, in: rect)
        + (inFront.map { place($0, in: rect) } ?? [])
    case .effects(let content, let effects):
      let placed = PlacedEffects(
        opacity: effects.opacity, scale: effects.scale, anchorX: rect.midX, anchorY: rect.midY,
        offsetX: effects.offsetX, offsetY: effects.offsetY, rotation: effects.rotation, shadow: effects.shadow,
        clip: effects.clip.map { PlacedClip(shape: $0, rect: rect) }, compositesAsGroup: effects.compositesAsGroup)
      return [.group(placed, place(content, in: rect))]
    case .stack(let stack):
      let sizes = stackSizes(stack, offered).children
      let horizontal = stack.axis == .horizontal
      var cursor = horizontal ? rect.x : rect.y
      var out: [PlacedNode] = []
      for (child, s) in zip(stack.children, sizes) {
        let slot =
          horizontal
          ? DrawingRect(x: cursor, y: rect.y, width: s.width, height: rect.height)
          : DrawingRect(x: rect.x, y: cursor, width: rect.width, height: s.height)
        out += place(child, in: aligned(s, in: slot, stack.alignment))
        cursor += (horizontal ? s.width : s.height) + stack.spacing
      }
      return out
    }
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
