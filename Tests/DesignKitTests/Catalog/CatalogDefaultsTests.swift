import DesignKit
import Testing

/// Where the catalog's defaults deliberately differ from VComponents' numbers, pinned.
@Suite struct CatalogDefaultsTests {
  /// Containers round by the theme's radius (VComponents: modal, sheet, accordion, side bar and half modal 15,
  /// dialog 20, toast a capsule).
  @Test func containersRoundByTheThemesRadius() {
    let corners = [
      VModalModel().layout.cornerRadius, VDialogModel().layout.cornerRadius, VSheetModel().layout.cornerRadius[.iOS],
      VAccordionModel().layout.cornerRadius,
    ]
    #expect(corners.allSatisfy { $0 == Corners(12) })
    // A side bar rounds the corners away from its edge only.
    #expect(
      VSideBarModel().layout.cornerRadius[.iOS]
        == Corners(topLeading: 0, topTrailing: 12, bottomTrailing: 12, bottomLeading: 0))
    let radii = [VHalfModalModel().layout.cornerRadius, VToastModel().success.layout.cornerRadius]
    #expect(radii.allSatisfy { $0 == 12 })
    var theme = Foundations()
    theme.cornerRadius = 20
    #expect(VModalModel(foundations: theme).layout.cornerRadius == 20)
  }

  /// A modal appears with the standard motion (VComponents: 0.05 s).
  @Test func aModalAppearsWithStandardMotion() {
    #expect(AnimationEvaluator(VModalModel().animations.appear).duration == 0.2)
    #expect(VModal().machineParameters.appearDuration == 0.2)
  }

  /// A dialog's buttons are 44 pt tall to meet the target size (VComponents: 40), and 22 on macOS (VComponents 8.1,
  /// a pointer's target).
  @Test func dialogButtonsMeetTheTargetSize() {
    let model = VDialogModel()
    let buttons = [model.primaryButton, model.secondaryButton, model.destructiveButton]
    #expect(buttons.map { $0.layout.minHeight.points(on: .iOS) } == [44, 44, 44])
    #expect(buttons.map { $0.layout.minHeight.points(on: .macOS) } == [22, 22, 22])
  }

  /// VComponents' numbers kept as they are.
  @Test func vcomponentsNumbersKept() {
    #expect(
      VHalfModalModel().layout.minHeight[.iOS] == 0.3 && VHalfModalModel().layout.maxHeight[.iOS] == 0.9)
    #expect(VHalfModalModel().misc.swipeThresholdFraction == 0.1 && VHalfModalModel().misc.flickVelocity == 600)
    #expect(
      VHalfModalModel().animations.snap
        == .interpolatingSpring(mass: 1, stiffness: 300, damping: 30, initialVelocity: 1))
    #expect(VSideBarModel().layout.widthFraction[.iOS] == 0.67)
    #expect(VSpinnerModel().continuous.layout.dimension.points(on: .iOS) == 15)
    #expect(VProgressBarModel().layout.height.points(on: .iOS) == 10)
    #expect(VPageIndicatorModel().infinite.layout.edgeDotScale == 0.5)
    #expect(VToastModel().info.misc.displayDuration == 3)
  }
}
