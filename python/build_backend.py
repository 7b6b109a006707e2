"""The PEP 517 build backend of `pip install .` (pyproject.toml, docs/python.md "With pip").

It builds the module `chessy` as every other build does, by the project's CMake
(cmake/Python.cmake, target chessy_python), for the interpreter that runs it
(sys.executable, passed as Python3_EXECUTABLE), and writes the wheel itself: the one .so
and its dist-info.

What it compiles (issue 40: a full compile took 4-6 minutes on 2 cores, for every venv):
the build folder `make` made (build/, or CHESSY_BUILD_DIR), when it was configured from
this tree as Release by the same compiler, is reused, and brought up to date first as
`make` would (an incremental build in it):
- "module": when it builds the module for an interpreter of the same ABI (the same
  extension suffix, cpython-311-x86_64-linux-gnu: CPython keeps the ABI within a minor
  version) and CMAKE_ARGS is empty, its module file is the wheel's: seconds;
- "library": otherwise its libchessy.a, and a scratch build compiles the module's own
  files alone (CMake's CHESSY_PYTHON_LIBRARY);
- "none": no such folder: a scratch build compiles the library too (Ninja where it is
  installed and CMAKE_GENERATOR is not set).
CHESSY_REUSE=library or none reuses less (tests/pip_install_test.py tries each).

Why a backend of its own, the standard library alone: the build must work offline
with what Debian packages. setuptools builds wheels only with `wheel` installed (absent
from pyenv's interpreters and from their venvs) and would need pybind11's Python helpers
(Debian's pybind11-dev gives the C++ headers and the CMake package, not the Python
package) and the compile flags a second time; scikit-build-core is not packaged in
Debian 12. With no build requirements, `pip install .` needs nothing from PyPI.

No editable install (PEP 660): the module is one compiled file; `pip install -e .`
says so in one line (build_editable) and changes nothing. Reinstall after a change.

Settings from the environment: CMAKE_ARGS, more arguments for the configuration
(shell words, as scikit-build reads them), e.g. "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache";
CMake itself reads CMAKE_BUILD_PARALLEL_LEVEL (default here: one job a CPU),
CMAKE_GENERATOR and CMAKE_CXX_COMPILER_LAUNCHER. CHESSY_BUILD_DIR and CHESSY_REUSE
above.
"""
import base64
import hashlib
import io
import os
import pathlib
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import zipfile

SOURCE = pathlib.Path(__file__).resolve().parent.parent


def _forget_own_bytecode():
    """pip imports this file from the source tree, which caches it as
    python/__pycache__/build_backend.*.pyc: removed, so that a build leaves no file in
    the tree (tests/pip_install_test.py checks it)."""
    cached = globals().get("__cached__")
    if not cached or not pathlib.Path(cached).resolve().is_relative_to(SOURCE):
        return  # elsewhere (PYTHONPYCACHEPREFIX): not in the tree
    try:
        os.remove(cached)
        os.rmdir(os.path.dirname(cached))
    except OSError:  # not written (PYTHONDONTWRITEBYTECODE), or other files beside it
        pass


_forget_own_bytecode()


def project_version(cmake_text=None):
    """The version of project() in CMakeLists.txt: the one the module's __version__ has."""
    if cmake_text is None:
        cmake_text = (SOURCE / "CMakeLists.txt").read_text(encoding="utf-8")
    m = re.search(r"\bproject\(\s*chessy-sat\s+VERSION\s+([0-9][0-9.]*)", cmake_text)
    if not m:
        raise RuntimeError("CMakeLists.txt: no project(chessy-sat VERSION ...)")
    return m.group(1)


def project_table(toml_text=None):
    """The string keys of pyproject.toml's [project] table (tomllib from Python 3.11 on,
    project_strings before it)."""
    if toml_text is None:
        toml_text = (SOURCE / "pyproject.toml").read_text(encoding="utf-8")
    try:
        import tomllib
    except ImportError:
        return project_strings(toml_text)
    table = tomllib.loads(toml_text).get("project", {})
    return {key: value for key, value in table.items() if isinstance(value, str)}


def project_strings(toml_text):
    """The `key = "text"` lines of the [project] table, all of its strings: Python 3.9
    and 3.10 have no TOML reader (tests/python/test_build_backend.py compares)."""
    m = re.search(r"^\[project\]\n(.*?)(?=^\[|\Z)", toml_text, re.S | re.M)
    return dict(re.findall(r'^([\w-]+)\s*=\s*"([^"\\]*)"\s*(?:#.*)?$', m.group(1) if m else "", re.M))


def wheel_tag():
    """python-abi-platform of the running interpreter, as pip's packaging.tags names it:
    cp311-cp311-linux_x86_64. The ABI comes from the extension suffix (.cpython-311-...,
    .cpython-313t-..., .pypy39-pp73-...), the very name the module file must have."""
    impl = {"cpython": "cp", "pypy": "pp"}.get(sys.implementation.name, sys.implementation.name)
    python = f"{impl}{sys.version_info[0]}{sys.version_info[1]}"
    soabi = sysconfig.get_config_var("EXT_SUFFIX").split(".")[1]
    if soabi.startswith("cpython-"):
        abi = "cp" + soabi.split("-")[1]
    else:
        abi = "_".join(soabi.split("-")[:2])
    platform = re.sub(r"[-.]", "_", sysconfig.get_platform())
    return f"{python}-{abi}-{platform}"


