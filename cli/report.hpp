// The results as standard output shows them: text (docs/output.md "Text") or, with --json, JSON:
//   one solution  {"solution": [{"piece": "Q", "colour": null, "row": 0, "col": 3}, ...]}
//                 or {"solution": null}; the same above 1000 columns (no board string)
//   placements    one `q @ ROW,COL` line a piece (--format placements, the default above
//                 1000 columns); --all: a blank line between solutions
//   --all         JSON Lines, one object a fundamental solution, in the order of the text:
//                 {"index": 1, "class_size": 8, "pieces": [...]}, then one line
//                 {"summary": {"complete": true, "fundamental": 12, "total": 92, "stats": {...}}}
//   --count       {"fundamental": 12, "total": 92, "complete": true, "stats": {...}}
#pragma once
#include <iosfwd>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "cli/options.hpp"
#include "cli/pictures.hpp"
#include "model/placements.hpp"
#include "model/solution.hpp"
#include "enumerate/enumerate.hpp"
#include "split/stats_json.hpp"

namespace chessy {

// `solution` null: there is none ("no solution").
void report_one(std::ostream& out, const Problem& problem, const Solution* solution, bool json);
// A placement list (model/placements.hpp), one line a piece, its squares written `how`.
void write_placements(std::ostream& out, const PlacementList& pieces, Coordinates how = {});
// A solution given as its placement list (a huge board's, or --format placements): as
// JSON {"solution": [...]}, as the list (Format::Placements; `algebraic`: `q @ d4`), or
// else as the text board, a row at a time (at most kMaxBoardSize columns).
void report_placements(std::ostream& out, const Problem& problem, const PlacementList& pieces, Format format,
                       bool json, bool algebraic);
// decode: the model is not a solution, because `why`.
void report_not_a_solution(std::ostream& out, const std::string& why, bool json);
void report_all(std::ostream& out, const Problem& problem, const Enumeration& e, bool json);
// One fundamental solution of --all, the index-th (from 1), as report_all writes it.
void report_class(std::ostream& out, const Problem& problem, const SolutionClass& c,
                  std::uint64_t index, bool json);
void report_count(std::ostream& out, const Enumeration& e, bool json);
// --all or --count (`mode`) as the options ask: the counts, the boards as text or JSON
// Lines, or pictures; `colour` for a terminal.
void report_enumeration(std::ostream& out, const Problem& problem, const Enumeration& e, const Options& o,
                        Mode mode, bool colour);
// The line --stats writes on standard error (as JSON: stats_json).
std::string stats_line(const Enumeration& e);
// --format unicode or svg: the diagrams as pictures; `colour` for a terminal,
// `algebraic`: labelled with files and ranks (pictures.hpp).
void report_pictures(std::ostream& out, const Problem& problem, const std::vector<Diagram>& diagrams,
                     Format format, bool colour, bool algebraic);

}  // namespace chessy
