#!/usr/bin/env bash
# Terms of OEIS sequences of queen domination (and the torus counts beside them) computed
# by chessy-sat (issues 25, 38), printed
# as a b-file is: one line `n a(n)` per term on standard output; on standard error one
# comment line per term with what the run found and the time it took.
#
# Usage: bench/sequences.sh [--check] [--check-plain] [--parts P [--sample K [--seed S]]] NAME A B [-- CHESSY_OPTIONS...]
#
#   NAME    A075458 queen domination number          (`d`,      --min)
#           A002564 minimum dominating sets          (`d`,      --min --count: total)
#           A002563   the same up to symmetry        (`d`,      --min --count: fundamental)
#           A075324 independent domination number    (`d` `i`,  --min)
#           A002568 minimum independent dominating sets, A002567 up to symmetry
#           A303003 total domination number          (`d` `t`,  --min; from n = 2)
#           A002566 minimum total dominating sets,   A002565 up to symmetry
#           A279402 toroidal queen domination number (`torus` `d`, --min)
#           A279404 toroidal independent domination number (`torus` `d` `i`, --min)
#           torus-sets     the minimum dominating sets of the n x n torus (`torus` `d`,
#                          --min --count: total; A279402's sets, no OEIS entry)
#           torus-classes  the same up to the rotations and reflections (fundamental)
#           torus-orbits   the same up to the torus's whole group (the 8n^2 maps: the
#                          dihedral ones and every translation; the line `translations`)
#           torus-i-sets, torus-i-classes, torus-i-orbits  the same for independent
#                          domination (`torus` `d` `i`; A279404's sets)
#   A B     the terms n = A..B (A at least the sequence's first n, B >= A)
#   --check every term a second time by other means, stopping (exit 1) at the first
#           disagreement: the optimum search proves its minimum K with the domination
#           counter and counts there with it (bitboard backtracking, no CNF); the check
#           solves fixed counts by CDCL (`--engine sat`: a CNF, lex-leader clauses,
#           blocking clauses): `K*q --count` (or, for a number, `K*q` has a solution)
#           and `(K-1)*q --count` is 0, every count below K for independent domination
#           (not monotone in the count). About as costly again as the term, and far
#           more past n = 11 (CDCL enumerates a class a call).
#   --check-plain  every term a second time by the counter's plain search
#           (`--no-breaking`: every set met, each class kept where its least member is,
#           where the first run meets one set of each class under the board's
#           symmetries), which must give the same minimum, classes and total and meet
#           as many sets as the total; about 4x the term's time. The check for terms
#           past CDCL's reach (docs/results.md). Not with --parts
#   --parts P  every run (but a check's single solve) split into P parts (`--part I/P -o
#           FILE`, one after another here; on a cluster each is a job of an array) and
#           united by `merge`, docs/manual.md "Past one machine"; the times add them up.
#           Each part searches its share of the domination counter's tasks
#   --sample K  (with --parts P) a cost estimate instead of the term: only K of the P
#           parts, chosen at random (python3's random.sample, seeded by --seed S,
#           default 38: the same parts on every run), one line each on standard error
#           (its CPU and wall seconds, its optimum and the sets it counted), then the
#           mean, standard deviation, least and greatest CPU seconds of a part and
#           the estimate P x mean (and P x least .. P x greatest). No term is
#           printed; not with --check or --check-plain. For terms past an hour here
#           (docs/results.md)
#   CHESSY_OPTIONS  passed on to every run, e.g. `-j 2` or `--timeout 3600`
#
# The program is $CHESSY (default build/chessy-sat); its answers are read from its
# `--json` output (docs/output.md) with python3. Standard error, one line a term:
#   # A002564 n=8: 4860 (optimum search: minimum 5, fundamental 638, total 4860, engine bits) cpu 0.011 s wall 0.013 s
#   # A002564 n=8: check by fixed counts, engine sat (5*q: fundamental 638, total 4860; 4*q: 0) agrees: cpu 1.151 s wall 0.626 s
# cpu is the user + system seconds of the runs (every thread, every part), wall their
# elapsed seconds. A problem with no solution at any count (total domination of 1x1)
# is the term 0 of the counting sequences. Exit status: 0 every term printed (and
# checked), 1 a check disagreed (that term is not printed), 2 usage, 3 chessy-sat
# failed or was stopped (its message above; the terms before it stand).
set -uo pipefail

