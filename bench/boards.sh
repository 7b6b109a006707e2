#!/usr/bin/env bash
# bench/boards.sh [PEER]: issue 17's boards benchmark, every solver in the same run.
# A benchmark, not a test.   PEER (or $PEER): the path of CSPLib 079's bit-parallel solver
# shiftqueensdiags.cc (Jefferson 2015, MIT; csplib/csplib, Problems/prob079/models/), built
# here into a temporary directory (g++ -O3 -march=native), never copied into the project.
# $INSTANCES: the directory holding CSPLib's diag-20/ and diag-21/ (.param files, from
# Problems/prob079/data/diag-2{0,1}.tar.gz; default: PEER's directory); without them the
# phase-transition sets are generated (gen-boards random-diag, seeds 1..COUNT) and said so.
# $COUNT instances a set (20), $BLOCKED instances a count of blocked cells (10), $CAP
# seconds a run (60; `timeout`), $HARD_CAP for the hard instance (300), $BIN, $GEN.
# Rows:
#  - Excluded Diagonals diag-21-4-259, first 19 diagonals (UNSAT): chessy-sat, the bit
#    solver, the stock `cadical` on chessy-sat's --dimacs, clingo (bench/asp/blocked.lp);
#  - the n = 20 / 21 sets at k = 18 / 19 (the hardest k in CSPLib's shiftqueens results):
#    median and maximum seconds, answers compared across solvers;
#  - Blocked n-Queens n = 50, B = 2125 and 2150 random blocked cells (85-86 %: about half
#    SAT with clingo), median; a rectangle against the square of its larger side;
#  - n queens --count 14 and 15 against bench/queens_count.c (one core, mirror only).
# chessy-sat's rows need boards (`size R C`, `x @ R,C`); a build without them prints "-".
set -euo pipefail
cd "$(dirname "$0")/.."
PEER=${1:-${PEER:-}}
BIN=${BIN:-build/chessy-sat}
GEN=${GEN:-build/gen-boards}
COUNT=${COUNT:-20}
BLOCKED=${BLOCKED:-10}
CAP=${CAP:-60}
HARD_CAP=${HARD_CAP:-300}
[ -x "$BIN" ] && [ -x "$GEN" ] || { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
                                    cmake --build build -j2 --target chessy-sat gen-boards >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
have() { command -v "$1" >/dev/null; }
cc -O2 -o "$tmp/queens_count" bench/queens_count.c
bit=""
if [ -n "$PEER" ]; then
  [ -d "$PEER" ] && PEER="$PEER/shiftqueensdiags.cc"
  [ -f "$PEER" ] || { echo "boards.sh: no peer source at $PEER" >&2; exit 2; }
  g++ -O3 -march=native -w -o "$tmp/shiftqueensdiags" "$PEER" && bit="$tmp/shiftqueensdiags"
  INSTANCES=${INSTANCES:-$(dirname "$PEER")}
fi
INSTANCES=${INSTANCES:-}
boards=0
printf 'size 2 3\n1*q\nx @ 0,0\n' | "$BIN" - >/dev/null 2>&1 && boards=1

# timed ANSWERFILE CMD...: runs CMD under the cap; sets `secs` (wall) and `answer` from
# the exit status through `verdict` (S, U, or T timeout, E anything else).
timed() {
  local start end status cap=${cap:-$CAP}
  start=$(date +%s.%N)
  set +e; timeout "$cap" "$@" >"$tmp/out" 2>"$tmp/err"; status=$?; set -e
  end=$(date +%s.%N)
  secs=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
  answer=$(verdict "$status")
  [ "$answer" = T ] && secs=">$cap"
  return 0
}
# The exit statuses: chessy-sat 0/1, cadical and clingo 10/20, the bit solver by its text.
verdict() {
  case "$1" in
    124) echo T ;;
    0|10) if [ "$kind" != bit ]; then echo S
          elif grep -q '^Solution Found' "$tmp/out"; then echo S
          elif grep -q '^No solution' "$tmp/out"; then echo U
          else echo T; fi ;;  # its own CPU limit: "Timeout Reached"
    1|20) echo U ;;
    30) echo S ;;  # clingo: SAT and the search space exhausted
    *) echo E ;;
  esac
}

