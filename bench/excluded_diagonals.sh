#!/usr/bin/env bash
# bench/excluded_diagonals.sh PEER: issue 39's Excluded Diagonals (CSPLib 079) benchmark,
# chessy-sat's default mode against the bit-parallel solver of the set's authors in the
# same run. A benchmark, not a test.
#   PEER (or $PEER): a directory holding CSPLib 079's shiftqueensdiags.cc (Jefferson 2015,
#   MIT), queens-diag-gen.py (Gent 2017), data/diag-21.tar.gz and the bit solver's results
#   run-diags-shiftqueens-processed.txt.gz, each in PEER itself or in its models/, data/
#   or results/ (a csplib/csplib checkout's Problems/prob079 is such a directory). The
#   solver is built into a temporary directory (g++ -O3 -march=native), never copied into
#   the project; $INSTANCES: the directory holding diag-21/*.param (default: PEER's
#   diag-21.tar.gz unpacked into the temporary directory).
# Instances:
#   hard    the 20 (id, k) of n = 21 the bit solver took longest on in its results;
#   random  20 n = 21 instances at k = 19 = round(0.9 n): id = 1 + (389 i + 17) mod 1000,
#           i = 1..20 (distinct ids spread over the 1000, none of them chosen by hand);
#   n = 22..25 at k = round(0.9 n) = 20, 21, 22, 23 (halves up), from the generator's own
#           seeds 1..$SEEDS (10): `python3 queens-diag-gen.py N 4 SEED`, as CSPLib made its
#           files (diag-21-4-259 comes out byte for byte).
# Per instance: chessy-sat's wall and user seconds and the engine that decided (--stats),
# the bit solver's, bit / ours (wall; chessy-sat with its default workers, one per core),
# the same per core (user seconds: the bit solver has one thread), both answers (S, U;
# T past $CAP seconds, default 300) and, for `hard`, the published one. Our solutions are checked by `chessy-sat
# check`. Exit 1 when two answers disagree or a solution is not one; at the end the
# worst ratio over the 40 n = 21 instances, and per core. $BIN, $GEN: the chessy-sat and gen-boards
# used (build/). Bad input (a .param that is not the generator's format, K above the
# diagonals it lists, a results line that does not parse, a missing peer file): one
# line, exit 2, nothing more run.
set -euo pipefail
cd "$(dirname "$0")/.."
me=excluded_diagonals.sh
PEER=${1:-${PEER:-}}
BIN=${BIN:-build/chessy-sat}
GEN=${GEN:-build/gen-boards}
CAP=${CAP:-300}
SEEDS=${SEEDS:-10}
die() { echo "$me: $*" >&2; exit 2; }
[ -n "$PEER" ] || die "usage: bench/excluded_diagonals.sh PEER (CSPLib 079's directory: shiftqueensdiags.cc, data, results)"
[ -d "$PEER" ] || die "$PEER: no such directory"
[[ $CAP =~ ^[1-9][0-9]*$ ]] || die "CAP must be a whole number of seconds, found '$CAP'"
[[ $SEEDS =~ ^[0-9]+$ ]] || die "SEEDS must be a whole number, found '$SEEDS'"
# peer_file NAME: NAME in PEER, or in its models/, data/ or results/.
peer_file() {
  local d
  for d in "" models/ data/ results/; do
    if [ -f "$PEER/$d$1" ]; then echo "$PEER/$d$1"; return; fi
  done
  die "$PEER: no $1 (nor in its models/, data/, results/)"
}
source=$(peer_file shiftqueensdiags.cc) || exit 2
generator=$(peer_file queens-diag-gen.py) || exit 2
results=$(peer_file run-diags-shiftqueens-processed.txt.gz) || exit 2
[ -x "$BIN" ] && [ -x "$GEN" ] || { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
                                    cmake --build build -j2 --target chessy-sat gen-boards >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -z "${INSTANCES:-}" ]; then
  tar -xzf "$(peer_file diag-21.tar.gz)" -C "$tmp" || die "cannot unpack $PEER's diag-21.tar.gz"
  INSTANCES=$tmp
fi

