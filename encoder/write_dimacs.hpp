// A problem's CNF as a DIMACS file. DIMACS wants the counts in its header first, so the
// clauses go by twice: into a CountingSink, then into a DimacsWriter (cnf/dimacs.hpp);
// from the encoder each time, or from a recording the caller made for its run.
#pragma once
#include <ostream>

#include "encoder/encoder.hpp"

namespace chessy {

// Writes the whole problem: comment header, one comment per placement variable
// ("c place V PIECE COLOUR ROW COL", colour '-' when colourless), `p cnf V C`, clauses.
// `recorded`: the problem's CNF under `options`, replayed rather than encoded twice
// (null: encoded, and nothing held in memory).
void write_dimacs(const Problem& problem, std::ostream& out, const EncodeOptions& options = {},
                  const RecordedCnf* recorded = nullptr);

}  // namespace chessy
