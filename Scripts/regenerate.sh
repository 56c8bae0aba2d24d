#!/bin/bash
# Regenerates every generated file of the repository: the default preset and schema in Models/, the components' DocC
# pages, and the files the drift tests compare (machine tables, SVG goldens, command help, embedded presets, icon
# vocabulary, README quotes, the VComponents property comparison, the catalog's prebuilt facts, the SwiftUI face's
# conformances and preview providers, SwiftUIFace*Tests). Run it from the
# repository root after changing a model's defaults or adding a component; `git diff` shows what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
filter='ResolvedTables|GoldenTable|GoldenSVG|CLIHelp|BuiltInPresets|IconVocabulary|Readme|PropertyComparison|PrebuiltFacts|SwiftUIFace'
swift build --build-tests
swift build --product designkit
bin="$(swift build --show-bin-path)/designkit"
"$bin" export-defaults > Models/default.json
"$bin" schema > Models/designkit-preset.schema.json
"$bin" docs --out Sources/DesignKit/DesignKit.docc/Components > /dev/null
# Twice: the first pass writes the sources compiled into the library (embedded presets, prebuilt facts), which the
# second pass's build compiles in before the goldens that depend on them are written again.
for pass in 1 2; do
  DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter "$filter" > /dev/null || true
done
swift test --filter "$filter"
