import DesignKitValues

/// A text run as layout sets it at one width: fitted (cased, shrunk to fit), broken into lines, each line measured.
struct TextLayout: Sendable {
  /// The run as drawn: its letters cased and its font shrunk as `TextRun.fitted(width:measurer:)` says.
  var run: TextRun
  /// Its lines at the width (one line, the whole text, when the run does not wrap).
  var lines: [String]
  /// The width of each line.
  var lineWidths: [Double]
  /// The widest line.
  var width: Double { lineWidths.max() ?? 0 }
}

/// Text is laid out once per run, width and measurer, across frames and drawings: a stack sizes its children at
/// several proposals and places them after, a gallery draws the same titles in every state, and an animation draws
/// the same text every frame; line breaking and measuring were most of a frame's time.
///
/// A measurer is known by its name (`TextMeasurer`'s identity), so two measurings under one name would share
/// entries: give each its own name, as `TextMeasurer` asks. The cache is shared between threads and bounded: it is
/// emptied when it holds `capacity` entries.
enum TextLayoutCache {
  /// A run's geometry: the run with its paint (text and caret colors) left out, so one entry serves every state and
  /// scheme that only recolors the text (the audit draws each text in up to a dozen colors).
  private struct Key: Hashable {
    var run: TextRun
    var width: Double
    var measurer: TextMeasurer

    init(run: TextRun, width: Double, measurer: TextMeasurer) {
      var shape = run
      shape.color = .black
      shape.caret?.color = .black
      self.run = shape
      self.width = width
      self.measurer = measurer
    }
  }

  /// How many laid-out runs are kept before the cache starts again.
  static let capacity = 16_384
  private static let entries = Locked<[Key: TextLayout]>([:])

  /// `run` laid out at `width` by `measurer`: computed once, then served from the cache.
  static func layout(_ run: TextRun, width: Double, measurer: TextMeasurer) -> TextLayout {
    var layout = cached(in: entries, Key(run: run, width: width, measurer: measurer)) {
      let fitted = run.fitted(width: width, measurer: measurer)
      let lines = fitted.wraps ? fitted.lines(width: width, measurer: measurer) : [fitted.string]
      return TextLayout(
        run: fitted, lines: lines, lineWidths: lines.map { measurer.width(of: $0, font: fitted.font) })
    }
    // Fitting changes the letters and the size, never the paint: the run's own colors go back on.
    layout.run.color = run.color
    layout.run.caret?.color = run.caret?.color ?? .black
    return layout
  }

  /// The value at `key` in `entries`, made by `make` and kept when missing; the entries start again at `capacity`.
  private static func cached<Value>(in entries: Locked<[Key: Value]>, _ key: Key, _ make: () -> Value) -> Value {
    if let hit = entries.withLock({ $0[key] }) { return hit }
    let value = make()
    entries.withLock { entries in
      if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
      entries[key] = value
    }
    return value
  }

  private static let wholeEntries = Locked<[Key: (width: Double, height: Double)]>([:])

  /// The size of `run` laid out at `width` with every word whole: lines broken at `width` or at its widest word,
  /// whichever is wider (how a stack measures the least a text needs without breaking a word); computed once, then
  /// served from the cache.
  static func wordsWhole(_ run: TextRun, width: Double, measurer: TextMeasurer) -> (width: Double, height: Double) {
    cached(in: wholeEntries, Key(run: run, width: width, measurer: measurer)) {
      let fitted = layout(run, width: width, measurer: measurer).run
      let widest = TextRun.unbreakableUnits(of: Substring(fitted.string.replacingNewlines)).reduce(width) {
        max($0, measurer.width(of: $1, font: fitted.font))
      }
      let lines = fitted.lines(width: widest, measurer: measurer)
      return (
        width: lines.map { measurer.width(of: $0, font: fitted.font) }.max() ?? 0,
        height: fitted.height(ofLines: lines.count, measurer: measurer)
      )
    }
  }
}
