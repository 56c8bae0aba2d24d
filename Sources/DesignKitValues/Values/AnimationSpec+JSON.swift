/// JSON spellings of animation specs.
///
/// A string names a preset animation with default options: `"none"`, `"default"`, `"smooth"`,
/// `"snappy"`, `"bouncy"`, `"interactiveSpring"`, `"linear"`, `"ease"`, `"easeIn"`, `"easeOut"`,
/// `"easeInOut"` (timing curves run for `defaultTimingDuration`). The object form holds exactly one of
/// `curve` or `spring`, plus options:
/// ```json
/// {"curve": "easeIn", "duration": 0.1, "delay": 0, "speed": 1, "repeat": 3, "autoreverses": true, "essential": false}
/// {"curve": "timingCurve", "controlPoints": [0.2, 0, 0.2, 1], "duration": 0.3}
/// {"spring": "snappy", "delay": 0.1}
/// {"spring": {"duration": 0.5, "bounce": 0.3}}
/// {"spring": {"response": 0.5, "dampingFraction": 0.825, "blendDuration": 0}}
/// {"spring": {"mass": 1, "stiffness": 300, "damping": 30, "initialVelocity": 1}}
/// ```
extension AnimationSpec: JSONRepresentable {
  /// Parses a named animation string or the object form.
  public init(json: JSONValue, path: JSONPath) throws(Diagnostic) {
    switch json.kind {
    case .string(let name):
      guard let spec = AnimationSpec.named[name] else {
        throw JSONValue.unknownChoice(name, AnimationSpec.names, at: json.location, path: path)
      }
      self = spec
    case .object:
      self = try AnimationSpec.parseObject(json, path: path)
    default:
      throw Diagnostic(
        .typeMismatch,
        "expected an animation at `\(path)` (a name such as \"easeInOut\" or an object with `curve` or `spring`), "
          + "found \(json.typeDescription)", at: json.location, path: path)
    }
  }

  /// The short name when this is a named animation with default options, else the object form with only
  /// the options that differ from their defaults.
  public var json: JSONValue {
    if hasDefaultOptions, let name = presetName { return .string(name) }
    var pairs: [(String, JSONValue)] = []
    switch kind {
    case .none:
      pairs.append(("curve", .string("none")))
    case .timing(let curve, let duration):
      if let name = curve.name {
        pairs.append(("curve", .string(name)))
      } else if case .custom(let x1, let y1, let x2, let y2) = curve {
        pairs.append(("curve", .string("timingCurve")))
        pairs.append(("controlPoints", .array([.number(x1), .number(y1), .number(x2), .number(y2)])))
      }
      if duration != AnimationSpec.defaultTimingDuration { pairs.append(("duration", .number(duration))) }
    case .spring(let spring):
      pairs.append(("spring", spring.json))
    }
    if delay != 0 { pairs.append(("delay", .number(delay))) }
    if speed != 1 { pairs.append(("speed", .number(speed))) }
    switch repeats {
    case .once: break
    case .count(let n): pairs.append(("repeat", .number(Double(n))))
    case .forever: pairs.append(("repeat", .string("forever")))
    }
    if effectiveAutoreverses { pairs.append(("autoreverses", .bool(true))) }
    if isEssential { pairs.append(("essential", .bool(true))) }
    return .object(pairs)
  }

  /// The name of a preset animation (`"snappy"`, `"easeIn"`), ignoring options; nil for parameterized ones.
  public var presetName: String? {
    switch kind {
    case .none: "none"
    case .timing(let curve, let duration): duration == AnimationSpec.defaultTimingDuration ? curve.name : nil
    case .spring(let spring): spring.presetName
    }
  }

  /// Every preset name, as JSON and the text syntax spell them.
  public static let names = [
    "none", "default", "smooth", "snappy", "bouncy", "interactiveSpring", "linear", "ease", "easeIn", "easeOut",
    "easeInOut",
  ]

  static let named: [String: AnimationSpec] = [
    "none": .none, "default": .default, "smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy,
    "interactiveSpring": .interactiveSpring, "linear": .linear(), "ease": AnimationSpec(.timing(.ease, duration: 0.35)),
    "easeIn": .easeIn(), "easeOut": .easeOut(), "easeInOut": .easeInOut(),
  ]

