#!/usr/bin/env bash
# bench/before_after.sh BASE [NEW]: the workloads of docs/benchmarks.md under two builds
# of chessy-sat in the same run, for a change that must cost nothing (a refactor): the
# outputs must be byte for byte the same, and the CPU seconds within noise.
# A benchmark, not a test.
#   BASE: the chessy-sat binary before the change (e.g. built from `git worktree add`)
#   NEW:  the binary after it (default build/chessy-sat)
# Each workload runs $RUNS times (3) on each binary, alternating, with one worker (-j 1,
# so the work is the same on every run); the table gives the least user+system seconds
# of each and NEW / BASE. Exit 1 when an output differs (its timings and the part
# document's checksum over them left out).
set -euo pipefail
cd "$(dirname "$0")/.."
BASE=${1:?usage: bench/before_after.sh BASE [NEW]}
NEW=${2:-build/chessy-sat}
GEN=${GEN:-build/gen-completion}
RUNS=${RUNS:-3}
[ -x "$NEW" ] && [ -x "$GEN" ] || { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
                                    cmake --build build -j2 --target chessy-sat gen-completion >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# cpu BIN OUT ARGS...: user+system seconds of one run (its output to OUT).
cpu() {
  local bin=$1 out=$2; shift 2
  /usr/bin/time -f "%U %S" -o "$tmp/time" "$bin" "$@" >"$out" 2>/dev/null || true
  awk '{ printf "%.2f", $1 + $2 }' "$tmp/time"
}

differ=0
row() {  # name, problem text, args...
  local name=$1 text=$2; shift 2
  printf '%b' "$text" >"$tmp/p.txt"
  local best_base=999999 best_new=999999 s
  for _ in $(seq "$RUNS"); do
    s=$(cpu "$BASE" "$tmp/base.out" "$tmp/p.txt" "$@")
    best_base=$(awk -v a="$s" -v b="$best_base" 'BEGIN { print (a < b ? a : b) }')
    s=$(cpu "$NEW" "$tmp/new.out" "$tmp/p.txt" "$@")
    best_new=$(awk -v a="$s" -v b="$best_new" 'BEGIN { print (a < b ? a : b) }')
  done
  local same=same
  # Timings and the checksum over them differ from run to run: not compared.
  for f in base new; do
    sed -E 's/"(encode|solve)_seconds":[0-9.e+-]+//g; s/"sha256":"[0-9a-f]+"//' "$tmp/$f.out" >"$tmp/$f.cmp"
  done
  cmp -s "$tmp/base.cmp" "$tmp/new.cmp" || { same="OUTPUT DIFFERS"; differ=1; }
  printf '| %-40s | %7s | %7s | %5s | %s |\n' "$name" "$best_base" "$best_new" \
    "$(awk -v a="$best_new" -v b="$best_base" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 1) }')" "$same"
}

echo "| workload (-j 1) | base s | new s | new/base | output |"
echo "| --- | ---: | ---: | ---: | --- |"
row "13 queens --count (auto: bits)" 'size 13\n13*q\n' --count -j1
row "13 queens --count --engine backtrack" 'size 13\n13*q\n' --count -j1 --engine backtrack
row "10 queens --count --engine sat" 'size 10\n10*q\n' --count -j1 --engine sat
row "15 queens --count (bits)" 'size 15\n15*q\n' --count -j1
row "12 queens --count --no-symmetry (backtrack)" 'size 12\n12*q\n' --count -j1 --no-symmetry --engine backtrack
row "12 queens --count --no-breaking (backtrack)" 'size 12\n12*q\n' --count -j1 --no-breaking --engine backtrack
row "11 queens on 11x12 --count (backtrack)" 'size 11 12\n11*q\n' --count -j1 --engine backtrack
row "5 queens dominating 8x8 --count" 'd\n5*q\n' --count -j1
row "2K 2Q 2B 1N on 6x6 --count" 'size 6\n2*k\n2*q\n2*b\n1*n\n' --count -j1
row "2K 2Q 2B 1N on 6x6 --all --json" 'size 6\n2*k\n2*q\n2*b\n1*n\n' --all --json -j1
row "13x13 queens --min --count" 'size 13\nd\n?*q\n' --min --count -j1
row "14x14 queens --min" 'size 14\nd\n?*q\n' --min -j1
row "9 kings on 6x6 --max --all" 'size 6\n?*k\n' --max --all -j1
row "queens dominating 9x9 --min --all --no-symmetry" 'size 9\nd\n?*q\n' --min --all -j1 --no-symmetry
row "one solution, 200 queens" 'size 200\n200*q\n'
"$GEN" 500 50 1 >"$tmp/c500.txt"
row "completion n 500, k 50, seed 1" "$(cat "$tmp/c500.txt")\n"
"$GEN" 1000 100 1 >"$tmp/c1000.txt"
row "--dimacs of completion n 1000" "$(cat "$tmp/c1000.txt")\n" --dimacs -
row "14 queens --count --part 3/8" 'size 14\n14*q\n' --count -j1 --part 3/8
exit "$differ"
