import DesignKitValues

/// Swift expressions for style-tree leaves.
enum SwiftLiteral {
  /// An expression of the leaf's Swift type; nil for objects and tables, which are assigned field by field.
  static func expression(for node: StyleNode) -> String? {
    switch node {
    case .number(let n, _): return number(n)
    case .bool(let b): return b ? "true" : "false"
    case .string(let s): return string(s)
    case .choice(let c, _): return "." + SwiftIdentifier.escaped(c)
    case .color(let c): return adaptiveColor(c)
    case .font(let f): return font(f)
    case .animation(let a): return animation(a)
    case .insets(let i): return insets(i)
    case .object, .table: return nil
    }
  }

  /// The shortest literal that reads back as exactly `n` (an integer literal when `n` is whole).
  static func number(_ n: Double) -> String {
    if n == 0 { return n.sign == .minus ? "-0.0" : "0" }
    return JSONWriter.format(n)
  }

  /// A string literal with escapes.
  static func string(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\0": out += "\\0"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// `AdaptiveColor(<color>)` when every variant agrees, else the `light:dark:…` initializer.
  static func adaptiveColor(_ c: AdaptiveColor) -> String {
    if c.light == c.dark, c.lightIncreasedContrast == nil, c.darkIncreasedContrast == nil {
      return "AdaptiveColor(\(color(c.light)))"
    }
    var arguments = ["light: " + color(c.light), "dark: " + color(c.dark)]
    if let v = c.lightIncreasedContrast { arguments.append("lightIncreasedContrast: " + color(v)) }
    if let v = c.darkIncreasedContrast { arguments.append("darkIncreasedContrast: " + color(v)) }
    return "AdaptiveColor(" + arguments.joined(separator: ", ") + ")"
  }

  /// An exact initializer: 0...255 components when 8 bits hold the color (they divide by 255 exactly like
  /// hex parsing does), else the `red:green:blue:` components.
  static func color(_ c: Color) -> String {
    let alpha = c.alpha == 1 ? "" : ", alpha: " + number(c.alpha)
    let channels = [c.red, c.green, c.blue]
    if channels.allSatisfy({ (0...1).contains($0) && ($0 * 255).rounded() / 255 == $0 }) {
      let bytes = channels.map { String(Int(($0 * 255).rounded())) }
      if c.red == c.green, c.green == c.blue { return "Color(white255: \(bytes[0])\(alpha))" }
      return "Color(rgb255: \(bytes.joined(separator: ", "))\(alpha))"
    }
    if c.red == c.green, c.green == c.blue { return "Color(white: \(number(c.red))\(alpha))" }
    return "Color(red: \(number(c.red)), green: \(number(c.green)), blue: \(number(c.blue))\(alpha))"
  }

  /// `Font(size:weight:design:textStyle:family:)` with only the arguments that differ from the initializer's.
  static func font(_ f: Font) -> String {
    var arguments = ["size: " + number(f.size)]
    if f.weight != .regular { arguments.append("weight: ." + SwiftIdentifier.escaped(f.weight.rawValue)) }
    if f.design != .default { arguments.append("design: ." + SwiftIdentifier.escaped(f.design.rawValue)) }
    if let style = f.textStyle { arguments.append("textStyle: ." + SwiftIdentifier.escaped(style.rawValue)) }
    if let family = f.family { arguments.append("family: " + string(family)) }
    return "Font(" + arguments.joined(separator: ", ") + ")"
  }

  /// The shortest `Insets` initializer.
  static func insets(_ i: Insets) -> String {
    if i.top == i.bottom, i.leading == i.trailing {
      if i.top == i.leading { return "Insets(\(number(i.top)))" }
      return "Insets(horizontal: \(number(i.leading)), vertical: \(number(i.top)))"
    }
    return
      "Insets(top: \(number(i.top)), leading: \(number(i.leading)), bottom: \(number(i.bottom)), trailing: \(number(i.trailing)))"
  }

  /// The `AnimationSpec` static constructors and modifiers that build `a`.
  static func animation(_ a: AnimationSpec) -> String {
    let n = number
    var out: String
    switch a.kind {
    case .none:
      out = "AnimationSpec.none"
    case .timing(let curve, let duration):
      let d = "duration: " + n(duration)
      switch curve {
      case .linear: out = "AnimationSpec.linear(\(d))"
      case .easeIn: out = "AnimationSpec.easeIn(\(d))"
      case .easeOut: out = "AnimationSpec.easeOut(\(d))"
      case .easeInOut: out = "AnimationSpec.easeInOut(\(d))"
      case .ease: out = "AnimationSpec(.timing(.ease, \(d)))"
      case .custom(let x1, let y1, let x2, let y2):
        out = "AnimationSpec.timingCurve(\(n(x1)), \(n(y1)), \(n(x2)), \(n(y2)), \(d))"
      }
    case .spring(let spring):
      switch spring {
      case .smooth: out = "AnimationSpec.smooth"
      case .snappy: out = "AnimationSpec.snappy"
      case .bouncy: out = "AnimationSpec.bouncy"
      case .default: out = "AnimationSpec.default"
      case .interactive: out = "AnimationSpec.interactiveSpring"
      case .response(let response, let fraction, let blend):
        out =
          "AnimationSpec.spring(response: \(n(response)), dampingFraction: \(n(fraction)), blendDuration: \(n(blend)))"
      case .duration(let duration, let bounce):
        out = "AnimationSpec.spring(duration: \(n(duration)), bounce: \(n(bounce)))"
      case .physical(let mass, let stiffness, let damping, let velocity):
        out =
          "AnimationSpec.interpolatingSpring(mass: \(n(mass)), stiffness: \(n(stiffness)), damping: \(n(damping)), "
          + "initialVelocity: \(n(velocity)))"
      }
    }
    if a.delay != 0 { out += ".delay(\(n(a.delay)))" }
    if a.speed != 1 { out += ".speed(\(n(a.speed)))" }
    switch a.repeats {
    case .once: break
    case .count(let count): out += ".repeatCount(\(count), autoreverses: \(a.autoreverses))"
    case .forever: out += ".repeatForever(autoreverses: \(a.autoreverses))"
    }
    if a.isEssential { out += ".essential()" }
    return out
  }
}

/// Swift identifier spelling.
enum SwiftIdentifier {
  /// `name`, in backticks when it is a Swift keyword.
  static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "await", "async", "consume", "copy",
    "discard", "each", "borrowing", "consuming", "some", "any", "Type", "Protocol",
  ]
}
