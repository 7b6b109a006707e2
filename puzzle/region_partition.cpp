#include "puzzle/region_partition.hpp"

#include <algorithm>
#include <utility>
#include <vector>

namespace chessy::puzzle {

namespace {

// The tuning, measured on 30 attempts at 14 x 14 with three stars (CPU seconds a
// puzzle made; 9 x 9 with one star makes one in 2 attempts, 1 ms, whatever the choice):
// - kCap, the solutions counted: 2 (only "is there another, and which") beats 3 and 4
//   (1.9 s, 3.7 s, 24 s): a count to the cap has to finish the search, and most grids
//   on the way have more than a few solutions;
// - kMovesTried, the moves scored a step (the one leaving fewest solutions made): 1
//   (1.9 s; 2: 3.9 s; 3: 6.2 s): the second solution found next is as good a guide;
// - kCountBudget, a search's propagations before it counts as "too many": 50000 (20000
//   gave up on grids that became unique: 5.3 s a puzzle).
constexpr std::uint64_t kCountBudget = 50000;
constexpr int kCap = 2;
constexpr std::size_t kMovesTried = 1;
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

// The cells that leave region `g` with `gone`: `gone` itself and whatever of the region
// it alone joins to the region's planted stars (they go along, so that both regions
// stay in one piece); nothing when the planted stars would end up apart.
std::optional<std::vector<int>> carried(const std::vector<int>& region, const std::vector<char>& planted, int n, int g,
                                        int gone) {
  std::vector<int> part(region.size(), -1);  // the pieces of the region without `gone`
  std::vector<int> stack, out{gone};
  int starred = -1;  // the piece holding the planted stars
  for (int start = 0, pieces = 0; start < n * n; ++start) {
    const std::size_t s0 = static_cast<std::size_t>(start);
    if (region[s0] != g || start == gone || part[s0] >= 0) continue;
    std::vector<int> cells;
    bool stars = false;
    part[s0] = pieces;
    for (stack.push_back(start); !stack.empty();) {
      const int cell = stack.back();
      stack.pop_back();
      cells.push_back(cell);
      stars = stars || planted[static_cast<std::size_t>(cell)];
      for_sides(n, cell, [&](int next) {
        const std::size_t i = static_cast<std::size_t>(next);
        if (region[i] == g && next != gone && part[i] < 0) {
          part[i] = pieces;
          stack.push_back(next);
        }
      });
    }
    if (stars) {
      if (starred >= 0) return std::nullopt;
      starred = pieces;
    } else {
      out.insert(out.end(), cells.begin(), cells.end());
    }
    ++pieces;
  }
  return out;
}

// Solutions up to the cap, and one of them other than `planted` (when any).
struct Score {
  int solutions = kCap + 1;  // kCap + 1: the budget ran out
  StarCells other;
};

Score score(const StarGrid& grid, const StarCells& planted, Random& random, PartitionWork& work) {
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
  // A region of one cell (K cells apart) is a star given in all but name: a region
  // keeps at least 2K cells where the grid has room for it (N >= 5). Measured: a third
  // fewer attempts succeed at 9 x 9 with one star (1.8 ms a puzzle), as many at 14 x 14
  // with three.
  const int smallest = n >= 5 ? 2 * k : 1;
  auto size_of = [&](int g) { return static_cast<int>(std::count(out.grid.region.begin(), out.grid.region.end(), g)); };
  for (int step = 0; step < kMaxSteps; ++step) {
    if (now.solutions == 1) {
      for (int g = 0; g < n; ++g)
        if (size_of(g) < smallest) return std::nullopt;  // grown so (step 2)
      return out;
    }
    if (now.other.empty()) return std::nullopt;  // none, or only the budget's "many"
    // Step 3's moves: a star of the other solution, not planted, to a region beside it
    // (with what it alone joins to its region's stars).
    struct Move {
      std::vector<int> cells;
      int to;
    };
    std::vector<Move> moves;
    for (const int cell : now.other) {
      if (planted[static_cast<std::size_t>(cell)]) continue;
      const int from = out.grid.region[static_cast<std::size_t>(cell)];
      std::vector<int> to;
      for_sides(n, cell, [&](int next) {
        const int g = out.grid.region[static_cast<std::size_t>(next)];
        if (g != from && std::find(to.begin(), to.end(), g) == to.end()) to.push_back(g);
      });
      if (to.empty()) continue;
      const std::optional<std::vector<int>> cells = carried(out.grid.region, planted, n, from, cell);
      if (!cells || size_of(from) - static_cast<int>(cells->size()) < smallest) continue;
      for (const int g : to) moves.push_back({*cells, g});
    }
    if (moves.empty()) return std::nullopt;
    random.shuffle(moves);
    moves.resize(std::min(moves.size(), kMovesTried));
    std::optional<std::pair<const Move*, Score>> best;
    for (const Move& move : moves) {
      poll();
      const int from = out.grid.region[static_cast<std::size_t>(move.cells.front())];
      for (const int cell : move.cells) out.grid.region[static_cast<std::size_t>(cell)] = move.to;
      Score s = score(out.grid, out.solution, random, work);
      for (const int cell : move.cells) out.grid.region[static_cast<std::size_t>(cell)] = from;
      if (s.solutions >= 1 && (!best || s.solutions < best->second.solutions)) best.emplace(&move, std::move(s));
      if (best && best->second.solutions == 1) break;
    }
    if (!best) return std::nullopt;
    for (const int cell : best->first->cells) out.grid.region[static_cast<std::size_t>(cell)] = best->first->to;
    now = std::move(best->second);
    ++work.moves;
  }
  return std::nullopt;
}

}  // namespace chessy::puzzle
