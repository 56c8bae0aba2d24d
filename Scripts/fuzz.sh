#!/usr/bin/env bash
# Fuzzes the JSON reader and the whole preset loader with libFuzzer (AddressSanitizer on).
#
#   Scripts/fuzz.sh [seconds] [target]
#
# seconds: how long each target runs (default 60). target: json, preset or all (default all).
# Environment: FUZZ_BUILD_ONLY=1 only builds; FUZZ_MAX_RUNS=N stops each target after N executions;
# FUZZ_EXTRA="-flag=value ..." passes more libFuzzer flags.
#
# Builds with swiftc directly into .build-fuzz/ (git-ignored), outside the package build: `swift build` and
# `swift test` are not touched. The corpus grows in .build-fuzz/corpus/<target>/ across runs; it is seeded from
# Models/*.json, Fuzz/Seeds/ and, when present, Tests/DesignKitTests/Hostile/Corpus/. Crashes, hangs (> 1 s) and
# memory blow-ups (> 2048 MB) land in .build-fuzz/findings/; the script exits 1 when this run found any.
set -euo pipefail

seconds="${1:-60}"
target="${2:-all}"
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/.build-fuzz"
export SWIFT_BACKTRACE=enable=no
# LeakSanitizer cannot see pointers that Swift enums keep with tag bits: it reports the process-wide caches (default
# trees) as leaked at exit. Memory blow-ups are caught by the RSS and malloc limits instead.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

case "$target" in
  json) targets=(json) ;;
  preset) targets=(preset) ;;
  all) targets=(json preset) ;;
  *) echo "usage: Scripts/fuzz.sh [seconds] [json|preset|all]" >&2; exit 2 ;;
esac

mkdir -p "$out/obj" "$out/findings"

# MARK: Build (each step only when one of its inputs is newer than its output)

flags=(-O -g -swift-version 6 -parse-as-library -package-name DesignKit -sanitize=fuzzer,address -use-ld=lld -module-cache-path "$out/module-cache")

# stale OUTPUT INPUT...: whether OUTPUT is missing or older than an input.
stale() {
  local output="$1"
  shift
  [[ ! -e "$output" ]] && return 0
  local input
  for input in "$@"; do [[ "$input" -nt "$output" ]] && return 0; done
  return 1
}

# Sources in a stable order, NUL-separated so any file name works.
mapfile -d '' core < <(find "$root/Sources/DesignKitCore" -name '*.swift' -print0 | sort -z)
mapfile -d '' catalog < <(find "$root/Sources/DesignKitCatalog" -name '*.swift' -print0 | sort -z)
# A deleted source changes the list: rebuild when it differs from the last build's.
printf '%s\n' "${core[@]}" "${catalog[@]}" >"$out/sources.new"
cmp -s "$out/sources.new" "$out/sources.txt" || rm -f "$out/obj/DesignKitCore.o"
mv "$out/sources.new" "$out/sources.txt"

if stale "$out/obj/DesignKitCore.o" "${core[@]}"; then
  echo "== building DesignKitCore (fuzzer + address sanitizer) into .build-fuzz/"
  swiftc "${flags[@]}" -wmo -module-name DesignKitCore -emit-module -emit-module-path "$out/obj/DesignKitCore.swiftmodule" \
    -c "${core[@]}" -o "$out/obj/DesignKitCore.o"
  touch "$out/obj/DesignKitCore.o" # swiftc keeps an unchanged object's old time
fi
if stale "$out/obj/DesignKitCatalog.o" "$out/obj/DesignKitCore.o" "${catalog[@]}"; then
  echo "== building DesignKitCatalog"
  swiftc "${flags[@]}" -wmo -module-name DesignKitCatalog -I "$out/obj" \
    -emit-module -emit-module-path "$out/obj/DesignKitCatalog.swiftmodule" \
    -c "${catalog[@]}" -o "$out/obj/DesignKitCatalog.o"
  touch "$out/obj/DesignKitCatalog.o"
fi
if stale "$out/fuzz-json" "$out/obj/DesignKitCore.o" "$root/Fuzz/JSONReaderFuzz.swift"; then
  echo "== linking fuzz-json"
  swiftc "${flags[@]}" -module-name FuzzJSONReader -I "$out/obj" "$root/Fuzz/JSONReaderFuzz.swift" \
    "$out/obj/DesignKitCore.o" -lm -o "$out/fuzz-json"
