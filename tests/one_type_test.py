#!/usr/bin/env python3
"""One type for each choice (issue 36): no second enum of the same values.

One solution / count / all, none / min / max and the engines were once four, two and
two enums, with converters between them; now each is one enum of
include/chessy/choices.hpp with one table of its words. Every C++ source and header
of the tree outside tests/ is read, and each enum's members taken (comments and
initializers dropped, in any order); the check fails, one line per declaration, when

    a choice's enum is declared more or fewer times than once: the mode {One, Count,
    All}, the optimum {None, Min, Max}, the engine (named Engine, or members holding
    Backtrack and Bits);
    any two enums have the same members (a copy, maybe under another name), but for
    the names of TOLERATED.

Usage: one_type_test.py SOURCE_DIR, or one_type_test.py --self-test (the check run on
made-up trees, which must fail on a second enum of each choice).
"""
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ENUM = re.compile(r"\benum\s+(?:class\s+|struct\s+)?(\w+)\s*(?::\s*[\w:\s]+?)?\{([^{}]*)\}", re.S)
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
SOURCES = (".hpp", ".cpp", ".h", ".cc", ".hpp.in", ".cpp.in")

# Each choice: its name in messages and whether an enum (its name, its members) is one.
CHOICES = {
    "mode (one, count, all)": lambda name, members: members == {"One", "Count", "All"},
    "optimum (none, min, max)": lambda name, members: members == {"None", "Min", "Max"},
    "engine (auto, sat, backtrack, bits, regions)": lambda name, members: name == "Engine" or {"Backtrack", "Bits"} <= members,
}
# The model's own copies of the public problem's enums (include/chessy/problem.hpp
# Piece, Colour, Goal and model/problem.hpp Kind, Colour, Goal), converted at the API's
# edge (api/problem.cpp): left to a later step of issue 36.
TOLERATED = [{"Kind", "Piece"}, {"Colour"}, {"Goal"}]


def sources(root):
    """The C++ files outside tests/: git's list (with new files), or (no git) a walk."""
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                             check=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout
        paths = [pathlib.Path(p) for p in out.decode().split("\0") if p]
    except (OSError, subprocess.CalledProcessError):
        paths = []
        for folder, dirs, files in os.walk(root):
            dirs[:] = [d for d in dirs if not d.startswith((".", "build"))]
            paths += [pathlib.Path(folder).relative_to(root) / f for f in files]
    return sorted(p for p in paths if p.name.endswith(SOURCES) and p.parts[0] != "tests" and (root / p).is_file())


def enums(root):
    """Every enum under root: (where, name, set of members)."""
    found = []
    for path in sources(root):
        text = (root / path).read_text(errors="replace")
        code = COMMENT.sub(lambda c: "\n" * c.group().count("\n"), text)  # the lines kept
        for m in ENUM.finditer(code):
            members = {item.split("=")[0].strip() for item in m.group(2).split(",")} - {""}
            line = code.count("\n", 0, m.start()) + 1
            found.append((f"{path.as_posix()}:{line}", m.group(1), members))
    return found


def check(root):
    """The messages of the check under root, and how many enums were read."""
    found = enums(root)
    bad = []
    for choice, is_one in CHOICES.items():
        where = [f"{w} ({name})" for w, name, members in found if is_one(name, members)]
        if len(where) != 1:
            bad.append(f"{choice}: {len(where)} enums, one wanted: {', '.join(where) or 'none found'}")
    first = {}  # the members of each enum of no choice -> the first enum that has them
    for where, name, members in found:
        if any(is_one(name, members) for is_one in CHOICES.values()):
            continue
        key = frozenset(members)
        if key not in first:
            first[key] = (where, name)
        elif {name, first[key][1]} not in TOLERATED:
            bad.append(f"{where}: enum {name} has the members of enum {first[key][1]} ({first[key][0]})")
    return bad, len(found)


def self_test():
    """A tree with one enum of each choice passes; a second one of each fails."""
    clean = {
        "include/chessy/choices.hpp": "enum class Mode { One, Count, All };  // the mode\n"
                                      "enum class Optimize { None, Min, Max };\n"
                                      "enum class Engine { Auto, Sat, Backtrack, Bits, Local };\n",
        "model/problem.hpp": "enum class Colour : std::uint8_t { None, White, Black };\n",
        "include/chessy/problem.hpp": "enum class Colour : char { None = '-', White = 'w', Black = 'b' };\n",
        "tests/copy.hpp": "enum class Mode { One, Count, All };\n",  # tests/ is not read
    }
    cases = [  # (file, text, what the message must say)
        ("cli/options.hpp", "enum class Mode {\n  One,  // the default\n  All, /* --all */ Count };\n",
         "mode (one, count, all): 2 enums, one wanted: cli/options.hpp:1 (Mode), include/chessy/choices.hpp:1 (Mode)"),
        ("split/part_file.hpp", "\nenum PartOptimize : int { None = 0, Max = 2, Min = 1 };\n",
         "optimum (none, min, max): 2 enums, one wanted: include/chessy/choices.hpp:2 (Optimize), "
         "split/part_file.hpp:2 (PartOptimize)"),
        ("enumerate/enumeration.hpp", "enum class Searcher { Auto, Blocking, Backtrack, Bits };\n",
         "engine (auto, sat, backtrack, bits, regions): 2 enums, one wanted: enumerate/enumeration.hpp:1 (Searcher), "
         "include/chessy/choices.hpp:3 (Engine)"),
        ("server/http_api.hpp", "enum class Tint { Black, White, None };\n",
         "server/http_api.hpp:1: enum Tint has the members of enum Colour (include/chessy/problem.hpp:1)"),
    ]
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        for name, text in clean.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(text)
        bad, _ = check(root)
        assert bad == [], f"a clean tree failed: {bad}"
        for name, text, said in cases:
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(text)
            bad, _ = check(root)
            assert said in bad, bad
            (root / name).unlink()
    print(f"one_type_test --self-test: {len(cases)} second enums found, a clean tree passes")


def main():
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        return 0
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    bad, count = check(root)
    for line in bad:
        print(line)
    print(f"one_type_test: {count} enums; {len(bad)} declared more than once (or never)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
