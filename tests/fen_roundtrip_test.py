#!/usr/bin/env python3
"""FEN in and out (issue 40) on random positions, against a referee of this file's own.

python-chess is not installable here (no Debian package, no network), so the referee
below reads and writes the board part of a FEN itself, from the FEN's definition (ranks
from the 8th down split by '/', a piece letter or a run of empty squares, several digits
for boards above 9 columns), sharing nothing with the C++ reader (model/fen.cpp). Each
random position (rectangles of 1..14 a side, colourless or coloured, some cells blocked)
is made legal for the rules of docs/rules.md by the referee's own attack walk, then:

    its FEN, written by the referee, is read by `chessy-sat` as `fen BOARD` (or JSON
    "fen") with every piece fixed; `--format placements` must list the referee's
    pieces on the referee's squares, and `--format fen` must print the referee's FEN
    back (colourless pieces lower case; blocked cells are empty squares);

and a bad FEN is one line `FILE:LINE: ...`, exit 2.

Usage: fen_roundtrip_test.py CHESSY_SAT [SEED]
"""
import json
import random
import subprocess
import sys
import tempfile

LETTERS = "qrbnkp"
SLIDES = {"q": [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)],
          "r": [(1, 0), (-1, 0), (0, 1), (0, -1)], "b": [(1, 1), (1, -1), (-1, 1), (-1, -1)]}
LEAPS = {"n": [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)],
         "k": [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]}


def referee_fen(rows, cols, pieces):
    """The board part of a FEN: pieces maps (row, col) to a letter, row 0 the top rank."""
    ranks = []
    for r in range(rows):
        rank, empty = "", 0
        for c in range(cols):
            if (r, c) in pieces:
                rank += (str(empty) if empty else "") + pieces[(r, c)]
                empty = 0
            else:
                empty += 1
        ranks.append(rank + (str(empty) if empty else ""))
    return "/".join(ranks)


def referee_read(fen):
    """(rows, cols, {(row, col): letter}) of a FEN board the referee wrote."""
    pieces, cols = {}, None
    ranks = fen.split("/")
    for r, rank in enumerate(ranks):
        c, digits = 0, ""
        for ch in rank + " ":
            if ch.isdigit():
                digits += ch
                continue
            c += int(digits or 0)
            digits = ""
            if ch != " ":
                pieces[(r, c)] = ch
                c += 1
        assert cols in (None, c), fen
        cols = c
    return len(ranks), cols, pieces


def attacks(rows, cols, pieces, frm, to, coloured):
    """Whether the piece on `frm` attacks the cell `to` (docs/rules.md, no torus)."""
    letter = pieces[frm]
    kind = letter.lower()
    dr, dc = to[0] - frm[0], to[1] - frm[1]
    if kind == "p":
        down = not coloured or letter.isupper()  # a white (or colourless) pawn attacks down
        return dr == (1 if down else -1) and abs(dc) == 1
    if kind in LEAPS:
        return (dr, dc) in LEAPS[kind]
    for sr, sc in SLIDES[kind]:
        r, c = frm[0] + sr, frm[1] + sc
        while 0 <= r < rows and 0 <= c < cols:
            if (r, c) == to:
                return True
            if (r, c) in pieces:
                break
            r, c = r + sr, c + sc
    return False


def enemies(a, b, coloured):
    return not coloured or a.isupper() != b.isupper()


def random_position(rng, coloured):
    rows, cols = rng.randint(1, 14), rng.randint(1, 14)
    pieces = {}
    for _ in range(rng.randint(1, max(1, rows * cols // 6))):
        cell = (rng.randrange(rows), rng.randrange(cols))
        if cell in pieces:
            continue
        letter = rng.choice(LETTERS)
        if coloured or rng.random() < 0.5:  # a colourless problem reads both cases
            letter = letter.upper() if rng.random() < 0.5 else letter
        trial = dict(pieces)
        trial[cell] = letter
        if any(enemies(trial[o], letter, coloured) and (attacks(rows, cols, trial, o, cell, coloured) or
                                                        attacks(rows, cols, trial, cell, o, coloured))
               for o in pieces):
            continue
        pieces = trial
    free = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in pieces]
    holes = rng.sample(free, min(len(free), rng.randint(0, 3)))
    return rows, cols, pieces, holes


def piece_words(letter, coloured):
    """The problem format's piece: 'q', or 'q w' / 'q b' in a coloured problem."""
    if not coloured:
        return letter.lower()
    return letter.lower() + (" w" if letter.isupper() else " b")


def run(binary, path, *args):
    return subprocess.run([binary, path, *args], capture_output=True, text=True, timeout=60)


def main():
    binary = sys.argv[1]
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 40)
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for case in range(60):
            coloured = case % 2 == 1
            rows, cols, pieces, holes = random_position(rng, coloured)
            fen = referee_fen(rows, cols, pieces)
            assert referee_read(fen) == (rows, cols, pieces), fen  # the referee agrees with itself
            counts = {}
            for letter in pieces.values():
                counts[piece_words(letter, coloured)] = counts.get(piece_words(letter, coloured), 0) + 1
            as_json = case % 3 == 2
            if as_json:
                path = f"{tmp}/p{case}.json"
                problem = {"fen": fen, "pieces": [], "blocked": [[r, c] for r, c in holes]}
                for words, n in sorted(counts.items()):
                    item = {"piece": words[0], "count": n}
                    if coloured:
                        item["colour"] = words[-1]
                    problem["pieces"].append(item)
                text = json.dumps(problem)
            else:
                path = f"{tmp}/p{case}.txt"
                text = f"fen {fen}\n" + "".join(f"{n}*{w}\n" for w, n in sorted(counts.items()))
                text += "".join(f"x @ {r},{c}\n" for r, c in holes)
            with open(path, "w") as f:
                f.write(text)
            want = referee_fen(rows, cols, {cell: (l if coloured else l.lower()) for cell, l in pieces.items()})
            got = run(binary, path, "--format", "fen")
            if got.returncode != 0 or got.stdout != want + "\n":
                failures.append(f"case {case} ({text!r}): --format fen printed {got.stdout!r} {got.stderr!r}, "
                                f"exit {got.returncode}; the referee: {want!r}")
                continue
            listed = run(binary, path, "--format", "placements")
            want_list = sorted(f"{piece_words(l, coloured)} @ {r},{c}" for (r, c), l in pieces.items())
            if sorted(listed.stdout.splitlines()) != want_list:
                failures.append(f"case {case} ({text!r}): placements {listed.stdout!r}, the referee: {want_list}")
        # A bad FEN: one line naming the file and line, exit 2.
        for bad in ["q7/8/8/8/8/8/8/7", "q7//8", "q6x/8", "08/8", "8/8/8/8/8/8/8/8 w - - 0 1", ""]:
            path = f"{tmp}/bad.txt"
            with open(path, "w") as f:
                f.write(f"q\nfen {bad}\n")
            got = run(binary, path)
            if got.returncode != 2 or not got.stderr.startswith(f"{path}:2: ") or got.stderr.count("\n") != 1:
                failures.append(f"bad FEN {bad!r}: exit {got.returncode}, {got.stderr!r}")
    for failure in failures:
        print(failure)
    print(f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
