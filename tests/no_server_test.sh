#!/usr/bin/env bash
# The library and the command line without the web server (CMakeLists.txt, CHESSY_SERVER):
# a scratch build configured where pkg-config finds no cpp-httplib (PKG_CONFIG_LIBDIR on
# an empty folder) says so and has no server floor, and so does one configured with
# -DCHESSY_SERVER=OFF, the same path (its server floor is server/no_server.cpp); the first then builds the library (chessy) and
# chessy-sat, which counts 8 queens (12 / 92) and answers `serve` with one line, exit 2.
# Usage: no_server_test.sh SOURCE_DIR [COMPILER_LAUNCHER]
set -euo pipefail
src=$1 launcher=${2:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
configure() {  # configure DIR [ARGS...]: the scratch build, its output in DIR.log
  local dir=$1; shift
  cmake -S "$src" -B "$work/$dir" -DCMAKE_BUILD_TYPE=Release -DCHESSY_TESTS=OFF \
    ${launcher:+-DCMAKE_CXX_COMPILER_LAUNCHER=$launcher -DCMAKE_C_COMPILER_LAUNCHER=$launcher} "$@" \
    >"$work/$dir.log" 2>&1 || { cat "$work/$dir.log"; fail "$dir: configure failed"; return 1; }
  grep -q "No cpp-httplib" "$work/$dir.log" || fail "$dir: configure did not say it builds no server"
  # The server floor is server/no_server.cpp alone: nothing of it needs cpp-httplib.
  if grep -rqs 'connections.cpp\|http_api.cpp' "$work/$dir"/CMakeFiles/chessy_server.dir; then
    fail "$dir: the server floor builds the web server"
  fi
}
mkdir "$work/empty"
PKG_CONFIG_LIBDIR=$work/empty PKG_CONFIG_PATH='' configure not-found || true
configure off -DCHESSY_SERVER=OFF || true
if [ -d "$work/not-found" ] && [ "$failures" = 0 ]; then
  cmake --build "$work/not-found" -j2 --target chessy chessy-sat >"$work/build.log" 2>&1 ||
    { tail -40 "$work/build.log"; fail "the library or chessy-sat did not build"; }
  bin=$work/not-found/chessy-sat
  if [ -x "$bin" ]; then
    got=$(printf '8*q\n' | "$bin" --count - 2>&1) || fail "8 queens: exit $?"
    [ "$got" = "$(printf 'fundamental: 12\ntotal: 92')" ] || fail "8 queens: got '$got'"
    status=0
    said=$("$bin" serve --port 0 2>&1 >/dev/null) || status=$?
    [ "$status" = 2 ] || fail "serve: exit $status, not 2"
    [ "$said" = "chessy-sat serve: this build has no web server (cpp-httplib was not found when it was configured)" ] ||
      fail "serve said '$said'"
  fi
fi
[ "$failures" = 0 ] && echo "no_server_test: configured twice without the server, built and ran chessy-sat"
exit $((failures > 0))
