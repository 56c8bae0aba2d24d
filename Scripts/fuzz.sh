#!/usr/bin/env bash
# Fuzzes the JSON reader, the whole preset loader and composition documents with libFuzzer (AddressSanitizer on).
#
#   Scripts/fuzz.sh [seconds] [target]            smoke run (CI: 30 s per target)
#   Scripts/fuzz.sh --long [seconds] [target]     long run, then minimize the corpus into Fuzz/Corpus/
#   Scripts/fuzz.sh --merge [target]              only minimize .build-fuzz/corpus/ into Fuzz/Corpus/
#
# seconds: how long each target runs (default 60; --long: 1800). target: json, preset, composition or all (default
# all). Environment: FUZZ_BUILD_ONLY=1 only builds; FUZZ_MAX_RUNS=N stops each target after N executions;
# FUZZ_TIMEOUT=S is the hang limit per input (default 1 s); FUZZ_MAX_LEN=N the longest input libFuzzer makes (default
# 65536; --long: 4096); FUZZ_CORPUS_MAX_BYTES=N the largest input a merge keeps (default 4096); FUZZ_EXTRA="-flag=v
# ..." passes more libFuzzer flags; FUZZ_DIR=DIR builds and runs in DIR instead of .build-fuzz/ (a long run keeps its
# own binaries while you rebuild).
#
# Builds with swiftc directly into .build-fuzz/ (git-ignored), outside the package build: `swift build` and
# `swift test` are not touched. Each target reads, in this order: its working corpus .build-fuzz/corpus/<target>/
# (grows across runs on this machine, the only folder libFuzzer writes to), its minimized corpus in the repository,
# Fuzz/Corpus/<target>/ (so a run on a clean clone starts where the committed long runs ended), and the seeds:
# Models/, Fuzz/Seeds/, the hostile corpus, the fuzz findings (Tests/DesignKitTests/Fuzz/Findings/), and for the
# composition target Models/compositions/ and Fuzz/Seeds/composition/. Crashes, hangs and memory blow-ups
# (> 2048 MB) land in .build-fuzz/findings/; the script exits 1 when this run found any.
#
# Long runs (--long) are how the repository corpus grows: run one target per process in the background, e.g.
#   FUZZ_MAX_RUNS=10000000 nice -n 10 Scripts/fuzz.sh --long 3600 json &
#   nice -n 10 Scripts/fuzz.sh --long 1800 preset &
# then commit Fuzz/Corpus/. A long run uses no fixed seed, and at its end merges (libFuzzer -merge=1) the working
# corpus and Fuzz/Corpus/<target>/ into a minimized Fuzz/Corpus/<target>/: the fewest inputs up to 4 kB that keep
# their coverage (well under 1 MB per target; the seeds are not merged in, they are in the repository already). Every
# finding becomes a regression test: the input goes into Tests/DesignKitTests/Fuzz/Findings/ (replayed by
# FuzzFindingsTests) or the hostile corpus.
set -euo pipefail

mode=smoke
case "${1:-}" in
  --long) mode=long; shift ;;
  --merge) mode=merge; shift ;;
esac
if [[ "$mode" == merge ]]; then
  seconds=0
  target="${1:-all}"
else
  seconds="${1:-$([[ "$mode" == long ]] && echo 1800 || echo 60)}"
  target="${2:-all}"
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${FUZZ_DIR:-$root/.build-fuzz}"
export SWIFT_BACKTRACE=enable=no
# LeakSanitizer cannot see pointers that Swift enums keep with tag bits: it reports the process-wide caches (default
# trees) as leaked at exit. Memory blow-ups are caught by the RSS and malloc limits instead.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

