// The region engine's search (enumerate/regions/region_search.hpp) against a brute
// force written here, for the engine's own development: every set of K cells a row
// that touch nothing, filtered by columns and regions. The independent referee of
// region puzzles is tests/support's; this one only has to be obviously right.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "enumerate/regions/region_search.hpp"

namespace {

using chessy::RegionGrid;
using Mask = std::uint64_t;

// Counts the solutions of `grid` row by row over every K-subset of each row.
struct RegionBruteForce {
  const RegionGrid& grid;
  std::vector<Mask> rows;  // the K-subsets of n cells that hold no two neighbours
  std::vector<int> col_count, reg_count;
  std::uint64_t solutions = 0;

  explicit RegionBruteForce(const RegionGrid& g)
      : grid(g), col_count(g.n, 0), reg_count(*std::max_element(g.region.begin(), g.region.end()) + 1, 0) {
    for (Mask m = 0; m < (Mask{1} << g.n); ++m)
      if (__builtin_popcountll(m) == g.stars && !(m & (m << 1))) rows.push_back(m);
  }
  void row(int r, Mask above) {
    const int n = grid.n;
    if (r == n) {
      for (int c = 0; c < n; ++c)
        if (col_count[c] != grid.stars) return;
      std::set<int> ids(grid.region.begin(), grid.region.end());
      for (int id : ids)
        if (reg_count[id] != grid.stars) return;
      ++solutions;
      return;
    }
    const Mask fixed = grid.fixed.empty() ? 0 : grid.fixed[r];
    const Mask empty = grid.empty.empty() ? 0 : grid.empty[r];
    for (Mask m : rows) {
      if ((m & fixed) != fixed || (m & empty) || (m & (above | above << 1 | above >> 1))) continue;
      bool fits = true;
      for (int c = 0; c < n; ++c)
        if (m >> c & 1) {
          fits &= ++col_count[c] <= grid.stars;
          fits &= ++reg_count[grid.region[r * n + c]] <= grid.stars;
        }
      if (fits) row(r + 1, m);
      for (int c = 0; c < n; ++c)
        if (m >> c & 1) {
          --col_count[c];
          --reg_count[grid.region[r * n + c]];
        }
    }
  }
};

std::uint64_t brute_force_count(const RegionGrid& grid) {
  RegionBruteForce b(grid);
  b.row(0, 0);
  return b.solutions;
}

// Grows the labelled cells of `owner` (-1: none yet) over the grid by random flood, a
// neighbour at a time, until every cell has a label.
void flood_regions(int n, std::vector<int>& owner, std::mt19937& rng) {
  std::vector<int> frontier;
  for (int i = 0; i < n * n; ++i)
    if (owner[i] >= 0) frontier.push_back(i);
  while (!frontier.empty()) {
    const std::size_t pick = std::uniform_int_distribution<std::size_t>(0, frontier.size() - 1)(rng);
    const int at = frontier[pick];
    std::vector<int> free;
    for (int d : {-n, n, -1, 1}) {
      const int to = at + d;
      if (to < 0 || to >= n * n || ((d == 1 || d == -1) && to / n != at / n)) continue;
      if (owner[to] < 0) free.push_back(to);
    }
    if (free.empty()) {
      frontier.erase(frontier.begin() + static_cast<std::ptrdiff_t>(pick));
      continue;
    }
    const int to = free[std::uniform_int_distribution<std::size_t>(0, free.size() - 1)(rng)];
    owner[to] = owner[at];
    frontier.push_back(to);
  }
}

// n connected regions grown from n random cells.
std::vector<int> grown_regions(int n, std::mt19937& rng) {
  std::vector<int> owner(n * n, -1);
  std::uniform_int_distribution<int> cell(0, n * n - 1);
  for (int s = 0; s < n;) {
    const int at = cell(rng);
    if (owner[at] < 0) owner[at] = s++;
  }
  flood_regions(n, owner, rng);
  return owner;
}

// K stars a row and a column, none touching, found by a shuffled search row by row.
std::vector<Mask> planted_stars(int n, int k, std::mt19937& rng) {
  std::vector<Mask> rows;
  for (Mask m = 0; m < (Mask{1} << n); ++m)
    if (__builtin_popcountll(m) == k && !(m & (m << 1))) rows.push_back(m);
  std::vector<Mask> stars(n, 0);
  std::vector<int> cols(n, 0);
  auto fill = [&](auto&& self, int r) -> bool {
    if (r == n) return std::all_of(cols.begin(), cols.end(), [&](int c) { return c == k; });
    std::vector<Mask> order = rows;
    std::shuffle(order.begin(), order.end(), rng);
    const Mask above = r > 0 ? stars[r - 1] : 0;
    for (Mask m : order) {
      if (m & (above | above << 1 | above >> 1)) continue;
      bool fits = true;
      for (int c = 0; c < n; ++c) fits &= !(m >> c & 1) || cols[c] < k;
      if (!fits) continue;
      for (int c = 0; c < n; ++c) cols[c] += m >> c & 1;
      stars[r] = m;
      if (self(self, r + 1)) return true;
      for (int c = 0; c < n; ++c) cols[c] -= m >> c & 1;
    }
    return false;
  };
  fill(fill, 0);
  return stars;
}

// Regions grown from the stars of a planted solution (K of them a region, a region
// not always connected when K = 2): at least that solution.
std::vector<int> regions_around_stars(int n, int k, std::mt19937& rng) {
  const std::vector<Mask> stars = planted_stars(n, k, rng);
  std::vector<int> seeds;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (stars[r] >> c & 1) seeds.push_back(r * n + c);
  std::shuffle(seeds.begin(), seeds.end(), rng);
  // Flood from every star at once; star j's cells go to region j / K.
  std::vector<int> owner(n * n, -1);
  for (std::size_t j = 0; j < seeds.size(); ++j) owner[seeds[j]] = static_cast<int>(j) / k;
  flood_regions(n, owner, rng);
  return owner;
}

RegionGrid random_region_grid(std::mt19937& rng) {
  RegionGrid g;
  g.n = std::uniform_int_distribution<int>(4, 8)(rng);
  g.stars = std::uniform_int_distribution<int>(1, 2)(rng);
  const int kind = std::uniform_int_distribution<int>(0, 9)(rng);
  if (kind == 0) {  // scattered ids, not always n of them
    const int ids = g.n + std::uniform_int_distribution<int>(-1, 1)(rng);
    for (int i = 0; i < g.n * g.n; ++i) g.region.push_back(std::uniform_int_distribution<int>(0, ids - 1)(rng) * 3 + 1);
  } else if (kind < 6) {
    g.region = regions_around_stars(g.n, g.stars, rng);
  } else {
    g.region = grown_regions(g.n, rng);
  }
  if (std::uniform_int_distribution<int>(0, 3)(rng) == 0) {
    g.empty.assign(g.n, 0);
    for (int i = 0; i < g.n; ++i)
      if (std::uniform_int_distribution<int>(0, 9)(rng) == 0) g.empty[i] |= Mask{1} << (rng() % g.n);
  }
  if (std::uniform_int_distribution<int>(0, 4)(rng) == 0) {
    g.fixed.assign(g.n, 0);
    g.fixed[rng() % g.n] |= Mask{1} << (rng() % g.n);
  }
  return g;
}

std::string grid_text(const RegionGrid& g) {
  std::ostringstream out;
  out << "n " << g.n << " stars " << g.stars << "\n";
  for (int r = 0; r < g.n; ++r) {
    for (int c = 0; c < g.n; ++c) {
      const bool fixed = !g.fixed.empty() && (g.fixed[r] >> c & 1);
      const bool empty = !g.empty.empty() && (g.empty[r] >> c & 1);
      out << (fixed ? '*' : empty ? 'x' : static_cast<char>('A' + g.region[r * g.n + c] % 52));
    }
    out << "\n";
  }
  return out.str();
}

// Whether `stars` is a solution of `grid`, checked cell by cell.
bool region_solution_holds(const RegionGrid& g, const std::vector<Mask>& stars) {
  const int n = g.n;
  std::vector<int> cols(n, 0), regs(*std::max_element(g.region.begin(), g.region.end()) + 1, 0);
  for (int r = 0; r < n; ++r) {
    if (__builtin_popcountll(stars[r]) != g.stars) return false;
    const Mask near = stars[r] << 1 | stars[r] >> 1 | (r > 0 ? stars[r - 1] | stars[r - 1] << 1 | stars[r - 1] >> 1 : 0);
    if (stars[r] & near) return false;
    if (!g.empty.empty() && (stars[r] & g.empty[r])) return false;
    if (!g.fixed.empty() && (stars[r] & g.fixed[r]) != g.fixed[r]) return false;
    for (int c = 0; c < n; ++c)
      if (stars[r] >> c & 1) {
        ++cols[c];
        ++regs[g.region[r * n + c]];
      }
  }
  for (int c = 0; c < n; ++c)
    if (cols[c] != g.stars) return false;
  for (int id : std::set<int>(g.region.begin(), g.region.end()))
    if (regs[id] != g.stars) return false;
  return true;
}

TEST(RegionSearch, CountsAsTheBruteForceOnRandomGrids) {
  std::mt19937 rng(37);
  int with_solutions = 0, several = 0;
  for (int i = 0; i < 1000; ++i) {
    const RegionGrid g = random_region_grid(rng);
    SCOPED_TRACE(grid_text(g));
    std::set<std::vector<Mask>> seen;
    chessy::RegionOptions options;
    options.on_solution = [&](std::span<const Mask> stars) {
      const std::vector<Mask> s(stars.begin(), stars.end());
      EXPECT_TRUE(region_solution_holds(g, s));
      EXPECT_TRUE(seen.insert(s).second) << "a solution met twice";
      return true;
    };
    const chessy::RegionResult found = chessy::search_regions(g, options);
    const std::uint64_t expected = brute_force_count(g);
    ASSERT_EQ(found.solutions, expected);
    EXPECT_TRUE(found.complete);
    with_solutions += expected > 0;
    several += expected > 1;
  }
  // The grids must exercise the search, not only its "none".
  EXPECT_GT(with_solutions, 300);
  EXPECT_GT(several, 100);
}

TEST(RegionSearch, LimitStopsAtTwo) {
  std::mt19937 rng(5);
  int checked = 0;
  for (int i = 0; i < 400 && checked < 30; ++i) {
    const RegionGrid g = random_region_grid(rng);
    const std::uint64_t all = chessy::search_regions(g).solutions;
    if (all < 3) continue;
    ++checked;
    const chessy::RegionResult two = chessy::search_regions(g, {.limit = 2, .on_solution = {}});
    EXPECT_EQ(two.solutions, 2u);
    EXPECT_FALSE(two.complete);
  }
  EXPECT_EQ(checked, 30);
}

TEST(RegionSearch, StopFlagEndsTheSearch) {
  RegionGrid g;
  g.n = 8;
  g.stars = 1;
  for (int i = 0; i < 64; ++i) g.region.push_back(i / 8);  // the rows: 8 queens kings-style, many solutions
  const std::atomic<bool> stop{true};
  const chessy::RegionResult r = chessy::search_regions(g, {.stop = &stop, .on_solution = {}});
  EXPECT_TRUE(r.interrupted);
  EXPECT_FALSE(r.complete);
}

TEST(RegionSearch, TheSpecExampleHasSixSolutions) {
  // The 5x5 example of docs/input.md: not a unique puzzle (six solutions, by the brute
  // force), so counting to two stops at two.
  const std::vector<std::string> rows = {"AABBB", "AABBB", "CCDDB", "CCDDE", "CCDEE"};
  RegionGrid g;
  g.n = 5;
  for (const std::string& row : rows)
    for (char ch : row) g.region.push_back(ch - 'A');
  ASSERT_EQ(brute_force_count(g), 6u);
  EXPECT_EQ(chessy::search_regions(g).solutions, 6u);
  const chessy::RegionResult two = chessy::search_regions(g, {.limit = 2, .on_solution = {}});
  EXPECT_EQ(two.solutions, 2u);
  EXPECT_FALSE(two.complete);
}

}  // namespace
