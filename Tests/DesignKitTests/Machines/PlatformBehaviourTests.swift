import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// Behaviours the platforms have and people expect: each one documented in its machine's description.
@Suite struct PlatformBehaviourTests {
  @Test func aTapOutsideAnActionSheetRunsItsCancelAction() throws {
    let cancelled = Locked(0)
    let sheet = VActionSheet(
      title: "Photo",
      actions: [.init("Take Photo"), .init("Cancel", role: .cancel) { cancelled.withLock { $0 += 1 } }])
    var session = try sheet.session()
    let tap = session.send(.outsideTapped)
    #expect(tap.map { Array($0.transition.outputs.prefix(2)) } == [MachineOutput.valueChanged(1), .actionFired])
    #expect(tap?.toState == .dismissing)
    #expect(cancelled.withLock { $0 } == 1)
  }

  @Test func aTapOutsideASheetWithoutCancelOnlyDismisses() throws {
    var session = try VActionSheet(title: "Photo", actions: [.init("Take Photo")]).session()
    #expect(session.send(.outsideTapped)?.transition.outputs.contains(.actionFired) == false)
    #expect(session.state == .dismissing)
  }

  @Test(arguments: [KeyboardKey.arrowDown, .arrowUp])
  func anArrowOnAFocusedClosedMenuPickerOpensIt(key: KeyboardKey) throws {
    var session = try VMenuPicker.galleryPreview.session()
    #expect(session.send(.keyDown(key)) == nil)  // not focused: the key goes elsewhere
    _ = session.send(.focusGained(.keyboard))
    let open = session.send(.keyDown(key))
    #expect(open?.toState.value == .open)
    #expect(open?.transition.slot == .appear)
    #expect(session.machine.state.highlighted == session.machine.selection)
  }

  @Test func aFingerHeldOnAToastPausesItsTimer() throws {
    var session = try VToast(state: .shown, text: "Saved").session()
    _ = session.send(.timePassed(1))
    _ = session.send(.pointerDown)
    _ = session.send(.timePassed(60))
    #expect(session.state == .shown)
    _ = session.send(.pointerUp)
    _ = session.send(.timePassed(1.9))
    #expect(session.state == .shown)  // the two seconds that were left resume
    _ = session.send(.timePassed(0.2))
    #expect(session.state != .shown)
  }

  @Test func theKeyboardChoosesWhichRangeSliderThumbMoves() throws {
    var session = try VRangeSlider(lower: 0.2, upper: 0.6, step: 0.1).session()
    _ = session.send(.thumbFocused(.upper))
    #expect(session.machine.state.interaction.focus == .focusVisible)
    #expect(session.send(.keyDown(.arrowRight))?.transition.outputs == [.valueChanged(.range(lower: 0.2, upper: 0.7))])
    _ = session.send(.thumbFocused(.lower))
    #expect(session.send(.keyDown(.arrowLeft))?.transition.outputs == [.valueChanged(.range(lower: 0.1, upper: 0.7))])
    #expect(session.value == .range(lower: 0.1, upper: 0.7))
  }
}
