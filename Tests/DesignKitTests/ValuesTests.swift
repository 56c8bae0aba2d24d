import Testing

@testable import DesignKitCore
@testable import DesignKitValues

@Suite struct ColorTests {
  @Test(arguments: [
    ("#FFF", Color.white), ("#000000", Color.black), ("#00000000", Color.clear),
    ("#ff0000", Color(red: 1, green: 0, blue: 0)),
  ])
  func parsesHex(text: String, expected: Color) {
    #expect(Color(hex: text) == expected)
  }

  @Test(arguments: ["", "#", "#12", "#12345", "#GGGGGG", "123456", "#1234567"])
  func rejectsBadHex(text: String) {
    #expect(Color(hex: text) == nil)
  }
}
