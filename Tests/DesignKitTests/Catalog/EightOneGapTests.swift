import DesignKit
import Testing

/// The VComponents 8.1 properties the value pickers, indicators and state pickers gained: each one draws what it says.
@Suite struct EightOneGapTests {
  @Test func aCheckboxDrawsTheGlyphsItsModelNames() throws {
    var model = VCheckBoxModel()
    model.layout.onIcon = .xmark
    model.layout.indeterminateIcon = .plus
    func icons(_ value: CheckboxValue) throws -> [DrawingShape] {
      try VCheckBox(model: model, state: .init(value), title: "Remember me").drawing().leaves()
        .compactMap(\.shape).filter { if case .icon = $0 { true } else { false } }
    }
    #expect(try icons(.on) == [.icon(.xmark)])
    #expect(try icons(.indeterminate) == [.icon(.plus)])
    #expect(try icons(.off).isEmpty)
  }

  @Test func aPresetNamesAGlyphBySFSymbolsNameWithADidYouMean() throws {
    let model = try PresetDecoder().decode(VCheckBoxModel.self, from: ##"{"layout": {"onIcon": "chevron.down"}}"##)
    #expect(model.layout.onIcon == .chevronDown)
    let diagnostics = expectedDiagnostics {
      _ = try PresetDecoder().decode(VCheckBoxModel.self, from: ##"{"layout": {"onIcon": "chekmark"}}"##)
    }
    #expect(diagnostics.first?.suggestions.contains("checkmark") == true, "\(diagnostics)")
  }

  @Test func cornerRadiiShapeTheRadioTheToggleThumbAndThePageDots() throws {
    var radio = VRadioButtonModel()
    radio.layout.cornerRadius = 3
    radio.layout.bulletCornerRadius = 1
    let shapes = try VRadioButton(model: radio, state: .init(.on), title: "Small").drawing().leaves().compactMap(
      \.shape)
    #expect(
      shapes.contains(.rectangle(CornerRadii(3), .circular)) && shapes.contains(.rectangle(CornerRadii(1), .circular)))
    var toggle = VToggleModel()
    toggle.layout.thumbCornerRadius = 4
    #expect(
      try VToggle(model: toggle, title: "Wi-Fi").drawing().leaves().contains {
        $0.shape == .rectangle(CornerRadii(4), .circular)
      })
    var dots = VPageIndicatorModel()
    dots.finite.layout.dotCornerRadius = 2
    dots.finite.layout.unselectedDotScale = 0.5
    let radii = try VPageIndicator(model: dots, type: .finite, pageCount: 3, selectedPage: 0).drawing().leaves()
      .compactMap(\.shape)
    #expect(
      radii == [
        .rectangle(CornerRadii(2), .circular), .rectangle(CornerRadii(1), .circular),
        .rectangle(CornerRadii(1), .circular),
      ])
  }

  @Test(arguments: AxisDirection.allCases)
  func aProgressFillEndsSquareWhenItsEndIsNotRounded(direction: AxisDirection) throws {
    var model = VProgressBarModel()
    model.layout.direction = direction
    model.layout.roundsProgressEnd = false
    let style = try VProgressBar(model: model, value: 0.5).drawingStyle()
    let fill = try #require(
      try VProgressBar(model: model, value: 0.5).drawing().leaves().first {
        $0.fill == (try? style.color("colors.progress"))
      })
    guard case .rectangle(let radii, _) = fill.shape else { Issue.record("\(String(describing: fill.shape))"); return }
    let r = model.layout.cornerRadius.points(on: .iOS)
    // The start corners stay rounded with the track; the end's are square.
    let expected: [AxisDirection: CornerRadii] = [
      .leadingToTrailing: CornerRadii(topLeading: r, topTrailing: 0, bottomTrailing: 0, bottomLeading: r),
      .trailingToLeading: CornerRadii(topLeading: 0, topTrailing: r, bottomTrailing: r, bottomLeading: 0),
      .topToBottom: CornerRadii(topLeading: r, topTrailing: r, bottomTrailing: 0, bottomLeading: 0),
      .bottomToTop: CornerRadii(topLeading: 0, topTrailing: 0, bottomTrailing: r, bottomLeading: r),
    ]
    #expect(radii == expected[direction])
  }

  @Test func aSlidersFillEndsSquareUnderTheThumbWhenItsEndsAreNotRounded() throws {
    var model = VSliderModel()
    model.layout.roundsProgressEnds = false
    let slider = VSlider(model: model, value: 0.5)
    let style = try slider.drawingStyle()
    let fill = try #require(try slider.drawing().leaves().first { $0.fill == (try? style.color("colors.progress")) })
    let r = model.layout.cornerRadius
    #expect(
      fill.shape
        == .rectangle(CornerRadii(topLeading: r, topTrailing: 0, bottomTrailing: 0, bottomLeading: r), .continuous))
  }
}
