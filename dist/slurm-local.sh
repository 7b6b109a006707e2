#!/usr/bin/env bash
# A one-node Slurm on this machine, for trying dist/slurm-submit.sh and for the tests.
#
#   dist/slurm-local.sh up      start munged, slurmctld and slurmd; wait until the node is idle
#   dist/slurm-local.sh down    stop them (cancelling any job left) and remove what `up` made
#   dist/slurm-local.sh env     print the line that points Slurm's commands at it
#
# Runs as root (Debian packages slurm-wlm and munge). It touches no global file: its own
# munge key and socket, slurm.conf, state, spool and logs all live in one directory,
# $CHESSY_SLURM_DIR (default /tmp/chessy-slurm), so a system munge or Slurm is left alone.
# Slurm's commands find the config through SLURM_CONF; `up` prints the export line and
# dist/slurm-submit.sh falls back to this directory's config when SLURM_CONF is unset.
# The ports ($CHESSY_SLURM_PORT and the next one, default 16817-16818) are not Slurm's
# defaults, again so as not to meet a real cluster's daemons. `up` when it is already up
# says so and succeeds; `down` when it is down does nothing.
set -euo pipefail

dir=${CHESSY_SLURM_DIR:-/tmp/chessy-slurm}
port=${CHESSY_SLURM_PORT:-16817}
wait_seconds=${CHESSY_SLURM_WAIT:-30}
conf=$dir/slurm.conf
marker=$dir/.chessy-slurm-local   # `down` removes only a directory that carries this
host=$(hostname -s)

die() { echo "slurm-local: $*" >&2; exit 1; }

# A pid is running if it exists and is not a zombie (a dead daemon whose parent, init
# here, has not reaped it yet: kill -0 would still succeed on it).
alive() {
  local state
  [ -n "$1" ] && [ -r "/proc/$1/stat" ] || return 1
  state=$(sed 's/^.*) //' "/proc/$1/stat" 2>/dev/null | cut -c1) || return 1
  [ -n "$state" ] && [ "$state" != Z ]
}

# Pids of one of our daemons: its pid file, and any process whose command line names our
# own config or socket (a daemon that has not written its pid file yet). Only a process
# whose command line names our directory counts: a stale pid file's pid may be reused.
pids_of() {
  local name=$1 pid pattern
  case $name in
    munged) pattern="munged --socket=$dir/run/munge.socket" ;;
    *)      pattern="$name -f $conf" ;;
  esac
  {
    [ -r "$dir/run/$name.pid" ] && cat "$dir/run/$name.pid"
    pgrep -f -x -- "([^ ]*/)?$pattern( .*)?" 2>/dev/null || true
  } | sort -u | while read -r pid; do
    alive "$pid" && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$dir/" && echo "$pid"
  done
}

running() { [ -n "$(pids_of "$1")" ]; }

