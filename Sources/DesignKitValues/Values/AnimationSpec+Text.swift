/// The SwiftUI-like text syntax of animation specs, for the CLI and `description`.
///
/// A base animation, optionally with a leading dot, then modifiers:
/// ```
/// none | default | smooth | snappy | bouncy | interactiveSpring
/// linear | ease | easeIn | easeOut | easeInOut            optionally (duration: 0.1)
/// timingCurve(0.2, 0, 0.2, 1, duration: 0.3)
/// spring | spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)
/// spring(duration: 0.5, bounce: 0.3)
/// interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
/// .delay(0.1) .speed(2) .repeatCount(3, autoreverses: true) .repeatForever(autoreverses: false) .essential()
/// ```
/// Arguments with defaults may be left out; the ones given keep the order shown.
extension AnimationSpec: CustomStringConvertible {
  /// Parses the text syntax; the diagnostic gives the column and what would be valid there.
  public init(parsing text: String) throws(Diagnostic) {
    var parser = AnimationTextParser(text)
    self = try parser.parse()
  }

  /// The spec in the text syntax; `AnimationSpec(parsing: spec.description) == spec` for every valid spec.
  public var description: String {
    var out: String
    let n = JSONWriter.format
    switch kind {
    case .none:
      out = "none"
    case .timing(let curve, let duration):
      let suffix = duration == AnimationSpec.defaultTimingDuration ? "" : "(duration: \(n(duration)))"
      switch curve {
      case .custom(let x1, let y1, let x2, let y2):
        let durationText = suffix.isEmpty ? "" : ", duration: \(n(duration))"
        out = "timingCurve(\(n(x1)), \(n(y1)), \(n(x2)), \(n(y2))\(durationText))"
      default:
        out = (curve.name ?? "linear") + suffix
      }
    case .spring(let spring):
      switch spring {
      case .response(let response, let fraction, let blend):
        out = "spring(response: \(n(response)), dampingFraction: \(n(fraction))"
        out += blend == 0 ? ")" : ", blendDuration: \(n(blend)))"
      case .duration(let duration, let bounce):
        out = "spring(duration: \(n(duration)), bounce: \(n(bounce)))"
      case .physical(let mass, let stiffness, let damping, let velocity):
        out =
          "interpolatingSpring(mass: \(n(mass)), stiffness: \(n(stiffness)), damping: \(n(damping)), "
          + "initialVelocity: \(n(velocity)))"
      default:
        out = spring.presetName ?? "smooth"
      }
    }
    if delay != 0 { out += ".delay(\(n(delay)))" }
    if speed != 1 { out += ".speed(\(n(speed)))" }
    switch repeats {
    case .once: break
    case .count(let count): out += ".repeatCount(\(count), autoreverses: \(autoreverses))"
    case .forever: out += ".repeatForever(autoreverses: \(autoreverses))"
    }
    if isEssential { out += ".essential()" }
    return out
  }
}

/// A recursive-descent parser for the animation text syntax.
struct AnimationTextParser {
  enum ArgumentValue {
    case number(Double)
    case bool(Bool)
  }

  struct Argument {
    var label: String?
    var value: ArgumentValue
    var column: Int
  }

  /// One parameter of a function: its label (nil for positional), its rule, and its default (nil if required).
  struct Parameter {
    var label: String?
    var name: String
    var rule: AnimationParameterRule
    var defaultValue: Double?
  }

  let text: String
  let scalars: [Unicode.Scalar]
  var index = 0

  init(_ text: String) {
    self.text = text
    scalars = Array(text.unicodeScalars)
  }

  static let baseNames = AnimationSpec.names + ["timingCurve", "spring", "interpolatingSpring"]
  static let modifierNames = ["delay", "speed", "repeatCount", "repeatForever", "essential"]

