#!/usr/bin/env bash
# `pip install .` into a fresh venv, timed (issue 40, docs/benchmarks.md "pip install"):
# one line a way python/build_backend.py may build, `reuse wall_s cpu_s how`:
#   module   the build folder's module is taken (a clone where `make` has built it for
#            an interpreter of the venv's ABI)
#   library  the build folder's libchessy.a is linked, the module's files compiled
#            (`make` ran, but for another interpreter, or without the module)
#   none     everything compiled in a scratch folder (a cold clone)
# cpu_s is the user and system seconds of pip and every process it started (the
# compilers): steadier than wall_s on a machine shared with other work.
# Nothing is cached: CCACHE_DISABLE=1, PIP_NO_CACHE_DIR=1. The source tree is the
# current directory; its build folder (BUILD, default build) must have been built by
# `make` for module and library.
#
# Usage: bench/pip_install.sh [module|library|none ...]   (default: all three)
#   PYTHON  the interpreter of the venv (default: python3 on PATH, as a user's)
set -euo pipefail
python=${PYTHON:-python3}
ways=("$@")
[ ${#ways[@]} -eq 0 ] && ways=(module library none)
for way in "${ways[@]}"; do
  case $way in module | library | none) ;; *) echo "usage: bench/pip_install.sh [module|library|none ...]" >&2; exit 2 ;; esac
done
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export CCACHE_DISABLE=1 PIP_NO_CACHE_DIR=1 CHESSY_BUILD_DIR=$PWD/${BUILD:-build}
unset CMAKE_ARGS CMAKE_CXX_COMPILER_LAUNCHER CMAKE_C_COMPILER_LAUNCHER
echo "# $("$python" --version) ($(command -v "$python")), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for way in "${ways[@]}"; do
  rm -rf "$scratch/venv"
  "$python" -m venv "$scratch/venv"
  start=$(date +%s.%N)
  before=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)  # this shell's and its waited-for children's ticks
  CHESSY_REUSE=$way "$scratch/venv/bin/pip" install --no-build-isolation -v . >"$scratch/log" 2>&1 ||
    { tail -20 "$scratch/log"; echo "bench/pip_install.sh: pip failed ($way)" >&2; exit 1; }
  after=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
  wall=$(echo "$(date +%s.%N) - $start" | bc)
  how=$(grep -o "reusing .*" "$scratch/log" | head -1 || true)
  "$scratch/venv/bin/python" -c 'import chessy; assert chessy.count("8*q") == (12, 92, True)'
  printf '%s %.1f %.1f %s\n' "$way" "$wall" "$(echo "($after - $before) / $(getconf CLK_TCK)" | bc -l)" "$how"
done
