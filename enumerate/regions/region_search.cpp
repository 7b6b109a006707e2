// Built twice on x86-64 (enumerate/popcnt_copy.hpp): as itself, and with -mpopcnt by
// region_search_popcnt.cpp; every node counts the open cells of every unit.
#include "enumerate/regions/region_search.hpp"

#include <algorithm>
#include <memory>

#include "enumerate/popcnt_copy.hpp"

namespace chessy::CHESSY_POPCNT_VARIANT {

namespace {

using Mask = std::uint64_t;

int pop(Mask m) { return __builtin_popcountll(m); }
int low(Mask m) { return __builtin_ctzll(m); }
Mask bit(int i) { return Mask{1} << i; }

// The most stars the cells `m` of one line hold without touching: those taken greedily
// from the low end (a star excludes the next cell), as many as the fewest two-cell
// blocks that cover `m` (each holds one star at most).
int line_capacity(Mask m) {
  int k = 0;
  for (; m; ++k) {
    const Mask b = m & (~m + 1);
    m &= ~(b | (b << 1));
  }
  return k;
}

// What does not change during the search: the regions as masks.
struct Grid {
  int n = 0, k = 0;
  Mask full = 0;                  // the n columns
  std::vector<std::uint8_t> of;   // n*n: the cell's region
  std::vector<Mask> by_row;       // n*n: region g's cells in row r, [g*n + r]
  std::vector<int> top, bottom;   // region g's first and last rows
  Mask row_of(int g, int r) const { return by_row[static_cast<std::size_t>(g * n + r)]; }
};

// A node: the open cells (neither a star nor excluded) by rows and by columns, kept in
// step, and what each unit still needs. Only the first n entries of each array are used.
struct State {
  int left;                  // stars still to place
  Mask open[kRegionMaxSide];  // per row: the open cells
  Mask down[kRegionMaxSide];  // per column: the rows of its open cells
  Mask star[kRegionMaxSide];  // per row: the stars
  std::int8_t row_need[kRegionMaxSide], col_need[kRegionMaxSide], reg_need[kRegionMaxSide];
};

void copy_state(State& to, const State& from, int n) {
  const auto count = static_cast<std::size_t>(n);
  to.left = from.left;
  std::copy_n(from.open, count, to.open);
  std::copy_n(from.down, count, to.down);
  std::copy_n(from.star, count, to.star);
  std::copy_n(from.row_need, count, to.row_need);
  std::copy_n(from.col_need, count, to.col_need);
  std::copy_n(from.reg_need, count, to.reg_need);
}

// The unit a node branches on: the fewest open cells for each star it needs (on
// hill-climbed 14x14 3-star grids, half the nodes of the least slack), then the fewest
// open cells.
struct Choice {
  int open = 1, need = 0;  // none yet: infinitely many cells a star
  int row = -1, col = -1;  // its first open cell
  void offer(int o, int n, int r, int c) {
    const int lhs = o * need, rhs = open * n;
    if (lhs < rhs || (lhs == rhs && o < open)) *this = {o, n, r, c};
  }
};

// What propagation learns of each region that still needs stars: its open cells, and
// the rows and columns these span (valid for the regions with a need after propagate).
struct Spans {
  int open[kRegionMaxSide];
  int first_row[kRegionMaxSide], last_row[kRegionMaxSide];
  int first_col[kRegionMaxSide], last_col[kRegionMaxSide];
};

class Search {
 public:
  Search(const Grid& grid, const RegionOptions& options, RegionResult& result)
      : g_(grid), options_(options), result_(result) {}

  // The states of one branch, allocated once: a star is placed at each level, so at
  // most n K + 1 of them (uninitialised: a node fills its own).
  State& root() {
    states_.reset(new State[static_cast<std::size_t>(g_.n * g_.k + 1)]);
    return states_[0];
  }

  // Cells `m` of row r leave the open cells (a star placed, or excluded); the units
  // they are in are looked at again.
  void close(State& s, int r, Mask m) {
    if (!(m &= s.open[r])) return;
    s.open[r] &= ~m;
    dirty_line_[0] |= bit(r);
    dirty_strip_[0] |= bit(r) | (bit(r) >> 1);
    dirty_line_[1] |= m;
    dirty_strip_[1] |= m | (m >> 1);
    dirty_windows_ = true;
    const std::uint8_t* of = &g_.of[static_cast<std::size_t>(r * g_.n)];
    for (; m; m &= m - 1) {
      s.down[low(m)] &= ~bit(r);
      dirty_regions_ |= bit(of[low(m)]);
    }
  }
  void close_region(State& s, int g) {
    for (int r = g_.top[g]; r <= g_.bottom[g]; ++r) close(s, r, g_.row_of(g, r));
  }

