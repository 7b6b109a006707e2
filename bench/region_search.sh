#!/usr/bin/env bash
# bench/region_search.sh [FILE.jsonl ...]: the region engine alone (issue 37), each
# puzzle counted to 2 (proven unique) in one process, no parsing or output timed:
# bench/region_search_bench.cpp, built here against enumerate/regions/ with g++ -O3
# -mpopcnt (the copy chessy-sat runs on x86-64 CPUs with POPCNT). REPS (3) passes over
# each file. Default: bench/data/regions/*.jsonl where they are. The command line with
# the same files and clingo beside it: bench/regions.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
files=("$@")
[ ${#files[@]} -eq 0 ] && files=(bench/data/regions/*.jsonl)
g++ -std=c++20 -O3 -mpopcnt -I. -Iinclude -o "$tmp/bench" bench/region_search_bench.cpp \
  enumerate/regions/region_search.cpp enumerate/regions/region_search_popcnt.cpp
for f in "${files[@]}"; do "$tmp/bench" "$f" "${REPS:-3}"; done
