import DesignKit
import Testing

/// Scenarios of the misc components: text types, lazily built rows.
@Suite struct MiscTests {
  @Test func textTypesHaveTheirOwnLineLimits() throws {
    var model = VTextModel()
    #expect(VText(model: model, type: .singleLine, text: "a").lineLimit == 1)
    #expect(VText(model: model, type: .multiLine, text: "a").lineLimit == nil)
    model.multiLine.fonts.textConfiguration.maximumLines = 3
    #expect(VText(model: model, type: .multiLine, text: "a").lineLimit == 3)
    #expect(
      try VText(model: model, type: .multiLine, text: "a").resolvedStyle()["fonts.textConfiguration.maximumLines"]
        == .number(3))
  }

  @Test func aDisabledTextTurnsSecondary() throws {
    let text = try VText(state: .disabled, text: "a").resolvedStyle()
    #expect(text["colors.text"] == .color(Palette.secondaryText.light))
  }

  @Test(arguments: [
    // 44 pt rows, 2 prefetched each side, 100 rows.
    (0.0, 440.0, 0..<12), (440, 880, 8..<22), (4390, 4500, 97..<100), (-100, 0, 0..<2), (0, 0, 0..<0),
  ])
  func rowsBuiltForAVisibleRange(top: Double, bottom: Double, rows: Range<Int>) {
    #expect(VLazyScrollView(rowCount: 100).builtRows(visibleFrom: top, to: bottom) == rows)
  }

  @Test func rowSpacingAndMarginsMoveTheBuiltRows() {
    var model = VLazyScrollViewModel()
    model.layout.rowSpacing = 6
    model.layout.contentMargins = Insets(top: 100, leading: 0, bottom: 0, trailing: 0)
    // Rows start at 100 with a pitch of 50: 100…150 is row 0, 600…650 is row 10.
    #expect(
      VLazyScrollView(model: model, rowCount: 50, prefetchRows: 0).builtRows(visibleFrom: 600, to: 650) == 10..<11)
  }
}
