import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// Touches, hover, keys, focus and assistive actions as a native face reports them, becoming each machine's events
/// through one mapping (`ComponentHost.handle(_:)`), and values an owner controls.
@Suite struct HostInputTests {
  /// A recorder of a component's callbacks.
  final class Calls: Sendable {
    private let list = Locked<[String]>([])
    func add(_ call: String) { list.withLock { $0.append(call) } }
    var all: [String] { list.withLock { $0 } }
  }

  static func point(_ x: Double, _ y: Double) -> HostPoint { HostPoint(x: x, y: y) }

  /// The centre of the host's frame as laid out now.
  static func centre<C>(of host: ComponentHost<C>) throws -> HostPoint {
    let frame = try host.frame()
    return point(frame.laidOut.width / 2, frame.laidOut.height / 2)
  }

  /// A hosted "Save" button whose action records `saved` in `calls`.
  static func saveButton(_ calls: Calls) throws -> ComponentHost<VPrimaryButton> {
    try ComponentHost(VPrimaryButton(action: { calls.add("saved") }, title: "Save"))
  }

  /// A hosted "Save" button, its recorded calls, its centre and a point 200 pt below it (past any press slop).
  static func pressableSaveButton() throws -> (
    host: ComponentHost<VPrimaryButton>, calls: Calls, centre: HostPoint, far: HostPoint
  ) {
    let calls = Calls()
    let host = try saveButton(calls)
    let centre = try centre(of: host)
    return (host, calls, centre, point(centre.x, 2 * centre.y + 200))
  }

  static func tap(at p: HostPoint) -> [HostInput] {
    [.touchDown(p), .touchUp(p, translation: .zero, velocity: .zero)]
  }

  @Test func aTapInsideFiresTheButtonOnce() throws {
    let (button, calls, centre, _) = try Self.pressableSaveButton()
    var host = button
    let steps = Self.tap(at: centre).flatMap { host.handle($0) }
    #expect(steps.map(\.toState) == [.pressed, .enabled])
    #expect(calls.all == ["saved"])
  }

  @Test func aTouchThatLeavesAndComesBackStillFires() throws {
    let (button, calls, centre, far) = try Self.pressableSaveButton()
    var host = button
    host.handle(.touchDown(centre))
    host.handle(.touchMoved(far, translation: Self.point(0, far.y - centre.y), velocity: .zero))
    #expect(host.state == .enabled, "200 pt outside is past the slop: the press no longer shows")
    host.handle(.touchMoved(centre, translation: .zero, velocity: .zero))
    #expect(host.state == .pressed)
    host.handle(.touchUp(centre, translation: .zero, velocity: .zero))
    #expect(calls.all == ["saved"])
  }

  @Test func aReleaseFarOutsideAndASystemCancelFireNothing() throws {
    let (button, calls, centre, far) = try Self.pressableSaveButton()
    var host = button
    host.handle(.touchDown(centre))
    host.handle(.touchUp(far, translation: Self.point(0, 200), velocity: .zero))
    host.handle(.touchDown(centre))
    host.handle(.touchCancelled)
    #expect(calls.all.isEmpty)
    #expect(host.state == .enabled)
  }

  @Test func aTouchInTheTargetMarginOfASmallControlCounts() throws {
    var host = try ComponentHost(VCheckBox(title: ""))
    let frame = try host.frame()
    let area = host.hitArea(in: frame)
    #expect(area.width >= 44 && area.height >= 44, "\(area)")
    let justOutsideTheDrawing = Self.point(-4, frame.laidOut.height / 2)
    #expect(area.contains(justOutsideTheDrawing))
    let steps = Self.tap(at: justOutsideTheDrawing).flatMap { host.handle($0) }
    #expect(steps.last?.transition.outputs.contains(.valueChanged(.on)) == true)
  }