usage() {
  sed -n '/^# Usage:/,/^set /p' "$0" | grep '^#' | sed 's/^# \{0,1\}//' >&2
  exit 2
}

check=false
check_plain=false
parts=0
sample=0
seed=38
positional=()
while [ $# -gt 0 ]; do
  case $1 in
    --check) check=true ;;
    --check-plain) check_plain=true ;;
    --parts) [ $# -ge 2 ] || usage; parts=$2; shift ;;
    --sample) [ $# -ge 2 ] || usage; sample=$2; shift ;;
    --seed) [ $# -ge 2 ] || usage; seed=$2; shift ;;
    --) shift; break ;;
    -h | --help) usage ;;
    -*) usage ;;
    *) positional+=("$1") ;;
  esac
  shift
done
extra=("$@")
[ ${#positional[@]} -eq 3 ] || usage
name=${positional[0]} first=${positional[1]} last=${positional[2]}
number='^[1-9][0-9]*$'
[[ $first =~ $number && $last =~ $number && $parts =~ ^[0-9]+$ ]] || usage
[ "$first" -le "$last" ] || usage
! $check_plain || [ "$parts" -le 1 ] || usage
[[ $sample =~ ^[0-9]+$ && $seed =~ ^[0-9]+$ ]] || usage
[ "$sample" -eq 0 ] || { [ "$parts" -gt 1 ] && [ "$sample" -le "$parts" ] && ! $check && ! $check_plain; } || usage

# The sequence: its problem lines, what its term is, and its first n (OEIS offset).
case $name in
  A075458) lines='d' term=minimum offset=1 ;;
  A002564) lines='d' term=total offset=1 ;;
  A002563) lines='d' term=fundamental offset=1 ;;
  A075324) lines='d\ni' term=minimum offset=1 ;;
  A002568) lines='d\ni' term=total offset=1 ;;
  A002567) lines='d\ni' term=fundamental offset=1 ;;
  A303003) lines='d\nt' term=minimum offset=2 ;;
  A002566) lines='d\nt' term=total offset=1 ;;
  A002565) lines='d\nt' term=fundamental offset=1 ;;
  A279402) lines='torus\nd' term=minimum offset=1 ;;
  A279404) lines='torus\nd\ni' term=minimum offset=1 ;;
  torus-sets) lines='torus\nd' term=total offset=1 ;;
  torus-classes) lines='torus\nd' term=fundamental offset=1 ;;
  torus-orbits) lines='torus\ntranslations\nd' term=fundamental offset=1 ;;
  torus-i-sets) lines='torus\nd\ni' term=total offset=1 ;;
  torus-i-classes) lines='torus\nd\ni' term=fundamental offset=1 ;;
  torus-i-orbits) lines='torus\ntranslations\nd\ni' term=fundamental offset=1 ;;
  *) usage ;;
esac
# Independent domination is not monotone in the count (a queen added may attack another).
independent=false
case $lines in *'\ni'*) independent=true ;; esac
[ "$first" -ge "$offset" ] || usage

chessy=${CHESSY:-build/chessy-sat}
[ -x "$chessy" ] || { echo "$0: $chessy is not an executable (set CHESSY)" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/sequences.XXXXXX")
trap 'rm -rf -- "$work"' EXIT

# fields FILE: "minimum fundamental total engine models" of the JSON object in FILE (what
# `--min --count --json` prints, docs/output.md), "null" for each one absent.
fields() {
  python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))
values = [d.get("minimum"), d.get("fundamental"), d.get("total"), d.get("stats", {}).get("engine"),
          d.get("stats", {}).get("models")]
print(" ".join("null" if v is None else str(v) for v in values))' "$1"
}

# sum X Y: X + Y seconds, to the millisecond.
sum() { awk -v x="$1" -v y="$2" 'BEGIN { printf "%.3f", x + y }'; }

cpu=0 wall=0  # of the last timed() call
# timed OUT COMMAND...: runs COMMAND, its standard output into OUT and its standard error
# into OUT.err; sets cpu and wall; returns its exit status.
timed() {
  local out=$1 status times
  shift
  times=$(
    TIMEFORMAT='%R %U %S'
    { time "$@" >"$out" 2>"$out.err"; } 2>&1
    exit_status=$?
    exit "$exit_status"
  )
  status=$?
  read -r wall user system <<<"$times"
  cpu=$(sum "$user" "$system")
  return "$status"
}

