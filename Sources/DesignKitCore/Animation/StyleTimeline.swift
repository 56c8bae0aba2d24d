import DesignKitValues

/// A component's resolved style over time: every transition animates from wherever the style is toward the
/// new state's style, with the animation the model assigns; sampling at any time gives the interpolated style.
///
/// Interpolation is generic over `ResolvedStyle`: numbers, insets and font sizes animate as numbers; colors
/// animate per channel in linear sRGB (SwiftUI parity) or OKLab; booleans, strings, choices, animations and a
/// font's weight / design / family switch when the transition ends. An interruption continues from the current
/// motion (see `AnimatedValue`). Under Reduce Motion, numbers other than opacities change at once unless the
/// animation is essential; colors and opacities keep a bounce-free, non-repeating version of their animation.
public struct StyleTimeline: Sendable {
  /// How one leaf is stored.
  enum Leaf: Sendable {
    /// A number in `channels[index]`; whether it is an opacity is kept in `opacityLeaves`.
    case number(Int)
    /// A color in four channels from `start`.
    case color(Int)
    /// Insets (top, left, bottom, right) in four channels from `start`.
    case insets(Int)
    /// A font whose size is channel `index`; the rest switches at the end.
    case font(Int)
    /// A value that switches at the end.
    case discrete
  }

  /// The dotted paths of the leaves, in tree order.
  public let paths: [String]
  /// How colors are interpolated.
  public let colorInterpolation: ColorInterpolation
  private var leaves: [Leaf]
  private var opacityLeaves: Set<Int>
  private var channels: [AnimatedValue]
  private var before: [ResolvedStyle]
  private var after: [ResolvedStyle]
  private var switchTime: [Double]
  private var target: ResolvedStyle
  /// When the last transition settles.
  public private(set) var settleTime: Double = 0

  /// A timeline at rest in `style`. `opacityPaths` lists leaves that are opacities (kept animated under Reduce
  /// Motion); by default every number in 0...1 whose path ends in `opacity` or `Opacity`.
  public init(
    at style: ResolvedStyle, colorInterpolation: ColorInterpolation = .linearSRGB, opacityPaths: Set<String>? = nil
  ) {
    self.colorInterpolation = colorInterpolation
    let flat = style.leaves
    paths = flat.map(\.path)
    target = style
    before = flat.map(\.value)
    after = before
    switchTime = Array(repeating: 0, count: flat.count)
    leaves = []
    channels = []
    opacityLeaves = []
    for (i, leaf) in flat.enumerated() {
      let start = channels.count
      switch leaf.value {
      case .number(let n):
        leaves.append(.number(start))
        channels.append(AnimatedValue(n))
        let isOpacity = opacityPaths?.contains(leaf.path) ?? leaf.path.lowercased().hasSuffix("opacity")
        if isOpacity { opacityLeaves.insert(i) }
      case .color(let c):
        leaves.append(.color(start))
        channels += StyleTimeline.encode(c, colorInterpolation).map(AnimatedValue.init)
      case .insets(let e):
        leaves.append(.insets(start))
        channels += [e.top, e.left, e.bottom, e.right].map(AnimatedValue.init)
      case .font(let f):
        leaves.append(.font(start))
        channels.append(AnimatedValue(f.size))
      default:
        leaves.append(.discrete)
      }
    }
  }

  /// Starts a transition to `style` at `time` with `animation`; nothing jumps, whatever was running.
  /// A style of another shape (another component) replaces the timeline's content at once.
  public mutating func transition(
    to style: ResolvedStyle, with animation: AnimationSpec, at time: Double, reduceMotion: Bool = false
  ) {
    let flat = style.leaves
    guard flat.count == leaves.count, zip(flat, paths).allSatisfy({ $0.0.path == $0.1 }) else {
      self = StyleTimeline(at: style, colorInterpolation: colorInterpolation)
      return
    }
    let motion = reduceMotion ? animation.reducedMotion() : animation
    let geometry = reduceMotion && !animation.isEssential ? AnimationSpec.none : motion
    let end = time + StyleTimeline.duration(of: motion)
    for (i, leaf) in leaves.enumerated() {
      let value = flat[i].value
      let spec = opacityLeaves.contains(i) ? motion : geometry
      switch (leaf, value) {
      case (.number(let k), .number(let n)):
        channels[k].animate(to: n, with: spec, at: time)
      case (.color(let k), .color(let c)):
        if value == after[i] { break }
        for (j, v) in StyleTimeline.encode(c, colorInterpolation).enumerated() {
          channels[k + j].animate(to: v, with: motion, at: time)
        }
      case (.insets(let k), .insets(let e)):
        for (j, v) in [e.top, e.left, e.bottom, e.right].enumerated() {
          channels[k + j].animate(to: v, with: spec, at: time)
        }
      case (.font(let k), .font(let f)):
        channels[k].animate(to: f.size, with: spec, at: time)
        if f.weight != fontAt(i, before: false).weight || f.design != fontAt(i, before: false).design
          || f.family != fontAt(i, before: false).family || f.textStyle != fontAt(i, before: false).textStyle
        {
          before[i] = discreteValue(i, at: time)
          switchTime[i] = end
        }
      default:
        if value != after[i] {
          before[i] = discreteValue(i, at: time)
          switchTime[i] = spec.kind == .none ? time : end
        }
      }
      after[i] = value
    }
    target = style
    settleTime = max(settleTime, end)
  }

