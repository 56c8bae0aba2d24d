/// An sRGB color with straight (non-premultiplied) alpha; components are nominally in 0...1.
public struct Color: Hashable, Sendable {
  /// Red, 0...1.
  public var red: Double
  /// Green, 0...1.
  public var green: Double
  /// Blue, 0...1.
  public var blue: Double
  /// Opacity, 0...1.
  public var alpha: Double

  /// Creates a color from sRGB components in 0...1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A gray: all three components equal.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A color from 0...255 components, the way design specs write them.
  public init(rgb255 red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
    self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
  }

  /// A gray from a 0...255 component.
  public init(white255 white: Int, alpha: Double = 1) {
    self.init(rgb255: white, white, white, alpha: alpha)
  }

  /// A color from a `0xRRGGBB` integer, Swift's hex literal: `Color(hex: 0x5856D6)`.
  ///
  /// A literal cannot be malformed the way a string can, so this needs neither `!` nor `try`; an integer outside
  /// 0...0xFFFFFF gives a red component outside 0...1, which using the model reports as JSON would.
  public init(hex: Int, alpha: Double = 1) {
    self.init(rgb255: hex >> 16, (hex >> 8) & 0xFF, hex & 0xFF, alpha: alpha)
  }

  /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`; nil when malformed.
  public init?(hex: String) {
    // Read from the string's own bytes, with no arrays: a preset parses thousands of colors.
    func digits(_ bytes: UnsafeBufferPointer<UInt8>) -> (value: UInt32, count: Int)? {
      guard bytes.count >= 2, bytes.count <= 9, bytes[0] == UInt8(ascii: "#") else { return nil }
      var value: UInt32 = 0
      for byte in bytes.dropFirst() {
        guard let digit = Color.hexDigit(byte) else { return nil }
        value = value << 4 | UInt32(digit)
      }
      return (value, bytes.count - 1)
    }
    let read = hex.utf8.withContiguousStorageIfAvailable(digits) ?? Array(hex.utf8).withUnsafeBufferPointer(digits)
    guard let (value, count) = read else { return nil }
    func pair(_ shift: UInt32) -> Double { Double(value >> shift & 0xFF) / 255 }
    func single(_ shift: UInt32) -> Double { Double((value >> shift & 0xF) * 17) / 255 }
    switch count {
    case 3: self.init(red: single(8), green: single(4), blue: single(0))
    case 4: self.init(red: single(12), green: single(8), blue: single(4), alpha: single(0))
    case 6: self.init(red: pair(16), green: pair(8), blue: pair(0))
    case 8: self.init(red: pair(24), green: pair(16), blue: pair(8), alpha: pair(0))
    default: return nil
    }
  }

  private static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Whether every component lies in 0...1 and, rounded to 8 bits, gives back this color exactly (so `hex` loses
  /// nothing).
  public var isExactIn8Bit: Bool {
    func exact(_ c: Double) -> Bool { (0...1).contains(c) && (c * 255).rounded() / 255 == c }
    return exact(red) && exact(green) && exact(blue) && exact(alpha)
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque (components rounded to 8 bits, clamped to 0...1).
  public var hex: String {
    var text: [UInt8] = [UInt8(ascii: "#")]
    text.reserveCapacity(9)
    func digit(_ d: UInt8) { text.append(d < 10 ? UInt8(ascii: "0") + d : UInt8(ascii: "A") + d - 10) }
    func byte(_ c: Double) {
      let v = UInt8((min(max(c, 0), 1) * 255).rounded())
      digit(v >> 4)
      digit(v & 15)
    }
    byte(red)
    byte(green)
    byte(blue)
    if alpha < 1 { byte(alpha) }
    return String(decoding: text, as: UTF8.self)
  }

  /// This color with its alpha multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha * opacity)
  }

  /// Black.
  public static let black = Color(white: 0)
  /// White.
  public static let white = Color(white: 1)
  /// Fully transparent black.
  public static let clear = Color(white: 0, alpha: 0)
}

extension Color: JSONRepresentable {
  /// Parses a hex string or a DTCG 2025.10 color object (`colorSpace` "srgb", `components`, optional `alpha`, `hex`).
  public init(json: JSONValue, path: JSONPath) throws(Diagnostic) {
    if let plain = Color(plainJSON: json) {
      self = plain
      return
    }
    switch json.kind {
    case .string(let s):
      guard let c = Color(hex: s) else {
        throw Diagnostic(
          .invalidValue, "invalid color `\(s)` at `\(path)`; valid forms: #RGB, #RRGGBB, #RRGGBBAA", at: json.location,
          path: path)
      }
      self = c
    case .object:
      let o = try JSONObjectReader(
        json, path: path, what: "a color", allowed: ["colorSpace", "components", "alpha", "hex"])
      let space = try o.string("colorSpace") ?? "srgb"
      guard space == "srgb" else {
        let near = Suggestions.nearest(to: space, in: ["srgb"])
        throw Diagnostic(
          .invalidValue, "unsupported color space `\(space)` at `\(path).colorSpace`; supported: srgb",
          at: o["colorSpace"]?.location ?? json.location, path: path.appending("colorSpace"), suggestions: near)
      }
      guard let comps = o["components"], case .array(let items) = comps.kind, items.count == 3 else {
        throw Diagnostic(
          .typeMismatch, "expected `components` at `\(path)` to be an array of 3 numbers in 0...1",
          at: o["components"]?.location ?? json.location, path: path.appending("components"))
      }
      // The path of a component is built only for its error: a preset holds thousands of colors.
      func component(_ i: Int) throws(Diagnostic) -> Double {
        if case .number(let n) = items[i].kind, n >= 0, n <= 1 { return n }
        return try JSONValue.checkedNumber(
          items[i], path: path.appending("components").appending(index: i), in: 0...1)
      }
      let alpha = try o.number("alpha", in: 0...1, required: false) ?? 1
      self.init(red: try component(0), green: try component(1), blue: try component(2), alpha: alpha)
    default:
      throw Diagnostic(
        .typeMismatch,
        "expected a color at `\(path)` (\"#RRGGBB\" or a DTCG color object), found \(json.typeDescription)",
        at: json.location, path: path)
    }
  }

  /// The color of a `#hex` string or of a DTCG object whose members are all valid, read with no path or key list
  /// built; nil for anything else, which `init(json:path:)` then reads or explains. Presets hold thousands of both
  /// (a color that 8 bits do not hold exactly is written as the object).
  init?(plainJSON json: JSONValue) {
    switch json.kind {
    case .string(let s):
      self.init(hex: s)
    case .object(let members):
      var components: [JSONValue]?
      var alpha = 1.0
      var hasSpace = false
      for m in members {
        switch m.key {
        case "colorSpace":
          guard case .string(let space) = m.value.kind, space == "srgb" else { return nil }
          hasSpace = true
        case "components":
          guard case .array(let items) = m.value.kind, items.count == 3 else { return nil }
          components = items
        case "alpha":
          guard case .number(let a) = m.value.kind, a >= 0, a <= 1 else { return nil }
          alpha = a
        case "hex":
          break
        default:
          return nil
        }
      }
      func unit(_ json: JSONValue) -> Double? {
        guard case .number(let n) = json.kind, n >= 0, n <= 1 else { return nil }
        return n
      }
      guard hasSpace, let components, let red = unit(components[0]), let green = unit(components[1]),
        let blue = unit(components[2])
      else { return nil }
      self.init(red: red, green: green, blue: blue, alpha: alpha)
    default:
      return nil
    }
  }

