#include "puzzle/region_search.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace chessy::puzzle {

namespace {

constexpr int kMaxSide = 62;
constexpr int kMaxUnits = 3 * kMaxSide;  // rows, columns, regions (at most one a cell row)
using Word = std::uint64_t;

// The most stars that fit in the cells of `m` (bits of a line) with no two touching: the
// lowest cell, then the next cell not beside it, and so on (greedy is optimal on a line).
int most_apart(Word m) {
  int stars = 0;
  for (; m; ++stars) m &= ~((m & -m) * 3);  // the lowest cell and the one after it
  return stars;
}

// What is decided: the stars placed, the cells still free to take one (never a star's
// cell nor a neighbour of a star), by rows and by columns, and each unit's counts.
struct Board {
  std::array<Word, kMaxSide> star{}, free{}, free_by_col{};
  std::array<std::int16_t, kMaxUnits> placed{}, open{};  // a unit's stars and free cells
};

class Search {
 public:
  Search(const StarGrid& grid, int limit, std::uint64_t budget, Random* random)
      : n_(grid.n), k_(grid.stars), units_(2 * grid.n + grid.regions), limit_(limit), budget_(budget), random_(random),
        region_of_(static_cast<std::size_t>(grid.n * grid.n), -1), region_cells_(static_cast<std::size_t>(grid.regions)),
        region_rows_(static_cast<std::size_t>(grid.regions)) {
    const Word all = (Word{1} << n_) - 1;
    for (int r = 0; r < n_; ++r) start_.free[static_cast<std::size_t>(r)] = start_.free_by_col[static_cast<std::size_t>(r)] = all;
    for (int u = 0; u < 2 * n_; ++u) start_.open[static_cast<std::size_t>(u)] = static_cast<std::int16_t>(n_);
    for (int cell = 0; cell < static_cast<int>(grid.region.size()); ++cell) {
      const int g = grid.region[static_cast<std::size_t>(cell)];
      region_of_[static_cast<std::size_t>(cell)] = 2 * n_ + g;
      region_cells_[static_cast<std::size_t>(g)].push_back(cell);
      Rows& rows = region_rows_[static_cast<std::size_t>(g)];
      if (rows.mask.empty()) rows.mask.assign(static_cast<std::size_t>(n_), 0), rows.lo = cell / n_;
      rows.mask[static_cast<std::size_t>(cell / n_)] |= Word{1} << (cell % n_);
      rows.hi = cell / n_;
      ++start_.open[static_cast<std::size_t>(2 * n_ + g)];
    }
  }

  StarCount run() {
    Board b = start_;
    if (propagate(b)) search(b);
    return std::move(out_);
  }

 private:
  std::size_t at(int i) const { return static_cast<std::size_t>(i); }

  // The cell is no longer free (a star or a neighbour of one, or a branch's "no").
  void take(Board& b, int r, int c) const {
    if (!(b.free[at(r)] >> c & 1)) return;
    b.free[at(r)] &= ~(Word{1} << c);
    b.free_by_col[at(c)] &= ~(Word{1} << r);
    --b.open[at(r)];
    --b.open[at(n_ + c)];
    if (const int g = region_of_[at(r * n_ + c)]; g >= 0) --b.open[at(g)];
  }

  void place(Board& b, int r, int c) const {
    b.star[at(r)] |= Word{1} << c;
    ++b.placed[at(r)];
    ++b.placed[at(n_ + c)];
    if (const int g = region_of_[at(r * n_ + c)]; g >= 0) ++b.placed[at(g)];
    for (int q = std::max(0, r - 1); q <= std::min(n_ - 1, r + 1); ++q)
      for (int d = std::max(0, c - 1); d <= std::min(n_ - 1, c + 1); ++d) take(b, q, d);
  }

