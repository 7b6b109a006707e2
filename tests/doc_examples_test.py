#!/usr/bin/env python3
"""The doc test: every command the user docs show with its output is run, and its
output compared with what the docs print (issue 18), so that a change which alters an
output fails until the docs follow.

The examples are the ```console blocks of README.md and docs/*.md:

    $ chessy-sat problems/queens8.txt --count     a command (run by bash)
    > more of the same command                   a continuation line (here-strings, quotes)
    fundamental: 12                              its output, standard output and error
                                                 as they interleave (2>&1)

In an output line, `...` stands for any text (timings, statistics); a line that is
only `...` stands for any number of lines. Commands run in a scratch copy of problems/
with the build's chessy-sat first on PATH (and as build/chessy-sat) and its
Python module on PYTHONPATH; a command's exit status is not compared
(the docs say it where it matters). Usage: doc_examples_test.py BUILD_DIR SOURCE_DIR
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile


def examples(path):
    """(line number, command, expected lines) for each command of the file's console blocks."""
    found = []
    in_block = False
    command = None
    for number, line in enumerate(open(path, encoding="utf-8").read().split("\n"), 1):
        if line.startswith("```"):
            if in_block and command:
                found.append(command)
            in_block = line.strip() == "```console"
            command = None
            continue
        if not in_block:
            continue
        if line.startswith("$ "):
            if command:
                found.append(command)
            command = [number, line[2:], []]
        elif line.startswith("> ") and command and not command[2]:
            command[1] += "\n" + line[2:]
        elif command:
            command[2].append(line)
    return found


def line_matches(pattern, line):
    parts = pattern.split("...")
    if len(parts) == 1:
        return pattern == line
    regex = ".*".join(re.escape(p) for p in parts)
    return re.fullmatch(regex, line, re.S) is not None


def output_matches(expected, actual):
    """Whether the actual lines fit the expected ones (`...` lines: any run of lines)."""
    memo = {}

    def fits(i, j):
        if (i, j) in memo:
            return memo[(i, j)]
        if i == len(expected):
            result = j == len(actual)
        elif expected[i] == "...":
            result = any(fits(i + 1, k) for k in range(j, len(actual) + 1))
        else:
            result = j < len(actual) and line_matches(expected[i], actual[j]) and fits(i + 1, j + 1)
        memo[(i, j)] = result
        return result

    return fits(0, 0)


def main():
    build, source = sys.argv[1], sys.argv[2]
    docs = [os.path.join(source, "README.md")]
    docs_dir = os.path.join(source, "docs")
    if os.path.isdir(docs_dir):
        docs += sorted(os.path.join(docs_dir, f) for f in os.listdir(docs_dir) if f.endswith(".md"))
    failures, ran = [], 0
    with tempfile.TemporaryDirectory() as scratch:
        shutil.copytree(os.path.join(source, "problems"), os.path.join(scratch, "problems"))
        bin_dir = os.path.join(scratch, "bin")
        os.mkdir(bin_dir)
        for tool in ("chessy-sat", "gen-completion", "gen-boards"):
            if os.path.exists(os.path.join(build, tool)):
                os.symlink(os.path.abspath(os.path.join(build, tool)), os.path.join(bin_dir, tool))
        os.symlink(bin_dir, os.path.join(scratch, "build"))  # the docs' `build/chessy-sat`
        python_path = [os.path.abspath(os.path.join(build, "python")), os.environ.get("PYTHONPATH", "")]
        env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", "/usr/bin:/bin"),
                   PYTHONPATH=os.pathsep.join(p for p in python_path if p), LC_ALL="C.UTF-8", NO_COLOR="1")
        for doc in docs:
            for number, command, expected in examples(doc):
                while expected and expected[-1] == "":
                    expected.pop()
                run = subprocess.run(["bash", "-c", command], cwd=scratch, env=env, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, timeout=120)
                actual = run.stdout.decode("utf-8", "replace").rstrip("\n").split("\n")
                if actual == [""]:
                    actual = []
                ran += 1
                if not output_matches(expected, actual):
                    failures.append("%s:%d: $ %s\n--- the docs say:\n%s\n--- it printed:\n%s" % (
                        os.path.relpath(doc, source), number, command, "\n".join(expected), "\n".join(actual)))
    for f in failures:
        print(f, end="\n\n")
    print("doc examples: %d run, %d differ" % (ran, len(failures)))
    if ran == 0:
        print("no ```console examples found")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
