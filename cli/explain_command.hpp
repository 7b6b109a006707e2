// `chessy-sat INPUT --explain`: a region puzzle solved by a player's techniques
// (puzzle/explain.hpp, docs/regions.md), the steps numbered in words, then the
// solution, whether it is unique and the rating; with --json the same as one JSON
// object (docs/output.md "Explain").
#pragma once
#include <iosfwd>
#include <string>

#include "cli/options.hpp"
#include "cli/run_environment.hpp"
#include "puzzle/explain.hpp"

namespace chessy {

int run_explain(const Options& o, std::istream& in, std::ostream& out, std::ostream& err, const RunEnvironment& env);

// The explanation as the JSON object --explain --json writes (one line), the squares of
// a board of `rows` rows: for a .jsonl input too, one line a puzzle.
std::string explain_json(const puzzle::Explanation& e, int rows);

}  // namespace chessy
