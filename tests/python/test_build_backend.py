"""The build backend of `pip install .` (python/build_backend.py, docs/python.md "pip")
without building: the version and metadata it writes, the interpreter's tag, the wheel's
RECORD, the sdist. tests/pip_install_test.py builds and installs for real (slow)."""

import base64
import hashlib
import os
import pathlib
import subprocess
import sys
import sysconfig
import tarfile
import zipfile

import pytest

import chessy

SOURCE = pathlib.Path(os.environ.get("CHESSY_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(SOURCE / "python"))
import build_backend  # noqa: E402  (from the source tree, as pip imports it)

sys.path.remove(str(SOURCE / "python"))


def test_the_version_is_the_projects_as_the_module_has_it():
    assert build_backend.project_version() == chessy.__version__
    assert build_backend.project_version("project(chessy-sat VERSION 1.20.3 LANGUAGES C CXX)") == "1.20.3"
    with pytest.raises(RuntimeError, match="no project"):
        build_backend.project_version("project(other VERSION 1.0)")


def test_pyproject_is_read_alike_with_and_without_tomllib():
    text = (SOURCE / "pyproject.toml").read_text(encoding="utf-8")
    table = build_backend.project_table(text)
    assert table["name"] == "chessy-sat" and set(table) >= {"description", "requires-python", "license"}
    # Python 3.9 and 3.10 read the lines by a regular expression: the same strings.
    assert build_backend.project_strings(text) == table


def test_the_tag_is_this_interpreters_and_names_the_modules_abi():
    tag = build_backend.wheel_tag()
    python, abi, platform = tag.split("-")
    assert python == f"cp{sys.version_info[0]}{sys.version_info[1]}"
    # The module this suite imports has the suffix the tag's ABI stands for.
    assert chessy.__file__.endswith(sysconfig.get_config_var("EXT_SUFFIX"))
    assert sysconfig.get_config_var("EXT_SUFFIX").startswith(f".cpython-{abi[2:]}-")
    tags = pytest.importorskip("pip._vendor.packaging.tags")
    assert tag in {str(t) for t in tags.sys_tags()}, "pip would refuse the wheel"


def test_the_wheel_holds_the_module_and_a_record_of_every_file(tmp_path):
    module = tmp_path / ("chessy" + sysconfig.get_config_var("EXT_SUFFIX"))
    module.write_bytes(b"\x7fELF not really")
    name = build_backend.write_wheel(tmp_path, module)
    version = chessy.__version__
    assert name == f"chessy_sat-{version}-{build_backend.wheel_tag()}.whl"
    info = f"chessy_sat-{version}.dist-info"
    with zipfile.ZipFile(tmp_path / name) as z:
        assert sorted(z.namelist()) == sorted([module.name, "chessy.pyi", "chessy-stubs/__init__.pyi",
                                               f"{info}/METADATA", f"{info}/WHEEL", f"{info}/RECORD"])
        assert z.read(module.name) == module.read_bytes()
        stubs = (SOURCE / "python" / "chessy.pyi").read_bytes()
        assert z.read("chessy.pyi") == z.read("chessy-stubs/__init__.pyi") == stubs
        record = z.read(f"{info}/RECORD").decode().splitlines()
        assert f"{info}/RECORD,," in record
        for line in record:
            path, digest, size = line.split(",")
            if path.endswith("RECORD"):
                continue
            data = z.read(path)
            assert digest == "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert size == str(len(data))
        assert f"Tag: {build_backend.wheel_tag()}" in z.read(f"{info}/WHEEL").decode().splitlines()
        metadata = z.read(f"{info}/METADATA").decode().splitlines()
        assert {"Name: chessy-sat", f"Version: {version}", "Requires-Python: >=3.9"} <= set(metadata)
        # pip's metadata hook writes what the wheel holds.
        assert build_backend.prepare_metadata_for_build_wheel(tmp_path / "meta") == info
        assert (tmp_path / "meta" / info / "METADATA").read_text().splitlines() == metadata


def test_the_sdist_holds_the_sources_and_no_build(tmp_path):
    name = build_backend.build_sdist(tmp_path)
    top = f"chessy_sat-{chessy.__version__}"
    assert name == f"{top}.tar.gz"
    with tarfile.open(tmp_path / name) as tar:
        names = set(tar.getnames())
    for needed in ("CMakeLists.txt", "pyproject.toml", "python/build_backend.py", "python/chessy_module.cpp", "PKG-INFO"):
        assert f"{top}/{needed}" in names
    assert not any(n.startswith(f"{top}/build") or "__pycache__" in n for n in names)


def test_importing_the_backend_leaves_no_bytecode_in_the_tree(tmp_path):
    # pip imports it from python/; Python would cache it in python/__pycache__.
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    code = f"import sys; sys.path.insert(0, {str(SOURCE / 'python')!r}); import build_backend; print(build_backend.__cached__)"
    cached = subprocess.run([sys.executable, "-c", code], env=env, cwd=tmp_path, check=True,
                            capture_output=True, text=True).stdout.strip()
    assert cached.startswith(str(SOURCE / "python" / "__pycache__"))
    assert not pathlib.Path(cached).exists()
    assert not (SOURCE / "python" / "__pycache__").exists()


def _release_cache(**entries):
    """The CMakeCache.txt entries of `make`'s build of this tree with the module for this python."""
    cache = {"CMAKE_HOME_DIRECTORY": str(SOURCE), "CMAKE_BUILD_TYPE": "Release", "CMAKE_CXX_COMPILER": "/usr/bin/c++",
             "CHESSY_SANITIZE": "OFF", "CHESSY_PYTHON": "ON",
             "CHESSY_PYTHON_SUFFIX": sysconfig.get_config_var("EXT_SUFFIX")}
    cache.update(entries)
    return cache


def test_make_s_build_is_reused_as_far_as_it_fits(tmp_path):
    plan = build_backend.reuse_plan
    # The module itself when it is this interpreter's ABI, else the library.
    assert plan(tmp_path, _release_cache(), {})[0] == "module"
    assert plan(tmp_path, _release_cache(CHESSY_PYTHON_SUFFIX=".cpython-312-x86_64-linux-gnu.so"), {}) == (
        "library", f"{tmp_path} builds chessy.cpython-312-x86_64-linux-gnu.so, this python needs "
                   f"chessy{sysconfig.get_config_var('EXT_SUFFIX')}")
    assert plan(tmp_path, _release_cache(CHESSY_PYTHON="OFF"), {})[0] == "library"
    assert plan(tmp_path, _release_cache(), {"CMAKE_ARGS": "-DX=1"})[0] == "library"
    assert plan(tmp_path, _release_cache(), {"CHESSY_REUSE": "library"})[0] == "library"
    # Nothing of a build of another tree, of another type or compiler, or with the sanitizers.
    assert plan(tmp_path, {}, {}) == ("none", f"no build folder {tmp_path} (make makes one)")
    assert plan(tmp_path, _release_cache(), {"CHESSY_REUSE": "none"})[0] == "none"
    assert plan(tmp_path, _release_cache(CMAKE_HOME_DIRECTORY=str(tmp_path)), {})[0] == "none"
    assert plan(tmp_path, _release_cache(CMAKE_BUILD_TYPE="Debug"), {})[0] == "none"
    assert plan(tmp_path, _release_cache(CHESSY_SANITIZE="ON"), {})[0] == "none"
    assert plan(tmp_path, _release_cache(CMAKE_CXX_COMPILER=sys.executable), {"CXX": "/bin/sh"})[0] == "none"
    with pytest.raises(RuntimeError, match="CHESSY_REUSE=all: module, library or none"):
        plan(tmp_path, _release_cache(), {"CHESSY_REUSE": "all"})


def test_the_cache_is_read_as_cmake_writes_it(tmp_path):
    (tmp_path / "CMakeCache.txt").write_text("# comment\n//help\nCMAKE_BUILD_TYPE:STRING=Release\n"
                                             "CHESSY_PYTHON_SUFFIX:INTERNAL=.cpython-311-x86_64-linux-gnu.so\n"
                                             "CMAKE_CXX_COMPILER:FILEPATH=/usr/bin/c++\n")
    assert build_backend.cmake_cache(tmp_path) == {"CMAKE_BUILD_TYPE": "Release",
                                                   "CHESSY_PYTHON_SUFFIX": ".cpython-311-x86_64-linux-gnu.so",
                                                   "CMAKE_CXX_COMPILER": "/usr/bin/c++"}
    assert build_backend.cmake_cache(tmp_path / "none") == {}


def test_an_editable_install_is_refused_in_one_line(tmp_path):
    code = (f"import sys; sys.path.insert(0, {str(SOURCE / 'python')!r}); import build_backend; "
            f"build_backend.build_editable({str(tmp_path)!r})")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 1 and run.stdout == "" and list(tmp_path.iterdir()) == []
    assert run.stderr.splitlines() == [build_backend.NO_EDITABLE]
