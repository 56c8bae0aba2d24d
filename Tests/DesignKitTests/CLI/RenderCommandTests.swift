import DesignKit
import Foundation
import Testing

/// `designkit render`, end to end through the built executable.
@Suite(.serialized) struct RenderCommandTests {
  @Test func rendersTheGalleryAndAFilmstrip() throws {
    let base = try makeTemporaryFolder("render-test")
    defer { try? FileManager.default.removeItem(atPath: base) }
    let run = try CLIRun(["render", "--out", base + "/g", "--preset", "Models/brand.json", "--scheme", "dark"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("wrote "))
    let html = try #require(RepoPaths.read(base + "/g/index.html"))
    #expect(html.contains("What it changes against default"))
    #expect(FileManager.default.fileExists(atPath: base + "/g/svg/VToggle/on-pressed-dark.svg"))
    #expect(!FileManager.default.fileExists(atPath: base + "/g/svg/VToggle/on-pressed-light.svg"))
    let strip = try CLIRun([
      "render", "--transition", "VToggle", "--events", "pointerDown,pointerUp", "--fps", "30", "--out", base + "/f",
    ])
    #expect(strip.status == 0, "\(strip.stderr)")
    #expect(FileManager.default.fileExists(atPath: base + "/f/frames/dark/1-3.svg"))
  }

  /// `--platform` draws the platform's defaults, as `show --platform` prints them: a watch's stretched button is 64 pt
  /// high with a title3 title, where an iPhone's is 50 pt with a body title.
  @Test func rendersThePlatformsDefaults() throws {
    let base = try makeTemporaryFolder("render-test")
    defer { try? FileManager.default.removeItem(atPath: base) }
    var pictures: [String: String] = [:]
    for platform in ["iOS", "watchOS"] {
      let run = try CLIRun([
        "render", "VStretchedButton", "--platform", platform, "--scheme", "light", "--out", base + "/" + platform,
      ])
      #expect(run.status == 0, "\(run.stderr)")
      let html = try #require(RepoPaths.read(base + "/\(platform)/index.html"))
      #expect(html.contains(" · watchOS") == (platform == "watchOS"), "\(platform)")
      let picture = try #require(RepoPaths.read(base + "/\(platform)/svg/VPrimaryButton/enabled-light.svg"))
      pictures[platform] = picture
    }
    #expect(pictures["iOS"] != pictures["watchOS"])
    // The watch's title is the 19 pt title3 (the phone's the 17 pt body), on a 64 pt background from y 12 to 76.
    #expect(pictures["watchOS"]?.contains(#"font-size="19""#) == true)
    #expect(pictures["watchOS"]?.contains("76 L44 76") == true)
    #expect(pictures["iOS"]?.contains(#"font-size="17""#) == true)
    try CLIRun.expectUsageError(
      ["render", "--out", "x", "--platform", "android"], saying: "`--platform` must be one of iOS")
  }

  @Test(arguments: [
    (["render"], "needs `--out DIR`"),
    (["render", "--out", "x", "--scheme", "purple"], "`--scheme` must be one of light, dark, both"),
    (["render", "--out", "x", "--transition", "VToggle"], "needs `--events"),
    (["render", "--out", "x", "--transition", "VToggle", "--events", "pointerDown", "--fps", "0"], "`--fps` must be"),
    (["render", "--out", "x", "--fps", "30"], "only goes with `--transition"),
    (["render", "--out", "x", "--color", "red"], "unknown option `--color`"),
    (["render", "VToggle", "--out", "x", "--compose", "s.json"], "`render --compose` draws the document's components"),
    (["render", "--out", "x", "--compose", "s.json", "--fps", "30"], "`--fps` does not go with `--compose`"),
  ])
  func usageErrorsExitTwo(arguments: [String], message: String) throws {
    try CLIRun.expectUsageError(arguments, saying: message)
  }

  @Test func unknownComponentsAreUsageErrorsAndUnwritableFoldersExitOneAndWriteNothing() throws {
    let base = try makeTemporaryFolder("render-test")
    defer { try? FileManager.default.removeItem(atPath: base) }
    let unknown = try CLIRun(["render", "VTogle", "--out", base + "/g"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("did you mean `VToggle`"), "\(unknown.stderr)")
    try Data("x".utf8).write(to: URL(fileURLWithPath: base + "/file"))
    let overFile = try CLIRun(["render", "--out", base + "/file/g"])
    #expect(overFile.status == 1)
    #expect(overFile.stderr.contains("cannot write the gallery"), "\(overFile.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: base) == ["file"])
  }
}
