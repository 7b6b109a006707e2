"""Total domination (goal "total domination", the text format's `d` and `t`, issue 25)
from Python: built and parsed alike, and its minimum and counts those of OEIS A303003,
A002566 and A002565 for 6x6 queens (run by ctest as test_chessy.py is)."""

import pytest

import chessy


def test_total_domination_goal_builds_parses_and_counts():
    built = chessy.Problem(size=6, pieces={"q": "?"}, goal="total domination")
    assert built.text == "d\nt\nsize 6\n?*q\n"
    assert chessy.Problem.parse("t\nd\nsize 6\n?*q\n").text == built.text
    assert chessy.count(built, optimize="min") == (4, 150, 960, True)
    # One queen attacks nothing but other cells: no total dominating set on 1x1.
    lone = chessy.minimum(chessy.Problem(size=1, pieces={"q": "?"}, goal="total domination"))
    assert lone.complete and lone.solution is None


def test_unknown_goal_names_total_domination():
    with pytest.raises(chessy.InputError, match="total domination"):
        chessy.Problem(pieces={"q": 5}, goal="total")
