#!/usr/bin/env bash
# The Debian package: `cpack -G DEB` on this build, the .deb extracted into a scratch root
# (dpkg-deb -x, no root needed), and what it holds used from there: the program counts
# 8 queens (12 / 92), reports its version, the man page renders, the completion loads.
# `cmake --install --prefix P` installs the same files under P.
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

cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/pkg" >"$work/cpack.log" 2>&1 \
  || { cat "$work/cpack.log"; echo "FAIL: cpack"; exit 1; }
debs=("$work"/pkg/chessy-sat_*.deb)
[ -f "${debs[0]}" ] || { echo "FAIL: no chessy-sat_*.deb in $work/pkg"; exit 1; }
deb=${debs[0]}

depends=$(dpkg-deb -f "$deb" Depends)
[[ $depends == *libc6* && $depends == *libstdc++6* ]] || fail "Depends: '$depends' misses libc6 or libstdc++6"

root=$work/root
dpkg-deb -x "$deb" "$root"
bin=$root/usr/bin/chessy-sat
[ -x "$bin" ] || { echo "FAIL: no usr/bin/chessy-sat in the package"; exit 1; }
out=$("$bin" "$src/models/queens8.txt" --count)
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
bash -c "source '$root/usr/share/bash-completion/completions/chessy-sat' && complete -p chessy-sat" >/dev/null \
  || fail "the installed bash completion does not load"

cmake --install "$build" --prefix "$work/prefix" >/dev/null
for f in bin/chessy-sat share/man/man1/chessy-sat.1.gz share/bash-completion/completions/chessy-sat \
         share/doc/chessy-sat/LICENSE share/doc/chessy-sat/README.md share/doc/chessy-sat/NEWS; do
  cmp -s "$work/prefix/$f" "$root/usr/$f" || [ "$f" = bin/chessy-sat ] || fail "cmake --install: $f differs from the package's"
  [ -s "$work/prefix/$f" ] || fail "cmake --install put no $f"
done
"$work/prefix/bin/chessy-sat" "$src/models/queens8.txt" --count | grep -qx 'total: 92' || fail "the installed binary does not count 92"

[ "$failures" -eq 0 ] && echo "package test passed: $deb" || exit 1