  static let objectKeys = [
    "curve", "controlPoints", "duration", "spring", "delay", "speed", "repeat", "autoreverses", "essential",
  ]
  package static let curveNames = ["none", "linear", "ease", "easeIn", "easeOut", "easeInOut", "timingCurve"]

  private static func parseObject(_ json: JSONValue, path: JSONPath) throws(Diagnostic) -> AnimationSpec {
    let o = try JSONObjectReader(json, path: path, what: "an animation", allowed: objectKeys)
    let kind: Kind
    switch (o["curve"], o["spring"]) {
    case (.some, .some):
      let member = o.members.last { $0.key == "curve" || $0.key == "spring" }
      throw Diagnostic(
        .semantic, "an animation at `\(path)` has both `curve` and `spring`; give exactly one",
        at: member?.keyLocation ?? json.location, path: path.appending(member?.key ?? "spring"))
    case (.none, .none):
      throw Diagnostic(
        .semantic, "an animation object at `\(path)` needs `curve` or `spring`", at: json.location, path: path)
    case (.some, .none):
      kind = try parseCurve(o)
    case (.none, .some(let spring)):
      for key in ["duration", "controlPoints"] where o.has(key) {
        throw misplaced(key, in: o, reason: "applies to a `curve`; a spring's own parameters go inside `spring`")
      }
      kind = .spring(try Spring(json: spring, path: path.appending("spring")))
    }
    var spec = AnimationSpec(kind)
    spec.delay = try o.parameter("delay", .nonNegative) ?? 0
    spec.speed = try o.parameter("speed", .positive) ?? 1
    if let r = o["repeat"] {
      spec.repeats = try parseRepeat(r, path: path.appending("repeat"))
    }
    if let reverses = try o.bool("autoreverses") {
      guard spec.repeats != .once else {
        throw misplaced("autoreverses", in: o, reason: "needs `repeat`")
      }
      spec.autoreverses = reverses
    }
    spec.isEssential = try o.bool("essential") ?? false
    return spec
  }

  private static func parseCurve(_ o: JSONObjectReader) throws(Diagnostic) -> Kind {
    let name = try o.choice("curve", curveNames) ?? "linear"
    if name != "timingCurve", o.has("controlPoints") {
      throw misplaced("controlPoints", in: o, reason: "only applies to the curve `timingCurve`")
    }
    if name == "none" {
      if o.has("duration") { throw misplaced("duration", in: o, reason: "does not apply to the curve `none`") }
      return .none
    }
    let duration = try o.parameter("duration", .nonNegative) ?? defaultTimingDuration
    if name == "timingCurve" {
      guard let points = o["controlPoints"] else {
        throw Diagnostic(
          .semantic, "the curve `timingCurve` at `\(o.path)` needs `controlPoints` [x1, y1, x2, y2]",
          at: o.value.location, path: o.path.appending("controlPoints"))
      }
      let p = try parseControlPoints(points, path: o.path.appending("controlPoints"))
      return .timing(.custom(x1: p[0], y1: p[1], x2: p[2], y2: p[3]), duration: duration)
    }
    guard let curve = TimingCurve(name: name) else { return .none }
    return .timing(curve, duration: duration)
  }

  private static func parseControlPoints(_ json: JSONValue, path: JSONPath) throws(Diagnostic) -> [Double] {
    guard case .array(let items) = json.kind, items.count == 4 else {
      throw Diagnostic(
        .typeMismatch, "expected `controlPoints` at `\(path)` to be an array of 4 numbers [x1, y1, x2, y2]",
        at: json.location, path: path)
    }
    var values: [Double] = []
    for (i, item) in items.enumerated() {
      let rule: AnimationParameterRule = i.isMultiple(of: 2) ? .unitInterval : .finite
      let name = ["x1", "y1", "x2", "y2"][i]
      values.append(try rule.check(item, name: name, path: path.appending(index: i)))
    }
    return values
  }

  private static func parseRepeat(_ json: JSONValue, path: JSONPath) throws(Diagnostic) -> Repeat {
    switch json.kind {
    case .string("forever"):
      return .forever
    case .string(let s):
      throw JSONValue.unknownChoice(s, ["forever"], at: json.location, path: path)
    case .number:
      let n = try AnimationParameterRule.repeatCount.check(json, name: "repeat", path: path)
      return .count(Int(n))
    default:
      throw Diagnostic(
        .typeMismatch,
        "expected `repeat` at `\(path)` to be a whole number >= 1 or \"forever\", found "
          + json.typeDescription, at: json.location, path: path)
    }
  }

