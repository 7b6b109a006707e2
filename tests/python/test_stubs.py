"""The module's types (python/chessy.pyi, docs/python.md "Types"): the stubs name every
function, class and field the module has, inspect.signature reads the functions as the
stubs write them, and mypy (python3-mypy, where installed) reads the stubs and finds a
misspelt keyword. tests/pip_install_test.py checks that mypy finds them installed."""

import ast
import inspect
import os
import pathlib
import shutil

import pytest

import chessy

SOURCE = pathlib.Path(os.environ.get("CHESSY_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
STUBS = SOURCE / "python" / "chessy.pyi"
FUNCTIONS = ["solve", "count", "enumerate", "minimum", "maximum", "check", "version"]


def stub_tree():
    return ast.parse(STUBS.read_text(encoding="utf-8"))


def stub_names():
    """{top-level name: {its class body's names}} of the stubs."""
    out = {}
    for node in stub_tree().body:
        if isinstance(node, ast.ClassDef):
            out[node.name] = {n.name if isinstance(n, (ast.FunctionDef, ast.ClassDef)) else n.target.id
                              for n in node.body if isinstance(n, (ast.FunctionDef, ast.AnnAssign))}
        elif isinstance(node, ast.FunctionDef):
            out[node.name] = set()
        elif isinstance(node, ast.AnnAssign):
            out[node.target.id] = set()
        elif isinstance(node, ast.Assign):
            out.update((target.id, set()) for target in node.targets)
    return out


def test_the_stubs_name_every_function_class_and_field():
    stubs = stub_names()
    public = {name for name in dir(chessy) if not name.startswith("_")} | {"__version__"}
    assert public <= set(stubs), f"not in chessy.pyi: {sorted(public - set(stubs))}"
    for name in ("Problem", "Solution", "Enumeration"):
        fields = {a for a in dir(getattr(chessy, name)) if not a.startswith("_")}
        assert fields <= stubs[name], f"{name}: not in chessy.pyi: {sorted(fields - stubs[name])}"
    for name in ("Counts", "OptimumCounts", "Optimum"):
        assert list(getattr(chessy, name)._fields) == [n.target.id for n in stub_tree().body
                                                       if isinstance(n, ast.ClassDef) and n.name == name
                                                       for n in n.body if isinstance(n, ast.AnnAssign)]


def stub_parameters(name):
    """The parameter names of the stub of function `name` (its first overload)."""
    aliases = {n.targets[0].id: n.value.id for n in stub_tree().body
               if isinstance(n, ast.Assign) and isinstance(n.value, ast.Name)}
    name = aliases.get(name, name)  # maximum = minimum
    node = next(n for n in stub_tree().body if isinstance(n, ast.FunctionDef) and n.name == name)
    a = node.args
    return [p.arg for p in a.posonlyargs + a.args + a.kwonlyargs]


@pytest.mark.parametrize("name", FUNCTIONS)
def test_inspect_signature_reads_each_function_as_the_stubs_write_it(name):
    signature = inspect.signature(getattr(chessy, name))
    assert list(signature.parameters) == stub_parameters(name)
    if "jobs" in signature.parameters:
        assert signature.parameters["jobs"].kind is inspect.Parameter.KEYWORD_ONLY
        assert signature.parameters["jobs"].default == 0


def test_mypy_reads_the_stubs(tmp_path, monkeypatch):
    api = pytest.importorskip("mypy.api")
    (tmp_path / "stubs").mkdir()
    shutil.copy(STUBS, tmp_path / "stubs" / "chessy.pyi")
    (tmp_path / "use.py").write_text(
        "import chessy\n"
        "total: int = chessy.count('8*q').total\n"
        "optimum = chessy.count('?*q\\nd', optimize='min').optimum\n"
        "problem = chessy.Problem(size=(6, 7), pieces={'q': 2}, goal='domination')\n"
        "cells: list[tuple[int, int]] = problem.blocked\n"
        "low: int = chessy.minimum(problem).lower\n"
        "for s in chessy.enumerate(problem, jobs=2):\n"
        "    piece, colour, row, col = s.pieces[0]\n"
        "chessy.count(problem, limt=3)\n")
    monkeypatch.setenv("MYPYPATH", str(tmp_path / "stubs"))
    out, err, status = api.run(["--no-incremental", "--cache-dir", os.devnull, str(tmp_path / "use.py")])
    errors = [line for line in out.splitlines() if ": error:" in line]
    assert len(errors) == 1 and "use.py:9:" in errors[0], out + err
