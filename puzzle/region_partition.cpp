#include "puzzle/region_partition.hpp"

#include <algorithm>
#include <cstdlib>
#include <utility>
#include <vector>

namespace chessy::puzzle {

namespace {

// The search's work for one question: a count up to the cap on a grid a few moves from
// a unique one takes a few hundred propagations; the budget stops the rare runaway on a
// fresh partition (counted as "more than the cap").
std::uint64_t kCountBudget = getenv("CB") ? atol(getenv("CB")) : 200000;
// Solutions counted up to this: enough to tell a better move from a worse one while
// the grid has many, cheap once it has few.
int kCap = getenv("CAP") ? atoi(getenv("CAP")) : 8;
// Moves tried a step, the best made; steps before the attempt is given up.
std::size_t kMovesTried = getenv("MT") ? atol(getenv("MT")) : 6;
constexpr int kMaxSteps = 60;

// The 4 cells sharing a side with `cell`.
template <typename F>
void for_sides(int n, int cell, F f) {
  const int r = cell / n, c = cell % n;
  if (r > 0) f(cell - n);
  if (r + 1 < n) f(cell + n);
  if (c > 0) f(cell - 1);
  if (c + 1 < n) f(cell + 1);
}

// Cells grown from `seeds` (region i from seeds[i]) until every cell has a region: the
// region drawn first, then a free cell beside it, so that small regions grow as fast
// as big ones. `region` holds -1 on the cells still free.
void grow_from(int n, const std::vector<int>& seeds, std::vector<int>& region, Random& random) {
  std::vector<std::vector<int>> cells(seeds.size());
  for (std::size_t g = 0; g < seeds.size(); ++g) {
    region[static_cast<std::size_t>(seeds[g])] = static_cast<int>(g);
    cells[g].push_back(seeds[g]);
  }
  std::vector<int> open, order(seeds.size());
  for (std::size_t g = 0; g < order.size(); ++g) order[g] = static_cast<int>(g);
  for (bool grew = true; grew;) {
    grew = false;
    random.shuffle(order);
    for (const int g : order) {
      open.clear();
      for (const int cell : cells[static_cast<std::size_t>(g)])
        for_sides(n, cell, [&](int next) {
          if (region[static_cast<std::size_t>(next)] < 0) open.push_back(next);
        });
      if (open.empty()) continue;
      const int take = open[random.below(open.size())];
      region[static_cast<std::size_t>(take)] = g;
      cells[static_cast<std::size_t>(g)].push_back(take);
      grew = true;
      break;
    }
  }
}

// Step 2: a small region around each star, then (K > 1) those joined K at a time into
// connected regions, a group started at the small region with fewest free neighbours
// (the one most likely to be walled in) and grown the same way. Nothing when the
// joining strands one.
std::optional<std::vector<int>> grow(int n, int k, const StarCells& stars, Random& random) {
  std::vector<int> small(static_cast<std::size_t>(n * n), -1);
  grow_from(n, stars, small, random);
  if (k == 1) return small;
  const std::size_t count = stars.size();
  std::vector<std::vector<int>> beside(count);
  for (int cell = 0; cell < n * n; ++cell)
    for_sides(n, cell, [&](int next) {
      const int a = small[static_cast<std::size_t>(cell)], b = small[static_cast<std::size_t>(next)];
      std::vector<int>& list = beside[static_cast<std::size_t>(a)];
      if (a != b && std::find(list.begin(), list.end(), b) == list.end()) list.push_back(b);
    });
  std::vector<int> group(count, -1);
  auto free_beside = [&](int a) {
    int f = 0;
    for (const int b : beside[static_cast<std::size_t>(a)]) f += group[static_cast<std::size_t>(b)] < 0;
    return f;
  };
  // The free small region with fewest free neighbours among `from` (ties at random).
  auto most_confined = [&](const std::vector<int>& from) {
    int best = -1, best_free = 1 << 30;
    std::size_t ties = 0;
    for (const int a : from) {
      const int f = free_beside(a);
      if (f < best_free) best = a, best_free = f, ties = 1;
      else if (f == best_free && random.below(++ties) == 0) best = a;
    }
    return best;
  };
  std::vector<int> all(count);
  for (std::size_t a = 0; a < count; ++a) all[a] = static_cast<int>(a);
  for (int g = 0; g < n; ++g) {
    std::vector<int> free_ones;
    for (const int a : all)
      if (group[static_cast<std::size_t>(a)] < 0) free_ones.push_back(a);
    std::vector<int> members{most_confined(free_ones)};
    group[static_cast<std::size_t>(members[0])] = g;
    while (static_cast<int>(members.size()) < k) {
      std::vector<int> next;
      for (const int a : members)
        for (const int b : beside[static_cast<std::size_t>(a)])
          if (group[static_cast<std::size_t>(b)] < 0 && std::find(next.begin(), next.end(), b) == next.end()) next.push_back(b);
      if (next.empty()) return std::nullopt;
      const int b = most_confined(next);
      group[static_cast<std::size_t>(b)] = g;
      members.push_back(b);
    }
  }
  for (int& r : small) r = group[static_cast<std::size_t>(r)];
  return small;
}

// Whether region `g` stays in one piece without `gone`.
bool connected_without(const std::vector<int>& region, int n, int g, int gone) {
  std::vector<char> seen(region.size(), 0);
  std::vector<int> stack;
  int size = 0;
  for (int cell = 0; cell < n * n; ++cell)
    if (region[static_cast<std::size_t>(cell)] == g && cell != gone) {
      ++size;
      if (stack.empty() && !seen[static_cast<std::size_t>(cell)]) {
        stack.push_back(cell);
        seen[static_cast<std::size_t>(cell)] = 1;
      }
    }
  int reached = 0;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    ++reached;
    for_sides(n, cell, [&](int next) {
      const std::size_t i = static_cast<std::size_t>(next);
      if (region[i] == g && next != gone && !seen[i]) {
        seen[i] = 1;
        stack.push_back(next);
      }
    });
  }
  return reached == size;
}

// Solutions up to the cap, and one of them other than `planted` (when any).
struct Score {
  int solutions = kCap + 1;  // kCap + 1: the budget ran out
  StarCells other;
};

Score score(const RegionGrid& grid, const StarCells& planted, Random& random, PartitionWork& work) {
  StarCount c = count_stars(grid, kCap, kCountBudget);
  work.nodes += c.nodes;
  Score s;
  if (c.complete || c.solutions >= kCap) s.solutions = c.solutions;
  std::vector<StarCells*> others;
  for (StarCells& f : c.found)
    if (f != planted) others.push_back(&f);
  if (!others.empty()) s.other = std::move(*others[random.below(others.size())]);
  return s;
}

}  // namespace