  static func misplaced(_ key: String, in o: JSONObjectReader, reason: String) -> Diagnostic {
    let member = o.members.first { $0.key == key }
    return Diagnostic(
      .semantic, "`\(key)` at `\(o.path)` \(reason)", at: member?.keyLocation ?? o.value.location,
      path: o.path.appending(key))
  }
}

extension AnimationSpec.TimingCurve {
  /// The name of a named curve; nil for `.custom`.
  public var name: String? {
    switch self {
    case .linear: "linear"
    case .ease: "ease"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .easeInOut: "easeInOut"
    case .custom: nil
    }
  }

  /// The named curve called `name`, if there is one.
  public init?(name: String) {
    guard let curve = Self.named.first(where: { $0.name == name }) else { return nil }
    self = curve
  }

  /// Every curve that has a name.
  static let named: [AnimationSpec.TimingCurve] = [.linear, .ease, .easeIn, .easeOut, .easeInOut]
}

extension AnimationSpec.Spring: JSONRepresentable {
  /// Parses a spring preset name or an object in one of the three parameterizations.
  public init(json: JSONValue, path: JSONPath) throws(Diagnostic) {
    switch json.kind {
    case .string(let name):
      guard let spring = AnimationSpec.Spring(presetName: name) else {
        throw JSONValue.unknownChoice(name, AnimationSpec.Spring.presetNames, at: json.location, path: path)
      }
      self = spring
    case .object:
      let o = try JSONObjectReader(
        json, path: path, what: "a spring", allowed: Family.allCases.flatMap(\.keys))
      let first = o.members.first.flatMap { member in Family.allCases.first { $0.keys.contains(member.key) } }
      let family = first ?? .response
      if let member = o.members.first(where: { !family.keys.contains($0.key) }) {
        throw Diagnostic(
          .semantic,
          "a spring at `\(path)` mixes parameterizations: use one of "
            + Family.allCases.map { "(\($0.keys.joined(separator: ", ")))" }.joined(separator: " or "),
          at: member.keyLocation, path: path.appending(member.key))
      }
      switch family {
      case .response:
        self = .response(
          response: try o.parameter("response", .positive) ?? 0.5,
          dampingFraction: try o.parameter("dampingFraction", .nonNegative) ?? 0.825,
          blendDuration: try o.parameter("blendDuration", .nonNegative) ?? 0)
      case .duration:
        self = .duration(
          duration: try o.parameter("duration", .positive) ?? 0.5, bounce: try o.parameter("bounce", .bounce) ?? 0)
      case .physical:
        guard o.has("stiffness"), o.has("damping") else {
          throw Diagnostic(
            .semantic, "a spring with `mass` at `\(path)` needs `stiffness` and `damping`", at: json.location,
            path: path.appending(o.has("stiffness") ? "damping" : "stiffness"))
        }
        self = .physical(
          mass: try o.parameter("mass", .positive) ?? 1, stiffness: try o.parameter("stiffness", .positive) ?? 1,
          damping: try o.parameter("damping", .nonNegative) ?? 0,
          initialVelocity: try o.parameter("initialVelocity", .finite) ?? 0)
      }
    default:
      throw Diagnostic(
        .typeMismatch,
        "expected a spring at `\(path)` (a name such as \"snappy\" or an object), found "
          + json.typeDescription, at: json.location, path: path)
    }
  }

  /// The preset name, or the object form with every parameter that matters.
  public var json: JSONValue {
    if let name = presetName { return .string(name) }
    switch self {
    case .response(let response, let fraction, let blend):
      var pairs: [(String, JSONValue)] = [("response", .number(response)), ("dampingFraction", .number(fraction))]
      if blend != 0 { pairs.append(("blendDuration", .number(blend))) }
      return .object(pairs)
    case .duration(let duration, let bounce):
      return .object([("duration", .number(duration)), ("bounce", .number(bounce))])
    case .physical(let mass, let stiffness, let damping, let velocity):
      var pairs: [(String, JSONValue)] = []
      if mass != 1 { pairs.append(("mass", .number(mass))) }
      pairs.append(("stiffness", .number(stiffness)))
      pairs.append(("damping", .number(damping)))
      if velocity != 0 { pairs.append(("initialVelocity", .number(velocity))) }
      return .object(pairs)
    default:
      return .string("smooth")
    }
  }

