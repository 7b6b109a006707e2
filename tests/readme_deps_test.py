#!/usr/bin/env python3
"""README.md names every Debian package of scripts/install-deps.sh under its group.

The script installs by purpose, one array a group (run=(...), deb=(...), test=(...));
the README's set-up section has one bullet a group ("- `run`, for ..."). Every package
of a group must stand in a `code` span of that group's bullet, and in no other group's
bullet, so that a package added to the script, or moved to another group, without the
README fails here, one line per package. Usage: readme_deps_test.py SOURCE_DIR
"""
import pathlib
import re
import sys

GROUPS = ("run", "deb", "test")
root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
script = (root / "scripts" / "install-deps.sh").read_text()


def array(name):
    """The words of the bash array NAME=( ... ), comments dropped."""
    words, inside = [], False
    for line in script.splitlines():
        code = line.split("#", 1)[0]
        if not inside and re.match(rf"\s*{name}=\(", code):
            inside, code = True, code.split("=(", 1)[1]
        if inside:
            words += code.split(")", 1)[0].split()
            if ")" in code:
                return words
    sys.exit(f"readme_deps_test: no array {name}=( in scripts/install-deps.sh")


readme = (root / "README.md").read_text()


def bullet(name):
    """The words in code spans of the README's bullet "- `NAME`, ...", up to the next
    bullet or blank line; a span that is a make command (`make deb`) names no package."""
    m = re.search(rf"^- `{name}`,(.*?)(?=^- |^\s*$)", readme, re.M | re.S)
    if not m:
        sys.exit(f"README.md: no bullet '- `{name}`, ...' for the group {name}")
    spans = [s for s in re.findall(r"`([^`]*)`", m.group(1)) if not re.match(r"make \w", s)]
    return set(" ".join(spans).split())


packages = {g: array(g) for g in GROUPS}
named = {g: bullet(g) for g in GROUPS}
if sum(map(len, packages.values())) < 20 or min(map(len, packages.values())) < 3:
    sys.exit(f"readme_deps_test: too few packages read from scripts/install-deps.sh: {packages}")
wrong = 0
for g in GROUPS:
    for p in packages[g]:
        if p not in named[g]:
            print(f"README.md: the package {p} (group {g}, scripts/install-deps.sh) is not named under `{g}`")
            wrong += 1
        for other in GROUPS:
            if other != g and p in named[other]:
                print(f"README.md: the package {p} is named under `{other}`; scripts/install-deps.sh has it in {g}")
                wrong += 1
total = sum(map(len, packages.values()))
print(f"readme_deps_test: {total} packages in {len(GROUPS)} groups, {wrong} misplaced or missing in README.md")
sys.exit(1 if wrong else 0)
