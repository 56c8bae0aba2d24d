import DesignKit
import Testing

/// The DTCG example corpus in `Tests/DesignKitTests/Tokens/Corpus/` (public example sets, with their licenses).
enum DTCGCorpus {
  /// The corpus folder inside the repository.
  static func folder() -> String { RepoPaths.root + "/Tests/DesignKitTests/Tokens/Corpus" }

  /// The resolver file of a design system, after checking the corpus is there (a clear failure when it is not).
  static func resolverPath(_ system: String) throws -> String {
    let path = folder() + "/" + system + ".resolver.json"
    do {
      _ = try LocalFileSource().read(path)
    } catch {
      let message =
        "DTCG corpus not found at \(folder()): it is part of the repository (Tests/DesignKitTests/Tokens/Corpus)"
      Issue.record(Comment(rawValue: message))
      throw error
    }
    return path
  }

  /// Loads a design system's resolver.
  static func resolver(_ system: String) throws -> TokenResolver {
    try TokenResolver.load(path: resolverPath(system), files: LocalFileSource())
  }
}
