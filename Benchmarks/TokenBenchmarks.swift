import DesignKit

/// The DTCG example corpus the token tests read, found from this file's path.
let dtcgCorpusFolder: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
  parts.removeLast(2)
  return parts.joined(separator: "/") + "/Tests/DesignKitTests/Tokens/Corpus"
}()

/// Importing the public design systems of the corpus: read every file, resolve one context, collect the warnings.
func runTokenBenchmarks(_ table: Table) throws {
  table.section("DTCG import (files read and resolved each run)")
  let systems: [(name: String, input: [String: String])] = [
    ("ibm-carbon", ["breakpoint": "md"]), ("microsoft-fluent", ["theme": "default"]), ("figma-sds", [:]),
    ("shopify-polaris", [:]),
  ]
  let files = LocalFileSource()
  for system in systems {
    let path = dtcgCorpusFolder + "/" + system.name + ".resolver.json"
    let set = try TokenResolver.load(path: path, files: files).resolve(context: system.input)
    let stats = measure { n in
      var sum = 0
      for _ in 0..<n {
        sum += (try? TokenResolver.load(path: path, files: files).resolve(context: system.input))?.count ?? 0
      }
      checksum += Double(sum)
    }
    // The largest set of the corpus (IBM Carbon, 117 KB in 6 files) has the 20 ms budget.
    let isLargest = system.name == "ibm-carbon"
    table.add(
      "\(system.name): \(set.count) tokens, \(set.warnings.count) warnings", stats,
      targetNanoseconds: isLargest ? 20e6 : nil, target: isLargest ? "< 20 ms" : "")
  }
}
