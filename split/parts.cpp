#include "split/parts.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <queue>
#include <span>
#include <utility>

#include "cnf/sink.hpp"
#include "enumerate/backtrack/propagate.hpp"
#include "util/fnv1a.hpp"

namespace chessy {

namespace {

// The CNF for the weights, its lex-leader orders as clauses (sink.cpp): through
// their "equal so far" auxiliaries they also propagate from past an order's first
// open position, which the orders kept whole do not, and the split stays the one
// every part file so far was made with (kSplitVersion).
class WeighingPropagator final : public Propagator {
 public:
  void add_lex_leq(std::span<const std::pair<int, int>> pairs) override { ClauseSink::add_lex_leq(pairs); }
};

// A cube under refinement: the first `next` free cells are decided, `held` (ascending
// indices into the free cells) hold pieces, the others are empty.
struct Branch {
  int next = 0;
  std::vector<int> held;
  std::vector<int> path;  // child indices from the root: the search order
  double weight = 0;
};

class Splitter {
 public:
  // Encodes the problem (deterministic: the same variables as the solver's).
  Splitter(const Problem& problem, const EncodeOptions& options, const RecordedCnf* recorded) : problem_(problem) {
    // A copy of a huge CNF in memory is not worth it: without it every cube of a depth
    // weighs about the same, and the split still covers the search.
    propagate_ = static_cast<long long>(problem.cells()) * static_cast<long long>(problem.types.size()) <=
                 kMaxPropagatedPlacements;
    if (propagate_) {
      enc_ = encode(problem, cnf_, options, recorded);
    } else {
      CountingSink count;
      enc_ = encode(problem, count, options, recorded);
    }
    free_ = open_cells(problem, enc_);
    // An open count (--min/--max) bounds nothing: any free cell may take the next piece.
    to_place_ = problem.open >= 0 ? static_cast<long long>(free_.size())
                                  : problem.total_pieces() - static_cast<long long>(problem.fixed.size());
  }

  const Encoding& encoding() const { return enc_; }

  int free_cells() const { return static_cast<int>(free_.size()); }

  bool refinable(const Branch& b) const {
    return b.next < free_cells() && static_cast<long long>(b.held.size()) < to_place_;
  }

  // The children of b, weighed: the next piece on each of the next `cols` free cells,
  // or none there. Cells that propagation already empties get no child (it could hold
  // no solution); a cell it fills must hold the next piece, so later cells get none.
  // Each child is propagated from b's state, not from scratch.
  std::vector<Branch> children(const Branch& b) {
    const int end = std::min(free_cells(), b.next + problem_.cols);
    std::vector<Branch> out;
    if (!holds(cube(b))) return out;
    const std::size_t level = cnf_.level();
    bool must = false;
    std::vector<int> extra;
    for (int a = b.next; a <= end && !must; ++a) {
      const int v = a < end ? value(enc_.occupied[free_[a]]) : 0;
      if (a < end && v < 0) continue;
      must = v > 0;
      Branch child{a < end ? a + 1 : end, b.held, b.path, 0};
      extra.clear();
      for (int i = b.next; i < a; ++i) extra.push_back(-enc_.occupied[free_[i]]);
      if (a < end) {
        child.held.push_back(a);
        extra.push_back(enc_.occupied[free_[a]]);
      }
      child.path.push_back(a - b.next);
      child.weight = !propagate_ || cnf_.extend(extra) ? open_weight() : 0;
      if (propagate_) cnf_.undo(level);
      out.push_back(std::move(child));
    }
    return out;
  }

  Cube cube(const Branch& b) const {
    Cube lits;
    for (int i = 0, h = 0; i < b.next; ++i) {
      const bool held = h < static_cast<int>(b.held.size()) && b.held[h] == i;
      h += held;
      lits.push_back(held ? enc_.occupied[free_[i]] : -enc_.occupied[free_[i]]);
    }
    return lits;
  }

  // Estimated work of the whole search: 0 when propagation refutes it.
  double root_weight() { return holds({}) ? open_weight() : 0; }

