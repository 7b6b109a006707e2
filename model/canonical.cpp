#include "model/canonical.hpp"

#include <algorithm>

#include "model/check.hpp"

namespace chessy {

namespace {

// Whether s carries the region partition onto itself: cells a, b share a region exactly
// when s(a), s(b) do (docs/symmetry.md "Region puzzles"). One pass: the region of each
// cell's image must map one to one onto the cell's own.
bool keeps_regions(const Problem& problem, const Board& board, const SquareSymmetry& s) {
  if (!problem.region_puzzle()) return true;
  const std::size_t n = problem.region_letters.size();
  std::vector<int> to(n, -1), from(n, -1);
  for (int cell = 0; cell < board.cells(); ++cell) {
    const int a = problem.region[static_cast<std::size_t>(cell)];
    const int b = problem.region[static_cast<std::size_t>(s.apply(board, cell))];
    if (to[a] < 0 && from[b] < 0) {
      to[a] = b;
      from[b] = a;
    }
    if (to[a] != b || from[b] != a) return false;
  }
  return true;
}

std::vector<Symmetry> group_of(const Problem& problem, bool translations) {
  const Board board(problem);
  const std::vector<SquareSymmetry> maps = translations ? torus_symmetries(board) : board_symmetries(board);
  std::vector<Symmetry> group;
  for (bool swap : {false, true}) {
    if (swap && !problem.coloured) break;
    for (const SquareSymmetry& s : maps) {
      // The holes are part of the printed board: g must map them onto themselves.
      const bool keeps_holes = std::all_of(problem.blocked.begin(), problem.blocked.end(), [&](const BlockedCell& b) {
        const int image = s.apply(board, board.cell(b.row, b.col));
        return problem.is_blocked(board.row(image), board.col(image));
      });
      if (keeps_holes && keeps_regions(problem, board, s)) group.push_back({s, swap});
    }
  }
  return group;
}

}  // namespace

std::vector<Symmetry> symmetry_group(const Problem& problem) { return group_of(problem, problem.translations); }

std::optional<Solution> image(const Problem& problem, const Symmetry& g, const Solution& s) {
  const Board board(problem);
  Solution out;
  out.reserve(s.size());
  for (const Placed& p : s) {
    int type = p.type;
    if (g.swap_colours) {
      PieceType piece = problem.types[type];
      type = problem.type_index({piece.kind, swapped(piece.colour)});
      if (type < 0) return std::nullopt;
    }
    out.push_back({g.square.apply(board, p.cell), type});
  }
  std::sort(out.begin(), out.end(), [](const Placed& a, const Placed& b) { return a.cell < b.cell; });
  return out;
}

std::vector<Solution> class_members(const Problem& problem, const Solution& solution,
                                    std::span<const Symmetry> own) {
  std::vector<Solution> members;
  const std::vector<Symmetry> group = symmetry_group(problem);
  for (const Symmetry& g : group) {
    std::optional<Solution> img = image(problem, g, solution);
    // own is a part of the group, all of it when as large (the torus's 8n^2: no search).
    const bool known = own.size() == group.size() || std::find(own.begin(), own.end(), g) != own.end();
    if (img && (known || is_solution(problem, *img))) members.push_back(std::move(*img));
  }
  sort_distinct(problem, members);
  return members;
}

void sort_distinct(const Problem& problem, std::vector<Solution>& boards) {
  std::sort(boards.begin(), boards.end(),
            [&](const Solution& a, const Solution& b) { return compare_boards(problem, a, b) < 0; });
  boards.erase(std::unique(boards.begin(), boards.end()), boards.end());
}

}  // namespace chessy
