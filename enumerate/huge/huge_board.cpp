#include "enumerate/huge/huge_board.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include "enumerate/huge/local_search.hpp"
#include "enumerate/huge/queens_construction.hpp"
#include "model/lines.hpp"
#include "model/placements.hpp"

namespace chessy {

bool huge_engine_takes(const Problem& problem) { return huge_board_problem(problem); }

std::uint64_t huge_engine_bytes(const Problem& problem) {
  using Bytes = std::uint64_t;
  const Bytes rows = static_cast<Bytes>(problem.rows), cols = static_cast<Bytes>(problem.cols);
  const Bytes fixed = problem.fixed.size(), blocked = problem.blocked.size();
  const Bytes pieces = static_cast<Bytes>(problem.counts[static_cast<std::size_t>(std::max(problem.only_type(), 0))]);
  const Bytes column = sizeof(int) * rows;  // the answer: a column per row
  // The local search (local_search.cpp), where the construction may not do (fixed
  // pieces or holes): rows and columns in use and their order, the two kinds of
  // diagonal, the attacked list and its marks, the holes' table.
  const Bytes search = fixed + blocked == 0 ? 0
                                            : rows * (2 * sizeof(int) + 2) + cols * (sizeof(int) + 1) +
                                                  2 * sizeof(int) * (rows + cols) + 4 * sizeof(std::uint64_t) * blocked;
  // The answer checked (model/placements.cpp): its list, a bit per line, and a hash
  // table of the fixed pieces (about 64 bytes an entry).
  const Bytes answer = sizeof(ListedPiece) * pieces + 2 * (rows + cols) / 8 + 64 * fixed;
  const Bytes given = sizeof(FixedPiece) * fixed + sizeof(BlockedCell) * blocked;  // counted as it is held
  return given + column + std::max(search, answer);
}

namespace {

std::string cell(int row, int col) { return std::to_string(row) + "," + std::to_string(col); }

// Why the fixed pieces alone allow no solution, in O(fixed log blocked + side): one on
// a hole, or two on a line the piece attacks along (model/lines.hpp).
std::optional<std::string> fixed_conflict(const Problem& problem, Kind kind) {
  const char* name = kind == Kind::Queen ? "queen" : "rook";
  for (const FixedPiece& f : problem.fixed)
    if (problem.is_blocked(f.row, f.col))
      return std::string("the fixed ") + name + " on " + cell(f.row, f.col) + " stands on a blocked cell";
  auto at = [&](std::size_t i) { return std::pair<long long, long long>(problem.fixed[i].row, problem.fixed[i].col); };
  const bool queens = kind == Kind::Queen;
  if (const auto shared = first_shared_line(problem.fixed.size(), at, queens, problem.rows, problem.cols)) {
    const FixedPiece &a = problem.fixed[shared->first], &b = problem.fixed[shared->second];
    return std::string("the fixed ") + name + "s on " + cell(a.row, a.col) + " and " + cell(b.row, b.col) +
           " attack each other";
  }
  return std::nullopt;
}

HugeAnswer found(std::vector<int> col) { return {HugeAnswer::Status::Found, std::move(col), {}}; }
HugeAnswer none(std::string why) { return {HugeAnswer::Status::NoneExists, {}, std::move(why)}; }

}  // namespace

HugeAnswer solve_huge(const Problem& problem, const std::atomic<bool>& stop, std::uint64_t seed, std::uint64_t steps) {
  if (!huge_engine_takes(problem)) throw InternalError("solve_huge: a problem the huge-board engine does not take");
  const int type = problem.only_type();
  const Kind kind = problem.types[type].kind;
  const int pieces = problem.counts[type];
  const std::string plural = std::to_string(pieces) + (kind == Kind::Queen ? " queens" : " rooks");
  const int side = std::min(problem.rows, problem.cols);
  if (pieces > side)
    return none(plural + " need as many rows and columns; the board has " + std::to_string(side));
  if (problem.fixed.size() > static_cast<std::size_t>(pieces))
    return none(std::to_string(problem.fixed.size()) + " fixed pieces, more than the " + plural + " asked");
  if (std::optional<std::string> why = fixed_conflict(problem, kind)) return none(*why);
  // The construction, turned or reflected, where it holds the fixed pieces and misses
  // the holes; else, where none fits even an empty board, none; else the local search.
  if (std::optional<std::vector<int>> col = construction_through(problem, kind, pieces)) return found(std::move(*col));
  if (problem.fixed.empty() && !empty_board_placement(kind, problem.rows, problem.cols, pieces))
    return none(plural + " attack each other wherever they stand on " + std::to_string(problem.rows) + "x" +
                std::to_string(problem.cols));
  if (steps == 0) steps = kHugeStepsPerPiece * static_cast<std::uint64_t>(pieces) + kHugeStepsBase;
  LocalSearchAnswer answer = min_conflicts(problem, kind, pieces, seed, steps, stop);
  if (answer.end == LocalSearchAnswer::End::Found) return found(std::move(answer.col));
  return {HugeAnswer::Status::GaveUp, {},
          "proving that none exists needs a complete search (the CNF of boards up to 1000x1000)"};
}

}  // namespace chessy
