#!/usr/bin/env bash
# Builds the DocC site of DesignKit and checks the documentation; fails on any docc warning and on any public symbol
# without a documentation comment.
#
#   Scripts/docs.sh [OUTPUT_DIR]        (default .build/docs-site; then open OUTPUT_DIR/documentation/designkit/index.html)
#
# 1. `swift build` of the library with `-emit-symbol-graph`, in its own scratch folder (.build-docs) so the ordinary
#    build keeps its cache. The `DesignKit` module's graph holds the engine's and the catalog's public symbols too
#    (they are re-exported), so one module documents everything.
# 2. Scripts/undocumented-symbols.py counts public symbols without a doc comment in that graph.
# 3. `docc convert` of Sources/DesignKit/DesignKit.docc with static hosting output, its base path being the output
#    folder's absolute path, so every asset and data URL is a file:// path (move the folder and it must be rebuilt).
# 4. Scripts/docc-file-site.py lets the pages load their data from the file system, without a web server.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs-site}"
mkdir -p "$out" && out="$(cd "$out" && pwd)"
graphs="$PWD/.build-docs/symbol-graphs"
docc="$(command -v docc || echo /opt/swift/usr/bin/docc)"
start=$SECONDS

rm -rf "$graphs" && mkdir -p "$graphs"
# An up-to-date module emits no graph: make the (one-file) umbrella module compile again; the engine and the catalog
# rebuild incrementally as usual, and the umbrella's graph takes their symbols from their fresh modules.
rm -f .build-docs/debug/Modules/DesignKit.swiftmodule .build-docs/debug/DesignKit.build/*.o
swift build --scratch-path .build-docs --target DesignKit \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public 2>&1 | grep -E "error|warning: " || true
# Keep the umbrella module's graphs only: the engine's and the catalog's symbols are in it already.
find "$graphs" -name '*.symbols.json' ! -name 'DesignKit.symbols.json' ! -name 'DesignKit@*.symbols.json' -delete
echo "docs.sh: symbol graphs in $((SECONDS - start)) s"

python3 Scripts/undocumented-symbols.py "$graphs"

rm -rf "$out" && mkdir -p "$out"
log="$(mktemp)"
"$docc" convert Sources/DesignKit/DesignKit.docc --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name DesignKit --fallback-bundle-identifier designkit.DesignKit \
  --transform-for-static-hosting --hosting-base-path "$out" --output-path "$out" \
  --diagnostic-level warning 2>&1 | tee "$log"
if grep -qE "warning:|error:" "$log"; then
  echo "docs.sh: docc reported problems (above)" >&2
  exit 1
fi
python3 Scripts/docc-file-site.py "$out"
echo "docs.sh: $(find "$out/data/documentation" -name '*.json' | wc -l) pages in $((SECONDS - start)) s;" \
  "open $out/documentation/designkit/index.html"
