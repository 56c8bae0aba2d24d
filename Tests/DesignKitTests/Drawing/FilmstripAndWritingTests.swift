import DesignKit
import Foundation
import Testing

@Suite struct FilmstripAndWritingTests {
  /// The SVG with its ids renamed, so documents rendered under different id prefixes compare.
  static func withoutIDs(_ svg: String, prefix: String) -> String {
    svg.replacingOccurrences(of: prefix, with: "ID")
  }

  @Test func aFilmstripStartsAndEndsOnTheGallerysStaticStates() throws {
    let strip = Filmstrip(
      theme: .default, component: "VToggle", events: ["pointerDown", "pointerUp"], framesPerSecond: 30,
      gallery: Gallery(theme: .default, schemes: [.light]))
    let page = try strip.render()
    let cells = try Gallery(theme: .default, componentNames: ["VToggle"], schemes: [.light]).cells()
    func cell(_ state: String) throws -> String {
      let svg = try #require(cells.first { $0.state.name == state }).svg
      return Self.withoutIDs(svg, prefix: "dk-VToggle-\(state.replacingOccurrences(of: "+", with: "-"))-light")
    }
    let frames = page.files.filter { $0.path.hasPrefix("frames/light/1-") }.map(\.path)
    // pointerUp turns the toggle on with easeIn(0.1): frames at 0, 33, 67 and 100 ms, then their onion skin.
    #expect(frames == (0...3).map { "frames/light/1-\($0).svg" } + ["frames/light/1-onion.svg"])
    let first = try #require(page["frames/light/1-0.svg"])
    let last = try #require(page["frames/light/1-3.svg"])
    let pressed = try #require(page["frames/light/0-0.svg"])
    #expect(Self.withoutIDs(pressed, prefix: "dk-VToggle-light-0-0") == (try cell("off+pressed")))
    #expect(Self.withoutIDs(last, prefix: "dk-VToggle-light-1-3") == (try cell("on+enabled")))
    // The first frame after pointerUp still shows the pressed thumb, already in the new state.
    #expect(first != last)
    let html = try #require(page["index.html"])
    #expect(html.contains("f2 · 67 ms · p=0.51"))
  }

  @Test func aFilmstripOfAnUnknownEventSaysWhichEventsExist() throws {
    let strip = Filmstrip(theme: .default, component: "VToggle", events: ["pointerDwn"])
    let error = try #require(throws: Diagnostic.self) { try strip.render() }
    #expect(error.message.contains("pointerDown"))
  }

  @Test func writingReplacesAGalleryWholeAndLeavesNothingBehind() throws {
    let base = try makeTemporaryFolder("gallery-test")
    defer { try? FileManager.default.removeItem(atPath: base) }
    let out = base + "/gallery"
    try GalleryPage(files: [.init(path: "index.html", contents: "1"), .init(path: "svg/a/b.svg", contents: "<svg/>")])
      .write(to: out)
    #expect(RepoPaths.read(out + "/svg/a/b.svg") == "<svg/>")
    try GalleryPage(files: [.init(path: "index.html", contents: "2")]).write(to: out)
    #expect(RepoPaths.read(out + "/index.html") == "2")
    #expect(!FileManager.default.fileExists(atPath: out + "/svg"), "the old gallery is replaced, not merged")
    #expect(try FileManager.default.contentsOfDirectory(atPath: base) == ["gallery"])
  }

  @Test func writingRefusesAFolderThatIsNotAGalleryOrAFileAsParent() throws {
    let base = try makeTemporaryFolder("gallery-test")
    defer { try? FileManager.default.removeItem(atPath: base) }
    try Data("keep".utf8).write(to: URL(fileURLWithPath: base + "/notes.txt"))
    let page = GalleryPage(files: [.init(path: "index.html", contents: "x")])
    let refused = try #require(throws: Diagnostic.self) { try page.write(to: base) }
    #expect(refused.kind == .fileNotWritable && refused.message.contains("refusing to replace"))
    #expect(RepoPaths.read(base + "/notes.txt") == "keep")
    let overFile = try #require(throws: Diagnostic.self) { try page.write(to: base + "/notes.txt/gallery") }
    #expect(
      overFile.kind == .fileNotWritable && overFile.message.contains("`\(base)/notes.txt` is a file, not a folder"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: base) == ["notes.txt"])
  }

  @Test func writingCreatesTheMissingFoldersOnTheWay() throws {
    let base = try makeTemporaryFolder("gallery-test")
    defer { try? FileManager.default.removeItem(atPath: base) }
    try GalleryPage(files: [.init(path: "index.html", contents: "x")]).write(to: base + "/no/such/folder")
    #expect(RepoPaths.read(base + "/no/such/folder/index.html") == "x")
  }
}