  mutating func parse() throws(Diagnostic) -> AnimationSpec {
    skipSpace()
    if peek == "." { index += 1 }
    let (name, column) = try identifier(expecting: "an animation name", choices: Self.baseNames)
    let arguments = try argumentList()
    var spec = try base(name, column: column, arguments)
    var seen: Set<String> = []
    while true {
      skipSpace()
      guard let c = peek else { break }
      guard c == "." else {
        throw error("expected a modifier such as `.delay(0.1)` or the end of the text", choices: [])
      }
      index += 1
      let (modifier, modifierColumn) = try identifier(expecting: "a modifier", choices: Self.modifierNames)
      let family = modifier.hasPrefix("repeat") ? "repeat" : modifier
      guard seen.insert(family).inserted else {
        throw Diagnostic(
          .semantic, "`.\(modifier)` at column \(modifierColumn) repeats an earlier modifier; give each once",
          at: location(modifierColumn))
      }
      try apply(modifier, column: modifierColumn, try argumentList() ?? [], to: &spec)
    }
    return spec
  }

  // MARK: Grammar

  private mutating func base(_ name: String, column: Int, _ arguments: [Argument]?) throws(Diagnostic)
    -> AnimationSpec
  {
    let args = arguments ?? []
    if let curve = AnimationSpec.TimingCurve(name: name) {
      let v = try bind(
        args, to: [.init(label: "duration", name: "duration", rule: .nonNegative, defaultValue: 0.35)],
        function: name, column: column)
      return AnimationSpec(.timing(curve, duration: v[0]))
    }
    if let spec = AnimationSpec.named[name] {
      _ = try bind(args, to: [], function: name, column: column)
      return spec
    }
    switch name {
    case "timingCurve":
      let v = try bind(
        args,
        to: [
          .init(label: nil, name: "x1", rule: .unitInterval, defaultValue: nil),
          .init(label: nil, name: "y1", rule: .finite, defaultValue: nil),
          .init(label: nil, name: "x2", rule: .unitInterval, defaultValue: nil),
          .init(label: nil, name: "y2", rule: .finite, defaultValue: nil),
          .init(label: "duration", name: "duration", rule: .nonNegative, defaultValue: 0.35),
        ], function: name, column: column)
      return .timingCurve(v[0], v[1], v[2], v[3], duration: v[4])
    case "spring":
      if args.contains(where: { $0.label == "duration" || $0.label == "bounce" }) {
        let v = try bind(
          args,
          to: [
            .init(label: "duration", name: "duration", rule: .positive, defaultValue: 0.5),
            .init(label: "bounce", name: "bounce", rule: .bounce, defaultValue: 0),
          ], function: name, column: column)
        return .spring(duration: v[0], bounce: v[1])
      }
      let v = try bind(
        args,
        to: [
          .init(label: "response", name: "response", rule: .positive, defaultValue: 0.5),
          .init(label: "dampingFraction", name: "dampingFraction", rule: .nonNegative, defaultValue: 0.825),
          .init(label: "blendDuration", name: "blendDuration", rule: .nonNegative, defaultValue: 0),
        ], function: name, column: column, otherLabels: ["duration", "bounce"])
      return .spring(response: v[0], dampingFraction: v[1], blendDuration: v[2])
    default:  // interpolatingSpring
      let v = try bind(
        args,
        to: [
          .init(label: "mass", name: "mass", rule: .positive, defaultValue: 1),
          .init(label: "stiffness", name: "stiffness", rule: .positive, defaultValue: nil),
          .init(label: "damping", name: "damping", rule: .nonNegative, defaultValue: nil),
          .init(label: "initialVelocity", name: "initialVelocity", rule: .finite, defaultValue: 0),
        ], function: name, column: column)
      return .interpolatingSpring(mass: v[0], stiffness: v[1], damping: v[2], initialVelocity: v[3])
    }
  }

