// A problem written back in the text input format (docs/input.md "Text"), in one normal form: the
// same problem always gives the same text, whatever order or format it was read in.
// Parts of a split run (--part) carry it, so that merge can rebuild the problem and
// tell parts of different problems apart.
#pragma once
#include <string>

#include "model/problem.hpp"
#include "model/square.hpp"

namespace chessy {

// `d` for domination (and `i` for independent, `t` for total domination), `size M`
// (`size R C`), one `x @ r,c` line a blocked cell, by cell, one `N*x[ c]` line a type (in
// Problem::types order, which the parser keeps canonical), then one `x[ c] @ r,c` line a
// fixed piece, by cell. A region puzzle: `regions`, its rows, `stars K`, the blocked
// cells, then one `* @ r,c` line a fixed star, by cell.
// Parsing the text gives back the same problem. `how`: the cells written `r,c` (the
// normal form, the default) or as squares `d4` (generate --coordinates algebraic).
std::string problem_text(const Problem& problem, Coordinates how = {});

}  // namespace chessy
