import DesignKitValues

extension ResolvedStyle {
  /// The JSON spelling of a resolved style (colors as hex, insets as {top, left, bottom, right}).
  public var json: JSONValue {
    switch self {
    case .object(let fields): return .object(fields.map { ($0.name, $0.value.json) })
    case .number(let n): return .number(n)
    case .bool(let b): return .bool(b)
    case .string(let s), .choice(let s): return .string(s)
    case .color(let c): return .string(c.hex)  // the spelling `show` prints, also for interpolated colors
    case .font(let f): return f.json
    case .animation(let a): return a.json
    case .insets(let i):
      return .object([
        ("top", .number(i.top)), ("left", .number(i.left)), ("bottom", .number(i.bottom)), ("right", .number(i.right)),
      ])
    }
  }
}
