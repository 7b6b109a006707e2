#!/usr/bin/env bash
# The interpreter's exit with a daemon thread inside chessy.count or chessy.enumerate
# (issue 41, docs/python.md "Exit with daemon threads"): the pattern run RUNS
# times each, one line a call: `call runs crashes`, then the failures' exit statuses.
# Exit 1 when any run ended other than with status 0 and no output on stderr.
#
# Usage: bench/python_exit.sh [RUNS]   (default 50)
#   PYTHON      the interpreter (default /usr/bin/python3)
#   PYTHONPATH  where the module is (default build/python)
#
# Before the fix: count "terminate called without an active exception" (status 134)
# in 5 of 5 runs in the issue, 1 in 3 here; enumerate SIGSEGV (139) or a hang.
set -euo pipefail
runs=${1:-50}
python=${PYTHON:-/usr/bin/python3}
export PYTHONPATH=${PYTHONPATH:-build/python}
if ! [[ $runs =~ ^[0-9]+$ ]] || [ "$runs" -lt 1 ]; then
  echo "usage: bench/python_exit.sh [RUNS] with RUNS >= 1" >&2
  exit 2
fi
failed=0
declare -A calls=(
  [count]="chessy.count('size 17\\n17*q', engine='sat')"
  [enumerate]="[s for s in chessy.enumerate('size 17\\n17*q', engine='sat')]")
for name in count enumerate; do
  call=${calls[$name]}
  crashes=0
  statuses=""
  for ((i = 0; i < runs; ++i)); do
    code="import chessy, threading, time
threading.Thread(target=lambda: $call, daemon=True).start()
time.sleep(0.5)"
    status=0
    err=$(timeout 60 "$python" -c "$code" 2>&1 >/dev/null) || status=$?
    if [ "$status" -ne 0 ] || [ -n "$err" ]; then
      crashes=$((crashes + 1))
      statuses+=" $status"
    fi
  done
  echo "$name $runs $crashes${statuses:+ (statuses$statuses)}"
  [ "$crashes" -eq 0 ] || failed=1
done
exit "$failed"
