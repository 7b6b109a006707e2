// Region puzzles (docs/rules.md "Region puzzles"): exactly K stars in every row, every
// column and every region. The stars are the problem's one type, kings, whose
// independence (no two touching) attacks.cpp writes; their total K*N is implied by the
// rows, so placement.cpp writes no count of its own for them.
#include "encoder/cardinality.hpp"
#include "encoder/encoder.hpp"

namespace chessy {

void encode_regions(const Problem& problem, const Encoding& enc, ClauseSink& sink) {
  const Board board(problem);
  std::vector<std::vector<int>> rows(problem.rows), cols(problem.cols), regions(problem.region_letters.size());
  for (int c = 0; c < enc.cells; ++c) {
    const int lit = enc.var(0, c);
    rows[board.row(c)].push_back(lit);
    cols[board.col(c)].push_back(lit);
    regions[problem.region[c]].push_back(lit);
  }
  for (const auto* lines : {&rows, &cols, &regions})
    for (const std::vector<int>& lits : *lines) exactly(sink, lits, problem.stars);
}

}  // namespace chessy
