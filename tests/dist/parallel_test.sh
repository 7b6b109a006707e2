#!/usr/bin/env bash
# dist/parallel.sh: for each kind of problem, split into 1, 2, 7 and 50 parts and run on
# GNU parallel, the merged output and exit status are the single run's, byte for byte.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
command -v parallel >/dev/null || { echo "SKIP: GNU parallel not installed"; exit 77; }

T=$ROOT/tests/dist
problems=(
  "queens8 $ROOT/problems/queens8.txt"                      # colourless independence
  "queens10 $ROOT/problems/queens10.txt"                    # size 10 + 10*q
  "colour-pawns $ROOT/problems/colour-pawns.txt"            # coloured, with pawns
  "dominate-pawn $ROOT/problems/dominate-pawn-blocks.txt"   # domination, 3x3: fewer cubes than 50 parts
  "queens10-fixed $T/queens10-fixed.txt"                  # completion: two queens fixed
  "queens3 $T/queens3.txt"                                # no solution: exit 1 everywhere
)

for entry in "${problems[@]}"; do
  read -r name input <<<"$entry"
  for mode in count all; do
    single "$name" "$input" "$mode"
    for parts in 1 2 7 50; do
      out=$WORK/$name.$mode.$parts
      s=0
      "$ROOT/dist/parallel.sh" -P "$parts" "$input" "$mode" >"$out.out" 2>"$out.err" || s=$?
      expect_same "$name $mode in $parts parts" "$WORK/single/$name.$mode.out" \
        "$(cat "$WORK/single/$name.$mode.status")" "$out.out" "$s"
    done
  done
done

# The heavier domination problem once, split in 7.
single dominate-queens5 "$ROOT/problems/dominate-queens5.txt" count
s=0
"$ROOT/dist/parallel.sh" -P 7 "$ROOT/problems/dominate-queens5.txt" count >"$WORK/dq5.out" 2>"$WORK/dq5.err" || s=$?
expect_same "dominate-queens5 count in 7 parts" "$WORK/single/dominate-queens5.count.out" \
  "$(cat "$WORK/single/dominate-queens5.count.status")" "$WORK/dq5.out" "$s"

# --min --count where the domination counter takes it (its share of the counter's
# tasks in each part): 10x10 queen domination in 4 parts, options after --.
printf 'd\nsize 10\n?*q\n' >"$WORK/dominate-min10.txt"
single dominate-min10 "$WORK/dominate-min10.txt" count --min
s=0
"$ROOT/dist/parallel.sh" -P 4 "$WORK/dominate-min10.txt" count -- --min >"$WORK/dm10.out" 2>"$WORK/dm10.err" || s=$?
expect_same "10x10 queen domination --min --count in 4 parts" "$WORK/single/dominate-min10.count.out" \
  "$(cat "$WORK/single/dominate-min10.count.status")" "$WORK/dm10.out" "$s"

# INPUT from standard input, options for the parts after --, -j and -d.
single queens8-nosym "$ROOT/problems/queens8.txt" all --no-symmetry
s=0
"$ROOT/dist/parallel.sh" -P 7 -j 3 -d "$WORK/stdin-parts" - all -- --no-symmetry \
  <"$ROOT/problems/queens8.txt" >"$WORK/stdin.out" 2>"$WORK/stdin.err" || s=$?
expect_same "queens8 from stdin, --no-symmetry, 7 parts" "$WORK/single/queens8-nosym.all.out" \
  "$(cat "$WORK/single/queens8-nosym.all.status")" "$WORK/stdin.out" "$s"
[ -f "$WORK/stdin-parts/part-6.json" ] && pass || fail "-d: part files not kept in the directory"

# JSON: --all is JSON Lines, the same bytes but the summary line's "stats"; --count's
# object differs only in "stats".
nostats() { sed 's/,"stats":{[^}]*}//' "$1"; }
single queens8-json "$ROOT/problems/queens8.txt" all --json
s=0
"$ROOT/dist/parallel.sh" -P 7 --json "$ROOT/problems/queens8.txt" all >"$WORK/json.out" 2>"$WORK/json.err" || s=$?
nostats "$WORK/single/queens8-json.all.out" >"$WORK/json.want"
nostats "$WORK/json.out" >"$WORK/json.got"
expect_same "queens8 --json all in 7 parts (without the summary's stats)" "$WORK/json.want" \
  "$(cat "$WORK/single/queens8-json.all.status")" "$WORK/json.got" "$s"
"$BIN" "$ROOT/problems/queens10.txt" --count --json | nostats /dev/stdin >"$WORK/json-count.want"
"$ROOT/dist/parallel.sh" -P 7 --json "$ROOT/problems/queens10.txt" count 2>"$WORK/json-count.err" |
  nostats /dev/stdin >"$WORK/json-count.got"
expect_same "queens10 --json count in 7 parts (without stats)" "$WORK/json-count.want" 0 "$WORK/json-count.got" 0

# -o FILE: the merged result in the file, nothing on stdout.
s=0
"$ROOT/dist/parallel.sh" -P 2 -o "$WORK/o.txt" "$ROOT/problems/queens8.txt" count >"$WORK/o.stdout" 2>"$WORK/o.err" || s=$?
single queens8 "$ROOT/problems/queens8.txt" count
expect_same "-o FILE" "$WORK/single/queens8.count.out" 0 "$WORK/o.txt" "$s"
[ ! -s "$WORK/o.stdout" ] && pass || fail "-o FILE: something on stdout"

# --sshlogin: two "remote hosts" through a stand-in for ssh that runs the command here,
# so the remote quoting is exercised (paths with a space) without an ssh server.
cat >"$WORK/fake-ssh" <<'EOF'
#!/usr/bin/env bash
while [[ ${1:-} == -* ]]; do case $1 in -l|-p|-o) shift 2 ;; *) shift ;; esac; done
shift                      # the host
[ "${1:-}" = -- ] && shift
# As sshd does: SHELL is the login shell (GNU parallel's remote worker runs the job with
# $SHELL, and CI may start us without it), and the words are joined and run by it.
export SHELL=/bin/bash
exec bash -c "$*"
EOF
chmod +x "$WORK/fake-ssh"
mkdir -p "$WORK/a space"
cp "$ROOT/problems/colour-pawns.txt" "$WORK/a space/colour pawns.txt"
s=0
PARALLEL="--ssh $WORK/fake-ssh" "$ROOT/dist/parallel.sh" -P 7 -S 2/hostA -S 1/hostB -d "$WORK/a space/parts" \
  "$WORK/a space/colour pawns.txt" all >"$WORK/ssh.out" 2>"$WORK/ssh.err" || s=$?
expect_same "colour-pawns all in 7 parts over --sshlogin" "$WORK/single/colour-pawns.all.out" \
  "$(cat "$WORK/single/colour-pawns.all.status")" "$WORK/ssh.out" "$s"
[ "$(cut -f2 "$WORK/a space/parts/joblog" | grep -c host)" = 7 ] && pass ||
  fail "--sshlogin: not every part ran on the hosts given"

finish
