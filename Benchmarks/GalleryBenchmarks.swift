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
  table.addRelative(
    "Whole gallery: \(cells) SVGs (every component × state × light, dark) + index.html, in memory", page,
    to: try jsonDecoderBaseline(), atMost: 4)
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
  try runFrameBenchmarks(table)
}

/// One frame of one component, and what its reads cost: the rows issue 39's "one toggle frame" target reads.
func runFrameBenchmarks(_ table: Table) throws {
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
  table.add("VToggle off: drawing + layout + SVG, per frame", one, targetNanoseconds: 80e3)
  let reads = 8.0
  let byPath = measure { n in
    var sum = 0.0
    for _ in 0..<n {
      for path in ["layout.thumbDimension", "layout.borderWidth", "colors.thumbOpacity", "layout.minHitHeight"] {
        sum += (try? style.number(path)) ?? 0
      }
      sum += ((try? style.color("colors.thumb"))?.red ?? 0) + ((try? style.color("colors.focusRing"))?.red ?? 0)
      sum += ((try? style.font("fonts.title"))?.size ?? 0) + ((try? style.number("layout.size.width")) ?? 0)
    }
    checksum += sum
  }
  table.add(
    "VToggle: 8 reads by string path (`style.number(\"layout.thumbDimension\")`), per read",
    Stats(minimum: byPath.minimum / reads, median: byPath.median / reads))
  let byKeyPath = measure { n in
    var sum = 0.0
    for _ in 0..<n {
      let m = Resolved<VToggleModel>(style)
      sum += ((try? m.layout.thumbDimension) ?? 0) + ((try? m.layout.borderWidth) ?? 0)
      sum += ((try? m.colors.thumbOpacity) ?? 0) + ((try? m.layout.minHitHeight) ?? 0)
      sum += ((try? m.colors.thumb)?.red ?? 0) + ((try? m.colors.focusRing)?.red ?? 0)
      sum += ((try? m.fonts.title)?.size ?? 0) + ((try? m.layout.size)?.width ?? 0)
    }
    checksum += sum
  }
  table.add(
    "VToggle: 8 typed reads (`m.layout.thumbDimension`), per read",
    Stats(minimum: byKeyPath.minimum / reads, median: byKeyPath.median / reads))
}
