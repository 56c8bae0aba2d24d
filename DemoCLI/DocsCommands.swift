import DesignKit

// FoundationEssentials only: `import Foundation` links Foundation, its internationalization and ICU (about 46,000
// relocations) into every `designkit` process, which the dynamic loader pays before any command runs.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Command {
  static let docs = Command(
    "docs", summary: "Write the DocC reference pages of every component, with pictures of each state, light and dark.",
    options: [.docsOut.required()],
    examples: ["designkit docs --out Sources/DesignKit/DesignKit.docc/Components"],
    exitCodes: [.success("written"), ExitCode(1, "the folder could not be written"), .usage], run: CLI.docs)
}

extension OptionSpec {
  static let docsOut = OptionSpec(
    "--out", value: "DIR",
    help:
      "The folder to write into (created if missing), the pages' pictures into its `Pictures` folder; older "
      + "`*-reference.md` files and pictures in them are removed.")
}

extension CLI {
  static func docs(_ invocation: Invocation) throws -> Int32 {
    let folder = invocation.given(.docsOut) ?? ""
    let reference = ComponentReference(registry: Catalog.registry)
    let pages = try reference.pages()
    let pictures = try reference.pictures()
    let files = FileManager.default
    do {
      let picturesFolder = folder + "/" + ComponentReference.picturesFolder
      try files.createDirectory(atPath: picturesFolder, withIntermediateDirectories: true)
      let names = Set((pages + pictures).map(\.fileName))
      for stale in try files.contentsOfDirectory(atPath: folder)
      where stale.hasSuffix("-reference.md") && !names.contains(stale) {
        try files.removeItem(atPath: folder + "/" + stale)
      }
      for stale in try files.contentsOfDirectory(atPath: picturesFolder)
      where stale.hasSuffix(".svg") && !names.contains(ComponentReference.picturesFolder + "/" + stale) {
        try files.removeItem(atPath: picturesFolder + "/" + stale)
      }
      for page in pages + pictures {
        try page.text.write(toFile: folder + "/" + page.fileName, atomically: true, encoding: .utf8)
      }
    } catch {
      printError("designkit: cannot write the reference into `\(folder)`: \(reason(error))")
      return 1
    }
    print("wrote \(pages.count) pages and \(pictures.count) pictures to \(folder)")
    return 0
  }

  /// What went wrong, in words: the system's message for the underlying error (`No such file or directory`).
  static func reason(_ error: any Error) -> String {
    if let cocoa = error as? CocoaError, let posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
      return String(cString: strerror(posix.code.rawValue))
    }
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    return "\(error)"
  }
}

extension Command {
  static let pictures = Command(
    "pictures",
    summary: "Write the README's and the documentation's pictures as SVG (docs/*.svg), drawn from the registry.",
    options: [.picturesOut.required(), .picturesModels],
    examples: ["designkit pictures --out docs"],
    exitCodes: [
      .success("written"), ExitCode(1, "a file could not be written"), .invalid("a composition is invalid"), .usage,
    ],
    run: CLI.pictures)
}

extension OptionSpec {
  static let picturesOut = OptionSpec(
    "--out", value: "DIR", help: "The folder to write into (created if missing); other files in it are kept.")
  static let picturesModels = OptionSpec(
    "--models", value: "DIR", default: "Models",
    help: "The folder with the composition documents (`compositions/settings.json`, `compositions/settings-card.json`)."
  )
}

extension CLI {
  static func pictures(_ invocation: Invocation) throws -> Int32 {
    let folder = invocation.given(.picturesOut) ?? ""
    guard !folder.isEmpty else { throw UsageError(message: "`--out` needs a folder; got an empty path") }
    let models = invocation.value(.picturesModels) ?? "Models"
    let compositions = try DocumentationPictures.compositionNames.map { name in
      (name: name, document: try compositionDocument("\(models)/compositions/\(name).json", theme: .default))
    }
    let presets = try DocumentationPictures.darkPresetNames.map { (name: $0, theme: try CLI.theme($0)) }
    let pictures = try DocumentationPictures(theme: .default, darkPresets: presets, compositions: compositions)
      .pictures()
    let files = FileManager.default
    do {
      for picture in pictures {
        let path = folder + "/" + picture.path
        let parent = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        try files.createDirectory(atPath: parent, withIntermediateDirectories: true)
        try picture.svg.write(toFile: path, atomically: true, encoding: .utf8)
      }
    } catch {
      printError("designkit: cannot write the pictures into `\(folder)`: \(reason(error))")
      return 1
    }
    print("wrote \(pictures.count) pictures to \(folder)")
    return 0
  }
}
