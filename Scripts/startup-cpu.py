#!/usr/bin/env python3
"""Start-up of `designkit` binaries as CPU time (user + system, from wait4) and wall time medians.

Each round runs `--version`, `show VToggle --all-states` and `list` of every binary given, so load on a shared
machine falls on all of them alike; `show` and `list` are printed as ratios of `--version` (BENCHMARKS.md, issue 27).

usage: Scripts/startup-cpu.py ROUNDS LABEL=PATH [LABEL=PATH ...]
  e.g. Scripts/startup-cpu.py 300 before=/tmp/before/designkit after=.build/release/designkit
"""
import os
import statistics
import sys
import time

COMMANDS = [["--version"], ["show", "VToggle", "--all-states"], ["list"]]


def run(path, arguments, devnull):
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        os.dup2(devnull, 1)
        os.execv(path, [path] + arguments)
    _, _, usage = os.wait4(pid, 0)
    return usage.ru_utime + usage.ru_stime, time.perf_counter() - start


def main():
    rounds = int(sys.argv[1])
    binaries = [argument.split("=", 1) for argument in sys.argv[2:]]
    devnull = os.open("/dev/null", os.O_WRONLY)
    cpu, wall = {}, {}
    for _, path in binaries:
        for command in COMMANDS:
            run(path, command, devnull)
    for _ in range(rounds):
        for label, path in binaries:
            for command in COMMANDS:
                key = (label, " ".join(command))
                c, w = run(path, command, devnull)
                cpu.setdefault(key, []).append(c)
                wall.setdefault(key, []).append(w)
    print("load average", " ".join(f"{x:.1f}" for x in os.getloadavg()))
    for label, _ in binaries:
        floor_cpu = statistics.median(cpu[(label, "--version")])
        floor_wall = statistics.median(wall[(label, "--version")])
        for command in COMMANDS:
            key = (label, " ".join(command))
            c, w = statistics.median(cpu[key]), statistics.median(wall[key])
            print(
                f"{label:8} {key[1]:28} CPU {c * 1e3:6.2f} ms ({c / floor_cpu:4.2f}x)"
                f"  wall {w * 1e3:6.2f} ms ({w / floor_wall:4.2f}x)")


if __name__ == "__main__":
    main()
