#!/usr/bin/env bash
# Runs one chessy-sat enumeration as P parts on GNU parallel, then merges them.
# Every part writes DIR/part-I.json; the merged result (byte for byte what the single run
# `chessy-sat INPUT --count` or `--all` prints) goes to standard output.
#
# Remote hosts (--sshlogin): we rely on a shared file system, as on a cluster, rather than
# on parallel's --transferfile/--return: the chessy-sat binary, INPUT and DIR must have
# the same absolute paths on every host (or chessy-sat be on each host's PATH, if that is
# where it was found here). So INPUT, DIR and the binary are made absolute, and a part
# that finished on any host is seen by the merge, which runs here.
set -euo pipefail

usage() {
  cat <<'EOF'
usage: dist/parallel.sh [options] INPUT count|all [-- chessy-sat options...]

Solves INPUT in P parts (chessy-sat --part I/P, one worker each) run by GNU parallel,
then prints `chessy-sat merge DIR`: the same output as `chessy-sat INPUT --count|--all`.

  -P, --parts P        number of parts (default: 4 per local core)
  -d, --dir DIR        keep the part files in DIR (created if needed). Running again with
                       the same DIR redoes only the parts not yet complete. Without -d a
                       temporary directory is used, removed on success, kept on failure.
  -j, --jobs N         parts run at once on each host (default: one per core)
  -S, --sshlogin LOGIN run parts on remote hosts too (GNU parallel's --sshlogin; repeat
                       it or give a comma-separated list; ':' is this machine). Needs -d
                       and a shared file system: the same paths for the binary (or
                       chessy-sat on every PATH), INPUT and DIR on every host.
      --json           merged result as JSON (chessy-sat merge --json)
  -o FILE              write the merged result to FILE instead of standard output
  -h, --help           this text
Options after `--` go to every part, e.g. `-- --no-symmetry` or `-- --backend picosat`.
INPUT `-` reads standard input (saved in DIR as input.txt).
The binary is $CHESSY_SAT, else chessy-sat on PATH, else the repository's build/chessy-sat.
More GNU parallel options can be given in $PARALLEL (e.g. PARALLEL='--retries 2').
Exit status: that of the merge (0, or 1 if there is no solution), or, if a part failed,
its exit status (3 if parts failed differently); the part files are then kept.
EOF
}

die() { echo "parallel.sh: $*" >&2; exit 2; }

parts=$(( $(nproc) * 4 ))
dir='' jobs='' merge_opts=() ssh=() extra=() positional=()
while [ $# -gt 0 ]; do
  case $1 in
    -P|--parts) [ $# -ge 2 ] || die "$1 needs a value"; parts=$2; shift 2 ;;
    -d|--dir) [ $# -ge 2 ] || die "$1 needs a value"; dir=$2; shift 2 ;;
    -j|--jobs) [ $# -ge 2 ] || die "$1 needs a value"; jobs=$2; shift 2 ;;
    -S|--sshlogin) [ $# -ge 2 ] || die "$1 needs a value"; ssh+=(--sshlogin "$2"); shift 2 ;;
    --json) merge_opts+=(--json); shift ;;
    -o) [ $# -ge 2 ] || die "$1 needs a value"; merge_opts+=(-o "$2"); shift 2 ;;
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
[[ $parts =~ ^[1-9][0-9]*$ ]] || die "-P needs a positive number, not '$parts'"
[ -z "$jobs" ] || [[ $jobs =~ ^[1-9][0-9]*$ ]] || die "-j needs a positive number, not '$jobs'"
command -v parallel >/dev/null || die "GNU parallel not found (Debian package parallel)"

find_chessy_sat
local_bin=$bin_path
# Remote hosts run the bare name if that is how we found it, otherwise the same path.
if [ ${#ssh[@]} -gt 0 ] && [ "$bin" = chessy-sat ]; then part_bin=chessy-sat; else part_bin=$local_bin; fi

[ "$input" = - ] || [ -r "$input" ] || die "cannot read '$input'"
# A temporary directory here would not be seen by the other hosts.
[ ${#ssh[@]} -eq 0 ] || [ -n "$dir" ] || die "with --sshlogin, give -d DIR on a file system all hosts share"
made_dir=
if [ -z "$dir" ]; then dir=$(mktemp -d "${TMPDIR:-/tmp}/chessy-parts.XXXXXX"); made_dir=1; fi
mkdir -p "$dir"
dir=$(realpath "$dir")
if [ "$input" = - ]; then
  cat >"$dir/input.txt"
  input=$dir/input.txt
fi
[ -r "$input" ] || die "cannot read '$input'"
input=$(realpath "$input")

# On any failure the part files stay, so that a run with -d DIR can finish the job; a
# temporary directory without any is removed all the same.
finished=
# shellcheck disable=SC2317 # run by the EXIT trap
kept() {
  [ -z "$finished" ] || return 0
  if [ -n "$made_dir" ] && ! compgen -G "$dir/part-*.json" >/dev/null; then rm -rf -- "$dir"; return 0; fi
  echo "parallel.sh: part files and joblog kept in $dir (resume with -d $dir)" >&2
}
trap kept EXIT

# -q: the command's words go to the shell (local or remote) quoted as they are, so paths
# and options with spaces survive; {} is still replaced by the part index.
# Parts print nothing on stdout (their result is in their file); whatever they say goes
# to stderr tagged with the part, keeping stdout for the merged result.
status=0
parallel --will-cite -q --halt never --joblog "$dir/joblog" --tagstring 'part {}' \
  ${jobs:+-j "$jobs"} "${ssh[@]}" \
  "$part_bin" "$input" "--$mode" --part "{}/$parts" -o "$dir/part-{}.json" -j 1 "${extra[@]}" \
  ::: $(seq 0 $((parts - 1))) </dev/null >&2 || status=$?
if [ "$status" -ne 0 ]; then
  # joblog columns: Seq Host Starttime JobRuntime Send Receive Exitval Signal Command;
  # Seq is 1-based and follows the ::: order, so part = Seq - 1.
  failed=$(awk -F'\t' 'NR > 1 && ($7 != 0 || $8 != 0) { print $1 - 1 }' "$dir/joblog" | sort -n | paste -sd' ')
  codes=$(awk -F'\t' 'NR > 1 && ($7 != 0 || $8 != 0) { print ($8 != 0 ? 3 : $7) }' "$dir/joblog" | sort -u)
  echo "parallel.sh: part(s) ${failed:-?} of $parts failed" >&2
  [ "$(echo "$codes" | wc -l)" -eq 1 ] && [ -n "$codes" ] && exit "$codes"
  exit 3
fi

status=0
"$local_bin" merge "${merge_opts[@]}" "$dir" || status=$?
# 0: merged; 1: merged, and there is no solution. Anything else: keep the parts.
if [ "$status" -le 1 ]; then
  finished=1
  [ -z "$made_dir" ] || rm -rf -- "$dir"
fi
exit "$status"