case "$target" in
  json | preset | composition) targets=("$target") ;;
  all) targets=(json preset composition) ;;
  *) echo "usage: Scripts/fuzz.sh [--long|--merge] [seconds] [json|preset|composition|all]" >&2; exit 2 ;;
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
mapfile -d '' values < <(find "$root/Sources/DesignKitValues" -name '*.swift' -print0 | sort -z)
mapfile -d '' core < <(find "$root/Sources/DesignKitCore" -name '*.swift' -print0 | sort -z)
mapfile -d '' data < <(find "$root/Sources/DesignKitCatalogData" -name '*.swift' -print0 | sort -z)
mapfile -d '' catalog < <(find "$root/Sources/DesignKitCatalog" -name '*.swift' -print0 | sort -z)
# A deleted source changes the list: rebuild when it differs from the last build's.
printf '%s\n' "${values[@]}" "${core[@]}" "${data[@]}" "${catalog[@]}" >"$out/sources.new"
cmp -s "$out/sources.new" "$out/sources.txt" || rm -f "$out/obj/DesignKitValues.o" "$out/obj/DesignKitCore.o"
mv "$out/sources.new" "$out/sources.txt"

# The json target needs only the engine; the others need the catalog too.
needs_catalog=0
for t in "${targets[@]}"; do [[ "$t" != json ]] && needs_catalog=1; done

# module NAME DEPENDENCY SOURCES...: builds $out/obj/NAME.o and its module when the object is older than a source
# or than the object of the module it imports (DEPENDENCY; empty for none). Objects get the time their build
# started, so a source saved during a build leaves them stale.
module() {
  local name="$1" dependency="$2"
  shift 2
  local object="$out/obj/$name.o"
  stale "$object" ${dependency:+"$out/obj/$dependency.o"} "$@" || return 0
  echo "== building $name (fuzzer + address sanitizer) into $out/"
  touch "$out/obj/start"
  swiftc "${flags[@]}" -wmo -module-name "$name" -I "$out/obj" \
    -emit-module -emit-module-path "$out/obj/$name.swiftmodule" -c "$@" -o "$object"
  touch -r "$out/obj/start" "$object"
}
module DesignKitValues "" "${values[@]}"
module DesignKitCore DesignKitValues "${core[@]}"
if [[ $needs_catalog == 1 ]]; then
  module DesignKitCatalogData DesignKitCore "${data[@]}"
  module DesignKitCatalog DesignKitCatalogData "${catalog[@]}"
fi
# link TARGET SOURCE MODULE OBJECTS...: links .build-fuzz/fuzz-TARGET when it is older than its inputs.
link() {
  local t="$1" source="$2" module="$3"
  shift 3
  if stale "$out/fuzz-$t" "$@" "$source"; then
    echo "== linking fuzz-$t"
    swiftc "${flags[@]}" -module-name "$module" -I "$out/obj" "$source" "$@" -lm -o "$out/fuzz-$t"
  fi
}
for t in "${targets[@]}"; do
  case "$t" in
    json)
      link json "$root/Fuzz/JSONReaderFuzz.swift" FuzzJSONReader "$out/obj/DesignKitValues.o" "$out/obj/DesignKitCore.o"
      ;;
    preset)
      link preset "$root/Fuzz/PresetLoaderFuzz.swift" FuzzPresetLoader "$out/obj/DesignKitValues.o" "$out/obj/DesignKitCore.o" \
        "$out/obj/DesignKitCatalogData.o" "$out/obj/DesignKitCatalog.o"
      ;;
    composition)
      link composition "$root/Fuzz/CompositionFuzz.swift" FuzzComposition "$out/obj/DesignKitValues.o" "$out/obj/DesignKitCore.o" \
        "$out/obj/DesignKitCatalogData.o" "$out/obj/DesignKitCatalog.o"
      ;;
  esac
done
[[ "${FUZZ_BUILD_ONLY:-0}" == 1 ]] && exit 0

