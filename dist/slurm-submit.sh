#!/usr/bin/env bash
# Submits one chessy-sat enumeration to Slurm as a job array of P parts
# (dist/slurm-array.sbatch) and a merge job that runs once every part succeeded
# (--dependency=afterok). The merged result lands in DIR/merged.out; with --wait this
# script waits for it and prints it (byte for byte the single run's output).
set -euo pipefail

usage() {
  cat <<'EOF'
usage: dist/slurm-submit.sh [options] INPUT count|all [-- chessy-sat options...]

Submits `sbatch --array=0-(P-1) dist/slurm-array.sbatch ...` (part I writes DIR/part-I.json)
and `chessy-sat merge DIR` as a job depending on it (afterok), which writes DIR/merged.out.

  -P, --parts P          number of parts (default 32)
  -d, --dir DIR          directory for parts, logs (DIR/logs) and result; it must be on a
                         file system the compute nodes share (default: a new
                         chessy-slurm.XXXXXX in the current directory). Submitting again
                         with the same DIR redoes only the parts not yet complete.
  -c, --cpus-per-part N  CPUs for each part (sbatch --cpus-per-task, chessy-sat -j; default 1)
      --throttle N       run at most N parts at once (--array=...%N)
      --sbatch OPTION    pass OPTION to sbatch for every job, e.g. --sbatch=--partition=short
                         (repeatable; the SBATCH_* environment variables work as well)
      --json             merged result as JSON
      --wait             wait for the merge, print the merged result, exit with its status
  -h, --help             this text
Options after `--` go to every part, e.g. `-- --no-symmetry`. INPUT `-` reads standard
input (saved as DIR/input.txt). The binary is $CHESSY_SAT, else chessy-sat on PATH, else
the repository's build/chessy-sat; the nodes must see it at the same path.
Without --wait it prints the job ids and where the result will be.
With --wait the exit status is the merge's (0, or 1 if there is no solution), 2 if
Slurm refused a job, or 3 if a part failed (the merge is then cancelled; the parts that
did complete stay in DIR).
EOF
}

die() { echo "slurm-submit.sh: $*" >&2; exit 2; }

parts=32 dir='' cpus=1 throttle='' wait='' merge_opts=() sbatch_opts=() extra=() positional=()
while [ $# -gt 0 ]; do
  case $1 in
    -P|--parts) [ $# -ge 2 ] || die "$1 needs a value"; parts=$2; shift 2 ;;
    -d|--dir) [ $# -ge 2 ] || die "$1 needs a value"; dir=$2; shift 2 ;;
    -c|--cpus-per-part) [ $# -ge 2 ] || die "$1 needs a value"; cpus=$2; shift 2 ;;
    --throttle) [ $# -ge 2 ] || die "$1 needs a value"; throttle=$2; shift 2 ;;
    --sbatch) [ $# -ge 2 ] || die "$1 needs a value"; sbatch_opts+=("$2"); shift 2 ;;
    --sbatch=*) sbatch_opts+=("${1#--sbatch=}"); shift ;;
    --json) merge_opts+=(--json); shift ;;
    --wait) wait=1; shift ;;
    -h|--help) usage; exit 0 ;;
    --) shift; extra=("$@"); break ;;
    -?*) die "unknown option $1 (see -h)" ;;
    *) positional+=("$1"); shift ;;
  esac
