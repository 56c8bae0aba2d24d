import DesignKitValues

/// What a layout pass records for `LayoutCheck`: each text run with its lines, each line of text and each shape where
/// it was placed (logical coordinates), with its path, effective opacity, offset and container, and the fixed frames
/// too small for their text.
///
/// Rectangles are recorded at rest (what `DrawingRegions` reports) and moved by the offsets of the effects around them
/// (`moved`, what a person sees); scale and rotation effects move nothing here, a scale only changes the size text is
/// seen at (`PlacedRun.scale`).
final class LayoutTrace {
  struct PlacedText {
    /// When it was painted, among texts and shapes.
    var order: Int
    var string: String
    /// The line box at rest.
    var rect: DrawingRect
    var path: String
    var opacity: Double
    var container: Container?
    /// The part in view, moved by the offsets around it: all of it, or what a scrolling region shows (nil: scrolled
    /// out of view).
    var shown: DrawingRect?
    /// The line box moved by the offsets around it.
    var moved: DrawingRect
    /// The line box where its container judges it: `moved`, except in a scrolling region's content, where the offsets
    /// inside the region are its scroll position (a pager's pages, a marquee's text, a rolling digit) and move
    /// nothing out of the content.
    var inContainer: DrawingRect
    /// The run it is a line of (`LayoutTrace.runs`).
    var run: Int
  }

  /// What text is drawn in: a background or overlay's frame, or a clip (moved by the offsets around it).
  struct Container {
    var rect: DrawingRect
    var isClip: Bool
    /// A scrolling region's content: the offsets around the region when it was placed (nil: not a scrolling region).
    var scrollShift: (x: Double, y: Double)? = nil
  }

  /// A text run as placed: its lines at the width it was given, its font as drawn and as declared.
  struct PlacedRun {
    var path: String
    /// The text as drawn (cased).
    var string: String
    var lines: [String]
    /// The width the run was given to break its lines in.
    var width: Double
    /// The font as drawn (shrunk where the run may shrink).
    var font: Font
    /// The run as the drawing declared it.
    var declared: TextRun
    var opacity: Double
    /// The scale effects around it, multiplied.
    var scale: Double
  }

  /// A shape where it is drawn, moved by the offsets around it.
  struct PlacedShape {
    var order: Int
    var shape: DrawingShape
    var rect: DrawingRect
    var paint: DrawingPaint
    var opacity: Double
    var path: String
    /// The part of `rect` inside the clips around it (nil: clipped away wholly).
    var visible: DrawingRect?
    /// The area the clips around it leave visible (nil: no clip, or nothing).
    var clip: DrawingRect?
  }

  struct PlacedMark {
    var name: String
    var rect: DrawingRect
    var path: String
    var opacity: Double
  }

  var texts: [PlacedText] = []
  /// The laid-out drawing's bounds (`hide(outside:)`).
  var frame = DrawingRect(x: 0, y: 0, width: 0, height: 0)
  var runs: [PlacedRun] = []
  var shapes: [PlacedShape] = []
  /// Opaque fills (a card's, a sheet's background) and when they were painted.
  var fills: [(rect: DrawingRect, order: Int)] = []
  private var painted = 0
  var marks: [PlacedMark] = []
  /// Where each content slot was placed (logical coordinates), in tree order.
  var slots: [DrawingRect] = []
  /// Where each editable text was placed (logical coordinates), in tree order.
  var editableTexts: [DrawingRect] = []
  /// Where each marked part shows (moved by the offsets around it, cut to the scrolling region it is in), in tree
  /// order.
  var parts: [DrawingPartRegion] = []
  var cuts: [LayoutProblem] = []
  private var segments: [String] = []
  private var opacities: [Double] = [1]
  private var containers: [Container] = []
  /// The area the clips being placed leave visible, each within those around it (nil: nothing).
  private var clips: [DrawingRect?] = []
  /// The offsets of the effects being placed, added up, and their scales, multiplied.
  private var shifts: [Shift] = [Shift(x: 0, y: 0, scale: 1)]
  /// The areas of the scrolling regions being placed, each within those around it.
  private var viewports: [DrawingRect?] = []

  var path: String { segments.joined(separator: "/") }
  var opacity: Double { opacities.last ?? 1 }
  private var shift: Shift { shifts.last ?? Shift(x: 0, y: 0, scale: 1) }

