import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// Sliders, range sliders, progress bars and page indicators run in each `AxisDirection`, right-to-left aware: the
/// fill grows from the start edge, thumbs sit on the fill's ends, dots run first to last, and the arrow keys follow
/// the track as it looks.
@Suite struct DirectionTests {
  static let directions = AxisDirection.allCases
  static let cases = directions.flatMap { d in StyleEnvironment.LayoutDirection.allCases.map { (d, $0) } }

  /// Where a part is along the direction, measured from the start edge on screen: (start, end) of `rect` in
  /// `track`'s frame, so a part at the start edge starts at 0 in every direction.
  static func span(
    _ rect: DrawingRect, in track: DrawingRect, _ d: AxisDirection, _ l: StyleEnvironment.LayoutDirection
  )
    -> (start: Double, end: Double)
  {
    let fromRight = (d == .leadingToTrailing) == (l == .rightToLeft)
    switch d {
    case .topToBottom: return (rect.y - track.y, rect.y + rect.height - track.y)
    case .bottomToTop:
      return (track.y + track.height - rect.y - rect.height, track.y + track.height - rect.y)
    case .leadingToTrailing, .trailingToLeading:
      return fromRight
        ? (track.x + track.width - rect.x - rect.width, track.x + track.width - rect.x)
        : (rect.x - track.x, rect.x + rect.width - track.x)
    }
  }

  static func environment(_ l: StyleEnvironment.LayoutDirection) -> StyleEnvironment {
    var e = StyleEnvironment.standard
    e.layoutDirection = l
    return e
  }

  /// The track, fill and thumb rectangles of a slider's drawing.
  static func parts<C: DrawableComponent>(_ component: C, _ l: StyleEnvironment.LayoutDirection) throws -> (
    track: DrawingRect, fill: DrawingRect?, thumbs: [DrawingRect]
  ) {
    let style = try component.drawingStyle()
    let leaves = try component.drawing(in: environment(l)).leaves(in: environment(l))
    let track = try #require(leaves.first { $0.fill == (try? style.color("colors.track")) }).rect
    let fill = leaves.first { $0.fill == (try? style.color("colors.progress")) }?.rect
    let thumbs = leaves.filter { $0.fill == (try? style.color("colors.thumb")) && style["colors.thumb"] != nil }
    return (track, fill, thumbs.map(\.rect))
  }