done
[ ${#positional[@]} -eq 2 ] || { usage >&2; exit 2; }
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=dist/common.sh
. "$here/common.sh"
input=${positional[0]}
mode=$(mode_of "${positional[1]}")
for n in "$parts" "$cpus" ${throttle:+"$throttle"}; do
  [[ $n =~ ^[1-9][0-9]*$ ]] || die "'$n' is not a positive number"
done
command -v sbatch >/dev/null || die "sbatch not found (Debian package slurm-client or slurm-wlm)"

# The one-node Slurm of dist/slurm-local.sh keeps its config out of /etc: use it when
# nothing else says where Slurm is.
if [ -z "${SLURM_CONF:-}" ] && [ ! -e /etc/slurm/slurm.conf ] &&
   [ -f "${CHESSY_SLURM_DIR:-/tmp/chessy-slurm}/slurm.conf" ]; then
  export SLURM_CONF=${CHESSY_SLURM_DIR:-/tmp/chessy-slurm}/slurm.conf
fi

find_chessy_sat
bin=$bin_path

[ "$input" = - ] || [ -r "$input" ] || die "cannot read '$input'"
[ -n "$dir" ] || dir=$(mktemp -d "$PWD/chessy-slurm.XXXXXX")
mkdir -p "$dir/logs"
dir=$(realpath "$dir")
if [ "$input" = - ]; then
  cat >"$dir/input.txt"
  input=$dir/input.txt
fi
[ -r "$input" ] || die "cannot read '$input'"
input=$(realpath "$input")
rm -f -- "$dir/merged.out"   # a stale result must not pass for this run's

# --parsable prints "jobid" or "jobid;cluster".
array_id=$(sbatch --parsable --array="0-$((parts - 1))${throttle:+%$throttle}" \
             --job-name=chessy-part --cpus-per-task="$cpus" \
             --output="$dir/logs/part-%a.log" --export="ALL,CHESSY_SAT=$bin" \
             "${sbatch_opts[@]}" \
             "$here/slurm-array.sbatch" -P "$parts" "$input" "$mode" "$dir" "${extra[@]}") ||
  die "sbatch refused the array job"
array_id=${array_id%%;*}

# The merge job's script comes on stdin; %q quotes every word for bash.
# --kill-on-invalid-dep: if a part fails, cancel the merge instead of leaving it pending.
merge_id=$(sbatch --parsable --dependency="afterok:$array_id" --kill-on-invalid-dep=yes \
             --job-name=chessy-merge --output="$dir/logs/merge.log" "${sbatch_opts[@]}" <<EOF
#!/usr/bin/env bash
exec $(printf '%q ' "$bin" merge "${merge_opts[@]}" -o "$dir/merged.out" "$dir")
EOF
) || { scancel "$array_id" 2>/dev/null || true; die "sbatch refused the merge job (array job $array_id cancelled)"; }
merge_id=${merge_id%%;*}

if [ -z "$wait" ]; then
  echo "parts: array job $array_id; merge: job $merge_id; result: $dir/merged.out"
  exit 0
fi
echo "slurm-submit.sh: parts: array job $array_id; merge: job $merge_id; waiting" >&2

# Poll rather than `sbatch --wait`, whose back-off adds up to half a minute on small runs.
field() { sed -n "s/.*\\b$1=\\([^ ]*\\).*/\\1/p" <<<"$2"; }
silent=0
while :; do
  record=$(scontrol show job -o "$merge_id" 2>/dev/null) || record=
  state=$(field JobState "$record")
  case $state in
    PENDING|CONFIGURING|RUNNING|COMPLETING|SUSPENDED|REQUEUED|RESIZING) silent=0 ;;
    "") # no answer: slurmctld down, or the record already purged (MinJobAge)
      silent=$((silent + 1))
      [ "$silent" -lt 120 ] || { echo "slurm-submit.sh: slurmctld has not known job $merge_id for 60 s; see $dir/logs" >&2; exit 3; } ;;
    *) break ;;
  esac
  sleep 0.5
done
code=$(field ExitCode "$record")   # "status:signal"
status=${code%%:*}

case $state in
  COMPLETED|FAILED)
    if [ "$state" = COMPLETED ] || [ "$status" = 1 ]; then
      cat -- "$dir/merged.out"   # status 1: merged, and there is no solution
      exit "$status"
    fi
    echo "slurm-submit.sh: the merge failed (exit $status):" >&2
    cat -- "$dir/logs/merge.log" >&2
    exit "${status:-3}" ;;
  *)
    echo "slurm-submit.sh: merge job $merge_id ended $state ($(field Reason "$record"))" >&2
    # One record per array task: name those that did not complete.
    scontrol show job -o "$array_id" 2>/dev/null |
      while read -r task; do
        s=$(field JobState "$task")
        [ "$s" = COMPLETED ] || echo "  part $(field ArrayTaskId "$task"): $s, exit $(field ExitCode "$task"), log $dir/logs/part-$(field ArrayTaskId "$task").log" >&2
      done
    echo "slurm-submit.sh: submit again with -d $dir to redo only the parts not complete" >&2
    exit 3 ;;
esac
