extension SimulationStep {
  /// The step as `designkit simulate` prints it: `t=0.100  pointerUp  off+pressed → on+enabled`, its outputs and
  /// slot, then one indented line per frame; every line ends with a newline.
  public func text(formatter: StyleFormatter = StyleFormatter()) -> String {
    var line = "t=\(Self.fixedTime(time))  \(event)  \(stateBefore) → \(stateAfter)"
    if !outputs.isEmpty { line += "  outputs: " + outputs.joined(separator: ", ") }
    if let slot { line += "  slot: \(slot) (\(animation))" }
    var lines = [line]
    for frame in frames {
      let changes = frame.changes.map { "\($0.path)=\(formatter.text(for: $0.value))" }
      lines.append("    \(Self.fixedTime(frame.time))  " + changes.joined(separator: "  "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Steps as `designkit simulate` prints them.
  public static func text(of steps: [SimulationStep], formatter: StyleFormatter = StyleFormatter()) -> String {
    steps.map { $0.text(formatter: formatter) }.joined()
  }

  /// A time with exactly three decimals (`0.100`), so columns line up; huge or non-finite times as numbers.
  static func fixedTime(_ t: Double) -> String {
    guard t.isFinite, abs(t) < 1e12 else { return formatNumber(t) }
    let ms = Int((t * 1000).rounded())
    let frac = String(ms % 1000)
    return "\(ms / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
  }
}
