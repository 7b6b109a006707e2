#!/bin/sh
# --min/--max figures (issue 16): queens domination gamma for n = 1..12 with --count,
# 13x13 --min --count, 14x14 --min alone and with --count, and the stock cadical on our --dimacs CNF of 6 queens on 13x13
# (UNSAT) in the same run. Each line ends with the user CPU seconds (GNU time), the
# figure that holds on a shared machine. Usage: bench/optimum.sh [BUILD_DIR] [SECONDS_CAP]
set -eu
build=${1:-build}
cap=${2:-600}
bin=$build/chessy-sat
now() { date +%s.%N; }
elapsed() { echo "$(now) - $1" | bc; }
start=$(now)
for n in 1 2 3 4 5 6 7 8 9 10 11 12; do
  t=$(now)
  { printf 'd\nsize %s\n?*q\n' "$n" | timeout "$cap" /usr/bin/time -f 'CPU %U s' "$bin" - --min --count -q; } 2>&1 | tr '\n' ' '
  echo "n=$n $(elapsed "$t") s"
done
echo "gamma n=1..12 with counts: $(elapsed "$start") s in all"
t=$(now)
printf 'd\nsize 13\n?*q\n' | timeout "$cap" /usr/bin/time -f 'CPU %U s' "$bin" - --min --count -q --stats 2>&1 | tr '\n' ' ' || true
echo "13x13 --min --count: $(elapsed "$t") s"
for mode in "" --count; do
  t=$(now)
  printf 'd\nsize 14\n?*q\n' | timeout "$cap" /usr/bin/time -f 'CPU %U s' "$bin" - --min $mode -q --stats 2>&1 | grep -v '^[-Q]*$' | tr '\n' ' ' || true
  echo "14x14 --min $mode: $(elapsed "$t") s"
done
cnf=$(mktemp)
printf 'd\nsize 13\n6*q\n' | "$bin" - --dimacs "$cnf" --count
t=$(now)
{ timeout "$cap" /usr/bin/time -f 'CPU %U s' cadical -q "$cnf"; } 2>&1 | tr '\n' ' ' || true
echo "stock cadical, 6 queens on 13x13 (our --dimacs, lex-leader included): $(elapsed "$t") s"
rm -f "$cnf"
