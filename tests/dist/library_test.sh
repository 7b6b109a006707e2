#!/usr/bin/env bash
# The installed library, used as an outside project would: `cmake --install` of this
# build into a scratch prefix, then what it holds checked (libchessy.a, libchessy.so.0
# with its SONAME and only the API exported, the public headers alone and each compiling
# on its own, the CMake package, chessy.pc), the installed examples built as a project
# of their own with find_package (shared, then static) and a small program with
# pkg-config (shared, then static), each run and its answers checked (OEIS figures).
# Only this build's files; no network.
# Usage: library_test.sh BUILD_DIR. Exit 77 (skipped) without pkg-config.
set -euo pipefail
build=$1
command -v pkg-config >/dev/null || { echo "SKIP: pkg-config is not installed"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
expect() {  # expect WHAT OUTPUT LINE...: each LINE is a whole line of OUTPUT
  local what=$1 out=$2 line
  shift 2
  for line in "$@"; do grep -qxF -- "$line" <<<"$out" || fail "$what: no line '$line' in: $out"; done
}
needs_libchessy() { readelf -d "$1" | grep -q 'NEEDED.*libchessy'; }

cmake --build "$build" --target chessy-installed >/dev/null
prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" >/dev/null
cache() { sed -n "s/^$1:[A-Z]*=//p" "$build/CMakeCache.txt"; }
libdir=$prefix/$(cache CMAKE_INSTALL_LIBDIR)
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")

# The files, the SONAME, the exports.
for f in "$libdir/libchessy.a" "$libdir/libchessy.so.$version" "$libdir/cmake/chessy/chessyConfig.cmake" \
         "$libdir/cmake/chessy/chessyConfigVersion.cmake" "$libdir/pkgconfig/chessy.pc" \
         "$prefix/share/doc/chessy-sat/examples/CMakeLists.txt"; do
  [ -s "$f" ] || fail "not installed: ${f#"$prefix"/}"
done
[ "$(readlink "$libdir/libchessy.so")" = libchessy.so.0 ] || fail "libchessy.so does not link to libchessy.so.0"
[ "$(readlink "$libdir/libchessy.so.0")" = "libchessy.so.$version" ] || fail "libchessy.so.0 does not link to libchessy.so.$version"
readelf -d "$libdir/libchessy.so.$version" | grep -q 'SONAME.*\[libchessy\.so\.0\]' || fail "no SONAME libchessy.so.0"
symbols=$(nm -D --defined-only "$libdir/libchessy.so.$version" | awk '$2 != "A" {print $3}')
! grep -v '@@CHESSY_0$' <<<"$symbols" | grep -q . || fail "libchessy.so exports symbols outside the version node CHESSY_0"
exported=$(sed 's/@@CHESSY_0$//' <<<"$symbols" | c++filt)
grep -q '^chessy::api::count(' <<<"$exported" || fail "libchessy.so does not export chessy::api::count"
others=$(grep -v -e '^chessy::api::' -e '^\(typeinfo\|typeinfo name\|vtable\) for chessy::\(InputError\|InternalError\|Interrupted\)$' <<<"$exported" || true)
[ -z "$others" ] || fail "libchessy.so exports more than the API: $(head -5 <<<"$others")"

# The public headers, only they, each compiling alone against the installed include dir.
headers=$(cd "$prefix/include" && find . -type f | sort | tr '\n' ' ')
[ "$headers" = "./chessy/chessy.hpp ./chessy/choices.hpp ./chessy/count_progress.hpp ./chessy/effort.hpp ./chessy/errors.hpp ./chessy/optimum_progress.hpp ./chessy/problem.hpp ./chessy/search.hpp ./chessy/version.hpp " ] || fail "installed headers: $headers"
for h in chessy choices count_progress errors optimum_progress problem search version; do
  echo "#include <chessy/$h.hpp>" | g++ -std=c++20 -Wall -Wextra -Werror -fsyntax-only -I "$prefix/include" -x c++ - \
    || fail "<chessy/$h.hpp> does not compile on its own"
done
grep -q "CHESSY_VERSION_STRING \"$version\"" "$prefix/include/chessy/version.hpp" || fail "version.hpp does not say $version"

# The examples, an outside CMake project: find_package(chessy 0.2 CONFIG).
examples() {  # [target=T] examples KIND [cmake options]: configure and build the installed examples (all, or T)
  local kind=$1
  shift
  cmake -S "$prefix/share/doc/chessy-sat/examples" -B "$work/examples-$kind" -DCMAKE_PREFIX_PATH="$prefix" \
    -DCMAKE_BUILD_TYPE=Release "$@" >"$work/$kind.log" 2>&1 \
    && cmake --build "$work/examples-$kind" -j 2 ${target:+--target "$target"} >>"$work/$kind.log" 2>&1 \
    || { cat "$work/$kind.log"; fail "the examples do not build ($kind)"; return 1; }
}
if examples shared; then
  ex=$work/examples-shared
  needs_libchessy "$ex/count_queens" || fail "count_queens (shared) does not link libchessy.so"
  expect count_queens "$("$ex/count_queens")" "8 queens: 12 fundamental, 92 total"   # OEIS A002562, A000170
  expect "count_queens 6" "$("$ex/count_queens" 6)" "6 queens: 1 fundamental, 4 total"
  expect build_and_solve "$("$ex/build_and_solve")" "check: a solution" "completions: 2" \
    "error: <built>:5: cell 8,0 is off the 8x8 board"   # Nauck's two (problems/nauck.txt)
  expect enumerate_stop "$("$ex/enumerate_stop")" "shown: 3, complete: no"
  expect min_domination "$("$ex/min_domination")" "fewest dominating queens on 8x8: 5"   # OEIS A075458
fi
if target=count_queens examples static -DCHESSY_STATIC=ON; then
  ex=$work/examples-static
  ! needs_libchessy "$ex/count_queens" || fail "count_queens (static) links libchessy.so"
  expect "count_queens (static)" "$("$ex/count_queens")" "8 queens: 12 fundamental, 92 total"
fi
# The version file: 0.2 and 0.2.0 are found, 0.1 and 0.3 are not (SameMinorVersion).
mkdir "$work/versions"
cat >"$work/versions/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.20)
project(versions LANGUAGES NONE)
foreach(wanted 0.2 0.2.0 0.1 0.3 1.0)
  find_package(chessy ${wanted} CONFIG QUIET)
  message(STATUS "chessy ${wanted}: ${chessy_FOUND}")
endforeach()
CMAKE
found=$(cmake -S "$work/versions" -B "$work/versions/build" -DCMAKE_PREFIX_PATH="$prefix" 2>&1 | grep -- '-- chessy' || true)
expect "find_package(chessy VERSION)" "$found" "-- chessy 0.2: 1" "-- chessy 0.2.0: 1" "-- chessy 0.1: 0" \
  "-- chessy 0.3: 0" "-- chessy 1.0: 0"

# A program with pkg-config: the shared library, then the static one.
cat >"$work/queens.cpp" <<'CPP'
#include <chessy/chessy.hpp>
#include <iostream>
int main() {
  auto n = chessy::api::count(chessy::api::Problem::parse("8*q"));
  std::cout << n.fundamental << " " << n.total << "\n";
  try {
    chessy::api::Problem::parse("8*x", "bad.txt");
  } catch (const chessy::InputError& e) {  // thrown in the library, caught here
    std::cout << e.what() << "\n";
  }
}
CPP
export PKG_CONFIG_PATH=$libdir/pkgconfig
[ "$(pkg-config --modversion chessy)" = "$version" ] || fail "pkg-config --modversion chessy: $(pkg-config --modversion chessy)"
# shellcheck disable=SC2046  # the flags are words
if g++ -std=c++20 "$work/queens.cpp" -o "$work/queens-shared" $(pkg-config --cflags --libs chessy); then
  needs_libchessy "$work/queens-shared" || fail "pkg-config --libs: not linked with libchessy.so"
  expect "pkg-config (shared)" "$(LD_LIBRARY_PATH=$libdir "$work/queens-shared")" "12 92" "bad.txt:1: unknown piece 'x'"
else
  fail "pkg-config --cflags --libs chessy: does not build"
fi
# shellcheck disable=SC2046
if g++ -std=c++20 "$work/queens.cpp" -o "$work/queens-static" $(pkg-config --cflags chessy) \
     -Wl,-Bstatic $(pkg-config --static --libs-only-L --libs-only-l chessy) -Wl,-Bdynamic \
     $(pkg-config --static --libs-only-other chessy); then
  ! needs_libchessy "$work/queens-static" || fail "pkg-config --static: linked with libchessy.so"
  expect "pkg-config (static)" "$("$work/queens-static")" "12 92" "bad.txt:1: unknown piece 'x'"
else
  fail "pkg-config --static --libs chessy: does not build"
fi

[ "$failures" -eq 0 ] && echo "library test passed" || exit 1
