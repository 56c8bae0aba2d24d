#!/bin/bash
# Regenerates every generated file of the repository: the default preset and schema in Models/, the components' DocC
# pages and their pictures, the README's pictures (docs/*.svg), and the files the drift tests compare (machine tables,
# SVG goldens, command help, embedded presets, icon vocabulary, README quotes, the VComponents property comparison
# and 8.x migration spellings, the catalog's prebuilt facts, the SwiftUI face's conformances and preview providers,
# SwiftUIFace*Tests). Run it from the repository root
# after changing a model's defaults or adding a component; `git diff` shows what changed.
#
# One pass, in dependency order: first the sources compiled into the library (the prebuilt facts, computed from the
# built components; the embedded presets, copied from Models/; the 8.x migration spellings, read from the
# components' sources), then everything that reads them.
set -euo pipefail
cd "$(dirname "$0")/.."
compiled='PrebuiltFacts|BuiltInPresets|VComponents8Migration|ResolvedTables'
rest='GoldenTable|GoldenSVG|CLIHelp|IconVocabulary|Readme|PropertyComparison|SwiftUIFace|DocumentationPictures'
swift build --build-tests
DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter "$compiled" > /dev/null || true
swift build --product designkit
bin="$(swift build --show-bin-path)/designkit"
"$bin" export-defaults > Models/default.json
"$bin" schema > Models/designkit-preset.schema.json
"$bin" docs --out Sources/DesignKit/DesignKit.docc/Components > /dev/null
"$bin" pictures --out docs > /dev/null
DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter "$rest" > /dev/null || true
swift test --filter "$compiled|$rest"