  @Test(arguments: cases)
  func aSlidersFillGrowsFromTheStartEdgeWithTheThumbOnItsEnd(
    direction: AxisDirection, layout: StyleEnvironment.LayoutDirection
  )
    throws
  {
    var model = VSliderModel()
    model.layout.direction = direction
    let (track, fill, thumbs) = try Self.parts(VSlider(model: model, value: 0.3), layout)
    let length = direction.isVertical ? track.height : track.width
    #expect(direction.isVertical ? track.height == model.layout.length : track.width >= model.layout.length)
    #expect((direction.isVertical ? track.width : track.height) == model.layout.height)
    let span = Self.span(try #require(fill), in: track, direction, layout)
    #expect(abs(span.start) < 1e-6 && abs(span.end - 0.3 * length) < 1e-6)
    let thumb = Self.span(try #require(thumbs.first), in: track, direction, layout)
    #expect(abs((thumb.start + thumb.end) / 2 - span.end) < 1e-6)
  }

  @Test(arguments: cases)
  func aRangeSlidersFillRunsBetweenItsThumbs(direction: AxisDirection, layout: StyleEnvironment.LayoutDirection) throws
  {
    var model = VRangeSliderModel()
    model.layout.direction = direction
    let (track, fill, thumbs) = try Self.parts(VRangeSlider(model: model, lower: 0.25, upper: 0.75), layout)
    let length = direction.isVertical ? track.height : track.width
    let span = Self.span(try #require(fill), in: track, direction, layout)
    #expect(abs(span.start - 0.25 * length) < 1e-6 && abs(span.end - 0.75 * length) < 1e-6)
    let centres = thumbs.map { Self.span($0, in: track, direction, layout) }.map { ($0.start + $0.end) / 2 }.sorted()
    #expect(centres.count == 2 && abs(centres[0] - span.start) < 1e-6 && abs(centres[1] - span.end) < 1e-6)
  }

  @Test(arguments: cases)
  func aProgressBarFillsFromItsStartEdge(direction: AxisDirection, layout: StyleEnvironment.LayoutDirection) throws {
    var model = VProgressBarModel()
    model.layout.direction = direction
    let (track, fill, _) = try Self.parts(VProgressBar(model: model, value: 0.4), layout)
    let length = direction.isVertical ? track.height : track.width
    #expect(direction.isVertical ? track.height == model.layout.length : track.width == 300)
    let span = Self.span(try #require(fill), in: track, direction, layout)
    #expect(abs(span.start) < 1e-6 && abs(span.end - 0.4 * length) < 1e-6)
  }

  @Test(arguments: cases)
  func pageDotsRunFromTheFirstPageToTheLast(direction: AxisDirection, layout: StyleEnvironment.LayoutDirection) throws {
    var model = VPageIndicatorModel()
    model.finite.layout.direction = direction
    let indicator = VPageIndicator(model: model, type: .finite, pageCount: 5, selectedPage: 1)
    let selected = model.finite.colors.selectedDot[.iOS].light
    let dots = try indicator.drawing(in: Self.environment(layout)).leaves(in: Self.environment(layout))
    let bounds = DrawingRect(
      x: dots.map(\.rect.x).min() ?? 0, y: dots.map(\.rect.y).min() ?? 0,
      width: (dots.map { $0.rect.x + $0.rect.width }.max() ?? 0) - (dots.map(\.rect.x).min() ?? 0),
      height: (dots.map { $0.rect.y + $0.rect.height }.max() ?? 0) - (dots.map(\.rect.y).min() ?? 0))
    // Ordered from the start edge, the selected dot is the second.
    let order = dots.sorted {
      Self.span($0.rect, in: bounds, direction, layout).start < Self.span($1.rect, in: bounds, direction, layout).start
    }
    #expect(order.firstIndex { $0.fill == selected } == 1)
    #expect(direction.isVertical ? bounds.height > 4 * bounds.width : bounds.width > 4 * bounds.height)
  }

  @Test func theVerticalVariantStacksEveryTypesDots() {
    let model = VPageIndicatorModel.vertical
    #expect(model.finite.layout.direction == .topToBottom && model.infinite.layout.direction == .topToBottom)
    #expect(model.auto.layout.finite.direction == .topToBottom && model.auto.layout.infinite.direction == .topToBottom)
  }

  /// The keys that increase and decrease a slider's value, per direction and layout direction.
  static let keys: [(AxisDirection, StyleEnvironment.LayoutDirection, up: [KeyboardKey], down: [KeyboardKey])] = [
    (.leadingToTrailing, .leftToRight, [.arrowRight, .arrowUp], [.arrowLeft, .arrowDown]),
    (.leadingToTrailing, .rightToLeft, [.arrowLeft, .arrowUp], [.arrowRight, .arrowDown]),
    (.trailingToLeading, .leftToRight, [.arrowLeft, .arrowUp], [.arrowRight, .arrowDown]),
    (.trailingToLeading, .rightToLeft, [.arrowRight, .arrowUp], [.arrowLeft, .arrowDown]),
    (.topToBottom, .leftToRight, [.arrowDown, .arrowRight], [.arrowUp, .arrowLeft]),
    (.topToBottom, .rightToLeft, [.arrowDown, .arrowLeft], [.arrowUp, .arrowRight]),
    (.bottomToTop, .leftToRight, [.arrowUp, .arrowRight], [.arrowDown, .arrowLeft]),
    (.bottomToTop, .rightToLeft, [.arrowUp, .arrowLeft], [.arrowDown, .arrowRight]),
  ]

  @Test(arguments: keys.indices)
  func theArrowKeysFollowTheTrackAsItLooks(index: Int) throws {
    let (direction, layout, up, down) = Self.keys[index]
    var model = VSliderModel()
    model.layout.direction = direction
    for key in up + down {
      var slider = VSlider(model: model, value: 0.5, step: 0.1, layoutDirection: layout).restingMachine()
      _ = slider.send(.focusGained(.keyboard))
      _ = slider.send(.keyDown(key))
      #expect(slider.value == (up.contains(key) ? 0.6 : 0.4), "\(direction) \(layout) \(key)")
      var range = VRangeSlider(model: model, lower: 0.2, upper: 0.8, step: 0.1, layoutDirection: layout)
        .restingMachine()
      _ = range.send(.thumbFocused(.upper))
      _ = range.send(.keyDown(key))
      #expect(range.state.upper == (up.contains(key) ? 0.9 : 0.7), "range \(direction) \(layout) \(key)")
    }
  }

  @Test func theModelsDirectionReachesTheMachine() {
    var model = VSliderModel()
    model.layout.direction = .bottomToTop
    #expect(VSlider.machineParameters(for: model).direction == .bottomToTop)
    #expect(VRangeSlider.machineParameters(for: model).direction == .bottomToTop)
  }
}