  // The free cells of unit `u`, one call of f(r, c) each.
  template <typename F>
  void for_free(const Board& b, int u, F f) const {
    if (u < n_) {
      for (Word m = b.free[at(u)]; m; m &= m - 1) f(u, std::countr_zero(m));
    } else if (u < 2 * n_) {
      for (Word m = b.free_by_col[at(u - n_)]; m; m &= m - 1) f(std::countr_zero(m), u - n_);
    } else {
      for (const int cell : region_cells_[at(u - 2 * n_)])
        if (b.free[at(cell / n_)] >> (cell % n_) & 1) f(cell / n_, cell % n_);
    }
  }

  // Whether lines i and i+1 (rows, or columns with `cols`) can still take their stars:
  // each alone, and both together (two stars in one or neighbouring columns touch).
  bool lines_fit(const Board& b, bool cols) const {
    const auto& free = cols ? b.free_by_col : b.free;
    const int base = cols ? n_ : 0;
    for (int i = 0; i < n_; ++i) {
      const int need = k_ - b.placed[at(base + i)];
      if (need > 0 && most_apart(free[at(i)]) < need) return false;
      if (i + 1 < n_) {
        const int both = need + k_ - b.placed[at(base + i + 1)];
        if (both > 1 && most_apart(free[at(i)] | free[at(i + 1)]) < both) return false;
      }
    }
    return true;
  }

  // Whether every region can still take its stars: cut into bands of two rows (both
  // ways of cutting), a band holds at most most_apart() of the region's free cells in
  // its two rows together (two stars in one or neighbouring columns of a band touch).
  bool regions_fit(const Board& b) const {
    for (std::size_t g = 0; g < region_rows_.size(); ++g) {
      const int need = k_ - b.placed[at(2 * n_) + g];
      if (need <= 0) continue;
      const Rows& rows = region_rows_[g];
      for (int first = rows.lo - 1; first <= rows.lo; ++first) {
        int most = 0;
        for (int r = first; r <= rows.hi; r += 2) {
          const Word a = r >= 0 ? b.free[at(r)] & rows.mask[at(r)] : 0;
          const Word c = r + 1 <= rows.hi ? b.free[at(r + 1)] & rows.mask[at(r + 1)] : 0;
          most += most_apart(a | c);
        }
        if (most < need) return false;
      }
    }
    return true;
  }

  // Regions confined to a band of lines (rows, or columns with `cols`): when the free
  // cells of some regions all lie in lines a..b, those regions' stars are stars of those
  // lines; more than the lines still take is a contradiction, as many leaves no star
  // for the lines' other cells, which are taken (`changed`). The player's "k regions in
  // k lines" (docs/rules.md "Region puzzles").
  bool confined(Board& b, bool cols, bool& changed) {
    const int regions = units_ - 2 * n_;
    std::array<int, kMaxSide> lo{}, hi{}, need{};
    for (int g = 0; g < regions; ++g) {
      need[at(g)] = k_ - b.placed[at(2 * n_ + g)];
      const Rows& rows = region_rows_[at(g)];
      Word across = 0;  // the columns of its free cells
      lo[at(g)] = n_, hi[at(g)] = -1;
      for (int r = rows.lo; r <= rows.hi; ++r)
        if (const Word m = b.free[at(r)] & rows.mask[at(r)]) {
          across |= m;
          if (!cols) lo[at(g)] = std::min(lo[at(g)], r), hi[at(g)] = r;
        }
      if (cols && across) lo[at(g)] = std::countr_zero(across), hi[at(g)] = 63 - std::countl_zero(across);
    }
    const int base = cols ? n_ : 0;
    for (int a = 0; a < n_; ++a) {
      std::array<int, kMaxSide> ending{};  // the stars of the regions in lines a..e, by e
      for (int g = 0; g < regions; ++g)
        if (need[at(g)] > 0 && lo[at(g)] >= a) ending[at(hi[at(g)])] += need[at(g)];
      int room = 0, inside = 0;
      for (int e = a; e < n_; ++e) {
        room += k_ - b.placed[at(base + e)];
        inside += ending[at(e)];
        if (inside > room) return false;
        if (inside == 0 || inside < room) continue;
        for (int line = a; line <= e; ++line)
          for (Word m = cols ? b.free_by_col[at(line)] : b.free[at(line)]; m; m &= m - 1) {
            const int r = cols ? std::countr_zero(m) : line, c = cols ? line : std::countr_zero(m);
            const int g = region_of_[at(r * n_ + c)] - 2 * n_;
            if (need[at(g)] > 0 && lo[at(g)] >= a && hi[at(g)] <= e) continue;
            take(b, r, c);
            changed = true;
          }
        if (changed) return true;
      }
    }
    return true;
  }

