/// The checks of what a person reads: words whole, single-line text on one line, the caret at the insertion point,
/// icons grown with their text, text no smaller than its model allows.
extension LayoutCheck {
  /// Words broken across lines (`Continu|e`, or over several: `Sh|ar|e`) though the word alone fits the full line:
  /// the width of what the text is drawn on (its container), else of the drawing. A word wider than that must break
  /// somewhere (or shrink), unless it is a fixed-width part that breaks it (`brokenInNarrowPart(_:in:offered:)`).
  func splitWords(_ trace: LayoutTrace, offered: Double? = nil) -> [LayoutProblem] {
    var problems: [LayoutProblem] = []
    for (index, run) in trace.runs.enumerated() where run.opacity > LayoutCheck.invisible && run.lines.count > 1 {
      let words = Set(run.string.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
      let fullLine = trace.texts.first { $0.run == index }?.container?.rect.width ?? trace.frame.width
      // The pieces of a word broken over several lines so far ("Sh", "ar" of "Sh|ar|e").
      var pieces: [String] = []
      for (line, next) in zip(run.lines, run.lines.dropFirst()) {
        guard let end = line.split(separator: " ").last, let start = next.split(separator: " ").first else {
          pieces = []
          continue
        }
        let head = pieces.isEmpty ? [String(end)] : pieces
        let word = head.joined() + String(start)
        guard words.contains(word) else {
          // A piece alone on its line may go on into the next line.
          let goesOn = !next.contains(" ") && words.contains { $0.hasPrefix(word) }
          pieces = goesOn ? head + [String(start)] : []
          continue
        }
        pieces = []
        let width = measurer.width(of: word, font: run.font)
        var message = "word \(quoted(word)) is split across lines though it fits a line"
        var measured = quoted((head + [String(start)]).joined(separator: "|"))
        if width > fullLine + tolerance {
          guard let offered, brokenInNarrowPart(width, in: run, offered: offered) else { continue }
          message = "word \(quoted(word)) is broken inside a part narrower than the width offered, though it fits that"
          measured += " in \(LayoutProblem.points(run.width)) of \(LayoutProblem.points(offered))"
        }
        problems.append(
          LayoutProblem(
            kind: .splitWord, path: run.path + "/" + quoted(run.string), message: message, measured: measured))
      }
    }
    return problems
  }

  /// Whether a word `width` wide, broken though wider than the line it is drawn on, is still a fault: the part that
  /// set the line (a caption's fixed width) is narrower than the width `offered` to the drawing (the screen), and the
  /// word fits that. A person sees a broken word where the part could grow, or its text shrink, to keep it whole (as
  /// iOS does: the minimum scale, then a wider caption).
  func brokenInNarrowPart(_ width: Double, in run: LayoutTrace.PlacedRun, offered: Double) -> Bool {
    run.width < offered - tolerance && width <= offered + tolerance
  }

  /// The runs a person edits: shown, in one of `expectations.editedText`'s colors and, where the drawing marks where
  /// text is edited (`Drawing.editableText()`), inside such a region: a field's header or hint set in the text's or
  /// the placeholder's color is not edited text.
  func editedRuns(_ trace: LayoutTrace) -> [Int] {
    trace.runs.indices.filter { index in
      let run = trace.runs[index]
      guard run.opacity > LayoutCheck.invisible, expectations.editedText.contains(run.declared.color) else {
        return false
      }
      guard !trace.editableTexts.isEmpty else { return true }
      return trace.texts.contains { text in
        text.run == index && trace.editableTexts.contains { $0.intersection(text.rect) != nil }
      }
    }
  }

  /// Edited text that its component declares single-line, set on more than one line.
  func wrappedSingleLines(_ trace: LayoutTrace) -> [LayoutProblem] {
    guard expectations.isSingleLine else { return [] }
    return editedRuns(trace).map { trace.runs[$0] }.filter { $0.lines.count > 1 }.map { run in
      LayoutProblem(
        kind: .wrappedSingleLine, path: run.path + "/" + quoted(run.string),
        message: "single-line text \(quoted(run.string)) wraps",
        measured: "\(run.lines.count) lines: " + run.lines.map { quoted($0) }.joined(separator: " | "))
    }
  }

  /// Edited single-line text that is not being edited (its run draws no caret) cut by the scrolling region it is set
  /// in, with no "…": an unfocused iOS text field shows its text's start, cut at the tail with an ellipsis
  /// (`ada@exampl…`); only while focused does it scroll, to keep the caret in view.
  ///
  /// While it is edited, the line scrolls and its first glyph in view may be cut at the text area's edge, as iOS cuts
  /// it, but clear of the buttons beside it: a cut edge closer than a quarter of the text's size to a shape on its
  /// line (the clear button's circle) reads as a glyph cut by the button.
  func clippedSingleLines(_ trace: LayoutTrace) -> [LayoutProblem] {
    guard expectations.isSingleLine else { return [] }
    return editedRuns(trace).compactMap { index -> LayoutProblem? in
      let run = trace.runs[index]
      let path = run.path + "/" + quoted(run.string)
      guard !run.lines.contains(where: { $0.contains("…") }) else { return nil }
      let lines = trace.texts.filter { $0.run == index }
      let cut = lines.map { $0.moved.width - ($0.shown?.width ?? 0) }.max() ?? 0
      guard cut > tolerance else { return nil }
      guard run.declared.caret != nil else {
        return LayoutProblem(
          kind: .clippedSingleLine, path: path,
          message: "single-line text \(quoted(run.string)) is cut without \"…\" while not being edited", amount: cut)
      }
      let size = run.font.size * run.scale
      for line in lines {
        guard let shown = line.shown else { continue }
        // The cut edges: where the shown part stops short of the line.
        var edges: [Double] = []
        if shown.x > line.moved.x + tolerance { edges.append(shown.x) }
        if shown.x + shown.width < line.moved.x + line.moved.width - tolerance { edges.append(shown.x + shown.width) }
        for edge in edges {
          let gaps = trace.shapes.filter { shape in
            shape.opacity > LayoutCheck.invisible && shape.paint.fill != expectations.caret
              && shape.rect.midY >= shown.y && shape.rect.midY <= shown.y + shown.height
              && shape.rect.height <= 2 * shown.height
              && (shape.rect.x >= edge || shape.rect.x + shape.rect.width <= edge)
          }.map { min(abs(edge - $0.rect.x), abs(edge - $0.rect.x - $0.rect.width)) }
          guard let gap = gaps.min(), gap < 0.25 * size - tolerance else { continue }
          return LayoutProblem(
            kind: .clippedSingleLine, path: path,
            message: "single-line text \(quoted(run.string)) is cut against a button beside it",
            measured: "\(LayoutProblem.points(gap)) from \(LayoutProblem.points(size)) text")
        }
      }
      return nil
    }
  }

  /// A focused input's caret: one in the drawing, as a screen has one focus (a drawing of several inputs focuses one
  /// of them), beside the edited text nearest it, after the last glyph of its text, or at the leading edge of its
  /// placeholder when empty (logical coordinates, so right to left is the mirror image, except that text reading
  /// against the layout ends on its line's leading side: `LayoutDirection(readingOf:)`).
  func carets(_ trace: LayoutTrace) -> [LayoutProblem] {
    guard let color = expectations.caret else { return [] }
    let carets = trace.shapes.filter { shape in
      guard shape.opacity > LayoutCheck.invisible, shape.paint.fill == color else { return false }
      return shape.rect.width <= 6 && shape.rect.height >= 2 * shape.rect.width
    }
    let edited = editedRuns(trace)
    func lines(of run: Int) -> [LayoutTrace.PlacedText] { trace.texts.filter { $0.run == run } }
    func distance(_ run: Int, _ caret: LayoutTrace.PlacedShape) -> Double {
      lines(of: run).map { abs($0.moved.midY - caret.rect.midY) }.min() ?? .infinity
    }
    var problems: [LayoutProblem] = []
    if carets.count > 1 {
      problems.append(
        LayoutProblem(
          kind: .misplacedCaret, path: "caret",
          message: "the drawing shows \(carets.count) carets; a screen has one focus, so one caret"))
    }
    var owners: [Int: [LayoutTrace.PlacedShape]] = [:]
    for caret in carets {
      guard let run = edited.min(by: { distance($0, caret) < distance($1, caret) }) else { continue }
      owners[run, default: []].append(caret)
    }
    if carets.isEmpty, let run = edited.first {
      let text = quoted(trace.runs[run].string)
      problems.append(
        LayoutProblem(
          kind: .misplacedCaret, path: trace.runs[run].path + "/" + text,
          message: "the focused input shows no caret in \(text)"))
    }
    for run in edited {
      let text = quoted(trace.runs[run].string)
      let path = trace.runs[run].path + "/" + text
      guard let mine = owners[run] else { continue }
      guard mine.count == 1, let caret = mine.first else {
        problems.append(
          LayoutProblem(
            kind: .misplacedCaret, path: path, message: "the focused input shows \(mine.count) carets in \(text)"))
        continue
      }
      let isPlaceholder = trace.runs[run].declared.color == expectations.placeholder
      guard let line = isPlaceholder ? lines(of: run).first : lines(of: run).last else { continue }
      // The caret sits just before the placeholder (an empty field's leading edge) or just after the text's last
      // glyph, on the line: the line's leading side when the text reads against the layout (left-to-right text in a
      // right-to-left layout ends on the right).
      // A caret may stand off the glyph by its gap (`TextCaret.gap(beside:)`).
      let readsAgainst = StyleEnvironment.LayoutDirection(readingOf: trace.runs[run].string) != layoutDirection
      let gap = TextCaret.gap(beside: trace.runs[run].font)
      let from =
        isPlaceholder || readsAgainst
        ? line.moved.x - gap - caret.rect.width : line.moved.x + line.moved.width + gap
      let off = abs(caret.rect.x - from)
      let onLine = caret.rect.midY >= line.moved.y && caret.rect.midY <= line.moved.y + line.moved.height
      guard off > caret.rect.width + tolerance || !onLine else { continue }
      let point = isPlaceholder ? "the leading edge of the empty field" : "after \(quoted(line.string))"
      problems.append(
        LayoutProblem(
          kind: .misplacedCaret, path: path,
          message: "the caret is not at the insertion point (\(point))" + (onLine ? "" : ", nor on its line"),
          amount: onLine ? off : nil))
    }
    return problems
  }

  /// Icons beside text that grew with Dynamic Type, at less than 0.45 of the text's size while the text is at
  /// least 1.2 times its size at the default category: the icon kept its size (a 12 pt chevron beside a 53 pt title).
  /// SF Symbols grow with the text they sit beside.
  func unscaledIcons(_ trace: LayoutTrace) -> [LayoutProblem] {
    var problems: [LayoutProblem] = []
    let lines = trace.texts.filter { $0.opacity > LayoutCheck.invisible && $0.shown != nil }
    for shape in trace.shapes where shape.opacity > LayoutCheck.invisible {
      guard case .icon(let icon) = shape.shape else { continue }
      let side = min(shape.rect.width, shape.rect.height)
      // The text on the icon's line, nearest it on either side, where it shows (a scrolled field's text runs on out
      // of view behind the buttons after it).
      func gap(_ text: LayoutTrace.PlacedText) -> Double {
        let rect = text.shown ?? text.moved
        return max(rect.x - shape.rect.x - shape.rect.width, shape.rect.x - rect.x - rect.width)
      }
      let beside = lines.filter { text in
        let font = trace.runs[text.run].font
        return shape.rect.midY >= text.moved.y && shape.rect.midY <= text.moved.y + text.moved.height
          && gap(text) >= -tolerance && gap(text) <= max(font.size, 8)
      }
      guard let text = beside.min(by: { gap($0) < gap($1) }) else { continue }
      let run = trace.runs[text.run]
      guard let style = run.font.textStyle else { continue }
      let platform = expectations.platform
      let growth =
        platform.pointSize(of: style, at: expectations.dynamicTypeSize) / platform.pointSize(of: style, at: .large)
      let size = run.font.size * run.scale
      guard growth >= 1.2, side < 0.45 * size else { continue }
      problems.append(
        LayoutProblem(
          kind: .unscaledIcon, path: shape.path + "/icon \(icon.rawValue)",
          message: "icon \(icon.rawValue) beside text \(quoted(run.string)) did not grow with the text",
          measured: "\(LayoutProblem.points(side)) beside \(LayoutProblem.points(size)) text, \(fixed(growth, 2))× its "
            + "default size"))
    }
    return problems
  }

  /// Text set smaller than its model's font size times its minimum scale (shrunk twice, or scaled down).
  func textBelowMinimumSize(_ trace: LayoutTrace) -> [LayoutProblem] {
    var problems: [LayoutProblem] = []
    for run in trace.runs where run.opacity > LayoutCheck.invisible {
      let size = run.font.size * run.scale
      guard
        let minimum = expectations.minimumTextSizes.first(where: {
          $0.color == run.declared.color && $0.holds(run.declared.font)
        }),
        size < minimum.size - 0.05
      else { continue }
      problems.append(
        LayoutProblem(
          kind: .textBelowMinimumSize, path: run.path + "/" + quoted(run.string),
          message: "text \(quoted(run.string)) is set below its minimum size (\(minimum.source))",
          measured: "\(LayoutProblem.points(size)), minimum \(LayoutProblem.points(minimum.size))"))
    }
    return problems
  }

  /// Text cut short with "…" (its lines hold an ellipsis its string does not) at the default Dynamic Type size: a
  /// sample's content shows whole at the size it is designed at; past it, a line limit may cut it as iOS does. A
  /// single-line field's own text (`LayoutExpectations.editedText`) is what a person typed, of any length: an
  /// unfocused field cuts it at its tail by design, as `UITextField` does (on a 162 pt watch, "ada@example.co…").
  func truncatedTexts(_ trace: LayoutTrace) -> [LayoutProblem] {
    guard expectations.checksTruncation, expectations.dynamicTypeSize == .large else { return [] }
    return trace.runs.filter { run in
      run.opacity > LayoutCheck.invisible && run.lines.contains { $0.contains("…") } && !run.string.contains("…")
        && !(expectations.isSingleLine && expectations.editedText.contains(run.declared.color))
    }.map { run in
      LayoutProblem(
        kind: .truncatedText, path: run.path + "/" + quoted(run.string),
        message: "text \(quoted(run.string)) is cut short at the default size",
        measured: run.lines.map { quoted($0) }.joined(separator: " | "))
    }
  }

  /// Icons stacked above the text they label (`Drawing.iconAndTitle`: the icon one child of a column, its text the
  /// next, the icon not in a row of its own) that do not sit where the text sets its lines: on its leading edge for
  /// leading-aligned text, centred for centred text, on its trailing edge for trailing text, within the icon's width
  /// (an icon inset in its own square holds); a line that cannot wrap, on its leading edge or centred. iOS stacks a label's icon on its title's leading edge, in both
  /// directions; a centred caption keeps its icon centred.
  func misalignedStackedIcons(_ trace: LayoutTrace) -> [LayoutProblem] {
    var problems: [LayoutProblem] = []
    let lines = trace.texts.filter { $0.opacity > LayoutCheck.invisible && $0.shown != nil }
    for shape in trace.shapes where shape.opacity > LayoutCheck.invisible {
      guard case .icon(let icon) = shape.shape else { continue }
      let bottom = shape.rect.y + shape.rect.height
      let below = lines.filter { text in
        let gap = text.moved.y - bottom
        return gap >= -tolerance && gap <= max(trace.runs[text.run].font.size, 8)
          && Self.stackedAbove(shape.path, trace.runs[text.run].path)
      }
      guard let first = below.min(by: { $0.moved.y < $1.moved.y }) else { continue }
      let block = trace.texts.filter { $0.run == first.run }.map(\.moved)
      guard let leading = block.map(\.x).min(), let trailing = block.map({ $0.x + $0.width }).max() else { continue }
      let run = trace.runs[first.run]
      let offLeading = shape.rect.x - leading
      let offCentre = shape.rect.midX - (leading + trailing) / 2
      let off: Double
      switch run.declared.alignment {
      // A line that cannot wrap has no alignment of its own: its icon may stand on its leading edge or its centre.
      case _ where run.declared.lineLimit == 1 || run.declared.lineLimit == nil:
        off = min(abs(offLeading), abs(offCentre))
      case .leading: off = offLeading
      case .center: off = offCentre
      case .trailing: off = trailing - shape.rect.x - shape.rect.width
      }
      guard abs(off) > shape.rect.width + tolerance else { continue }
      problems.append(
        LayoutProblem(
          kind: .misalignedStackedIcon, path: shape.path + "/icon \(icon.rawValue)",
          message: "icon \(icon.rawValue) stacked above text \(quoted(run.string)) is not aligned as its lines are "
            + "(\(run.declared.alignment.rawValue))", amount: abs(off)))
    }
    return problems
  }

  /// Whether a part at `upper` is the child of a column just before the one holding `lower` (`…/vstack[0]` and
  /// `…/vstack[1]/…`), neither in a row inside it (a field's button above the field's footer is not its label; a
  /// caption's title beside its own glyph is judged with the glyph).
  static func stackedAbove(_ upper: String, _ lower: String) -> Bool {
    let a = upper.split(separator: "/")
    let b = lower.split(separator: "/")
    guard let i = a.indices.first(where: { $0 < b.count && a[$0] != b[$0] }), i < b.count,
      let k = Self.columnIndex(a[i]), Self.columnIndex(b[i]) == k + 1
    else { return false }
    return !a[(i + 1)...].contains { $0.hasPrefix("hstack[") } && !b[(i + 1)...].contains { $0.hasPrefix("hstack[") }
  }

  /// `k` of a column's child component `vstack[k]`.
  static func columnIndex(_ component: Substring) -> Int? {
    guard component.hasPrefix("vstack["), component.hasSuffix("]") else { return nil }
    return Int(component.dropFirst("vstack[".count).dropLast())
  }
}
