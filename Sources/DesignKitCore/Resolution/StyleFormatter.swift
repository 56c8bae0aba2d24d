import DesignKitValues

/// Renders resolved styles as aligned, readable text (what `designkit show` prints).
public struct StyleFormatter: Sendable {
  /// Whether to put a 24-bit ANSI color swatch after each color.
  public var colorSwatches: Bool

  /// Creates a formatter.
  public init(colorSwatches: Bool = false) { self.colorSwatches = colorSwatches }

  /// A leaf value as text: numbers shortest, colors hex, fonts "16 semibold rounded (body)", insets, animations.
  public func text(for value: ResolvedStyle) -> String {
    switch value {
    case .number(let n): return StyleFormatter.number(n)
    case .bool(let b): return b ? "true" : "false"
    case .string(let s): return "\"\(s)\""
    case .choice(let c): return c
    case .color(let c): return colorSwatches ? c.hex + " " + swatch(c) : c.hex
    case .font(let f):
      var parts = [StyleFormatter.number(f.size), f.weight.rawValue]
      if f.design != .default { parts.append(f.design.rawValue) }
      if let family = f.family { parts.append("\"\(family)\"") }
      if let style = f.textStyle { parts.append("(\(style.rawValue))") }
      return parts.joined(separator: " ")
    case .animation(let a): return a.description
    case .insets(let i): return edges(i.top, ("left", i.left), i.bottom, ("right", i.right))
    case .object: return "{…}"
    }
  }

  /// A two-character block in the color; a translucent color is a shaded block in its color (more opaque, denser)
  /// and a clear one an uncolored light shade, so neither reads as black.
  public func swatch(_ c: Color) -> String {
    func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
    let rgb = "\(byte(c.red));\(byte(c.green));\(byte(c.blue))"
    if c.alpha >= 1 { return "\u{1B}[48;2;\(rgb)m  \u{1B}[0m" }
    if c.alpha <= 0 { return "░░" }
    return "\u{1B}[38;2;\(rgb)m" + (c.alpha >= 0.5 ? "▓▓" : "▒▒") + "\u{1B}[0m"
  }

  /// Whether output should carry ANSI colors: only on a terminal, not with `TERM=dumb`, and not when `NO_COLOR` is
  /// set to a non-empty value (no-color.org: set but empty keeps colors).
  public static func wantsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
    isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }

  /// A number for people: whole numbers as they are, others rounded to two decimals (three below 1),
  /// without trailing zeros (`37.65`, `0.125`). JSON output keeps full precision instead.
  public static func number(_ n: Double) -> String {
    guard n.isFinite, abs(n) < 1e15 else { return JSONWriter.format(n) }
    let scale = abs(n) < 1 ? 1000.0 : 100.0
    let rounded = (n * scale).rounded() / scale
    return JSONWriter.format(rounded == 0 ? 0 : rounded)
  }

  /// Every leaf of `style` as `path  value` lines, values aligned in one column.
  public func lines(for style: ResolvedStyle, indent: String = "  ") -> [String] {
    let leaves = style.leaves
    let width = leaves.map(\.path.count).max() ?? 0
    return leaves.map { indent + $0.path.padding(to: width) + "  " + text(for: $0.value) }
  }

  /// Styles of several states: the values every state shares first, then per state only what differs.
  public func lines(forStates styles: [(state: String, style: ResolvedStyle)]) -> [String] {
    guard !styles.isEmpty else { return [] }
    let paths: [String]
    let value: (_ state: Int, _ leaf: Int) -> ResolvedStyle?
    if let aligned = Self.alignedLeaves(styles.map(\.style)) {
      // States resolved from one tree have the same fields: each path is built once, values read by position.
      paths = aligned.map(\.path)
      value = { state, leaf in aligned[leaf].values[state] }
    } else {
      let leaves = styles.map(\.style.leaves)
      let perState = leaves.map { Dictionary($0.map { ($0.path, $0.value) }, uniquingKeysWith: { a, _ in a }) }
      let firstPaths = leaves[0].map(\.path)
      paths = firstPaths
      value = { state, leaf in perState[state][firstPaths[leaf]] }
    }
    let varying = paths.indices.map { i in styles.indices.contains { value($0, i) != value(0, i) } }
    let width = paths.map(\.count).max() ?? 0
    var out = ["every state:"]
    for i in paths.indices where !varying[i] {
      if let v = value(0, i) { out.append("  " + paths[i].padding(to: width) + "  " + text(for: v)) }
    }
    for (state, entry) in styles.enumerated() {
      out.append("")
      out.append("\(entry.state):")
      for i in paths.indices where varying[i] {
        if let v = value(state, i) { out.append("  " + paths[i].padding(to: width) + "  " + text(for: v)) }
      }
    }
    return out
  }
}

extension StyleFormatter {
  /// Each leaf's path with its value in every style, when all the styles have the same fields in the same order;
  /// nil when they do not.
  static func alignedLeaves(_ styles: [ResolvedStyle]) -> [(path: String, values: [ResolvedStyle])]? {
    var out: [(path: String, values: [ResolvedStyle])] = []
    func walk(_ nodes: [ResolvedStyle], _ prefix: String) -> Bool {
      guard case .object(let first) = nodes[0] else {
        if nodes.contains(where: { if case .object = $0 { true } else { false } }) { return false }
        out.append((prefix, nodes))
        return true
      }
      var fields: [[ResolvedField]] = []
      for node in nodes {
        guard case .object(let f) = node, f.count == first.count, zip(f, first).allSatisfy({ $0.name == $1.name })
        else { return false }
        fields.append(f)
      }
      for i in first.indices {
        let path = prefix.isEmpty ? first[i].name : prefix + "." + first[i].name
        guard walk(fields.map { $0[i].value }, path) else { return false }
      }
      return true
    }
    return walk(styles, "") ? out : nil
  }
}

extension String {
  func padding(to width: Int) -> String {
    let missing = width - count
    guard missing > 0 else { return self }
    // Written into one buffer: `String(repeating:count:)` and array round trips cost several times the line itself.
    let length = utf8.count
    return String(unsafeUninitializedCapacity: length + missing) { buffer in
      let copied = buffer.initialize(fromContentsOf: utf8)
      buffer[copied..<(copied + missing)].initialize(repeating: UInt8(ascii: " "))
      return length + missing
    }
  }
}
