import DesignKit
import Foundation
import Testing

/// Presentations and loops in motion: filmstrips show their frames moving from the first to the last.
@Suite struct TransitionFilmstripTests {
  static let presentations = [
    "VModal", "VHalfModal", "VSideBar", "VDialog", "VActionSheet", "VMenu", "VToast", "VNotification",
  ]
  /// The presentations on the toast machine, whose presented state is `shown`.
  static let toasts: Set<String> = ["VToast", "VNotification"]

  /// The SVGs of step `step`'s frames (onion skin left out), their ids stripped.
  static func frames(of page: GalleryPage, component: String, step: Int) -> [String] {
    (0...).lazy.map { k in (k, page["frames/light/\(step)-\(k).svg"]) }.prefix { $0.1 != nil }.map {
      $0.1!.replacingOccurrences(of: "dk-\(component)-light-\(step)-\($0.0)", with: "ID")
    }
  }

  /// Every number a value holds, in order (frames, offsets, opacities, colors): two frames of one drawing compare
  /// number by number.
  static func numbers(_ value: Any) -> [Double] {
    if let number = value as? Double { return [number] }
    return Mirror(reflecting: value).children.flatMap { numbers($0.value) }
  }

  /// How far each frame is from the last, summed over every number of the laid-out drawing.
  static func distancesToLast(_ frames: [HostFrame]) -> [Double] {
    let target = numbers(frames.last?.laidOut ?? LaidOutDrawing(width: 0, height: 0, nodes: []))
    return frames.map { frame in
      let values = numbers(frame.laidOut)
      guard values.count == target.count else { return .infinity }
      return zip(values, target).reduce(0) { $0 + abs($1.0 - $1.1) }
    }
  }

  @Test(arguments: presentations)
  func presentingAndDismissingShowAtLeastThreeDistinctFrames(name: String) throws {
    let strip = Filmstrip(
      theme: .default, component: name, events: ["bindingChanged(true)", "bindingChanged(false)"],
      framesPerSecond: 30, gallery: Gallery(theme: .default, schemes: [.light]))
    let page = try strip.render()
    // Steps: presenting, the clock ending it (presented), dismissing.
    let presenting = Self.frames(of: page, component: name, step: 0)
    let dismissing = Self.frames(of: page, component: name, step: 2)
    #expect(Set(presenting).count >= 3, "\(name) presenting: \(Set(presenting).count) distinct frames")
    #expect(Set(dismissing).count >= 3, "\(name) dismissing: \(Set(dismissing).count) distinct frames")
    #expect(Set(presenting).count == presenting.count, "every frame of \(name) presenting moves")
  }

