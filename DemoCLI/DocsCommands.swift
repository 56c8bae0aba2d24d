import DesignKit
import Foundation

extension Command {
  static let docs = Command(
    "docs", summary: "Write the DocC reference pages of every component.",
    options: [.docsOut.required()],
    examples: ["designkit docs --out Sources/DesignKit/DesignKit.docc/Components"],
    exitCodes: [.success("written"), ExitCode(1, "the folder could not be written"), .usage], run: CLI.docs)
}

extension OptionSpec {
  static let docsOut = OptionSpec(
    "--out", value: "DIR",
    help: "The folder to write into (created if missing); older `*-reference.md` files in it are removed.")
}

extension CLI {
  static func docs(_ invocation: Invocation) throws -> Int32 {
    let folder = invocation.given(.docsOut) ?? ""
    let pages = try ComponentReference(registry: Catalog.registry).pages()
    let files = FileManager.default
    do {
      try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let names = Set(pages.map(\.fileName))
      for stale in try files.contentsOfDirectory(atPath: folder)
      where stale.hasSuffix("-reference.md") && !names.contains(stale) {
        try files.removeItem(atPath: folder + "/" + stale)
      }
      for page in pages {
        try page.text.write(toFile: folder + "/" + page.fileName, atomically: true, encoding: .utf8)
      }
    } catch {
      printError("designkit: cannot write the reference into `\(folder)`: \(error.localizedDescription)")
      return 1
    }
    print("wrote \(pages.count) pages to \(folder)")
    return 0
  }
}
