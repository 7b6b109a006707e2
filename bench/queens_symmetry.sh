#!/usr/bin/env bash
# bench/queens_symmetry.sh [FROM [TO]]: issue 24's eight-symmetry benchmark. n queens
# counted (classes and total) for n = FROM..TO (12..17) by chessy-sat --count -j 1 and
# -j 2 (the n-queens counter, enumerate/queens/queens_count.cpp) and, in the same run, by
# bench/takaken.c, the port of the completion article's Takaken 2011 counter (gcc -O3).
# A benchmark, not a test: the counts of the two must agree (else exit 1); each row gives
# wall and user seconds and the ratio of the port's user seconds to chessy-sat's -j 1
# (the machine may be shared: user time is what one core spent). $BIN: the chessy-sat to
# time (build/chessy-sat).
set -euo pipefail
cd "$(dirname "$0")/.."
FROM=${1:-12}
TO=${2:-17}
BIN=${BIN:-build/chessy-sat}
[ -x "$BIN" ] || { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
                   cmake --build build -j2 --target chessy-sat >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O3 -o "$tmp/takaken" bench/takaken.c

# timed OUT CMD...: runs CMD, its output into OUT, "WALL USER" on stdout.
timed() {
  local out=$1
  shift
  /usr/bin/time -f "%e %U" -o "$tmp/time" "$@" >"$out"
  cat "$tmp/time"
}

printf '%3s %12s %12s | %-17s | %-17s | %-17s | %s\n' n classes total "takaken wall/user" "-j 1 wall/user" \
  "-j 2 wall/user" "takaken/-j 1 (user)"
status=0
for ((n = FROM; n <= TO; n++)); do
  printf 'size %d\n%d*q\n' "$n" "$n" >"$tmp/q.txt"
  read -r tw tu < <(timed "$tmp/t.out" "$tmp/takaken" "$n")
  read -r w1 u1 < <(timed "$tmp/c1.out" "$BIN" --count -j 1 "$tmp/q.txt")
  read -r w2 u2 < <(timed "$tmp/c2.out" "$BIN" --count -j 2 "$tmp/q.txt")
  tc=$(sed -n 's/^unique: //p' "$tmp/t.out")
  tt=$(sed -n 's/^total: //p' "$tmp/t.out")
  for out in "$tmp/c1.out" "$tmp/c2.out"; do
    cc=$(sed -n 's/^fundamental: //p' "$out")
    ct=$(sed -n 's/^total: //p' "$out")
    if [ "$cc" != "$tc" ] || [ "$ct" != "$tt" ]; then
      echo "queens_symmetry.sh: n = $n: chessy-sat $cc / $ct, takaken $tc / $tt" >&2
      status=1
    fi
  done
  ratio=$(awk -v a="$tu" -v b="$u1" 'BEGIN { printf (b > 0 ? "%.2f" : "-"), a / b }')
  printf '%3d %12s %12s | %7s / %7s | %7s / %7s | %7s / %7s | %s\n' "$n" "$tc" "$tt" "$tw" "$tu" "$w1" "$u1" "$w2" \
    "$u2" "$ratio"
done
exit $status
