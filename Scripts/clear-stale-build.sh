#!/bin/bash
# Clears the build products that are older than a module they were compiled against, so the next `swift build`
# compiles them again: for each object under .build/<triple>/<config>/<Target>.build, the compiler's dependency file
# (`<File>.d`) lists every module the object imported; an object older than one of those modules is stale, and its
# whole target (objects, incremental state, module) is removed. Nothing else is touched.
#
# Package.swift names every module under the `DesignKit` umbrella wherever the umbrella is used, which is what kept
# objects stale before (the umbrella's own module is not rewritten when the modules under it change). Run this if an
# incremental build still fails to link or a test binary crashes in the runtime after a type changed shape:
#   Scripts/clear-stale-build.sh [debug|release]   (default debug), then `swift build` as usual.
set -euo pipefail
cd "$(dirname "$0")/.."
config="${1:-debug}"
dir="$(swift build -c "$config" --show-bin-path 2>/dev/null)"
[[ -d "$dir" ]] || { echo "clear-stale-build: no $config build in .build" >&2; exit 0; }
cleared=0
for target in "$dir"/*.build; do
  [[ -d "$target" ]] || continue
  stale=""
  for deps in "$target"/*.d; do
    [[ -e "$deps" ]] || continue
    object="${deps%.d}.swift.o"
    [[ -e "$object" ]] || continue
    # The .d file is make syntax: "outputs : inputs" with escaped spaces; the modules are the .swiftmodule inputs.
    while read -r module; do
      if [[ -e "$module" && "$module" -nt "$object" ]]; then
        stale="$module"
        break
      fi
    done < <(tr ' ' '\n' <"$deps" | grep '\.swiftmodule$' | grep "^$dir/Modules/" || true)
    [[ -n "$stale" ]] && break
  done
  if [[ -n "$stale" ]]; then
    name="$(basename "$target" .build)"
    echo "clear-stale-build: $name is older than $(basename "$stale"): cleared"
    rm -rf "$target" "$dir/Modules/$name.swiftmodule" "$dir/Modules/$name.swiftdoc" "$dir/Modules/$name.abi.json"
    cleared=$((cleared + 1))
  fi
done
echo "clear-stale-build: $cleared target(s) cleared in $dir"
