import DesignKit
import Foundation
import Testing

/// The README's and the documentation's pictures (`docs/*.svg`) and the DocC pages' pictures are the renderer's output:
/// drawn again here and compared with the committed files, so none can show a look that no longer exists.
@Suite struct DocumentationPicturesTests {
  static let regenerate = "swift run designkit pictures --out docs"
  static let docs = RepoPaths.root + "/docs"

  /// The pictures as `designkit pictures --out docs` draws them, from the same documents and presets (drawn once for
  /// the suite).
  static func pictures() throws -> [DocumentationPictures.Picture] { try drawn.get() }

  static let drawn = Result { try drawPictures() }

  static func drawPictures() throws -> [DocumentationPictures.Picture] {
    let compositions = try DocumentationPictures.compositionNames.map { name in
      let file = "Models/compositions/\(name).json"
      let text = try #require(RepoPaths.read(RepoPaths.root + "/" + file))
      return (name: name, document: try CompositionDocument(Array(text.utf8), file: file, theme: .default))
    }
    let presets = try DocumentationPictures.darkPresetNames.map {
      (name: $0, theme: try PresetLoader().load(builtIn: $0))
    }
    return try DocumentationPictures(theme: .default, darkPresets: presets, compositions: compositions).pictures()
  }

  /// Every file under `folder`, relative to it.
  static func files(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { !$0.hasSuffix("/") && $0.contains(".") }
  }

  @Test func theCommittedPicturesAreWhatTheRendererDrawsAndNothingElse() throws {
    let pictures = try Self.pictures()
    #expect(pictures.count == 17)
    for picture in pictures {
      try Golden.check(picture.svg, against: Self.docs + "/" + picture.path, regenerate: Self.regenerate)
    }
    let stray = Set(Self.files(under: Self.docs)).subtracting(pictures.map(\.path))
    #expect(stray.isEmpty, "files in docs/ that no picture writes (a stale screenshot?): \(stray.sorted())")
  }

  @Test func theReadmeShowsOnlyDrawnPictures() throws {
    let readme = try #require(RepoPaths.read(RepoPaths.root + "/README.md"))
    let paths = Set(try Self.pictures().map { "docs/" + $0.path })
    // Markdown links and images only (`](docs/…)`): prose may name the folder, as the CLI help's `(docs/*.svg)`.
    let linked = readme.components(separatedBy: "](").dropFirst().compactMap { part -> String? in
      guard part.hasPrefix("docs/"), let end = part.firstIndex(of: ")") else { return nil }
      return String(part[..<end])
    }
    #expect(linked.count >= 10)
    for link in linked { #expect(paths.contains(link), "README links \(link), which no picture writes") }
  }

  @Test func aPictureNestsEachCellAndCaptionsIt() throws {
    let picture = try #require(try Self.pictures().first { $0.path == "gallery.svg" })
    #expect(picture.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""))
    // Six controls × two schemes × four or five states, each a nested document with its caption.
    #expect(picture.svg.components(separatedBy: "<svg x=").count - 1 >= 2 * 6 * 4 * 2)
    #expect(picture.svg.contains("VToggle on+focused · dark"))
  }

  @Test func everyComponentPageShowsItsPictureInEachStateLightAndDark() throws {
    let pictures = Set(try DocumentationTests.pictures().map(\.fileName))
    for page in try DocumentationTests.pages() where page.fileName != "AllComponents.md" {
      let name = String(page.fileName.dropLast("-reference.md".count))
      guard let component = Catalog.registry[name], component.hasDrawing else { continue }
      for state in component.stateNames {
        let file = ComponentReference.pictureName(name, state)
        #expect(page.text.contains("](\(file))"), "\(page.fileName) does not show \(state)")
        let folder = ComponentReference.picturesFolder + "/"
        #expect(pictures.contains(folder + file), "no light picture \(file)")
        #expect(pictures.contains(folder + file.dropLast(4) + "~dark.svg"), "no dark picture of \(file)")
      }
    }
  }
}
