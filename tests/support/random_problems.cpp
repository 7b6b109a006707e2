// Random small problems; see random_problems.hpp.
#include "random_problems.hpp"

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

namespace random_problems {

using referee::Cell;
using referee::Piece;
using referee::Problem;

// Number of ways to choose k of n cells, as a double (only compared to a budget).
static double choose(int n, int k) {
  if (k > n) return 0;  // more pieces than cells: nothing to try
  double ways = 1;
  for (int i = 0; i < k; ++i) ways = ways * (n - i) / (i + 1);
  return ways;
}

// A random number in 0..n-1.
static int uniform(std::mt19937_64& rng, int n) {
  return static_cast<int>(rng() % static_cast<std::uint64_t>(n));
}

// Blocked cells for p's board: none (1 in 2); 1..3 random cells (1 in 6), which
// mostly leave only the identity; or (1 in 3) the orbits of one or two random cells
// under the powers of a random symmetry g of the board (1 in 2: under all), so
// that g survives and the classes still merge solutions. Never every cell.
static std::vector<Cell> random_blocked(const Problem& p, std::mt19937_64& rng) {
  const int cells = p.rows * p.cols;
  referee::Board board = referee::empty_board(p);
  const int draw = uniform(rng, 6);
  if (draw < 3) return {};
  const bool pattern = draw > 3;
  const int seeds = pattern ? 1 + uniform(rng, 2) : 1 + uniform(rng, 3);
  const std::vector<int> group = referee::symmetries(p);  // p has no holes yet
  const bool whole_group = uniform(rng, 2) == 0;
  const int g = group[static_cast<size_t>(uniform(rng, static_cast<int>(group.size())))];
  auto add = [&board](const referee::Board& holes) {
    for (size_t c = 0; c < board.blocked.size(); ++c) board.blocked[c] = board.blocked[c] || holes.blocked[c];
  };
  for (int i = 0; i < seeds; ++i) {
    const size_t cell = static_cast<size_t>(uniform(rng, cells));
    board.blocked[cell] = true;
    if (!pattern) continue;
    // The images of the cell under g, g², g³ (g⁴ is the identity), or under every
    // symmetry; images of images stay in the orbit, so one pass over a copy does.
    referee::Board one = referee::empty_board(p);
    one.blocked[cell] = true;
    referee::Board image = one;
    for (int k = 0; k < 4; ++k) {
      image = referee::transform(image, g, false);
      add(image);
    }
    if (whole_group) {
      for (int h : group) add(referee::transform(one, h, false));
    }
  }
  std::vector<Cell> blocked;
  for (int c = 0; c < cells; ++c) {
    if (board.blocked[static_cast<size_t>(c)]) blocked.push_back({c / p.cols, c % p.cols});
  }
  if (static_cast<int>(blocked.size()) == cells) blocked.clear();  // leave room for a piece
  return blocked;
}

Problem random_problem(Kind kind, std::mt19937_64& rng, Boards boards) {
  auto pick = [&rng](int n) { return uniform(rng, n); };
  const std::string types = "QRBNKP";
  Problem p;
  const int sizes[] = {1, 2, 3, 3, 4, 4, 4, 5, 5, 5};  // mostly the larger boards
  p.rows = p.cols = sizes[pick(10)];
  if (boards != Boards::kSquare) {
    if (pick(3) == 0) p.cols = sizes[pick(10)];
    p.blocked = random_blocked(p, rng);
  }
  p.torus = boards == Boards::kTorus;  // no draw: kAny's stream stays as it was
  p.domination = kind == Kind::kDomination || kind == Kind::kIndependentDomination ||
                 kind == Kind::kTotalDomination;
  p.independent = kind == Kind::kIndependentDomination;
  p.total = kind == Kind::kTotalDomination;
  p.coloured = kind == Kind::kColouredIndependence;
  const int cells = p.rows * p.cols;
  const int free_cells = cells - static_cast<int>(p.blocked.size());
  // A lone piece is attacked by none: total domination draws two or more where two fit,
  // so that more of its cases have solutions (58 in 200 rather than 50).
  const int least = p.total && free_cells > 1 ? 2 : 1;
  const int n = least + pick(std::min(free_cells, 6) - least + 1);
  std::vector<Piece> all;  // every piece, one entry each
  for (int i = 0; i < n; ++i) {
    Piece piece{types[static_cast<size_t>(pick(6))], 0};
    if (p.coloured) piece.colour = pick(2) == 0 ? 'w' : 'b';
    all.push_back(piece);
    referee::add_piece(p.pieces, piece);
  }
  if (pick(3) == 0) {
    // Fix 1 or 2 distinct pieces of the list on distinct free cells (within the
    // counts, on the board, off the holes: those faults are input errors, tested
    // elsewhere).
    const int fixed = 1 + pick(std::min(n, 2));
    std::vector<int> used_cells;
    for (int i = 0; i < fixed; ++i) {
      const size_t which = static_cast<size_t>(pick(static_cast<int>(all.size())));
      auto taken = [&](int cell) {
        const Cell at{cell / p.cols, cell % p.cols};
        return std::find(used_cells.begin(), used_cells.end(), cell) != used_cells.end() ||
               std::find(p.blocked.begin(), p.blocked.end(), at) != p.blocked.end();
      };
      int cell = pick(cells);
      while (taken(cell)) cell = pick(cells);
      used_cells.push_back(cell);
      p.fixed.push_back({all[which], cell / p.cols, cell % p.cols});
      all.erase(all.begin() + static_cast<std::ptrdiff_t>(which));
    }
  }
  return p;
}

double placements(const Problem& p) {
  int free_cells = p.rows * p.cols - static_cast<int>(p.blocked.size() + p.fixed.size());
  double ways = 1;
  for (const referee::PieceCount& pc : p.pieces) {
    int k = pc.count;
    for (const referee::FixedPiece& f : p.fixed) k -= f.piece == pc.piece ? 1 : 0;
    ways *= choose(free_cells, k);
    free_cells -= k;
  }
  return ways;
}

referee::Optimum bounded_optimum(const Problem& p, bool maximum, double budget) {
  double spent = 0;
  return referee::optimum(p, maximum, [&](const Problem& at) {
    spent += placements(at);
    return spent <= budget;
  });
}

bool pruned(Kind kind) {
  return kind == Kind::kColourlessIndependence || kind == Kind::kIndependentDomination;
}

}  // namespace random_problems