  @Test func theGapBetweenACaptionButtonsSquareAndItsCaptionBelongsToTheButton() throws {
    let calls = Calls()
    let button = VRectangularCaptionButton(action: { calls.add("shared") }, icon: .squareAndArrowUp, title: "Share")
    var host = try ComponentHost(button)
    let frame = try host.frame()
    let square = try frame.style.number("layout.rectangleSize.height")
    let spacing = try frame.style.number("layout.rectangleCaptionSpacing")
    try #require(spacing > 0 && frame.laidOut.height > square + spacing, "the caption is below the square, apart")
    let gap = Self.point(frame.laidOut.width / 2, square + spacing / 2)
    for input in Self.tap(at: gap) { host.handle(input) }
    #expect(calls.all == ["shared"], "a tap between the square and the caption is on the button")
    let below = Self.point(frame.laidOut.width / 2, frame.laidOut.height + 30)
    for input in Self.tap(at: below) { host.handle(input) }
    #expect(calls.all == ["shared"], "a tap 30 pt below the caption is not")
  }

  @Test func aTouchThatStartsOutsideAModalIsAnOutsideTap() throws {
    var host = try ComponentHost(VModal(title: "Settings"))
    let frame = try host.frame()
    let outside = Self.point(frame.laidOut.width + 50, -50)
    host.handle(.touchDown(outside))
    let steps = host.handle(.touchUp(outside, translation: .zero, velocity: .zero))
    #expect(steps.map(\.transition.event.description) == ["outsideTapped"])
  }

  /// On macOS the slider's body drags (`misc.bodyIsDraggable`): a press a quarter along the track, off the thumb,
  /// moves the value there.
  @Test(arguments: [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func aSliderFollowsTheTouchAlongItsWidthMirroredRightToLeft(direction: StyleEnvironment.LayoutDirection) throws {
    var host = try ComponentHost(
      VSlider(value: 0.5, layoutDirection: direction),
      environment: StyleEnvironment(layoutDirection: direction, platform: .macOS))
    let frame = try host.frame(proposedWidth: 300)
    host.proposedWidth = 300
    #expect(frame.laidOut.width == 300)
    // The thumb's centre runs from half a thumb in from one edge to half a thumb in from the other, as drawn: a press
    // where the thumb of a value would be centred is that value, so pressing the thumb does not move it.
    let thumb = try #require(
      DrawingLayout(layoutDirection: direction).regions(of: frame.drawing, proposedWidth: 300).parts.first?.rect)
    #expect(abs(thumb.midX - 150) < 0.001)
    let half = thumb.width / 2
    let quarter = Self.point(half + 0.25 * (300 - 2 * half), frame.laidOut.height / 2)
    let steps = host.handle(.touchDown(quarter))
    let expected = direction == .leftToRight ? 0.25 : 0.75
    #expect(
      steps.first?.transition.event.description == "pointerDown(at: \(JSONWriter.format(expected)), onThumb: false)")
    #expect(host.session.value == .number(expected))
  }

  /// A vertical slider follows the touch up or down its height, as its `layout.direction` runs.
  @Test(arguments: [AxisDirection.topToBottom, .bottomToTop])
  func aVerticalSliderFollowsTheTouchAlongItsHeight(direction: AxisDirection) throws {
    var model = VSliderModel()
    model.layout.direction = direction
    model.layout.hasThumb = false
    var host = try ComponentHost(VSlider(model: model, value: 0.5))
    let frame = try host.frame()
    let steps = host.handle(.touchDown(Self.point(frame.laidOut.width / 2, frame.laidOut.height * 0.25)))
    let expected = direction == .topToBottom ? 0.25 : 0.75
    #expect(steps.first?.transition.event.description == "pointerDown(at: \(JSONWriter.format(expected)))")
    #expect(host.session.value == .number(expected))
  }