  // A star on the open cell (r, c): its neighbours excluded, and every unit it fills.
  void place(State& s, int r, int c) {
    const int g = g_.of[static_cast<std::size_t>(r * g_.n + c)];
    s.star[r] |= bit(c);
    --s.left;
    const Mask around = (bit(c) | (bit(c) << 1) | (bit(c) >> 1)) & g_.full;
    for (int i = std::max(0, r - 1); i <= std::min(g_.n - 1, r + 1); ++i) close(s, i, around);
    if (--s.row_need[r] == 0) close(s, r, g_.full);
    if (--s.col_need[c] == 0)
      for (Mask m = s.down[c]; m; m &= m - 1) close(s, low(m), bit(c));
    if (--s.reg_need[g] == 0) close_region(s, g);
  }

  // Lines: a row i (by_rows) or a column i, its cells by position.
  static Mask line(const State& s, bool by_rows, int i) { return by_rows ? s.open[i] : s.down[i]; }
  static int line_need(const State& s, bool by_rows, int i) { return by_rows ? s.row_need[i] : s.col_need[i]; }
  // Closes the cells `m` of line i; whether any was open.
  bool close_line(State& s, bool by_rows, int i, Mask m) {
    if (i < 0 || i >= g_.n || !(m &= line(s, by_rows, i))) return false;
    if (by_rows) {
      close(s, i, m);
    } else {
      for (; m; m &= m - 1) close(s, low(m), bit(i));
    }
    return true;
  }
  // Stars on the cells `m` of line i, all of which must still be open.
  bool place_line(State& s, bool by_rows, int i, Mask m) {
    for (; m; m &= m - 1) {
      if (!(line(s, by_rows, i) & (m & (~m + 1)))) return false;
      by_rows ? place(s, i, low(m)) : place(s, low(m), i);
    }
    return true;
  }

  // The search below states_[depth]; false once it must stop.
  bool run(std::size_t depth) {
    State* const s = &states_[depth];
    for (;;) {
      if (!propagate(*s)) return true;
      if (s->left == 0) return report(*s);
      const Choice choice = choose(*s);
      ++result_.nodes;
      if (options_.stop && options_.stop->load(std::memory_order_relaxed)) {
        result_.interrupted = true;
        return false;
      }
      State& child = states_[depth + 1];
      copy_state(child, *s, g_.n);
      place(child, choice.row, choice.col);
      if (!run(depth + 1)) return false;
      close(*s, choice.row, bit(choice.col));
    }
  }

 private:
  // A line: too few open cells or too little room fails; as many open cells as it
  // needs are stars; a tight line gives its runs (tight()).
  bool line_unit(State& s, bool by_rows, int i) {
    const int need = line_need(s, by_rows, i);
    if (need == 0) return true;
    const Mask m = line(s, by_rows, i);
    const int open = pop(m);
    if (open < need) return false;
    if (open == need) return place_line(s, by_rows, i, m);
    const int capacity = line_capacity(m);
    return capacity > need || (capacity == need && tight(s, by_rows, i, false));
  }

  // Two neighbouring lines i and i + 1 together: their 2x2 blocks.
  bool strip_unit(State& s, bool by_rows, int i) {
    if (i + 1 >= g_.n) return true;
    const int need = line_need(s, by_rows, i) + line_need(s, by_rows, i + 1);
    if (!line_need(s, by_rows, i) || !line_need(s, by_rows, i + 1)) return true;
    const int capacity = line_capacity(line(s, by_rows, i) | line(s, by_rows, i + 1));
    return capacity > need || (capacity == need && tight(s, by_rows, i, true));
  }

  // A region: as a line, its capacity counted on its rows two by two (2x2 blocks); its
  // span noted for the windows.
  bool region_unit(State& s, int g) {
    const int need = s.reg_need[g];
    if (need == 0) return true;
    int open = 0, capacity = 0, first = -1, last = -1;
    Mask cols = 0, pair = 0;
    for (int r = g_.top[g]; r <= g_.bottom[g]; ++r) {
      const Mask m = s.open[r] & g_.row_of(g, r);
      if (first < 0 && !m) continue;
      if (first < 0) first = r;
      // Rows two by two from the first with an open cell.
      if ((r - first) % 2 == 0) {
        capacity += line_capacity(pair);
        pair = m;
      } else {
        pair |= m;
      }
      if (!m) continue;
      open += pop(m);
      cols |= m;
      last = r;
    }
    capacity += line_capacity(pair);
    if (open < need || capacity < need) return false;
    if (open == need) {
      for (int r = first; r <= last; ++r)
        if (!place_line(s, true, r, s.open[r] & g_.row_of(g, r))) return false;
      return true;
    }
    spans_.open[g] = open;
    spans_.first_row[g] = first;
    spans_.last_row[g] = last;
    spans_.first_col[g] = low(cols);
    spans_.last_col[g] = 63 - __builtin_clzll(cols);
    return true;
  }

