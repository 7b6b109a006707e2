#!/usr/bin/env bash
# bench/regions.sh [FILE.jsonl ...]: issue 37's region-puzzle targets, chessy-sat against
# clingo in the same run. A benchmark, not a test. Default: bench/data/regions/queens-*
# and starbattle-*.jsonl (every official LinkedIn Queens level gathered, and Star Battle
# up to 25x25 with 6 stars: bench/data/regions/README.md).
# Per collection:
#  - chessy-sat on the whole file in ONE process, `chessy-sat FILE.jsonl --count --limit 2
#    -q` (one JSON line a puzzle; the limit proves uniqueness: a second solution is all it
#    needs to find), $RUNS times (5), the median wall time of the process (start-up,
#    reading and printing included) and its CPU (user + system);
#  - clingo, one process a puzzle (`bench/regions.py clingo`: bench/asp/regions.lp,
#    `--models 2`), the CPU seconds of those processes summed;
#  - the checks: every puzzle solved and unique, by both, and the two counts agree
#    (bench/regions.py compare); a failure is printed and the exit status is 1.
# Prints chessy-sat's start-up (the process on a one-puzzle file), then a table: puzzles,
# the size and stars, chessy-sat's median wall seconds for the file, its wall and CPU
# milliseconds a puzzle (start-up included), clingo's CPU milliseconds a puzzle, clingo
# / chessy-sat (clingo's CPU a puzzle over chessy-sat's wall, then over its CPU: on a
# loaded machine the wall is the less fair), the check. Issue 37's targets: a Queens
# level <= 0.5 ms on average, a 25x25 6-star grid <= 5 ms, clingo / chessy-sat >= 20.
# Environment: BIN (build/chessy-sat), RUNS (5), CLINGO_LIMIT (clingo on the first lines
# of each file only; default all), CAP (seconds a clingo run, 120), NO_CLINGO=1 (skip the
# peer). clingo is Debian's `gringo` (scripts/install-deps.sh test); without it, or with a
# chessy-sat that does not read .jsonl yet, the columns say "-".
# Bad input (a line that is not a region puzzle, a missing file): one line naming the file
# and the line, exit 2, before anything runs.
set -euo pipefail
# The files and a BIN given are read from where the script was called; the defaults
# from the repository.
abs() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
files=()
for f in "$@"; do files+=("$(abs "$f")"); done
[ -n "${BIN:-}" ] && BIN=$(abs "$BIN")
cd "$(dirname "$0")/.."
BIN=${BIN:-build/chessy-sat}
RUNS=${RUNS:-5}
CAP=${CAP:-120}
# The speed files (bench/data/regions/README.md; krazydad-*.jsonl, with labels, is the
# rating's).
[ ${#files[@]} -eq 0 ] && files=(bench/data/regions/queens-*.jsonl bench/data/regions/starbattle-*.jsonl)
for f in "${files[@]}"; do
  [ -r "$f" ] || { echo "regions.sh: $f: no such file" >&2; exit 2; }
  python3 bench/regions.py check "$f" >/dev/null || exit 2  # it named the file and line
done
[ -x "$BIN" ] || { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
                   cmake --build build -j2 --target chessy-sat >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
have_clingo=0
[ "${NO_CLINGO:-0}" != 1 ] && command -v clingo >/dev/null && have_clingo=1
# Does this chessy-sat read a .jsonl of region puzzles? (Issue 37 lands in parts.)
printf '{"regions": ["A"], "stars": 1}\n' >"$tmp/probe.jsonl"
chessy=0
{ "$BIN" "$tmp/probe.jsonl" --count --limit 2 -q 2>/dev/null || true; } | grep -q '"line" *: *1,.*"total" *: *1' && chessy=1

# chessy_runs FILE: RUNS timed runs; prints "median-wall median-cpu" (seconds) and leaves
# the last run's output in $tmp/chessy.out.
chessy_runs() {
  local i
  : >"$tmp/times"
  for ((i = 0; i < RUNS; i++)); do
    # bash's time: wall, user and system of the child, to the millisecond.
    { TIMEFORMAT='%3R %3U %3S'; time "$BIN" "$1" --count --limit 2 -q >"$tmp/chessy.out" 2>"$tmp/chessy.err"; } \
      2>>"$tmp/times" || true
  done
  median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
  echo "$(awk '{ print $1 }' "$tmp/times" | median) $(awk '{ print $2 + $3 }' "$tmp/times" | median)"
}

echo "machine: $(nproc) cores, $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "chessy-sat: $BIN ($(git rev-parse --short HEAD 2>/dev/null || echo '?')), .jsonl regions: $([ $chessy = 1 ] && echo yes || echo no); runs: $RUNS (median)"
if [ $chessy = 1 ]; then
  # What every run pays once: the process on a file of one 1x1 puzzle.
  read -r start_wall start_cpu < <(chessy_runs "$tmp/probe.jsonl")
  echo "chessy-sat start-up (a one-puzzle file): wall $(awk -v w="$start_wall" 'BEGIN { printf "%.1f", 1000 * w }') ms, cpu $(awk -v c="$start_cpu" 'BEGIN { printf "%.1f", 1000 * c }') ms"
fi
if [ $have_clingo = 1 ]; then
  echo "clingo: $(clingo --version | sed -n 1p), one process a puzzle, bench/asp/regions.lp --models 2"
else
  echo "clingo: none"
fi
printf '| %-18s | %7s | %8s | %8s | %9s | %8s | %11s | %7s | %7s | %s |\n' collection puzzles "N, K" \
  "wall s" "ms/puzzle" "cpu ms/p" "clingo ms/p" "ratio w" "ratio c" check
echo "| ------------------ | ------: | -------: | -------: | --------: | -------: | ----------: | ------: | ------: | ----- |"
status=0
for f in "${files[@]}"; do
  read -r count sizes stars < <(python3 bench/regions.py check "$f")
  wall=- per=- cpu=- clingo=- ratio=- ratio_cpu=- check=""
  if [ $chessy = 1 ]; then
    read -r wall cpu_s < <(chessy_runs "$f")
    per=$(awk -v w="$wall" -v n="$count" 'BEGIN { printf "%.3f", 1000 * w / n }')
    cpu=$(awk -v c="$cpu_s" -v n="$count" 'BEGIN { printf "%.3f", 1000 * c / n }')
  fi
  clingo_out=""  # the peer's lines, when it ran
  if [ $have_clingo = 1 ]; then
    clingo_out="$tmp/clingo.out"
    python3 bench/regions.py clingo "$f" "${CLINGO_LIMIT:-$count}" "$CAP" >"$clingo_out"
    clingo=$(awk '{ s += $3 } END { printf "%.3f", NR ? 1000 * s / NR : 0 }' "$clingo_out")
    if [ $chessy = 1 ]; then
      ratio=$(awk -v a="$clingo" -v b="$per" 'BEGIN { printf "%.1f", (b > 0 ? a / b : 0) }')
      ratio_cpu=$(awk -v a="$clingo" -v b="$cpu" 'BEGIN { printf "%.1f", (b > 0 ? a / b : 0) }')
    fi
  fi
  if [ $chessy = 1 ]; then
    if python3 bench/regions.py compare "$f" "$tmp/chessy.out" ${clingo_out:+"$clingo_out"} >"$tmp/cmp" 2>"$tmp/cmp.err"; then
      check="all unique"
      [ -n "$clingo_out" ] && check="$check, clingo agrees"
    else
      check="FAILED, problems: $(wc -l <"$tmp/cmp.err")"; status=1
      sed 's/^/  /' "$tmp/cmp.err" | head -20 >&2
    fi
  elif [ -n "$clingo_out" ]; then
    bad=$(awk '$2 != 1' "$clingo_out" | wc -l)
    if [ "$bad" = 0 ]; then check="clingo: all unique"; else check="clingo: $bad not unique"; status=1; fi
  fi
  printf '| %-18s | %7s | %8s | %8s | %9s | %8s | %11s | %7s | %7s | %s |\n' "$(basename "$f" .jsonl)" \
    "$count" "$sizes, $stars" "$wall" "$per" "$cpu" "$clingo" "$ratio" "$ratio_cpu" "$check"
done
exit $status
