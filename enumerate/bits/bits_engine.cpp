#include "enumerate/bits/bits_engine.hpp"

#include <algorithm>
#include <chrono>

#include "model/canonical.hpp"
#include "model/check.hpp"
#include "encoder/symmetry.hpp"

namespace chessy {

namespace {

// A class found, its representative checked against the rules.
const SolutionClass& checked(const Problem& problem, const SolutionClass& c) {
  if (auto why = violation(problem, c.representative))
    throw InternalError("the bit-parallel engine's solution is not one: " + *why);
  return c;
}

}  // namespace

std::optional<BitProblem> bit_problem(const Problem& problem) {
  // Its diagonals end at the edges: a torus is the CNF's (docs/rules.md "Tori").
  // A region puzzle's lines and regions are not its (enumerate/regions/, or the CNF).
  if (problem.region_puzzle() || problem.goal != Goal::Independence || problem.coloured || problem.open >= 0 || problem.cols > 64 || problem.torus)
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
  b.type = type;
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
  if (!board && problem.region_puzzle())
    throw InputError("chessy-sat: --engine bits: the bits engine does not take region puzzles");
  if (!board && problem.torus) throw InputError("chessy-sat: --engine bits: the bits engine does not take tori");
  if (!board)
    throw InputError("chessy-sat: --engine bits: only for colourless independence problems whose pieces are all queens or all "
                     "rooks, on boards of at most 64 columns");
  return *board;
}

bool bits_rows_in_any_order(const EnumerateOptions& options) { return !options.limit && !options.on_class; }

Enumeration enumerate_bits(const Problem& problem, const BitProblem& board, const EnumerateOptions& options) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  BitOptions bits{.merge_symmetric = options.merge_symmetric,
                  .keep = options.keep_classes,
                  .limit = options.limit,
                  .workers = options.workers,
                  .free_order = bits_rows_in_any_order(options),
                  .interrupt = options.encode.stop,
                  .models = options.progress ? &options.progress->models : nullptr,
                  .classes = options.progress ? &options.progress->classes : nullptr,
                  .tasks_done = options.progress ? &options.progress->cubes_done : nullptr,
                  .tasks_total = options.progress ? &options.progress->cubes_total : nullptr,
                  .on_class = {}};
  if (options.on_class) bits.on_class = [&](const SolutionClass& c) { options.on_class(checked(problem, c)); };
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
  for (const SolutionClass& c : found.classes) checked(problem, c);
  result.classes = std::move(found.classes);
  std::sort(result.classes.begin(), result.classes.end(), [&](const SolutionClass& a, const SolutionClass& b) {
    return compare_boards(problem, a.representative, b.representative) < 0;
  });
  result.solve_seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return result;
}

BitsAnswer find_one_bits(const Problem& problem, const BitProblem& board, const std::atomic<bool>* interrupt,
                         std::uint64_t max_nodes, int workers) {
  // Any solution will do (its class is found afterwards, api/one_solution.cpp): no
  // symmetry, so the rows may come in any order, the most constrained first, which
  // looks ahead as the CNF's propagation does (docs/design.md, "bits"; issue 39:
  // diag-21-4-259 with 19 diagonals 4.1 s in order, 0.6 s so).
  BitProblem plain = board;
  plain.group = {BitSymmetry{false, false, false, true}};  // the identity alone
  BitOptions one;
  one.merge_symmetric = false;
  one.limit = 1;
  one.free_order = true;
  one.interrupt = interrupt;
  one.max_nodes = max_nodes;
  one.workers = workers;
  const BitResult found = chessy::enumerate_bits(plain, one);
  if (found.gave_up) return {};
  if (found.interrupted) throw Interrupted();
  if (found.classes.empty()) return {true, std::nullopt};
  return {true, checked(problem, found.classes.front()).representative};
}

}  // namespace chessy