  /// The preset's name (`"snappy"`, `"interactiveSpring"`); nil for parameterized springs.
  public var presetName: String? {
    switch self {
    case .smooth: "smooth"
    case .snappy: "snappy"
    case .bouncy: "bouncy"
    case .default: "default"
    case .interactive: "interactiveSpring"
    case .response, .duration, .physical: nil
    }
  }

  /// The preset called `presetName`, if there is one.
  public init?(presetName: String) {
    guard let spring = Self.presets.first(where: { $0.presetName == presetName }) else { return nil }
    self = spring
  }

  /// Every spring preset, in the order of `presetNames`.
  static let presets: [AnimationSpec.Spring] = [.smooth, .snappy, .bouncy, .default, .interactive]

  /// Every spring preset name.
  public static let presetNames = presets.compactMap(\.presetName)

  /// The three parameterizations and their keys.
  enum Family: CaseIterable {
    case response, duration, physical

    var keys: [String] {
      switch self {
      case .response: ["response", "dampingFraction", "blendDuration"]
      case .duration: ["duration", "bounce"]
      case .physical: ["mass", "stiffness", "damping", "initialVelocity"]
      }
    }
  }
}

/// The valid range of one animation parameter; JSON and the text syntax share these rules.
enum AnimationParameterRule {
  /// Any finite number (control point y, initial velocity).
  case finite
  /// Finite and >= 0 (durations, delays, damping, damping fraction).
  case nonNegative
  /// Finite and > 0 (speed, mass, stiffness, response, spring duration).
  case positive
  /// Within 0...1 (control point x).
  case unitInterval
  /// Greater than -1 and at most 1 (-1 would mean infinite damping: the value would never move).
  case bounce
  /// A whole number >= 1.
  case repeatCount

  func admits(_ n: Double) -> Bool {
    guard n.isFinite else { return false }
    switch self {
    case .finite: return true
    case .nonNegative: return n >= 0
    case .positive: return n > 0
    case .unitInterval: return (0...1).contains(n)
    case .bounce: return n > -1 && n <= 1
    case .repeatCount: return n >= 1 && n == n.rounded() && n <= Double(Int32.max)
    }
  }

  var requirement: String {
    switch self {
    case .finite: "a finite number"
    case .nonNegative: "a finite number >= 0"
    case .positive: "a finite number > 0"
    case .unitInterval: "a number in 0...1"
    case .bounce: "a number greater than -1 and at most 1"
    case .repeatCount: "a whole number >= 1"
    }
  }

  /// The number in `value`, or a diagnostic naming the parameter and what is valid.
  func check(_ value: JSONValue, name: String, path: JSONPath) throws(Diagnostic) -> Double {
    guard case .number(let n) = value.kind else {
      throw Diagnostic(
        .typeMismatch, "expected `\(name)` at `\(path)` to be \(requirement), found \(value.typeDescription)",
        at: value.location, path: path)
    }
    guard admits(n) else {
      throw Diagnostic(
        .invalidValue, "`\(name)` at `\(path)` is \(JSONWriter.format(n)); valid: \(requirement)", at: value.location,
        path: path)
    }
    return n
  }
}

extension JSONObjectReader {
  /// An optional number member checked against an animation parameter rule.
  func parameter(_ key: String, _ rule: AnimationParameterRule) throws(Diagnostic) -> Double? {
    guard let v = self[key] else { return nil }
    return try rule.check(v, name: key, path: path.appending(key))
  }

  /// An optional boolean member.
  func bool(_ key: String) throws(Diagnostic) -> Bool? {
    guard let v = self[key] else { return nil }
    guard case .bool(let b) = v.kind else {
      throw Diagnostic(
        .typeMismatch, "expected `\(key)` at `\(path.appending(key))` to be true or false, found \(v.typeDescription)",
        at: v.location, path: path.appending(key))
    }
    return b
  }
}
