import DesignKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

func runGalleryBenchmarks(_ table: Table) throws {
  table.section("Gallery")
  let gallery = Gallery(theme: .default, baseline: .default, canvas: Palette.canvas)
  let cells = try gallery.cells().count
  let page = measure(runs: 5) { n in
    var bytes = 0
    for _ in 0..<n { bytes &+= (try? gallery.render().files.reduce(0) { $0 + $1.contents.utf8.count }) ?? 0 }
    checksum += Double(bytes)
  }
  table.add(
    "Whole gallery: \(cells) SVGs (every component × state × light, dark) + index.html, in memory", page,
    targetNanoseconds: 2e9)
  let folder =
    FileManager.default.temporaryDirectory.path
    + "/designkit-bench-gallery-\(ProcessInfo.processInfo.processIdentifier)"
  let started = nowNanoseconds()
  try gallery.render().write(to: folder)
  let wall = Double(nowNanoseconds() - started)
  table.addValue("… and written to disk via a temporary folder (wall time, one run)", formatDuration(wall))
  var large = gallery
  large.environment.dynamicTypeSize = .accessibility5
  let accessibility = measure(runs: 5) { n in
    var bytes = 0
    for _ in 0..<n { bytes &+= (try? large.render().files.reduce(0) { $0 + $1.contents.utf8.count }) ?? 0 }
    checksum += Double(bytes)
  }
  table.add("Whole gallery at Dynamic Type accessibility5 (text wraps, containers grow)", accessibility)
  try? FileManager.default.removeItem(atPath: folder)
  guard let toggle = Catalog.registry["VToggle"] else { return }
  let tree = try toggle.defaultTree()
  let state = toggle.states[0]
  let style = tree.resolved(for: state)
  let one = measure { n in
    var size = 0.0
    for _ in 0..<n {
      guard let drawing = try? toggle.drawing(in: state, style: style, environment: .standard) else { continue }
      size += Double(SVGRenderer().svg(for: DrawingLayout().layout(drawing)).utf8.count)
    }
    checksum += size
  }
  table.add("VToggle off: drawing + layout + SVG, per frame", one)
}