  // Propagation to a fixpoint (region_search.hpp): every unit looked at once, then
  // those whose cells changed, until none did; false: the node has no solution.
  bool propagate(State& s) {
    const Mask all = g_.full;
    dirty_line_[0] = dirty_line_[1] = dirty_strip_[0] = dirty_strip_[1] = dirty_regions_ = all;
    dirty_windows_ = true;
    for (;;) {
      if (s.left == 0) return true;
      bool ok = true;
      if (dirty_line_[0]) {
        ok = line_unit(s, true, take(dirty_line_[0]));
      } else if (dirty_line_[1]) {
        ok = line_unit(s, false, take(dirty_line_[1]));
      } else if (dirty_regions_) {
        ok = region_unit(s, take(dirty_regions_));
      } else if (dirty_strip_[0]) {
        ok = strip_unit(s, true, take(dirty_strip_[0]));
      } else if (dirty_strip_[1]) {
        ok = strip_unit(s, false, take(dirty_strip_[1]));
      } else if (dirty_windows_) {
        dirty_windows_ = false;
        ok = windows(s, true) && (dirty_windows_ || windows(s, false));
      } else {
        return true;
      }
      if (!ok) return false;
    }
  }
  static int take(Mask& m) {
    const int i = low(m);
    m &= m - 1;
    return i;
  }

  Choice choose(const State& s) const {
    Choice choice;
    for (bool by_rows : {true, false})
      for (int i = 0; i < g_.n; ++i) {
        const int need = line_need(s, by_rows, i);
        if (!need) continue;
        const Mask m = line(s, by_rows, i);
        by_rows ? choice.offer(pop(m), need, i, low(m)) : choice.offer(pop(m), need, low(m), i);
      }
    for (int g = 0; g < g_.n; ++g) {
      if (!s.reg_need[g]) continue;
      const int r = spans_.first_row[g];
      choice.offer(spans_.open[g], s.reg_need[g], r, low(s.open[r] & g_.row_of(g, r)));
    }
    return choice;
  }

  // A line, or the strip of lines i and i+1 (`strip`), whose open cells hold no more
  // stars than it needs (its capacity, line_capacity of their union). Stars in a strip
  // stand in distinct positions two apart at least, so each run of open positions
  // holds its most: an odd run (2j + 1) has its stars at every other position from its
  // first, the others empty; an even run one star in each of its aligned pairs, whose
  // common neighbours outside are then empty (the two cells beside a pair of one line,
  // in the lines beyond). False: no solution.
  bool tight(State& s, bool by_rows, int i, bool strip) {
    const Mask a = line(s, by_rows, i), b = strip ? line(s, by_rows, i + 1) : 0;
    for (Mask u = a | b; u;) {
      const int start = low(u);
      const int len = __builtin_ctzll(~(u >> start));
      const Mask run = (len == 64 ? ~Mask{0} : bit(len) - 1) << start;
      u &= ~run;
      const Mask alternate = (0x5555555555555555ULL << start) & run;
      if (len % 2) {
        if (!strip) {
          if (!place_line(s, by_rows, i, alternate)) return false;
          continue;
        }
        close_line(s, by_rows, i, run & ~alternate);
        close_line(s, by_rows, i + 1, run & ~alternate);
        for (Mask m = alternate; m; m &= m - 1) {
          const Mask x = m & (~m + 1);
          const bool up = line(s, by_rows, i) & x, down = line(s, by_rows, i + 1) & x;
          if (!up && !down) return false;
          if (up != down && !place_line(s, by_rows, up ? i : i + 1, x)) return false;
        }
        continue;
      }
      for (Mask m = alternate; m; m &= m - 1) {
        const Mask pair = (m & (~m + 1)) * 3;
        const Mask up = line(s, by_rows, i) & pair, down = strip ? line(s, by_rows, i + 1) & pair : 0;
        if (!up && !down) return false;
        if (pop(up) + pop(down) == 1) {
          if (!(up ? place_line(s, by_rows, i, up) : place_line(s, by_rows, i + 1, down))) return false;
          continue;
        }
        if (!down) close_line(s, by_rows, i - 1, pair), close_line(s, by_rows, i + 1, pair);
        if (!up) close_line(s, by_rows, i + 2, pair);
      }
    }
    return true;
  }

