import DesignKit
import Testing

/// VComponents 8.1's per-corner radii, two-sided sizes and swipe-dismiss animations: each configured as 8.1 does,
/// read by the drawing or the machine, and accepted from presets.
@Suite struct EightOneShapesTests {
  /// The rectangle shapes a drawing draws, in order.
  static func rectangles(_ drawing: Drawing) -> [CornerRadii] {
    drawing.leaves().compactMap { if case .rectangle(let radii, _)? = $0.shape { radii } else { nil } }
  }

  @Test func oneNumberInAPresetSetsEveryCornerAndAnObjectSetsTheCornersItNames() throws {
    let theme = try PresetLoader().load(
      text:
        #"{"components": {"VModal": {"layout": {"cornerRadius": 7}}, "VDialog": {"layout": {"cornerRadius": {"topLeading": 0, "bottomTrailing": 3}}}}}"#
    )
    #expect(try theme.model(for: VModal.self).layout.cornerRadius == Corners(7))
    let dialog = try theme.model(for: VDialog.self).layout.cornerRadius
    let r = VDialogModel().layout.cornerRadius.topTrailing
    #expect(dialog == Corners(topLeading: 0, topTrailing: r, bottomTrailing: 3, bottomLeading: r))
  }

  @Test(arguments: [
    (#"-1"#, "valid: >= 0"), (#""round""#, "corner radii"), (#"{"top": 2}"#, "unknown key `top`"),
  ])
  func aBadCornerRadiusSaysWhereAndWhatIsValid(value: String, says: String) {
    let text = #"{"components": {"VModal": {"layout": {"cornerRadius": "# + value + "}}}}"
    #expect {
      _ = try PresetLoader().load(text: text, file: "bad.json")
    } throws: { error in
      let message = "\(error)"
      return message.contains("components.VModal.layout.cornerRadius") && message.contains(says)
        && message.contains("bad.json")
    }
  }

  /// 8.1's `reversesHorizontalCornersForRTLLanguages`: on, the corners change sides with the layout; off, each radius
  /// keeps its left-to-right side.
  @Test(arguments: [true, false])
  func rightToLeftTheCornersChangeSidesOnlyWhenTheModelSaysSo(reverses: Bool) throws {
    var model = VModalModel()
    model.layout.cornerRadius = Corners(topLeading: 20, topTrailing: 0, bottomTrailing: 0, bottomLeading: 0)
    model.layout.reversesCornersRightToLeft = reverses
    var rtl = StyleEnvironment.standard
    rtl.layoutDirection = .rightToLeft
    let modal = VModal(model: model, title: "Settings")
    let ltrRadii = Self.rectangles(try modal.drawing()).filter { $0.topLeading == 20 || $0.topTrailing == 20 }
    let rtlLeaves = try modal.drawing(in: rtl).leaves(in: rtl)
    let rtlRadii = rtlLeaves.compactMap { if case .rectangle(let radii, _)? = $0.shape { radii } else { nil } }
      .filter { $0.topLeading == 20 || $0.topTrailing == 20 }
    #expect(!ltrRadii.isEmpty && ltrRadii.allSatisfy { $0.topLeading == 20 })
    // Placed shapes are in left-to-right coordinates: topLeading is the left corner.
    #expect(!rtlRadii.isEmpty && rtlRadii.allSatisfy { reverses ? $0.topTrailing == 20 : $0.topLeading == 20 })
  }

  @Test func aTrailingSideBarTakesTheLeadingPanelsCornersMirrored() throws {
    var model = VSideBarModel()
    model.layout.cornerRadius = PlatformTable(
      Corners(topLeading: 0, topTrailing: 9, bottomTrailing: 4, bottomLeading: 0))
    let leading = Self.rectangles(try VSideBar(model: model, label: "Menu").drawing())
    model.misc.edge = .trailing
    let trailing = Self.rectangles(try VSideBar(model: model, label: "Menu").drawing())
    #expect(leading.contains(CornerRadii(topLeading: 0, topTrailing: 9, bottomTrailing: 4, bottomLeading: 0)))
    #expect(trailing.contains(CornerRadii(topLeading: 9, topTrailing: 0, bottomTrailing: 0, bottomLeading: 4)))
  }

  @Test func aSheetRoundsEachCornerItNamesWithItsOwnRadius() throws {
    var model = VSheetModel()
    model.layout.cornerRadius = .init(Corners(topLeading: 1, topTrailing: 2, bottomTrailing: 3, bottomLeading: 4))
    model.layout.roundedCorners = .top
    #expect(
      Self.rectangles(try VSheet(model: model).drawing()).contains(
        CornerRadii(topLeading: 1, topTrailing: 2, bottomTrailing: 0, bottomLeading: 0)))
  }

  @Test func aSliderThumbAndANotificationIconBackgroundHaveAWidthAndAHeight() throws {
    var slider = VSliderModel()
    slider.layout.thumbSize = Size(width: 30, height: 12)
    let thumbs = try VSlider(model: slider, value: 0.5).drawing().leaves().filter {
      $0.rect.width == 30 && $0.rect.height == 12
    }
    #expect(!thumbs.isEmpty)
    var notification = VNotificationModel()
    notification.layout.iconBackgroundSize = Size(width: 60, height: 30)
    let backgrounds = try VNotification(model: notification, state: .shown, icon: .envelope, title: "Hi", message: "")
      .drawing().leaves().filter { $0.rect.width == 60 && $0.rect.height == 30 }
    #expect(!backgrounds.isEmpty)
  }

  /// A dismissing swipe takes the `swipeDismiss` slot and lasts its animation; the other ways out keep `disappear`.
  @Test func aSwipedToastLeavesWithTheSwipeDismissSlotAndItsDuration() throws {
    var model = VNotificationModel()
    model.animations.swipeDismiss = .easeInOut(duration: 0.5)
    var p = model.parameters
    #expect(p.swipeDismissDuration == 0.5)
    var machine = ToastMachine(parameters: p, restingIn: .shown)
    #expect(machine.send(.swipeEnded(translation: -60, velocity: 0, height: 80))?.slot == .swipeDismiss)
    #expect(machine.send(.timePassed(0.4))?.outputs.isEmpty == true)
    #expect(machine.send(.timePassed(0.1))?.outputs == [.dismissed])
    p.swipeDismissDuration = 0
    machine = ToastMachine(parameters: p, restingIn: .shown)
    #expect(machine.send(.swipeEnded(translation: -60, velocity: 0, height: 80))?.slot == .swipeDismiss)
    #expect(machine.visualState == .removed)
    machine = ToastMachine(parameters: p, restingIn: .shown)
    #expect(machine.send(.closeButtonTapped)?.slot == .disappear)
  }

  @Test func aSwipedSideBarOrBottomSheetLeavesWithTheSwipeDismissSlot() throws {
    var sideBar = VSideBarModel()
    sideBar.animations.swipeDismiss = .easeInOut(duration: 0.3)
    let p = VSideBar.machineParameters(for: sideBar)
    #expect(p.swipeDismissDuration == 0.3)
    var machine = PresentationMachine(parameters: p, restingIn: .presented)
    #expect(machine.send(.swipeEnded(distance: 500))?.slot == .swipeDismiss)
    #expect(machine.send(.timePassed(0.29))?.outputs.isEmpty == true)
    #expect(machine.send(.timePassed(0.01))?.outputs == [.dismissed])
    let sheet = VHalfModalModel().sheetParameters(containerHeight: 800)
    #expect(sheet.presentation.swipeDismissDuration == 0.15)
  }
}
