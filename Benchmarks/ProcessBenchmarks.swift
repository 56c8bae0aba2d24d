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
    _ = run(cli, ["show", "VToggle", "--all-states"], capture: false)
    var samples: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<25 {
      let start = nowNanoseconds()
      let result = run(cli, ["show", "VToggle", "--all-states"], capture: false)
      samples.append(Double(nowNanoseconds() - start))
      cpu.append(result?.cpu ?? 0)
      checksum += Double(result?.status ?? 99)
    }
    table.add(
      "designkit show VToggle --all-states (process wall time)", summarize(samples),
      note: "25 runs; CPU (user+sys) median \(formatDuration(summarize(cpu).median))",
      targetNanoseconds: 100e6, target: "< 100 ms")
    var baseline: [Double] = []
    for _ in 0..<25 {
      let start = nowNanoseconds()
      _ = run("/bin/true", [], capture: false)
      baseline.append(Double(nowNanoseconds() - start))
    }
    table.add("  for scale: /bin/true (process spawn)", summarize(baseline))
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
