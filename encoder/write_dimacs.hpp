// A problem's CNF as a DIMACS file. DIMACS wants the counts in its header first, so the
// encoder runs twice: into a CountingSink, then into a DimacsWriter (cnf/dimacs.hpp).
#pragma once
#include <ostream>

#include "encoder/encoder.hpp"

namespace chessy {

// Writes the whole problem: comment header, one comment per placement variable
// ("c place V PIECE COLOUR ROW COL", colour '-' when colourless), `p cnf V C`, clauses.
void write_dimacs(const Problem& problem, std::ostream& out, const EncodeOptions& options = {});

}  // namespace chessy
