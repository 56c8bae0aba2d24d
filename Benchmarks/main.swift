// designkit-bench: the performance table of BENCHMARKS.md. Run in release: `swift build -c release` (the CLI
// benchmark spawns the release `designkit`), then `swift run -c release designkit-bench`.
//
// Options: `--only load|json|resolve|tokens|machines|animation|gallery|frame|audit|composition|compose-render|processes` runs
// one group. `--repeat theme|large N` loads the full or the large preset N times and prints nothing else: an
// instruction count of it (`valgrind --tool=cachegrind --cache-sim=no`) does not move with the machine's load, as
// times do.

import DesignKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--memory-child" { exit(memoryChild()) }
if arguments.first == "--repeat", arguments.count == 3, let times = Int(arguments[2]) {
  do { exit(try repeatLoading(arguments[1], times: times) ? 0 : 2) } catch {
    print("error: \(error)")
    exit(1)
  }
}

#if DEBUG
  print("warning: this is a debug build; measure with `swift run -c release designkit-bench`")
#endif

let only: String? = arguments.firstIndex(of: "--only").flatMap { i in i + 1 < arguments.count ? arguments[i + 1] : nil }
func wanted(_ group: String) -> Bool { only == nil || only == group }

let table = Table()
let started = nowNanoseconds()
do {
  if wanted("load") { try runLoadingBenchmarks(table) }
  if wanted("json") { runJSONBenchmarks(table) }
  if wanted("resolve") { try runResolutionBenchmarks(table) }
  if wanted("tokens") { try runTokenBenchmarks(table) }
  if wanted("machines") { runMachineBenchmarks(table) }
  if wanted("animation") { try runAnimationBenchmarks(table) }
  if wanted("gallery") { try runGalleryBenchmarks(table) }
  if only == "frame" { try runFrameBenchmarks(table) }
  if wanted("audit") { try runAuditBenchmarks(table) }
  if wanted("composition") { try runCompositionBenchmarks(table) }
  if wanted("compose-render") { try runComposeRenderBenchmarks(table) }
  if wanted("processes") { runProcessBenchmarks(table) }
} catch {
  print("error: \(error)")
  exit(1)
}
print(table.render())
print("")
print("checksum \(checksum); total bench time \(fixed(Double(nowNanoseconds() - started) / 1e9, 1)) s")
