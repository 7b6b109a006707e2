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
  std::vector<Mask> by_col;       // n*n: region g's cells in column c, as rows, [g*n + c]
  std::vector<int> top, bottom;   // region g's first and last rows
  Mask row_of(int g, int r) const { return by_row[static_cast<std::size_t>(g * n + r)]; }
  Mask col_of(int g, int c) const { return by_col[static_cast<std::size_t>(g * n + c)]; }
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

// The unit a node branches on: the least slack (open cells less need), then the
// fewest open cells.
struct Choice {
  int slack = 1 << 30, open = 0;
  int row = -1, col = -1;  // its first open cell
  void offer(int s, int o, int r, int c) {
    if (s < slack || (s == slack && o < open)) *this = {s, o, r, c};
  }
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

  // Cells `m` of row r leave the open cells (a star placed, or excluded).
  void close(State& s, int r, Mask m) const {
    s.open[r] &= ~m;
    for (; m; m &= m - 1) s.down[low(m)] &= ~bit(r);
  }
  void close_column(State& s, int c) const {
    for (Mask m = s.down[c]; m; m &= m - 1) s.open[low(m)] &= ~bit(c);
    s.down[c] = 0;
  }
  void close_region(State& s, int g) const {
    for (int r = g_.top[g]; r <= g_.bottom[g]; ++r) close(s, r, s.open[r] & g_.row_of(g, r));
  }

  // A star on the open cell (r, c): its neighbours excluded, and every unit it fills.
  void place(State& s, int r, int c) const {
    const int g = g_.of[static_cast<std::size_t>(r * g_.n + c)];
    s.star[r] |= bit(c);
    --s.left;
    const Mask around = (bit(c) | (bit(c) << 1) | (bit(c) >> 1)) & g_.full;
    for (int i = std::max(0, r - 1); i <= std::min(g_.n - 1, r + 1); ++i) close(s, i, s.open[i] & around);
    if (--s.row_need[r] == 0) close(s, r, s.open[r]);
    if (--s.col_need[c] == 0) close_column(s, c);
    if (--s.reg_need[g] == 0) close_region(s, g);
  }

  // Stars on the cells `m` of row r, all of which must still be open.
  bool place_all(State& s, int r, Mask m) const {
    for (; m; m &= m - 1) {
      if (!(s.open[r] & (m & (~m + 1)))) return false;
      place(s, r, low(m));
    }
    return true;
  }
  bool place_all_in_column(State& s, int c, Mask rows) const {
    for (; rows; rows &= rows - 1) {
      const int r = low(rows);
      if (!(s.open[r] & bit(c))) return false;
      place(s, r, c);
    }
    return true;
  }

  // Lines: a row i (by_rows) or a column i, its cells by position.
  static Mask line(const State& s, bool by_rows, int i) { return by_rows ? s.open[i] : s.down[i]; }
  // Closes the cells `m` of line i; whether there were any open.
  bool close_line(State& s, bool by_rows, int i, Mask m) const {
    if (i < 0 || i >= g_.n || !(m &= line(s, by_rows, i))) return false;
    if (by_rows) {
      close(s, i, m);
    } else {
      for (; m; m &= m - 1) close(s, low(m), bit(i));
    }
    return true;
  }
  void place_line(State& s, bool by_rows, int i, int p) const { by_rows ? place(s, i, p) : place(s, p, i); }

