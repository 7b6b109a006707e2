#!/usr/bin/env python3
"""The include graph runs down the layers only (docs/design.md "How it works").

The layers and their order are read from CMakeLists.txt (chessy_layer(NAME ... BELOW
chessy_LOWER ...)). Every file under a layer's folder, headers included (the build's
views catch an upward include only in what is compiled), may include with quotes a
header of its own layer, of a layer below, or of include/chessy/ (the public headers,
below them all); anything else fails, one line per include. Usage: layers_test.py SOURCE_DIR
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
cmake = (root / "CMakeLists.txt").read_text()
below = {}
for name, body in re.findall(r"chessy_layer\((\w+)(.*?)\)", cmake, re.S):
    lower = re.search(r"BELOW\s+chessy_(\w+)", body)
    below[name] = lower.group(1) if lower and lower.group(1) != "public" else None
# Rank by the chain: a layer is one above the layer it sits on.
rank = {}
def rank_of(name):
    if name not in rank:
        rank[name] = 0 if below[name] is None else rank_of(below[name]) + 1
    return rank[name]
for name in below:
    rank_of(name)
if len(rank) < 7:
    sys.exit(f"layers_test: only {sorted(rank)} found in CMakeLists.txt")

include = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
bad = 0
checked = 0
for layer in sorted(rank, key=rank.get):
    for path in sorted((root / layer).rglob("*")):
        if path.suffix not in (".hpp", ".cpp", ".h", ".inc"):
            continue
        checked += 1
        for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            m = include.match(line)
            if not m:
                continue
            folder = m.group(1).split("/")[0]
            if folder == "chessy" or (folder in rank and rank[folder] <= rank[layer]):
                continue
            where = f"{path.relative_to(root)}:{number}"
            if folder in rank:
                print(f"{where}: includes {m.group(1)}, a layer above {layer}/ ({folder}/)")
            else:
                print(f"{where}: includes {m.group(1)}, in no layer")
            bad += 1
order = " <- ".join(sorted(rank, key=rank.get))
print(f"layers_test: {checked} files, {order}: {bad} include(s) out of order")
sys.exit(1 if bad else 0)
