// Min-conflicts for one solution of queens or rooks with fixed pieces and holes on any
// rows x cols (docs/design.md "Huge boards"), in the spirit of Sosic and Gu's QS4
// ("Fast search algorithms for the N-queens problem", 1991) and of the completion
// article's gradient search: the pieces to place take distinct free rows and free
// columns (a partial permutation, so rows and columns never clash), a greedy random
// start that already avoids most diagonal conflicts, then swaps of columns (or moves to
// an unused row or column) among the attacked pieces only, restarts on a stall. A
// conflict is two pieces on one diagonal or a piece on a hole. Memory O(rows + cols +
// blocked), linear time in practice; it proves nothing: a failure is not a "none".
#pragma once
#include <atomic>
#include <cstdint>
#include <vector>

#include "model/problem.hpp"

namespace chessy {

struct LocalSearchAnswer {
  enum class End { Found, Spent, Stopped } end = End::Spent;
  std::vector<int> col;  // Found: per row, the column of its piece, -1 for none (fixed ones included)
  std::uint64_t steps = 0;  // moves tried, all restarts together
};

// `pieces` of `kind` (Queen or Rook) in all, the fixed ones of `problem` included,
// which must attack no other and stand on no hole; at most min(rows, cols). At most
// `max_steps` moves tried; `stop` is read every few thousand.
LocalSearchAnswer min_conflicts(const Problem& problem, Kind kind, int pieces, std::uint64_t seed,
                                std::uint64_t max_steps, const std::atomic<bool>& stop);

}  // namespace chessy