  private func apply(_ modifier: String, column: Int, _ args: [Argument], to spec: inout AnimationSpec)
    throws(Diagnostic)
  {
    switch modifier {
    case "delay":
      let v = try bind(
        args, to: [.init(label: nil, name: "delay", rule: .nonNegative, defaultValue: nil)], function: modifier,
        column: column)
      spec.delay = v[0]
    case "speed":
      let v = try bind(
        args, to: [.init(label: nil, name: "speed", rule: .positive, defaultValue: nil)], function: modifier,
        column: column)
      spec.speed = v[0]
    case "repeatCount":
      let v = try bind(
        args,
        to: [
          .init(label: nil, name: "count", rule: .repeatCount, defaultValue: nil),
          .init(label: "autoreverses", name: "autoreverses", rule: .finite, defaultValue: 1),
        ], function: modifier, column: column)
      spec.repeats = .count(Int(v[0]))
      spec.autoreverses = v[1] != 0
    case "repeatForever":
      let v = try bind(
        args, to: [.init(label: "autoreverses", name: "autoreverses", rule: .finite, defaultValue: 1)],
        function: modifier, column: column)
      spec.repeats = .forever
      spec.autoreverses = v[0] != 0
    default:  // essential
      _ = try bind(args, to: [], function: modifier, column: column)
      spec.isEssential = true
    }
  }

