// Random small problems; see random_problems.hpp.
#include "random_problems.hpp"

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

namespace random_problems {

using referee::Piece;
using referee::Problem;

// Number of ways to choose k of n cells, as a double (only compared to a budget).
static double choose(int n, int k) {
  double ways = 1;
  for (int i = 0; i < k; ++i) ways = ways * (n - i) / (i + 1);
  return ways;
}

Problem random_problem(Kind kind, std::mt19937_64& rng) {
  auto pick = [&rng](int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); };
  const std::string types = "QRBNKP";
  Problem p;
  const int sizes[] = {1, 2, 3, 3, 4, 4, 4, 5, 5, 5};  // mostly the larger boards
  p.m = sizes[pick(10)];
  p.domination = kind == Kind::kDomination || kind == Kind::kIndependentDomination;
  p.independent = kind == Kind::kIndependentDomination;
  p.coloured = kind == Kind::kColouredIndependence;
  const int cells = p.m * p.m;
  const int n = 1 + pick(std::min(cells, 6));
  std::vector<Piece> all;  // every piece, one entry each
  for (int i = 0; i < n; ++i) {
    Piece piece{types[static_cast<size_t>(pick(6))], 0};
    if (p.coloured) piece.colour = pick(2) == 0 ? 'w' : 'b';
    all.push_back(piece);
    auto it = std::find_if(p.pieces.begin(), p.pieces.end(),
                           [&](const referee::PieceCount& pc) { return pc.piece == piece; });
    if (it == p.pieces.end()) {
      p.pieces.push_back({piece, 1});
    } else {
      ++it->count;
    }
  }
  if (pick(3) == 0) {
    // Fix 1 or 2 distinct pieces of the list on distinct cells (within the
    // counts and on the board: those faults are input errors, tested elsewhere).
    const int fixed = 1 + pick(std::min(n, 2));
    std::vector<int> used_cells;
    for (int i = 0; i < fixed; ++i) {
      const size_t which = static_cast<size_t>(pick(static_cast<int>(all.size())));
      int cell = pick(cells);
      while (std::find(used_cells.begin(), used_cells.end(), cell) != used_cells.end()) {
        cell = pick(cells);
      }
      used_cells.push_back(cell);
      p.fixed.push_back({all[which], cell / p.m, cell % p.m});
      all.erase(all.begin() + static_cast<std::ptrdiff_t>(which));
    }
  }
  return p;
}

double placements(const Problem& p) {
  int free_cells = p.m * p.m - static_cast<int>(p.fixed.size());
  double ways = 1;
  for (const referee::PieceCount& pc : p.pieces) {
    int k = pc.count;
    for (const referee::FixedPiece& f : p.fixed) k -= f.piece == pc.piece ? 1 : 0;
    ways *= choose(free_cells, k);
    free_cells -= k;
  }
  return ways;
}

bool pruned(Kind kind) {
  return kind == Kind::kColourlessIndependence || kind == Kind::kIndependentDomination;
}

}  // namespace random_problems