def _names():
    """(distribution name as in file names, version): chessy_sat, 0.2.0."""
    name = re.sub(r"[-_.]+", "_", project_table()["name"]).lower()
    return name, project_version()


def _metadata():
    table = project_table()
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {table['name']}",
        f"Version: {project_version()}",
        f"Summary: {table['description']}",
        f"Requires-Python: {table['requires-python']}",
        f"License: {table['license']}",
    ]
    return "\n".join(lines) + "\n"


def _dist_info_files():
    """{path in the wheel: bytes} of the dist-info folder, RECORD aside."""
    name, version = _names()
    dist_info = f"{name}-{version}.dist-info"
    wheel = ("Wheel-Version: 1.0\nGenerator: chessy-sat python/build_backend.py\n"
             f"Root-Is-Purelib: false\nTag: {wheel_tag()}\n")
    return {f"{dist_info}/METADATA": _metadata().encode(), f"{dist_info}/WHEEL": wheel.encode()}


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}\n"


def write_wheel(wheel_directory, module):
    """The wheel holding the built module file (a pathlib.Path), in wheel_directory;
    returns its file name."""
    name, version = _names()
    # The types (python/chessy.pyi) beside the module, for editors, and as the stub package
    # chessy-stubs, where mypy looks (PEP 561 has no py.typed for a module of one file).
    stubs = (SOURCE / "python" / "chessy.pyi").read_bytes()
    files = {module.name: module.read_bytes(), "chessy.pyi": stubs, "chessy-stubs/__init__.pyi": stubs,
             **_dist_info_files()}
    record = f"{name}-{version}.dist-info/RECORD"
    files[record] = ("".join(_record_line(path, data) for path, data in files.items())
                     + f"{record},,\n").encode()
    wheel_name = f"{name}-{version}-{wheel_tag()}.whl"
    with zipfile.ZipFile(pathlib.Path(wheel_directory) / wheel_name, "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files.items():
            info = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = (0o755 if path == module.name else 0o644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
    return wheel_name


def _run(command):
    print("chessy build_backend:", shlex.join(command), flush=True)
    subprocess.run(command, check=True)


def _say(text):
    print("chessy build_backend:", text, flush=True)


def _jobs():
    return [] if "CMAKE_BUILD_PARALLEL_LEVEL" in os.environ else ["--parallel", str(os.cpu_count() or 1)]


def cmake_cache(build_dir):
    """{NAME: value} of a build folder's CMakeCache.txt ({} when there is none)."""
    try:
        text = (pathlib.Path(build_dir) / "CMakeCache.txt").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return {}
    return {m.group(1): m.group(2) for m in re.finditer(r"^([A-Za-z_][\w.+-]*):[A-Z]+=(.*)$", text, re.M)}


def _same_file(a, b):
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def reuse_plan(build_dir, cache, environ):
    """What the build folder build_dir (its CMakeCache.txt entries `cache`) gives the
    wheel: ("module" | "library" | "none", why), the reason in words for pip -v."""
    wanted = environ.get("CHESSY_REUSE", "module")
    if wanted not in ("module", "library", "none"):
        raise RuntimeError(f"CHESSY_REUSE={wanted}: module, library or none")
    if wanted == "none":
        return "none", "CHESSY_REUSE=none"
    if not cache:
        return "none", f"no build folder {build_dir} (make makes one)"
    if not _same_file(cache.get("CMAKE_HOME_DIRECTORY", ""), SOURCE):
        return "none", f"{build_dir} builds another source tree"
    if cache.get("CMAKE_BUILD_TYPE") != "Release":
        return "none", f"{build_dir} is a {cache.get('CMAKE_BUILD_TYPE') or 'plain'} build, not Release"
    if any(cache.get(option, "OFF").upper() in ("ON", "TRUE", "1") for option in ("CHESSY_SANITIZE", "CHESSY_FUZZ")):
        return "none", f"{build_dir} builds with the sanitizers or for fuzzing"
    compiler = cache.get("CMAKE_CXX_COMPILER", "")
    chosen = environ.get("CXX")
    if chosen and not _same_file(shutil.which(chosen) or chosen, compiler):
        return "none", f"CXX={chosen}, but {build_dir} compiles with {compiler}"
    if not os.access(build_dir, os.W_OK):
        return "none", f"{build_dir} is not writable: it cannot be brought up to date"
    if wanted == "library":
        return "library", "CHESSY_REUSE=library"
    if cache.get("CHESSY_PYTHON", "OFF").upper() not in ("ON", "TRUE", "1"):
        return "library", f"{build_dir} builds no Python module"
    if environ.get("CMAKE_ARGS", "").strip():
        return "library", "CMAKE_ARGS asks for a configuration of the module's own"
    theirs, ours = cache.get("CHESSY_PYTHON_SUFFIX"), sysconfig.get_config_var("EXT_SUFFIX")
    if theirs != ours:
        return "library", f"{build_dir} builds chessy{theirs or '*'}, this python needs chessy{ours}"
    return "module", f"{build_dir} builds chessy{ours}"


def _module_path(build_dir):
    return pathlib.Path(build_dir) / "python" / ("chessy" + sysconfig.get_config_var("EXT_SUFFIX"))


def build_module(scratch, environ=os.environ):
    """The module file for sys.executable, built in the scratch folder or taken from a
    build folder of this tree (reuse_plan); its path."""
    reused = pathlib.Path(environ.get("CHESSY_BUILD_DIR") or SOURCE / "build").absolute()
    cache = cmake_cache(reused)
    plan, why = reuse_plan(reused, cache, environ)
    _say(f"reusing {plan}: {why}")
    configure = []
    if plan == "module":
        _run(["cmake", "--build", str(reused), "--target", "chessy_python", *_jobs()])
        return _checked(_module_path(reused), reused)
    if plan == "library":
        _run(["cmake", "--build", str(reused), "--target", "chessy", *_jobs()])
        library = reused / "libchessy.a"
        if not library.is_file():
            raise RuntimeError(f"{reused} built no libchessy.a")
        configure = [f"-DCHESSY_PYTHON_LIBRARY={library}", f"-DCMAKE_CXX_COMPILER={cache['CMAKE_CXX_COMPILER']}"]
        if cache.get("CMAKE_C_COMPILER"):
            configure.append(f"-DCMAKE_C_COMPILER={cache['CMAKE_C_COMPILER']}")
    if "CMAKE_GENERATOR" not in environ and shutil.which("ninja"):
        configure += ["-G", "Ninja"]  # a floor compiles while the one below still does
    _run(["cmake", "-S", str(SOURCE), "-B", str(scratch), "-DCMAKE_BUILD_TYPE=Release",
          "-DCHESSY_TESTS=OFF", "-DCHESSY_PYTHON=ON", f"-DPython3_EXECUTABLE={sys.executable}",
          *configure, *shlex.split(environ.get("CMAKE_ARGS", ""))])
    _run(["cmake", "--build", str(scratch), "--target", "chessy_python", *_jobs()])
    return _checked(_module_path(scratch), scratch)


def _checked(module, build_dir):
    """The module's name carries the ABI CMake built for; it must be this interpreter's,
    else the wheel would hold a module that python refuses (or worse, loads)."""
    if not module.is_file():
        found = sorted(p.name for p in (pathlib.Path(build_dir) / "python").glob("chessy*.so"))
        raise RuntimeError(f"CMake built {found or 'no module'}, not {module.name} for {sys.executable}")
    return module


# The PEP 517 hooks.

def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    files = _dist_info_files()
    for path, data in files.items():
        target = pathlib.Path(metadata_directory) / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return next(iter(files)).split("/")[0]


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    with tempfile.TemporaryDirectory(prefix="chessy-wheel-") as build_dir:
        return write_wheel(wheel_directory, build_module(build_dir))


NO_EDITABLE = ("chessy-sat: no editable install (pip install -e): the module is one compiled file; "
               "run `pip install .` again after a change (seconds once `make` has built the tree)")


def get_requires_for_build_editable(config_settings=None):
    return []


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    """Refused in one line (pip shows it under "Building editable ... did not run
    successfully"), before pip touches what is installed; without this hook pip ran
    setuptools' `setup.py develop`, which uninstalled the module, then failed on
    pyproject.toml's license."""
    print(NO_EDITABLE, file=sys.stderr, flush=True)
    sys.exit(1)


def sdist_files():
    """The source files (relative paths): git's list in a clone, else every file but
    the build folders (an unpacked sdist)."""
    try:
        out = subprocess.run(["git", "-C", str(SOURCE), "ls-files", "-z"], check=True,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout
        return [p for p in out.decode().split("\0") if p and (SOURCE / p).is_file()]
    except (OSError, subprocess.CalledProcessError):
        found = []
        for folder, dirs, files in os.walk(SOURCE):
            dirs[:] = [d for d in dirs if not d.startswith((".", "build", "__pycache__"))]
            found += [str((pathlib.Path(folder) / f).relative_to(SOURCE)) for f in files]
        return sorted(found)


def build_sdist(sdist_directory, config_settings=None):
    name, version = _names()
    top = f"{name}-{version}"
    sdist_name = f"{top}.tar.gz"
    with tarfile.open(pathlib.Path(sdist_directory) / sdist_name, "w:gz", format=tarfile.PAX_FORMAT) as tar:
        for path in sdist_files():
            tar.add(SOURCE / path, arcname=f"{top}/{path}", recursive=False)
        info = tarfile.TarInfo(f"{top}/PKG-INFO")
        data = _metadata().encode()
        info.size = len(data)
        info.mode = 0o644
        tar.addfile(info, io.BytesIO(data))
    return sdist_name