std::optional<UniqueGrid> unique_grid(int n, int k, Random& random, PartitionWork& work,
                                      const std::function<void()>& poll) {
  ++work.attempts;
  UniqueGrid out;
  out.grid.n = n;
  out.grid.stars = k;
  const std::optional<StarCells> stars = random_stars(out.grid, random, kCountBudget);
  if (!stars) return std::nullopt;
  out.solution = *stars;
  std::optional<std::vector<int>> region;
  for (int tries = 0; tries < 20 && !region; ++tries) region = grow(n, k, out.solution, random);
  if (!region) return std::nullopt;
  out.grid.region = std::move(*region);
  out.grid.regions = n;
  poll();
  Score now = score(out.grid, out.solution, random, work);
  std::vector<char> planted(out.grid.region.size(), 0);
  for (const int s : out.solution) planted[static_cast<std::size_t>(s)] = 1;
  for (int step = 0; step < kMaxSteps; ++step) {
    if (now.solutions == 1) return out;
    if (now.other.empty()) return std::nullopt;  // none, or only the budget's "many"
    // Step 3's moves: a star of the other solution, not planted, to a region beside it.
    std::vector<std::pair<int, int>> moves;  // cell, its new region
    for (const int cell : now.other) {
      if (planted[static_cast<std::size_t>(cell)]) continue;
      const int from = out.grid.region[static_cast<std::size_t>(cell)];
      std::vector<int> to;
      for_sides(n, cell, [&](int next) {
        const int g = out.grid.region[static_cast<std::size_t>(next)];
        if (g != from && std::find(to.begin(), to.end(), g) == to.end()) to.push_back(g);
      });
      if (to.empty() || !connected_without(out.grid.region, n, from, cell)) continue;
      for (const int g : to) moves.push_back({cell, g});
    }
    if (moves.empty()) return std::nullopt;
    random.shuffle(moves);
    moves.resize(std::min(moves.size(), kMovesTried));
    std::optional<std::pair<std::pair<int, int>, Score>> best;
    for (const auto& [cell, g] : moves) {
      poll();
      const int from = std::exchange(out.grid.region[static_cast<std::size_t>(cell)], g);
      Score s = score(out.grid, out.solution, random, work);
      out.grid.region[static_cast<std::size_t>(cell)] = from;
      if (s.solutions >= 1 && (!best || s.solutions < best->second.solutions)) best.emplace(std::pair(cell, g), std::move(s));
      if (best && best->second.solutions == 1) break;
    }
    if (!best) return std::nullopt;
    out.grid.region[static_cast<std::size_t>(best->first.first)] = best->first.second;
    now = std::move(best->second);
    ++work.moves;
  }
  return std::nullopt;
}

}  // namespace chessy::puzzle