  /// On iOS only the thumb drags, as VComponents 8.1's (`bodyIsDraggable` off): a press on the track away from the
  /// thumb does nothing; one within the thumb's hit box (`layout.hitBox` round it) starts a drag there.
  @Test func anIOSSliderDragsByItsThumbAlone() throws {
    var host = try ComponentHost(VSlider(value: 0.5))
    host.proposedWidth = 300
    let frame = try host.frame(proposedWidth: 300)
    let y = frame.laidOut.height / 2
    #expect(host.handle(.touchDown(Self.point(75, y))).isEmpty)
    host.handle(.touchUp(Self.point(75, y), translation: .zero, velocity: .zero))
    #expect(host.session.value == 0.5 && host.state == .idle)
    // The thumb is centred at 150; its 20 pt square reaches 160 and the hit box 12 pt further.
    let steps = host.handle(.touchDown(Self.point(170, y)))
    #expect(steps.first?.transition.event.description.hasPrefix("pointerDown(at: 0.5") == true)
    #expect(host.state == .dragging)
    // A slider without a thumb drags by its body: there is nothing else to hold.
    var model = VSliderModel()
    model.layout.hasThumb = false
    var bare = try ComponentHost(VSlider(model: model, value: 0.5))
    bare.proposedWidth = 300
    bare.handle(.touchDown(Self.point(75, y)))
    #expect(bare.session.value == 0.25)
  }

  @Test func theStepperTakesItsMinusAndPlusHalves() throws {
    var host = try ComponentHost(VStepper(value: 5))
    let frame = try host.frame()
    let y = frame.laidOut.height / 2
    for input in Self.tap(at: Self.point(frame.laidOut.width * 0.9, y)) { host.handle(input) }
    #expect(host.session.value == 6)
    for input in Self.tap(at: Self.point(frame.laidOut.width * 0.1, y)) { host.handle(input) }
    for input in Self.tap(at: Self.point(frame.laidOut.width * 0.1, y)) { host.handle(input) }
    #expect(host.session.value == 4)
    host.handle(.accessibilityAdjusted(increments: true))
    #expect(host.session.value == 5)
  }

  @Test func keysFocusAndHoverReachTheMachine() throws {
    let calls = Calls()
    var host = try ComponentHost(VPrimaryButton(action: { calls.add("saved") }, title: "Save"))
    let frame = try host.frame()
    #expect(host.handle(.focus(.keyboard)).map(\.toState) == [.focused])
    host.handle(.key(.space, .down))
    host.handle(.key(.space, .up))
    #expect(calls.all == ["saved"])
    host.handle(.focus(nil))
    #expect(host.handle(.hover(Self.point(5, 5))).map(\.toState) == [.hovered])
    #expect(host.handle(.hover(Self.point(5, 6))).isEmpty, "moving within the area is no new hover")
    #expect(host.handle(.hover(Self.point(frame.laidOut.width + 100, 5))).map(\.toState) == [.enabled])
    #expect(host.handle(.enabled(false)).map(\.toState) == [.disabled])
  }

  @Test func voiceOverActivatesAndAdjusts() throws {
    let calls = Calls()
    var button = try ComponentHost(VPrimaryButton(action: { calls.add("saved") }, title: "Save"))
    button.handle(.accessibilityActivated)
    #expect(calls.all == ["saved"])
    var slider = try ComponentHost(VSlider(value: 0.5, step: 0.1))
    slider.handle(.accessibilityAdjusted(increments: true))
    #expect(slider.session.value == .number(0.6))
    #expect(slider.state == .idle, "VoiceOver's focus is not the keyboard's: no ring stays")
  }

  @Test func aDragOnAHalfModalReportsTheHeightItWouldHave() throws {
    var host = try ComponentHost(VHalfModal(title: "Settings"))
    let frame = try host.frame()
    let start = Self.point(frame.laidOut.width / 2, frame.laidOut.height / 2)
    let end = Self.point(start.x, start.y + 40)
    host.handle(.touchDown(start))
    let names = host.eventNames(for: .touchMoved(end, translation: Self.point(0, 40), velocity: .zero))
    #expect(names == ["dragChanged(height: \(JSONWriter.format(frame.laidOut.height - 40)))"])
    // The release carries the finger's speed (points per second, down), which decides a flick.
    let ended = host.eventNames(for: .touchUp(end, translation: Self.point(0, 40), velocity: Self.point(0, 700)))
    #expect(ended == ["dragEnded(height: \(JSONWriter.format(frame.laidOut.height - 40)), velocity: 700)"])
  }

