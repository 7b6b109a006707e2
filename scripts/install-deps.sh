#!/usr/bin/env bash
# Installs the Debian packages chessy-sat builds and tests with, if any is missing.
# Runs apt-get as root (or through sudo); never downloads anything else.
set -euo pipefail
packages=(g++ cmake make libcadical-dev picosat nlohmann-json3-dev libgtest-dev clang libclang-rt-14-dev
          libexpat1-dev                   # the tests read the SVG plot back (sweep_test)
          cadical minisat cryptominisat   # stock solvers for the interop tests
          parallel slurm-wlm munge        # dist/: GNU parallel and a local one-node Slurm
          dpkg-dev file man-db groff-base pkgconf  # make deb (CPack, dpkg-shlibdeps), the man page, pkg-config tests
          chromium librsvg2-bin fonts-dejavu-core python3 # SVG pictures rendered (tests/svg_browser_test.py)
          python3-dev pybind11-dev python3-pytest  # the Python module (python/) and its tests
          libcpp-httplib-dev                       # chessy-sat serve (cpp-httplib, found by pkg-config)
          chromium-driver python3-selenium)        # tests/serve_browser_test.py
missing=()
for p in "${packages[@]}"; do
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
