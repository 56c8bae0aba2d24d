import DesignKit
import Testing

/// The gallery draws a screen in its platform's device: a phone's bezel on iOS, a window on macOS and visionOS, a thin
/// bezel on tvOS, a watch's case on watchOS (issue 37).
@Suite struct DeviceFrameTests {
  /// The laid-out gallery cell of a 100 × 60 screen on `platform`.
  static func framed(
    on platform: StyleEnvironment.Platform, direction: StyleEnvironment.LayoutDirection = .leftToRight
  ) -> LaidOutDrawing {
    var environment = StyleEnvironment.standard
    environment.platform = platform
    environment.layoutDirection = direction
    let screen = Drawing.shape(.rectangle(CornerRadii(0), .continuous), fill: Color(white255: 128))
      .frame(width: 100, height: 60).screen()
    return Gallery(theme: .default).laidOut(screen, environment: environment)
  }

  @Test func aMacWindowHasATitleBarWithItsThreeButtons() throws {
    let leaves = Self.framed(on: .macOS).leaves
    let buttons = leaves.filter { $0.shape == .circle && $0.rect.width == 12 }
    // Close, minimize and zoom, AppKit's red, yellow and green.
    #expect(
      buttons.map(\.fill) == [Color(rgb255: 255, 95, 87), Color(rgb255: 254, 188, 46), Color(rgb255: 40, 200, 64)])
    // The title bar sits above the screen: the screen starts a title bar's height below the buttons' bar.
    let screen = try #require(leaves.first { $0.fill == Color(white255: 128) })
    let bar = try #require(buttons.first)
    #expect(screen.rect.y - bar.rect.y > 14)
    #expect(screen.rect.width == 100)
  }

  @Test func eachPlatformHasItsOwnFrameAroundTheSameScreen() {
    let widths = StyleEnvironment.Platform.allCases.map { Self.framed(on: $0).width }
    // The phone's 10 pt bezel, the iPad's 16, the TV's 8, a watch's 12 and its crown, a window's hairline.
    #expect(Set(widths).count >= 4, "\(widths)")
    let tv = Self.framed(on: .tvOS).width
    let phone = Self.framed(on: .iOS).width
    #expect(phone - tv == 2 * (10 - 8))
  }

  @Test func aWatchsCrownStaysOnTheRightInEitherDirection() throws {
    for direction in [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft] {
      let leaves = Self.framed(on: .watchOS, direction: direction).leaves
      let screen = try #require(leaves.first { $0.fill == Color(white255: 128) })
      let crown = try #require(leaves.first { $0.rect.width == 6 && $0.rect.height == 30 })
      #expect(crown.rect.x > screen.rect.x + screen.rect.width, "\(direction)")
    }
  }
}
