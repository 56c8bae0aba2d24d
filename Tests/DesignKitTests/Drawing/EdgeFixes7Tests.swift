import DesignKit
import Testing

/// Issue 37's remaining looks: sheets that spring, screens in a device's frame, a rolling counter whose separators
/// stay put, and the settings card's bordered Cancel.
@Suite struct EdgeFixes7Tests {
  /// The half modal and the side bar rise on SwiftUI's smooth spring (duration 0.5 s, no bounce), as iOS presents a
  /// sheet: the animation-math test vectors B, eased at the start and never past the detent. On main they moved
  /// linearly over 0.2 s (71 pt a frame at 30 fps on a 375 × 667 screen).
  @Test func theHalfModalAndTheSideBarPresentOnASpring() throws {
    // (At 1 s the spring has settled, 0.73 s in, and the sheet stands at its detent: exactly 1.)
    let times = [0.1, 0.2, 0.5, 1.0]
    let expected = [0.35773955647, 0.715415689086, 0.986399068534, 1]
    var sheet = try ComponentHost(VHalfModal(state: .init(.dismissed), title: "Filters"))
    sheet.send(.presentation(.bindingChanged(true)))
    var bar = try ComponentHost(VSideBar(state: .dismissed, label: "Menu"))
    bar.send(.bindingChanged(true))
    let fractions = [
      try times.map { try sheet.frame(at: $0).motion.presented },
      try times.map { try bar.frame(at: $0).motion.presented },
    ]
    for fractions in fractions {
      for (fraction, value) in zip(fractions, expected) { #expect(abs(fraction - value) < 1e-6) }
    }
    let steps = try (0...30).map { try sheet.frame(at: Double($0) / 30).motion.presented }
    #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 <= $1 } && steps.allSatisfy { $0 <= 1 })
    #expect(VHalfModalModel().animations.disappear == Motion.spatial)
  }

  /// Dismissed on the spring, a sheet and a side bar end wholly off the screen, their shadows too: nothing they draw
  /// shows inside it.
  @Test func aDismissedSheetLeavesNoShadowOnTheScreen() throws {
    var sheet = try ComponentHost(VHalfModal(title: "Filters"))
    sheet.advance(to: 2)
    sheet.send(.presentation(.closeButtonTapped))
    var bar = try ComponentHost(VSideBar(label: "Menu"))
    bar.advance(to: 2)
    bar.send(.bindingChanged(false))
    for frame in [try sheet.frame(at: 4), try bar.frame(at: 4)] {
      #expect(frame.motion.presented == 0)
      // The shadow (radius 10) reaches 3 radii past the surface: the surface lies at least that far off screen.
      let shown = frame.laidOut.leaves.filter { $0.opacity > 0 }
      #expect(!shown.isEmpty)
      for leaf in shown {
        let off =
          leaf.rect.y >= frame.laidOut.height + 30 - 0.01 || leaf.rect.x + leaf.rect.width <= -30 + 0.01
        #expect(off, "\(leaf.rect) shows on a \(frame.laidOut.width) × \(frame.laidOut.height) screen")
      }
    }
  }

  /// A screen-sized sample is drawn in a device's frame, its bars reaching the screen's edges; anything else is drawn
  /// on the canvas as before.
  @Test func aScreenIsDrawnInADevicesFrame() throws {
    let navigation = try VNavigationView(rootTitle: "Settings", destinations: ["General"]).drawing(in: .standard)
    #expect(navigation.isScreen)
    #expect(try !VPrimaryButton(action: {}, title: "Save").drawing(in: .standard).isScreen)
    let gallery = Gallery(theme: .default)
    let laidOut = gallery.laidOut(navigation, environment: .standard)
    let bezel = 10.0
    let framedWidth: Double = 375 + 2 * bezel
    #expect(laidOut.width == framedWidth + 2 * gallery.margin)
    let leaves = laidOut.leaves
    let frame = try #require(leaves.first { $0.shape != nil && $0.rect.width == framedWidth })
    #expect(frame.rect.x == gallery.margin)
    // The navigation bar (the white fill a bar's height tall) spans the screen, from bezel to bezel.
    let bar = try #require(leaves.first { $0.fill == Color(white255: 255) && $0.rect.height < 100 })
    #expect(bar.rect.x == gallery.margin + bezel && bar.rect.width == 375)
  }

  /// Rolling up from 999.45 to 1,234.50 the new grouping separator fades in where it stands and the decimal
  /// separator does not move, at every frame; the digits roll. On main the "," rolled in from below, cut by its place.
  @Test func separatorsStayInPlaceAndFadeWhileDigitsRoll() throws {
    var host = try ComponentHost(VRollingCounter(value: 999.45))
    host.advance(to: 1)
    host.send(.bindingChanged(1234.5))
    var commaOpacity: [Double] = []
    var pointY: Set<Double> = []
    var commaY: Set<Double> = []
    var digitY: Set<Double> = []
    for k in 0...8 {
      let leaves = try host.frame(at: 1 + Double(k) / 32).laidOut.leaves
      if let comma = leaves.first(where: { $0.text == "," }) {
        commaOpacity.append(comma.opacity)
        commaY.insert(comma.rect.y)
      }
      pointY.formUnion(leaves.filter { $0.text == "." }.map(\.rect.y))
      digitY.formUnion(leaves.filter { $0.text == "2" }.map(\.rect.y))
    }
    #expect(commaY.count == 1 && pointY.count == 1, "separators move: \(commaY), \(pointY)")
    #expect(zip(commaOpacity, commaOpacity.dropFirst()).allSatisfy { $0 <= $1 })
    #expect((commaOpacity.first ?? 1) < 0.5 && commaOpacity.last == 1)
    #expect(digitY.count > 2, "the digits roll")
  }

  /// No frame of a roll shows two characters in one place both more than half there: the leaving digit fades out
  /// over the first half, the coming one in over the second.
  @Test func aRollShowsOneLegibleCharacterPerPlace() throws {
    var host = try ComponentHost(VRollingCounter(value: 1235.51))
    host.advance(to: 1)
    host.send(.bindingChanged(1234.5))
    for k in 0...8 {
      let leaves = try host.frame(at: 1 + Double(k) / 32).laidOut.leaves
      // The place of the whole-number digit going from 5 to 4 (the fraction's 5 stays).
      let place = try #require(leaves.first { $0.text == "4" }).rect
      let here = leaves.filter { abs($0.rect.x - place.x) < 0.5 }
      let four = here.filter { $0.text == "4" }.map(\.opacity)
      let five = here.filter { $0.text == "5" }.map(\.opacity)
      #expect(!(four.contains { $0 > 0.5 } && five.contains { $0 > 0.5 }), "frame \(k): 4 at \(four), 5 at \(five)")
    }
  }

  /// The settings card's Cancel is the bordered variant of Save's button: outlined beside the filled Save, the same
  /// height, each title centred in its button, side by side and stacked at accessibility5, in either direction.
  @Test(
    arguments: [DynamicTypeSize.large, .accessibility5], [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func theSettingsCardsCancelIsBordered(size: DynamicTypeSize, direction: StyleEnvironment.LayoutDirection) throws {
    let leaves = try EdgeFixes5Tests.settingsCard(size: size, direction: direction)
    /// The title's line and the smallest shape around it (its button).
    func button(_ title: String) throws -> (line: DrawingRect, button: DrawnLeaf) {
      let line = try #require(leaves.first { $0.text == title }).rect
      let shape = try #require(
        leaves.filter { leaf in
          leaf.shape != nil && leaf.rect.y <= line.y && leaf.rect.y + leaf.rect.height >= line.y + line.height
            && leaf.rect.x <= line.x && leaf.rect.x + leaf.rect.width >= line.x + line.width
        }.min { $0.rect.width * $0.rect.height < $1.rect.width * $1.rect.height })
      return (line, shape)
    }
    let cancel = try button("Cancel")
    let save = try button("Save")
    #expect(cancel.button.stroke != nil && (cancel.button.fill?.alpha ?? 0) == 0, "Cancel is outlined")
    #expect((save.button.fill?.alpha ?? 0) == 1, "Save is filled")
    #expect(abs(cancel.button.rect.height - save.button.rect.height) < 0.5)
    for (line, shape) in [cancel, save].map({ ($0.line, $0.button.rect) }) {
      #expect(abs(line.midX - shape.midX) < 0.5, "a title \(line) off the centre of its button \(shape)")
    }
  }
}
