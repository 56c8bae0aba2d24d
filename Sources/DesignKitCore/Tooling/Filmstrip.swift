import DesignKitValues

/// The frames of an animated transition, for review: the component runs in a `ComponentHost` (its machine, its
/// style timeline, its drawing with presentations and loops in motion); each event comes once the previous one has
/// settled (at least 0.1 s later, the clock's own steps on the way included), and each step is drawn at
/// `framesPerSecond` from the event until it settles or the next event comes, both ends included.
///
/// The page has a row per event and scheme; each frame is captioned with its number, its time since the event
/// and the animation's progress, and a step with several frames ends with an onion skin of all of them.
public struct Filmstrip: Sendable {
  /// The theme whose model the component uses.
  public var theme: Theme
  /// The component's name.
  public var component: String
  /// The events, by name (`pointerDown`).
  public var events: [String]
  /// Frames per second.
  public var framesPerSecond: Double
  /// The most frames drawn per step (a slow spring is cut off after this many).
  public var maximumFramesPerStep: Int
  /// How the gallery draws each frame; its `schemes` and `environment` apply.
  public var gallery: Gallery

  /// Creates a filmstrip.
  public init(
    theme: Theme, component: String, events: [String], framesPerSecond: Double = 30, maximumFramesPerStep: Int = 60,
    gallery: Gallery? = nil
  ) {
    self.theme = theme
    self.component = component
    self.events = events
    self.framesPerSecond = framesPerSecond
    self.maximumFramesPerStep = maximumFramesPerStep
    self.gallery = gallery ?? Gallery(theme: theme)
  }

  /// One drawn frame.
  public struct Frame: Sendable {
    /// Which step (event) it belongs to, from 0.
    public var step: Int
    /// Its number within the step, from 0.
    public var index: Int
    /// Seconds since the step's event.
    public var time: Double
    /// The animation's progress at `time` (may overshoot 1 for springs).
    public var progress: Double
    /// The scheme.
    public var scheme: StyleEnvironment.ColorScheme
    /// The SVG document.
    public var svg: String
    /// Whether this is the step's onion skin: every frame overlaid, earlier ones fainter.
    public var isOnionSkin = false

    /// The file's path: `frames/<scheme>/<step>-<index>.svg`, or `<step>-onion.svg`.
    public var path: String { "frames/\(scheme.rawValue)/\(step)-\(isOnionSkin ? "onion" : String(index)).svg" }
  }

  /// Every frame, step by step, scheme by scheme: each scheme's component runs in a `ComponentHost`, which draws
  /// each frame.
  func frames() throws(Diagnostic) -> (steps: [SimulationStep], frames: [Frame]) {
    guard framesPerSecond.isFinite, framesPerSecond >= 1 else {
      throw Diagnostic(.invalidValue, "frames per second must be a number of at least 1; got \(framesPerSecond)")
    }
    let entry = try theme.registry.component(named: component)
    let tree = try theme.tree(for: component)
    var frames: [Frame] = []
    var steps: [SimulationStep] = []
    for scheme in gallery.schemes {
      var environment = gallery.environment
      environment.colorScheme = scheme
      guard var host = try entry.host(tree: tree, environment: environment) else {
        throw Diagnostic(.semantic, "\(component) has no drawing yet, so it has no filmstrip")
      }
      steps = []
      var next = 0.0
      for (i, name) in events.enumerated() {
        // Each event after the previous one settles (at least 0.1 s later); the clock's own steps on the way count,
        // each drawn in the instant before the event.
        for step in i > 0 ? host.advance(to: next) : [] {
          frames += try self.frames(
            of: step, number: steps.count, host: host, until: step.time, end: step.time, environment: environment)
          steps.append(step)
        }
        guard let step = try host.send(named: name) else { continue }
        let end =
          host.settleTime.isFinite ? host.settleTime : step.time + Double(maximumFramesPerStep) / framesPerSecond
        next = max(step.time + 0.1, end)
        frames += try self.frames(
          of: step, number: steps.count, host: host, until: i + 1 < events.count ? next : .infinity, end: end,
          environment: environment)
        steps.append(step)
      }
    }
    return (steps, frames)
  }

  /// The frames of `step` (number `number`) from its time until `end` (both included) and before `limit` (the next
  /// event), and their onion skin.
  private func frames(
    of step: SimulationStep, number: Int, host: AnyComponentHost, until limit: Double, end: Double,
    environment: StyleEnvironment
  ) throws(Diagnostic) -> [Frame] {
    let scheme = environment.colorScheme
    let count = min(maximumFramesPerStep, Int((max(0, end - step.time) * framesPerSecond).rounded(.up)))
    let evaluator = AnimationEvaluator(step.animation)
    var drawings: [Drawing] = []
    var frames: [Frame] = []
    for k in 0...count {
      // From the integer frame number, never by accumulating 1 / fps.
      let t = Double(k) / framesPerSecond
      if k > 0, step.time + t >= limit { break }
      let drawing = try host.frame(at: step.time + t).drawing
      drawings.append(drawing)
      let svg = gallery.render(
        drawing, environment: environment, id: "dk-\(component)-\(scheme.rawValue)-\(number)-\(k)")
      frames.append(
        Frame(
          step: number, index: k, time: t, progress: evaluator.value(at: min(t, evaluator.duration)), scheme: scheme,
          svg: svg))
    }
    guard drawings.count > 1 else { return frames }
    // Frame i at opacity 0.15 + 0.85 i / (n - 1): the end state opaque, the start a ghost.
    let last = Double(drawings.count - 1)
    let onion = Drawing.layers(
      drawings.enumerated().map { $0.element.opacity(0.15 + 0.85 * Double($0.offset) / last) },
      alignment: DrawingAlignment(horizontal: .leading, vertical: .top))
    let svg = gallery.render(onion, environment: environment, id: "dk-\(component)-\(scheme.rawValue)-\(number)-onion")
    frames.append(
      Frame(
        step: number, index: drawings.count, time: last / framesPerSecond, progress: 1, scheme: scheme, svg: svg,
        isOnionSkin: true))
    return frames
  }

  /// The frame files and a page with a row of frames per step and scheme.
  public func render() throws(Diagnostic) -> GalleryPage {
    let (steps, frames) = try self.frames()
    var html = GalleryHTML(title: "DesignKit filmstrip — \(component)")
    html.heading(1, "\(component): \(events.joined(separator: ", "))")
    html.paragraph(
      "Preset <b>\(GalleryHTML.escape(theme.name))</b> · \(SVGNumber.format(framesPerSecond)) frames per second")
    for scheme in gallery.schemes {
      html.heading(2, scheme.rawValue)
      for (i, step) in steps.enumerated() {
        let animation = step.animation.description
        html.heading(
          3,
          "\(SVGNumber.format(step.time * 1000)) ms · \(step.cause): \(step.stateBefore) → \(step.stateAfter) · \(animation)"
        )
        html.openRow()
        for frame in frames where frame.step == i && frame.scheme == scheme {
          html.cell(
            [frame.svg],
            caption: frame.isOnionSkin
              ? "onion skin · \(frame.index) frames"
              : "f\(frame.index) · \(SVGNumber.format(frame.time * 1000, places: 0)) ms · p=\(SVGNumber.format(frame.progress))"
          )
        }
        html.closeRow()
      }
    }
    return GalleryPage(
      files: frames.map { GalleryPage.File(path: $0.path, contents: $0.svg) }
        + [GalleryPage.File(path: "index.html", contents: html.document)])
  }
}
