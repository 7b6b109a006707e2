#!/usr/bin/env python3
"""No tracked file of the repository refers to a path outside it (issue 26).

The contract used to live outside any clone (a SPEC.md beside the checkout, cited as
"SPEC §5"); it is docs/rules.md, input.md, symmetry.md, output.md and exit-status.md
now, and a clone must make sense alone. So every tracked text file (code, comments,
docs, tests, scripts) is searched for these patterns, one line per hit:

    ../shared          the old shared folder beside the clone
    /work/             an absolute path of the machine the project was written on
    SPEC §  SPEC.md  SPEC section   the old contract and its sections
    § followed by a digit           a bare section number of it ("§7")
    FACTS.md  STYLE.md              the other notes of that folder
    completion-article  chessy-original   the texts kept there

and in every Markdown file each relative link `[text](target)` (images too) must
name a file or folder inside the repository that exists. This file itself is not
searched (it names the patterns). Usage: outside_paths_test.py SOURCE_DIR
"""
import os
import pathlib
import re
import subprocess
import sys

PATTERNS = [re.compile(p) for p in (
    r"\.\./shared", r"/work/", r"SPEC §", r"SPEC\.md", r"SPEC section", r"§\s?\d",
    r"FACTS\.md", r"STYLE\.md", r"completion-article", r"chessy-original")]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def tracked(root):
    """The repository's files: git's list, or (no git, e.g. a release tarball) a walk."""
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], check=True,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout
        return [root / p for p in out.decode().split("\0") if p]
    except (OSError, subprocess.CalledProcessError):
        found = []
        for folder, dirs, files in os.walk(root):
            dirs[:] = [d for d in dirs if not d.startswith((".", "build"))]
            found += [pathlib.Path(folder) / f for f in files]
        return found


def text_of(path):
    try:
        data = path.read_bytes()
    except OSError:  # a file git lists but the work tree lacks
        return None
    if b"\0" in data:
        return None
    return data.decode("utf-8", "replace")


def problems(root, path, text):
    rel = path.relative_to(root)
    for number, line in enumerate(text.split("\n"), 1):
        for pattern in PATTERNS:
            if pattern.search(line):
                yield f"{rel}:{number}: names a path outside the repository ({pattern.pattern}): {line.strip()}"
        if path.suffix != ".md":
            continue
        for target in LINK.findall(line):
            if re.match(r"[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
                continue  # https:, mailto:, an anchor of the same page
            where = (path.parent / target.split("#", 1)[0]).resolve()
            if root.resolve() not in [where, *where.parents]:
                yield f"{rel}:{number}: the link '{target}' leads outside the repository"
            elif not where.exists():
                yield f"{rel}:{number}: the link '{target}' names no file of the repository"


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    # The patterns are alive: each catches what it is for, and the docs' own wording passes.
    for sample in ("../shared/SPEC.md", "/work/main", "SPEC §5", "(§7)", "FACTS.md"):
        assert any(p.search(sample) for p in PATTERNS), sample
    assert not any(p.search("docs/symmetry.md, \"Classes\"") for p in PATTERNS)
    me = pathlib.Path(__file__).resolve()
    files = [p for p in tracked(root) if p.resolve() != me]
    found = []
    for path in files:
        text = text_of(path)
        if text is not None:
            found += problems(root, path, text)
    for line in found:
        print(line)
    print(f"outside_paths_test: {len(files)} files, {len(found)} references outside the repository")
    if len(files) < 50:
        print("outside_paths_test: too few files found; is SOURCE_DIR the repository?")
        return 1
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