  @Test func aToastSwipedAwayReportsTheSwipe() throws {
    var host = try ComponentHost(VToast(state: .shown, text: "Saved"))
    let frame = try host.frame()
    let start = Self.point(frame.laidOut.width / 2, frame.laidOut.height / 2)
    let end = Self.point(start.x, start.y - 80)
    host.handle(.touchDown(start))
    let names = host.eventNames(for: .touchUp(end, translation: Self.point(0, -80), velocity: .zero))
    let height = JSONWriter.format(frame.laidOut.height)
    #expect(names == ["pointerUp", "swipeEnded(translation: -80, velocity: 0, height: \(height))"])
  }

  // MARK: Owned values

  @Test func aRefusedProposalLeavesTheOwnersValueWithNoFrameShowingIt() throws {
    let calls = Calls()
    var host = try ComponentHost(VToggle(title: "Wi-Fi", onValueChange: { calls.add("\($0)") }))
    let offBackground = try host.frame().style["colors.fill"]
    let frame = try host.frame()
    let centre = Self.point(frame.laidOut.width / 2, frame.laidOut.height / 2)
    var asked: [MachineValue] = []
    host.handle(.touchDown(centre)) {
      asked.append($0); return .off
    }
    let steps = host.handle(.touchUp(centre, translation: .zero, velocity: .zero)) { proposed in
      asked.append(proposed)
      return .off  // the owner refuses: it keeps off
    }
    #expect(asked == [.on], "the owner is asked once, with the proposal")
    #expect(calls.all == ["on"], "the component's callback is the proposal")
    #expect(host.session.value == .off)
    #expect(host.state.selection.name == "off+enabled")
    #expect(steps.last?.toState.selection.name == "off+enabled")
    // No instant of the animation that follows shows the refused value's fill.
    for t in stride(from: 0.0, through: 1.0, by: 0.05) {
      #expect(try host.frame(at: t).style["colors.fill"] == offBackground, "at \(t)")
    }
  }

  @Test func anAcceptedProposalIsTheValue() throws {
    var host = try ComponentHost(VToggle(title: "Wi-Fi"))
    let frame = try host.frame()
    let centre = Self.point(frame.laidOut.width / 2, frame.laidOut.height / 2)
    for input in Self.tap(at: centre) { host.handle(input) { $0 } }
    #expect(host.session.value == .on)
  }

  @Test func theOwnersOwnChangeReachesTheMachine() throws {
    var host = try ComponentHost(VToggle(title: "Wi-Fi"))
    #expect(ComponentHost<VToggle>.isControllable)
    #expect(host.ownerValueChanged(to: .on)?.toState.selection.name == "on+enabled")
    #expect(host.ownerValueChanged(to: .on) == nil, "a value it holds changes nothing")
  }

