#!/usr/bin/env bash
# dist/slurm-submit.sh on a one-node Slurm brought up here (dist/slurm-local.sh): for two
# problems and a completion problem, in 2 and 7 parts, --count and --all, the merged
# output and exit status are the single run's, byte for byte; a failing part cancels
# the merge and is named, and a resubmission redoes only that part.
# Skipped (exit 77) unless root with the Debian packages slurm-wlm and munge installed.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

[ "$(id -u)" -eq 0 ] || { echo "SKIP: the local Slurm needs root"; exit 77; }
for cmd in munged mungekey slurmctld slurmd sbatch scontrol sinfo squeue scancel; do
  command -v "$cmd" >/dev/null || { echo "SKIP: $cmd not installed (slurm-wlm, munge)"; exit 77; }
done

# Its own directory and ports, so that a local Slurm a user has up is left alone. The
# directory is fixed so that this clears away a run killed before its teardown.
export CHESSY_SLURM_DIR=/tmp/chessy-slurm-test CHESSY_SLURM_PORT=16827
export SLURM_CONF=$CHESSY_SLURM_DIR/slurm.conf
"$ROOT/dist/slurm-local.sh" down
at_exit "$(printf %q "$ROOT/dist/slurm-local.sh") down"
if ! "$ROOT/dist/slurm-local.sh" up >/dev/null 2>"$WORK/up.err"; then
  cat "$WORK/up.err" >&2
  fail "dist/slurm-local.sh up"
  finish
fi
# Twice is fine.
"$ROOT/dist/slurm-local.sh" up >/dev/null 2>"$WORK/up2.err" && pass || fail "slurm-local.sh up, run twice"
expect_grep "slurm-local.sh up, run twice" "already up" "$WORK/up2.err"
echo "slurm up after ${SECONDS}s"

submit() { timeout 150 "$ROOT/dist/slurm-submit.sh" "$@"; }

# All runs at once: the node has few CPUs, and waiting on each in turn would add every
# run's scheduling latency to the test's time.
T=$ROOT/tests/dist
runs=()
for entry in "queens8 $ROOT/problems/queens8.txt 2 7" "colour-pawns $ROOT/problems/colour-pawns.txt 2 7" \
             "queens10-fixed $T/queens10-fixed.txt 2"; do
  read -r name input partss <<<"$entry"
  for mode in count all; do
    single "$name" "$input" "$mode"
    for parts in $partss; do
      run=$name.$mode.$parts
      runs+=("$run")
      ( s=0; submit --wait -P "$parts" -d "$WORK/$run" "$input" "$mode" >"$WORK/$run.out" 2>"$WORK/$run.err" || s=$?
        echo "$s" >"$WORK/$run.status" ) &
    done
  done
done
# INPUT from standard input.
( s=0; submit --wait -P 2 -d "$WORK/stdin" - count <"$ROOT/problems/queens8.txt" >"$WORK/stdin.out" 2>"$WORK/stdin.err" || s=$?
  echo "$s" >"$WORK/stdin.status" ) &
# A part that cannot write its file (a directory in its place) fails.
mkdir -p "$WORK/failing/part-5.json"
( s=0; submit --wait -P 7 -d "$WORK/failing" "$ROOT/problems/queens8.txt" count >"$WORK/failing.out" 2>"$WORK/failing.err" || s=$?
  echo "$s" >"$WORK/failing.status" ) &
wait
echo "all runs done after ${SECONDS}s"

for run in "${runs[@]}"; do
  IFS=. read -r name mode parts <<<"$run"
  expect_same "slurm: $name $mode in $parts parts" "$WORK/single/$name.$mode.out" \
    "$(cat "$WORK/single/$name.$mode.status")" "$WORK/$run.out" "$(cat "$WORK/$run.status")"
  [ -s "$WORK/$run.err" ] && [ "$(cat "$WORK/$run.status")" -gt 1 ] && sed 's/^/    /' "$WORK/$run.err" >&2
done
expect_same "slurm: queens8 from stdin in 2 parts" "$WORK/single/queens8.count.out" 0 \
  "$WORK/stdin.out" "$(cat "$WORK/stdin.status")"

expect_status "slurm: a failing part" 3 "$(cat "$WORK/failing.status")"
expect_grep "slurm: a failing part" "part 5: FAILED" "$WORK/failing.err"
[ ! -s "$WORK/failing.out" ] && pass || fail "slurm: a failing part: printed a result"
# Resubmitted with the same DIR: the six complete parts are skipped, part 5 is solved.
rmdir "$WORK/failing/part-5.json"
s=0
submit --wait -P 7 -d "$WORK/failing" "$ROOT/problems/queens8.txt" count >"$WORK/resubmit.out" 2>"$WORK/resubmit.err" || s=$?
expect_same "slurm: resubmitted" "$WORK/single/queens8.count.out" 0 "$WORK/resubmit.out" "$s"
[ "$(cat "$WORK"/failing/logs/part-[0-46].log | grep -c skipped)" = 6 ] && pass ||
  fail "slurm: resubmitted: not 6 parts skipped"

# slurm-array.sbatch on its own: P from the array's size.
mkdir -p "$WORK/direct"
id=$(sbatch --parsable --array=0-1 --output="$WORK/direct/%a.log" \
       "$ROOT/dist/slurm-array.sbatch" "$ROOT/problems/queens8.txt" count "$WORK/direct")
for ((i = 0; i < 120; i++)); do
  [ -z "$(squeue -h -j "${id%%;*}" 2>/dev/null)" ] && break
  sleep 0.5
done
"$BIN" merge "$WORK/direct" >"$WORK/direct.out" 2>&1 || true
expect_same "slurm: slurm-array.sbatch alone, P from the array" "$WORK/single/queens8.count.out" 0 "$WORK/direct.out" 0

# down stops every daemon and removes the directory.
"$ROOT/dist/slurm-local.sh" down
[ ! -e "$CHESSY_SLURM_DIR" ] && pass || fail "slurm-local.sh down left $CHESSY_SLURM_DIR"
left=$(pgrep -f -- "$CHESSY_SLURM_DIR" || true)
[ -z "$left" ] && pass || fail "slurm-local.sh down left processes: $(ps -o pid,stat,args -p "$left" | tail -n +2)"

finish