  // Counting over windows of consecutive lines, rows or columns (`by_rows`): the lines
  // a..b need `line` stars. The regions inside the window (all their open cells in it)
  // need `inside` <= line, and those that touch it `touch` >= line. At equality the
  // window's other cells are empty (the inside regions fill it), or the touching
  // regions' cells outside it are (they all fill the window): "k regions in k rows".
  // False: no solution. Stops at the first window that closes cells.
  bool windows(State& s, bool by_rows) {
    const int n = g_.n;
    const int* lo = by_rows ? spans_.first_row : spans_.first_col;
    const int* hi = by_rows ? spans_.last_row : spans_.last_col;
    // The regions by their first line (a list); the needs and open cells of those
    // ending before line i (before[i]: last < i) and starting after it (after[i]:
    // first > i).
    int head[kRegionMaxSide], next[kRegionMaxSide];
    int need_before[kRegionMaxSide + 1] = {}, open_before[kRegionMaxSide + 1] = {};
    int need_after[kRegionMaxSide + 1] = {}, open_after[kRegionMaxSide + 1] = {};
    int need_total = 0, open_total = 0;
    std::fill_n(head, n, -1);
    for (int g = 0; g < n; ++g) {
      const int need = s.reg_need[g];
      if (need == 0) continue;
      need_total += need;
      open_total += spans_.open[g];
      next[g] = head[lo[g]];
      head[lo[g]] = g;
      need_before[hi[g] + 1] += need;
      open_before[hi[g] + 1] += spans_.open[g];
      need_after[lo[g]] += need;  // for now: first == i
      open_after[lo[g]] += spans_.open[g];
    }
    for (int i = 1; i <= n; ++i) {
      need_before[i] += need_before[i - 1];
      open_before[i] += open_before[i - 1];
    }
    int need_later = 0, open_later = 0;  // first > i
    for (int i = n - 1; i >= 0; --i) {
      const int need_here = need_after[i], open_here = open_after[i];
      need_after[i] = need_later;
      open_after[i] = open_later;
      need_later += need_here;
      open_later += open_here;
    }
    int line_open[kRegionMaxSide];
    for (int i = 0; i < n; ++i) line_open[i] = pop(line(s, by_rows, i));
    // Inside [a, b]: the regions with first >= a, by last line, added as a falls.
    int need_in[kRegionMaxSide] = {}, open_in[kRegionMaxSide] = {};
    for (int a = n - 1; a >= 0; --a) {
      for (int g = head[a]; g >= 0; g = next[g]) {
        need_in[hi[g]] += s.reg_need[g];
        open_in[hi[g]] += spans_.open[g];
      }
      int line = 0, line_cells = 0, inside = 0, inside_cells = 0;
      for (int b = a; b < n; ++b) {
        line += line_need(s, by_rows, b);
        line_cells += line_open[b];
        inside += need_in[b];
        inside_cells += open_in[b];
        if (line == 0 || (a == 0 && b == n - 1)) continue;
        const int touch = need_total - need_before[a] - need_after[b];
        const int touch_cells = open_total - open_before[a] - open_after[b];
        if (inside > line || touch < line) return false;
        if (inside == line && line_cells > inside_cells) return close_window(s, by_rows, a, b, true), true;
        if (touch == line && touch_cells > line_cells) return close_window(s, by_rows, a, b, false), true;
      }
    }
    return true;
  }

  // The window's cells outside its inside regions (`inside`), or the touching regions'
  // cells outside the window.
  void close_window(State& s, bool by_rows, int a, int b, bool inside) {
    const int n = g_.n;
    const int* lo = by_rows ? spans_.first_row : spans_.first_col;
    const int* hi = by_rows ? spans_.last_row : spans_.last_col;
    const Mask cols = by_rows ? g_.full : ((b == 63 ? ~Mask{0} : bit(b + 1) - 1) & ~(bit(a) - 1));
    auto in_window = [&](int r) { return by_rows ? (r >= a && r <= b ? g_.full : 0) : cols; };
    if (inside) {
      for (int r = 0; r < n; ++r) {
        const Mask w = in_window(r);
        if (!(s.open[r] & w)) continue;
        Mask keep = 0;
        for (int g = 0; g < n; ++g)
          if (s.reg_need[g] && lo[g] >= a && hi[g] <= b) keep |= g_.row_of(g, r);
        close(s, r, w & ~keep);
      }
      return;
    }
    for (int g = 0; g < n; ++g)
      if (s.reg_need[g] && hi[g] >= a && lo[g] <= b)
        for (int r = g_.top[g]; r <= g_.bottom[g]; ++r) close(s, r, g_.row_of(g, r) & ~in_window(r));
  }

