#!/usr/bin/env bash
# Installs the Debian packages chessy-sat builds and tests with, if any is missing, by
# purpose (README.md, set-up): scripts/install-deps.sh [run] [test] [deb]; no group names
# every group. Runs apt-get as root (or through sudo); never downloads anything else.
set -euo pipefail
# run: building and running the command line (make run, make): CMakeLists.txt's REQUIRED
# packages (CaDiCaL, PicoSAT, nlohmann/json; threads are libc's).
run=(g++ cmake make ninja-build libcadical-dev picosat nlohmann-json3-dev)
# deb: the package whole (make deb), with run: CPack and dpkg-shlibdeps, and the optional
# parts it packs, the web server (cpp-httplib, found by pkg-config) and the Python module.
deb=(dpkg-dev file pkgconf libcpp-httplib-dev python3-dev pybind11-dev)
# test: the test suite (make test, make check), with run and deb.
test=(libgtest-dev clang libclang-rt-14-dev     # the suite; the fuzzers (clang's libFuzzer)
      libexpat1-dev                   # the tests read the SVG plot back (sweep_test)
      cadical minisat cryptominisat   # stock solvers for the interop tests
      gringo                          # clingo: bench/'s ASP peers (bench/asp/*.lp), a second
                                      # method for region puzzles (issue 37)
      parallel slurm-wlm munge        # dist/: GNU parallel and a local one-node Slurm
      man-db groff-base               # the man page's test
      chromium librsvg2-bin fonts-dejavu-core python3 # SVG pictures rendered (tests/svg_browser_test.py)
      python3-pytest python3-venv     # the Python module's tests, in a venv too (pip install .)
      python3-mypy                    # the module's stubs read by mypy (tests/python/test_stubs.py)
      chromium-driver python3-selenium)        # tests/serve_browser_test.py
groups=("$@")
[ ${#groups[@]} -eq 0 ] && groups=(run deb test)
packages=()
for g in "${groups[@]}"; do
  case "$g" in
    run) packages+=("${run[@]}") ;;
    deb) packages+=("${run[@]}" "${deb[@]}") ;;
    test) packages+=("${run[@]}" "${deb[@]}" "${test[@]}") ;;
    *) echo "install-deps: unknown group '$g' (run, test, deb)" >&2; exit 2 ;;
  esac
done
missing=()
for p in $(printf '%s\n' "${packages[@]}" | sort -u); do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then sudo=(); elif command -v sudo >/dev/null; then sudo=(sudo); else
  echo "install-deps: not root and no sudo; please install: ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
