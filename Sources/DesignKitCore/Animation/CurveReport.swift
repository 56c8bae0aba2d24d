import DesignKitValues

/// An animation sampled over its duration: what `designkit curve` prints.
public struct CurveReport: Sendable {
  /// One sample.
  public struct Sample: Sendable, Equatable {
    /// Seconds since the start.
    public var time: Double
    /// Progress (0 at the start, 1 at the end; springs and overshooting curves may leave 0...1).
    public var progress: Double
    /// Progress per second.
    public var velocity: Double
  }

  /// The animation.
  public let animation: AnimationSpec
  /// Seconds until it finishes (for springs: until it settles within 0.001 of the target); infinite when it
  /// repeats forever.
  public let duration: Double
  /// For springs, the settling duration of one run (target 1, initial velocity 0, epsilon 0.001); else nil.
  public let settlingDuration: Double?
  /// The samples, evenly spaced from 0 to the sampled span (one pass for endless repeats).
  public let samples: [Sample]

  /// Samples `animation` at `count` (>= 2) evenly spaced times.
  public init(_ animation: AnimationSpec, samples count: Int = 21) {
    self.animation = animation
    let evaluator = AnimationEvaluator(animation)
    duration = evaluator.duration
    if case .spring(let spring) = animation.kind {
      settlingDuration = SpringModel(spring).settlingDuration
    } else {
      settlingDuration = nil
    }
    var span = duration
    if !span.isFinite {
      var once = animation
      once.repeats = .once
      once.autoreverses = false
      span = AnimationEvaluator(once).duration * 2
    }
    let n = max(2, count)
    samples = (0..<n).map { i in
      let t = span * Double(i) / Double(n - 1)
      return Sample(time: t, progress: evaluator.value(at: t), velocity: evaluator.velocity(at: t))
    }
  }

  /// `spring(…)  duration 0.5 s  settles in 0.62 s (ε 0.001)`, or `repeats forever`.
  public var header: String {
    var out = "\(animation)"
    out += duration.isFinite ? "  duration \(StyleFormatter.number(duration)) s" : "  repeats forever"
    if let settlingDuration { out += "  settles in \(StyleFormatter.number(settlingDuration)) s (ε 0.001)" }
    return out
  }

  /// The report as JSON.
  public var json: JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("animation", .string(animation.description)),
      ("duration", duration.isFinite ? .number(duration) : .string("infinite")),
    ]
    if let settlingDuration { pairs.append(("settlingDuration", .number(settlingDuration))) }
    pairs.append(
      (
        "samples",
        .array(
          samples.map {
            .object([("t", .number($0.time)), ("progress", .number($0.progress)), ("velocity", .number($0.velocity))])
          })
      ))
    return .object(pairs)
  }

  /// A table of the samples: time, progress and velocity, aligned.
  public var tableLines: [String] {
    var lines = ["       t   progress   velocity"]
    for s in samples {
      lines.append(pad(fixed(s.time, 3), 8) + pad(fixed(s.progress, 6), 11) + pad(fixed(s.velocity, 4), 11))
    }
    return lines
  }

  /// A text plot of progress over time, `height` rows by one column per sample; overshoot above 1 and below 0
  /// is drawn within the plot's range.
  public func plotLines(height: Int = 12) -> [String] {
    let values = samples.map(\.progress)
    let top = max(1, values.max() ?? 1)
    let bottom = min(0, values.min() ?? 0)
    let rows = max(2, height)
    var grid = Array(repeating: Array(repeating: Character(" "), count: values.count), count: rows)
    for (x, v) in values.enumerated() {
      let y = Int(((v - bottom) / (top - bottom) * Double(rows - 1)).rounded())
      grid[rows - 1 - min(max(y, 0), rows - 1)][x] = "•"
    }
    return grid.enumerated().map { i, row in
      let label = i == 0 ? fixed(top, 2) : (i == rows - 1 ? fixed(bottom, 2) : "")
      return pad(label, 6) + " │" + String(row)
    } + [String(repeating: " ", count: 7) + "└" + String(repeating: "─", count: values.count)]
  }
}

/// `value` with exactly `digits` decimals.
func fixed(_ value: Double, _ digits: Int) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (abs(value) * scale).rounded()
  let whole = Int64(rounded / scale)
  var fraction = String(Int64(rounded - Double(whole) * scale))
  while fraction.count < digits { fraction = "0" + fraction }
  let sign = value < 0 && rounded != 0 ? "-" : ""
  return digits == 0 ? sign + String(whole) : sign + String(whole) + "." + fraction
}

/// `text` right-aligned in `width` columns.
func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}
