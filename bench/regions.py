#!/usr/bin/env python3
"""The reading, the peer and the checks of bench/regions.sh (issue 37): region puzzles,
one a line of a .jsonl (bench/data/regions/README.md).

  bench/regions.py check FILE.jsonl
      reads every line; exit 2 at the first that is not a region puzzle, one line
      `FILE:LINE: ...`; prints the number of puzzles, their sizes N and stars K (a
      value or a range: `644 7-11 1`).
  bench/regions.py facts FILE.jsonl LINE
      prints line LINE as clingo facts: stars(K). and region(R,C,"G"). a cell, 0-based
      (the input of bench/asp/regions.lp).
  bench/regions.py clingo FILE.jsonl [LIMIT [CAP]]
      one clingo process a puzzle for the first LIMIT lines (default all): `clingo
      --models 2 -q bench/asp/regions.lp -`, the facts on its standard input, at most CAP
      seconds each (default 120). Prints one line a puzzle: `LINE MODELS CPU`, MODELS 0,
      1 or 2 (two or more: clingo is asked for two), T when the cap stopped it, E when
      clingo failed; CPU the user + system seconds of that clingo process alone (the
      kernel's count for the reaped child, so neither this script nor the pipe is in it).
  bench/regions.py compare FILE.jsonl CHESSY_OUT [CLINGO_OUT]
      CHESSY_OUT: what `chessy-sat FILE.jsonl --count --limit 2` printed (one JSON line a
      puzzle, docs/output.md); checks that every puzzle has its line, in order, with one
      solution (solved and unique), and that clingo's count (CLINGO_OUT, the lines of
      `clingo` above) agrees (0, 1 or 2 and more). Prints `ok N`, or one line a problem
      on standard error and exit 1.
  bench/regions.py sbn FILE.txt [LABEL [SAMPLE]]
      converts a file of Star Battle Notation (the starbattlelab archive's, one puzzle a
      line; bench/data/regions/README.md) to .jsonl lines `{"regions": [...], "stars":
      K}` on standard output, with `"label": LABEL` when given; SAMPLE (default all) takes
      that many lines evenly spread over the file (line 1 + floor(i * LINES / SAMPLE),
      i = 0 .. SAMPLE-1), in file order. Exit 2 at a line that is not SBN.

The lines are read as docs/input.md reads a region problem's JSON, restricted to what
the benchmark's data hold: "regions" (N strings of N letters or digits, N 1..62) and
"stars" (K >= 1, 2K - 1 <= N; default 1); any other key is refused here, since the
encoding (bench/asp/regions.lp) has no fixed stars nor blocked cells.
"""
import json
import os
import re
import resource
import signal
import subprocess
import sys

ENCODING = os.path.join(os.path.dirname(os.path.abspath(__file__)), "asp", "regions.lp")
CELL = re.compile(r"[A-Za-z0-9]*")


class BadLine(Exception):
    pass


def puzzle_of(text):
    """(rows, K) of one .jsonl line; BadLine saying why it is not a region puzzle."""
    if not text.strip():
        raise BadLine("an empty line (the benchmark's files have a puzzle on every line)")
    try:
        p = json.loads(text)
    except json.JSONDecodeError as e:
        raise BadLine(f"not JSON ({e.msg} at column {e.colno})")
    if not isinstance(p, dict):
        raise BadLine("not a JSON object")
    extra = sorted(set(p) - {"regions", "stars"})
    if extra:
        raise BadLine(f'"{extra[0]}": the benchmark reads only "regions" and "stars"')
    rows = p.get("regions")
    if not isinstance(rows, list) or not rows or not all(isinstance(r, str) for r in rows):
        raise BadLine('"regions" is not a list of strings')
    n = len(rows[0])
    if n > 62:
        raise BadLine("regions[0]: a region grid has at most 62 columns")
    for i, r in enumerate(rows):
        if len(r) != n:
            raise BadLine(f"regions[{i}]: a row of {len(r)} cells, the first has {n}")
        if not CELL.fullmatch(r):
            raise BadLine(f"regions[{i}]: a region is a letter or a digit")
    if len(rows) != n:
        raise BadLine(f"the region grid has {len(rows)} rows of {n} cells: a region grid is square")
    k = p.get("stars", 1)
    if not isinstance(k, int) or isinstance(k, bool) or k < 1:
        raise BadLine('"stars" is not a whole number of at least 1')
    if 2 * k - 1 > n:
        raise BadLine(f"stars {k}: {k} stars cannot sit in one row of {n} without touching")
    return rows, k


