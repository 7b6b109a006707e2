#include "enumerate/regions/regions_engine.hpp"

#include <algorithm>
#include <chrono>

#include "encoder/symmetry.hpp"
#include "model/canonical.hpp"
#include "model/check.hpp"

namespace chessy {

namespace {

// The engine's stars as a Solution of the problem's one type (K N kings), checked.
Solution decode(const Problem& problem, std::span<const std::uint64_t> stars) {
  Solution s;
  for (int r = 0; r < problem.rows; ++r)
    for (std::uint64_t m = stars[static_cast<std::size_t>(r)]; m; m &= m - 1)
      s.push_back({r * problem.cols + __builtin_ctzll(m), 0});
  if (auto why = violation(problem, s)) throw InternalError("the region engine's solution is not one: " + *why);
  return s;
}

}  // namespace

std::optional<RegionGrid> region_grid(const Problem& problem) {
  if (!problem.region_puzzle() || problem.rows != problem.cols || problem.cols > kRegionMaxSide) return std::nullopt;
  RegionGrid g;
  g.n = problem.rows;
  g.stars = problem.stars;
  g.region = problem.region;
  g.fixed.assign(static_cast<std::size_t>(g.n), 0);
  g.empty.assign(static_cast<std::size_t>(g.n), 0);
  for (const FixedPiece& f : problem.fixed) g.fixed[static_cast<std::size_t>(f.row)] |= std::uint64_t{1} << f.col;
  for (const BlockedCell& x : problem.blocked) g.empty[static_cast<std::size_t>(x.row)] |= std::uint64_t{1} << x.col;
  return g;
}

RegionGrid required_region_grid(const Problem& problem) {
  std::optional<RegionGrid> grid = region_grid(problem);
  if (!grid) throw InputError("chessy-sat: --engine regions: only for region puzzles (a regions grid, docs/rules.md)");
  return *grid;
}

Enumeration enumerate_regions(const Problem& problem, const RegionGrid& grid, const EnumerateOptions& options) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  Enumeration e;
  e.engine = Engine::Regions;
  const std::vector<Symmetry> own = own_group(problem);
  bool limited = false;
  RegionOptions how{.limit = 0, .stop = options.encode.stop, .on_solution = {}};
  how.on_solution = [&](std::span<const std::uint64_t> stars) {
    const Solution s = decode(problem, stars);
    ++e.models;
    if (options.progress) options.progress->models.store(e.models, std::memory_order_relaxed);
    // Every solution is met: a class is taken where its least member is.
    std::vector<Solution> members = options.merge_symmetric ? class_members(problem, s, own) : std::vector<Solution>{s};
    if (members.front() != s) return true;
    SolutionClass c{std::move(members.front()), members.size(), false};
    ++e.fundamental;
    e.total += c.size;
    if (options.progress) options.progress->classes.store(e.fundamental, std::memory_order_relaxed);
    if (options.on_class) options.on_class(c);
    else if (options.keep_classes) e.classes.push_back(std::move(c));
    limited = options.limit && e.fundamental >= options.limit;
    return !limited;
  };
  const RegionResult found = search_regions(grid, how);
  e.complete = found.complete;
  e.interrupted = found.interrupted;
  e.calls = e.cubes = 1;  // one search, no cubes
  std::sort(e.classes.begin(), e.classes.end(), [&](const SolutionClass& a, const SolutionClass& b) {
    return compare_boards(problem, a.representative, b.representative) < 0;
  });
  e.solve_seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return e;
}

std::optional<Solution> find_one_region(const Problem& problem, const RegionGrid& grid, const std::atomic<bool>* stop) {
  std::optional<Solution> one;
  const RegionResult found = search_regions(grid, {.limit = 1, .stop = stop, .on_solution = [&](std::span<const std::uint64_t> stars) {
                                                     one = decode(problem, stars);
                                                     return true;
                                                   }});
  if (found.interrupted) throw Interrupted();
  return one;
}

std::uint64_t region_engine_bytes(const Problem& problem) {
  return region_search_bytes(problem.rows, std::max(1, problem.stars));
}

}  // namespace chessy