  /// `#RRGGBB[AA]` when 8 bits hold the color exactly; otherwise the DTCG object form.
  public var json: JSONValue {
    if isExactIn8Bit { return .string(hex) }
    var pairs: [(String, JSONValue)] = [
      ("colorSpace", .string("srgb")), ("components", .array([.number(red), .number(green), .number(blue)])),
    ]
    if alpha != 1 { pairs.append(("alpha", .number(alpha))) }
    return .object(pairs)
  }
}

/// A color that adapts to the color scheme and, optionally, to increased contrast.
public struct AdaptiveColor: Hashable, Sendable {
  /// The color in light mode.
  public var light: Color
  /// The color in dark mode.
  public var dark: Color
  /// The light-mode color under increased contrast, if it differs.
  public var lightIncreasedContrast: Color?
  /// The dark-mode color under increased contrast, if it differs.
  public var darkIncreasedContrast: Color?

  /// A color for light and dark mode.
  ///
  /// An increased-contrast variant equal to its scheme's color is dropped, so that one look has one value (a theme
  /// compares equal to itself after a round trip through a format that omits such variants).
  public init(light: Color, dark: Color, lightIncreasedContrast: Color? = nil, darkIncreasedContrast: Color? = nil) {
    self.light = light
    self.dark = dark
    self.lightIncreasedContrast = lightIncreasedContrast == light ? nil : lightIncreasedContrast
    self.darkIncreasedContrast = darkIncreasedContrast == dark ? nil : darkIncreasedContrast
  }

  /// The same color in every appearance.
  public init(_ color: Color) { self.init(light: color, dark: color) }

  /// The same color in every appearance, from a `0xRRGGBB` integer: `AdaptiveColor(hex: 0x5856D6)`.
  ///
  /// An integer literal rather than a string (or `ExpressibleByStringLiteral`): a typo in a string could only trap or
  /// silently become some other color, while any integer gives a color, and one outside 0...0xFFFFFF is reported
  /// when the model is used.
  public init(hex: Int, alpha: Double = 1) { self.init(Color(hex: hex, alpha: alpha)) }

