#!/bin/sh
# scripts/path-hint.sh DIR [MORE]: nothing when `chessy-sat` on the PATH is DIR's, else
# the one line that puts DIR first on it (make run: the build folder; make install:
# PREFIX/bin), MORE appended. The docs run `chessy-sat` as a command on the PATH.
dir=$(cd "$1" 2>/dev/null && pwd -P) || { echo "path-hint.sh: no folder '$1'" >&2; exit 2; }
found=$(command -v chessy-sat 2>/dev/null)
if [ -n "$found" ] && [ "$(cd "$(dirname "$found")" && pwd -P)" = "$dir" ]; then exit 0; fi
case "$dir" in
  "$HOME"/*) shown="\$HOME${dir#"$HOME"}" ;;
  *) shown=$dir ;;
esac
if [ -n "$found" ]; then why="another chessy-sat ($found) comes first on the PATH"
else why="chessy-sat is not on the PATH"; fi
echo "$why; to run it as the docs do: export PATH=\"$shown:\$PATH\"${2:+ $2}"
