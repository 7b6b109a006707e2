"""Everyday Python (issue 40, docs/python.md): a Problem's getters, ==, hash() and pickling
of problems and results, paths and their errors, messages in Python's terms, `complete`
in the same place, the counts of a Ctrl-C'd count()."""

import os
import pathlib
import pickle
import signal
import subprocess
import sys
import time

import pytest

import chessy

SOURCE = pathlib.Path(os.environ.get("CHESSY_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
PROBLEMS = SOURCE / "problems"


def rebuilt(p):
    """The problem built again from its getters, as the constructor takes them."""
    return chessy.Problem(size=p.size, pieces=p.pieces, goal=p.goal, fixed=p.fixed, blocked=p.blocked, torus=p.torus)


def test_a_problem_reads_back_through_its_getters():
    p = chessy.Problem(size=(6, 7), pieces={"r": 1, "q": 2, "k": "?"}, goal="domination",
                       fixed=[("q", 0, 0)], blocked=[(3, 3), (1, 2)])
    assert p.size == (6, 7) and (p.rows, p.cols) == (6, 7)
    assert p.goal == "domination" and p.torus is False
    assert p.pieces == {"q": 2, "r": 1, "k": "?"}  # Q R B N K P, an open count '?'
    assert p.fixed == [("Q", None, 0, 0)]
    assert p.blocked == [(1, 2), (3, 3)]  # by row, then column
    assert rebuilt(p) == p
    colours = chessy.Problem(size=5, pieces={"q w": 1, "q b": 1}, torus=True)
    assert colours.pieces == {"q w": 1, "q b": 1} and colours.torus is True and colours.goal == "independence"
    assert rebuilt(colours) == colours


@pytest.mark.parametrize("name", sorted(p.name for p in PROBLEMS.glob("*.txt")))
def test_every_example_problem_is_its_getters(name):
    p = chessy.Problem.read(PROBLEMS / name)
    if p.regions:
        assert p == chessy.Problem.parse(p.text)
        return
    assert rebuilt(p) == p and hash(rebuilt(p)) == hash(p)


def test_equal_problems_are_equal_however_written():
    parsed = chessy.Problem.parse("size 8\n4*r\n4*q\n", name="a.txt")
    built = chessy.Problem(pieces={"q": 4, "r": 4})
    assert parsed == built and hash(parsed) == hash(built) and len({parsed, built}) == 1
    assert parsed != chessy.Problem(pieces={"q": 4, "r": 3})
    assert parsed != chessy.Problem(pieces={"q": 4, "r": 4}, goal="domination")
    assert parsed != chessy.Problem(pieces={"q": 4, "r": 4}, blocked=[(0, 0)])
    assert parsed != "size 8\n4*r\n4*q\n"
    assert {built: 1}[parsed] == 1
    assert chessy.Problem(size=5) == chessy.Problem(size=5) != chessy.Problem(size=6)  # no pieces yet


def test_problems_and_results_pickle():
    problems = [chessy.Problem(pieces={"q": "?"}, goal="domination"), chessy.Problem.read(PROBLEMS / "queens8.txt"),
                chessy.Problem(size=5, pieces={"q w": 1, "q b": 1}, fixed=[("q w", 0, 0)], torus=True)]
    for p in problems:
        back = pickle.loads(pickle.dumps(p))
        assert back == p and back.text == p.text
    solution = chessy.solve("8*q")
    back = pickle.loads(pickle.dumps(solution))
    assert back == solution and hash(back) == hash(solution) and str(back) == str(solution)
    assert back.class_size == solution.class_size and back.board == solution.board
    results = [chessy.count("6*q\nsize 6"), chessy.count(problems[0], optimize="min"), chessy.minimum(problems[0])]
    for r in results:
        assert pickle.loads(pickle.dumps(r)) == r and type(pickle.loads(pickle.dumps(r))) is type(r)


def test_complete_is_last_in_every_result():
    assert chessy.Counts._fields == ("fundamental", "total", "complete")
    assert chessy.OptimumCounts._fields == ("optimum", "fundamental", "total", "complete")
    assert chessy.Optimum._fields == ("lower", "upper", "solution", "complete")
    lower, upper, solution, complete = chessy.minimum(chessy.Problem(pieces={"q": "?"}, goal="domination"))
    assert (lower, upper, complete) == (5, 5, True) and len(solution) == 5


def test_a_path_is_read_and_a_missing_one_is_python_s_error(tmp_path):
    queens = PROBLEMS / "queens8.txt"
    assert chessy.count(queens) == (12, 92, True)
    assert chessy.Problem.read(queens) == chessy.Problem.read(str(queens)) == chessy.Problem.parse(queens.read_text())
    with pytest.raises(FileNotFoundError) as missing:
        chessy.count(tmp_path / "nope.txt")
    assert missing.value.filename == str(tmp_path / "nope.txt")
    with pytest.raises(FileNotFoundError):
        chessy.Problem.read(str(tmp_path / "nope.txt"))
    with pytest.raises(IsADirectoryError):
        chessy.Problem.read(tmp_path)


def test_a_path_given_as_text_is_named_in_the_message():
    with pytest.raises(chessy.InputError, match=r"a str is the problem's text; a file: "
                                                r"pathlib.Path\('problems/queens8.txt'\) or chessy.Problem.read"):
        chessy.count("problems/queens8.txt")
    with pytest.raises(chessy.InputError) as plain:
        chessy.count("8*x")
    assert "pathlib" not in str(plain.value)


def test_ctrl_c_during_count_keeps_the_counts():
    code = ("import chessy\nprint('go', flush=True)\n"
            "try:\n    chessy.count('size 18\\n18*q\\n', engine='sat', jobs=1)\n"
            "except KeyboardInterrupt as e:\n    print(repr(e.counts))\n    raise\n")
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert child.stdout.readline() == "go\n"
    time.sleep(1.5)
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=30)
    assert err.strip().endswith("KeyboardInterrupt"), err
    counts = eval(out.strip(), {"Counts": chessy.Counts})
    assert counts.complete is False and counts.total >= counts.fundamental > 0, out


@pytest.mark.parametrize("call, message", [
    (lambda: chessy.count("size 2000\n2000*q"), "the board is 2000x2000: count() counts boards up to 1000 a side"),
    (lambda: list(chessy.enumerate("size 2000\n2000*q")), ": enumerate() lists boards up to 1000 a side"),
    (lambda: chessy.solve("size 2000\n2000*q", engine="sat"),
     "engine='sat' solves boards up to 1000 a side; above it, the huge-board engine alone (engine='auto')"),
    (lambda: chessy.count("size 8\ntorus\n8*q", engine="bits"), "chessy: engine='bits': the bits engine does not take tori"),
    (lambda: chessy.count("8*q", optimize="min"), "needs a piece with an open count, e.g. '?*q' (pieces={'q': '?'})"),
])
def test_messages_speak_python(call, message):
    with pytest.raises(chessy.InputError) as error:
        call()
    assert message in str(error.value) and "--" not in str(error.value) and "add_open" not in str(error.value)
