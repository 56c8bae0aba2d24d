import DesignKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// This executable's path.
func executablePath() -> String {
  var buffer = [CChar](repeating: 0, count: 4096)
  let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  guard n > 0 else { return CommandLine.arguments[0] }
  return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Runs a program to completion; its standard output is returned, or discarded when `capture` is false, with the
/// child's CPU time (user + system) in nanoseconds.
func run(_ path: String, _ arguments: [String], capture: Bool) -> (status: Int32, output: String, cpu: Double)? {
  var fds: [Int32] = [-1, -1]
  if capture { guard pipe(&fds) == 0 else { return nil } }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  if capture {
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
  } else {
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  }
  let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  var pid = pid_t()
  let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
  if capture { close(fds[1]) }
  guard spawned == 0 else {
    if capture { close(fds[0]) }
    return nil
  }
  var output: [UInt8] = []
  if capture {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = read(fds[0], &chunk, chunk.count)
      if n <= 0 { break }
      output += chunk[0..<n]
    }
    close(fds[0])
  }
  var status: Int32 = 0
  var usage = rusage()
  wait4(pid, &status, 0, &usage)
  let cpu =
    Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e9
    + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e3
  return ((status >> 8) & 0xFF, String(decoding: output, as: UTF8.self), cpu)
}

/// `VmHWM` (peak resident size) of this process, in KiB.
func peakResidentKiB() -> Int {
  guard let file = fopen("/proc/self/status", "r") else { return -1 }
  defer { fclose(file) }
  var line = [CChar](repeating: 0, count: 256)
  while fgets(&line, Int32(line.count), file) != nil {
    let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if text.hasPrefix("VmHWM:") {
      return Int(text.dropFirst(6).filter { $0.isNumber }) ?? -1
    }
  }
  return -1
}

/// The child process of the memory benchmark: prints the peak resident size before and after loading the full
/// theme and decoding every model.
func memoryChild() -> Int32 {
  let before = peakResidentKiB()
  do {
    let bytes = Array(try fullPresetText().utf8)
    let models = try loadAllModels(PresetLoader(), bytes)
    print(before, peakResidentKiB(), models.count)
    return 0
  } catch {
    print("error: \(error)")
    return 1
  }
}

func runProcessBenchmarks(_ table: Table) {
  table.section("Processes")
  let folder = executablePath().split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
    separator: "/")
  let cli = folder + "/designkit"
  if access(cli, X_OK) != 0 {
    table.addValue("designkit show VToggle --all-states", "n/a", note: "build it first: swift build -c release")
  } else {
    runStartupBenchmarks(table, cli: cli)
  }

  if let result = run(executablePath(), ["--memory-child"], capture: true), result.status == 0 {
    let numbers = result.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
    if numbers.count >= 2 {
      table.addValue(
        "Peak resident size after loading the full theme (VmHWM)", "\(numbers[1]) KiB",
        note: "+\(numbers[1] - numbers[0]) KiB over the \(numbers[0]) KiB at start")
    }
  } else {
    table.addValue("Peak resident size after loading the full theme (VmHWM)", "n/a")
  }
}

/// The commands whose start-up is measured against `designkit --version` (the process floor: it loads the binary
/// and its libraries and touches nothing of the catalog). A command should pay for what it uses.
let startupCommands: [[String]] = [["show", "VToggle", "--all-states"], ["list"]]

/// Wall time of 25 spawns of each command, run round-robin so load on a shared machine falls on all alike; `show`
/// and `list` as ratios of `--version`.
func runStartupBenchmarks(_ table: Table, cli: String) {
  let commands = [["--version"]] + startupCommands
  var wall = Array(repeating: [Double](), count: commands.count)
  var cpu = Array(repeating: [Double](), count: commands.count)
  for arguments in commands { _ = run(cli, arguments, capture: false) }
  for _ in 0..<25 {
    for (i, arguments) in commands.enumerated() {
      let start = nowNanoseconds()
      let result = run(cli, arguments, capture: false)
      wall[i].append(Double(nowNanoseconds() - start))
      cpu[i].append(result?.cpu ?? 0)
      checksum += Double(result?.status ?? 99)
    }
  }
  let floor = summarize(wall[0])
  let cpuFloor = summarize(cpu[0]).median
  table.add(
    "designkit --version (process wall time, the floor)", floor,
    note: "25 runs; CPU (user+sys) median \(formatDuration(cpuFloor))")
  for (i, arguments) in commands.enumerated().dropFirst() {
    let stats = summarize(wall[i])
    let ratio = stats.median / floor.median
    let cpuMedian = summarize(cpu[i]).median
    // The CPU ratio holds on a machine shared with other work, where wall times mostly measure the scheduler.
    table.add(
      "designkit \(arguments.joined(separator: " "))", stats,
      note: fixed(ratio, 2) + "× --version; CPU median \(formatDuration(cpuMedian)), "
        + fixed(cpuMedian / cpuFloor, 2) + "× --version's",
      target: "≤ 1.5× --version")
    table.setLast(meets: .some(ratio <= 1.5))
  }
  var baseline: [Double] = []
  for _ in 0..<25 {
    let start = nowNanoseconds()
    _ = run("/bin/true", [], capture: false)
    baseline.append(Double(nowNanoseconds() - start))
  }
  table.add("  for scale: /bin/true (process spawn)", summarize(baseline))
}
