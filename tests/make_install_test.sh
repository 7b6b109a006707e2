#!/usr/bin/env bash
# make install's copying (install-built: the build made before) into a prefix of the
# user's, and the one line of make run and make install that puts chessy-sat on the
# PATH, said only when it is not there (issue 40: the docs run `chessy-sat`).
# Usage: make_install_test.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
src=$1 build=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
trap 'echo "FAIL: line $LINENO: a command failed" >&2' ERR  # set -e ends the test: say where
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# A PATH with the system's tools and no chessy-sat of any install.
base=/usr/bin:/bin

# PREFIX=DIR: the program, the man page, the completion; then the line, once.
out=$(PATH=$base make -s -C "$src" install-built BUILD="$build" PREFIX="$work/prefix")
[ -x "$work/prefix/bin/chessy-sat" ] || fail "no bin/chessy-sat under PREFIX"
[ -f "$work/prefix/share/man/man1/chessy-sat.1.gz" ] || fail "no man page under PREFIX"
[ -f "$work/prefix/share/bash-completion/completions/chessy-sat" ] || fail "no completion under PREFIX"
got=$(echo '8*q' | "$work/prefix/bin/chessy-sat" --count | tr '\n' ' ')
[ "$got" = "fundamental: 12 total: 92 " ] || fail "the installed program counts 8 queens as '$got'"
want="chessy-sat is not on the PATH; to run it as the docs do: export PATH=\"$work/prefix/bin:\$PATH\""
[ "$(echo "$out" | grep -v '^install ')" = "$want" ] || fail "make install said '$out', not '$want'"
# On the PATH: nothing said. Under $HOME: the line names $HOME, not its value.
out=$(PATH=$work/prefix/bin:$base make -s -C "$src" install-built BUILD="$build" PREFIX="$work/prefix")
[ -z "$(echo "$out" | grep -v '^install ')" ] || fail "make install on the PATH said '$out'"
out=$(HOME=$work PATH=$base make -s -C "$src" install-built BUILD="$build" PREFIX="$work/.local" | grep -v '^install ')
[ "$out" = "chessy-sat is not on the PATH; to run it as the docs do: export PATH=\"\$HOME/.local/bin:\$PATH\"" ] ||
  fail "under HOME make install said '$out'"
# A PREFIX with a space (an attack run: the install stopped at the space).
make -s -C "$src" install-built BUILD="$build" PREFIX="$work/a b" >/dev/null || fail "PREFIX with a space: make failed"
[ -x "$work/a b/bin/chessy-sat" ] || fail "PREFIX with a space: no bin/chessy-sat"
# DESTDIR: staged, nothing said of the PATH.
out=$(PATH=$base make -s -C "$src" install-built BUILD="$build" PREFIX=/usr/local DESTDIR="$work/stage" | grep -v '^install ' || true)
[ -x "$work/stage/usr/local/bin/chessy-sat" ] || fail "DESTDIR: no stage/usr/local/bin/chessy-sat"
[ -z "$out" ] || fail "DESTDIR: said '$out'"
# The default PREFIX: ~/.local without root, /usr/local as root.
want_prefix=$HOME/.local
[ "$(id -u)" = 0 ] && want_prefix=/usr/local
# sed, not head: head's early exit could end make by SIGPIPE, and pipefail the test.
dry=$(make -n -s -C "$src" install-built BUILD="$build" | sed -n 1p)
[ "$dry" = "install -D -m 755 \"$build/chessy-sat\" \"$want_prefix/bin/chessy-sat\"" ] || fail "default PREFIX: '$dry'"

# make run's line: the build folder, or make install; another chessy-sat first is named.
hint=$src/scripts/path-hint.sh
out=$(PATH=$base "$hint" "$build" "(or: make install)")
[ "$out" = "chessy-sat is not on the PATH; to run it as the docs do: export PATH=\"$(cd "$build" && pwd -P):\$PATH\" (or: make install)" ] ||
  fail "make run's line: '$out'"
[ -z "$(PATH=$build:$base "$hint" "$build")" ] || fail "make run said a line with the build on the PATH"
out=$(PATH=$work/prefix/bin:$base "$hint" "$build")
[ "${out#another chessy-sat ($work/prefix/bin/chessy-sat) comes first on the PATH; }" != "$out" ] ||
  fail "another chessy-sat first: '$out'"

[ "$failures" = 0 ] && echo "make_install_test: all passed"
exit "$failures"
