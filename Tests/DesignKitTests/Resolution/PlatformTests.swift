import DesignKit
import Testing

/// The platform a style resolves for: `StyleEnvironment.platform`, a model's `PlatformTable` values, and where the
/// platform comes from (a composition's environment, a native face's name for it).
@Suite struct PlatformTests {
  /// A model part with one value per platform, as VComponents' stretched button's height.
  struct Heights: Codable, Sendable, Equatable {
    var height = PlatformTable<Dimension>(iOS: 48, macOS: 40, watchOS: 64)
  }

  @Test(arguments: [
    (StyleEnvironment.Platform.iOS, 48.0), (.iPadOS, 48), (.macOS, 40), (.watchOS, 64), (.tvOS, 48), (.visionOS, 48),
  ])
  func aPlatformTableResolvesForTheEnvironmentsPlatform(platform: StyleEnvironment.Platform, height: Double) throws {
    let tree = try StyleTreeEncoder.node(for: Heights())
    let style = tree.resolved(for: InteractionState.enabled.selection, in: StyleEnvironment(platform: platform))
    #expect(style["height"] == .number(height))
  }

  @Test func theStandardEnvironmentIsIOS() {
    #expect(StyleEnvironment.standard.platform == .iOS)
    #expect(StyleEnvironment(platform: .macOS).label == "light macOS")
  }

  @Test func aNativeFaceNamesItsPlatformAndAnUnknownNameReadsAsIOS() {
    #expect(PlatformEnvironment(platform: "watchOS").styleEnvironment.platform == .watchOS)
    let unknown = PlatformEnvironment(platform: "Android")
    #expect(unknown.styleEnvironment.platform == .iOS)
    #expect(unknown.unknownNames == ["platform: Android"])
  }

  @Test func aCompositionScopeSetsThePlatform() {
    let changes = EnvironmentChanges(platform: .macOS)
    #expect(changes.applied(to: .standard).platform == .macOS)
    #expect(EnvironmentChanges().applied(to: StyleEnvironment(platform: .tvOS)).platform == .tvOS)
  }
}
