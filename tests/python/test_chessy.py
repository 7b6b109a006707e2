"""The Python module `chessy` (python/, docs/python.md), run by ctest (tests/CMakeLists.txt)
with PYTHONPATH at the built module, CHESSY_BINARY the built chessy-sat and
CHESSY_SOURCE_DIR the source tree. Figures from OEIS and the example problems' recorded counts;
the command line judges the boards and the error messages."""

import os
import pathlib
import signal
import subprocess
import sys
import threading
import time

import pytest

import chessy

SOURCE = pathlib.Path(os.environ.get("CHESSY_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
BINARY = os.environ.get("CHESSY_BINARY")
PROBLEMS = SOURCE / "problems"

# Problems that take far longer than any test: 18 queens to count (a minute; 16 take a
# second since the n-queens counter), and a domination with one queen too few
# (gamma(Q12) = 6, so the search must exhaust the space).
LONG_COUNT = "size 18\n18*q\n"
LONG_SOLVE = "size 12\nd\n5*q\n"


def cli(*args, stdin=None):
    if not BINARY:
        pytest.skip("CHESSY_BINARY not set (ctest sets it)")
    return subprocess.run([BINARY, *map(str, args)], input=stdin, capture_output=True, text=True, timeout=120)


def python(code, **kwargs):
    """Runs `code` in a fresh interpreter (this one's), the module on its path."""
    return subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=dict(os.environ), **kwargs)


def threads():
    return len(os.listdir("/proc/self/task"))


# --- figures -------------------------------------------------------------------------

# OEIS A002562 (fundamental) and A000170 (total): n queens on n x n, n = 1..8.
QUEENS = {1: (1, 1), 2: (0, 0), 3: (0, 0), 4: (1, 2), 5: (2, 10), 6: (1, 4), 7: (6, 40), 8: (12, 92)}


@pytest.mark.parametrize("n", sorted(QUEENS))
def test_queens_counts_are_oeis(n):
    assert chessy.count(f"size {n}\n{n}*q") == (*QUEENS[n], True)
    built = chessy.Problem(size=n, pieces={"q": n})
    counts = chessy.count(built, backend="picosat", jobs=1)
    assert (counts.fundamental, counts.total, counts.complete) == (*QUEENS[n], True)
    # The classes' sizes add up to the total, and every solution passes the rules.
    solutions = list(chessy.enumerate(built, jobs=2))
    assert len(solutions) == QUEENS[n][0]
    assert sum(s.class_size for s in solutions) == QUEENS[n][1]
    assert all(chessy.check(built, s) is None for s in solutions)
    # With symmetry off every solution is its own class.
    assert chessy.count(built, symmetry=False) == (QUEENS[n][1], QUEENS[n][1], True)


def test_done_check_of_the_issue_prints_12_and_92():
    run = subprocess.run([sys.executable, "-c", 'import chessy; print(chessy.count("8*q"))'], capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout == "Counts(fundamental=12, total=92, complete=True)\n"


def test_counts_is_a_named_tuple():
    fundamental, total, complete = chessy.count("8*q")
    assert (fundamental, total, complete) == (12, 92, True)
    assert chessy.count("8*q").total == 92


def test_optimum_figures():
    # Queen domination A075458: gamma(Q8) = 5; most non-attacking kings on 8x8: 16.
    low = chessy.minimum(chessy.Problem(size=8, pieces={"q": "?"}, goal="domination"))
    assert (low.complete, low.lower, low.upper) == (True, 5, 5)
    assert len(low.solution) == 5
    high = chessy.maximum("size 8\n?*k")
    assert (high.complete, high.lower, high.upper) == (True, 16, 16)
    assert chessy.check(chessy.Problem.parse("size 8\n16*k"), high.solution) is None


# --- problems built in code ----------------------------------------------------------


def test_built_problem_is_the_text_problem():
    nauck = chessy.Problem(size=8, pieces={"q": 8}, fixed=[("q", 3, 3), ("Q", None, 4, 1)])
    assert nauck.text == chessy.Problem.read(PROBLEMS / "nauck.txt").text
    assert (nauck.rows, nauck.cols) == (8, 8)
    assert chessy.count(nauck) == (2, 2, True)
    assert chessy.Problem.parse(str(nauck)).text == nauck.text  # str() is the text format
    assert eval(repr(nauck), {"chessy": chessy}).text == nauck.text


def test_built_colours_rectangles_blocks_and_goals():
    # problems/colour-rooks.json: a white and a black rook, 214 classes, 3136 ways.
    rooks = chessy.Problem(pieces={"r w": 1, "r b": 1})
    assert chessy.count(rooks) == (214, 3136, True)
    assert chessy.count(rooks) == chessy.count(PROBLEMS / "colour-rooks.json")
    colours = {colour for s in chessy.enumerate(rooks) for (_, colour, _, _) in s.pieces}
    assert colours == {"w", "b"}
    # One queen on 4x4 with a corner blocked: 15 cells, 9 classes (docs/manual.md, issue 17).
    corner = chessy.Problem(size=4, pieces=[("q", 1)], blocked=[(0, 0)])
    assert chessy.count(corner) == (9, 15, True)
    # Rectangles: 3 queens on 3x4 (problems/queens3x4.txt).
    assert chessy.count(chessy.Problem(size=(3, 4), pieces={"q": 3})) == chessy.count(PROBLEMS / "queens3x4.txt")
    # Independent domination, 5 queens on 8x8: A002568's 728 ways.
    five = chessy.Problem(pieces={"q": 5}, goal="independent domination")
    assert chessy.count(five).total == 728
    assert chessy.count(chessy.Problem(size=5, pieces={"q": 3}, goal="domination")).total == 186  # A002564


def test_open_count_needs_with_count_or_an_optimum():
    open_kings = chessy.Problem(size=3, pieces={"k": "?"})
    with pytest.raises(chessy.InputError, match=r"needs minimum\(\) or maximum\(\)"):
        chessy.count(open_kings)
    assert chessy.count(open_kings.with_count(4)).total == 1


# --- solutions -----------------------------------------------------------------------


def board_of(solution, rows, cols):
    """The board drawn from the pieces, as the command line draws a colourless one."""
    cells = [["-"] * cols for _ in range(rows)]
    for piece, colour, row, col in solution.pieces:
        assert colour is None
        cells[row][col] = piece
    return "".join("".join(line) + "\n" for line in cells)


def test_solution_pieces_board_and_text_agree():
    problem = chessy.Problem.parse("size 6\n2*q\n2*n")
    solution = chessy.solve(problem)
    assert solution.board == board_of(solution, 6, 6)
    assert str(solution) + "\n" == solution.board
    assert list(solution) == solution.pieces and len(solution) == 4
    assert sorted(p[0] for p in solution.pieces) == ["N", "N", "Q", "Q"]
    assert all(isinstance(p, tuple) and len(p) == 4 for p in solution.pieces)
    assert solution.pieces == sorted(solution.pieces, key=lambda p: (p[2], p[3]))
    assert chessy.check(problem, solution.pieces) is None
    assert chessy.solve("size 3\n3*q") is None


def test_check_names_the_rule_broken():
    assert chessy.check("size 4\n2*q", [("q", 0, 0), ("q", 1, 1)]) == "Q on 0,0 attacks Q on 1,1"
    assert chessy.check("size 4\n2*q", [("q", None, 0, 0), ("q", None, 1, 2)]) is None


def test_huge_boards_check_on_their_lines_and_refuse_counts():
    # A side above 1000 (docs/api.md "Huge boards"): no per-cell data in check, and the
    # counts of boards up to 1000 refused with the command line's words.
    big = "size 3 10000000\n3*r\n"
    assert chessy.check(big, [("r", 0, 0), ("r", 1, 9999999), ("r", 2, 5)]) is None
    assert chessy.check(big, [("r", 0, 0), ("r", 1, 0)]) == "r @ 1,0 attacks r @ 0,0 (the answer)"
    with pytest.raises(chessy.InputError, match=r"count\(\) counts boards up to 1000 a side"):
        chessy.count(big)


# --- errors --------------------------------------------------------------------------


@pytest.mark.parametrize("bad", sorted((SOURCE / "tests" / "bad").glob("*.txt")), ids=lambda p: p.name)
def test_input_errors_carry_the_command_lines_message(bad):
    run = cli(bad)
    assert run.returncode == 2
    with pytest.raises(chessy.InputError) as error:
        chessy.count(chessy.Problem.read(bad))
    assert isinstance(error.value, ValueError)
    message = run.stderr.strip()
    if "needs --min" in message:  # the library names its own calls instead of the options
        where = message[:message.index(" an open count")]
        assert str(error.value) == where + " an open count '?' needs minimum() or maximum() (or with_count(K))"
    else:
        assert str(error.value) == message


def test_bad_options_and_arguments():
    with pytest.raises(chessy.InputError, match=r"^<problem>:1: unknown piece 'x'$"):
        chessy.count("8*x")
    with pytest.raises(chessy.InputError, match=r"^unknown backend 'minisat' \(cadical, picosat, cmd\)$"):
        chessy.count("8*q", backend="minisat")
    with pytest.raises(chessy.InputError, match=r"unknown engine 'fast' \(auto, sat, backtrack, bits, regions\)"):
        chessy.solve("8*q", engine="fast")
    with pytest.raises(chessy.InputError, match=r"unknown engine 'local' \(auto, sat, backtrack, bits, regions\)"):
        chessy.solve("8*q", engine="local")  # --stats names it; no one chooses it
    with pytest.raises(chessy.InputError, match="timeout must not be negative"):
        chessy.count("8*q", timeout=-1)
    with pytest.raises(chessy.InputError, match="jobs"):
        chessy.count("8*q", jobs=-1)
    with pytest.raises(TypeError, match="count\\(\\) got an unexpected keyword argument 'job'"):
        chessy.count("8*q", job=2)
    with pytest.raises(TypeError, match="a problem is"):
        chessy.count(8)
    with pytest.raises(chessy.InputError, match="unknown goal 'dominance'"):
        chessy.Problem(pieces={"q": 5}, goal="dominance")
    with pytest.raises(chessy.InputError, match=r"^<built>:1: board size 0 is out of range"):
        chessy.Problem(size=0)
    with pytest.raises(chessy.InputError, match=r"^<built>:3: .*off the"):
        chessy.Problem(size=4, pieces={"q": 1}, fixed=[("q", 4, 0)])
    with pytest.raises(chessy.InputError, match="unknown colour 'g'"):
        chessy.Problem(pieces={"r g": 1})
    with pytest.raises(chessy.InputError, match="no pieces to place"):
        chessy.count(chessy.Problem(size=4))
    with pytest.raises(FileNotFoundError, match=r"no-such-file"):  # Python's own error (issue 40)
        chessy.Problem.read(PROBLEMS / "no-such-file.txt")
    # The same as the command line's for the same stdin (its name aside).
    run = cli("-", stdin="size 2\n5*q\n")
    assert run.returncode == 2
    with pytest.raises(chessy.InputError) as error:
        chessy.Problem.parse("size 2\n5*q\n", "<stdin>")
    assert str(error.value) == run.stderr.strip()


# --- streaming, stopping, timeouts, Ctrl-C ------------------------------------------


def test_enumerate_streams_and_limit_stops_it():
    stream = chessy.enumerate("size 10\n10*q", jobs=1)
    first = next(stream)
    assert chessy.check("size 10\n10*q", first) is None
    assert stream.counts is None or stream.counts.fundamental >= 1
    assert len(list(stream)) == 91  # A002562 n = 10: 92
    assert stream.counts == (92, 724, True)
    limited = chessy.enumerate("size 10\n10*q", limit=5)
    assert len(list(limited)) == 5
    assert limited.counts.complete is False
    assert chessy.count("size 10\n10*q", limit=5).complete is False


def test_breaking_out_stops_the_search_and_its_threads():
    before = threads()
    start = time.monotonic()
    found = []
    for solution in chessy.enumerate(LONG_COUNT, jobs=2):
        found.append(solution)
        if len(found) == 3:
            break
    # The loop's iterator is gone: the search stopped and joined its threads.
    assert threads() == before
    with chessy.enumerate(LONG_COUNT, jobs=2) as stream:
        next(stream)
        assert threads() > before
    assert threads() == before
    assert stream.counts.complete is False
    assert list(stream) == []
    assert time.monotonic() - start < 20


def test_exit_with_a_search_streaming_does_not_hang():
    code = ("import chessy\nkeep = chessy.enumerate(%r, jobs=2)\nprint(next(keep).class_size > 0, flush=True)\n"
            "other = chessy.enumerate(%r)\n" % (LONG_COUNT, LONG_SOLVE))
    child = python(code)
    out, err = child.communicate(timeout=30)
    assert child.returncode == 0, err
    assert out == "True\n"


# Issue 41: the interpreter exits while daemon threads are inside a search ("terminate
# called without an active exception", SIGSEGV, hangs), or call one again and again.
# Three threads a child, exits 0.05 s to 0.3 s in: most children crashed before the
# fix (count 1 in 3 with one thread, enumerate nearly always); none may now.
DAEMON_CALLS = {
    "count": "chessy.count(%r, engine='sat')" % LONG_COUNT,
    "enumerate": "for s in chessy.enumerate(%r, engine='sat'): pass" % LONG_COUNT,
    "loop": "while True: chessy.count('size 7\\n7*q', engine='sat')",
}


@pytest.mark.parametrize("call", sorted(DAEMON_CALLS))
def test_exit_with_daemon_threads_inside_a_search(call):
    code = ("import chessy, sys, threading, time\ndef run():\n    %s\n"
            "for _ in range(3):\n    threading.Thread(target=run, daemon=True).start()\n"
            "time.sleep(float(sys.argv[1]))\nprint('bye', flush=True)\n" % DAEMON_CALLS[call])
    for delay in (0.05, 0.1, 0.2, 0.3):
        child = subprocess.Popen([sys.executable, "-c", code, str(delay)], stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True, env=dict(os.environ))
        try:
            out, err = child.communicate(timeout=30)
        finally:
            child.kill()  # a child that hangs at its exit
        assert (child.returncode, out, err) == (0, "bye\n", ""), (delay, child.returncode, err)


# Issue 41: a problem built from 60,000 items (blocked cells, piece pairs, fixed
# pieces) takes well under a second; the builder parsed the whole text again at each
# item, which took minutes (8,000 blocked cells 20 s). In a child, to stop it early.
def test_building_a_problem_takes_linear_time():
    code = ("import chessy\ncells = [(i // 1000, i % 1000) for i in range(20000)]\n"
            "p = chessy.Problem(size=1000, pieces=[('q', 1)] * 20000, fixed=[('q',) + c for c in cells[:20000:2]],\n"
            "                   blocked=cells[1::2])\n"
            "print(len(p.text.splitlines()), sum(1 for line in p.text.splitlines() if line.startswith('x')))\n")
    child = python(code)
    try:
        out, err = child.communicate(timeout=20)
    finally:
        child.kill()  # quadratic work goes on for minutes after the timeout
    assert child.returncode == 0, err
    assert out == "20002 10000\n", out


# Issue 41: os.fork() while an enumeration streams: its search stays in the parent.
# The child hung (at its exit, waiting for a thread it does not have); now next()
# raises RuntimeError there, and the parent's goes on.
def test_fork_during_an_enumeration():
    code = ("import chessy, os, sys\nstream = chessy.enumerate(%r, engine='sat')\nnext(stream)\n"
            "pid = os.fork()\nif pid == 0:\n    try:\n        next(stream)\n"
            "    except RuntimeError as e:\n        print('child:', e, flush=True)\n    sys.exit(0)\n"
            "print('child exit', os.waitpid(pid, 0)[1], flush=True)\n"
            "print('parent', next(stream).class_size > 0)\n" % LONG_COUNT)
    child = python(code)
    out, err = child.communicate(timeout=30)
    assert child.returncode == 0, err
    assert out == ("child: chessy: this enumeration was started before fork(): its search runs in the parent "
                   "process only\nchild exit 0\nparent True\n"), out


def test_timeouts():
    start = time.monotonic()
    counts = chessy.count(LONG_COUNT, timeout=0.3)
    assert counts.complete is False
    assert time.monotonic() - start < 10
    with pytest.raises(chessy.Interrupted):
        chessy.solve(LONG_SOLVE, timeout=0.3)
    with pytest.raises(TimeoutError):
        chessy.solve(LONG_SOLVE, timeout=0.3)
    stream = chessy.enumerate(LONG_SOLVE, timeout=0.3)
    assert list(stream) == []
    assert stream.counts.complete is False
    assert time.monotonic() - start < 20


def test_the_gil_is_released_while_searching():
    done = threading.Event()
    worker = threading.Thread(target=lambda: (chessy.count(LONG_COUNT, timeout=2.0, jobs=1), done.set()))
    worker.start()
    time.sleep(0.1)
    spins = 0
    while not done.is_set() and spins < 10**5:
        spins += 1  # pure Python: runs only while the search does not hold the GIL
    running = not done.is_set()
    worker.join()
    assert spins == 10**5 and running


@pytest.mark.parametrize("call", ["chessy.count(%r)" % LONG_COUNT, "chessy.solve(%r)" % LONG_SOLVE,
                                  "list(chessy.enumerate(%r))" % LONG_SOLVE])
def test_ctrl_c_stops_a_search(call):
    child = python("import chessy\nprint('go', flush=True)\n" + call)
    assert child.stdout.readline() == "go\n"
    time.sleep(0.5)
    start = time.monotonic()
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=30)
    assert time.monotonic() - start < 10
    assert child.returncode != 0  # -SIGINT: Python exits by the signal after a KeyboardInterrupt
    assert err.strip().endswith("KeyboardInterrupt"), err


@pytest.mark.parametrize("call", ["chessy.Problem.read(FIFO)", "chessy.count(pathlib.Path(FIFO))"])
def test_ctrl_c_stops_reading_a_fifo_without_a_writer(tmp_path, call):
    fifo = tmp_path / "problem.fifo"
    os.mkfifo(fifo)
    child = python("import chessy, pathlib\nFIFO = %r\nprint('go', flush=True)\n%s" % (str(fifo), call))
    assert child.stdout.readline() == "go\n"
    time.sleep(0.5)
    start = time.monotonic()
    child.send_signal(signal.SIGINT)
    try:
        out, err = child.communicate(timeout=5)
    except subprocess.TimeoutExpired:
        child.kill()
        child.communicate()
        pytest.fail("the read of a FIFO without a writer went on after Ctrl-C")
    assert time.monotonic() - start < 5
    assert child.returncode != 0
    assert err.strip().endswith("KeyboardInterrupt"), err


def test_a_fifo_is_read_once_its_writer_comes(tmp_path):
    fifo = tmp_path / "problem.fifo"
    os.mkfifo(fifo)
    writer = threading.Timer(0.3, lambda: fifo.write_text("size 6\n6*q\n"))
    writer.start()
    try:
        assert chessy.count(fifo) == (*QUEENS[6], True)
    finally:
        writer.join()


# --- the command line as referee -----------------------------------------------------

DIFFERENTIAL = [PROBLEMS / name for name in (
    "colour-pawns.txt", "colour-rooks.txt", "dominate-pawn-blocks.txt", "dominate-pawn-fixed.txt", "kings9.txt",
    "mixed6.txt", "nauck.txt", "queen-corner-blocked.txt", "queens10.txt", "queens3x4.txt", "rooks6.txt",
    "queens8-independent-domination.json", "colour-rooks.json")]


def boards(output):
    return sorted(b + "\n" for b in output.strip("\n").split("\n\n") if b)


@pytest.mark.parametrize("model", DIFFERENTIAL, ids=lambda p: p.name)
def test_enumerate_lists_the_boards_of_the_command_line(model):
    run = cli(model, "--all", "-q")
    assert run.returncode in (0, 1), run.stderr
    assert sorted(s.board for s in chessy.enumerate(model)) == boards(run.stdout)
    counts = cli(model, "--count", "-q").stdout
    got = chessy.count(model)
    assert counts == f"fundamental: {got.fundamental}\ntotal: {got.total}\n"


def test_no_symmetry_lists_what_the_command_line_lists():
    problem = "size 5\n2*b w\n2*n b\n"
    run = cli("-", "--all", "--no-symmetry", "-q", stdin=problem)
    mine = sorted(s.board for s in chessy.enumerate(problem, symmetry=False, engine="backtrack"))
    assert len(mine) > 100 and mine == boards(run.stdout)


# --- objects made by __new__, partial results, messages naming the argument (issue 27) --

# Each use of an object made by __new__ without __init__, run in a child interpreter:
# they crashed it (SIGSEGV, SIGBUS), which must fail this test, not end pytest.
NEW_WITHOUT_INIT = {
    "count": "chessy.count(chessy.Problem.__new__(chessy.Problem))",
    "str problem": "str(chessy.Problem.__new__(chessy.Problem))",
    "repr problem": "repr(chessy.Problem.__new__(chessy.Problem))",
    "rows": "chessy.Problem.__new__(chessy.Problem).rows",
    "text": "chessy.Problem.__new__(chessy.Problem).text",
    "with_count": "chessy.Problem.__new__(chessy.Problem).with_count(3)",
    "solve": "chessy.solve(chessy.Problem.__new__(chessy.Problem))",
    "enumerate": "chessy.enumerate(chessy.Problem.__new__(chessy.Problem))",
    "minimum": "chessy.minimum(chessy.Problem.__new__(chessy.Problem))",
    "check problem": "chessy.check(chessy.Problem.__new__(chessy.Problem), [])",
    "next": "next(chessy.Enumeration.__new__(chessy.Enumeration))",
    "iter": "iter(chessy.Enumeration.__new__(chessy.Enumeration))",
    "counts": "chessy.Enumeration.__new__(chessy.Enumeration).counts",
    "close": "chessy.Enumeration.__new__(chessy.Enumeration).close()",
    "with": "chessy.Enumeration.__new__(chessy.Enumeration).__enter__()",
    "board": "chessy.Solution.__new__(chessy.Solution).board",
    "pieces": "chessy.Solution.__new__(chessy.Solution).pieces",
    "class_size": "chessy.Solution.__new__(chessy.Solution).class_size",
    "len": "len(chessy.Solution.__new__(chessy.Solution))",
    "list": "list(chessy.Solution.__new__(chessy.Solution))",
    "str solution": "str(chessy.Solution.__new__(chessy.Solution))",
    "repr solution": "repr(chessy.Solution.__new__(chessy.Solution))",
    "eq": "chessy.solve('4*q') == chessy.Solution.__new__(chessy.Solution)",
    # Issue 41: == and hash() answered (identity) for these alone.
    "eq problem": "chessy.Problem.__new__(chessy.Problem) == 3",
    "eq problem itself": "(lambda p: p == p)(chessy.Problem.__new__(chessy.Problem))",
    "ne problem": "(lambda p: p != p)(chessy.Problem.__new__(chessy.Problem))",
    "hash problem": "hash(chessy.Problem.__new__(chessy.Problem))",
    "eq other problem": "chessy.Problem(size=4, pieces={'q': 4}) == chessy.Problem.__new__(chessy.Problem)",
    "eq enumeration": "(lambda e: e == e)(chessy.Enumeration.__new__(chessy.Enumeration))",
    "hash enumeration": "hash(chessy.Enumeration.__new__(chessy.Enumeration))",
    "eq solution itself": "(lambda s: s == s)(chessy.Solution.__new__(chessy.Solution))",
    "eq solution int": "chessy.Solution.__new__(chessy.Solution) == 3",
    "check solution": "chessy.check('size 4\\n4*q', chessy.Solution.__new__(chessy.Solution))",
}


@pytest.mark.parametrize("use", sorted(NEW_WITHOUT_INIT))
def test_objects_made_by_new_alone_raise_type_error(use):
    code = ("import chessy\ntry:\n    %s\nexcept TypeError as e:\n    print('TypeError', e)\n"
            "else:\n    print('no error')\n" % NEW_WITHOUT_INIT[use])
    child = python(code)
    out, err = child.communicate(timeout=60)
    assert child.returncode == 0, err
    assert out.startswith("TypeError ") and "__new__ without __init__" in out, out


# == and hash() of the objects that hold a value: identity for a Problem and an
# Enumeration (as before), the pieces for a Solution (unhashable).
def test_equality_and_hash_of_real_objects():
    p = chessy.Problem(size=4, pieces={"q": 4})
    # A problem is its value (issue 40; tests/python/test_everyday.py): an equal one is ==.
    assert p == p and not (p != p) and p == chessy.Problem(size=4, pieces={"q": 4}) and p != 3
    assert {p: 1}[p] == 1 and hash(p) == hash(chessy.Problem(size=4, pieces={"q": 4}))
    with chessy.enumerate(p) as e:
        assert e == e and e != 3 and {e: 1}[e] == 1
    s = chessy.solve(p)
    assert s == chessy.solve(p) and s != 3 and hash(s) == hash(chessy.solve(p))


def test_every_class_of_the_module_is_covered_above():
    classes = {name for name in dir(chessy) if isinstance(getattr(chessy, name), type)
               and getattr(chessy, name).__module__ == "chessy" and not issubclass(getattr(chessy, name), BaseException)
               and not issubclass(getattr(chessy, name), tuple)}
    assert classes == {"Problem", "Solution", "Enumeration"}


# A timeout that comes while the problem is still being encoded (150 x 150: far longer
# than 50 ms) stops count, enumerate and minimum with what they have, complete False,
# as docs/python.md says and the command line does (exit 4); they raised Interrupted.
def test_a_timeout_while_encoding_returns_what_was_found():
    assert chessy.count("size 150\n150*q", timeout=0.05) == (0, 0, False)
    stream = chessy.enumerate("size 150\n150*q", timeout=0.05)
    assert list(stream) == []
    assert stream.counts == (0, 0, False)
    optimum = chessy.minimum("size 150\nd\n?*q", timeout=0.05)
    assert optimum.complete is False and optimum.solution is None
    assert 0 <= optimum.lower <= optimum.upper <= 150 * 150
    run = cli("-", "--count", "--timeout", "0.05", stdin="size 150\n150*q\n")
    assert run.returncode == 4


# Each message names the argument and the value at fault.
@pytest.mark.parametrize("call, error, message", [
    (lambda: chessy.Problem(pieces={"q": -1}), chessy.InputError,
     "chessy: pieces: count of 'q' must be a whole number >= 0, not -1"),
    (lambda: chessy.Problem(pieces={"q": 1.5}), TypeError,
     "pieces: count of 'q' must be a whole number >= 0 or '?', not 1.5"),
    (lambda: chessy.Problem(pieces={"x": 1}), chessy.InputError, "chessy: pieces: unknown piece 'x' (one of q r b n k p)"),
    (lambda: chessy.Problem(pieces={"q": 1}, fixed=[("x", 0, 0)]), chessy.InputError,
     "chessy: fixed: unknown piece 'x' (one of q r b n k p)"),
    (lambda: chessy.count("8*q", timeout=object()), TypeError,
     "count(): timeout must be a number of seconds or None, not object"),
    (lambda: chessy.solve("8*q", timeout=float("inf")), chessy.InputError,
     "chessy: solve(): timeout must be a finite number of seconds, not inf"),
    (lambda: chessy.count("8*q", timeout=-1), chessy.InputError, "chessy: count(): timeout must not be negative, not -1"),
    (lambda: chessy.count("\ud800"), chessy.InputError,
     "chessy: problem: a lone surrogate '\\ud800' at index 0, which is no text (UTF-8 cannot hold it)"),
    (lambda: chessy.Problem.parse("8*q", "a\udc80"), chessy.InputError,
     "chessy: Problem.parse(): name: a lone surrogate '\\udc80' at index 1, which is no text (UTF-8 cannot hold it)"),
    (lambda: chessy.Problem(pieces={"q\udcff": 1}), chessy.InputError,
     "chessy: pieces: a lone surrogate '\\udcff' at index 1, which is no text (UTF-8 cannot hold it)"),
    (lambda: chessy.Problem(goal="\ud800"), chessy.InputError,
     "chessy: goal: a lone surrogate '\\ud800' at index 0, which is no text (UTF-8 cannot hold it)"),
    (lambda: chessy.count("8*q", backend="\ud800"), chessy.InputError,
     "chessy: count(): backend: a lone surrogate '\\ud800' at index 0, which is no text (UTF-8 cannot hold it)"),
])
def test_messages_name_the_argument_and_the_value(call, error, message):
    with pytest.raises(error) as raised:
        call()
    assert str(raised.value) == message


# A file whose name is no UTF-8: the message keeps the byte as \xff (it came out empty,
# Python unable to decode it).
def test_a_message_about_a_name_that_is_no_utf8_keeps_its_bytes(tmp_path):
    bad = os.fsdecode(bytes(tmp_path) + b"/\xff.txt")
    with open(os.fsencode(bad), "w") as f:
        f.write("8*x\n")
    with pytest.raises(chessy.InputError) as error:
        chessy.Problem.read(bad)
    assert str(error.value) == "%s/\\xFF.txt:1: unknown piece 'x'" % tmp_path
