#include "enumerate/bits_engine.hpp"

#include <algorithm>
#include <chrono>

#include "model/canonical.hpp"
#include "model/check.hpp"
#include "encoder/symmetry.hpp"

namespace chessy {

namespace {

// A class's representative as a board, checked.
Solution board_of(const Problem& problem, const BitProblem& board, const BitClass& c) {
  const int type = problem.only_type();
  Solution s;
  for (int r = 0; r < board.rows; ++r)
    if (c.cols[r] >= 0) s.push_back({r * board.cols + c.cols[r], type});
  if (auto why = violation(problem, s)) throw InternalError("the bit-parallel engine's solution is not one: " + *why);
  return s;
}

}  // namespace

std::optional<BitProblem> bit_problem(const Problem& problem) {
  // Its diagonals end at the edges: a torus is the CNF's (docs/rules.md "Tori").
  if (problem.goal != Goal::Independence || problem.coloured || problem.open >= 0 || problem.cols > 64 || problem.torus)
    return std::nullopt;
  const int type = problem.only_type();
  if (type < 0) return std::nullopt;
  const Kind kind = problem.types[type].kind;
  if (kind != Kind::Queen && kind != Kind::Rook) return std::nullopt;
  BitProblem b;
  b.rows = problem.rows;
  b.cols = problem.cols;
  b.diagonals = kind == Kind::Queen;
  b.count = problem.counts[type];
  b.open.assign(b.rows, b.cols == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << b.cols) - 1);
  for (const BlockedCell& x : problem.blocked) b.open[x.row] &= ~(std::uint64_t{1} << x.col);  // a hole
  b.fixed.assign(b.rows, -1);
  for (const FixedPiece& f : problem.fixed) {
    if (b.fixed[f.row] >= 0) b.open[f.row] = 0;  // two fixed in a row: no solution
    b.fixed[f.row] = f.col;
  }
  const std::vector<Symmetry> own = own_group(problem);
  for (const Symmetry& g : symmetry_group(problem))
    b.group.push_back({g.square.transpose, g.square.flip_rows, g.square.flip_cols,
                       std::find(own.begin(), own.end(), g) != own.end()});
  return b;
}

BitProblem required_bit_problem(const Problem& problem) {
  std::optional<BitProblem> board = bit_problem(problem);
  if (!board && problem.torus) throw InputError("chessy-sat: --engine bits: the bits engine does not take tori");
  if (!board)
    throw InputError("chessy-sat: --engine bits: only for colourless independence problems whose pieces are all queens or all "
                     "rooks, on boards of at most 64 columns");
  return *board;
}

namespace {

// Whether the search may take the rows in any order (BitOptions::free_order): the
// output shows no order of the search.
bool free_order(const EnumerateOptions& options) { return !options.limit && !options.on_class; }

}  // namespace

bool bits_win(const Problem& problem, const EnumerateOptions& options) {
  // Parts are split over the CNF's cells (split/parts.hpp), so they stay with the CNF engines.
  // Up to 20x20 the rows in order win everywhere. Above, rows in order have no
  // lookahead: where the search may go deep before its first solution (completions),
  // the CNF's propagation won. The ordered search (--count, --all) looks ahead as
  // that propagation does (a row without an open cell, columns short) at a fraction of
  // its cost a node, and wins at every size measured (docs/design.md, "bits"; user
  // seconds, --count -j 1, 20 s at most; k queens fixed by gen-completion seed 1 on
  // n x n, then sparse boards and holes):
  //   n   k   completions  bits   backtrack  sat
  //   16   2       73,200  0.06   1.04       9.34
  //   20   5       59,468  0.03   0.85       6.28
  //   24   6    5,898,728  3.65   > 20       > 20
  //   24   8       32,801  0.03   0.79       > 20
  //   28  11       26,048  0.01   0.51       > 20
  //   32  13    1,035,444  0.54   > 20       > 20
  //   40  20       82,759  0.07   2.96       > 20
  //   6 queens on 6x30     152,596,220  1.57   > 20   > 20
  //   13 queens, 3 holes        63,736  0.05   0.28   3.66
  // (28 7, 28 9, 32 8, 32 10, 40 16, 48 19..24, 64 26..32: all three past 20 s.)
  if (options.part_in_cells || !bit_problem(problem)) return false;
  return std::max(problem.rows, problem.cols) <= 20 || (problem.rows <= 64 && free_order(options));
}

Enumeration enumerate_bits(const Problem& problem, const BitProblem& board, const EnumerateOptions& options) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  auto solution = [&](const BitClass& c) { return board_of(problem, board, c); };
  BitOptions bits{.merge_symmetric = options.merge_symmetric,
                  .keep = options.keep_classes,
                  .limit = options.limit,
                  .workers = options.workers,
                  .free_order = free_order(options),
                  .interrupt = options.encode.stop,
                  .models = options.progress ? &options.progress->models : nullptr,
                  .classes = options.progress ? &options.progress->classes : nullptr,
                  .tasks_done = options.progress ? &options.progress->cubes_done : nullptr,
                  .tasks_total = options.progress ? &options.progress->cubes_total : nullptr,
                  .on_class = {}};
  if (options.on_class) bits.on_class = [&](const BitClass& c) { options.on_class({solution(c), c.size, false}); };
  BitResult found = chessy::enumerate_bits(board, bits);

  Enumeration result;
  result.engine = Engine::Bits;
  result.workers = std::max(1, options.workers);
  result.fundamental = found.fundamental;
  result.total = found.total;
  result.models = found.models;
  result.complete = found.complete;
  result.interrupted = found.interrupted;
  result.calls = result.cubes = found.tasks;
  for (const BitClass& c : found.classes) result.classes.push_back({solution(c), c.size, false});
  std::sort(result.classes.begin(), result.classes.end(), [&](const SolutionClass& a, const SolutionClass& b) {
    return compare_boards(problem, a.representative, b.representative) < 0;
  });
  result.solve_seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return result;
}

BitsAnswer find_one_bits(const Problem& problem, const BitProblem& board, const std::atomic<bool>* interrupt,
                         std::uint64_t max_nodes) {
  BitOptions one;
  one.limit = 1;
  one.interrupt = interrupt;
  one.max_nodes = max_nodes;
  const BitResult found = chessy::enumerate_bits(board, one);
  if (found.gave_up) return {};
  if (found.interrupted) throw Interrupted();
  if (found.classes.empty()) return {true, std::nullopt};
  return {true, board_of(problem, board, found.classes.front())};
}

}  // namespace chessy