  // A line, or the strip of lines i and i+1 (`strip`), whose open cells hold no more
  // stars than it needs (its capacity, line_capacity of their union). Stars in a strip
  // stand in distinct positions two apart at least, so each run of open positions
  // holds its most: an odd run (2j + 1) has its stars at every other position from its
  // first, the others empty; an even run one star in each of its aligned pairs, whose
  // common neighbours outside are then empty (the two cells beside a pair of one line,
  // in the lines beyond). -1: no solution; 1: something learned; 0: nothing.
  int tight(State& s, bool by_rows, int i, bool strip) const {
    const Mask a = line(s, by_rows, i), b = strip ? line(s, by_rows, i + 1) : 0;
    bool learned = false;
    for (Mask u = a | b; u;) {
      const int start = low(u);
      const int len = __builtin_ctzll(~(u >> start));
      const Mask run = (len == 64 ? ~Mask{0} : bit(len) - 1) << start;
      u &= ~run;
      const Mask alternate = (0x5555555555555555ULL << start) & run;
      if (len % 2) {
        if (!strip) {
          for (Mask m = alternate; m; m &= m - 1) {
            if (!(line(s, by_rows, i) & (m & (~m + 1)))) return -1;
            place_line(s, by_rows, i, low(m));
          }
          learned = true;
          continue;
        }
        learned |= close_line(s, by_rows, i, run & ~alternate);
        learned |= close_line(s, by_rows, i + 1, run & ~alternate);
        for (Mask m = alternate; m; m &= m - 1) {
          const Mask x = m & (~m + 1);
          const bool up = line(s, by_rows, i) & x, down = line(s, by_rows, i + 1) & x;
          if (!up && !down) return -1;
          if (up != down) {
            place_line(s, by_rows, up ? i : i + 1, low(x));
            learned = true;
          }
        }
        continue;
      }
      for (Mask m = alternate; m; m &= m - 1) {
        const Mask pair = (m & (~m + 1)) * 3;
        const Mask up = line(s, by_rows, i) & pair, down = strip ? line(s, by_rows, i + 1) & pair : 0;
        if (!up && !down) return -1;
        if (pop(up) + pop(down) == 1) {
          up ? place_line(s, by_rows, i, low(up)) : place_line(s, by_rows, i + 1, low(down));
          learned = true;
          continue;
        }
        if (!down) learned |= close_line(s, by_rows, i - 1, pair) | close_line(s, by_rows, i + 1, pair);
        if (!up) learned |= close_line(s, by_rows, i + 2, pair);
      }
    }
    return learned;
  }

  // What a pass learns of the regions that still need stars: their open cells, and
  // the rows and columns these span.
  struct Spans {
    int open[kRegionMaxSide];
    int first_row[kRegionMaxSide], last_row[kRegionMaxSide];
    int first_col[kRegionMaxSide], last_col[kRegionMaxSide];
  };

