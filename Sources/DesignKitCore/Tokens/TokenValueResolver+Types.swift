import DesignKitValues

extension TokenValueResolver {
  /// The named font weights of DTCG 2025.10 (case-sensitive).
  static let fontWeightNames: [(String, Double)] = [
    ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300), ("normal", 400),
    ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600), ("demi-bold", 600), ("bold", 700),
    ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900), ("extra-black", 950),
    ("ultra-black", 950),
  ]

  static let strokeStyleKeywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
  static let lineCaps = ["round", "butt", "square"]

  /// The sub-values of each composite type that has an object value: name, kind, required.
  static func fields(of type: TokenType) -> [(String, FieldKind, Bool)] {
    switch type {
    case .typography:
      [
        ("fontFamily", .type(.fontFamily), true), ("fontSize", .type(.dimension), true),
        ("fontWeight", .type(.fontWeight), true), ("letterSpacing", .type(.dimension), true),
        ("lineHeight", .type(.number), true),
      ]
    case .shadow:
      [
        ("color", .type(.color), true), ("offsetX", .type(.dimension), true), ("offsetY", .type(.dimension), true),
        ("blur", .type(.dimension), true), ("spread", .type(.dimension), true), ("inset", .bool, false),
      ]
    case .border:
      [("color", .type(.color), true), ("width", .type(.dimension), true), ("style", .type(.strokeStyle), true)]
    case .transition:
      [
        ("duration", .type(.duration), true), ("delay", .type(.duration), true),
        ("timingFunction", .type(.cubicBezier), true),
      ]
    case .strokeStyle: [("dashArray", .type(.dimension), true), ("lineCap", .keyword(lineCaps), true)]
    case .gradient: [("color", .type(.color), true), ("position", .type(.number), true)]
    default: []
    }
  }

  /// The value a composite member takes when a token set leaves it out, its DTCG spelling and why: members the format
  /// requires but real sets omit, read as the CSS initial value every tool reads (no letter spacing, a `normal` line
  /// height, no spread or blur, a `medium` solid border, no delay, an `ease` timing, butt line caps), and a color as
  /// black where CSS would take the text's `currentcolor`. Nil for a member that cannot be guessed (a font family or
  /// size depends on the browser).
  static func usualDefault(of field: String, in type: TokenType) -> (TokenValue, String, String)? {
    let css = "the CSS default design tools assume"
    let zero = (TokenValue.dimension(TokenDimension(value: 0, unit: "px")), #"{"value": 0, "unit": "px"}"#)
    let black = (TokenValue.color(Color(red: 0, green: 0, blue: 0)), ##""#000000""##)
    let currentColor = "for CSS's `currentcolor`, which a token has no text color to take"
    switch (type, field) {
    case (.typography, "letterSpacing"), (.shadow, "spread"), (.shadow, "blur"), (.shadow, "offsetX"),
      (.shadow, "offsetY"):
      return (zero.0, zero.1, css)
    case (.typography, "lineHeight"): return (.number(1.2), "1.2", "what CSS's `normal` line height comes to")
    case (.typography, "fontWeight"): return (.fontWeight(400), "400", "CSS's `normal` weight")
    case (.shadow, "color"), (.border, "color"): return (black.0, black.1, currentColor)
    case (.border, "width"):
      return (.dimension(TokenDimension(value: 3, unit: "px")), #"{"value": 3, "unit": "px"}"#, "CSS's `medium` width")
    case (.border, "style"): return (.keyword("solid"), #""solid""#, css)
    case (.transition, "delay"): return (.duration(seconds: 0), #"{"value": 0, "unit": "ms"}"#, css)
    case (.transition, "duration"): return (.duration(seconds: 0), #"{"value": 0, "unit": "ms"}"#, css)
    case (.transition, "timingFunction"):
      return (.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1), "[0.25, 0.1, 0.25, 1]", "CSS's `ease`")
    case (.strokeStyle, "lineCap"): return (.keyword("butt"), #""butt""#, css)
    default: return nil
    }
  }

  /// The most layers a shadow may have once the shadows it references are expanded.
  static let maxShadowLayers = 1_000

  /// Parses a value written in place (not a reference) as `type`.
  mutating func literal(_ json: JSONValue, _ type: TokenType, _ context: Context) -> TokenValue? {
    do throws(Diagnostic) {
      switch type {
      case .color:
        if case .string(let text) = json.kind {
          warnLegacy(
            "color", text, context, at: json.location, spec: "{\"colorSpace\": \"srgb\", \"components\": [r, g, b]}")
        }
        return .color(try TokenColor.parse(json, path: context.path, file: context.file))
      case .dimension: return try dimension(json, context)
      case .number:
        if case .number = json.kind {
          return .number(try JSONValue.checkedNumber(json, path: context.path, in: -.infinity ... .infinity))
        }
        // Typography `lineHeight` is often written as a dimension; tools keep it.
        guard let d = try? dimension(json, context, legacyWarning: false) else {
          throw mismatch("a number", json, context)
        }
        warnDimensionAsNumber(context, at: json.location, what: "is a dimension")
        return d
      case .fontFamily: return try fontFamily(json, context)
      case .fontWeight: return try fontWeight(json, context)
      case .duration: return try duration(json, context)
      case .cubicBezier: return cubicBezier(json, context)
      case .strokeStyle:
        if case .string = json.kind { return value(json, as: .keyword(Self.strokeStyleKeywords), context) }
        return composite(json, .strokeStyle, context)
      case .border, .transition, .typography: return composite(json, type, context)
      case .shadow:
        if case .array(let items) = json.kind {
          // A referenced shadow brings all its layers along.
          var layers: [TokenValue] = []
          var ok = true
          for (i, item) in items.enumerated() {
            // Layers are objects or references; an array written in place would nest without a bound.
            if case .array = item.kind {
              diagnostics.append(
                mismatch("a shadow layer (an object) or a reference", item, context.appending(index: i)))
              ok = false
              continue
            }
            switch value(item, as: .type(.shadow), context.appending(index: i)) {
            case .list(let inner)?: layers += inner
            case let other?: layers.append(other)
            case nil: ok = false
            }
            // Shadows that reference two shadows that do the same would double at every step.
            if layers.count > Self.maxShadowLayers {
              throw Diagnostic(
                .limit,
                "shadow at `\(context.path)` has more than \(Self.maxShadowLayers) layers with its references "
                  + "expanded (TokenValueResolver.maxShadowLayers)", file: context.file, at: json.location,
                path: context.path)
            }
          }
          return ok ? .list(layers) : nil
        }
        return composite(json, .shadow, context).map { .list([$0]) }
      case .gradient:
        guard case .array(let items) = json.kind else {
          throw mismatch("a gradient (an array of color stops)", json, context)
        }
        return list(items, context) { resolver, item, itemContext in resolver.composite(item, .gradient, itemContext) }
      }
    } catch {
      diagnostics.append(error.inFile(context.file))
      return nil
    }
  }

  private func mismatch(_ what: String, _ json: JSONValue, _ context: Context, hint: String = "") -> Diagnostic {
    var message = "expected \(what) at `\(context.path)`, found \(json.typeDescription)"
    if case .string(let s) = json.kind {
      message += " `\(s)`"
      if s.contains("{") { message += " (an alias must be the whole string, such as \"{color.brand}\")" }
    }
    return Diagnostic(.typeMismatch, message + hint, file: context.file, at: json.location, path: context.path)
  }

  /// A list whose items are parsed by `item`; nil if any item failed (each failure reported).
  private mutating func list(
    _ items: [JSONValue], _ context: Context,
    _ item: (inout TokenValueResolver, JSONValue, Context) -> TokenValue?
  ) -> TokenValue? {
    var values: [TokenValue] = []
    var ok = true
    for (i, json) in items.enumerated() {
      if let v = item(&self, json, context.appending(index: i)) { values.append(v) } else { ok = false }
    }
    return ok ? .list(values) : nil
  }

  /// An object of named sub-values checked against the type's fields; every bad field is reported.
  mutating func composite(_ json: JSONValue, _ type: TokenType, _ context: Context) -> TokenValue? {
    guard case .object(let members) = json.kind else {
      diagnostics.append(mismatch("a \(type.rawValue) value (an object)", json, context))
      return nil
    }
    let fields = Self.fields(of: type)
    var result: [TokenField] = []
    var ok = true
    for (name, kind, required) in fields {
      guard let member = members.first(where: { $0.key == name }) else {
        if let (value, written, why) = Self.usualDefault(of: name, in: type) {
          // Real sets leave it out (GitHub Primer's typography has no `letterSpacing`) and tools read the CSS default.
          warn(
            .missingKey,
            "\(type.rawValue) value at `\(context.path)` has no `\(name)`; it is read as \(written), \(why): write "
              + "`\"\(name)\": \(written)` to say so", context, at: json.location)
          result.append(TokenField(name: name, value: value))
        } else if required {
          report(
            .semantic,
            "\(type.rawValue) value at `\(context.path)` is missing `\(name)` (needs "
              + fields.filter(\.2).map { "`\($0.0)`" }.joined(separator: ", ") + ")", context, at: json.location)
          ok = false
        }
        continue
      }
      let fieldContext = context.appending(name)
      var fieldValue: TokenValue?
      if type == .strokeStyle, name == "dashArray" {
        if case .array(let items) = member.value.kind {
          fieldValue = list(items, fieldContext) { r, item, c in r.value(item, as: .type(.dimension), c) }
        } else {
          diagnostics.append(mismatch("an array of dimensions", member.value, fieldContext))
        }
      } else {
        fieldValue = value(member.value, as: kind, fieldContext)
      }
      if let fieldValue { result.append(TokenField(name: name, value: fieldValue)) } else { ok = false }
    }
    let names = fields.map(\.0)
    for member in members where !names.contains(member.key) {
      let near = Suggestions.nearest(to: member.key, in: names)
      warn(
        .unknownKey,
        "\(type.rawValue) value at `\(context.path)` has an extra field `\(member.key)`, which is ignored"
          + "\(Suggestions.phrase(near)); a \(type.rawValue) has only \(names.map { "`\($0)`" }.joined(separator: ", "))"
          + ": rename the field, or move it into the token's `$extensions` if it is data for a tool",
        context.appending(member.key),
        at: member.keyLocation, suggestions: near)
    }
    return ok ? .object(result) : nil
  }

  // MARK: Leaf types

  /// Reports a value in a pre-2025.10 string spelling (the value is read).
  mutating func warnLegacy(
    _ what: String, _ text: String, _ context: Context, at location: SourceLocation, spec: String
  ) {
    warn(
      .legacyForm,
      "\(what) \"\(text)\" at `\(context.path)` is a legacy string form; DTCG 2025.10 writes \(spec)", context,
      at: location)
  }

  /// The type a value without `$type` most likely has, for the warning's suggestion.
  static func likelyType(of json: JSONValue) -> TokenType? {
    switch json.kind {
    case .string(let s) where s.hasPrefix("#"): .color
    case .string(let s): splitNumber(s).map { $0.1 == "ms" || $0.1 == "s" ? .duration : .dimension }
    case .number: .number
    case .object where json["colorSpace"] != nil: .color
    case .object where json["unit"] != nil:
      json["unit"]?.stringValue == "ms" || json["unit"]?.stringValue == "s"
        ? .duration : .dimension
    case .object where json["fontSize"] != nil: .typography
    default: nil
    }
  }

  private mutating func dimension(_ json: JSONValue, _ context: Context, legacyWarning: Bool = true)
    throws(Diagnostic) -> TokenValue
  {
    switch json.kind {
    case .object:
      let o = try JSONObjectReader(json, path: context.path, what: "a dimension", allowed: ["value", "unit"])
      let number = try o.number("value") ?? 0
      let unit = try o.string("unit") ?? ""
      return .dimension(checkedUnit(TokenDimension(value: number, unit: unit), context, at: o["unit"]?.location))
    case .string(let text):
      guard let (number, unit) = Self.splitNumber(text), !unit.isEmpty || number == 0 else {
        throw mismatch(
          "a dimension", json, context,
          hint: "; write {\"value\": 16, \"unit\": \"px\"} or a legacy \"16px\" / \"1rem\"")
      }
      if legacyWarning {
        warnLegacy(
          "dimension", text, context, at: json.location,
          spec: "{\"value\": \(JSONWriter.format(number)), \"unit\": \"\(unit.isEmpty ? "px" : unit)\"}")
      }
      return .dimension(
        checkedUnit(
          TokenDimension(value: number, unit: unit.isEmpty ? "px" : unit), context,
          at: json.location))
    case .number(let n) where n == 0:
      return .dimension(TokenDimension(value: 0, unit: "px"))
    default:
      throw mismatch("a dimension", json, context, hint: "; write {\"value\": 16, \"unit\": \"px\"}")
    }
  }

  /// Keeps a dimension in a non-standard unit with a warning (it has no points); a zero needs no unit.
  private mutating func checkedUnit(_ d: TokenDimension, _ context: Context, at location: SourceLocation?)
    -> TokenDimension
  {
    if TokenDimension.standardUnits.contains(d.unit) || (d.unit.isEmpty && d.value == 0) { return d }
    let near = Suggestions.nearest(to: d.unit, in: TokenDimension.standardUnits)
    warn(
      .nonStandardUnit,
      "unit `\(d.unit)` at `\(context.path)` is not a DTCG 2025.10 dimension unit (valid: px, rem)"
        + "\(Suggestions.phrase(near)); the value is kept but has no size in points: convert it to px or rem, or move "
        + "it into `$extensions`",
      context.appending("unit"), at: location ?? .unknown, suggestions: near)
    return d
  }

  /// Splits a legacy `"16px"`, `"-0.5rem"`, `"200ms"` into its number and unit.
  static func splitNumber(_ text: String) -> (Double, String)? {
    let scalars = Array(text.unicodeScalars)
    var end = 0
    while end < scalars.count, "+-.0123456789eE".unicodeScalars.contains(scalars[end]) {
      // An `e` followed by a letter starts the unit (`em`), not an exponent.
      if scalars[end] == "e" || scalars[end] == "E" {
        let next = end + 1 < scalars.count ? scalars[end + 1] : " "
        if !"+-0123456789".unicodeScalars.contains(next) { break }
      }
      end += 1
    }
    guard end > 0, let number = Double(String(String.UnicodeScalarView(scalars[..<end]))), number.isFinite else {
      return nil
    }
    let unit = String(String.UnicodeScalarView(scalars[end...]))
    guard unit.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "%" }) else {
      return nil
    }
    return (number, unit)
  }

  private mutating func fontFamily(_ json: JSONValue, _ context: Context) throws(Diagnostic) -> TokenValue {
    let isEmpty =
      switch json.kind {
      case .string(let s): s.trimmingSpaces.isEmpty
      case .array(let items): items.isEmpty
      default: false
      }
    if isEmpty {
      warn(
        .emptyValue,
        "font family at `\(context.path)` is empty; name a family such as \"Inter\" or a list such as "
          + "[\"Inter\", \"system-ui\"] (the system font is used)", context, at: json.location)
      return .fontFamily([])
    }
    switch json.kind {
    case .string(let s): return .fontFamily([s])
    case .array(let items):
      var names: [String] = []
      for (i, item) in items.enumerated() {
        guard case .string(let s) = item.kind else {
          throw mismatch("a font family name", item, context.appending(index: i))
        }
        names.append(s)
      }
      return .fontFamily(names)
    default:
      throw mismatch("a font family (a string or a non-empty array of strings)", json, context)
    }
  }

  private func fontWeight(_ json: JSONValue, _ context: Context) throws(Diagnostic) -> TokenValue {
    switch json.kind {
    case .number: return .fontWeight(try JSONValue.checkedNumber(json, path: context.path, in: 1...1000))
    case .string(let s):
      if let weight = Self.fontWeightNames.first(where: { $0.0 == s }) { return .fontWeight(weight.1) }
      throw JSONValue.unknownChoice(s, Self.fontWeightNames.map(\.0), at: json.location, path: context.path)
    default:
      throw mismatch("a font weight (1...1000 or a name such as `bold`)", json, context)
    }
  }

  private mutating func duration(_ json: JSONValue, _ context: Context) throws(Diagnostic) -> TokenValue {
    func seconds(_ value: Double, _ unit: String, at location: SourceLocation, path: JSONPath) throws(Diagnostic)
      -> TokenValue
    {
      switch unit {
      case "ms": return .duration(seconds: value / 1000)
      case "s": return .duration(seconds: value)
      default:
        let near = Suggestions.nearest(to: unit, in: ["ms", "s"])
        throw Diagnostic(
          .invalidValue, "unknown duration unit `\(unit)` at `\(path)`\(Suggestions.phrase(near)) (valid: ms, s)",
          at: location, path: path, suggestions: near)
      }
    }
    switch json.kind {
    case .object:
      let o = try JSONObjectReader(json, path: context.path, what: "a duration", allowed: ["value", "unit"])
      let value = try o.number("value", in: 0 ... .infinity) ?? 0
      let unit = try o.string("unit") ?? ""
      return try seconds(
        value, unit, at: o["unit"]?.location ?? json.location, path: context.path.appending("unit"))
    case .string(let text):
      guard let (value, unit) = Self.splitNumber(text), value >= 0 else {
        throw mismatch("a duration", json, context, hint: "; write {\"value\": 200, \"unit\": \"ms\"} or \"200ms\"")
      }
      let result = try seconds(value, unit, at: json.location, path: context.path)
      warnLegacy(
        "duration", text, context, at: json.location,
        spec: "{\"value\": \(JSONWriter.format(value)), \"unit\": \"\(unit)\"}"
      )
      return result
    default:
      throw mismatch("a duration", json, context, hint: "; write {\"value\": 200, \"unit\": \"ms\"}")
    }
  }

  private mutating func cubicBezier(_ json: JSONValue, _ context: Context) -> TokenValue? {
    guard case .array(let items) = json.kind, items.count == 4 else {
      diagnostics.append(mismatch("a cubic Bézier (an array of 4 numbers [x1, y1, x2, y2])", json, context))
      return nil
    }
    var numbers: [Double] = []
    for (i, item) in items.enumerated() {
      let itemContext = context.appending(index: i)
      guard let n = value(item, as: .type(.number), itemContext)?.number else { return nil }
      if i % 2 == 0, !(0...1).contains(n) {
        report(
          .invalidValue,
          "\(JSONWriter.format(n)) at `\(itemContext.path)` is out of range; x coordinates must lie in 0...1",
          itemContext, at: item.location)
        return nil
      }
      numbers.append(n)
    }
    return .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
  }
}