  /// An offset and a scale: a struct, not a tuple, as tuple metadata is looked up on every use in a debug build.
  private struct Shift {
    var x: Double
    var y: Double
    var scale: Double
  }

  /// `rect` moved by the offsets around what is being placed.
  private func moved(_ rect: DrawingRect) -> DrawingRect {
    var out = rect
    out.x += shift.x
    out.y += shift.y
    return out
  }

  // The runners below take and give placed nodes, not any `T`: in a debug build (the tests' and the layout battery's)
  // a generic runner looked up its metadata at every node placed.

  /// Runs `body` one path segment deeper.
  func descending(_ segment: String, _ body: () -> [PlacedNode]) -> [PlacedNode] {
    segments.append(segment)
    defer { segments.removeLast() }
    return body()
  }

  /// Runs `body` with `opacity` applied to what it places.
  func fading(_ opacity: Double, _ body: () -> [PlacedNode]) -> [PlacedNode] {
    opacities.append(self.opacity * opacity)
    defer { opacities.removeLast() }
    return body()
  }

  /// Runs `body` with what it places moved by an offset and seen at a scale.
  func shifting(x: Double, y: Double, scale: Double, _ body: () -> [PlacedNode]) -> [PlacedNode] {
    shifts.append(Shift(x: shift.x + x, y: shift.y + y, scale: shift.scale * scale))
    defer { shifts.removeLast() }
    return body()
  }

  /// Runs `body` with `rect` as the container of the text it places; a clip cuts what leaves it.
  func contained(in rect: DrawingRect, isClip: Bool = false, _ body: () -> [PlacedNode]) -> [PlacedNode] {
    containers.append(Container(rect: moved(rect), isClip: isClip))
    defer { containers.removeLast() }
    guard isClip else { return body() }
    return clipping(to: moved(rect), body)
  }

  /// Runs `body` with what it places cut to `rect` (and to the clips around it) where it shows.
  private func clipping(to rect: DrawingRect, _ body: () -> [PlacedNode]) -> [PlacedNode] {
    clips.append(clips.isEmpty ? rect : clips.last.flatMap { $0?.intersection(rect) })
    defer { clips.removeLast() }
    return body()
  }

  /// Runs `body` placing a scrolling region's content: `content` (its whole extent) contains the text it places,
  /// and only what lies in `viewport` shows.
  func scrolling(in viewport: DrawingRect, content: DrawingRect, _ body: () -> [PlacedNode]) -> [PlacedNode] {
    let seen = moved(viewport)
    viewports.append(viewports.isEmpty ? seen : viewports.last.flatMap { $0?.intersection(seen) })
    defer { viewports.removeLast() }
    containers.append(Container(rect: moved(content), isClip: false, scrollShift: (shift.x, shift.y)))
    defer { containers.removeLast() }
    return body()
  }

  /// A run about to place its `lines` in `width` (its texts follow).
  func run(_ run: TextRun, declared: TextRun, width: Double, lines: [String]) {
    runs.append(
      PlacedRun(
        path: path, string: run.string, lines: lines, width: width, font: run.font, declared: declared,
        opacity: opacity, scale: shift.scale))
  }

  func text(_ string: String, at rect: DrawingRect) {
    painted += 1
    let seen = moved(rect)
    let shown = viewports.isEmpty ? seen : viewports.last.flatMap { $0.flatMap { seen.intersection($0) } }
    let container = containers.last
    var inContainer = seen
    if let scroll = container?.scrollShift {
      inContainer = rect
      inContainer.x += scroll.x
      inContainer.y += scroll.y
    }
    texts.append(
      PlacedText(
        order: painted, string: string, rect: rect, path: path + "/" + quoted(string), opacity: opacity,
        container: container, shown: shown, moved: seen, inContainer: inContainer, run: runs.count - 1))
  }

  /// A marked part placed at `rect`, recorded where it shows (nowhere when scrolled out of view).
  func part(_ index: Int, at rect: DrawingRect) {
    let seen = moved(rect)
    let shown = viewports.isEmpty ? seen : viewports.last.flatMap { $0.flatMap { seen.intersection($0) } }
    if let shown { parts.append(DrawingPartRegion(index: index, rect: shown)) }
  }

