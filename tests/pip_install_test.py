#!/usr/bin/env python3
"""`pip install .` as the README shows it (issue 28): a venv made from PYTHON, and in it,
as one would with the venv activated (its bin/ first on PATH), the README's ```sh block
that names `pip install`, run by bash in SOURCE_DIR: the install (the project's CMake by
python/build_backend.py, a full compile of the module), then the example, which must
print the counts `chessy-sat --count` prints. Then in that venv:

- `import chessy` finds the module the venv holds, built for this interpreter (its
  file's suffix, the wheel's tag among those pip accepts and with the ABI of pip's first,
  the distribution's version the module's);
- `python -m pytest tests/python` passes (the venv sees the system's site-packages, for
  pytest; the module is the venv's, no PYTHONPATH);
- the source tree is as it was: `git status --ignored` the same before and after.

The scratch (venv, pip's and CMake's temporary folders) is in WORK_DIR, removed after;
pip caches nothing (PIP_NO_CACHE_DIR); a COMPILER_LAUNCHER (ccache) is handed to CMake
through its environment variables.
Usage: pip_install_test.py SOURCE_DIR WORK_DIR PYTHON CHESSY_BINARY [COMPILER_LAUNCHER]
"""
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

# Run in the venv: what the test judges, as one JSON object.
PROBE = r"""
import importlib.metadata, json, sys, sysconfig
from pip._vendor.packaging.tags import sys_tags
import chessy
wheel = importlib.metadata.distribution("chessy-sat").read_text("WHEEL")
tag = [line[5:] for line in wheel.splitlines() if line.startswith("Tag: ")]
print(json.dumps({"file": chessy.__file__, "suffix": sysconfig.get_config_var("EXT_SUFFIX"),
                  "prefix": sys.prefix, "version": chessy.__version__,
                  "dist_version": importlib.metadata.version("chessy-sat"),
                  "tag": tag, "accepted": [str(t) for t in sys_tags()]}))
"""


def readme_commands(source):
    """The lines of README.md's ```sh block that has a `pip install` line."""
    blocks = re.findall(r"^```sh\n(.*?)^```", (source / "README.md").read_text(encoding="utf-8"), re.S | re.M)
    found = [b.strip().split("\n") for b in blocks if re.search(r"^pip install ", b, re.M)]
    if len(found) != 1:
        sys.exit(f"pip_install_test: {len(found)} ```sh blocks of README.md name pip install, not 1")
    return found[0]


def git_status(source):
    """The tree's state as git sees it, ignored files included; None without git."""
    try:
        return subprocess.run(["git", "-C", str(source), "status", "--porcelain", "--ignored"],
                              check=True, capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None


def main():
    source, work, python, binary = (pathlib.Path(a) for a in sys.argv[1:5])
    launcher = sys.argv[5] if len(sys.argv) > 5 else ""
    failures = []
    work.mkdir(parents=True, exist_ok=True)
    scratch = pathlib.Path(tempfile.mkdtemp(dir=work))
    try:
        before = git_status(source)
        venv = scratch / "venv"
        subprocess.run([str(python), "-m", "venv", "--system-site-packages", str(venv)], check=True)
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
        # pip's and the backend's temporary folders under WORK_DIR: the build directory's
        # path is then the same from run to run inside the folder a ccache base_dir covers.
        env.update(PATH=f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '/usr/bin:/bin')}", VIRTUAL_ENV=str(venv),
                   TMPDIR=str(scratch), PIP_NO_CACHE_DIR="1")
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # as a user runs pip: Python caches bytecode
        if launcher:
            env.update(CMAKE_CXX_COMPILER_LAUNCHER=launcher, CMAKE_C_COMPILER_LAUNCHER=launcher)
        # Without optimisation (issue 36): the module's speed is the main build's, tested
        # there (ctest python_module); here the README's lines, the wheel and the tests in
        # the venv. CMAKE_ARGS is read by python/build_backend.py after its own arguments.
        env["CMAKE_ARGS"] = "-DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-O0 -DCMAKE_C_FLAGS_DEBUG=-O0"
        vpython = str(venv / "bin" / "python")
        install, *example = readme_commands(source)
        run = subprocess.run(["bash", "-c", install], env=env, cwd=source, capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stdout[-8000:], run.stderr[-8000:])
            print(f"FAIL: the README's '{install}' exited {run.returncode}")
            return 1

        probe = json.loads(subprocess.run([vpython, "-c", PROBE], env=env, cwd=scratch, check=True,
                                          capture_output=True, text=True).stdout)
        if not probe["file"].startswith(str(venv)) or not probe["file"].endswith(probe["suffix"]):
            failures.append(f"import chessy took {probe['file']}, not the venv's chessy{probe['suffix']}")
        # Among the tags pip accepts, and with the ABI of pip's first (most specific) one:
        # cp311-none-... would be accepted too, and say nothing of the module's ABI.
        if (len(probe["tag"]) != 1 or probe["tag"][0] not in probe["accepted"]
                or probe["tag"][0].split("-")[1] != probe["accepted"][0].split("-")[1]):
            failures.append(f"the wheel's tag {probe['tag']} is not this interpreter's (pip: {probe['accepted'][0]}, ...)")
        if probe["version"] != probe["dist_version"]:
            failures.append(f"chessy.__version__ {probe['version']} but the distribution is {probe['dist_version']}")

        printed = subprocess.run(["bash", "-c", "\n".join(example)], env=env, cwd=source,
                                 capture_output=True, text=True).stdout.strip()
        counted = subprocess.run([str(binary), "--count", "-"], input="8*q\n", capture_output=True,
                                 text=True).stdout.split()  # fundamental: F total: T
        expected = f"Counts(fundamental={counted[1]}, total={counted[3]}, complete=True)"
        documented = example[-1].split("# ", 1)[-1]  # what the README says it prints
        if printed != expected or documented != expected:
            failures.append(f"the README's example printed '{printed}' and says '{documented}', chessy-sat counts '{expected}'")

        env.update(CHESSY_BINARY=str(binary), CHESSY_SOURCE_DIR=str(source), PYTHONDONTWRITEBYTECODE="1")
        tests = subprocess.run([vpython, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(source / "tests" / "python")],
                               env=env, cwd=scratch, capture_output=True, text=True)
        print(tests.stdout.strip().splitlines()[-1] if tests.stdout.strip() else "(pytest printed nothing)")
        if tests.returncode != 0:
            print(tests.stdout[-8000:], tests.stderr[-4000:])
            failures.append(f"pytest in the venv exited {tests.returncode}")

        after = git_status(source)
        if before is None:
            print("pip_install_test: no git: the source tree's state is not compared")
        elif after != before:
            failures.append(f"the install changed the source tree: git status was\n{before}and is\n{after}")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    for failure in failures:
        print("FAIL:", failure)
    if not failures:
        print(f"pip_install_test: installed into a venv of {python}: {probe['tag'][0]}, {printed}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
