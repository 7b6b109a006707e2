#!/usr/bin/env bash
# bench/rating.sh: --explain's rating against published difficulty (issue 37: "the
# mean rating rises with the label"). Every puzzle of a labelled collection in
# bench/data/regions/ (README.md there: the source) rated by `chessy-sat --explain
# --json` in one run of the .jsonl INPUT; prints per label (per size and label when the
# file holds several sizes) the puzzles, the mean and median rating, how many the
# techniques solved and how many are unique, and the rank correlation of the rating with
# the collection's own number (lwork) where it has one. A benchmark, not a test.
#   bench/rating.sh [FILE.jsonl]   (default bench/data/regions/krazydad-10x10-2star.jsonl)
# FILE.jsonl: one puzzle a line, {"regions": [...], "stars": K, "label": "easy"|"medium"|
# "hard"|"expert"|..., other keys ignored}: krazydad-10x10-2star.jsonl and
# starbattlelab-labelled.jsonl (bench/regions.py sbn writes such lines).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-build/chessy-sat}
data=${1:-bench/data/regions/krazydad-10x10-2star.jsonl}
[ -x "$BIN" ] || { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
                   cmake --build build -j --target chessy-sat >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The problems alone: the reader refuses keys it does not know (label, lwork, id).
python3 -c 'import json, sys
for t in open(sys.argv[1]):
    if t.strip():
        p = json.loads(t); print(json.dumps({k: p[k] for k in ("regions", "stars") if k in p}))' "$data" >"$tmp/problems.jsonl"
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
    size = f"{len(p['regions'])}×{len(p['regions'])}, {p.get('stars', 1)}★"
    rows.setdefault((size, p["label"]), []).append(
        (a["rating"], a["solved_by_techniques"], p.get("lwork"), a.get("unique") is True))
sizes = sorted({s for s, _ in rows}, key=lambda s: [int(x) for x in s.replace("×", " ").replace(",", " ").replace("★", " ").split()])
print(f"{sys.argv[1]}: {len(labels)} puzzles, {sys.argv[3]} s wall, {sys.argv[4]} s CPU")
many = len(sizes) > 1
print(("| size " if many else "") + "| label | puzzles | mean rating | median | solved by the techniques | unique |")
print(("| ---- " if many else "") + "| ----- | ------: | ----------: | -----: | -----------------------: | -----: |")
for size, label in sorted(rows, key=lambda k: (sizes.index(k[0]), order.index(k[1]) if k[1] in order else 99, k[1])):
    r = rows[(size, label)]
    v = sorted(x[0] for x in r)
    median = v[len(v) // 2] if len(v) % 2 else (v[len(v) // 2 - 1] + v[len(v) // 2]) / 2
    print((f"| {size} " if many else "") + f"| {label} | {len(r)} | {sum(v) / len(v):.1f} | {median:g} | "
          f"{sum(x[1] for x in r)} | {sum(x[3] for x in r)} |")
if many:
    # Per size: does the mean rise with every label the size has?
    for size in sizes:
        means = [sum(x[0] for x in rows[(size, l)]) / len(rows[(size, l)]) for l in order if (size, l) in rows]
        rises = all(a < b for a, b in zip(means, means[1:]))
        print(f"{size}: the mean {'rises' if rises else 'does not rise'} with the label "
              f"({' < '.join(f'{m:.1f}' for m in means) if rises else ', '.join(f'{m:.1f}' for m in means)})")
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
