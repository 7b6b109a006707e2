#!/usr/bin/env bash
# tests/fuzz/run.sh [SECONDS]: builds the libFuzzer targets with clang (ASan+UBSan)
# and runs each for SECONDS (default 60), seeded from models/ and tests/. Exits non-zero
# on any finding; crash inputs are left in build-fuzz/findings/ (turn each into a
# regression test in tests/bad/ or a unit test).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
command -v clang++ >/dev/null || { echo "fuzz: clang++ is not installed (apt-get install clang)" >&2; exit 1; }
CC=clang CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCHESSY_SANITIZE=ON -DCHESSY_FUZZ=ON -DCHESSY_TESTS=OFF >/dev/null
cmake --build build-fuzz -j "$(nproc)" >/dev/null
mkdir -p build-fuzz/findings
status=0
for target in build-fuzz/tests/fuzz/*_fuzz; do
  name=$(basename "$target")
  corpus=build-fuzz/corpus/$name
  mkdir -p "$corpus"
  seeds=(models tests/bad)
  [ -d "tests/fuzz/seeds/$name" ] && seeds+=("tests/fuzz/seeds/$name")
  echo "fuzz: $name for ${seconds}s"
  if ! "$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
       -artifact_prefix=build-fuzz/findings/ -print_final_stats=0 "$corpus" "${seeds[@]}" \
       >"build-fuzz/$name.log" 2>&1; then
    echo "fuzz: $name FOUND A PROBLEM (build-fuzz/$name.log, build-fuzz/findings/)" >&2
    tail -30 "build-fuzz/$name.log" >&2
    status=1
  else
    grep -E "^#[0-9]+ *DONE" "build-fuzz/$name.log" | tail -1 || true
  fi
done
[ $status = 0 ] && echo "fuzz: no findings"
exit $status
