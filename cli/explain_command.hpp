// `chessy-sat INPUT --explain`: a region puzzle solved by a player's techniques
// (puzzle/explain.hpp, docs/regions.md), the steps numbered in words, then the
// solution, whether it is unique and the rating; with --json the same as one JSON
// object (docs/output.md "Explain"). A .jsonl INPUT gets one such object a line
// (cli/jsonl.hpp): the single solve (solve_and_report.hpp) hands --explain here.
#pragma once
#include <iosfwd>
#include <string>

#include "api/stop_flag.hpp"
#include "cli/options.hpp"
#include "model/problem.hpp"
#include "puzzle/explain.hpp"

namespace chessy {

// InputError unless the problem is a region puzzle and --explain goes with no other
// mode. Exit status: 0 a solution, 1 none, 4 stopped.
int explain_and_report(const Options& o, const Problem& problem, std::ostream& out, std::ostream& err,
                       StopFlag& stopper);

// The explanation as the JSON object --explain --json writes (one line), its cells as
// squares of a board of `rows` rows.
std::string explain_json(const puzzle::Explanation& e, int rows);

}  // namespace chessy
