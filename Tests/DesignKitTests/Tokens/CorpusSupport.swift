import DesignKit
import Testing

/// The DTCG example corpus (terrazzoapp/dtcg-examples, MIT; its LICENSE and README are kept beside it).
enum DTCGCorpus {
  /// The corpus folder in the repository (`Tests/DesignKitTests/Tokens/Corpus/dtcg-examples`).
  static func folder() -> String { RepoPaths.dtcgCorpus }

  /// The resolver file of a design system, after checking the corpus is there (a clear failure when it is not).
  static func resolverPath(_ system: String) throws -> String {
    let path = folder() + "/" + system + ".resolver.json"
    do {
      _ = try LocalFileSource().read(path)
    } catch {
      let message = "DTCG corpus not found at \(folder()): it is part of the repository; restore it with git"
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