  @Test(arguments: [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func aSegmentIsPickedWhereItIsAndItsOwnerCanRefuseIt(direction: StyleEnvironment.LayoutDirection) throws {
    var host = try ComponentHost(
      VSegmentedPicker(items: ["Day", "Week", "Month"]), environment: StyleEnvironment(layoutDirection: direction))
    host.proposedWidth = 300
    let y = try host.frame().laidOut.height / 2
    // The right third is the last segment left to right, the first right to left.
    let right = Self.point(250, y)
    for input in Self.tap(at: right) { host.handle(input) { $0 } }
    #expect(host.session.value == (direction == .leftToRight ? 2 : 0))
    let before = host.session.value
    let middle = Self.point(150, y)
    for input in Self.tap(at: middle) { host.handle(input) { _ in before ?? 0 } }
    #expect(host.session.value == before, "refused: the owner's segment stays selected")
    host.ownerValueChanged(to: 1)
    #expect(host.session.value == 1)
  }

  @Test func aSlidersOwnerCanRefuseADragAndSetTheValue() throws {
    var host = try ComponentHost(VSlider(value: 0.5), environment: StyleEnvironment(platform: .macOS))
    host.proposedWidth = 300
    let y = try host.frame().laidOut.height / 2
    host.handle(.touchDown(Self.point(75, y))) { _ in 0.5 }
    #expect(host.session.value == 0.5, "the owner kept 0.5")
    host.handle(.touchUp(Self.point(75, y), translation: .zero, velocity: .zero)) { $0 }
    #expect(host.ownerValueChanged(to: 0.9)?.transition.outputs.isEmpty == true)
    #expect(host.session.value == 0.9)
  }

  @Test func aWheelsAndAMenuPickersOwnerSelectsTheirRow() throws {
    var wheel = try ComponentHost(VWheelPicker(items: ["S", "M", "L", "XL"], disabledItems: [3]))
    #expect(ComponentHost<VWheelPicker>.isControllable)
    #expect(wheel.ownerValueChanged(to: 2)?.transition.outputs.isEmpty == true)
    #expect(wheel.session.value == 2)
    #expect(wheel.ownerValueChanged(to: 3) == nil, "a disabled row is not taken")
    var menu = try ComponentHost(VMenuPicker(items: ["Day", "Week", "Month"]))
    menu.ownerValueChanged(to: 1)
    #expect(menu.session.value == 1)
  }

  @Test func aSteppersOwnerSetsItsValueWithinItsBounds() throws {
    var host = try ComponentHost(VStepper(value: 5))
    #expect(host.ownerValueChanged(to: 8)?.transition.outputs.isEmpty == true, "the owner is not told its own value")
    #expect(host.session.value == 8)
    host.ownerValueChanged(to: 42)
    #expect(host.session.value == 10, "clamped to 0...10")
  }

  @Test func aPresentationsOwnerHearsItDismissedAndCanKeepItShown() throws {
    var host = try ComponentHost(VModal(title: "Settings"))
    var isPresented = true
    host.send(.closeButtonTapped) {
      isPresented = $0 == .on; return isPresented ? .on : .off
    }
    #expect(host.state == .dismissing)
    let end = try #require(host.nextClockChange())
    host.advance(to: end) { proposed in
      #expect(proposed == .off)
      isPresented = false
      return .off
    }
    #expect(host.state == .dismissed && !isPresented, "the owner heard the dismissal")
    #expect(host.ownerValueChanged(to: .on)?.toState == .presenting, "the owner presents it again")
    let shown = try #require(host.nextClockChange())
    host.advance(to: shown) { _ in .on }
    host.send(.closeButtonTapped) { $0 }
    let gone = try #require(host.nextClockChange())
    let steps = host.advance(to: gone) { _ in .on }  // an owner that keeps it shown
    #expect(steps.map(\.toState) == [.dismissed, .presenting], "a dismissal the owner refuses presents it again")
  }

  @Test func voiceOverOffersTheButtonsAComponentHasNow() throws {
    var toast = try ComponentHost(VToast(state: .shown, text: "Saved"))
    #expect(toast.accessibilityActions == [HostAccessibilityAction(name: "Close", event: "closeButtonTapped")])
    let steps = toast.perform(toast.accessibilityActions[0])
    #expect(steps.map(\.toState) == [.disappearing])
    #expect(toast.accessibilityActions.isEmpty, "a leaving toast offers no Close")
    let button = try ComponentHost(VPrimaryButton(action: {}, title: "Save"))
    #expect(button.accessibilityActions.isEmpty)
  }

  @Test func everyRegisteredComponentTakesATouchAKeyAndFocusThroughItsHost() throws {
    for component in Catalog.registry.components where component.hasDrawing {
      var host = try #require(try component.host(tree: component.defaultTree()), "\(component.name)")
      let frame = try host.frame()
      let centre = Self.point(frame.laidOut.width / 2, frame.laidOut.height / 2)
      for input in Self.tap(at: centre) + [.focus(.keyboard), .key(.space, .down), .key(.space, .up), .focus(nil)] {
        host.handle(input)
      }
      _ = try host.frame()
    }
  }
}
