// The result file of one part of a split run (--part I/P -o FILE), and reading it back
// for merge. A versioned JSON document:
//   {"chessy-sat part": 2, "program": "chessy-sat 0.2.0",
//    "problem": "size 8\n8*q\n", "fingerprint": "…16 hex digits…",
//    "settings": {"mode": "count", "no_symmetry": false, "breaking": true, "split": 1},
//    "split": "…16 hex digits…", "part": 0, "parts": 7, "complete": true,
//    "found": {"models": 12, "classes": 11},
//    "counted": {"fundamental": 10, "total": 80},
//    "classes": [["3:Q 12:Q …", 8], …],
//    "stats": {"variables": …, "models": …, …},
//    "sha256": "…64 hex digits…"}
// "found" says how many models the part's solvers returned and how many classes it
// found (counted and listed); "counted" holds the classes no other part can find
// (SolutionClass::one_model) when only counts are asked for; "split" is a digest of
// how the run was split, which all parts must share; "classes" every other class, by
// representative ("CELL:Qw" a piece, by cell) and size, which merge unites across
// parts. "sha256", last, is the SHA-256 of the document without it as compact JSON
// (nlohmann's dump): it detects damage, it is no signature (anyone can recompute it),
// so every count is checked against the others all the same.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "model/problem.hpp"
#include "enumerate/enumerate.hpp"

namespace chessy {

// Bumped whenever parts.cpp splits differently: parts of different splits do not merge.
inline constexpr int kSplitVersion = 1;

// How a part was run: the document's "settings" (what decides how parts split and what
// they hold, the same in every part of a run) and which part it is.
// What a part holds (`mode`): every class (--all), counts (--count), or with --min/--max
// alone its one best solution.
struct PartSettings {
  Mode mode = Mode::Count;
  Optimize optimize = Optimize::None;  // --min / --max: the open count's optimum
  bool no_symmetry = false;  // every solution its own class
  bool breaking = true;      // lex-leader clauses in the CNF
  int part = 0, parts = 1;   // part `part` (from 0) of `parts`
};

struct PartResult {
  std::string file;          // where it was read from, for messages
  std::string problem_text;  // problem_text() of the problem solved
  std::string fingerprint;
  std::string settings;      // the "settings" object as compact JSON
  std::string split;         // the digest of the split (PartCubes::digest), hex
  std::string program;       // the version that wrote it
  int part = 0, parts = 1;
  bool complete = false;
  Mode mode = Mode::Count;
  bool no_symmetry = false;  // the settings' "no_symmetry": every solution its own class
  std::uint64_t found_models = 0;   // models the part's solvers returned
  std::uint64_t counted_fundamental = 0, counted_total = 0;
  std::vector<SolutionClass> classes;  // the classes listed (pieces typed as in problem())
  // By listed class: how many models stand for it in the whole search (its orbits
  // under the symmetries the CNF breaks; --no-symmetry: 1 for the least of its orbit,
  // else 0). The parts' models must add up to these over the merged classes.
  std::vector<std::uint64_t> orbits;
  // --min/--max parts: the best count in the part's cubes, nothing better in them
  // proven (-1: no solution in them); "classes" and "counted" are of that count.
  Optimize optimize = Optimize::None;
  long long optimum = -1;
  Enumeration stats;                   // the statistics fields only
  Problem problem() const;             // the problem, parsed back from problem_text
};

// 16 hex digits of a hash (FNV-1a, 64 bits) of the problem's normal form.
std::string fingerprint(const Problem& problem);

// The "settings" object as compact JSON.
std::string settings_json(const PartSettings& settings);

// The document of part settings.part of settings.parts of `problem` (in normal form,
// see problem_text). --min/--max: `problem` is the one with the open count, `optimum`
// the part's best count in its cubes (-1: none) and `e` the enumeration at it.
std::string part_document(const Problem& problem, const PartSettings& settings, const Enumeration& e,
                          long long optimum = -1);

// What stands at the -o path of a part when it is run again.
struct PartOnDisk {
  bool done = false;   // this part of this problem, complete and intact: skipped
  std::string damage;  // a part file that does not read: "FILE: why" (solved again)
};
PartOnDisk part_on_disk(const std::string& file, const Problem& problem, const PartSettings& settings);

// Reads a part file. InputError "FILE: what is wrong" when it is no whole part
// document, fails its digest or breaks an invariant of its counts.
PartResult read_part(const std::string& file);
// The same, of a document in memory read from `file` (the fuzzer's way in).
PartResult parse_part(const std::string& text, const std::string& file);

// `document` with its "sha256" recomputed: a hand-edited part that passes the digest,
// for tests and fuzzers of the checks behind it. Throws on text that is not JSON.
std::string restamped(const std::string& document);

}  // namespace chessy