# merge TARGET: minimizes the working corpus and the repository corpus of TARGET into Fuzz/Corpus/TARGET/.
merge() {
  local t="$1" kept="$root/Fuzz/Corpus/$1" fresh="$out/merge/$1" small="$out/merge-in/$1"
  mkdir -p "$kept" "$out/corpus/$t"
  rm -rf "$fresh" "$small"
  mkdir -p "$fresh" "$small"
  # Only inputs up to FUZZ_CORPUS_MAX_BYTES (default 4096) are kept: small inputs run fast and keep the folder small.
  find "$kept" "$out/corpus/$t" -type f ! -name README.md -size -"$((${FUZZ_CORPUS_MAX_BYTES:-4096} + 1))"c \
    -exec cp -t "$small/" {} +
  "$out/fuzz-$t" -merge=1 "$fresh" "$small" -timeout="${FUZZ_TIMEOUT:-1}" \
    -rss_limit_mb=2048 -malloc_limit_mb=2048 -detect_leaks=0 -dict="$root/Fuzz/designkit.dict" \
    >"$out/merge-$t.log" 2>&1 || { echo "$t: merge failed; log: $out/merge-$t.log"; return 1; }
  find "$kept" -type f ! -name README.md -delete
  cp "$fresh"/* "$kept/" 2>/dev/null || true
  echo "$t: Fuzz/Corpus/$t has $(find "$kept" -type f ! -name README.md | wc -l) inputs," \
    "$(find "$kept" -type f ! -name README.md -exec cat {} + | wc -c) bytes"
}
if [[ "$mode" == merge ]]; then
  for t in "${targets[@]}"; do merge "$t"; done
  exit 0
fi

# MARK: Seeds (read-only; libFuzzer adds what it finds to the first corpus folder only)

# seeds TARGET FOLDER: fills FOLDER with the seeds of TARGET.
seed() {
  local t="$1" seeds="$2" f
  rm -rf "$seeds"
  mkdir -p "$seeds"
  if [[ "$t" == composition ]]; then
    cp "$root"/Models/compositions/*.json "$seeds/"
    cp "$root"/Fuzz/Seeds/composition/* "$seeds/"
    return
  fi
  cp "$root"/Models/*.json "$seeds/"
  find "$root/Models" -mindepth 2 -name '*.json' ! -path '*/compositions/*' -print0 | while IFS= read -r -d '' f; do
    cp "$f" "$seeds/$(basename "$(dirname "$f")")-$(basename "$f")"
  done
  find "$root/Fuzz/Seeds" -maxdepth 1 -type f -print0 | xargs -0 -r cp -t "$seeds/"
  local hostile="$root/Tests/DesignKitTests/Hostile/Corpus"
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
}

# MARK: Run

# Long runs explore small inputs (fast, and what the repository corpus keeps); the smoke also mutates large seeds.
max_len="${FUZZ_MAX_LEN:-$([[ "$mode" == long ]] && echo 4096 || echo 65536)}"
status=0
for t in "${targets[@]}"; do
  corpus="$out/corpus/$t"
  kept="$root/Fuzz/Corpus/$t"
  seeds="$out/seeds/$t"
  log="$out/$t.log"
  start="$out/run-start-$t"
  mkdir -p "$corpus" "$kept"
  seed "$t" "$seeds"
  touch "$start"
  echo "== fuzzing $t for ${seconds}s (corpus $(find "$corpus" -type f | wc -l) files, repository corpus" \
    "$(find "$kept" -type f ! -name README.md | wc -l) files, seeds $(find "$seeds" -type f | wc -l) files)"
  extra=()
  [[ -n "${FUZZ_MAX_RUNS:-}" ]] && extra+=("-runs=$FUZZ_MAX_RUNS")
  # shellcheck disable=SC2206
  [[ -n "${FUZZ_EXTRA:-}" ]] && extra+=(${FUZZ_EXTRA})
  # One process (no -jobs/-workers): the cores are shared. -detect_leaks=0: see ASAN_OPTIONS above.
  set +e
  "$out/fuzz-$t" "$corpus" "$kept" "$seeds" -dict="$root/Fuzz/designkit.dict" -max_total_time="$seconds" \
    -timeout="${FUZZ_TIMEOUT:-1}" -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len="$max_len" -detect_leaks=0 \
    -print_final_stats=1 -artifact_prefix="$out/findings/$t-" "${extra[@]}" >"$log" 2>&1
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
  found="$(find "$out/findings" -type f -name "$t-*" -newer "$start" | sort)"
  if [[ -n "$found" ]]; then
    status=1
    echo "== $t findings (reproduce: .build-fuzz/fuzz-$t <file>):"
    echo "$found"
  else
    echo "== $t: no findings"
  fi
  [[ "$mode" == long && $status -eq 0 ]] && merge "$t"
done
exit $status
