#!/usr/bin/env bash
# tests/run_phases.sh PHASE...: the phases of `make test` (Makefile), each timed, then a
# table of their times and the slowest tests, so that whoever watches CI's 90 minutes
# sees where they go (docs/design.md, Tests; issue 36). The phases, in make test's order:
#   check     (make check alone) build chessy-sat and the tests, then the quick label
#   plain     build everything (Release), then ctest label by label: quick, slow, dist
#   sanitize  the same under ASan+UBSan (clang, RelWithDebInfo), quick and slow
#   fuzz      tests/fuzz/run.sh: the libFuzzer targets, FUZZ_SECONDS each
# Settings from the environment (the Makefile passes its own): BUILD, SANITIZE, JOBS,
# FUZZ_SECONDS. A new build folder gets Ninja where installed, as the Makefile's do.
# The first phase that fails stops the run; the table is printed either way.
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build} SANITIZE=${SANITIZE:-build-sanitize} JOBS=${JOBS:-$(nproc)}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
# The tests' scratch files on a tmpfs where there is one: every file chessy-sat writes
# with -o is fsync'ed (cli/output_file.cpp), and on a disk the split runs' thousands of
# part files wait for it (one differential case of 7 parts: 18 s -> 6.5 s, 2.5 s of CPU).
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
  TMPDIR=$(mktemp -d /dev/shm/chessy-tests.XXXXXX)
  export TMPDIR
fi
logs=$(mktemp -d)
trap 'rm -rf "$logs"; [[ ${TMPDIR:-} == /dev/shm/chessy-tests.* ]] && rm -rf "$TMPDIR"' EXIT
rows=()  # "seconds|phase|what"

# step PHASE WHAT COMMAND...: runs the command, its time a row of the table.
step() {
  local phase=$1 what=$2 start status
  shift 2
  start=$(date +%s%N)
  "$@"
  status=$?
  rows+=("$((($(date +%s%N) - start) / 1000000))|$phase|$what")  # milliseconds
  return $status
}

# ctest_label PHASE DIR LABEL: one label's tests ("other": those with none of the three
# labels, which tests/CMakeLists.txt gives every test, so none as a rule); their own
# times kept for the slowest list.
ctest_label() {
  local phase=$1 dir=$2 label=$3 status select
  select=(-L "^$label\$")
  if [ "$label" = other ]; then
    select=(-LE '^(quick|slow|dist)$')
    # None as a rule: ctest would print "No tests were found!!!", which reads as a run
    # that tested nothing (and was taken for one). Asked first, quietly.
    ctest --test-dir "$dir" "${select[@]}" -N | grep -q '^Total Tests: 0$' && return 0
  fi
  step "$phase" "tests: $label" ctest_logged "$logs/$phase-$label.log" --test-dir "$dir" "${select[@]}" \
    --output-on-failure -j "$JOBS"
  status=$?
  # "  12/345 Test  #12: Name ....   Passed    1.23 sec"
  sed -nE "s/^ *[0-9]+\/[0-9]+ Test +#[0-9]+: ([^ ]+) .* ([0-9]+\.[0-9]+) sec\$/\2 $phase \1/p" \
    "$logs/$phase-$label.log" >>"$logs/times"
  return $status
}

# ctest_logged LOG ARGS...: ctest, its output shown and kept in LOG (a function, not a
# pipe after step: step's row of the table must be added in this shell).
ctest_logged() {
  local log=$1
  shift
  ctest "$@" | tee "$log"
  return "${PIPESTATUS[0]}"
}

configure() {  # configure DIR ARGS...
  local dir=$1
  shift
  local new=()
  [ -f "$dir/CMakeCache.txt" ] || ! command -v ninja >/dev/null || new=(-G Ninja)
  cmake -S . -B "$dir" "${new[@]}" "$@"
}

check() {
  step check configure configure "$BUILD" -DCMAKE_BUILD_TYPE=Release &&
    step check build cmake --build "$BUILD" -j "$JOBS" --target chessy-sat chessy_tests &&
    ctest_label check "$BUILD" quick
}

plain() {
  step plain configure configure "$BUILD" -DCMAKE_BUILD_TYPE=Release &&
    step plain build cmake --build "$BUILD" -j "$JOBS" &&
    ctest_label plain "$BUILD" quick && ctest_label plain "$BUILD" slow &&
    ctest_label plain "$BUILD" dist && ctest_label plain "$BUILD" other
}

# The sanitizer build is clang's with libFuzzer's instrumentation too, so that the fuzz
# phase runs its targets rather than compiling everything a third time (issue 36); line
# tables (-g1) are all the sanitizers' reports need.
sanitize() {
  CC=clang CXX=clang++ step sanitize configure configure "$SANITIZE" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
    -DCHESSY_SANITIZE=ON -DCHESSY_FUZZ=ON &&
    step sanitize build cmake --build "$SANITIZE" -j "$JOBS" &&
    ctest_label sanitize "$SANITIZE" quick && ctest_label sanitize "$SANITIZE" slow &&
    ctest_label sanitize "$SANITIZE" other
}

fuzz() {  # in the sanitizer build where make test made it, else in build-fuzz
  local dir=build-fuzz
  [ -f "$SANITIZE/CMakeCache.txt" ] && grep -q '^CHESSY_FUZZ:BOOL=ON' "$SANITIZE/CMakeCache.txt" && dir=$SANITIZE
  step fuzz "fuzzers, ${FUZZ_SECONDS} s a target" tests/fuzz/run.sh "$FUZZ_SECONDS" "$dir"
}

table() {
  local total=0 row ms phase what
  echo
  echo "make test, phase by phase (seconds of wall time):"
  printf '  %-9s %-34s %8s\n' phase step seconds
  for row in "${rows[@]}"; do
    IFS='|' read -r ms phase what <<<"$row"
    printf '  %-9s %-34s %8d\n' "$phase" "$what" $(((ms + 500) / 1000))
    total=$((total + ms))
  done
  printf '  %-9s %-34s %8d\n' all total $(((total + 500) / 1000))
  if [ -s "$logs/times" ]; then
    echo "the slowest tests (seconds, build, name):"
    sort -rn "$logs/times" | head -n 15 | while read -r seconds phase name; do
      printf '  %8s %-9s %s\n' "$seconds" "$phase" "$name"
    done
  fi
}

status=0
for phase in "$@"; do
  case "$phase" in
    check | plain | sanitize | fuzz) "$phase" || { status=1; break; } ;;
    *) echo "run_phases: unknown phase '$phase' (check, plain, sanitize, fuzz)" >&2; status=2; break ;;
  esac
done
table
exit $status