# run OUT PROBLEM_FILE MODE...: chessy-sat on the problem, its JSON into OUT, whole or
# (with a MODE: a plain solve takes no --part) as $parts parts merged; returns 0 solved,
# 1 no solution; exits 3 when chessy-sat fails.
run() {
  local out=$1 problem=$2 status=0 i total_cpu=0 total_wall=0
  shift 2
  if [ "$parts" -le 1 ] || [ $# -eq 0 ]; then
    timed "$out" "$chessy" "$problem" "$@" --json -q "${extra[@]}" || status=$?
  else
    rm -rf "$work/parts" && mkdir "$work/parts"
    for ((i = 0; i < parts; i++)); do
      timed "$work/parts/log" "$chessy" "$problem" "$@" --part "$i/$parts" -o "$work/parts/part-$i.json" -q \
        "${extra[@]}" || status=$?
      total_cpu=$(sum "$total_cpu" "$cpu") total_wall=$(sum "$total_wall" "$wall")
      if [ "$status" -ne 0 ]; then cp "$work/parts/log.err" "$out.err"; break; fi
    done
    if [ "$status" -eq 0 ]; then
      timed "$out" "$chessy" merge "$work/parts" --json -q || status=$?
    fi
    cpu=$(sum "$total_cpu" "$cpu") wall=$(sum "$total_wall" "$wall")
  fi
  if [ "$status" -gt 1 ]; then
    echo "$0: chessy-sat failed (exit $status) on $name n=$n:" >&2
    cat "$out.err" >&2
    exit 3
  fi
  return "$status"
}

# sample_term: K of the P parts of the term n, each timed, and the estimate (--sample).
sample_term() {
  local i chosen cpus=() mode=(--min)
  [ "$term" = minimum ] || mode=(--min --count)
  chosen=$(python3 -c 'import random, sys
random.seed(int(sys.argv[1]))
print(*sorted(random.sample(range(int(sys.argv[2])), int(sys.argv[3]))))' "$seed" "$parts" "$sample")
  rm -rf "$work/parts" && mkdir "$work/parts"
  for i in $chosen; do
    if ! timed "$work/parts/log" "$chessy" "$work/problem.txt" "${mode[@]}" --part "$i/$parts" \
      -o "$work/parts/part-$i.json" -q "${extra[@]}"; then
      echo "$0: chessy-sat failed on $name n=$n part $i/$parts:" >&2
      cat "$work/parts/log.err" >&2
      exit 3
    fi
    cpus+=("$cpu")
    printf '# %s n=%s: part %s/%s: %s cpu %s s wall %s s\n' "$name" "$n" "$i" "$parts" "$(python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))
c, f = d.get("counted") or {}, d.get("found") or {}
print("optimum %s, found %s models in %s classes, counted %s classes (%s sets), %s classes listed" % (d.get("optimum"),
      f.get("models"), f.get("classes"), c.get("fundamental"), c.get("total"), len(d.get("classes") or [])))' \
      "$work/parts/part-$i.json")" "$cpu" "$wall" >&2
  done
  printf '# %s n=%s: sample of %s of %s parts (seed %s: %s): %s\n' "$name" "$n" "$sample" "$parts" "$seed" "$chosen" \
    "$(printf '%s\n' "${cpus[@]}" | awk -v p="$parts" '{ s += $1; q += $1 * $1; if (NR == 1 || $1 < lo) lo = $1; if ($1 > hi) hi = $1 }
      END { m = s / NR; sd = NR > 1 ? sqrt((q - NR * m * m) / (NR - 1)) : 0
        printf "cpu a part mean %.2f s, sd %.2f, least %.2f, greatest %.2f; estimate P x mean %.0f s (P x least .. P x greatest: %.0f .. %.0f)",
          m, sd, lo, hi, p * m, p * lo, p * hi }')" >&2
}

# problem N COUNT: the problem of the sequence on NxN with COUNT queens (? open).
problem() { printf "$lines"'\nsize %s\n%s*q\n' "$1" "$2" >"$work/problem.txt"; }

# disagree WHAT: a check failed.
disagree() {
  echo "# $name n=$n: check by fixed counts DISAGREES: $*" >&2
  exit 1
}

for ((n = first; n <= last; n++)); do
  problem "$n" '?'
  if [ "$sample" -gt 0 ]; then sample_term; continue; fi
  mode=(--min)
  [ "$term" = minimum ] || mode=(--min --count)
  found=true
  run "$work/main.json" "$work/problem.txt" "${mode[@]}" || found=false
  main_cpu=$cpu main_wall=$wall
  if $found; then
    read -r k fundamental total engine _ < <(fields "$work/main.json")
  else
    k=none fundamental=0 total=0 engine=none
  fi
  case $term in
    minimum) value=$k what="minimum $k" ;;
    *) value=${!term} what="minimum $k, fundamental $fundamental, total $total, engine $engine" ;;
  esac
  $found || what="no count has a solution"
  if [ "$value" = none ]; then
    echo "$0: $name n=$n: no count of queens has a solution" >&2
    exit 3
  fi
  printf '# %s n=%s: %s (optimum search: %s) cpu %s s wall %s s\n' "$name" "$n" "$value" "$what" "$main_cpu" "$main_wall" >&2

  if $check; then
    check_cpu=0 check_wall=0
    # The counts below the optimum have no solution: K-1 where the goal is monotone in
    # the count (a queen added to a (total) dominating set keeps every cell attacked, its
    # own by the queen whose ray reached it), every one from 1 for independent
    # domination, every one up to n^2 when no count has a solution.
    if ! $found; then
      low=1 top=$((n * n + 1))
    elif $independent; then
      low=1 top=$k
    else
      low=$((k > 1 ? k - 1 : 1)) top=$k
    fi
    how=()
    for ((j = low; j < top; j++)); do
      problem "$n" "$j"
      run "$work/below.json" "$work/problem.txt" --count --engine sat && solved=true || solved=false
      check_cpu=$(sum "$check_cpu" "$cpu") check_wall=$(sum "$check_wall" "$wall")
      $solved && disagree "$j*q has solutions, below the minimum $k"
    done
    [ "$low" -ge "$top" ] || how+=("$([ "$low" -eq $((top - 1)) ] || echo "$low..")$((top - 1))*q: 0")
    if $found; then
      # At the optimum: a solution (a number), or the counts.
      problem "$n" "$k"
      at=(--engine sat)
      [ "$term" = minimum ] || at=(--count --engine sat)
      run "$work/at.json" "$work/problem.txt" "${at[@]}" && solved=true || solved=false
      check_cpu=$(sum "$check_cpu" "$cpu") check_wall=$(sum "$check_wall" "$wall")
      $solved || disagree "$k*q has no solution, the optimum search found one"
      if [ "$term" = minimum ]; then
        how=("$k*q: solved" "${how[@]}")
      else
        read -r _ f2 t2 _ _ < <(fields "$work/at.json")
        [ "$f2" = "$fundamental" ] || disagree "fundamental $f2 at $k*q, $fundamental by the optimum search"
        [ "$t2" = "$total" ] || disagree "total $t2 at $k*q, $total by the optimum search"
        how=("$k*q: fundamental $f2, total $t2" "${how[@]}")
      fi
    fi
    joined=$(printf '%s; ' "${how[@]}")
    printf '# %s n=%s: check by fixed counts, engine sat (%s) agrees: cpu %s s wall %s s\n' "$name" "$n" \
      "${joined%; }" "$check_cpu" "$check_wall" >&2
  fi
  if $check_plain && $found; then
    problem "$n" '?'  # --check wrote fixed counts there
    run "$work/plain.json" "$work/problem.txt" "${mode[@]}" --no-breaking --stats || true
    read -r k2 f2 t2 _ models < <(fields "$work/plain.json")
    [ "$k2" = "$k" ] || disagree "minimum $k2 by the plain search, $k by the symmetric one"
    if [ "$term" != minimum ]; then
      [ "$f2 $t2" = "$fundamental $total" ] ||
        disagree "fundamental $f2, total $t2 by the plain search; $fundamental, $total by the symmetric one"
      [ "$models" = "$t2" ] || disagree "the plain search met $models sets, not the total $t2"
    fi
    printf '# %s n=%s: check by the counter'"'"'s plain search (--no-breaking: minimum %s, fundamental %s, total %s, %s sets met) agrees: cpu %s s wall %s s\n' \
      "$name" "$n" "$k2" "$f2" "$t2" "$models" "$cpu" "$wall" >&2
  fi
  echo "$n $value"
done
