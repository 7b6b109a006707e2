#!/usr/bin/env bash
# bench/make_run_fresh.sh [RUNS]: issue 28's first target, `make run` on a fresh Debian 12
# machine including apt. Bootstraps a minimal Debian 12 (debootstrap --variant=minbase
# bookworm, then `make` and `git`, which a user needs to fetch the code and start) once,
# then RUNS times (default 2): a fresh copy of it, a fresh clone of this repository's
# HEAD inside, and `make run` there timed from start to the 12th board (apt-get update,
# the run group's install, configure, build, run). Prints each run's seconds and the
# line `make run` printed about the optional parts; exit 1 if a run failed or printed
# fewer than 12 boards. Needs root (chroot, mount) and the network to a Debian mirror
# ($MIRROR, default deb.debian.org). Figures: docs/design.md "Build time".
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-2}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
[ "$(id -u)" -eq 0 ] || { echo "make_run_fresh.sh: needs root (chroot)" >&2; exit 2; }
command -v debootstrap >/dev/null || { echo "make_run_fresh.sh: needs debootstrap (apt-get install debootstrap)" >&2; exit 2; }
repo=$(pwd)
tmp=$(mktemp -d)
root=$tmp/root
unmount() { for m in dev/pts dev proc; do umount "$root/$m" 2>/dev/null || true; done; }
trap 'unmount; rm -rf "$tmp"' EXIT
mounted() { mount -t proc proc "$root/proc" && mount --bind /dev "$root/dev" && mount --bind /dev/pts "$root/dev/pts"; }

debootstrap --variant=minbase bookworm "$tmp/base" "$MIRROR" >"$tmp/debootstrap.log" 2>&1 ||
  { tail -5 "$tmp/debootstrap.log" >&2; exit 1; }
cp /etc/resolv.conf "$tmp/base/etc/resolv.conf"
cat >"$tmp/base/etc/apt/sources.list" <<EOF
deb $MIRROR bookworm main
deb $MIRROR bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
EOF
root=$tmp/base mounted
chroot "$tmp/base" /bin/bash -c 'export DEBIAN_FRONTEND=noninteractive; apt-get update -qq &&
  apt-get install -y -qq --no-install-recommends make git ca-certificates >/dev/null && apt-get clean &&
  rm -rf /var/lib/apt/lists/*' >"$tmp/base.log" 2>&1 || { tail -5 "$tmp/base.log" >&2; exit 1; }
root=$tmp/base unmount

status=0
for run in $(seq 1 "$RUNS"); do
  rm -rf "$root" && cp -a "$tmp/base" "$root"
  git clone -q "$repo" "$root/root/chessy"
  mounted
  chroot "$root" /bin/bash -c 'cd /root/chessy && s=$(date +%s%N) && make run && e=$(date +%s%N) &&
    echo "make run: $(( (e - s) / 1000000 )) ms"' >"$tmp/run.log" 2>&1 || status=1
  unmount
  boards=$(grep -c '^[-Q]*Q[-Q]*$' "$tmp/run.log" || true)
  echo "run $run: $(grep '^make run:' "$tmp/run.log" || echo failed), $((boards / 8)) boards"
  grep '^chessy-sat: built' "$tmp/run.log" || true
  [ "$boards" -eq 96 ] || { status=1; tail -20 "$tmp/run.log" >&2; }
done
exit $status
