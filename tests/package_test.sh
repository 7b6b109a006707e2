#!/usr/bin/env bash
# The Debian package: `cpack -G DEB` on this build, the .deb extracted into a scratch root
# (dpkg-deb -x, no root needed), and what it holds used from there: the program counts
# 8 queens (12 / 92) with no library beside it, reports its version, the man page
# renders, the completion loads; the doc folder has a DEP-5 copyright and
# changelog.Debian.gz of this version; Depends names the python3 the Python module is built
# for; the library (libchessy.so.0 with its shlibs entry, libchessy.a, headers, CMake
# package, chessy.pc with prefix /usr) and the examples are in it. `cmake --install --prefix P` installs the same files under P (library_test.sh
# uses them).
# Usage: package_test.sh BUILD_DIR SOURCE_DIR. Exit 77 (skipped) without dpkg-deb/cpack.
set -euo pipefail
build=$1 src=$2
for tool in dpkg-deb cpack; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

cmake --build "$build" --target chessy-installed >/dev/null
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/pkg" >"$work/cpack.log" 2>&1 \
  || { cat "$work/cpack.log"; echo "FAIL: cpack"; exit 1; }
debs=("$work"/pkg/chessy-sat_*.deb)
[ -f "${debs[0]}" ] || { echo "FAIL: no chessy-sat_*.deb in $work/pkg"; exit 1; }
deb=${debs[0]}

depends=$(dpkg-deb -f "$deb" Depends)
[[ $depends == *libc6* && $depends == *libstdc++6* && $depends == *picosat* ]] || fail "Depends: '$depends' misses libc6, libstdc++6 or picosat (libchessy.so)"

root=$work/root
dpkg-deb -x "$deb" "$root"

