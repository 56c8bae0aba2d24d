import DesignKit
import Testing

/// The version a user reads is one version: the library's, the CLI's (`CLIHelpTests.versionPrintsTheLibraryVersion`),
/// the README's install section and the CHANGELOG's newest release; and the CHANGELOG tells a breaking change with
/// what to write instead.
@Suite struct ReleaseTests {
  static let changelog = RepoPaths.root + "/CHANGELOG.md"

  /// The versions the CHANGELOG's release headings name, newest first (`## [0.14.0] - 2026-12-06`).
  static func releases(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("## ["), let end = line.firstIndex(of: "]") else { return nil }
      return String(line[line.index(line.startIndex, offsetBy: 4)..<end])
    }
  }

  @Test func theVersionIsSemantic() {
    let parts = DesignKitVersion.current.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
  }

  @Test func theChangelogsNewestReleaseIsTheLibrarysVersion() throws {
    let text = try #require(RepoPaths.read(Self.changelog), "no CHANGELOG.md")
    let releases = Self.releases(in: text)
    #expect(releases.first == "Unreleased", "the CHANGELOG starts with an Unreleased section for what follows")
    #expect(
      releases.dropFirst().first == DesignKitVersion.current,
      "the CHANGELOG's newest release is \(releases.dropFirst().first ?? "missing"); the library says \(DesignKitVersion.current)"
    )
  }

  @Test func theReadmeNamesTheLibrarysVersion() throws {
    let text = try #require(RepoPaths.read(ReadmeTests.readme))
    let marker = "The version is `"
    let after = try #require(text.components(separatedBy: marker).dropFirst().first, "no version line in the README")
    let version = after.prefix { $0 != "`" }
    #expect(version == DesignKitVersion.current[...])
    #expect(
      text.contains("from: \"\(DesignKitVersion.current)\""), "the README's version requirement names another version")
  }

  @Test func everyBreakingEntrySaysHowToMigrate() throws {
    let text = try #require(RepoPaths.read(Self.changelog), "no CHANGELOG.md")
    let entries = text.components(separatedBy: "\n- ").dropFirst().map { $0.components(separatedBy: "\n\n")[0] }
    let breaking = entries.filter { $0.hasPrefix("**Breaking:**") }
    #expect(!breaking.isEmpty)
    for entry in breaking {
      #expect(entry.contains("**Migrate:**"), "a breaking entry without a migration line: \(entry.prefix(80))")
    }
  }
}

/// The spellings 0.14.0 renamed still build what their new names build, for one release (CHANGELOG.md's Deprecated).
@Suite struct RenamedSpellingTests {
  @available(*, deprecated, message: "reads the deprecated spellings on purpose")
  @Test func theOldSpellingsBuildTheNewValues() {
    #expect(DrawingIcon.chevronBack == .chevronBackward && DrawingIcon.cross == .xmark)
    #expect(DrawingIcon.magnifier == .magnifyingglass && DrawingIcon.chevronUpDown == .chevronUpChevronDown)
    #expect(
      PressEvent.accessibilityActivate == .accessibilityActivated
        && PressEvent.keyRepeat(.space) == .keyRepeated(.space))
    #expect(SegmentedPickerEvent.accessibilityActivate(segment: 1) == .accessibilityActivated(segment: 1))
    #expect(StepperEvent.accessibilityActivate(.plus) == .accessibilityActivated(.plus))
    #expect(SliderEvent.keyRepeat(.arrowRight) == .keyRepeated(.arrowRight))
    #expect(
      PresentationEvent.closeButtonPressed == .closeButtonTapped && PresentationEvent.tappedOutside == .outsideTapped)
    #expect(ToastEvent.closeButtonPressed == .closeButtonTapped)
    #expect(
      TextInputEvent.clearButtonPressed == .clearButtonTapped
        && TextInputEvent.revealButtonPressed == .revealButtonTapped)
  }
}