 private:
  static constexpr double kGrowth = 8;
  static constexpr long long kMaxPropagatedPlacements = 1 << 18;

  // Propagation's verdict on a cube, and on a literal under the cube propagated last.
  bool holds(const Cube& cube) { return !propagate_ || (cnf_.start(cube) && cnf_.extend({})); }
  int value(int lit) const { return propagate_ ? cnf_.value_of(lit) : 0; }

  // Estimated work of the state propagated now: it grows about kGrowth-fold with
  // each board row's worth of placements left open.
  double open_weight() const {
    long long open = 0;
    for (int lit : enc_.place) open += !enc_.is_constant(lit) && value(lit) == 0;
    return std::pow(kGrowth, static_cast<double>(open) / problem_.cols);
  }

  const Problem& problem_;
  Encoding enc_;
  WeighingPropagator cnf_;  // the CNF, to weigh cubes by what propagation leaves open
  bool propagate_ = true;
  std::vector<int> free_;  // cells where a piece may or may not stand, row-major
  long long to_place_ = 0;
};

}  // namespace

PartCubes part_cubes(const Problem& problem, const EncodeOptions& options, int index, int parts,
                     const RecordedCnf* recorded) {
  if (parts <= 1) return {{Cube{}}, 1};
  Splitter split(problem, options, recorded);

  // Refine the heaviest branch until the live ones are enough for every part.
  std::vector<Branch> branches{Branch{}};
  branches[0].weight = split.root_weight();
  std::vector<char> leaf{1};
  auto lighter = [&](std::size_t a, std::size_t b) {
    if (branches[a].weight != branches[b].weight) return branches[a].weight < branches[b].weight;
    return branches[a].path > branches[b].path;
  };
  std::priority_queue<std::size_t, std::vector<std::size_t>, decltype(lighter)> queue(lighter);
  queue.push(0);
  const std::size_t wanted = static_cast<std::size_t>(kCubesPerPart) * parts;
  std::size_t live = branches[0].weight > 0;
  while (!queue.empty() && live < wanted) {
    const std::size_t top = queue.top();
    queue.pop();
    if (branches[top].weight == 0 || !split.refinable(branches[top])) continue;
    leaf[top] = 0;
    live -= 1;
    for (Branch& child : split.children(branches[top])) {
      live += child.weight > 0;
      branches.push_back(std::move(child));
      leaf.push_back(1);
      queue.push(branches.size() - 1);
    }
  }

  // Heaviest first, each to the least loaded part (ties: the lower part).
  std::vector<std::size_t> by_weight;
  for (std::size_t i = 0; i < branches.size(); ++i)
    if (leaf[i]) by_weight.push_back(i);
  std::sort(by_weight.begin(), by_weight.end(), [&](std::size_t a, std::size_t b) { return lighter(b, a); });
  using Load = std::pair<double, int>;
  std::priority_queue<Load, std::vector<Load>, std::greater<Load>> loads;
  for (int p = 0; p < parts; ++p) loads.push({0.0, p});
  std::vector<int> part_of(branches.size(), -1);
  for (std::size_t i : by_weight) {
    auto [load, p] = loads.top();
    loads.pop();
    part_of[i] = p;
    loads.push({load + branches[i].weight, p});
  }
  PartCubes result;
  Fnv1a h;  // over (part, cube) in search order, the cube in literals
  std::vector<std::size_t> in_order = by_weight;
  std::sort(in_order.begin(), in_order.end(), [&](std::size_t a, std::size_t b) { return branches[a].path < branches[b].path; });
  for (std::size_t i : in_order) {
    Cube cube = split.cube(branches[i]);
    h.add(std::int64_t{part_of[i]});
    h.add(static_cast<std::int64_t>(cube.size()));
    for (int lit : cube) h.add(std::int64_t{lit});
    if (part_of[i] == index) result.cubes.push_back(cube_in_cells(cube, split.encoding()));
  }
  result.digest = h.value();
  return result;
}

}  // namespace chessy