  /// The style at time `t`.
  public func sample(at t: Double) -> ResolvedStyle {
    var index = 0
    return rebuild(target, at: t, index: &index)
  }

  /// Writes every animated channel's value at `t` into `buffer` (resized as needed); no other work.
  /// The cheapest way to drive a renderer frame by frame.
  public func sampleChannels(at t: Double, into buffer: inout [Double]) {
    if buffer.count != channels.count { buffer = Array(repeating: 0, count: channels.count) }
    for i in channels.indices { buffer[i] = channels[i].value(at: t) }
  }

  /// The number of animated channels.
  public var channelCount: Int { channels.count }

  /// Whether nothing moves at or after `t`.
  public func isSettled(at t: Double) -> Bool {
    t >= settleTime && channels.allSatisfy { $0.isFinished(at: t) } && switchTime.allSatisfy { t >= $0 }
  }

  /// The leaves whose value at `t` differs from their value at `reference`, with the value at `t`.
  public func changes(at t: Double, since reference: Double) -> [(path: String, value: ResolvedStyle)] {
    let now = sample(at: t).leaves
    let then = sample(at: reference).leaves
    return zip(now, then).filter { $0.0.value != $0.1.value }.map { ($0.0.path, $0.0.value) }
  }

  private func fontAt(_ i: Int, before useBefore: Bool) -> Font {
    if case .font(let f) = useBefore ? before[i] : after[i] { return f }
    return Font(size: 0)
  }

  private func discreteValue(_ i: Int, at t: Double) -> ResolvedStyle { t >= switchTime[i] ? after[i] : before[i] }

  private func leafValue(_ i: Int, at t: Double) -> ResolvedStyle {
    switch leaves[i] {
    case .number(let k): return .number(channels[k].value(at: t))
    case .color(let k):
      if (k..<k + 4).allSatisfy({ channels[$0].isFinished(at: t) }) { return after[i] }
      return .color(
        StyleTimeline.decode(
          (
            channels[k].value(at: t), channels[k + 1].value(at: t), channels[k + 2].value(at: t),
            channels[k + 3].value(at: t)
          ),
          colorInterpolation))
    case .insets(let k):
      return .insets(
        ResolvedInsets(
          top: channels[k].value(at: t), left: channels[k + 1].value(at: t), bottom: channels[k + 2].value(at: t),
          right: channels[k + 3].value(at: t)))
    case .font(let k):
      guard case .font(var f) = discreteValue(i, at: t) else { return after[i] }
      f.size = channels[k].value(at: t)
      return .font(f)
    case .discrete:
      return discreteValue(i, at: t)
    }
  }

  private func rebuild(_ node: ResolvedStyle, at t: Double, index: inout Int) -> ResolvedStyle {
    if case .object(let fields) = node {
      return .object(fields.map { ResolvedField($0.name, rebuild($0.value, at: t, index: &index), tree: $0.tree) })
    }
    defer { index += 1 }
    return leafValue(index, at: t)
  }

  /// The time an animation takes to finish (settling time for springs); infinite for endless repeats.
  static func duration(of spec: AnimationSpec) -> Double {
    AnimationEvaluator(spec).duration
  }

  /// A color as four interpolation channels: linear RGB with straight alpha, or premultiplied OKLab.
  static func encode(_ c: Color, _ space: ColorInterpolation) -> [Double] {
    switch space {
    case .linearSRGB:
      let l = c.linearRGB
      return [l.red, l.green, l.blue, c.alpha]
    case .oklab:
      let lab = c.oklab
      return [lab.lightness * c.alpha, lab.a * c.alpha, lab.b * c.alpha, c.alpha]
    }
  }

  static func decode(_ v: (Double, Double, Double, Double), _ space: ColorInterpolation) -> Color {
    switch space {
    case .linearSRGB:
      return Color(linearRed: v.0, green: v.1, blue: v.2, alpha: v.3)
    case .oklab:
      let alpha = v.3
      guard alpha > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
      return Color(OKLab(lightness: v.0 / alpha, a: v.1 / alpha, b: v.2 / alpha, alpha: alpha))
    }
  }
}
