/// Renders resolved styles as aligned, readable text (what `designkit show` prints).
public struct StyleFormatter: Sendable {
  /// Whether to put a 24-bit ANSI color swatch after each color.
  public var colorSwatches: Bool

  /// Creates a formatter.
  public init(colorSwatches: Bool = false) { self.colorSwatches = colorSwatches }

  /// A leaf value as text: numbers shortest, colors hex, fonts "16 semibold rounded (body)", insets, animations.
  public func text(for value: ResolvedStyle) -> String {
    switch value {
    case .number(let n): return JSONWriter.format(n)
    case .bool(let b): return b ? "true" : "false"
    case .string(let s): return "\"\(s)\""
    case .choice(let c): return c
    case .color(let c): return colorSwatches ? c.hex + " " + swatch(c) : c.hex
    case .font(let f):
      var parts = [JSONWriter.format(f.size), f.weight.rawValue]
      if f.design != .default { parts.append(f.design.rawValue) }
      if let family = f.family { parts.append("\"\(family)\"") }
      if let style = f.textStyle { parts.append("(\(style.rawValue))") }
      return parts.joined(separator: " ")
    case .animation(let a): return String(describing: a)
    case .insets(let i):
      if i.top == i.bottom, i.left == i.right {
        return i.top == i.left
          ? JSONWriter.format(i.top) : "h \(JSONWriter.format(i.left)) v \(JSONWriter.format(i.top))"
      }
      return
        "top \(JSONWriter.format(i.top)) left \(JSONWriter.format(i.left)) bottom \(JSONWriter.format(i.bottom)) right \(JSONWriter.format(i.right))"
    case .object: return "{…}"
    }
  }

  /// A two-character block in the color, composited over nothing (alpha ignored).
  public func swatch(_ c: Color) -> String {
    func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
    return "\u{1B}[48;2;\(byte(c.red));\(byte(c.green));\(byte(c.blue))m  \u{1B}[0m"
  }

  /// Every leaf of `style` as `path  value` lines, values aligned in one column.
  public func lines(for style: ResolvedStyle, indent: String = "  ") -> [String] {
    let leaves = style.leaves
    let width = leaves.map(\.path.count).max() ?? 0
    return leaves.map { indent + $0.path.padding(to: width) + "  " + text(for: $0.value) }
  }

  /// Styles of several states: the values every state shares first, then per state only what differs.
  public func lines(forStates styles: [(state: String, style: ResolvedStyle)]) -> [String] {
    guard let first = styles.first else { return [] }
    let paths = first.style.leaves.map(\.path)
    let perState = styles.map {
      Dictionary($0.style.leaves.map { ($0.path, $0.value) }, uniquingKeysWith: { a, _ in a })
    }
    let varying = Set(paths.filter { p in perState.contains { $0[p] != perState[0][p] } })
    let width = paths.map(\.count).max() ?? 0
    var out = ["every state:"]
    for p in paths where !varying.contains(p) {
      if let v = perState[0][p] { out.append("  " + p.padding(to: width) + "  " + text(for: v)) }
    }
    for (i, entry) in styles.enumerated() {
      out.append("")
      out.append("\(entry.state):")
      for p in paths where varying.contains(p) {
        if let v = perState[i][p] { out.append("  " + p.padding(to: width) + "  " + text(for: v)) }
      }
    }
    return out
  }
}

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