  /// Matches arguments to parameters in order; returns one value per parameter (booleans as 0 / 1).
  ///
  /// A label that no form of the function has (`otherLabels` are the other forms') is reported as unknown with the
  /// nearest labels, before any complaint about order.
  private func bind(
    _ args: [Argument], to parameters: [Parameter], function: String = "", column: Int = 0, otherLabels: [String] = []
  ) throws(Diagnostic) -> [Double] {
    let known = parameters.compactMap(\.label) + otherLabels
    if let arg = args.first(where: { $0.label.map { !known.contains($0) } ?? false }), let label = arg.label {
      let near = Suggestions.nearest(to: label, in: known)
      throw Diagnostic(
        .semantic,
        "unknown argument label `\(label):` in `\(function)` at column \(arg.column)"
          + "\(Suggestions.phrase(near.map { "\($0):" })) (labels: \(known.map { "\($0):" }.joined(separator: ", ")))",
        at: location(arg.column), suggestions: near)
    }
    var values: [Double] = []
    var next = 0
    let signature =
      "`\(function)(" + parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.name }.joined(separator: ", ")
      + ")`"
    for parameter in parameters {
      let arg = next < args.count ? args[next] : nil
      if let arg, arg.label == parameter.label {
        next += 1
        values.append(try check(arg, parameter))
      } else if let d = parameter.defaultValue {
        values.append(d)
      } else {
        throw Diagnostic(
          .semantic,
          "missing `\(parameter.name)` in `\(function)` at column \(arg?.column ?? column); expected "
            + signature, at: location(arg?.column ?? column))
      }
    }
    if next < args.count {
      let arg = args[next]
      if parameters.isEmpty {
        throw Diagnostic(
          .semantic, "`\(function.isEmpty ? "this animation" : function)` takes no arguments (column \(arg.column))",
          at: location(arg.column))
      }
      let labels = parameters.compactMap(\.label)
      let near = Suggestions.nearest(to: arg.label ?? "", in: labels)
      let what = arg.label.map { "argument `\($0):`" } ?? "unlabeled argument"
      throw Diagnostic(
        .semantic,
        "unexpected \(what) at column \(arg.column)\(Suggestions.phrase(near)); expected \(signature) in this order",
        at: location(arg.column), suggestions: near)
    }
    return values
  }

  private func check(_ arg: Argument, _ parameter: Parameter) throws(Diagnostic) -> Double {
    let isBool = parameter.name == "autoreverses"
    switch (arg.value, isBool) {
    case (.bool(let b), true):
      return b ? 1 : 0
    case (.number(let n), false):
      guard parameter.rule.admits(n) else {
        throw Diagnostic(
          .invalidValue,
          "`\(parameter.name)` at column \(arg.column) is \(JSONWriter.format(n)); valid: \(parameter.rule.requirement)",
          at: location(arg.column))
      }
      return n
    default:
      let expected = isBool ? "true or false" : parameter.rule.requirement
      throw Diagnostic(
        .typeMismatch, "`\(parameter.name)` at column \(arg.column) must be \(expected)", at: location(arg.column))
    }
  }

  // MARK: Tokens

  /// `(args)` if an opening parenthesis follows, else nil.
  private mutating func argumentList() throws(Diagnostic) -> [Argument]? {
    skipSpace()
    guard peek == "(" else { return nil }
    index += 1
    var args: [Argument] = []
    skipSpace()
    if peek == ")" {
      index += 1
      return args
    }
    while true {
      skipSpace()
      let column = index + 1
      var label: String?
      if let c = peek, c.properties.isAlphabetic {
        let start = index
        while let c = peek, c.properties.isAlphabetic || c.properties.numericType != nil { index += 1 }
        let word = String(String.UnicodeScalarView(scalars[start..<index]))
        skipSpace()
        if peek == ":" {
          index += 1
          label = word
        } else if word == "true" || word == "false" {
          args.append(Argument(label: nil, value: .bool(word == "true"), column: column))
          if try endOfArgument() { return args }
          continue
        } else {
          throw Diagnostic(
            .syntax, "expected `:` after `\(word)` at column \(index + 1)", at: location(index + 1))
        }
      }
      skipSpace()
      let value = try argumentValue()
      args.append(Argument(label: label, value: value, column: column))
      if try endOfArgument() { return args }
    }
  }

  /// Consumes `,` (false) or `)` (true).
  private mutating func endOfArgument() throws(Diagnostic) -> Bool {
    skipSpace()
    switch peek {
    case ",":
      index += 1
      return false
    case ")":
      index += 1
      return true
    default:
      throw error("expected `,` or `)`", choices: [])
    }
  }

  private mutating func argumentValue() throws(Diagnostic) -> ArgumentValue {
    let start = index
    while let c = peek, c.properties.isAlphabetic { index += 1 }
    if index > start {
      let word = String(String.UnicodeScalarView(scalars[start..<index]))
      if word == "true" || word == "false" { return .bool(word == "true") }
      index = start
      throw error("expected a number, `true` or `false`, found `\(word)`", choices: [])
    }
    while let c = peek, "+-0123456789.eE".unicodeScalars.contains(c) { index += 1 }
    let token = String(String.UnicodeScalarView(scalars[start..<index]))
    guard !token.isEmpty, let n = Double(token), n.isFinite else {
      index = start
      throw error(token.isEmpty ? "expected a number" : "malformed number `\(token)`", choices: [])
    }
    return .number(n)
  }

  private mutating func identifier(expecting what: String, choices: [String]) throws(Diagnostic) -> (String, Int) {
    skipSpace()
    let start = index
    while let c = peek, c.properties.isAlphabetic || (index > start && c.properties.numericType != nil) {
      index += 1
    }
    let word = String(String.UnicodeScalarView(scalars[start..<index]))
    guard !word.isEmpty else {
      throw error("expected \(what)", choices: choices)
    }
    guard choices.contains(word) else {
      let near = Suggestions.nearest(to: word, in: choices)
      throw Diagnostic(
        .invalidValue,
        "unknown \(what == "a modifier" ? "modifier" : "animation") `\(word)` at column \(start + 1)"
          + "\(Suggestions.phrase(near)) (valid: \(choices.joined(separator: ", ")))",
        at: location(start + 1), suggestions: near)
    }
    return (word, start + 1)
  }

  private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private mutating func skipSpace() {
    while let c = peek, c.properties.isWhitespace { index += 1 }
  }

  private func error(_ message: String, choices: [String]) -> Diagnostic {
    let found = peek.map { "`\($0)`" } ?? "the end of the text"
    let valid = choices.isEmpty ? "" : " (valid: \(choices.joined(separator: ", ")))"
    return Diagnostic(
      .syntax, "\(message) at column \(index + 1), found \(found)\(valid)", at: location(index + 1))
  }

  /// The location of a 1-based column on the single line of text.
  private func location(_ column: Int) -> SourceLocation {
    let prefix = scalars.prefix(max(0, column - 1))
    let offset = prefix.reduce(0) { $0 + UTF8.width($1) }
    return SourceLocation(line: 1, column: column, offset: offset)
  }
}