# The Python module is built for one python3 (its ABI tag, chessy.cpython-311-...so):
# Depends names that version and no other; a package without the module names none.
modules=("$root"/usr/lib/python3*/*-packages/chessy.cpython-3*.so)
if [ -f "${modules[0]}" ]; then
  minor=$(basename "${modules[0]}" | sed -n 's/^chessy\.cpython-3\([0-9]*\)-.*/\1/p')
  wanted="python3 (>= 3.$minor), python3 (<< 3.$((minor + 1)))"
  [[ $depends == *"$wanted"* ]] || fail "Depends: '$depends' misses '$wanted' (the module is $(basename "${modules[0]}"))"
  if [ "$(python3 -c 'import sys; print(sys.version_info[1])')" = "$minor" ]; then
    PYTHONPATH=$(dirname "${modules[0]}") python3 -c 'import chessy' \
      || fail "the package's Python module does not import"
  fi
else
  [[ $depends != *python3* ]] || fail "Depends: '$depends' names python3, but the package has no Python module"
fi
bin=$root/usr/bin/chessy-sat
[ -x "$bin" ] || { echo "FAIL: no usr/bin/chessy-sat in the package"; exit 1; }
! readelf -d "$bin" | grep -q 'NEEDED.*libchessy' || fail "usr/bin/chessy-sat needs libchessy.so"
# The program is not alone: serve links cpp-httplib's shared library (manual, "Install").
if readelf -d "$bin" | grep -q 'NEEDED.*libcpp-httplib'; then
  [[ $depends == *libcpp-httplib* ]] || fail "usr/bin/chessy-sat needs libcpp-httplib, Depends: '$depends'"
fi
out=$(env -u LD_LIBRARY_PATH "$bin" "$src/problems/queens8.txt" --count)
[ "$out" = $'fundamental: 12\ntotal: 92' ] || fail "queens8 --count from the package printed: $out"
"$bin" --version | grep -q '^chessy-sat .*(CaDiCaL .*, PicoSAT .*)$' || fail "--version: $("$bin" --version)"

page=$root/usr/share/man/man1/chessy-sat.1.gz
if [ ! -f "$page" ]; then
  fail "no usr/share/man/man1/chessy-sat.1.gz"
elif command -v man >/dev/null; then
  shown=$(MANWIDTH=80 man --warnings -l "$page" 2>&1 | cat)
  grep -q 'EXIT STATUS' <<<"$shown" || fail "man -l on the installed page: $shown"
  ! grep -qi 'warning' <<<"$shown" || fail "man -l on the installed page warns: $shown"
fi
for f in usr/share/doc/chessy-sat/copyright usr/share/doc/chessy-sat/README.md usr/share/doc/chessy-sat/NEWS; do
  [ -s "$root/$f" ] || fail "no $f"
done
version=$(dpkg-deb -f "$deb" Version)
# Debian's policy for the doc folder: a DEP-5 copyright file whose licence text is
# LICENSE's, and changelog.Debian.gz whose newest entry is this version.
doc=$root/usr/share/doc/chessy-sat
head -1 "$doc/copyright" | grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' \
  || fail "copyright is not DEP-5: $(head -1 "$doc/copyright")"
grep -qx 'Files: \*' "$doc/copyright" && grep -qx 'License: Expat' "$doc/copyright" \
  || fail "copyright has no 'Files: *' paragraph under 'License: Expat'"
license_text() { tr -s ' \n' '  ' | sed 's/^ //; s/ $//'; }
[ "$(sed -n '/^Permission/,$p' "$src/LICENSE" | license_text)" = \
  "$(sed -n '/^ Permission/,$p' "$doc/copyright" | sed 's/^ //; /^\.$/d' | license_text)" ] \
  || fail "copyright's Expat text is not LICENSE's"
if [ ! -f "$doc/changelog.Debian.gz" ]; then
  fail "no usr/share/doc/chessy-sat/changelog.Debian.gz"
elif command -v dpkg-parsechangelog >/dev/null; then
  zcat "$doc/changelog.Debian.gz" >"$work/changelog"
  logged=$(dpkg-parsechangelog -l "$work/changelog" -S Version 2>&1)
  [ "$logged" = "$version" ] || fail "changelog.Debian.gz's newest entry is '$logged', the package is $version"
fi
for f in usr/lib/libchessy.so.0 usr/lib/libchessy.so usr/lib/libchessy.a usr/include/chessy/chessy.hpp \
         usr/include/chessy/errors.hpp usr/include/chessy/version.hpp usr/lib/cmake/chessy/chessyConfig.cmake \
         usr/lib/cmake/chessy/chessyConfigVersion.cmake usr/lib/cmake/chessy/chessy-shared-targets.cmake \
         usr/lib/pkgconfig/chessy.pc usr/share/doc/chessy-sat/examples/CMakeLists.txt \
         usr/share/doc/chessy-sat/examples/count_queens.cpp; do
  [ -e "$root/$f" ] || fail "no $f in the package"
done
grep -qx 'prefix=/usr' "$root/usr/lib/pkgconfig/chessy.pc" || fail "chessy.pc: $(head -1 "$root/usr/lib/pkgconfig/chessy.pc")"
dpkg-deb -e "$deb" "$work/control"
grep -qx "libchessy 0 chessy-sat (>= $version)" "$work/control/shlibs" 2>/dev/null || fail "no shlibs entry for libchessy.so.0"
grep -qs ldconfig "$work/control/postinst" "$work/control/triggers" || fail "neither postinst nor triggers runs ldconfig"

bash -c "source '$root/usr/share/bash-completion/completions/chessy-sat' && complete -p chessy-sat" >/dev/null \
  || fail "the installed bash completion does not load"

cmake --install "$build" --prefix "$work/prefix" >/dev/null
for f in bin/chessy-sat share/man/man1/chessy-sat.1.gz share/bash-completion/completions/chessy-sat \
         share/doc/chessy-sat/LICENSE share/doc/chessy-sat/README.md share/doc/chessy-sat/NEWS; do
  cmp -s "$work/prefix/$f" "$root/usr/$f" || [ "$f" = bin/chessy-sat ] || fail "cmake --install: $f differs from the package's"
  [ -s "$work/prefix/$f" ] || fail "cmake --install put no $f"
done
"$work/prefix/bin/chessy-sat" "$src/problems/queens8.txt" --count | grep -qx 'total: 92' || fail "the installed binary does not count 92"

[ "$failures" -eq 0 ] && echo "package test passed: $deb" || exit 1
