#!/usr/bin/env bash
# The library and the command line without the web server (CMakeLists.txt, CHESSY_SERVER):
# a scratch folder configured where pkg-config finds no cpp-httplib (PKG_CONFIG_LIBDIR on
# an empty folder) says so and has no server floor, and so does one configured with
# -DCHESSY_SERVER=OFF, the same path (its server floor is server/no_server.cpp). chessy-sat
# linked as such a build links it (tests/CMakeLists.txt, chessy-sat-no-server: the same
# floors, server/no_server.cpp for the server's, so no second full build) needs no
# cpp-httplib, counts 8 queens (12 / 92) and answers `serve` with one line, exit 2.
# Usage: no_server_test.sh SOURCE_DIR NO_SERVER_BINARY
set -euo pipefail
src=$1 bin=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# configure DIR [ARGS...]: the scratch configuration, its output in DIR.log (Make's
# generator: the checks read its per-target files).
configure() {
  local dir=$1; shift
  cmake -S "$src" -B "$work/$dir" -G "Unix Makefiles" -DCMAKE_BUILD_TYPE=Release -DCHESSY_TESTS=OFF "$@" \
    >"$work/$dir.log" 2>&1 || { cat "$work/$dir.log"; fail "$dir: configure failed"; return 1; }
  grep -q "No cpp-httplib" "$work/$dir.log" || fail "$dir: configure did not say it builds no server"
  # The server floor is server/no_server.cpp alone: nothing of it needs cpp-httplib.
  if grep -rqs 'connections.cpp\|http_api.cpp' "$work/$dir"/CMakeFiles/chessy_server.dir; then
    fail "$dir: the server floor builds the web server"
  fi
  grep -rqs 'no_server.cpp' "$work/$dir"/CMakeFiles/chessy_server.dir || fail "$dir: the server floor is not server/no_server.cpp"
  # ... and nothing chessy-sat links names cpp-httplib.
  if grep -rqsi 'httplib' "$work/$dir"/CMakeFiles/chessy-sat.dir; then
    fail "$dir: chessy-sat links cpp-httplib"
  fi
}
mkdir "$work/empty"
PKG_CONFIG_LIBDIR=$work/empty PKG_CONFIG_PATH='' configure not-found || true
configure off -DCHESSY_SERVER=OFF || true
if [ -x "$bin" ]; then
  # Linked with --as-needed (tests/CMakeLists.txt): a library no symbol of it uses is gone.
  if readelf -d "$bin" | grep -q 'NEEDED.*httplib'; then
    fail "chessy-sat without the server needs cpp-httplib: $(readelf -d "$bin" | grep 'NEEDED.*httplib')"
  fi
  got=$(printf '8*q\n' | "$bin" --count - 2>&1) || fail "8 queens: exit $?"
  [ "$got" = "$(printf 'fundamental: 12\ntotal: 92')" ] || fail "8 queens: got '$got'"
  status=0
  said=$("$bin" serve --port 0 2>&1 >/dev/null) || status=$?
  [ "$status" = 2 ] || fail "serve: exit $status, not 2"
  [ "$said" = "chessy-sat serve: this build has no web server (cpp-httplib was not found when it was configured)" ] ||
    fail "serve said '$said'"
else
  fail "no chessy-sat without the server at $bin"
fi
[ "$failures" = 0 ] && echo "no_server_test: configured twice without the server, ran chessy-sat without it"
exit $((failures > 0))
