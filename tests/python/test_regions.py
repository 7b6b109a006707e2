# Region puzzles in the Python module (docs/python.md): Problem(regions=..., stars=...),
# its getters, count/solve/check, and the keywords refused beside regions.
import pytest

import chessy

GRID5 = ["AAAAC", "AAACC", "DDDCC", "DDEEC", "DDBBB"]  # problems/queens-region5.txt


def test_built_from_keywords_reads_back():
    p = chessy.Problem(regions=GRID5, stars=1)
    assert p.regions == GRID5
    assert p.stars == 1
    assert (p.rows, p.cols) == (5, 5)
    assert p.text == "regions\n" + "\n".join(GRID5) + "\nstars 1\n"
    assert chessy.Problem(regions=GRID5).stars == 1  # stars default to 1
    queens = chessy.Problem(size=5, pieces={"q": 5})
    assert (queens.regions, queens.stars) == ([], 0)
    assert chessy.Problem.parse("regions\nAB\nBA\n").regions == ["AB", "BA"]


def test_counted_solved_and_checked():
    p = chessy.Problem(regions=GRID5)
    assert chessy.count(p) == (1, 1, True)
    s = chessy.solve(p)
    assert s.pieces == [("K", None, 0, 1), ("K", None, 1, 3), ("K", None, 2, 0), ("K", None, 3, 2), ("K", None, 4, 4)]
    assert s.board == "A*AAC\nAAA*C\n*DDCC\nDD*EC\nDDBB*\n"
    assert chessy.check(p, s) is None
    assert chessy.check(p, s.pieces[:4]) == "row 4 holds 0 stars, 1 asked for"
    # Stars as a region puzzle's fixed stars are written: '*' (once "unknown piece '*'").
    assert chessy.check(p, [("*", row, col) for _, _, row, col in s.pieces]) is None
    assert chessy.check(p, [("*", None, 0, 1)]) == "row 1 holds 0 stars, 1 asked for"


def test_fixed_stars_and_blocked_cells():
    quadrants = ["AABB", "AABB", "CCDD", "CCDD"]
    assert chessy.count(chessy.Problem(regions=quadrants)) == (1, 2, True)
    assert chessy.count(chessy.Problem(regions=quadrants, fixed=[(0, 1)])) == (1, 1, True)
    assert chessy.count(chessy.Problem(regions=quadrants, fixed=[("*", 0, 1)], blocked=[(2, 0)])) == (0, 0, True)


@pytest.mark.parametrize("kwargs, message", [
    (dict(regions=GRID5, pieces={"q": 5}), "chessy: regions: a region puzzle takes no pieces (stars= counts its stars)"),
    (dict(regions=GRID5, size=5), "chessy: regions: the grid gives the size (leave size out)"),
    (dict(regions=GRID5, torus=True), "chessy: regions: a region puzzle is not on a torus"),
    (dict(regions=GRID5, goal="domination"), "chessy: regions: a region puzzle has no goal to give"),
    (dict(pieces={"q": 1}, stars=1), "chessy: stars needs regions (a region puzzle's grid)"),
    (dict(regions=["AB", "A"]), "<built>:3: a row of 1 cell, but the grid's first row has 2"),
    (dict(regions=GRID5, stars=4), "<built>:7: 4 stars cannot sit in one row of 5 without touching"),
    (dict(regions=GRID5, fixed=[("q", 0, 0)]), "chessy: fixed: a region puzzle fixes stars '*'"),
    # A row is checked before it is a line of the text format: ["A", "#"] was read as
    # the 1x1 grid ["A"] ('#' a comment) and solved.
    (dict(regions=["A", "#"]), "<built>:3: '#' is not a region character (letters and digits, case-sensitive)"),
    (dict(regions=["", ""]), "<built>:2: an empty row of regions (one letter or digit a cell)"),
])
def test_refusals(kwargs, message):
    with pytest.raises(chessy.InputError) as raised:
        chessy.Problem(**kwargs)
    assert str(raised.value) == message


def test_a_grid_as_one_string_is_a_type_error():
    with pytest.raises(TypeError):
        chessy.Problem(regions="AABB")