# The published results: every line `n k mininrow id FILE:Solutions: S Nodes: N Timeout: T
# Time: SECONDS`, checked; n = 21's as `seconds id k answer` (answer S, U, or T: its
# timeout).
if ! gzip -dc -- "$results" | awk -v file="$results" '
    function bad(why) { printf "%s:%d: %s\n", file, NR, why > "/dev/stderr"; exit 2 }
    NF != 12 { bad("not a result line (n k mininrow id FILE:Solutions: S Nodes: N Timeout: T Time: SECONDS): " NF " fields") }
    $1 !~ /^[0-9]+$/ || $2 !~ /^[0-9]+$/ || $3 !~ /^[0-9]+$/ || $4 !~ /^[0-9]+$/ { bad("n, k, mininrow and id must be whole numbers") }
    $5 !~ /:Solutions:$/ || $7 != "Nodes:" || $9 != "Timeout:" || $11 != "Time:" { bad("not a result line (n k mininrow id FILE:Solutions: S Nodes: N Timeout: T Time: SECONDS)") }
    $6 !~ /^[01]$/ || $8 !~ /^[0-9]+$/ || $10 !~ /^[01]$/ { bad("Solutions and Timeout must be 0 or 1, Nodes a whole number") }
    $12 !~ /^[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?$/ { bad("Time must be a number of seconds, found \047" $12 "\047") }
    $1 == 21 { print $12, $4, $2, ($10 == 1 ? "T" : $6 == 1 ? "S" : "U") }' >"$tmp/published"; then
  exit 2
fi
[ -s "$tmp/published" ] || die "$results: no n = 21 results"

# The instances: `set id k param published`.
sort -k1,1gr -k2,2n -k3,3n "$tmp/published" | sed -n 1,20p |
  while read -r secs id k answer; do
    echo "hard $id $k $INSTANCES/diag-21/diag-21-4-$id.param $answer:$secs"
  done >"$tmp/instances"
for i in $(seq 1 20); do
  id=$((1 + (389 * i + 17) % 1000))
  echo "random $id 19 $INSTANCES/diag-21/diag-21-4-$id.param -"
done >>"$tmp/instances"
for n in 22 23 24 25; do
  k=$(((9 * n + 5) / 10))
  for seed in $(seq 1 "$SEEDS"); do
    python3 "$generator" "$n" 4 "$seed" >"$tmp/gen-$n-$seed.param" || die "$generator $n 4 $seed failed"
    echo "n=$n $seed $k $tmp/gen-$n-$seed.param -"
  done
done >>"$tmp/instances"

# Every instance's problem file, before anything is measured: gen-boards checks the .param
# and K, and its one line and status stop the run.
i=0
while read -r set id k param published; do
  i=$((i + 1))
  [ -f "$param" ] || die "$param: no such file (\$INSTANCES/diag-21/)"
  gen_status=0
  "$GEN" diag "$param" "$k" >"$tmp/p-$i.txt" 2>"$tmp/gen.err" || gen_status=$?
  if [ "$gen_status" != 0 ]; then cat "$tmp/gen.err" >&2; exit "$gen_status"; fi
done <"$tmp/instances"

g++ -O3 -march=native -w -o "$tmp/shiftqueensdiags" "$source" || die "cannot build $source"
bit=$tmp/shiftqueensdiags

# timed IN OUT CMD...: CMD under `timeout $CAP`, reading IN, its output into OUT; sets
# wall, user (seconds; the user's of the processes it waited for included) and status.
timed() {
  local in=$1 out=$2
  shift 2
  status=0
  /usr/bin/time -f "%e %U" -o "$tmp/time" timeout "$CAP" "$@" <"$in" >"$out" 2>"$tmp/err" || status=$?
  read -r wall user < <(tail -n 1 "$tmp/time")
}

# ratio BIT OURS: bit / ours ("-": chessy-sat past the cap, $ours T; ">": the bit
# solver past it, $theirs T).
ratio() {
  awk -v b="${1#>}" -v o="$2" -v bt="$theirs" -v ot="$ours" 'BEGIN {
    if (ot == "T") { print "-"; exit }
    if (o < 0.01) o = 0.01   # /usr/bin/time: hundredths
    if (b < 0.01) b = 0.01
    printf "%s%.1f", (bt == "T" ? ">" : ""), b / o }'
}
row() { printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$@"; }
echo "excluded_diagonals.sh: $(date -u '+%F %H:%M') UTC, commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'), cap ${CAP}s, peer: $PEER"
row set instance k "chessy-sat s" user "decided by" "bit solver s" user "bit / ours" "per core" ours bit published
row --- --- ---: ---: ---: --- ---: ---: ---: ---: --- --- ---
bad=0
: >"$tmp/ratios"
: >"$tmp/core_ratios"
i=0
while read -r set id k param published; do
  i=$((i + 1))
  problem=$tmp/p-$i.txt
  name="diag-21-4-$id"
  [ "$set" = hard ] || [ "$set" = random ] || name="$set seed $id"

  timed /dev/null "$tmp/ours.out" "$BIN" "$problem" --format placements --stats
  ours_wall=$wall ours_user=$user
  by=$(sed -n 's/^stats: decided by \([a-z]*\).*/\1/p' "$tmp/err")
  case $status in
    0) ours=S
       if ! "$BIN" check "$problem" "$tmp/ours.out" >"$tmp/check" 2>&1; then
         echo "$me: $name, k = $k: chessy-sat's solution is not one: $(cat "$tmp/check")" >&2
         bad=$((bad + 1))
       fi ;;
    1) ours=U ;;
    124) ours=T ours_wall=">$CAP" ;;
    *) echo "$me: $name, k = $k: chessy-sat exited $status: $(cat "$tmp/err")" >&2; bad=$((bad + 1)); ours=E ;;
  esac

  tr -c '0-9' ' ' <"$param" >"$tmp/bit.in"
  timed "$tmp/bit.in" "$tmp/bit.out" "$bit" "$k"
  bit_wall=$wall bit_user=$user
  if [ "$status" = 124 ]; then theirs=T bit_wall=">$CAP"
  elif grep -q '^Solution Found' "$tmp/bit.out"; then theirs=S
  elif grep -q '^No solution' "$tmp/bit.out"; then theirs=U
  else theirs=E; fi

  ratio=$(ratio "$bit_wall" "$ours_wall")
  core=$(ratio "$bit_user" "$ours_user")
  if [ "$set" = hard ] || [ "$set" = random ]; then
    echo "$ratio $name $k" >>"$tmp/ratios"
    echo "$core $name $k" >>"$tmp/core_ratios"
  fi
  answers=$(printf '%s\n' "$ours" "$theirs" "${published%%:*}" | sed -n '/^[SU]$/p' | sort -u | tr -d '\n')
  if [ ${#answers} -gt 1 ]; then
    echo "$me: DISAGREE on $name, k = $k: chessy-sat $ours, bit solver $theirs, published ${published%%:*}" >&2
    bad=$((bad + 1))
  fi
  row "$set" "$name" "$k" "$ours_wall" "$ours_user" "${by:--}" "$bit_wall" "$bit_user" "$ratio" "$core" "$ours" "$theirs" "${published/:/ in }"
done <"$tmp/instances"

# worst FILE WHAT: the least ratio of FILE ("-", chessy-sat past the cap, below all),
# and how many are below 1.
worst() {
  local ratio name k below
  read -r _ ratio name k < <(awk '{ r = $1; sub(/^>/, "", r); print (r == "-" ? -1 : r), $0 }' "$1" | sort -g | sed -n 1p)
  below=$(awk '$1 !~ /^>/ && ($1 == "-" || $1 < 1)' "$1" | wc -l)
  echo "worst $2 over the $(wc -l <"$1") n = 21 instances: $ratio ($name, k = $k); slower than the bit solver on $below"
}
echo
worst "$tmp/ratios" "bit / ours"
worst "$tmp/core_ratios" "bit / ours per core (user s)"
[ "$bad" = 0 ] || { echo "$me: $bad instances where the answers disagree or a solution is not one (above)" >&2; exit 1; }