  /// A shape where it is painted; an opaque fill also hides what the texts painted before it.
  func shape(_ shape: DrawingShape, _ paint: DrawingPaint, at rect: DrawingRect) {
    painted += 1
    let seen = moved(rect)
    let clip = clips.last ?? nil
    let visible = clips.isEmpty ? seen : clip.flatMap { seen.intersection($0) }
    shapes.append(
      PlacedShape(
        order: painted, shape: shape, rect: seen, paint: paint, opacity: opacity, path: path, visible: visible,
        clip: clip))
    guard let color = paint.fill, color.alpha * opacity >= 0.9 else { return }
    fills.append((moved(rect), painted))
  }

  /// Parts moved wholly out of `frame` (a dismissed sheet slid off the screen) are not seen: they count as
  /// transparent; the frame is kept as what a line of text may at most be as wide as.
  func hide(outside frame: DrawingRect) {
    self.frame = frame
    for i in texts.indices where texts[i].moved.intersection(frame) == nil { texts[i].opacity = 0 }
    for i in shapes.indices where shapes[i].rect.intersection(frame) == nil { shapes[i].opacity = 0 }
    for i in runs.indices where !texts.contains(where: { $0.run == i && $0.opacity > LayoutCheck.invisible }) {
      runs[i].opacity = 0
    }
  }

  /// Whether an opaque fill painted between `below` and `above` hides where they meet (a dialog's card over the
  /// screen behind it).
  func covers(_ below: PlacedText, under above: PlacedText) -> Bool {
    guard let first = below.shown, let last = above.shown else { return false }
    return covers(first, order: below.order, under: last, order: above.order)
  }

  /// Whether an opaque fill painted between two parts hides where their areas meet.
  func covers(_ a: DrawingRect, order: Int, under b: DrawingRect, order other: Int) -> Bool {
    let (low, high) = (min(order, other), max(order, other))
    guard let meeting = a.intersection(b) else { return false }
    return fills.contains { fill in
      fill.order > low && fill.order < high && fill.rect.x <= meeting.x && fill.rect.y <= meeting.y
        && fill.rect.x + fill.rect.width >= meeting.x + meeting.width
        && fill.rect.y + fill.rect.height >= meeting.y + meeting.height
    }
  }

  /// An icon, line or arc where it is drawn (a line's own extent, not its frame); fills are backgrounds, not marks.
  func mark(_ shape: DrawingShape, at rect: DrawingRect, lineWidth: Double) {
    var area = moved(rect)
    let name: String
    switch shape {
    case .icon(let icon): name = "icon \(icon.rawValue)"
    case .line(let from, let to):
      name = "line"
      area = DrawingRect(
        x: area.x + area.width * min(from.x, to.x), y: area.y + area.height * min(from.y, to.y),
        width: area.width * abs(to.x - from.x), height: area.height * abs(to.y - from.y)
      ).outset(by: lineWidth / 2)
    case .arc: name = "arc"
    case .rectangle, .capsule, .circle: return
    }
    // What a scrolling region shows of it.
    if !viewports.isEmpty {
      guard let shown = viewports.last.flatMap({ $0.flatMap { area.intersection($0) } }) else { return }
      area = shown
    }
    marks.append(PlacedMark(name: name, rect: area, path: path, opacity: opacity))
  }

  /// A frame of fixed size smaller than its content, when the content showed visible text (the texts placed since
  /// `textsFrom`).
  func cut(_ frame: DrawingFrame, content: DrawingLayout.Size, rect: DrawingRect, textsFrom first: Int) {
    guard texts[first...].contains(where: { $0.opacity > LayoutCheck.invisible }) else { return }
    var excess = 0.0
    if frame.width != nil { excess = max(excess, content.width - rect.width) }
    if frame.height != nil { excess = max(excess, content.height - rect.height) }
    guard excess > LayoutCheck.defaultTolerance else { return }
    var sizes: [String] = []
    if let w = frame.width { sizes.append("width \(JSONWriter.format((w * 10).rounded() / 10))") }
    if let h = frame.height { sizes.append("height \(JSONWriter.format((h * 10).rounded() / 10))") }
    let name = "frame(\(sizes.joined(separator: ", ")))"
    cuts.append(
      LayoutProblem(
        kind: .cutByFixedSize, path: path.isEmpty ? name : path + "/" + name,
        message: "content is cut by a fixed \(name)", amount: excess))
  }
}