  @Test(arguments: presentations)
  func presentingAndDismissingMoveMonotonicallyFromTheFirstFrameToTheLast(name: String) throws {
    let entry = try #require(Catalog.registry[name])
    var host = try #require(try entry.host(tree: try entry.defaultTree()))
    // Frames at 30 per second through the first 0.2 s, and one after the slowest animation ends (the half modal's
    // and side bar's spring settles in 0.73 s).
    func frames(from start: Double) throws -> [HostFrame] {
      try (0..<6).map { try host.frame(at: start + Double($0) / 30) } + [try host.frame(at: start + 0.9)]
    }
    func still(_ state: StateSelection) throws -> Drawing? {
      try entry.drawing(in: state, style: try entry.defaultTree().resolved(for: state), environment: .standard)
    }
    _ = try host.send(named: "bindingChanged(true)")
    let presenting = try frames(from: 0)
    host.advance(to: 1)
    // The ends are the gallery's stills of the shown and hidden states the clock brings.
    let shown = try host.frame()
    #expect(shown.state.name.hasPrefix(Self.toasts.contains(name) ? "shown" : "presented"))
    let shownStill = try still(shown.state)
    #expect(presenting.last?.drawing == shownStill && shown.drawing == shownStill)
    _ = try host.send(named: "bindingChanged(false)")
    let dismissing = try frames(from: 1)
    host.advance(to: 2)
    let hidden = try host.frame()
    let hiddenStill = try still(hidden.state)
    #expect(dismissing.last?.drawing == hiddenStill && hidden.drawing == hiddenStill)
    for (phase, frames) in [("presenting", presenting), ("dismissing", dismissing)] {
      let distances = Self.distancesToLast(frames)
      #expect(distances.allSatisfy { $0.isFinite }, "\(name) \(phase): every frame has the same parts")
      #expect(distances[0] > 0 && distances.last == 0)
      #expect(
        zip(distances, distances.dropFirst()).allSatisfy { $0 >= $1 - 1e-9 },
        "\(name) \(phase) moves back and forth: \(distances)")
    }
  }

  @Test func aSpinnerFilmstripTurns() throws {
    let strip = Filmstrip(
      theme: .default, component: "VSpinner", events: ["activityStarted"], framesPerSecond: 30,
      maximumFramesPerStep: 24, gallery: Gallery(theme: .default, schemes: [.light]))
    let frames = Self.frames(of: try strip.render(), component: "VSpinner", step: 0)
    #expect(frames.count == 25)
    #expect(Set(frames).count >= 20, "\(Set(frames).count) distinct frames")
    #expect(frames[1].contains("rotate(16 "), "the arc turns 360° in 0.75 s: 16° a frame")
  }

  /// The drawings of `host` at 30 frames per second from `start` to `end`, the clock advancing to each.
  static func frames(of host: inout AnyComponentHost, from start: Double, to end: Double) throws -> [HostFrame] {
    try stride(from: start, through: end, by: 1.0 / 30).map { time in
      host.advance(to: time)
      return try host.frame(at: time)
    }
  }

  @Test func aNotificationLeavesByItselfWhenItsTimeIsUp() throws {
    let entry = try #require(Catalog.registry["VNotification"])
    var host = try #require(try entry.host(tree: try entry.defaultTree()))
    _ = try host.send(named: "bindingChanged(true)")
    host.advance(to: 1)
    let shown = try host.frame()
    #expect(shown.state.name == "shown")
    // Shown for its 5 s display time, then it slides away with no event sent: frames move until it is removed.
    let leaving = try Self.frames(of: &host, from: 5.5, to: 6.5)
    #expect(leaving.last?.state.name == "removed")
    let drawings = leaving.map(\.drawing).reduce(into: [Drawing]()) { if !$0.contains($1) { $0.append($1) } }
    #expect(drawings.count >= 3, "\(drawings.count) distinct frames while leaving")
  }

  @Test func anAsyncImageSpinsWhileLoadingThenFadesTheImageIn() throws {
    let entry = try #require(Catalog.registry["VFetchingAsyncImage"])
    var host = try #require(try entry.host(tree: try entry.defaultTree()))
    #expect(try host.send(named: "urlChanged(true)")?.outputs.map(\.name) == ["fetchRequested"])
    host.advance(to: 1)
    let loading = try host.frame()
    #expect(loading.state.name == "loading")
    // The host answers the fetch; the image fades in over the placeholder with the model's appear animation.
    _ = try host.send(named: "fetchSucceeded(fetch: 1)")
    let arriving = try Self.frames(of: &host, from: 1, to: 1.6)
    #expect(arriving.last?.state.name == "loaded")
    let distances = Self.distancesToLast(arriving)
    #expect(distances[0] > 0 && distances.last == 0)
    #expect(zip(distances, distances.dropFirst()).allSatisfy { $0 >= $1 - 1e-9 }, "\(distances)")
    #expect(Set(distances).count >= 3, "\(distances)")
    #expect(loading.drawing != arriving.last?.drawing)
  }

  @Test func aFailedFetchShowsTheRetryButtonAndARetryLoadsAgain() throws {
    let entry = try #require(Catalog.registry["VFetchingAsyncImage"])
    var host = try #require(try entry.host(tree: try entry.defaultTree()))
    _ = try host.send(named: "urlChanged(true)")
    _ = try host.send(named: "fetchFailed(fetch: 1)")
    host.advance(to: 1)
    let failed = try host.frame()
    #expect(failed.state.name == "failed")
    #expect(try host.send(named: "retryButtonPressed")?.outputs.map(\.name) == ["fetchRequested"])
    host.advance(to: 2)
    #expect(try host.frame().state.name == "loading")
  }
}

/// Time-driven components whose machine moves their content between clock events: every frame shows where the leg
/// or the roll has come.
@Suite struct ClockDrivenFilmstripTests {
  static let marquees = ["VBouncingMarquee", "VWrappingMarquee"]

  /// A host of `name`'s gallery samples with the default model.
  static func host(_ name: String) throws -> AnyComponentHost {
    let entry = try #require(Catalog.registry[name])
    return try #require(try entry.host(tree: try entry.defaultTree()))
  }

  /// Whether no two of `frames` are alike.
  static func allDiffer(_ frames: [Drawing]) -> Bool {
    frames.indices.allSatisfy { i in frames.indices.allSatisfy { j in i == j || frames[i] != frames[j] } }
  }

  @Test(arguments: marquees)
  func aMarqueeWiderThanItsContainerWaitsThenTravelsWithTheClock(name: String) throws {
    var host = try Self.host(name)
    _ = try host.send(named: "sizesChanged(content: 520, container: 260)")
    // The first wait lasts the initial delay and the leg's delay, 2 s; the leg then travels 20 points a second.
    let waiting = try [0.2, 1.9].map { try host.frame(at: $0).drawing }
    #expect(waiting[0] == waiting[1], "\(name) moves while it waits")
    let moving = try [2.5, 4, 6, 9].map { try host.frame(at: $0).drawing }
    #expect(Self.allDiffer(moving + [waiting[0]]), "\(name) does not move with the clock")
  }

