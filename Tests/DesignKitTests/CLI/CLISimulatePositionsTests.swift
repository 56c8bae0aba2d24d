import Testing

/// `designkit simulate` with positioned touches (`pointerDown@12,30`), hit-tested against the component's drawing.
@Suite struct CLISimulatePositionsTests {
  @Test func aPressInACaptionButtonsGapFiresAndOneOutsideChangesNothing() throws {
    let inside = try CLIRun(["simulate", "VRectangularCaptionButton", "--events", "pointerDown@28,60,pointerUp@28,60"])
    #expect(inside.status == 0, "\(inside.stderr)")
    #expect(inside.stdout.contains("pointerDown@28,60: pointerDown"), "\(inside.stdout)")
    #expect(inside.stdout.contains("pointerUp@28,60: pointerUp") && inside.stdout.contains("actionFired"))
    let outside = try CLIRun([
      "simulate", "VRectangularCaptionButton", "--events", "pointerDown@28,300,pointerUp@28,300",
    ])
    #expect(outside.status == 0)
    #expect(outside.stdout.contains("pointerDown@28,300: outside the hit area"), "\(outside.stdout)")
    #expect(!outside.stdout.contains("actionFired"))
  }

  @Test func aBadPositionIsAUsageErrorSayingWhatIsValid() throws {
    let run = try CLIRun(["simulate", "VPrimaryButton", "--events", "pointerDown@12"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("a position is two numbers in points, x then y"), "\(run.stderr)")
    let wrong = try CLIRun(["simulate", "VPrimaryButton", "--events", "keyDown(space)@12,30"])
    #expect(wrong.stderr.contains("only pointerDown, pointerMoved and pointerUp take a position"), "\(wrong.stderr)")
  }
}
