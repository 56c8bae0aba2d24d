#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Monotonic wall time in nanoseconds.
func nowNanoseconds() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// CPU time of the calling thread in nanoseconds: in-process benchmarks use it, so time the thread spends
/// descheduled on a busy machine does not count (on an idle machine it equals wall time).
func threadCPUNanoseconds() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Everything a benchmark computes is folded in here and printed, so the optimizer cannot drop the work.
nonisolated(unsafe) var checksum: Double = 0

/// Minimum and median time per operation, in nanoseconds.
struct Stats {
  var minimum: Double
  var median: Double
}

/// Times `body(n)`, which performs `n` operations: the batch size grows until a batch takes `batchNanoseconds`,
/// then `runs` batches are timed by `clock` (the calling thread's CPU time unless given; a body that works on several
/// threads is timed by the wall clock, `nowNanoseconds`, since the thread's own time sees only its part).
func measure(
  runs: Int = 11, batchNanoseconds: Double = 20e6, clock: () -> UInt64 = threadCPUNanoseconds, _ body: (Int) -> Void
) -> Stats {
  var n = 1
  while true {
    let start = clock()
    body(n)
    let elapsed = Double(clock() - start)
    if elapsed >= batchNanoseconds || n >= 1 << 30 { break }
    let scale = elapsed > 0 ? batchNanoseconds / elapsed : 16
    n = max(n + 1, Int(Double(n) * min(max(scale * 1.1, 1.5), 16)))
  }
  var perOperation: [Double] = []
  for _ in 0..<runs {
    let start = clock()
    body(n)
    perOperation.append(Double(clock() - start) / Double(n))
  }
  return summarize(perOperation)
}

/// Minimum and median of samples.
func summarize(_ samples: [Double]) -> Stats {
  let sorted = samples.sorted()
  let mid = sorted.count / 2
  let median = sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  return Stats(minimum: sorted.first ?? 0, median: median)
}

/// One line of the table.
struct Row {
  enum Kind {
    case time(Stats)
    case section
    case value(String)
  }
  var name: String
  var kind: Kind
  /// "0.62× JSONDecoder", "41 M events/s".
  var note: String = ""
  /// "≤ 1.0×", "≤ 30 ns".
  var target: String = ""
  /// nil when there is no target.
  var meets: Bool? = nil
}

/// The table printed at the end.
final class Table {
  private(set) var rows: [Row] = []

  func section(_ title: String) { rows.append(Row(name: title, kind: .section)) }

  /// Adds a timed row; `targetNanoseconds` is checked against the median.
  @discardableResult
  func add(_ name: String, _ stats: Stats, note: String = "", targetNanoseconds: Double? = nil, target: String = "")
    -> Stats
  {
    var row = Row(name: name, kind: .time(stats), note: note, target: target)
    if let targetNanoseconds {
      row.meets = stats.median <= targetNanoseconds
      if target.isEmpty { row.target = "≤ " + formatDuration(targetNanoseconds) }
    }
    rows.append(row)
    return stats
  }

  /// Adds a timed row whose target is a ratio of medians to `baseline` (Foundation's `JSONDecoder` loading the
  /// same 74 models in the same run: issue 39's targets hold on any machine).
  func addRelative(_ name: String, _ stats: Stats, to baseline: Stats, atMost target: Double, note: String = "") {
    let r = ratio(stats, baseline)
    add(
      name, stats, note: fixed(r, 2) + "× JSONDecoder" + (note.isEmpty ? "" : "; " + note),
      target: "≤ \(fixed(target, 2))× JSONDecoder")
    setLast(meets: .some(r <= target))
  }

  func addValue(_ name: String, _ value: String, note: String = "", target: String = "", meets: Bool? = nil) {
    rows.append(Row(name: name, kind: .value(value), note: note, target: target, meets: meets))
  }

  func setLast(note: String? = nil, target: String? = nil, meets: Bool?? = nil) {
    guard !rows.isEmpty else { return }
    if let note { rows[rows.count - 1].note = note }
    if let target { rows[rows.count - 1].target = target }
    if let meets { rows[rows.count - 1].meets = meets }
  }

  /// The table as Markdown.
  func render() -> String {
    var lines = ["| Benchmark | min | median | ratio / rate | target | |", "|---|---:|---:|---|---|---|"]
    for row in rows {
      switch row.kind {
      case .section:
        lines.append("| **\(row.name)** | | | | | |")
      case .time(let s):
        lines.append(
          "| \(row.name) | \(formatDuration(s.minimum)) | \(formatDuration(s.median)) | \(row.note) | \(row.target) | "
            + "\(mark(row.meets)) |")
      case .value(let v):
        lines.append("| \(row.name) | | \(v) | \(row.note) | \(row.target) | \(mark(row.meets)) |")
      }
    }
    return lines.joined(separator: "\n")
  }

  private func mark(_ meets: Bool?) -> String {
    switch meets {
    case true?: "✅"
    case false?: "❌"
    case nil: ""
    }
  }
}

/// `12.3 ns`, `4.56 µs`, `7.89 ms`, `1.23 s`.
func formatDuration(_ nanoseconds: Double) -> String {
  if nanoseconds < 1_000 { return fixed(nanoseconds, nanoseconds < 10 ? 2 : 1) + " ns" }
  if nanoseconds < 1_000_000 { return fixed(nanoseconds / 1_000, nanoseconds < 10_000 ? 2 : 1) + " µs" }
  if nanoseconds < 1_000_000_000 { return fixed(nanoseconds / 1_000_000, nanoseconds < 10_000_000 ? 2 : 1) + " ms" }
  return fixed(nanoseconds / 1_000_000_000, 2) + " s"
}

/// `x` with `digits` decimals.
func fixed(_ x: Double, _ digits: Int) -> String {
  guard x.isFinite else { return "\(x)" }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (x * scale).rounded() / scale
  var text = String(rounded)
  if let dot = text.firstIndex(of: ".") {
    let decimals = text.distance(from: dot, to: text.endIndex) - 1
    if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    if digits == 0 { text = String(text[..<dot]) }
  } else if digits > 0 {
    text += "." + String(repeating: "0", count: digits)
  }
  return text
}

/// `0.62×`.
func ratio(_ a: Stats, _ b: Stats) -> Double { a.median / b.median }
