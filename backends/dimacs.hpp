// A DIMACS writer: the CNF as a file any SAT solver reads. DIMACS wants the counts in
// its header first, so the encoder runs twice: into a CountingSink, then into this.
#pragma once
#include <ostream>
#include <string>

#include "encoder/encoder.hpp"

namespace chessy {

class DimacsWriter final : public ClauseSink {
 public:
  explicit DimacsWriter(std::ostream& out) : out_(out) {}

 protected:
  void emit(std::span<const int> lits) override;

 private:
  std::ostream& out_;
};

// Writes the whole problem: comment header, one comment per placement variable
// ("c place V PIECE COLOUR ROW COL", colour '-' when colourless), `p cnf V C`, clauses.
void write_dimacs(const Problem& problem, std::ostream& out, const EncodeOptions& options = {});

}  // namespace chessy
