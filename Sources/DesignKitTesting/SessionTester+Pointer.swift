import DesignKit
import Testing

extension SessionTester where C: DrawableComponent {
  /// A touch goes down at `point`, in the component's own coordinates (origin at the top left of its laid-out
  /// drawing, in points), and the step is checked like `send`.
  ///
  /// The point is hit-tested as `ComponentHost.handle(_:)` tests it (`ComponentHost.hitArea(in:)`: the drawing,
  /// grown to the component's target size): outside, the press does nothing (or is a modal's outside tap); inside,
  /// it is the event the machine takes there (`pointerDown`, a slider's `pointerDown(at:)` fraction, a segmented
  /// picker's segment, a stepper's minus or plus). A caption button's gap between its icon and its caption is on
  /// the button. Needs a tester made from a component instance (`SessionTester(VPlainButton(…))`).
  ///
  ///     var tester = SessionTester(VRectangularCaptionButton(action: {}, icon: .squareAndArrowUp, title: "Share"))
  ///     tester.pressed(at: HostPoint(x: 28, y: 60)) { $0.session = .pointer(inside: true) }
  public mutating func pressed(
    at point: HostPoint, _ expect: (inout Expected) -> Void = { _ in },
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    touchStart = point
    touch(
      .touchDown(point), named: "pressed(at: \(point))", expect,
      at: Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The touch that went down at `pressed(at:)` moves to `point` (a drag: a slider's thumb follows it, a press
  /// that leaves the hit area shows unpressed), checked like `send`.
  public mutating func moved(
    to point: HostPoint, _ expect: (inout Expected) -> Void = { _ in },
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    touch(
      .touchMoved(point, translation: translation(to: point), velocity: .zero), named: "moved(to: \(point))", expect,
      at: Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The touch lifts at `point`: released inside the hit area it fires, outside it does not; checked like `send`.
  public mutating func released(
    at point: HostPoint, _ expect: (inout Expected) -> Void = { _ in },
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    touch(
      .touchUp(point, translation: translation(to: point), velocity: .zero), named: "released(at: \(point))", expect,
      at: Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func translation(to point: HostPoint) -> HostPoint {
    HostPoint(x: point.x - touchStart.x, y: point.y - touchStart.y)
  }

  /// Sends the events `input` means at its point, as one step.
  private mutating func touch(
    _ input: HostInput, named name: String, _ expect: (inout Expected) -> Void, at location: Testing.SourceLocation
  ) {
    if pointer == nil {
      guard let instance else {
        reporter(
          "\(C.componentName): \(name) needs a tester made from a component instance, whose drawing it hits",
          at: location)
        return
      }
      do {
        pointer = try ComponentHost(instance, environment: environment)
      } catch {
        reporter("\(C.componentName): \(name): the component cannot be hosted: \(error)", at: location)
        return
      }
    }
    let events = pointer?.events(for: input, in: session) ?? []
    step(events, named: name, expect, at: location)
  }
}
