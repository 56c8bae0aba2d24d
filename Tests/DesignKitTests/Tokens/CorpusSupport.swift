import DesignKit
import Testing

/// The DTCG example corpus at `<repo>/../shared/corpus/dtcg-examples/`, found from this file's path.
enum DTCGCorpus {
  /// The corpus folder beside the clone (`<repo>/../shared/corpus/dtcg-examples`).
  static func folder() -> String { RepoPaths.shared + "/corpus/dtcg-examples" }

  /// The resolver file of a design system, after checking the corpus is there (a clear failure when it is not).
  static func resolverPath(_ system: String) throws -> String {
    let path = folder() + "/" + system + ".resolver.json"
    do {
      _ = try LocalFileSource().read(path)
    } catch {
      let message =
        "DTCG corpus not found at \(folder()): clone the repository next to its `shared/` folder "
        + "(<repo>/../shared/corpus/dtcg-examples)"
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