  // Counting over windows of consecutive lines, rows or columns (`by_rows`): the lines
  // a..b need `line` stars. The regions inside the window (all their open cells in it)
  // need `inside` <= line, and those that touch it `touch` >= line. At equality the
  // window's other cells are empty (the inside regions fill it), or the touching
  // regions' cells outside it are (they all fill the window): "k regions in k rows".
  // -1: no solution; 1: cells closed; 0: nothing learned.
  int windows(State& s, const Spans& sp, bool by_rows) const {
    const int n = g_.n;
    const std::int8_t* line_need = by_rows ? s.row_need : s.col_need;
    const int* lo = by_rows ? sp.first_row : sp.first_col;
    const int* hi = by_rows ? sp.last_row : sp.last_col;
    int need_total = 0, open_total = 0;
    int need_last[kRegionMaxSide + 1] = {}, open_last[kRegionMaxSide + 1] = {};  // regions by last line
    int need_first[kRegionMaxSide + 1] = {}, open_first[kRegionMaxSide + 1] = {};  // by first line
    int line_open[kRegionMaxSide];
    for (int i = 0; i < n; ++i) line_open[i] = pop(by_rows ? s.open[i] : s.down[i]);
    for (int g = 0; g < n; ++g) {
      if (s.reg_need[g] == 0) continue;
      need_total += s.reg_need[g];
      open_total += sp.open[g];
      need_last[hi[g]] += s.reg_need[g];
      open_last[hi[g]] += sp.open[g];
      need_first[lo[g]] += s.reg_need[g];
      open_first[lo[g]] += sp.open[g];
    }
    // Regions wholly above line a (last < a) and wholly below line b (first > b).
    int need_above[kRegionMaxSide + 1], open_above[kRegionMaxSide + 1];
    int need_below[kRegionMaxSide + 1], open_below[kRegionMaxSide + 1];
    need_above[0] = open_above[0] = 0;
    for (int i = 0; i < n; ++i) {
      need_above[i + 1] = need_above[i] + need_last[i];
      open_above[i + 1] = open_above[i] + open_last[i];
    }
    need_below[n - 1] = open_below[n - 1] = 0;
    for (int i = n - 1; i > 0; --i) {
      need_below[i - 1] = need_below[i] + need_first[i];
      open_below[i - 1] = open_below[i] + open_first[i];
    }
    // Inside [a, b]: regions with first >= a, by last line, added as a falls.
    int need_in_by_last[kRegionMaxSide] = {}, open_in_by_last[kRegionMaxSide] = {};
    for (int a = n - 1; a >= 0; --a) {
      for (int g = 0; g < n; ++g)
        if (s.reg_need[g] && lo[g] == a) {
          need_in_by_last[hi[g]] += s.reg_need[g];
          open_in_by_last[hi[g]] += sp.open[g];
        }
      int line = 0, line_cells = 0, inside = 0, inside_cells = 0;
      for (int b = a; b < n; ++b) {
        line += line_need[b];
        line_cells += line_open[b];
        inside += need_in_by_last[b];
        inside_cells += open_in_by_last[b];
        if (line == 0 || (a == 0 && b == n - 1)) continue;
        const int touch = need_total - need_above[a] - need_below[b];
        const int touch_cells = open_total - open_above[a] - open_below[b];
        if (inside > line || touch < line) return -1;
        if (inside == line && line_cells > inside_cells) {
          close_window(s, sp, by_rows, a, b, true);
          return 1;
        }
        if (touch == line && touch_cells > line_cells) {
          close_window(s, sp, by_rows, a, b, false);
          return 1;
        }
      }
    }
    return 0;
  }

  // The window's cells outside its inside regions (`inside`), or the touching regions'
  // cells outside the window.
  void close_window(State& s, const Spans& sp, bool by_rows, int a, int b, bool inside) const {
    const int n = g_.n;
    const int* lo = by_rows ? sp.first_row : sp.first_col;
    const int* hi = by_rows ? sp.last_row : sp.last_col;
    const Mask cols = by_rows ? g_.full : ((b == 63 ? ~Mask{0} : bit(b + 1) - 1) & ~(bit(a) - 1));
    auto in_window = [&](int r) { return by_rows ? (r >= a && r <= b ? g_.full : 0) : cols; };
    if (inside) {
      for (int r = 0; r < n; ++r) {
        const Mask w = in_window(r);
        if (!(s.open[r] & w)) continue;
        Mask keep = 0;
        for (int g = 0; g < n; ++g)
          if (s.reg_need[g] && lo[g] >= a && hi[g] <= b) keep |= g_.row_of(g, r);
        close(s, r, s.open[r] & w & ~keep);
      }
      return;
    }
    for (int g = 0; g < n; ++g)
      if (s.reg_need[g] && hi[g] >= a && lo[g] <= b)
        for (int r = g_.top[g]; r <= g_.bottom[g]; ++r) close(s, r, s.open[r] & g_.row_of(g, r) & ~in_window(r));
  }

