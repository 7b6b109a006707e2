#!/usr/bin/env bash
# Queens dominating the n x n torus (issue 38; docs/benchmarks.md "Tori: domination"):
# `torus`, `d` (and `i` with --independent), `?*q`, `--min --count` by the domination
# counter, which searches with the torus's whole group (8n^2 maps), for n = A..B; then,
# as the peer in the same run, CDCL on the same question where it can answer it: the
# fixed count K*q --count --engine sat (the CNF with lex-leader clauses under the
# rotations and reflections, a blocking clause a class) and (K-1)*q none, each under
# PEER_TIMEOUT seconds (default 120; "-" where it ran out).
#
# Usage: bench/torus_domination.sh [--independent] [A [B]]   (default 4 14)
#   CHESSY   the binary (default build/chessy-sat); JOBS workers for the counter (default 2)
#
# One line a size: `n minimum fundamental total counter_cpu counter_wall cdcl_cpu`,
# CPU = user + system seconds of every thread. Exit 1 where CDCL, having answered,
# disagrees with the counter.
set -euo pipefail
chessy=${CHESSY:-build/chessy-sat}
jobs=${JOBS:-2}
peer_timeout=${PEER_TIMEOUT:-120}
goal='d'
if [ "${1:-}" = --independent ]; then
  goal=$'d\ni'
  shift
fi
from=${1:-4}
to=${2:-14}
if ! [[ $from =~ ^[0-9]+$ && $to =~ ^[0-9]+$ ]] || [ "$from" -lt 1 ] || [ "$to" -gt 26 ] || [ "$from" -gt "$to" ]; then
  echo "usage: bench/torus_domination.sh [--independent] [A [B]] with 1 <= A <= B <= 26" >&2
  exit 2
fi
[ -x "$chessy" ] || { echo "bench/torus_domination.sh: $chessy: no such program (run make first)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# `timed FILE CMD...`: runs CMD, its standard output to FILE, its exit status to
# FILE.rc (0 found, 1 none, else stopped: 124 out of time); prints "cpu wall".
timed() {
  local out=$1 rc=0
  shift
  /usr/bin/time -f '%U %S %e' -o "$tmp/time" "$@" >"$out" 2>/dev/null || rc=$?
  echo "$rc" >"$out.rc"
  awk '{ printf "%.2f %.2f\n", $1 + $2, $3 }' "$tmp/time"
}
field() { sed -n "s/^$1: //p" "$2"; }
answered() { [ "$(cat "$1.rc")" -le 1 ]; }
echo "# n minimum fundamental total counter_cpu counter_wall cdcl_cpu"
for ((n = from; n <= to; ++n)); do
  printf 'size %d\ntorus\n%s\n?*q\n' "$n" "$goal" >"$tmp/open.txt"
  read -r cpu wall < <(timed "$tmp/counter" "$chessy" "$tmp/open.txt" --min --count -j "$jobs")
  k=$(field minimum "$tmp/counter")
  fundamental=$(field fundamental "$tmp/counter")
  total=$(field total "$tmp/counter")
  # The peer: K queens counted by CDCL, and K-1 (every count below K for independent
  # domination, which is not monotone) without a solution.
  peer=-
  printf 'size %d\ntorus\n%s\n%d*q\n' "$n" "$goal" "$k" >"$tmp/at.txt"
  read -r pcpu _ < <(timed "$tmp/peer" timeout "$peer_timeout" "$chessy" "$tmp/at.txt" --count --engine sat -j 1)
  if answered "$tmp/peer"; then
    if [ "$(field fundamental "$tmp/peer")" != "$fundamental" ] || [ "$(field total "$tmp/peer")" != "$total" ]; then
      echo "bench/torus_domination.sh: n = $n: CDCL counts $(field fundamental "$tmp/peer") / $(field total "$tmp/peer") at $k, the counter $fundamental / $total" >&2
      exit 1
    fi
    below=$((k - 1))
    [ "$goal" = d ] || below=1
    for ((j = k - 1; j >= below && j >= 1; --j)); do
      printf 'size %d\ntorus\n%s\n%d*q\n' "$n" "$goal" "$j" >"$tmp/less.txt"
      read -r lcpu _ < <(timed "$tmp/less" timeout "$peer_timeout" "$chessy" "$tmp/less.txt" --count --engine sat -j 1)
      pcpu=$(echo "$pcpu + $lcpu" | bc)
      if ! grep -q '^total: 0$' "$tmp/less"; then
        if answered "$tmp/less"; then
          echo "bench/torus_domination.sh: n = $n: CDCL finds $j queens, the counter's minimum is $k" >&2
          exit 1
        fi
        pcpu=-  # ran out of time
        break
      fi
    done
    peer=$pcpu
  fi
  echo "$n $k $fundamental $total $cpu $wall $peer"
done