fi
if stale "$out/fuzz-preset" "$out/obj/DesignKitCore.o" "$out/obj/DesignKitCatalog.o" "$root/Fuzz/PresetLoaderFuzz.swift"; then
  echo "== linking fuzz-preset"
  swiftc "${flags[@]}" -module-name FuzzPresetLoader -I "$out/obj" "$root/Fuzz/PresetLoaderFuzz.swift" \
    "$out/obj/DesignKitCore.o" "$out/obj/DesignKitCatalog.o" -lm -o "$out/fuzz-preset"
fi
[[ "${FUZZ_BUILD_ONLY:-0}" == 1 ]] && exit 0

# MARK: Seeds (read-only; libFuzzer adds what it finds to the first corpus folder only)

seeds="$out/seeds"
rm -rf "$seeds"
mkdir -p "$seeds"
cp "$root"/Models/*.json "$seeds/"
find "$root/Models" -mindepth 2 -name '*.json' -print0 | while IFS= read -r -d '' f; do
  cp "$f" "$seeds/$(basename "$(dirname "$f")")-$(basename "$f")"
done
cp "$root"/Fuzz/Seeds/* "$seeds/"
hostile="$root/Tests/DesignKitTests/Hostile/Corpus"
if [[ -d "$hostile" ]]; then
  find "$hostile" -type f -print0 | while IFS= read -r -d '' f; do
    cp "$f" "$seeds/hostile-$(basename "$(dirname "$f")")-$(basename "$f")"
  done
fi
if [[ -d "$root/Tests/DesignKitTests/Fuzz/Findings" ]]; then
  find "$root/Tests/DesignKitTests/Fuzz/Findings" -type f -print0 | while IFS= read -r -d '' f; do
    cp "$f" "$seeds/finding-$(basename "$f")"
  done
fi

# MARK: Run

status=0
touch "$out/run-start"
for t in "${targets[@]}"; do
  corpus="$out/corpus/$t"
  log="$out/$t.log"
  mkdir -p "$corpus"
  echo "== fuzzing $t for ${seconds}s (corpus $(find "$corpus" -type f | wc -l) files, seeds $(find "$seeds" -type f | wc -l) files)"
  extra=()
  [[ -n "${FUZZ_MAX_RUNS:-}" ]] && extra+=("-runs=$FUZZ_MAX_RUNS")
  # shellcheck disable=SC2206
  [[ -n "${FUZZ_EXTRA:-}" ]] && extra+=(${FUZZ_EXTRA})
  # One process (no -jobs/-workers): the cores are shared. -detect_leaks=0: see ASAN_OPTIONS above.
  set +e
  "$out/fuzz-$t" "$corpus" "$seeds" -dict="$root/Fuzz/designkit.dict" -max_total_time="$seconds" -timeout=1 \
    -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=65536 -detect_leaks=0 -print_final_stats=1 \
    -artifact_prefix="$out/findings/$t-" "${extra[@]}" >"$log" 2>&1
  rc=$?
  set -e
  runs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -n 1 | grep -o '[0-9]*$' || true)"
  last="$(grep -E '#[0-9]+.*cov: [0-9]+ ft: [0-9]+' "$log" | tail -n 1 || true)"
  cov="$(grep -o 'cov: [0-9]*' <<<"$last" | grep -o '[0-9]*' || true)"
  ft="$(grep -o 'ft: [0-9]*' <<<"$last" | grep -o '[0-9]*' || true)"
  echo "$t: executions ${runs:-?}, cov ${cov:-?}, ft ${ft:-?}, corpus $(find "$corpus" -type f | wc -l) files, exit $rc"
  if [[ $rc -eq 72 ]]; then
    echo "$t: interrupted"
  elif [[ $rc -ne 0 ]]; then
    status=1
    echo "$t: libFuzzer stopped with a finding; log: $log"
    grep -E 'ERROR: |SUMMARY: |Fatal error|Test unit written' "$log" | head -n 20 || true
  fi
done

findings="$(find "$out/findings" -type f -newer "$out/run-start" | sort)"
if [[ -n "$findings" ]]; then
  status=1
  echo "== findings (reproduce: .build-fuzz/fuzz-<target> <file>):"
  echo "$findings"
else
  echo "== no findings"
fi
exit $status
