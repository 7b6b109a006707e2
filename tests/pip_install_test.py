#!/usr/bin/env python3
"""`pip install .` as the README shows it (issues 28, 40): a venv made from PYTHON, and in
it, as one would with the venv activated (its bin/ first on PATH), the README's ```sh
block that names `pip install`, run by bash in SOURCE_DIR: the install, then the
example, which must print the counts `chessy-sat --count` prints. The install reuses
BUILD_DIR (CHESSY_BUILD_DIR), this build of the tree, as it reuses `make`'s build/: its
module is taken ("reusing module" in pip -v's output). Then in that venv:

- `import chessy` finds the module the venv holds, built for this interpreter (its
  file's suffix, the wheel's tag among those pip accepts and with the ABI of pip's first,
  the distribution's version the module's);
- `python -m pytest tests/python` passes (the venv sees the system's site-packages, for
  pytest; the module is the venv's, no PYTHONPATH);
- mypy (python3-mypy) finds the installed stubs (chessy-stubs) and types a call;
- `pip install -e .` is refused in one line and leaves the install as it was (pip ran
  setuptools' `setup.py develop`, which uninstalled it, then failed on the license);
- the other two ways python/build_backend.py builds, CHESSY_REUSE=library (BUILD_DIR's
  libchessy.a, the module's files compiled) and none (everything compiled, as from a
  cold clone), each a wheel by `pip wheel` installed over the first and counting 8
  queens; both compile without optimisation (CMAKE_ARGS), through COMPILER_LAUNCHER;
- the source tree is as it was: `git status --ignored` the same before and after.

The scratch (venv, pip's and CMake's temporary folders) is in WORK_DIR, removed after;
pip caches nothing (PIP_NO_CACHE_DIR); a COMPILER_LAUNCHER (ccache) is handed to CMake
through its environment variables.
Usage: pip_install_test.py SOURCE_DIR WORK_DIR PYTHON CHESSY_BINARY BUILD_DIR [COMPILER_LAUNCHER]
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


def pip(vpython, args, env, cwd):
    """pip ARGS -v in the venv: (exit status, output, the backend's "reusing ..." line)."""
    run = subprocess.run([vpython, "-m", "pip", *args, "-v"], env=env, cwd=cwd, capture_output=True, text=True)
    out = run.stdout + run.stderr
    reusing = re.search(r"chessy build_backend: (reusing \w+)", out)
    return run.returncode, out, reusing.group(1) if reusing else None


def installed_types(vpython, env, scratch, failures):
    """mypy (python3-mypy, where installed) finds the installed stubs (chessy-stubs)."""
    if subprocess.run([vpython, "-c", "import mypy.api"], env=env, capture_output=True).returncode != 0:
        print("pip_install_test: no mypy (python3-mypy): the installed stubs are not checked")
        return
    (scratch / "typed.py").write_text("import chessy\nreveal_type(chessy.count('8*q').total)\n")
    run = subprocess.run([vpython, "-m", "mypy", "--no-incremental", "--cache-dir", os.devnull, "typed.py"],
                         env=env, cwd=scratch, capture_output=True, text=True)
    if 'Revealed type is "builtins.int"' not in run.stdout or ": error:" in run.stdout:
        failures.append(f"mypy in the venv did not find the installed stubs:\n{run.stdout}{run.stderr}")


def editable_refused(vpython, env, source, failures):
    """`pip install -e .`: one line saying why not, the installed module untouched."""
    status, out, _ = pip(vpython, ["install", "--no-build-isolation", "-e", "."], env, source)
    said = [line.strip() for line in out.splitlines() if line.strip().startswith("chessy-sat: no editable install")]
    if status == 0 or len(said) != 1 or "license" in out or "Uninstalling" in out:
        failures.append(f"pip install -e . exited {status} and printed:\n{out[-3000:]}")
    still = subprocess.run([vpython, "-c", "import chessy"], env=env, cwd=env["TMPDIR"], capture_output=True, text=True)
    if still.returncode != 0:
        failures.append(f"after pip install -e ., import chessy failed: {still.stderr.strip()[-500:]}")


def other_ways(vpython, env, source, scratch, launcher, expected, failures):
    """The wheels of CHESSY_REUSE=library and none, unoptimised: each installed and counting."""
    # Without optimisation (issue 36): the module's speed is the main build's, tested
    # there (ctest python_module). CMAKE_ARGS is read by python/build_backend.py after
    # its own arguments.
    compile_env = dict(env, CMAKE_ARGS="-DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-O0 -DCMAKE_C_FLAGS_DEBUG=-O0")
    if launcher:
        compile_env.update(CMAKE_CXX_COMPILER_LAUNCHER=launcher, CMAKE_C_COMPILER_LAUNCHER=launcher)
    for way in ("library", "none"):
        wheels = scratch / f"wheels-{way}"
        status, out, reusing = pip(vpython, ["wheel", "--no-build-isolation", "--no-deps", "-w", str(wheels), "."],
                                   dict(compile_env, CHESSY_REUSE=way), source)
        if status != 0 or reusing != f"reusing {way}":
            failures.append(f"pip wheel with CHESSY_REUSE={way} exited {status}, {reusing}:\n{out[-4000:]}")
            continue
        status, out, _ = pip(vpython, ["install", "--force-reinstall", "--no-deps", *map(str, wheels.glob("*.whl"))],
                             env, scratch)
        counted = subprocess.run([vpython, "-c", "import chessy; print(chessy.count('8*q'))"], env=env, cwd=scratch,
                                 capture_output=True, text=True)
        if status != 0 or counted.stdout.strip() != expected:
            failures.append(f"the wheel of CHESSY_REUSE={way}: install exited {status}, counted "
                            f"{counted.stdout.strip()!r} {counted.stderr.strip()[-1000:]}")


def main():
    source, work, python, binary, build = (pathlib.Path(a) for a in sys.argv[1:6])
    launcher = sys.argv[6] if len(sys.argv) > 6 else ""
    failures = []
    work.mkdir(parents=True, exist_ok=True)
    scratch = pathlib.Path(tempfile.mkdtemp(dir=work))
    try:
        before = git_status(source)
        venv = scratch / "venv"
        subprocess.run([str(python), "-m", "venv", "--system-site-packages", str(venv)], check=True)
        env = {k: v for k, v in os.environ.items()
               if k not in ("PYTHONPATH", "PYTHONHOME", "CMAKE_ARGS", "CHESSY_REUSE", "CXX")}
        # pip's and the backend's temporary folders under WORK_DIR: the build directory's
        # path is then the same from run to run inside the folder a ccache base_dir covers.
        env.update(PATH=f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '/usr/bin:/bin')}", VIRTUAL_ENV=str(venv),
                   TMPDIR=str(scratch), PIP_NO_CACHE_DIR="1", CHESSY_BUILD_DIR=str(build))
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # as a user runs pip: Python caches bytecode
        vpython = str(venv / "bin" / "python")
        install, *example = readme_commands(source)
        # pip -v (PIP_VERBOSE: the README's line ends in a comment) shows the backend's choice.
        run = subprocess.run(["bash", "-c", install], env=dict(env, PIP_VERBOSE="1"), cwd=source,
                             capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stdout[-8000:], run.stderr[-8000:])
            print(f"FAIL: the README's '{install}' exited {run.returncode}")
            return 1
        # The module of a Release build (the Makefile's); the backend's own plan elsewhere.
        sys.path.insert(0, str(source / "python"))
        import build_backend
        way, why = build_backend.reuse_plan(build, build_backend.cmake_cache(build), env)
        if f"chessy build_backend: reusing {way}: {why}" not in run.stdout + run.stderr or (
                build_backend.cmake_cache(build).get("CMAKE_BUILD_TYPE") == "Release" and way != "module"):
            failures.append(f"the README's '{install}' did not take {build}'s module ({way}: {why}):\n{run.stdout[-3000:]}")

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

        test_env = dict(env, CHESSY_BINARY=str(binary), CHESSY_SOURCE_DIR=str(source), PYTHONDONTWRITEBYTECODE="1")
        tests = subprocess.run([vpython, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(source / "tests" / "python")],
                               env=test_env, cwd=scratch, capture_output=True, text=True)
        print(tests.stdout.strip().splitlines()[-1] if tests.stdout.strip() else "(pytest printed nothing)")
        if tests.returncode != 0:
            print(tests.stdout[-8000:], tests.stderr[-4000:])
            failures.append(f"pytest in the venv exited {tests.returncode}")

        installed_types(vpython, env, scratch, failures)
        editable_refused(vpython, env, source, failures)
        other_ways(vpython, env, source, scratch, launcher, expected, failures)

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
        print(f"pip_install_test: installed into a venv of {python}: {probe['tag'][0]}, {printed}; "
              "pip install -e . refused in one line; the wheels of CHESSY_REUSE=library and none count alike")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
