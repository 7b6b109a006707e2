#!/usr/bin/env bash
# tests/bad/part/make.sh [CHESSY_SAT]: writes the bad part files of tests/bad/part/ from
# part 1/2 of `problems/queens8.txt --count` as this build's program writes it (default
# build/chessy-sat), each damaged in the one way its name says. Those the digest would
# refuse first are restamped (a writer with a bug: the digest matches again), so that
# the checks behind it are reached. tests/cli/part_integrity_test.cpp holds the message
# each must give; the fuzz targets replay them. Run it again when the part format changes.
set -euo pipefail
cd "$(dirname "$0")/../../.."
bin=$(realpath "${1:-build/chessy-sat}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin" problems/queens8.txt --count --part 1/2 -q -o "$work/part.json"
python3 - "$work/part.json" tests/bad/part <<'PY'
import hashlib, json, re, sys
part, out = open(sys.argv[1]).read(), sys.argv[2]

def sealed(text):  # split/part_file.cpp sealed(): the digest of the compact dump before it
    doc = json.loads(text)
    doc.pop("sha256", None)
    body = json.dumps(doc, separators=(",", ":"), ensure_ascii=False)
    doc["sha256"] = hashlib.sha256(body.encode()).hexdigest()
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=False) + "\n"

assert sealed(part) == part, "the part's digest is not the one computed here"

def edited(text, old, new):
    assert old in text, old
    return text.replace(old, new, 1)

def with_number(text, after, key, value):  # `"key":N` after `after` set to value
    at = text.index(after)
    m = re.compile('"%s":[0-9]+' % key).search(text, at)
    return text[:m.start()] + '"%s":%d' % (key, value) + text[m.end():]

def number(text, after, key):
    return int(re.compile('"%s":([0-9]+)' % key).search(text, text.index(after)).group(1))

f = number(part, '"counted"', "fundamental")
files = {
    "count-edited": with_number(part, '"counted"', "fundamental", f + 1),
    "number-too-large": edited(with_number(part, '"counted"', "total", 4), '"total":4', '"total":4e999'),
    "digest-not-at-end": edited(part, ',"sha256"', '}{"sha256"'),
    "digest-missing": part[:part.index(',"sha256"')] + "}",
    "restamped-found-disagrees-with-counted": sealed(with_number(part, '"counted"', "fundamental", f + 1)),
    "restamped-total-more-than-classes-hold": sealed(with_number(part, '"counted"', "total", 2**64 - 1)),
    "restamped-total-less-than-classes": sealed(with_number(part, '"counted"', "total", f - 1)),
    "restamped-models-more-than-classes-stand-for":
        sealed(with_number(with_number(part, '"found"', "models", f + 1), '"stats"', "models", f + 1)),
    "restamped-stats-and-found-disagree": sealed(with_number(part, '"stats"', "models", f + 1)),
    "restamped-mode-a-number": sealed(edited(part, '"mode":"count"', '"mode":5')),
    "restamped-no-symmetry-a-string": sealed(edited(part, '"no_symmetry":false', '"no_symmetry":"no"')),
    "restamped-engine-a-list": sealed(edited(edited(part, '"engine":"', '"engine":["'), '","models"', '"],"models"')),
    "restamped-variables-a-string": sealed(edited(part, '"variables":', '"variables":"x","y":')),
    "restamped-calls-out-of-range": sealed(edited(part, '"calls":', '"calls":4.4e49,"y":')),
    "restamped-cubes-negative": sealed(edited(part, '"cubes":', '"cubes":-1,"y":')),
    "restamped-variables-too-large": sealed(edited(part, '"variables":', '"variables":4294967296,"y":')),
    "restamped-workers-a-fraction": sealed(edited(part, '"workers":', '"workers":1.5,"y":')),
}
for name, text in files.items():
    with open(f"{out}/{name}.json", "w") as file:
        file.write(text)
PY
