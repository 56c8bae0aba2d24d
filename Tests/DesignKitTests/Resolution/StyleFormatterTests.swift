import DesignKit
import Testing

/// `designkit show --all-states` text: shared values first, then each state's differences.
@Suite struct StyleFormatterTests {
  static func style(width: Double, color: Color, extra: Bool = false) -> ResolvedStyle {
    var layout = [ResolvedField("width", .number(width)), ResolvedField("height", .number(44))]
    if extra { layout.append(ResolvedField("badge", .bool(true))) }
    return .object([
      ResolvedField("layout", .object(layout)),
      ResolvedField("colors", .object([ResolvedField("fill", .color(color))])),
    ])
  }

  @Test func statesWithTheSameFieldsListSharedValuesOnceAndDifferencesPerState() {
    let lines = StyleFormatter().lines(forStates: [
      ("enabled", Self.style(width: 51, color: .black)), ("pressed", Self.style(width: 51, color: .white)),
    ])
    #expect(
      lines == [
        "every state:", "  layout.width   51", "  layout.height  44", "", "enabled:", "  colors.fill    #000000", "",
        "pressed:", "  colors.fill    #FFFFFF",
      ])
  }

  @Test func aStateWithOtherFieldsIsComparedByPath() {
    // The second state has a leaf the first lacks and the first state's paths lead: it is left out, as before.
    let lines = StyleFormatter().lines(forStates: [
      ("enabled", Self.style(width: 51, color: .black)), ("pressed", Self.style(width: 60, color: .black, extra: true)),
    ])
    #expect(
      lines == [
        "every state:", "  layout.height  44", "  colors.fill    #000000", "", "enabled:", "  layout.width   51", "",
        "pressed:", "  layout.width   60",
      ])
  }
}
