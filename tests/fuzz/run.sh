#!/usr/bin/env bash
# tests/fuzz/run.sh [SECONDS [BUILD_DIR]]: builds the libFuzzer targets with clang
# (ASan+UBSan) and runs each for SECONDS (default 60), seeded from problems/ and tests/.
# Exits non-zero on any finding; crash inputs are left in BUILD_DIR/findings/ (turn each
# into a regression test in tests/bad/ or a unit test).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60} build=${2:-build-fuzz}
command -v clang++ >/dev/null || { echo "fuzz: clang++ is not installed (apt-get install clang)" >&2; exit 1; }
# BUILD_DIR: a build configured with CHESSY_FUZZ (make test's sanitizer build,
# tests/run_phases.sh), or build-fuzz, configured here without the test suite.
[ -f "$build/CMakeCache.txt" ] || CC=clang CXX=clang++ cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCHESSY_SANITIZE=ON -DCHESSY_FUZZ=ON -DCHESSY_TESTS=OFF >/dev/null
# Only the fuzz targets: the rest of the project (chessy-sat, bench/'s tools) is built and
# tested in the other builds.
targets=()
for source in tests/fuzz/*_fuzz.cpp; do targets+=("$(basename "$source" .cpp)"); done
cmake --build "$build" -j "$(nproc)" --target "${targets[@]}" >/dev/null
mkdir -p "$build/findings"

# fuzz NAME: one target for SECONDS, its log in $build/NAME.log.
fuzz() {
  local name=$1 corpus=$build/corpus/$1
  local seeds=(problems tests/bad)
  mkdir -p "$corpus"
  [ -d "tests/fuzz/seeds/$name" ] && seeds+=("tests/fuzz/seeds/$name")
  "$build/tests/fuzz/$name" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    -artifact_prefix="$build/findings/$name-" -print_final_stats=0 "$corpus" "${seeds[@]}" \
    >"$build/$name.log" 2>&1
}

# One target a core at a time (each libFuzzer process is one thread): 4 targets x 60 s
# take 2 minutes on 2 cores, not 4 (issue 36).
jobs=$(nproc)
status=0
for ((first = 0; first < ${#targets[@]}; first += jobs)); do
  batch=("${targets[@]:first:jobs}")
  pids=()
  for name in "${batch[@]}"; do
    echo "fuzz: $name for ${seconds}s"
    fuzz "$name" &
    pids+=($!)
  done
  for i in "${!batch[@]}"; do
    name=${batch[$i]}
    if ! wait "${pids[$i]}"; then
      echo "fuzz: $name FOUND A PROBLEM ($build/$name.log, $build/findings/)" >&2
      tail -30 "$build/$name.log" >&2
      status=1
    else
      grep -E "^(#[0-9]+ *DONE|Done [0-9]+ runs)" "$build/$name.log" | tail -1 || true
    fi
  done
done
[ $status = 0 ] && echo "fuzz: no findings"
exit $status