# The runs of one Excluded Diagonals instance (PARAM K) or one problem file (-- FILE N):
# sets ours/bits/clingos/cadicals (seconds) and their answers.
solve_all() {
  local n problem=$tmp/p.txt
  if [ "$1" = -- ]; then cp "$2" "$problem"; n=$3; else "$GEN" diag "$1" "$2" >"$problem"; n=$(sed -n 's/^size //p' "$problem"); fi
  ours=- ours_a=- bits=- bits_a=- clingos=- clingos_a=- cadicals=- cadicals_a=-
  if [ "$boards" = 1 ]; then kind=ours; timed "$BIN" "$problem"; ours=$secs ours_a=$answer; fi
  if [ -n "$bit" ] && [ "$1" != -- ]; then
    tr -c '0-9' ' ' <"$1" >"$tmp/bit.in"
    kind=bit; timed sh -c '"$0" "$1" <"$2"' "$bit" "$2" "$tmp/bit.in"; bits=$secs bits_a=$answer
  fi
  if have clingo; then
    sed -n 's/^x @ \([0-9]*\),\([0-9]*\)$/blocked(\1,\2)./p' "$problem" >"$tmp/facts.lp"
    kind=clingo; timed clingo -c n="$n" -q bench/asp/blocked.lp "$tmp/facts.lp"; clingos=$secs clingos_a=$answer
  fi
  if [ "${with_cadical:-0}" = 1 ] && [ "$boards" = 1 ] && have cadical; then
    "$BIN" "$problem" --dimacs "$tmp/p.cnf" >/dev/null
    kind=cadical; timed cadical -q "$tmp/p.cnf"; cadicals=$secs cadicals_a=$answer
  fi
  local answers
  answers=$(printf '%s\n' "$ours_a" "$bits_a" "$clingos_a" "$cadicals_a" | grep -E '^[SU]$' | sort -u | tr -d '\n')
  if [ ${#answers} -gt 1 ]; then
    echo "DISAGREE: ${label:-${1##*/} $2}: ours $ours_a, bit $bits_a, clingo $clingos_a, cadical $cadicals_a" >&2
    disagree=$((disagree + 1))
  fi
  answer_of=$(printf '%s' "$answers" | head -c 1)
}
disagree=0

# median and maximum of a column of seconds (">CAP" counts as CAP; "-" none).
summary() {
  grep -v '^-$' | sed 's/^>//' | sort -g | awk -v cap="$CAP" '
    { t[NR] = $1; if ($1 >= cap) late++ }
    END { if (!NR) { print "-"; exit }
          m = NR % 2 ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
          printf "%.2f / %s%.2f%s", m, (late ? ">" : ""), t[NR], (late ? " (" late " capped)" : "") }'
}

# The column C of $tmp/times summed up.
col() { awk -v c="$1" '{ print $c }' "$tmp/times" | summary; }
row() { printf '| %s | %s | %s | %s | %s | %s |\n' "$@"; }
echo "boards.sh: $(date -u '+%F %H:%M') UTC, commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'), cap ${CAP}s," \
     "chessy-sat boards: $([ $boards = 1 ] && echo yes || echo no), peer: ${PEER:-none}, clingo: $(have clingo && clingo --version | head -1 || echo none)"
row workload chessy-sat "bit solver (CSPLib 079)" "cadical on --dimacs" clingo "answer"
row --- ---: ---: ---: ---: ---

# 1. the hard instance
hard="$INSTANCES/diag-21/diag-21-4-259.param"
if [ -n "$INSTANCES" ] && [ -f "$hard" ]; then
  with_cadical=1 cap=$HARD_CAP solve_all "$hard" 19
  row "diag-21-4-259, 19 diagonals (s)" "$ours" "$bits" "$cadicals" "$clingos" "$answer_of"
else
  row "diag-21-4-259, 19 diagonals" "(no \$INSTANCES/diag-21)" - - - -
fi

# 2. the phase-transition sets
for set in "20 18" "21 19"; do
  read -r n k <<<"$set"
  : >"$tmp/times"
  source="CSPLib diag-$n-4-1..$COUNT"
  for id in $(seq 1 "$COUNT"); do
    param="$INSTANCES/diag-$n/diag-$n-4-$id.param"
    if [ -z "$INSTANCES" ] || [ ! -f "$param" ]; then
      source="generated: gen-boards random-diag $n $k 1..$COUNT"
      param=$tmp/gen-$id.param
      "$GEN" random-diag "$n" "$k" "$id" --param >"$param"
    fi
    solve_all "$param" "$k"
    echo "$ours $bits $clingos $answer_of" >>"$tmp/times"
  done
  sat=$(awk '$4 == "S"' "$tmp/times" | wc -l)
  row "n = $n, k = $k, $COUNT instances ($source): median / max s" "$(col 1)" "$(col 2)" - "$(col 3)" "$sat SAT"
done

# 3. Blocked n-Queens, n = 50
for b in 2125 2150; do
  : >"$tmp/times"
  for seed in $(seq 1 "$BLOCKED"); do
    "$GEN" random-blocked 50 "$b" "$seed" >"$tmp/blocked.txt"
    label="random-blocked 50 $b $seed" solve_all -- "$tmp/blocked.txt" 50
    echo "$ours $clingos $answer_of" >>"$tmp/times"
  done
  sat=$(awk '$3 == "S"' "$tmp/times" | wc -l)
  row "Blocked n-Queens n = 50, $b blocked, seeds 1..$BLOCKED: median / max s" "$(col 1)" - - "$(col 2)" "$sat SAT"
done

# 4. a rectangle against the square of its larger side (chessy-sat alone)
for problem in "size 10 11|10*q|--count" "size 11|10*q|--count" "size 8 9|d|5*q|--count" "size 9|d|5*q|--count"; do
  IFS='|' read -r -a parts <<<"$problem"
  last=$((${#parts[@]} - 1))
  printf '%s\n' "${parts[@]:0:$last}" >"$tmp/rect.txt"
  cell=-
  if [ "$boards" = 1 ] || [ "${parts[0]}" = "size 11" ] || [ "${parts[0]}" = "size 9" ]; then
    kind=ours; timed "$BIN" "$tmp/rect.txt" "${parts[$last]}"; cell="$secs ($(tr '\n' ' ' <"$tmp/out"))"
  fi
  row "$(tr '\n' ' ' <"$tmp/rect.txt")${parts[$last]} (s)" "$cell" - - - -
done

# 5. plain n queens --count against the bitwise counter
for n in 14 15; do
  kind=ours; timed sh -c 'printf "%s*q\n" "$1" | "$0" - --size "$1" --count' "$BIN" "$n"; ours="$secs ($(grep total "$tmp/out" || true))"
  kind=counter; timed "$tmp/queens_count" "$n"; counter="$secs ($(cat "$tmp/out"))"
  row "$n queens --count (s)" "$ours" "counter: $counter" - - -
done
[ "$disagree" = 0 ] || { echo "boards.sh: $disagree instances where the solvers disagree (above)" >&2; exit 1; }
