/// Nearest-name suggestions for misspelled keys, states, tokens and values.
public enum Suggestions {
  /// The candidates closest to `word` by edit distance (case-insensitive), best first; at most `limit`.
  ///
  /// A candidate qualifies when its distance is at most a third of the longer word's length (at least 1),
  /// or when one word contains the other.
  public static func nearest(to word: String, in candidates: some Sequence<String>, limit: Int = 3) -> [String] {
    let lower = Array(word.lowercased().unicodeScalars)
    var scored: [(Int, String)] = []
    for candidate in candidates {
      let c = Array(candidate.lowercased().unicodeScalars)
      let d = distance(lower, c)
      let allowed = max(1, max(lower.count, c.count) / 3)
      let contains =
        lower.count >= 3 && c.count >= 3
        && (candidate.lowercased().contains(word.lowercased()) || word.lowercased().contains(candidate.lowercased()))
      if d <= allowed || contains { scored.append((d, candidate)) }
    }
    scored.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    return scored.prefix(limit).map(\.1)
  }

  /// "; did you mean `a` or `b`?" or "" when there is nothing to suggest.
  public static func phrase(_ suggestions: [String]) -> String {
    switch suggestions.count {
    case 0: return ""
    case 1: return "; did you mean `\(suggestions[0])`?"
    default:
      let quoted = suggestions.map { "`\($0)`" }
      return "; did you mean " + quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "") + "?"
    }
  }

  /// Optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions).
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