logs_tail() {
  local f
  for f in "$dir"/log/*.log; do
    [ -r "$f" ] && { echo "--- $f (last lines)"; tail -n 15 "$f"; }
  done >&2
}

node_state() { { SLURM_CONF=$conf sinfo -h -n "$host" -o %T 2>/dev/null || true; } | head -n 1; }

# True if the slurmctld answering on our port is ours, not another instance's (a second
# copy of this script with another CHESSY_SLURM_DIR but the same port).
ours_answers() {
  [ "$(SLURM_CONF=$conf scontrol show config 2>/dev/null | awk '$1 == "StateSaveLocation" { print $3 }')" = "$dir/state" ]
}

stop() {
  [ -d "$dir" ] || return 0
  [ -f "$marker" ] || die "$dir was not made by slurm-local.sh up; not touching it"
  local i name pid left
  # Jobs first: with proctrack/linuxproc a job's processes outlive slurmd. Every job on
  # this private cluster is ours to cancel.
  if running slurmctld; then
    SLURM_CONF=$conf scancel --partition=local 2>/dev/null || true
    for ((i = 0; i < 50; i++)); do
      [ -z "$(SLURM_CONF=$conf squeue -h -o %A -t RUNNING,COMPLETING 2>/dev/null)" ] && break
      sleep 0.2
    done
  fi
  for name in slurmd slurmctld munged; do
    for pid in $(pids_of "$name"); do kill -TERM "$pid" 2>/dev/null || true; done
  done
  for ((i = 0; i < 50; i++)); do
    left=$(for name in slurmd slurmctld munged; do pids_of "$name"; done)
    [ -z "$left" ] && break
    sleep 0.2
  done
  if [ -n "$left" ]; then
    echo "slurm-local: daemons did not stop on SIGTERM; killing $left" >&2
    # shellcheck disable=SC2086 # one pid a word
    kill -KILL $left 2>/dev/null || true
    sleep 0.5
  fi
  left=$(for name in slurmd slurmctld munged; do pids_of "$name"; done)
  [ -z "$left" ] || die "could not stop pids $left"
  rm -rf -- "$dir"
}

start() {
  [ "$(id -u)" -eq 0 ] || die "must run as root (the daemons run as root here)"
  local cmd
  for cmd in munged mungekey slurmctld slurmd sinfo scancel squeue; do
    command -v "$cmd" >/dev/null || die "$cmd not found: install the Debian packages slurm-wlm and munge"
  done
  if [ -f "$marker" ]; then
    if running munged && running slurmctld && running slurmd && ours_answers; then
      echo "slurm-local: already up in $dir" >&2
      echo "export SLURM_CONF=$conf"
      return 0
    fi
    die "a local Slurm in $dir is half up or busy; run '$0 down' first"
  fi
  [ -e "$dir" ] && die "$dir exists and is not a local Slurm made by this script; remove it or set CHESSY_SLURM_DIR"

  mkdir -p "$dir"/{munge,run,state,spool,log}
  touch "$marker"
  # A failure from here on undoes what was started.
  trap 'echo "slurm-local: up failed; tearing down" >&2; logs_tail; stop || true' ERR
  # munged insists: key directory private, socket directory searchable by all.
  chmod 700 "$dir/munge"
  chmod 755 "$dir" "$dir/run"
  mungekey --create --keyfile="$dir/munge/munge.key"
  munged --socket="$dir/run/munge.socket" --key-file="$dir/munge/munge.key" \
         --pid-file="$dir/run/munged.pid" --log-file="$dir/log/munged.log" \
         --seed-file="$dir/munge/munged.seed"

  local cpus mem_mb
  cpus=$(nproc)
  # 95% of MemTotal: slurmd drains a node that has less memory than slurm.conf says.
  mem_mb=$(awk '/^MemTotal:/ { printf "%d", $2 / 1024 * 0.95 }' /proc/meminfo)
  # Addresses 127.0.0.1: a one-node cluster needs no name service for its own host name.
  cat >"$conf" <<EOF
# Written by dist/slurm-local.sh up; removed by dist/slurm-local.sh down.
ClusterName=chessy-local
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/run/munge.socket
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/run/slurmctld.pid
SlurmdPidFile=$dir/run/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
MpiDefault=none
ReturnToService=2
# Start batch jobs at once, not up to 3 s later (batch_sched_delay): many tiny parts.
SchedulerParameters=batch_sched_delay=0
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$mem_mb State=UNKNOWN
PartitionName=local Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
  slurmctld -f "$conf"
  slurmd -f "$conf"
  trap - ERR

  local i state why=
  for ((i = 0; i < wait_seconds * 5; i++)); do
    state=$(node_state)
    why="node $host state '${state:-no answer from slurmctld}'"
    running slurmd || why="slurmd exited"
    running slurmctld || why="slurmctld exited"
    [ -n "$state" ] && ! ours_answers && why="another slurmctld answers on port $port"
    [ "$why" = "node $host state 'idle'" ] && break
    sleep 0.2
  done
  if [ "$why" != "node $host state 'idle'" ]; then
    echo "slurm-local: not ready after ${wait_seconds}s: $why; tearing down" >&2
    logs_tail
    stop || true
    exit 1
  fi
  echo "slurm-local: up in $dir: node $host, $cpus CPUs, ${mem_mb} MB" >&2
  echo "export SLURM_CONF=$conf"
}

case ${1:-} in
  up)   start ;;
  down) stop ;;
  env)  [ -f "$conf" ] || die "not up ($conf missing)"; echo "export SLURM_CONF=$conf" ;;
  -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//' ;;
  *)    echo "usage: $0 up|down|env" >&2; exit 2 ;;
esac
