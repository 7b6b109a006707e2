"""The PEP 517 build backend of `pip install .` (pyproject.toml, docs/python.md "With pip").

It builds the module `chessy` as every other build does, by the project's CMake
(cmake/Python.cmake, target chessy_python), for the interpreter that runs it
(sys.executable, passed as Python3_EXECUTABLE), in a temporary build directory, and
writes the wheel itself: the one .so and its dist-info.

Why a backend of its own, the standard library alone: the build must work offline
with what Debian packages. setuptools builds wheels only with `wheel` installed (absent
from pyenv's interpreters and from their venvs) and would need pybind11's Python helpers
(Debian's pybind11-dev gives the C++ headers and the CMake package, not the Python
package) and the compile flags a second time; scikit-build-core is not packaged in
Debian 12. With no build requirements, `pip install .` needs nothing from PyPI.

No editable install (PEP 660): the module is one compiled file, so `pip install -e .`
is refused; reinstall after a change.

Settings from the environment: CMAKE_ARGS, more arguments for the configuration
(shell words, as scikit-build reads them), e.g. "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache";
CMake itself reads CMAKE_BUILD_PARALLEL_LEVEL (default here: one job a CPU),
CMAKE_GENERATOR and CMAKE_CXX_COMPILER_LAUNCHER.
"""
import base64
import hashlib
import io
import os
import pathlib
import re
import shlex
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
    files = {module.name: module.read_bytes(), **_dist_info_files()}
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


def build_module(build_dir):
    """Configures and builds chessy_python in build_dir for sys.executable; the module's path."""
    _run(["cmake", "-S", str(SOURCE), "-B", str(build_dir), "-DCMAKE_BUILD_TYPE=Release",
          "-DCHESSY_TESTS=OFF", "-DCHESSY_PYTHON=ON", f"-DPython3_EXECUTABLE={sys.executable}",
          *shlex.split(os.environ.get("CMAKE_ARGS", ""))])
    jobs = [] if "CMAKE_BUILD_PARALLEL_LEVEL" in os.environ else ["--parallel", str(os.cpu_count() or 1)]
    _run(["cmake", "--build", str(build_dir), "--target", "chessy_python", *jobs])
    # The module's name carries the ABI CMake built for; it must be this interpreter's,
    # else the wheel would hold a module that python refuses (or worse, loads).
    module = pathlib.Path(build_dir) / "python" / ("chessy" + sysconfig.get_config_var("EXT_SUFFIX"))
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
