"""count, enumerate and solve at the optimum (optimize="min" or "max"): the command line's
`--min --count`, `--min --all` (run by ctest as test_chessy.py is: PYTHONPATH at the built
module, CHESSY_BINARY the built chessy-sat)."""

import json
import os
import subprocess

import pytest

import chessy

BINARY = os.environ.get("CHESSY_BINARY")


def cli_json(text, *args):
    if not BINARY:
        pytest.skip("CHESSY_BINARY not set (ctest sets it)")
    run = subprocess.run([BINARY, "-", *args, "--json"], input=text, capture_output=True, text=True, timeout=120)
    return [json.loads(line) for line in run.stdout.splitlines()]


def test_count_at_the_minimum_is_the_command_lines():
    # gamma(Q8) = 5 (OEIS A075458), 4860 dominating sets (A002564)
    gamma = chessy.Problem(size=8, pieces={"q": "?"}, goal="domination")
    counts = chessy.count(gamma, optimize="min")
    assert counts == (5, 638, 4860, True)
    assert (counts.optimum, counts.fundamental, counts.total, counts.complete) == (5, 638, 4860, True)
    want = cli_json("size 8\nd\n?*q\n", "--min", "--count")[0]
    assert (want["minimum"], want["fundamental"], want["total"]) == counts[:3]


def test_list_at_the_maximum_is_the_command_lines():
    knights = "size 4\n?*n\n"
    boards = [s.board for s in chessy.enumerate(knights, optimize="max")]
    assert all(len(s.pieces) == 8 for s in chessy.enumerate(knights, optimize="max"))
    lines = cli_json(knights, "--max", "--all")
    assert [line["maximum"] for line in lines] == [8] * len(lines)
    assert len(boards) == lines[-1]["summary"]["fundamental"] == len(lines) - 1
    assert len(chessy.solve(knights, optimize="max").pieces) == 8


def test_no_count_works_and_bad_values():
    assert chessy.count("size 2\nq @ 0,0\nq @ 1,1\n?*q\n", optimize="min") == (None, 0, 0, True)
    assert chessy.count("8*q", optimize=None) == (12, 92, True)
    with pytest.raises(chessy.InputError, match="optimize"):
        chessy.count("?*q", optimize="least")
    with pytest.raises(chessy.InputError, match="open count"):
        chessy.count("8*q", optimize="min")
    with pytest.raises(TypeError, match="optimize"):
        chessy.minimum("?*q", optimize="max")
