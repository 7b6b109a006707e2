"""Tori (issue 24) from Python: Problem(torus=True) and the .torus property, the
text and JSON formats' torus, and the counts of OEIS A007705 (run by ctest as
test_chessy.py is)."""

import pytest

import chessy


def test_torus_builds_parses_and_counts():
    built = chessy.Problem(size=5, pieces={"q": 5}, torus=True)
    assert built.torus
    assert built.text == "size 5\ntorus\n5*q\n"
    assert chessy.Problem.parse(built.text).torus
    assert not chessy.Problem(size=5, pieces={"q": 5}).torus
    assert chessy.count(built) == (2, 10, True)
    parsed = chessy.Problem.parse('{"size": 7, "torus": true, "pieces": [{"piece": "q", "count": 7}]}')
    assert chessy.count(parsed).total == 28


def test_torus_must_be_a_bool():
    with pytest.raises(TypeError, match="torus must be True or False"):
        chessy.Problem(size=5, pieces={"q": 5}, torus=1)