  bool report(const State& s) {
    ++result_.solutions;
    if (options_.on_solution && !options_.on_solution(std::span<const Mask>(s.star, static_cast<std::size_t>(g_.n))))
      return false;
    return !(options_.limit && result_.solutions >= options_.limit);
  }

  const Grid& g_;
  const RegionOptions& options_;
  RegionResult& result_;
  std::unique_ptr<State[]> states_;
  // The units to look at again (bit i: line i, strip i and i+1, region i), and whether
  // the windows are to be counted again.
  Mask dirty_line_[2] = {}, dirty_strip_[2] = {}, dirty_regions_ = 0;
  bool dirty_windows_ = false;
  Spans spans_{};
};

}  // namespace

RegionResult search(const RegionGrid& grid, const RegionOptions& options) {
  RegionResult result;
  const int n = grid.n;
  if (n < 1 || n > kRegionMaxSide || grid.stars < 1 || grid.region.size() != static_cast<std::size_t>(n * n))
    return result;
  // The regions, numbered in order of first cell; n K stars by rows is n K by regions.
  const auto [least, most] = std::minmax_element(grid.region.begin(), grid.region.end());
  if (*least < 0 || *most >= n * n) return result;  // outside the contract: not a grid
  std::vector<int> index(static_cast<std::size_t>(n * n), -1);
  int regions = 0;
  for (int id : grid.region)
    if (index[static_cast<std::size_t>(id)] < 0 && regions <= n) index[static_cast<std::size_t>(id)] = regions++;
  // K stars in a row of n need 2K - 1 <= n (docs/rules.md "Region puzzles").
  if (regions != n || 2 * grid.stars - 1 > n) return result;
  Grid g;
  g.n = n;
  g.k = grid.stars;
  g.full = n == 64 ? ~Mask{0} : bit(n) - 1;
  g.of.resize(static_cast<std::size_t>(n * n));
  g.by_row.assign(static_cast<std::size_t>(n * n), 0);
  g.top.assign(static_cast<std::size_t>(n), n);
  g.bottom.assign(static_cast<std::size_t>(n), -1);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int i = index[static_cast<std::size_t>(grid.region[static_cast<std::size_t>(r * n + c)])];
      g.of[static_cast<std::size_t>(r * n + c)] = static_cast<std::uint8_t>(i);
      g.by_row[static_cast<std::size_t>(i * n + r)] |= bit(c);
      g.top[static_cast<std::size_t>(i)] = std::min(g.top[static_cast<std::size_t>(i)], r);
      g.bottom[static_cast<std::size_t>(i)] = std::max(g.bottom[static_cast<std::size_t>(i)], r);
    }

  Search search(g, options, result);
  State& s = search.root();
  s.left = n * grid.stars;
  for (int i = 0; i < n; ++i) {
    s.open[i] = g.full & ~(grid.empty.empty() ? 0 : grid.empty[static_cast<std::size_t>(i)]);
    s.star[i] = 0;
    s.row_need[i] = s.col_need[i] = s.reg_need[i] = static_cast<std::int8_t>(grid.stars);
  }
  for (int c = 0; c < n; ++c) {
    s.down[c] = 0;
    for (int r = 0; r < n; ++r)
      if (s.open[r] & bit(c)) s.down[c] |= bit(r);
  }
  // A fixed star must stand on a cell still open: not marked empty, not beside another.
  for (int r = 0; r < n && !grid.fixed.empty(); ++r)
    if (!search.place_line(s, true, r, grid.fixed[static_cast<std::size_t>(r)])) return result;
  result.complete = search.run(0);
  return result;
}

}  // namespace chessy::CHESSY_POPCNT_VARIANT

#ifndef CHESSY_POPCNT_BUILD
namespace chessy {

CHESSY_POPCNT_DECLARE(search)

RegionResult search_regions(const RegionGrid& grid, const RegionOptions& options) {
  return CHESSY_POPCNT_PICK(search)(grid, options);
}

std::uint64_t region_search_bytes(int n, int stars) {
  const auto cells = static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n);
  return (static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(stars) + 1) * sizeof(generic::State) +
         cells * (sizeof(std::uint64_t) + 2 * sizeof(int)) + 4096;
}

}  // namespace chessy
#endif
