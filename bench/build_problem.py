#!/usr/bin/env python3
"""Problems built through the Python module, hence the C++ API's builder (issue 41
item 7, docs/benchmarks.md): N blocked cells, N piece pairs and N fixed pieces on a
1000 x 1000 board, each built alone; one line a case: `case items seconds`, then the
seconds of its first use (its text: the built lines parsed once, and written) and of
that text parsed. Exit 1 when a built problem differs from its text's.

Usage: bench/build_problem.py [N]   (default 400000; PYTHONPATH=build/python)
"""
import sys
import time

import chessy


def timed(name, n, build):
    start = time.perf_counter()
    problem = build()
    built = time.perf_counter() - start
    start = time.perf_counter()
    text = problem.text
    used = time.perf_counter() - start
    start = time.perf_counter()
    again = chessy.Problem.parse(text)
    parsed = time.perf_counter() - start
    print("%s %d %.2f (first use %.2f, its text parsed %.2f)" % (name, n, built, used, parsed), flush=True)
    return text == again.text


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 400_000
    if n < 1 or n > 900_000:
        sys.exit("usage: bench/build_problem.py [N] with 1 <= N <= 900000")
    cells = [(i // 1000, i % 1000) for i in range(n)]
    same = timed("blocked", n, lambda: chessy.Problem(size=1000, pieces={"q": 1}, blocked=cells))
    same &= timed("pairs", n, lambda: chessy.Problem(size=1000, pieces=[("q", 1)] * n))
    same &= timed("fixed", n, lambda: chessy.Problem(size=1000, pieces={"q": n}, fixed=[("q",) + c for c in cells]))
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