  // Propagation to a fixpoint (region_search.hpp); false: the node has no solution.
  // `choice` is the last pass's, made when nothing changed.
  bool propagate(State& s, Choice& choice) const {
    const int n = g_.n;
    Spans sp;
    for (bool changed = true; changed;) {
      changed = false;
      choice = {};
      if (s.left == 0) return true;
      for (int r = 0; r < n; ++r) {
        const int need = s.row_need[r];
        if (need == 0) continue;
        const Mask m = s.open[r];
        const int open = pop(m);
        if (open < need) return false;
        if (open == need) {
          if (!place_all(s, r, m)) return false;
          changed = true;
          continue;
        }
        const int capacity = line_capacity(m);
        if (capacity < need) return false;
        if (capacity == need) {
          const int learned = tight(s, true, r, false);
          if (learned < 0) return false;
          if (learned) {
            changed = true;
            continue;
          }
        }
        choice.offer(open - need, open, r, low(m));
      }
      for (int c = 0; c < n; ++c) {
        const int need = s.col_need[c];
        if (need == 0) continue;
        const Mask m = s.down[c];
        const int open = pop(m);
        if (open < need) return false;
        if (open == need) {
          if (!place_all_in_column(s, c, m)) return false;
          changed = true;
          continue;
        }
        const int capacity = line_capacity(m);
        if (capacity < need) return false;
        if (capacity == need) {
          const int learned = tight(s, false, c, false);
          if (learned < 0) return false;
          if (learned) {
            changed = true;
            continue;
          }
        }
        choice.offer(open - need, open, low(m), c);
      }
      for (int g = 0; g < n; ++g) {
        const int need = s.reg_need[g];
        if (need == 0) continue;
        int open = 0, capacity = 0, first = -1, last = -1;
        Mask cols = 0, pair = 0;
        for (int r = g_.top[g]; r <= g_.bottom[g]; ++r) {
          const Mask m = s.open[r] & g_.row_of(g, r);
          if (first < 0 && !m) continue;
          if (first < 0) first = r;
          // Rows two by two from the first with an open cell: 2x2 blocks.
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
            if (!place_all(s, r, s.open[r] & g_.row_of(g, r))) return false;
          changed = true;
          continue;
        }
        sp.open[g] = open;
        sp.first_row[g] = first;
        sp.last_row[g] = last;
        sp.first_col[g] = low(cols);
        sp.last_col[g] = 63 - __builtin_clzll(cols);
        choice.offer(open - need, open, first, low(s.open[first] & g_.row_of(g, first)));
      }
      if (changed) continue;
      for (bool by_rows : {true, false}) {
        const int learned = windows(s, sp, by_rows);
        if (learned < 0) return false;
        if (learned > 0) changed = true;
        if (changed) break;
      }
      if (changed) continue;
      // Two neighbouring rows (columns) together: their 2x2 blocks.
      for (bool by_rows : {true, false}) {
        const std::int8_t* need = by_rows ? s.row_need : s.col_need;
        for (int i = 0; i + 1 < n; ++i) {
          if (!need[i] || !need[i + 1]) continue;
          const int capacity = line_capacity(line(s, by_rows, i) | line(s, by_rows, i + 1));
          if (capacity < need[i] + need[i + 1]) return false;
          if (capacity == need[i] + need[i + 1]) {
            const int learned = tight(s, by_rows, i, true);
            if (learned < 0) return false;
            changed |= learned > 0;
          }
        }
      }
    }
    return true;
  }

  // The search below states_[depth]; false once it must stop.
  bool run(std::size_t depth) {
    State* const s = &states_[depth];
    for (;;) {
      Choice choice;
      if (!propagate(*s, choice)) return true;
      if (s->left == 0) return report(*s);
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
  bool report(const State& s) {
    ++result_.solutions;
    if (options_.on_solution) options_.on_solution(std::span<const Mask>(s.star, static_cast<std::size_t>(g_.n)));
    return !(options_.limit && result_.solutions >= options_.limit);
  }

  const Grid& g_;
  const RegionOptions& options_;
  RegionResult& result_;
  std::unique_ptr<State[]> states_;
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
  g.by_col.assign(static_cast<std::size_t>(n * n), 0);
  g.top.assign(static_cast<std::size_t>(n), n);
  g.bottom.assign(static_cast<std::size_t>(n), -1);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int i = index[static_cast<std::size_t>(grid.region[static_cast<std::size_t>(r * n + c)])];
      g.of[static_cast<std::size_t>(r * n + c)] = static_cast<std::uint8_t>(i);
      g.by_row[static_cast<std::size_t>(i * n + r)] |= bit(c);
      g.by_col[static_cast<std::size_t>(i * n + c)] |= bit(r);
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
    if (!search.place_all(s, r, grid.fixed[static_cast<std::size_t>(r)])) return result;
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

}  // namespace chessy
#endif