  /// Black in every appearance.
  public static let black = AdaptiveColor(Color.black)
  /// White in every appearance.
  public static let white = AdaptiveColor(Color.white)
  /// Fully transparent in every appearance.
  public static let clear = AdaptiveColor(Color.clear)

  /// This color with every variant's alpha multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> AdaptiveColor {
    AdaptiveColor(
      light: light.opacity(opacity), dark: dark.opacity(opacity),
      lightIncreasedContrast: lightIncreasedContrast?.opacity(opacity),
      darkIncreasedContrast: darkIncreasedContrast?.opacity(opacity))
  }

  /// The concrete color for an appearance.
  public func resolved(dark isDark: Bool, increasedContrast: Bool = false) -> Color {
    if isDark { return increasedContrast ? (darkIncreasedContrast ?? dark) : dark }
    return increasedContrast ? (lightIncreasedContrast ?? light) : light
  }

  package static let keys = ["light", "dark", "lightIncreasedContrast", "darkIncreasedContrast"]
}

extension AdaptiveColor: JSONRepresentable {
  /// Parses a plain color (both schemes), a system color name (`"systemRed"`) or `{"light": c, "dark": c}` with
  /// optional increased-contrast variants.
  public init(json: JSONValue, path: JSONPath) throws(Diagnostic) {
    if let plain = AdaptiveColor(plainJSON: json) {
      self = plain
      return
    }
    if case .string(let name) = json.kind, name.hasPrefix("system") {
      guard let named = AdaptiveColor.systemColors.first(where: { $0.name == name }) else {
        throw JSONValue.unknownChoice(name, AdaptiveColor.systemColors.map(\.name), at: json.location, path: path)
      }
      self = named.color
      return
    }
    if case .object(let members) = json.kind, members.contains(where: { AdaptiveColor.keys.contains($0.key) }) {
      let o = try JSONObjectReader(json, path: path, what: "an adaptive color", allowed: AdaptiveColor.keys)
      func color(_ key: String) throws(Diagnostic) -> Color? {
        guard let v = o[key] else { return nil }
        return try Color(json: v, path: path.appending(key))
      }
      guard let light = try color("light"), let dark = try color("dark") else {
        throw Diagnostic(
          .semantic, "an adaptive color at `\(path)` needs both `light` and `dark`", at: json.location, path: path)
      }
      self.init(
        light: light, dark: dark, lightIncreasedContrast: try color("lightIncreasedContrast"),
        darkIncreasedContrast: try color("darkIncreasedContrast"))
      return
    }
    self.init(try Color(json: json, path: path))
  }

  /// The color of the common forms, read with no path or key list built: a color (`Color(plainJSON:)`), or an object
  /// whose members are each a known variant holding one, with `light` and `dark` present. Nil for anything else,
  /// which the full reader then reads or explains; a preset and every prebuilt default tree hold thousands of these.
  private init?(plainJSON json: JSONValue) {
    guard case .object(let members) = json.kind, let first = members.first, AdaptiveColor.keys.contains(first.key)
    else {
      guard let color = Color(plainJSON: json) else { return nil }
      self.init(color)
      return
    }
    var variants = Variants()
    for m in members {
      guard let c = Color(plainJSON: m.value), variants.add(m.key, c) else { return nil }
    }
    guard let color = variants.color else { return nil }
    self = color
  }

  /// An adaptive color's variants gathered by name, as the fast readers meet them (a preset's members, an archive's
  /// bytes).
  struct Variants {
    private var light: Color?
    private var dark: Color?
    private var lightIncreased: Color?
    private var darkIncreased: Color?

    /// Takes `color` as the variant `name`; false for a name that is no variant or one already taken.
    mutating func add(_ name: String, _ color: Color) -> Bool {
      switch name {
      case "light" where light == nil: light = color
      case "dark" where dark == nil: dark = color
      case "lightIncreasedContrast" where lightIncreased == nil: lightIncreased = color
      case "darkIncreasedContrast" where darkIncreased == nil: darkIncreased = color
      default: return false
      }
      return true
    }

    /// The color, when both `light` and `dark` were given.
    var color: AdaptiveColor? {
      guard let light, let dark else { return nil }
      return AdaptiveColor(
        light: light, dark: dark, lightIncreasedContrast: lightIncreased, darkIncreasedContrast: darkIncreased)
    }
  }

  /// A plain color when all variants agree; otherwise the object form.
  public var json: JSONValue {
    if light == dark && lightIncreasedContrast == nil && darkIncreasedContrast == nil { return light.json }
    var pairs: [(String, JSONValue)] = [("light", light.json), ("dark", dark.json)]
    if let c = lightIncreasedContrast { pairs.append(("lightIncreasedContrast", c.json)) }
    if let c = darkIncreasedContrast { pairs.append(("darkIncreasedContrast", c.json)) }
    return .object(pairs)
  }
}
