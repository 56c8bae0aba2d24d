// libFuzzer target 2: the whole preset loader (reader → overlay → references → extends) on an in-memory disk.
//
// Built by Scripts/fuzz.sh with `swiftc -sanitize=fuzzer,address`, never by the package build. The input is split
// on NUL bytes into up to five files, `a.json`, `b.json`, `sub/c.json`, `t.tokens.json` and `sub/r.resolver.json`,
// so `extends` chains, cycles, missing files, relative paths and DTCG token and resolver files (`tokenFiles`, with
// the DTCG importer) are all reachable; `a.json` is loaded. A thrown `DiagnosticList` is an accepted
// outcome. A theme that loads must then resolve every state of every component in several environments, decode
// into every typed model, and survive its own export: `presetJSON()` written as text loads back to the same trees.
// Anything else (a trap, a sanitizer report, a hang, a memory blow-up) is a finding.

import DesignKitCatalog
import DesignKitCore

/// The files the input's NUL-separated pieces become, in order.
let fuzzFileNames = ["a.json", "b.json", "sub/c.json", "t.tokens.json", "sub/r.resolver.json"]

/// The environments every state is resolved in.
let fuzzEnvironments: [StyleEnvironment] = [
  .standard,
  StyleEnvironment(
    colorScheme: .dark, contrast: .increased, dynamicTypeSize: .accessibility5, layoutDirection: .rightToLeft,
    reduceMotion: true),
  StyleEnvironment(dynamicTypeSize: .xSmall),
]

/// Builds the catalog's default trees before the first input, so its hang clock does not time the process's set-up.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
  _ argc: UnsafeMutablePointer<CInt>?,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
  _ = try? Theme(registry: Catalog.registry).allModels()
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPresetLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
  var source = InMemoryFileSource()
  let pieces = bytes.split(separator: 0, maxSplits: fuzzFileNames.count - 1, omittingEmptySubsequences: false)
  for (name, piece) in zip(fuzzFileNames, pieces) { source.files[name] = Array(piece) }

  let loader = PresetLoader(registry: Catalog.registry, files: source, tokenFileImporter: DTCGTokenImporter())
  let theme: Theme
  do {
    theme = try loader.load(file: "a.json")
  } catch {
    _ = error.description
    return 0
  }

  for component in Catalog.registry.components {
    for state in component.stateNames {
      for environment in fuzzEnvironments {
        do {
          _ = try theme.resolve(component.name, state: state, in: environment)
        } catch {
          fatalError("a loaded theme does not resolve \(component.name) in state \(state): \(error)")
        }
      }
    }
  }
  do {
    _ = try theme.allModels()
  } catch {
    fatalError("a loaded theme does not decode into its models: \(error)")
  }

  let exported: String
  do {
    exported = JSONWriter().string(try theme.presetJSON())
  } catch {
    fatalError("a loaded theme cannot be exported: \(error)")
  }
  do {
    let again = try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource()).load(
      Array(exported.utf8), file: "exported.json")
    for component in Catalog.registry.components {
      let before = try theme.tree(for: component.name)
      let after = try again.tree(for: component.name)
      if before != after {
        fatalError("the exported preset loads back to a different \(component.name) tree:\n\(exported)")
      }
    }
  } catch {
    fatalError("the exported preset does not load back: \(error)\n\(exported)")
  }
  return 0
}
