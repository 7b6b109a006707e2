#!/usr/bin/env bash
# tests/fuzz/make_part_seeds.sh [CHESSY_SAT]: writes the part fuzzer's seeds,
# tests/fuzz/seeds/part_fuzz/, with this build's program (default build/chessy-sat): part
# files of small runs (--part I/P --output) and damaged copies of some (a class
# deleted, a count edited, a total below the fundamental or 2^64-1, the file cut short),
# their digest left as it was (the fuzzer restamps it to reach the checks behind it).
# Run it again when the program's version changes, so that the seeds are this program's.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${1:-build/chessy-sat}")
seeds=tests/fuzz/seeds/part_fuzz
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'size 8\n8*q\n' >"$work/queens8.txt"
printf 'size 6\n6*q\n' >"$work/queens6.txt"
printf 'size 6\n5*q\nq @ 0,1\n' >"$work/fixed-queen.txt"
printf 'size 8\n8*q\nq @ 3,3\nq @ 4,1\n' >"$work/nauck.txt"
part() {  # NAME PROBLEM OPTIONS...
  local name=$1 problem=$2
  shift 2
  "$bin" "$work/$problem.txt" "$@" --output "$seeds/$name.json"
}
part queens8-all queens8 --all --part 0/3
part queens6-count queens6 --count --part 0/2
part queens6-all-no-symmetry queens6 --all --no-symmetry --part 0/2
part queens6-all-no-breaking queens6 --all --no-breaking --part 0/3
part fixed-queen-all fixed-queen --all --part 0/2
part fixed-queen-count fixed-queen --count --part 0/2
part nauck-count nauck --count --part 1/7
python3 - "$seeds" <<'PY'
import json, sys
seeds = sys.argv[1]
def text(name): return open(f"{seeds}/{name}.json").read()
def write(name, t): open(f"{seeds}/{name}.json", "w").write(t)
doc = json.loads(text("queens8-all"))
del doc["classes"][0]
write("damaged-class-deleted", json.dumps(doc, separators=(",", ":"), ensure_ascii=False) + "\n")
count, fixed = text("queens6-count"), text("fixed-queen-count")
def edited(t, old, new):
    assert old in t, old
    return t.replace(old, new, 1)
write("damaged-edited-count", edited(count, '"total":4}', '"total":94}'))
write("damaged-total-below-fundamental", edited(fixed, '"total":10}', '"total":9}'))
write("damaged-total-huge", edited(fixed, '"total":10}', '"total":18446744073709551615}'))
write("damaged-truncated", count[:200])
PY
