#!/usr/bin/env bash
# bench/rating.sh: --explain's rating against published difficulty (issue 37: "the
# mean rating rises with the label"). Every puzzle of a labelled collection in
# bench/data/regions/ (README.md there: the source) rated by `chessy-sat --explain
# --json` in one run of the .jsonl INPUT; prints per label the puzzles, the mean
# rating, how many the techniques solved, and the rank correlation of the rating with
# the collection's own number where it has one. A benchmark, not a test.
#   bench/rating.sh [FILE.jsonl]   (default bench/data/regions/krazydad-10x10-2star.jsonl)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-build/chessy-sat}
data=${1:-bench/data/regions/krazydad-10x10-2star.jsonl}
[ -x "$BIN" ] || { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
                   cmake --build build -j --target chessy-sat >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The problems alone: the reader refuses keys it does not know (label, lwork, id).
jq -c '{regions, stars}' "$data" >"$tmp/problems.jsonl"
/usr/bin/time -f "%e %U" -o "$tmp/time" "$BIN" "$tmp/problems.jsonl" --explain --json >"$tmp/answers.jsonl" || true
read -r wall user <"$tmp/time"
python3 - "$data" "$tmp/answers.jsonl" "$wall" "$user" <<'PY'
import json, sys
labels = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
answers = {a["line"]: a for a in map(json.loads, open(sys.argv[2]))}
order = ["easy", "medium", "hard", "expert"]
rows = {}
for n, p in enumerate(labels, 1):
    a = answers.get(n, {})
    if "rating" not in a:
        sys.exit(f"line {n}: no rating: {a}")
    rows.setdefault(p["label"], []).append((a["rating"], a["solved_by_techniques"], p.get("lwork")))
print(f"{sys.argv[1]}: {len(labels)} puzzles, {sys.argv[3]} s wall, {sys.argv[4]} s CPU")
print("| label | puzzles | mean rating | solved by the techniques |")
print("| ----- | ------: | ----------: | -----------------------: |")
for label in sorted(rows, key=lambda l: order.index(l) if l in order else 99):
    r = rows[label]
    print(f"| {label} | {len(r)} | {sum(x[0] for x in r) / len(r):.1f} | {sum(x[1] for x in r)} |")
pairs = [(x[2], x[0]) for r in rows.values() for x in r if x[2] is not None]
if pairs:
    def ranks(v):
        s = sorted(range(len(v)), key=lambda i: v[i]); out = [0.0] * len(v); i = 0
        while i < len(s):
            j = i
            while j + 1 < len(s) and v[s[j + 1]] == v[s[i]]: j += 1
            for k in range(i, j + 1): out[s[k]] = (i + j) / 2
            i = j + 1
        return out
    a, b = ranks([p[0] for p in pairs]), ranks([p[1] for p in pairs])
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    var = (sum((x - ma) ** 2 for x in a) * sum((y - mb) ** 2 for y in b)) ** 0.5
    print(f"Spearman rank correlation of the rating with lwork: {cov / var:.2f}")
PY
