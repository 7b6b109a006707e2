#!/usr/bin/env bash
# bench/distribute.sh: one enumeration as a single run and split into parts (--part I/P,
# then merge), as a cluster would run it. A benchmark, not a test.
#   bench/distribute.sh                 15 queens (285,053 / 2,279,184): single, 2, 64 parts
#   N=13 PARTS="2 8 64" bench/distribute.sh
# Parts run one after another here (-j 1 each), so each part's time is its own. Prints,
# for each split: the merged counts (checked against the single run), the slowest part,
# the mean part, slowest / mean, and the CPU time of all parts / the single run's.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-build/chessy-sat}
N=${N:-15}
PARTS=${PARTS:-"2 64"}
[ -x "$BIN" ] || { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null && cmake --build build -j >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%s*q\n' "$N" >"$tmp/p.txt"

# cpu_of CMD...: runs it, prints "wall cpu" (cpu: user + system seconds).
cpu_of() {
  /usr/bin/time -f "%e %U %S" -o "$tmp/time" "$@" >"$tmp/out" 2>/dev/null
  awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$tmp/time"
}

read -r wall cpu < <(cpu_of "$BIN" "$tmp/p.txt" --size "$N" --count)
cp "$tmp/out" "$tmp/single"
echo "$N queens --count, single run (all cores): wall ${wall} s, CPU ${cpu} s"
tr '\n' ' ' <"$tmp/single"; echo
echo
echo "| parts | merged = single | slowest part s | mean part s | slowest / mean | CPU all parts s | CPU parts / single |"
echo "| ----: | --------------- | -------------: | ----------: | -------------: | --------------: | -----------------: |"
for P in $PARTS; do
  rm -rf "$tmp/parts" && mkdir "$tmp/parts"
  : >"$tmp/times"
  for ((i = 0; i < P; i++)); do
    cpu_of "$BIN" "$tmp/p.txt" --size "$N" --count --part "$i/$P" -o "$tmp/parts/$i.json" -j 1 >>"$tmp/times"
  done
  same=no
  "$BIN" merge "$tmp/parts" >"$tmp/merged" && cmp -s "$tmp/merged" "$tmp/single" && same=yes
  awk -v p="$P" -v same="$same" -v single="$cpu" '
    { wall = $1; if (wall > max) max = wall; sum += wall; cpu += $2 }
    END { mean = sum / NR
          printf "| %5d | %-15s | %14.2f | %11.2f | %14.2f | %15.2f | %18.2f |\n",
                 p, same, max, mean, max / mean, cpu, cpu / single }' "$tmp/times"
  if [ "${VERBOSE:-0}" = 1 ]; then echo "per part (wall cpu):"; cat "$tmp/times" | tr '\n' ';'; echo; fi
done
