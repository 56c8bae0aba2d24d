#!/usr/bin/env python3
"""Lists the public symbols without a documentation comment in DesignKit's symbol graphs; exits 1 if there is any.

    Scripts/undocumented-symbols.py [SYMBOL_GRAPH_DIR]     (default: .build-docs/symbol-graphs, made by Scripts/docs.sh)

A symbol counts as documented when it has its own doc comment, or when it implements a protocol requirement or is a
default implementation (DocC shows the protocol's documentation). Symbols the compiler makes (synthesized
conformances, property wrapper projections such as `$current`) have no source to comment and are not counted.
"""
import glob
import json
import os
import sys

folder = sys.argv[1] if len(sys.argv) > 1 else ".build-docs/symbol-graphs"
files = sorted(glob.glob(os.path.join(folder, "DesignKit.symbols.json")) + glob.glob(os.path.join(folder, "DesignKit@*.symbols.json")))
if not files:
    sys.exit(f"undocumented-symbols: no DesignKit*.symbols.json in {folder}; run Scripts/docs.sh first")

missing = []
total = 0
seen = set()
for path in files:
    graph = json.load(open(path))
    module = graph["module"]["name"]
    inherited = set()
    for rel in graph.get("relationships", []):
        if rel.get("sourceOrigin") or rel["kind"] in ("defaultImplementationOf", "requirementOf", "optionalRequirementOf"):
            inherited.add(rel["source"])
    for symbol in graph["symbols"]:
        ident = symbol["identifier"]["precise"]
        if "::SYNTHESIZED::" in ident or ident in seen:
            continue
        seen.add(ident)
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        total += 1
        doc = symbol.get("docComment")
        if doc and doc.get("lines") and any(line["text"].strip() for line in doc["lines"]):
            continue
        if ident in inherited:
            continue
        location = symbol.get("location")
        if location is None:
            continue  # made by the compiler (a property wrapper's projection): nowhere to write a comment
        uri = location.get("uri", "").split("/Sources/")[-1]
        line = location.get("position", {}).get("line", -1) + 1
        missing.append(f"Sources/{uri}:{line}: {module}.{'.'.join(symbol['pathComponents'])}")

for entry in sorted(missing):
    print(entry)
print(f"{len(missing)} of {total} public symbols have no documentation comment")
sys.exit(1 if missing else 0)
