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
      printError("designkit: cannot write the reference into `\(folder)`: \(reason(error))")
      return 1
    }
    print("wrote \(pages.count) pages to \(folder)")
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
