// libFuzzer target 3: composition documents, from bytes to a drawing and its SVG.
//
// Built by Scripts/fuzz.sh with `swiftc -sanitize=fuzzer,address`, never by the package build. The input is split
// on the first NUL byte: the first piece is the composition document, the second (when present and not empty) a
// preset the document is read under (a preset that does not load leaves the default theme: the document is the
// subject here). A thrown `DiagnosticList` is an accepted outcome at every step. A document that reads must resolve
// in every environment below, in every state of its nodes, print as text and JSON, and draw: the drawing laid out
// (left to right and right to left) and written as SVG. Anything else (a trap, a sanitizer report, a hang, a memory
// blow-up) is a finding.

import DesignKitCatalog
import DesignKitCore

/// The theme of inputs without a preset, built once.
let fuzzDefaultTheme = Theme(registry: Catalog.registry)

/// The environments every document is resolved and drawn in.
let fuzzEnvironments: [StyleEnvironment] = [
  .standard,
  StyleEnvironment(
    colorScheme: .dark, contrast: .increased, dynamicTypeSize: .accessibility5, layoutDirection: .rightToLeft,
    reduceMotion: true),
]

/// Builds the catalog's default trees before the first input, so its hang clock does not time the process's set-up.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
  _ argc: UnsafeMutablePointer<CInt>?,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
  _ = try? fuzzDefaultTheme.allModels()
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzComposition(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
  let pieces = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
  let documentBytes = pieces.first.map(Array.init) ?? []
  var theme = fuzzDefaultTheme
  if pieces.count > 1, !pieces[1].isEmpty {
    var files = InMemoryFileSource()
    files.files["preset.json"] = Array(pieces[1])
    if let loaded = try? PresetLoader(registry: Catalog.registry, files: files).load(file: "preset.json") {
      theme = loaded
    }
  }

  let document: CompositionDocument
  do {
    document = try CompositionDocument(documentBytes, file: "screen.json", theme: theme)
  } catch {
    _ = error.description
    return 0
  }
  for environment in fuzzEnvironments {
    let composition = Composition(theme: theme, environment: environment)
    do {
      let nodes = try composition.resolve(document.root, everyState: environment == .standard)
      _ = JSONWriter().string(ResolvedNode.json(nodes, screen: document.screen))
      for node in nodes { _ = node.lines() }
    } catch {
      _ = error.description
      continue
    }
    do {
      let drawn = try composition.drawing(of: document.root)
      let laidOut = DrawingLayout(layoutDirection: environment.layoutDirection).layout(drawn.drawing)
      _ = SVGRenderer().svg(for: laidOut)
    } catch {
      _ = error.description
    }
  }
  return 0
}