  // The forced moves until none is left; false on a contradiction.
  bool propagate(Board& b) {
    ++out_.nodes;
    for (bool changed = true; changed;) {
      changed = false;
      for (int u = 0; u < units_; ++u) {
        const int need = k_ - b.placed[at(u)], open = b.open[at(u)];
        if (need < 0 || open < need) return false;
        if (need == 0 && open > 0) {
          for_free(b, u, [&](int r, int c) { take(b, r, c); });
          changed = true;
        } else if (need > 0 && open == need) {  // one at a time: the next may touch it
          int r0 = -1, c0 = -1;
          for_free(b, u, [&](int r, int c) {
            if (r0 < 0) r0 = r, c0 = c;
          });
          place(b, r0, c0);
          changed = true;
        }
      }
      if (changed) continue;
      if (k_ > 1 && (!lines_fit(b, false) || !lines_fit(b, true) || !regions_fit(b))) return false;
      if (!region_rows_.empty() && (!confined(b, false, changed) || (!changed && !confined(b, true, changed)))) return false;
    }
    return true;
  }

  // The unit with stars still to place and fewest free cells a star, or -1: a solution.
  // (Fewest free cells alone: 4 times the work at 14 x 14 with three stars.)
  int tightest(const Board& b) const {
    int best = -1, best_key = 1 << 30;
    for (int u = 0; u < units_; ++u)
      if (const int need = k_ - b.placed[at(u)]; need > 0) {
        const int key = b.open[at(u)] * 8 / need;
        if (key < best_key) best = u, best_key = key;
      }
    return best;
  }

  // A free cell of `u`: the first, or a random one.
  std::pair<int, int> branch_cell(const Board& b, int u) {
    std::vector<std::pair<int, int>> cells;
    for_free(b, u, [&](int r, int c) { cells.push_back({r, c}); });
    return random_ ? cells[random_->below(cells.size())] : cells.front();
  }

  // Every solution below `b` (propagated), until the limit or the budget.
  void search(Board& b) {
    for (;;) {
      if (out_.solutions >= limit_) return;
      if (out_.nodes >= budget_) {
        out_.complete = false;
        return;
      }
      const int u = tightest(b);
      if (u < 0) {
        StarCells stars;
        for (int r = 0; r < n_; ++r)
          for (Word m = b.star[at(r)]; m; m &= m - 1) stars.push_back(r * n_ + std::countr_zero(m));
        out_.found.push_back(std::move(stars));
        ++out_.solutions;
        return;
      }
      const auto [r, c] = branch_cell(b, u);
      Board with = b;
      place(with, r, c);
      if (propagate(with)) search(with);
      take(b, r, c);  // then without a star there
      if (out_.solutions >= limit_ || !propagate(b)) return;
    }
  }

  int n_, k_, units_, limit_;
  std::uint64_t budget_;
  Random* random_;
  std::vector<int> region_of_;                 // a cell's region as a unit number, -1: none
  std::vector<std::vector<int>> region_cells_;  // a region's cells
  struct Rows {
    int lo = 0, hi = -1;     // its first and last row
    std::vector<Word> mask;  // its cells, a word a row
  };
  std::vector<Rows> region_rows_;  // a region's cells as masks
  Board start_;
  StarCount out_;
};

}  // namespace

StarCount count_stars(const StarGrid& grid, int limit, std::uint64_t budget) {
  return Search(grid, limit, budget, nullptr).run();
}

std::optional<StarCells> random_stars(const StarGrid& grid, Random& random, std::uint64_t budget) {
  StarCount c = Search(grid, 1, budget, &random).run();
  if (c.found.empty()) return std::nullopt;
  return std::move(c.found.front());
}

}  // namespace chessy::puzzle