def read_all(path):
    """Every line's (rows, K); exits 2 naming the first bad line."""
    puzzles = []
    try:
        with open(path, encoding="utf-8") as f:
            for number, text in enumerate(f, 1):
                try:
                    puzzles.append(puzzle_of(text))
                except BadLine as e:
                    print(f"{path}:{number}: {e}", file=sys.stderr)
                    sys.exit(2)
    except (OSError, UnicodeDecodeError) as e:
        print(f"{path}: {e}", file=sys.stderr)
        sys.exit(2)
    return puzzles


def facts(rows, k):
    cells = " ".join(f'region({r},{c},"{g}").' for r, row in enumerate(rows) for c, g in enumerate(row))
    return f"stars({k}).\n{cells}\n"


def run_clingo(text, cap):
    """(output, exit status) of one clingo process reading the facts on stdin; killed
    (status -9) past CAP seconds."""
    proc = subprocess.Popen(["clingo", "--models", "2", "-q", ENCODING, "-"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        out, _ = proc.communicate(text, timeout=cap)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, _ = proc.communicate()
    return out, proc.returncode


def children_cpu():
    # getrusage counts in microseconds (os.times() in clock ticks, 10 ms: too coarse
    # for a clingo run of a few milliseconds); the children are reaped ones only.
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def clingo_lines(puzzles, limit, cap):
    for number, (rows, k) in enumerate(puzzles[:limit], 1):
        before = children_cpu()
        out, status = run_clingo(facts(rows, k), cap)
        cpu = children_cpu() - before
        if status == -signal.SIGKILL:
            models = "T"
        elif status in (10, 20, 30):  # clingo: SAT, UNSAT, SAT and the search exhausted
            m = re.search(r"^Models\s*:\s*(\d+)(\+?)", out, re.M)
            models = "E" if not m else ("2" if m.group(2) or int(m.group(1)) >= 2 else m.group(1))
        else:
            models = "E"
        print(f"{number} {models} {cpu:.6f}", flush=True)


def compare(path, count, chessy_out, clingo_out):
    """The problems found, one string each (FILE:LINE: ...)."""
    problems = []
    totals = {}
    with open(chessy_out, encoding="utf-8") as f:
        for i, text in enumerate(f, 1):
            try:
                answer = json.loads(text)
                line = answer["line"]
            except (json.JSONDecodeError, KeyError, TypeError):
                problems.append(f"{chessy_out}:{i}: not a JSON line with \"line\": {text.strip()[:80]}")
                continue
            if line != len(totals) + 1:
                problems.append(f"{chessy_out}:{i}: answers line {line}, expected {len(totals) + 1}")
            totals[line] = answer.get("total") if "error" not in answer else answer["error"]
    for line in range(1, count + 1):
        total = totals.get(line)
        if total is None:
            problems.append(f"{path}:{line}: no answer from chessy-sat")
        elif not isinstance(total, int):
            problems.append(f"{path}:{line}: chessy-sat: {total}")
        elif total != 1:
            problems.append(f"{path}:{line}: chessy-sat counts {total}{'+' if total >= 2 else ''}: "
                            f"{'no solution' if total == 0 else 'not unique'}")
    if clingo_out:
        with open(clingo_out, encoding="utf-8") as f:
            for text in f:
                line, models, _ = text.split()
                line = int(line)
                if models in ("T", "E"):
                    problems.append(f"{path}:{line}: clingo {'ran past the cap' if models == 'T' else 'failed'}")
                    continue
                total = totals.get(line)
                if isinstance(total, int) and min(total, 2) != int(models):
                    problems.append(f"{path}:{line}: chessy-sat counts {total}, clingo {models}"
                                    f"{'+' if models == '2' else ''}: they disagree")
    return problems


# Star Battle Notation (starbattlelab's puzzle_handler.js decodeSbn, read as a format):
# two characters of size, the stars, a flag, then the borders as base-64 digits of 6
# bits; the last 2N(N-1) bits are the borders right of each cell inside the rows (row by
# row) and then below each cell inside the columns (column by column), 1 a border.
SBN_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_"
SBN_SIZE = {(c * 2): n for n, c in enumerate(SBN_DIGITS) if 4 <= n <= 25}
NAMES = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def from_sbn(text):
    """(rows, K) of one SBN line, the regions named A, B, ... in the order first met
    reading the rows; BadLine saying why not."""
    text = text.strip()
    n = SBN_SIZE.get(text[:2])
    if n is None or len(text) < 4 or not text[2].isdigit():
        raise BadLine(f"not Star Battle Notation: {text[:20]!r}")
    k, bits_needed = int(text[2]), 2 * n * (n - 1)
    digits = text[4:4 + -(-bits_needed // 6)]
    if len(digits) * 6 < bits_needed or any(c not in SBN_DIGITS for c in digits):
        raise BadLine(f"{n}x{n}: the borders are not {-(-bits_needed // 6)} base-64 digits")
    bits = "".join(f"{SBN_DIGITS.index(c):06b}" for c in digits)[-bits_needed:]
    right, below = bits[:n * (n - 1)], bits[n * (n - 1):]
    region = [[-1] * n for _ in range(n)]
    count = 0
    for r0 in range(n):
        for c0 in range(n):
            if region[r0][c0] >= 0:
                continue
            if count == len(NAMES):
                raise BadLine(f"more than {len(NAMES)} regions")
            region[r0][c0], todo = count, [(r0, c0)]
            while todo:
                r, c = todo.pop()
                steps = [(r, c + 1, c < n - 1 and right[r * (n - 1) + c] == "0"),
                         (r, c - 1, c > 0 and right[r * (n - 1) + c - 1] == "0"),
                         (r + 1, c, r < n - 1 and below[c * (n - 1) + r] == "0"),
                         (r - 1, c, r > 0 and below[c * (n - 1) + r - 1] == "0")]
                for rr, cc, open_ in steps:
                    if open_ and region[rr][cc] < 0:
                        region[rr][cc] = count
                        todo.append((rr, cc))
            count += 1
    # The flood numbers regions in the order their first cell is met reading the rows.
    return ["".join(NAMES[g] for g in row) for row in region], k


def sbn(path, label, sample):
    try:
        with open(path, encoding="utf-8") as f:
            lines = [t for t in f if t.strip()]
    except (OSError, UnicodeDecodeError) as e:
        print(f"{path}: {e}", file=sys.stderr)
        sys.exit(2)
    picks = range(len(lines)) if sample is None or sample >= len(lines) else \
        sorted({i * len(lines) // sample for i in range(sample)})
    for i in picks:
        try:
            rows, k = from_sbn(lines[i])
        except BadLine as e:
            print(f"{path}:{i + 1}: {e}", file=sys.stderr)
            sys.exit(2)
        line = {"regions": rows, "stars": k}
        if label:
            line["label"] = label
        print(json.dumps(line))


def main(argv):
    mode, args = (argv[1], argv[2:]) if len(argv) > 1 else ("", [])
    shapes = {"check": (1, 1), "facts": (2, 2), "clingo": (1, 3), "compare": (2, 3), "sbn": (1, 3)}
    if mode not in shapes or not shapes[mode][0] <= len(args) <= shapes[mode][1]:
        print("usage:\n" + __doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    if mode == "sbn":
        sbn(args[0], args[1] if len(args) > 1 else "", int(args[2]) if len(args) > 2 else None)
        return 0
    puzzles = read_all(args[0])
    if mode == "check":
        def span(values):
            return f"{min(values)}" if min(values) == max(values) else f"{min(values)}-{max(values)}"
        print(len(puzzles), span([len(rows) for rows, _ in puzzles]) if puzzles else "-",
              span([k for _, k in puzzles]) if puzzles else "-")
    elif mode == "facts":
        line = int(args[1])
        if not 1 <= line <= len(puzzles):
            print(f"{args[0]}: no line {line} (the file has {len(puzzles)})", file=sys.stderr)
            return 2
        sys.stdout.write(facts(*puzzles[line - 1]))
    elif mode == "clingo":
        limit = int(args[1]) if len(args) > 1 else len(puzzles)
        clingo_lines(puzzles, limit, float(args[2]) if len(args) > 2 else 120.0)
    else:
        problems = compare(args[0], len(puzzles), args[1], args[2] if len(args) > 2 else None)
        for p in problems:
            print(p, file=sys.stderr)
        if problems:
            return 1
        print(f"ok {len(puzzles)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
