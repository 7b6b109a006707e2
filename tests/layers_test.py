#!/usr/bin/env python3
"""The include graph runs down the floors only (docs/design.md "How it works").

The floors and what each sits on are read from CMakeLists.txt (chessy_layer(NAME ...
BELOW chessy_A chessy_B ...)): a graph, not a line. Every file under a floor's folder,
headers included (the build's views catch a wrong include only in what is compiled),
may include with quotes a header of its own floor, of a floor below it (by BELOW,
transitively), or of include/chessy/ (the public headers, below them all); anything else
(a floor above or beside it, or a folder that is no floor) fails, one line per include.
Inside a floor, the files of one name (x.hpp and x.cpp) are one unit, and the units'
includes form no cycle (enumerate.cpp and bits_engine.hpp once included each other;
cli/'s options, option_table and option_values did until their values moved to
cli/command_line.hpp): each cycle fails, one line.
Usage: layers_test.py SOURCE_DIR, or layers_test.py --self-test (the check run on a
made-up tree, which must fail on an include that goes up, one that goes sideways and a
cycle).
"""
import pathlib
import re
import sys
import tempfile

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


def floors_of(cmake):
    """{floor: set of the floors it names BELOW}, chessy_public (include/chessy) left out."""
    below = {}
    for name, body in re.findall(r"chessy_layer\((\w+)(.*?)\)", cmake, re.S):
        # BELOW's targets run up to the next keyword (PRIVATE, SOURCES) or the end.
        m = re.search(r"\bBELOW\b(.*?)(?:\bPRIVATE\b|\bSOURCES\b|$)", body, re.S)
        names = re.findall(r"\bchessy_(\w+)", m.group(1)) if m else []
        below[name] = {n for n in names if n != "public"}
    return below


def reach(below):
    """{floor: every floor below it, transitively}; exits on an unknown floor or a cycle."""
    seen = {}

    def down(name, path):
        if name in path:
            sys.exit(f"layers_test: a cycle in CMakeLists.txt: {' <- '.join(path + [name])}")
        if name not in below:
            sys.exit(f"layers_test: {path[-1]} sits on chessy_{name}, which is no chessy_layer")
        if name not in seen:
            lower = set()
            for n in below[name]:
                lower |= {n} | down(n, path + [name])
            seen[name] = lower
        return seen[name]

    for name in below:
        down(name, [])
    return seen


def cycles_of(edges):
    """One cycle (a list of units, the first again at its end) per unit a cycle first reaches."""
    state = {}  # 1: on the current path, 2: done
    found = []

    def visit(unit, path):
        state[unit] = 1
        path.append(unit)
        for lower in sorted(edges.get(unit, ())):
            if state.get(lower) == 1:
                found.append(path[path.index(lower):] + [lower])
            elif lower not in state:
                visit(lower, path)
        path.pop()
        state[unit] = 2

    for unit in sorted(edges):
        if unit not in state:
            visit(unit, [])
    return found


def check(root):
    """The out-of-place includes and the cycles under root, one message each, and how many
    files were read."""
    below = floors_of((root / "CMakeLists.txt").read_text())
    lower = reach(below)
    bad = []
    checked = 0
    for floor in sorted(below):
        units = {}  # unit (the path without its suffix) -> the units of its floor it includes
        for path in sorted((root / floor).rglob("*")):
            if path.suffix not in (".hpp", ".cpp", ".h", ".inc"):
                continue
            checked += 1
            unit = path.relative_to(root).with_suffix("").as_posix()
            units.setdefault(unit, set())
            for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                folder = m.group(1).split("/")[0]
                if folder == floor and (target := m.group(1).rsplit(".", 1)[0]) != unit:
                    units[unit].add(target)
                if folder in ("chessy", floor) or folder in lower[floor]:
                    continue
                where = f"{path.relative_to(root)}:{number}"
                if floor in lower.get(folder, ()):
                    bad.append(f"{where}: includes {m.group(1)}, a floor above {floor}/ ({folder}/)")
                elif folder in below:
                    bad.append(f"{where}: includes {m.group(1)}, a floor beside {floor}/ ({folder}/), not below it")
                else:
                    bad.append(f"{where}: includes {m.group(1)}, in no floor")
        for cycle in cycles_of(units):
            bad.append(f"{floor}/: includes in a cycle: {' -> '.join(cycle)}")
    return below, bad, checked


def self_test():
    """A made-up tree: base <- left, base <- right, both <- top. Each wrong include is found."""
    files = {
        "CMakeLists.txt": "chessy_layer(base SOURCES b.cpp BELOW chessy_public)\n"
                          "chessy_layer(left SOURCES l.cpp BELOW chessy_base PRIVATE x)\n"
                          "chessy_layer(right SOURCES r.cpp BELOW chessy_base)\n"
                          "chessy_layer(top SOURCES t.cpp\n  BELOW chessy_left chessy_right Threads::Threads)\n",
        "base/b.hpp": '#include "chessy/errors.hpp"\n',
        "left/l.cpp": '#include "left/l.hpp"\n#include "base/b.hpp"\n',
        "right/r.cpp": '#include "base/b.hpp"\n',
        "top/t.cpp": '#include "left/l.hpp"\n#include "right/r.hpp"\n#include "base/b.hpp"\n',
    }
    cases = [  # (file, include, what the message must say)
        ("base/up.cpp", "top/t.hpp", "a floor above base/ (top/)"),
        ("left/side.cpp", "right/r.hpp", "a floor beside left/ (right/), not below it"),
        ("right/none.cpp", "nowhere/n.hpp", "in no floor"),
    ]
    cycle = ("base/b.cpp", "base/c.hpp", "base/c.cpp", "base/b.hpp")  # b includes c includes b
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        for name, text in files.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(text)
        below, bad, _ = check(root)
        assert below == {"base": set(), "left": {"base"}, "right": {"base"}, "top": {"left", "right"}}, below
        assert bad == [], f"a clean tree failed: {bad}"
        for name, target, said in cases:
            (root / name).write_text(f'#include "{target}"\n')
            _, bad, _ = check(root)
            assert len(bad) == 1 and bad[0] == f"{name}:1: includes {target}, {said}", bad
            (root / name).unlink()
        (root / cycle[0]).write_text(f'#include "{cycle[1]}"\n')
        (root / cycle[2]).write_text(f'#include "{cycle[3]}"\n')
        _, bad, _ = check(root)
        assert bad == ["base/: includes in a cycle: base/b -> base/c -> base/b"], bad
    print(f"layers_test --self-test: {len(cases)} wrong includes and a cycle found, a clean tree passes")


def main():
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        return 0
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    below, bad, checked = check(root)
    if len(below) < 9:
        sys.exit(f"layers_test: only {sorted(below)} found in CMakeLists.txt")
    for line in bad:
        print(line)
    edges = "; ".join(f"{floor} <- {', '.join(sorted(lower)) or '(include/chessy)'}"
                      for floor, lower in sorted(below.items()))
    print(f"layers_test: {checked} files; each floor <- the floors it sits on: {edges}: "
          f"{len(bad)} include(s) out of place or in a cycle")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
