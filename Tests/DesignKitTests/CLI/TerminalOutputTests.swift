import DesignKit
import Testing

/// What reaches a terminal: colors only when wanted (no-color.org, `TERM=dumb`), swatches that do not lie about
/// transparency, numbers rounded for people.
@Suite struct TerminalOutputTests {
  @Test(
    arguments: [
      (true, [:], true), (false, [:], false), (true, ["NO_COLOR": "1"], false), (true, ["NO_COLOR": ""], true),
      (true, ["TERM": "dumb"], false), (true, ["TERM": "xterm-256color"], true),
    ] as [(Bool, [String: String], Bool)])
  func colorsOnlyWhenWanted(isTerminal: Bool, environment: [String: String], expected: Bool) {
    #expect(StyleFormatter.wantsColor(isTerminal: isTerminal, environment: environment) == expected)
  }

  @Test func aClearSwatchIsNotDrawnBlack() throws {
    let formatter = StyleFormatter(colorSwatches: true)
    let clear = try #require(Color(hex: "#00000000"))
    let black = try #require(Color(hex: "#000000"))
    #expect(formatter.swatch(clear) != formatter.swatch(black))
    #expect(!formatter.swatch(clear).contains("48;2;0;0;0"))
    let translucent = try #require(Color(hex: "#00000080"))
    #expect(!formatter.swatch(translucent).contains("48;2;0;0;0"))
  }

  @Test(arguments: [
    (37.64705882352941, "37.65"), (0.125, "0.125"), (44, "44"), (0.0004, "0"), (-1.005, "-1"), (1.5, "1.5"),
  ])
  func numbersRoundForPeople(value: Double, text: String) {
    #expect(StyleFormatter.number(value) == text)
  }

  @Test func jsonWritesColorsAsShowPrintsThem() throws {
    let color = Color(red: 0.5, green: 0.25, blue: 0.123, alpha: 1)
    #expect(ResolvedStyle.color(color).json.stringValue == StyleFormatter().text(for: .color(color)))
  }
}
