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
    dots.finite.layout.selectedDotCornerRadius = 2
    dots.finite.layout.dotCornerRadius = 1
    let radii = try VPageIndicator(model: dots, type: .finite, pageCount: 3, selectedPage: 0).drawing().leaves()
      .compactMap(\.shape)
    #expect(
      radii == [
        .rectangle(CornerRadii(2), .circular), .rectangle(CornerRadii(1), .circular),
        .rectangle(CornerRadii(1), .circular),
      ])
  }

  /// 8.1's page dots: width, height, corner radius and border width per selection state, a wider selected dot drawn
  /// as a bar; the compact (infinite) dots share one width and height but not their radius and border.
  @Test func pageDotsTakeTheirSizeRadiusAndBorderFromTheirSelectionState() throws {
    var model = VPageIndicatorModel()
    model.finite.layout.selectedDotWidth = 24
    model.finite.layout.selectedDotHeight = 6
    model.finite.layout.selectedDotBorderWidth = 2
    model.finite.layout.dotWidth = 8
    model.finite.layout.dotHeight = 10
    func border(_ leaf: DrawnLeaf) -> Double? {
      if case .shape(_, _, let paint, _) = leaf.node { paint.lineWidth } else { nil }
    }
    let finite = try VPageIndicator(model: model, type: .finite, pageCount: 3, selectedPage: 1).drawing().leaves()
    #expect(finite.map(\.rect.width) == [8, 24, 8] && finite.map(\.rect.height) == [10, 6, 10])
    #expect(finite.map(border) == [0, 2, 0])
    model.infinite.layout.dotWidth = 12
    model.infinite.layout.dotHeight = 4
    model.infinite.layout.selectedDotCornerRadius = 2
    model.infinite.layout.dotBorderWidth = 1
    let infinite = try VPageIndicator(model: model, type: .infinite, pageCount: 20, selectedPage: 9).drawing().leaves()
    // The window of 7 has the selected page in its middle, at full size with its own radius and no border.
    let middle = infinite[3]
    #expect(middle.rect.width == 12 && middle.rect.height == 4 && border(middle) == 0)
    #expect(middle.shape == .rectangle(CornerRadii(2), .circular))
    #expect(infinite[2].rect.width == 12 && border(infinite[2]) == 1)
    // The edge dots are at the edge scale (0.5), their border with them.
    #expect(infinite[0].rect.width == 6 && border(infinite[0]) == 0.5)
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
