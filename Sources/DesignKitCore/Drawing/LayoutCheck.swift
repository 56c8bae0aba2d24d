import DesignKitValues

/// Finds what a layout gets wrong in a drawing as `DrawingLayout` places it (not in its SVG): text that leaves the
/// shape it is drawn on or the drawing's frame, text that runs over other text or over an icon, and text cut by a
/// frame of fixed size.
///
/// A text's container is the nearest enclosing background, overlay or clip (`Drawing.background(_:)`,
/// `Drawing.clipped(to:)`), or the content of a scrolling region (`Drawing.scrolling(_:alignment:)`), whose text
/// is checked where it shows: what is scrolled out of view is neither outside the frame nor over other parts; the
/// frame is the laid-out drawing's bounds. Text at zero opacity (a dismissed modal, a
/// cross-fade's hidden side) is not checked. Each problem is reported once, at the drawing part's path: stack children
/// by index (`vstack[1]/hstack[0]`), `background` and `overlay` for decorations, `content` for a slot, then the text in
/// quotes (`vstack[1]/hstack[0]/"Cancel"`) or the fixed frame (`frame(height 44)`).
public struct LayoutCheck: Sendable {
  /// The reading direction (a drawing may differ by direction; the checks themselves do not).
  public var layoutDirection: StyleEnvironment.LayoutDirection
  /// How far, in points, an extent may pass a bound before it counts (rounding, hairlines).
  public var tolerance: Double
  /// What the layout measures text with (`DrawingLayout.measurer`).
  public var measurer: TextMeasurer

  /// Creates a check.
  public init(
    layoutDirection: StyleEnvironment.LayoutDirection = .leftToRight, tolerance: Double = LayoutCheck.defaultTolerance,
    measurer: TextMeasurer = .approximate
  ) {
    self.layoutDirection = layoutDirection
    self.tolerance = tolerance
    self.measurer = measurer
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
    var problems = trace.cuts
    let placed = trace.texts.filter { $0.opacity > LayoutCheck.invisible }
    for text in placed {
      if let container = text.container, let excess = excess(of: text.rect, outside: container) {
        problems.append(
          LayoutProblem(
            kind: .textOutsideContainer, path: text.path,
            message: "text \(quoted(text.string)) leaves its container", amount: excess))
      } else if let shown = text.shown, let excess = excess(of: shown, outside: frame) {
        problems.append(
          LayoutProblem(
            kind: .textOutsideFrame, path: text.path,
            message: "text \(quoted(text.string)) leaves the drawing's frame", amount: excess))
      }
    }
    // Overlaps are between what shows: text scrolled out of view overlaps nothing.
    let texts = placed.compactMap { text -> LayoutTrace.PlacedText? in
      guard let shown = text.shown else { return nil }
      var seen = text
      seen.rect = shown
      return seen
    }
    for (i, text) in texts.enumerated() {
      for other in texts[(i + 1)...] where overlaps(text.rect, other.rect) && !trace.covers(text, under: other) {
        problems.append(
          LayoutProblem(
            kind: .overlappingText, path: text.path,
            message: "text \(quoted(text.string)) overlaps text \(quoted(other.string)) at \(other.path)"))
      }
      for mark in trace.marks where mark.opacity > LayoutCheck.invisible && overlaps(text.rect, mark.rect) {
        problems.append(
          LayoutProblem(
            kind: .overlappingText, path: text.path,
            message: "text \(quoted(text.string)) overlaps the \(mark.name) at \(mark.path)"))
      }
    }
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
  private func overlaps(_ a: DrawingRect, _ b: DrawingRect) -> Bool {
    let across = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
    let down = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
    return across > tolerance && down > tolerance
  }
}

/// One layout problem of a drawing: what kind, where (the part's path) and how much.
public struct LayoutProblem: Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: String, Sendable, CaseIterable {
    /// Text reaches past the background, overlay or clip it is drawn in.
    case textOutsideContainer
    /// Text reaches past the laid-out drawing's bounds.
    case textOutsideFrame
    /// Text runs over other text, or over an icon or a line.
    case overlappingText
    /// A frame of fixed width or height is smaller than the text-bearing content it holds.
    case cutByFixedSize
  }

  /// What is wrong.
  public var kind: Kind
  /// The part's path in the drawing (`vstack[1]/hstack[0]/"Cancel"`).
  public var path: String
  /// What is wrong (`text "Cancel" leaves its container`).
  public var message: String
  /// How far, in points, the part reaches past its bound, or nil for an overlap.
  public var amount: Double?

  /// Creates a problem.
  public init(kind: Kind, path: String, message: String, amount: Double? = nil) {
    self.kind = kind
    self.path = path
    self.message = message
    self.amount = amount
  }

  /// `vstack[1]/"Cancel": text "Cancel" leaves its container by 12 pt`.
  public var description: String { "\(path): \(message)" + (amount.map { " by " + LayoutProblem.points($0) } ?? "") }

  /// `12.5 pt`, to a tenth.
  static func points(_ value: Double) -> String { JSONWriter.format((value * 10).rounded() / 10) + " pt" }
}