  @Test(arguments: marquees)
  func aMarqueeStaysStillWhenItsContentFitsOrReduceMotionIsOn(name: String) throws {
    var fitting = try Self.host(name)
    _ = try fitting.send(named: "sizesChanged(content: 100, container: 260)")
    var reduced = try Self.host(name)
    _ = try reduced.send(named: "sizesChanged(content: 520, container: 260)")
    _ = try reduced.send(named: "reduceMotionChanged(true)")
    for host in [fitting, reduced] {
      #expect(host.state.name == "still")
      let frames = try [0.5, 2, 5, 9].map { try host.frame(at: $0).drawing }
      #expect(Set(frames.indices.map { frames[$0] == frames[0] }) == [true], "\(name) moves while still")
    }
  }

  static let paged = [
    "VCarousel", "VDynamicPagerTabView", "VStretchedIndicatorStaticPagerTabView", "VWrappedIndicatorStaticPagerTabView",
  ]

  @Test(arguments: paged)
  func pagesFollowTheDragAndSettleWithTheClock(name: String) throws {
    var host = try Self.host(name)
    _ = try host.send(named: "dragStarted")
    var dragged: [Drawing] = []
    for translation in [-40, -90, -150] {
      _ = try host.send(named: "dragMoved(translation: \(translation))")
      dragged.append(try host.frame().drawing)
    }
    #expect(Self.allDiffer(dragged), "\(name) does not follow the drag")
    _ = try host.send(named: "dragEnded(velocity: 0)")
    #expect(host.state.name == "settling")
    let start = host.now
    let settling = try [0, 0.05, 0.1, 0.2].map { try host.frame(at: start + $0).drawing }
    #expect(Self.allDiffer(settling), "\(name) does not settle with the clock")
  }

  @Test func aRollingCounterRollsItsDigitsThroughTheRoll() throws {
    var host = try Self.host("VRollingCounter")
    _ = try host.send(named: "bindingChanged(1234.56)")
    // The roll lasts 0.25 s: every frame of it is a different instant of the digits rolling.
    let rolling = try [0, 0.05, 0.1, 0.15, 0.2].map { try host.frame(at: $0).drawing }
    #expect(Self.allDiffer(rolling))
    host.advance(to: 1)
    let settled = try host.frame().drawing
    #expect(host.state.name == "settled" && !rolling.contains(settled))
  }

  /// VComponents 8.1 animates the highlight back (its dehighlight animation) after the roll.
  @Test func aRollingCountersHighlightFadesBackAfterTheRoll() throws {
    var host = try Self.host("VRollingCounter")
    _ = try host.send(named: "bindingChanged(1234.56)")
    // The roll lasts 0.25 s, the fade 0.25 s more: every frame of the fade is a different shade.
    let fading = try [0.26, 0.3, 0.35, 0.4, 0.45].map { try host.frame(at: $0).drawing }
    host.advance(to: 0.3)
    #expect(host.state.name == "fading")
    host.advance(to: 1)
    let settled = try host.frame().drawing
    #expect(host.state.name == "settled")
    #expect(Self.allDiffer(fading + [settled]))
  }

  @Test func aRollingCounterRollsAChangedFractionDigit() throws {
    var host = try Self.host("VRollingCounter")
    _ = try host.send(named: "bindingChanged(1234.5)")
    host.advance(to: 1)
    _ = try host.send(named: "bindingChanged(1234.51)")
    #expect(host.state.name == "rollingUp")
    let rolling = try [1, 1.05, 1.1, 1.15, 1.2].map { try host.frame(at: $0).drawing }
    #expect(Self.allDiffer(rolling))
  }

  /// Rounding first, then comparing: a change hidden past the shown fraction digits rolls nothing, one that changes
  /// a shown digit does.
  @Test func aRollingCounterRollsWhenAShownDigitChanges() throws {
    var host = try Self.host("VRollingCounter")
    _ = try host.send(named: "bindingChanged(1234.5)")
    host.advance(to: 1)
    let before = try host.frame().drawing
    _ = try host.send(named: "bindingChanged(1234.504)")
    #expect(host.state.name == "settled")
    #expect(try host.frame(at: 1.1).drawing == before)
    _ = try host.send(named: "bindingChanged(1234.506)")
    #expect(host.state.name == "rollingUp")
    #expect(try host.frame(at: 1.2).drawing != before)
  }
}