/// What a layout pass records for `LayoutCheck`: each line of text and each icon or line where it was placed (logical
/// coordinates), with its path, effective opacity and container, and the fixed frames too small for their text.
final class LayoutTrace {
  struct PlacedText {
    /// When it was painted, among texts and opaque fills.
    var order: Int
    var string: String
    var rect: DrawingRect
    var path: String
    var opacity: Double
    var container: DrawingRect?
    /// The part in view: all of it, or what a scrolling region shows (nil: scrolled out of view).
    var shown: DrawingRect?
  }

  struct PlacedMark {
    var name: String
    var rect: DrawingRect
    var path: String
    var opacity: Double
  }

  var texts: [PlacedText] = []
  /// Opaque fills (a card's, a sheet's background) and when they were painted.
  var fills: [(rect: DrawingRect, order: Int)] = []
  private var painted = 0
  var marks: [PlacedMark] = []
  /// Where each content slot was placed (logical coordinates), in tree order.
  var slots: [DrawingRect] = []
  /// Where each editable text was placed (logical coordinates), in tree order.
  var editableTexts: [DrawingRect] = []
  var cuts: [LayoutProblem] = []
  private var segments: [String] = []
  private var opacities: [Double] = [1]
  private var containers: [DrawingRect] = []
  /// The areas of the scrolling regions being placed, each within those around it.
  private var viewports: [DrawingRect?] = []

  var path: String { segments.joined(separator: "/") }
  var opacity: Double { opacities.last ?? 1 }

  /// Runs `body` one path segment deeper.
  func descending<T>(_ segment: String, _ body: () -> T) -> T {
    segments.append(segment)
    defer { segments.removeLast() }
    return body()
  }

  /// Runs `body` with `opacity` applied to what it places.
  func fading<T>(_ opacity: Double, _ body: () -> T) -> T {
    opacities.append(self.opacity * opacity)
    defer { opacities.removeLast() }
    return body()
  }

  /// Runs `body` with `rect` as the container of the text it places.
  func contained<T>(in rect: DrawingRect, _ body: () -> T) -> T {
    containers.append(rect)
    defer { containers.removeLast() }
    return body()
  }

  /// Runs `body` placing a scrolling region's content: `content` (its whole extent) contains the text it places,
  /// and only what lies in `viewport` shows.
  func scrolling<T>(in viewport: DrawingRect, content: DrawingRect, _ body: () -> T) -> T {
    viewports.append(viewports.isEmpty ? viewport : viewports.last.flatMap { $0?.intersection(viewport) })
    defer { viewports.removeLast() }
    return contained(in: content, body)
  }

  func text(_ string: String, at rect: DrawingRect) {
    painted += 1
    let shown = viewports.isEmpty ? rect : viewports.last.flatMap { $0.flatMap { rect.intersection($0) } }
    texts.append(
      PlacedText(
        order: painted, string: string, rect: rect, path: path + "/" + quoted(string), opacity: opacity,
        container: containers.last, shown: shown))
  }

  /// A shape with an opaque fill: what it hides of the texts painted before it.
  func fill(_ paint: DrawingPaint, at rect: DrawingRect) {
    guard let color = paint.fill, color.alpha * opacity >= 0.9 else { return }
    painted += 1
    fills.append((rect, painted))
  }

  /// Whether an opaque fill painted between `below` and `above` hides where they meet (a dialog's card over the
  /// screen behind it).
  func covers(_ below: PlacedText, under above: PlacedText) -> Bool {
    let (first, last) = below.order < above.order ? (below, above) : (above, below)
    let x = max(first.rect.x, last.rect.x)
    let y = max(first.rect.y, last.rect.y)
    let meeting = DrawingRect(
      x: x, y: y, width: min(first.rect.x + first.rect.width, last.rect.x + last.rect.width) - x,
      height: min(first.rect.y + first.rect.height, last.rect.y + last.rect.height) - y)
    return fills.contains { fill in
      fill.order > first.order && fill.order < last.order && fill.rect.x <= meeting.x && fill.rect.y <= meeting.y
        && fill.rect.x + fill.rect.width >= meeting.x + meeting.width
        && fill.rect.y + fill.rect.height >= meeting.y + meeting.height
    }
  }

  /// An icon, line or arc where it is drawn (a line's own extent, not its frame); fills are backgrounds, not marks.
  func mark(_ shape: DrawingShape, at rect: DrawingRect, lineWidth: Double) {
    var area = rect
    let name: String
    switch shape {
    case .icon(let icon): name = "icon \(icon.rawValue)"
    case .line(let from, let to):
      name = "line"
      area = DrawingRect(
        x: rect.x + rect.width * min(from.x, to.x), y: rect.y + rect.height * min(from.y, to.y),
        width: rect.width * abs(to.x - from.x), height: rect.height * abs(to.y - from.y)
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

/// `"Cancel"`, shortened past 24 characters.
private func quoted(_ string: String) -> String {
  let short = string.count > 24 ? String(string.prefix(23)) + "…" : string
  return "\"" + short + "\""
}

/// `12.5 pt`, to a tenth.
private func points(_ value: Double) -> String { LayoutProblem.points(value) }
