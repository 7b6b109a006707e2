// Built twice on x86-64 (enumerate/popcnt_copy.hpp): as itself, and with -mpopcnt by
// bitboard_popcnt.cpp; the ordered search counts open cells at every node (32x32
// completions 1.2x faster with the instruction).
#include "enumerate/bits/bitboard.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <mutex>
#include <type_traits>

#include "enumerate/bits/seek_rows.hpp"
#include "enumerate/popcnt_copy.hpp"
#include "enumerate/task_pool.hpp"

namespace chessy::CHESSY_POPCNT_VARIANT {

namespace {

using Mask = std::uint64_t;

Mask bit(int c) { return Mask{1} << c; }
// One solution sought: the children ordered by their open cells above this depth
// (Worker::seek_in_order). User seconds summed over 50 satisfiable CSPLib instances
// (diag-21, 19 diagonals, every tenth such id) by depth 0 / 2 / 4 / 6: 1.45 / 0.88 /
// 0.85 / 0.85, the slowest 0.28 / 0.14 / 0.13 / 0.13 s; over the 20 the bit solver
// found hardest (all but one unsatisfiable) 10.0 / 10.2 / 9.9 / 10.1 s, and 11.7 at
// depth 8, where the children's copies start to cost (docs/design.md, "bits").
constexpr int kOrderDepth = 4;

// The search's state at the top of a row: where a task starts. In the ordered search
// `row` is the depth, `rows` the rows not decided yet and `prefix` the column of every
// row (-1: none, or not decided).
struct State {
  int row, need;           // the row to fill next; pieces still to place
  Mask cols, left, right;  // attacked at this row: columns, the two diagonals
  bool tied;               // the mirror image is still equal so far
  std::vector<int> prefix; // the columns of the rows above (-1: empty)
  Mask rows = 0;           // ordered: the rows not decided yet
};

// The undecided rows of a node of the ordered search, each with the cells (mask bits)
// no piece placed so far attacks, and what the node needs of them.
struct Rows {
  int n;
  int best, fewest;            // the row with the fewest open cells (an index; -1: none has any)
  int open;                    // rows with an open cell
  std::uint64_t cells;         // open cells in all
  Mask cols;                   // the columns with an open cell
  Mask twice, thrice;          // the columns with two open cells or more; three or more
  int at[64];
  Mask free[64];
  void clear() {  // the arrays need no zeroing: only their first n are read
    n = open = 0;
    best = -1;
    fewest = 65;
    cells = 0;
    cols = twice = thrice = 0;
  }
  void add(int row, Mask f) {
    const int k = __builtin_popcountll(f);
    at[n] = row;
    free[n] = f;
    cells += static_cast<std::uint64_t>(k);
    // Without branches but the fewest's (an empty row changes no mask; k - 1 wraps).
    open += k != 0;
    thrice |= twice & f;
    twice |= cols & f;
    cols |= f;
    if (static_cast<unsigned>(k - 1) < static_cast<unsigned>(fewest - 1)) fewest = k, best = n;
    ++n;
  }
  // Room for `need` more pieces: as many rows and columns with an open cell.
  bool room(int need) const { return open >= need && __builtin_popcountll(cols) >= need; }
};

// The cells of a row that a piece on mask bit `one`, `d` rows away, attacks: its
// column, and with diagonals the two bits d to either side.
template <bool Diag>
Mask attacked(Mask one, int d) {
  return Diag ? one | one << d | one >> d : one;
}

// What a node branches on: the cells of the row with the fewest open cells, or, where
// every open column must take a piece (`cols` has as many as the pieces left), a column
// with one open cell, or two where that row has more (each cell of it, one row a
// choice): fewer nodes, 133 to 96 million for seed 1 of bench/completion_count.sh.
// `twice` and `thrice`: the columns with two and three open cells or more.
struct Choice {
  int picks = 1;
  int row[2];   // indices of the rows
  Mask cells[2];
  bool by_column = false;
  Choice(const Mask* free, int n, int best, int fewest, int need, Mask cols, Mask twice, Mask thrice) {
    row[0] = best;
    cells[0] = free[best];
    if (fewest <= 1 || need != __builtin_popcountll(cols)) return;
    Mask col = cols & ~twice;
    if (!col && fewest > 2) col = twice & ~thrice;
    if (!col) return;
    col &= ~col + 1;
    picks = 0;
    for (int i = 0; i < n; ++i)
      if (free[i] & col) row[picks] = i, cells[picks++] = col;
    by_column = true;
  }
};

// The last rows of a count (issue 39): where every undecided row must take a piece and
// at most kCountedRows are left, the node's completions are counted by count_rows, a
// search of its own over the rows' open cells alone: no Rows to fill, no leaf, no
// progress poll (docs/design.md, "bits", with the measurements that chose 12). One
// solution sought, the same search asks whether there is any where at most kSeekRows
// are left (Any: it stops at the first, and gives it): a node without one is dropped,
// one with one is that solution. 16 rows rather than 12, -j 1: diag-21-4-631 with 19
// diagonals 2.63 -> 2.16 G instructions (20 rows: 2.13), the 40 n = 21 instances of
// bench/excluded_diagonals.sh 7.31 -> 6.67 user s, its n = 22..25 seeds 85.3 -> 68.4 s;
// 8 rows: 3.88 G.
constexpr int kCountedRows = 12;
constexpr int kSeekRows = 16;
static_assert(kSeekRows <= seek_rows::kMaxRows);

// The completions of K rows that must each take a piece, f[i] the open cells of row
// at[i]. Two rows: the pairs less those in one line (a pair is in at most one: the
// same column, or d columns off either way). More: each cell of the Choice, a child
// being the K - 1 other rows' cells it leaves; one with a row left empty, or whose rows
// span fewer than K - 1 columns, has none. Any: at most the first completion, its
// piece in row at[i] written to placed[at[i]] (a mask bit).
template <bool Diag, int K, bool Any, typename Poll>
std::uint64_t count_rows(const Mask* f, const int* at, Poll& poll, Mask* placed) {
  if constexpr (K == 1) {
    if constexpr (Any) placed[at[0]] = f[0] & (~f[0] + 1);
    return static_cast<std::uint64_t>(__builtin_popcountll(f[0]));
  } else if constexpr (K == 2) {
    const int d = std::abs(at[0] - at[1]);
    if constexpr (Any) return seek_rows::first_pair<Diag>(f[0], f[1], d, placed[at[0]], placed[at[1]]) ? 1 : 0;
    const int lined = __builtin_popcountll(f[0] & f[1]) +
                      (Diag ? __builtin_popcountll(f[0] & f[1] << d) + __builtin_popcountll(f[0] & f[1] >> d) : 0);
    return static_cast<std::uint64_t>(__builtin_popcountll(f[0])) *
               static_cast<std::uint64_t>(__builtin_popcountll(f[1])) -
           static_cast<std::uint64_t>(lined);
  } else {
    poll();
    int best = 0, fewest = 65;
    Mask cols = 0, twice = 0, thrice = 0;
    for (int i = 0; i < K; ++i) {
      const int k = __builtin_popcountll(f[i]);
      thrice |= twice & f[i];
      twice |= cols & f[i];
      cols |= f[i];
      if (k < fewest) fewest = k, best = i;
    }
    const Choice choice(f, K, best, fewest, K, cols, twice, thrice);
    std::uint64_t n = 0;
    for (int c = 0; c < choice.picks; ++c) {
      const int b = choice.row[c];
      Mask rest[K - 1];
      int rest_at[K - 1], far[K - 1];
      for (int j = 0; j < K - 1; ++j) {
        rest_at[j] = at[j < b ? j : j + 1];
        far[j] = std::abs(rest_at[j] - at[b]);
      }
      for (Mask m = choice.cells[c]; m; m &= m - 1) {
        const Mask one = m & (~m + 1);
        bool dead = false;
        Mask left = 0;
        for (int j = 0; j < K - 1; ++j) {
          rest[j] = f[j < b ? j : j + 1] & ~attacked<Diag>(one, far[j]);
          left |= rest[j];
          dead |= !rest[j];
        }
        if (!dead && __builtin_popcountll(left) >= K - 1) n += count_rows<Diag, K - 1, Any>(rest, rest_at, poll, placed);
        if (Any && n) {
          placed[at[b]] = one;
          return n;
        }
      }
    }
    return n;
  }
}

// count_rows for the k rows of a node, 2 <= k <= K; poll() at each node of three rows
// or more (the worker's node count, budget and stop).
template <bool Diag, bool Any, int K, typename Poll>
std::uint64_t count_rows_of(int k, const Mask* f, const int* at, Poll& poll, Mask* placed = nullptr) {
  if constexpr (K > 2) {
    if (k < K) return count_rows_of<Diag, Any, K - 1>(k, f, at, poll, placed);
  }
  return count_rows<Diag, K, Any>(f, at, poll, placed);
}

// What the whole board tells every worker, worked out once.
struct Board {
  const BitProblem& p;
  std::vector<Mask> usable;   // per row: open, not attacked by a fixed piece
  std::vector<int> forced;    // per row: 1 when a fixed piece stands in it
  std::vector<int> forced_from;  // per row r: rows >= r with a fixed piece
  bool mirror_own = false;    // the left-right mirror is in H: broken in the search
  bool transposes = false;    // G holds a transposition: images need the row per column
  bool dense = false;         // a piece in every row, none fixed: no empty rows to try
  bool all_own = true;        // G = H: every image of a solution is one
  // No element of G but the identity maps any solution to a solution: every solution
  // is its own class, and no image needs a look (see singleton_classes).
  bool singleton = false;
  // The ordered search (BitOptions::free_order): the fixed pieces placed at the root,
  // then at each node the row with the fewest open cells.
  bool ordered = false;
  // The masks hold column c in bit last - c (last = cols - 1), so that the lowest bit,
  // taken first, is the rightmost column; the attacks are symmetric, the shifts stay.
  int last = 0;
  Mask half = 0, centre = 0;  // the columns the tied search may take; the middle one

  Board(const BitProblem& problem, bool free_order) : p(problem) {
    const int R = p.rows, C = p.cols;
    usable = p.open;
    forced.assign(R, 0);
    forced_from.assign(R + 1, 0);
    for (int r = 0; r < R; ++r) {
      if (p.fixed[r] < 0) continue;
      forced[r] = 1;
      const int fc = p.fixed[r];
      for (int s = 0; s < R; ++s) {
        if (s == r) {
          usable[s] &= bit(fc);
          continue;
        }
        Mask attacked = bit(fc);
        const int d = s - r;
        if (p.diagonals) {
          if (fc + d >= 0 && fc + d < C) attacked |= bit(fc + d);
          if (fc - d >= 0 && fc - d < C) attacked |= bit(fc - d);
        }
        usable[s] &= ~attacked;
      }
    }
    for (int r = R - 1; r >= 0; --r) forced_from[r] = forced_from[r + 1] + forced[r];
    last = C - 1;
    for (Mask& row : usable) {
      Mask mirrored = 0;
      for (int c = 0; c < C; ++c)
        if (row & bit(c)) mirrored |= bit(last - c);
      row = mirrored;
    }
    dense = forced_from[0] == 0 && p.count == R;
    for (const BitSymmetry& g : p.group) {
      if (g.own && !g.transpose && !g.flip_rows && g.flip_cols) mirror_own = true;
      transposes |= g.transpose;
      all_own &= g.own;
    }
    for (int c = 0; c < C; ++c) {
      if (2 * c >= C - 1) half |= bit(last - c);
      if (2 * c == C - 1) centre = bit(last - c);
    }
    singleton = singleton_classes();
    ordered = free_order && !mirror_own && R <= 64;
  }

  // Whether each solution is its own class. An element g of G maps a solution S to a
  // solution only if g(S) holds the fixed pieces F and g(F) (as S holds F): so where
  // some g(f) is not a usable cell (a hole, or in a fixed piece's row or line), no
  // solution's image under g is one. When that holds for every g but the identity, H
  // is trivial and the classes are the solutions (docs/symmetry.md).
  bool singleton_classes() const {
    const int R = p.rows, C = p.cols;
    for (const BitSymmetry& g : p.group) {
      if (!g.transpose && !g.flip_rows && !g.flip_cols) continue;  // the identity
      if (g.own) return false;
      bool maps_some = true;
      for (int r = 0; r < R && maps_some; ++r) {
        if (p.fixed[r] < 0) continue;
        const int c = p.fixed[r];
        const int ir = g.transpose ? (g.flip_rows ? R - 1 - c : c) : (g.flip_rows ? R - 1 - r : r);
        const int ic = g.transpose ? (g.flip_cols ? C - 1 - r : r) : (g.flip_cols ? C - 1 - c : c);
        maps_some = usable[ir] & bit(last - ic);
      }
      if (maps_some) return false;
    }
    return true;
  }

  // The ordered search's root: the fixed pieces placed; false when they attack each other.
  bool ordered_root(State& root) const {
    root.prefix.assign(p.rows, -1);
    for (int r = 0; r < p.rows; ++r) {
      if (!forced[r]) root.rows |= bit(r);
      else if (!usable[r]) return false;
      else root.prefix[r] = p.fixed[r];
    }
    root.need -= forced_from[0];
    return true;
  }
};

struct Stop {};      // unwinds a worker's search
struct TaskDone {};  // unwinds one task: one solution sought, and one is known in it or in an earlier task

// What the workers share.
struct Shared {
  Shared(const Board& b, const BitOptions& o) : board(b), options(o) {}
  const Board& board;
  const BitOptions& options;
  std::vector<State> tasks;
  std::atomic<bool> stop{false};
  std::atomic<bool> gave_up{false};
  std::atomic<std::uint64_t> nodes{0};  // visited by the workers, counted at their polls
  // One solution sought: the first task with a solution (none: SIZE_MAX). Later tasks
  // are dropped, earlier ones still searched, so that the solution kept is the first
  // in the tasks' order whatever the workers (the one -j 1 finds).
  std::atomic<std::size_t> found_task{SIZE_MAX};
  std::mutex mutex;
  BitResult result;  // under the mutex
  bool limited() const { return options.limit || options.on_class; }
  bool interrupted() const { return options.interrupt && options.interrupt->load(std::memory_order_relaxed); }
};

class Worker {
 public:
  Worker(Shared& shared, bool collecting, int collect_row)
      : b_(shared.board), p_(shared.board.p), s_(&shared), collecting_(collecting),
        end_row_(collecting ? collect_row : -1), q_(p_.rows, -1), image_(p_.rows), inverse_(p_.cols), keys_(p_.rows),
        members_(p_.group.size(), std::vector<int>(p_.rows)), kids_(kOrderDepth), order_(kOrderDepth),
        seeking_(shared.options.limit == 1 && !shared.options.merge_symmetric) {}

  // Searches from a state to its end (or, collecting, to collect_row).
  void run(const State& st, std::size_t task = 0) {
    task_ = task;
    std::copy(st.prefix.begin(), st.prefix.end(), q_.begin());
    if (b_.ordered) start_ordered(st);
    else if (b_.dense) start<true>(st);
    else start<false>(st);
  }
  std::vector<State> tasks;          // collecting: the states at collect_row
  std::vector<SolutionClass> classes;     // found, when kept without the lock
  std::uint64_t fundamental = 0, total = 0, models = 0;

  // Publishes the progress counters.
  void publish() {
    if (s_->options.models) s_->options.models->fetch_add(models - published_models_, std::memory_order_relaxed);
    if (s_->options.classes) s_->options.classes->fetch_add(fundamental - published_classes_, std::memory_order_relaxed);
    published_models_ = models;
    published_classes_ = fundamental;
  }

 private:
  template <bool Dense>
  void start(const State& st) {
    if (p_.diagonals) st.tied ? search<true, true, Dense>(st.row, st.need, st.cols, st.left, st.right)
                              : search<true, false, Dense>(st.row, st.need, st.cols, st.left, st.right);
    else st.tied ? search<false, true, Dense>(st.row, st.need, st.cols, st.left, st.right)
                 : search<false, false, Dense>(st.row, st.need, st.cols, st.left, st.right);
  }

  // Solutions counted without being visited (each its own class: counting() holds).
  void counted(std::uint64_t n) {
    models += n;
    fundamental += n;
    total += n;
  }

  // Counting only: each solution is its own class and nothing is kept or handed over,
  // so the last piece's choices are counted, not visited.
  bool counting() const {
    return !collecting_ && (b_.singleton || !s_->options.merge_symmetric) && !s_->options.keep && !s_->limited();
  }

  // The ordered search from a state: its undecided rows, each with the cells no piece
  // placed so far attacks.
  void start_ordered(const State& st) {
    Rows rows;
    rows.clear();
    Mask taken = 0;
    for (int s = 0; s < p_.rows; ++s)
      if (q_[s] >= 0) taken |= bit(b_.last - q_[s]);
    for (Mask m = st.rows; m; m &= m - 1) {
      const int r = __builtin_ctzll(m);
      Mask free = b_.usable[r] & ~taken;
      for (int s = 0; s < p_.rows; ++s)
        if (q_[s] >= 0) free &= ~attacked<true>(bit(b_.last - q_[s]), std::abs(r - s));
      rows.add(r, p_.diagonals ? free : b_.usable[r] & ~taken);
    }
    if (!rows.room(st.need)) return;
    auto go = [&](auto diag) {
      if (counting()) branch<diag(), true>(st.row, st.need, rows);
      else branch<diag(), false>(st.row, st.need, rows);
    };
    if (p_.diagonals) go(std::true_type{});
    else go(std::false_type{});
  }

  // The ordered search (Board::ordered), `depth` choices down, with room for the
  // `need` pieces left in `rows`: each cell of the Choice (the other rows lose the
  // cells the piece attacks) and, where it is a row and more rows have an open cell
  // than pieces are left, the row empty. A child without room is not
  // searched: a row left without an open cell stays empty, and where more must than
  // the pieces allow, or fewer columns than pieces have an open cell, it fails at
  // once (docs/design.md, "bits").
  template <bool Diag, bool Counting>
  void branch(int depth, int need, const Rows& rows) {
    // One solution sought, a collector stops where count_rows would take the node: it
    // is a task, searched as a single worker would (the same solution for any -j).
    const bool by_masks = !Counting && seeking_ && rows.n == need && need >= 2 && need <= kSeekRows;
    if (need == 0 || depth == end_row_ || (collecting_ && by_masks)) {
      if (!collecting_) return leaf();
      Mask undecided = 0;
      for (int i = 0; i < rows.n; ++i) undecided |= bit(rows.at[i]);
      tasks.push_back({depth, need, 0, 0, 0, false, q_, undecided});
      return;
    }
    auto node = [this] {
      if ((++nodes_ & 0x3fff) == 0) poll();
    };
    node();
    if (Counting && need == 1) {  // any open cell takes the last piece, the other rows stay empty
      return counted(rows.cells);
    }
    if (Counting && rows.n == need && need <= kCountedRows) {  // every row left takes a piece
      return counted(count_rows_of<Diag, false, kCountedRows>(need, rows.free, rows.at, node));
    }
    // One solution sought: a node the mask search finds no completion of is dropped; one
    // it finds a completion of has it as its solution. Unsatisfiable Excluded Diagonals
    // instances about 1.3x faster with 12 rows (user s: diag-21-4-518 k = 14 1.70 ->
    // 1.19, 110 k = 17 0.74 -> 0.55, 776 k = 17 0.78 -> 0.60, 631 k = 19 0.27 -> 0.21).
    if (by_masks) {
      Mask placed[64];
      const bool any = p_.cols <= seek_rows::kMaxCols && seek_rows::vector_search()
                           ? seek_rows::any_vector(Diag, need, rows.free, rows.at, placed, nodes_, poll_)
                           : count_rows_of<Diag, true, kSeekRows>(need, rows.free, rows.at, node, placed) != 0;
      if (any) place(rows, placed);
      return;
    }
    const Choice choice(rows.free, rows.n, rows.best, rows.fewest, need, rows.cols, rows.twice, rows.thrice);
    const int picks = choice.picks;
    const int* pick = choice.row;
    const Mask* cells = choice.cells;
    const bool may_skip = rows.open > need && !choice.by_column;
    Rows child;  // NOLINT: filled before it is read
    if (may_skip) {
      child.clear();
      for (int i = 0; i < rows.n; ++i)
        if (i != pick[0]) child.add(rows.at[i], rows.free[i]);
      if (child.room(need)) branch<Diag, Counting>(depth + 1, need, child);
    }
    for (int c = 0; c < picks; ++c) {
      const int best = pick[c], r = rows.at[best];
      // The other rows, and how far each is from row r, once for all the children.
      const int others = rows.n - 1, may_stay_empty = others - (need - 1);
      int at[64], far[64];
      Mask free[64];
      for (int i = 0, k = 0; i < rows.n; ++i)
        if (i != best) at[k] = rows.at[i], free[k] = rows.free[i], far[k++] = std::abs(rows.at[i] - r);
      if (Counting && need == 2) {
        // The children's open cells, counted without making them: the pairs of a cell
        // here and an open cell in another row, less those that attack each other (a
        // pair is in at most one line: same column, or d columns off either way).
        const Mask here = cells[c];
        std::uint64_t pairs = 0, attacks = 0;
        for (int k = 0; k < others; ++k) {
          pairs += static_cast<std::uint64_t>(__builtin_popcountll(free[k]));
          attacks += static_cast<std::uint64_t>(__builtin_popcountll(here & free[k]));
          if (Diag)
            attacks += static_cast<std::uint64_t>(__builtin_popcountll(here & free[k] << far[k]) +
                                                  __builtin_popcountll(here & free[k] >> far[k]));
        }
        counted(pairs * static_cast<std::uint64_t>(__builtin_popcountll(here)) - attacks);
        continue;
      }
      if (!Counting && seeking_ && depth < kOrderDepth) {
        seek_in_order<Diag>(depth, need, r, cells[c], others, may_stay_empty, at, free, far);
        continue;
      }
      for (Mask m = cells[c]; m; m &= m - 1) {
        const Mask one = m & (~m + 1);
        if (!make_child<Diag>(child, one, need, others, may_stay_empty, at, free, far)) continue;
        q_[static_cast<std::size_t>(r)] = b_.last - __builtin_ctzll(one);
        branch<Diag, Counting>(depth + 1, need - 1, child);
        q_[static_cast<std::size_t>(r)] = -1;
      }
    }
  }

  // The solution of the rows' pieces placed[at] (a mask bit a row) with those above.
  void place(const Rows& rows, const Mask* placed) {
    for (int i = 0; i < rows.n; ++i) q_[static_cast<std::size_t>(rows.at[i])] = b_.last - __builtin_ctzll(placed[rows.at[i]]);
    leaf();
    for (int i = 0; i < rows.n; ++i) q_[static_cast<std::size_t>(rows.at[i])] = -1;
  }

  // The child of a piece on mask bit `one` of row r: the other rows (at, free, far: how
  // far from r) less the cells it attacks; false where it has no room (more rows left
  // empty than may stay so, or too few rows or columns with an open cell).
  template <bool Diag>
  static bool make_child(Rows& child, Mask one, int need, int others, int may_stay_empty, const int* at,
                         const Mask* free, const int* far) {
    child.clear();
    int empty = 0;
    for (int k = 0; k < others; ++k) {
      const Mask f = free[k] & ~attacked<Diag>(one, far[k]);
      if (!f && ++empty > may_stay_empty) return false;
      child.add(at[k], f);
    }
    return child.room(need - 1);
  }

  // One solution sought (seeking_), near the root: row r's cells tried by the open cells
  // their children keep, most first (ties: the cell order), so that the search starts
  // where the most room is left. Only above kOrderDepth: the children are made and kept
  // before any is searched, which deep down would cost more than it saves.
  template <bool Diag>
  void seek_in_order(int depth, int need, int r, Mask cells, int others, int may_stay_empty, const int* at,
                     const Mask* free, const int* far) {
    std::vector<Kid>& kids = kids_[static_cast<std::size_t>(depth)];
    std::vector<std::pair<std::uint64_t, std::size_t>>& order = order_[static_cast<std::size_t>(depth)];
    kids.clear();
    order.clear();
    for (Mask m = cells; m; m &= m - 1) {
      const Mask one = m & (~m + 1);
      kids.emplace_back();
      Kid& kid = kids.back();
      if (!make_child<Diag>(kid.rows, one, need, others, may_stay_empty, at, free, far)) {
        kids.pop_back();
        continue;
      }
      kid.col = b_.last - __builtin_ctzll(one);
      order.emplace_back(~kid.rows.cells, order.size());  // most cells first, then the cell order
    }
    std::sort(order.begin(), order.end());
    for (const auto& [cells_left, i] : order) {
      q_[static_cast<std::size_t>(r)] = kids[i].col;
      branch<Diag, false>(depth + 1, need - 1, kids[i].rows);
      q_[static_cast<std::size_t>(r)] = -1;
    }
  }

  // Diag: queens (the diagonal masks); Tied: the mirror image equal so far; Dense: a
  // piece in every row and no fixed one (plain n queens: no empty-row branch).
  template <bool Diag, bool Tied, bool Dense>
  void search(int r, int need, Mask cols, Mask left, Mask right) {
    if (need == 0 || r == end_row_) {
      if (collecting_) {
        std::fill(q_.begin() + r, q_.end(), -1);
        tasks.push_back({r, need, cols, left, right, Tied, std::vector<int>(q_.begin(), q_.begin() + r), 0});
        return;
      }
      if (!Dense) std::fill(q_.begin() + r, q_.end(), -1);
      leaf();
      return;
    }
    if ((++nodes_ & 0x3fff) == 0) poll();
    // Invariant: forced_from[r] <= need <= rows - r.
    const bool forced = !Dense && b_.forced[r];
    Mask avail = b_.usable[r] & ~(cols | left | right);
    if (Tied) avail &= b_.half;
    // The empty row first, then the columns from the right: the search meets the
    // boards in roughly ascending order, and so representatives early (--limit).
    if (!Dense && !forced && need < p_.rows - r) {
      q_[r] = -1;
      search<Diag, Tied, Dense>(r + 1, need, cols, Diag ? left << 1 : 0, Diag ? right >> 1 : 0);
    }
    if (Dense || forced || need > b_.forced_from[r]) {
      while (avail) {
        const Mask one = avail & (~avail + 1);
        avail ^= one;
        q_[r] = b_.last - __builtin_ctzll(one);
        const Mask l = Diag ? (left | one) << 1 : 0, rr = Diag ? (right | one) >> 1 : 0;
        if (Tied && one == b_.centre) search<Diag, true, Dense>(r + 1, need - 1, cols | one, l, rr);
        else search<Diag, false, Dense>(r + 1, need - 1, cols | one, l, rr);
      }
    }
  }

  void poll() {
    publish();
    // Called every 2^14 nodes of a worker: the workers' nodes in all, that many at a time.
    const std::uint64_t all = s_->nodes.fetch_add(0x4000, std::memory_order_relaxed) + 0x4000;
    if (s_->options.max_nodes && all > s_->options.max_nodes) {
      s_->gave_up = true;
      throw Stop();
    }
    if (s_->stop.load(std::memory_order_relaxed) || s_->interrupted()) throw Stop();
    if (seeking_ && s_->found_task.load(std::memory_order_relaxed) < task_) throw TaskDone();
  }

  // Column of g(solution) in row r of the image; C for an empty row (the key that
  // makes a board the smallest, see top of bitboard.hpp).
  int image_at(const BitSymmetry& g, int r) const {
    const int R = p_.rows, C = p_.cols;
    const int x = g.flip_rows ? R - 1 - r : r;
    const int v = g.transpose ? inverse_[x] : q_[x];
    if (v < 0) return C;
    return g.flip_cols ? C - 1 - v : v;
  }

  // The image under g, whole, into image_; false when it is not a solution (a fixed
  // piece missing, a piece on a hole).
  bool full_image(const BitSymmetry& g) {
    bool ok = true;
    for (int r = 0; r < p_.rows; ++r) {
      const int v = image_at(g, r);
      image_[r] = v;
      if (v < p_.cols ? !(p_.open[r] & bit(v)) : false) ok = false;
      if (p_.fixed[r] >= 0 && v != p_.fixed[r]) ok = false;
    }
    return ok;
  }

  void leaf() {
    ++models;
    if (b_.singleton && s_->options.merge_symmetric) return emit(q_, 1);
    if (!s_->options.merge_symmetric) {
      emit(q_, 1);
      if (b_.mirror_own) {
        BitSymmetry mirror{false, false, true, true};
        full_image(mirror);
        for (int& v : image_) v = v == p_.cols ? -1 : v;
        if (image_ != q_) emit(image_, 1);
      }
      return;
    }
    const int R = p_.rows;
    if (b_.transposes) {
      std::fill(inverse_.begin(), inverse_.end(), -1);
      for (int r = 0; r < R; ++r)
        if (q_[r] >= 0) inverse_[q_[r]] = r;
    }
    keys();
    // The representative: no image that is a solution has a larger key. Where G = H
    // the class is the orbit, of size |G| / |the images equal to it|.
    std::uint64_t fixing = 1;
    for (std::size_t i = 1; i < p_.group.size(); ++i) {
      const BitSymmetry& g = p_.group[i];
      if (g.own) {
        int r = 0;
        for (; r < R; ++r) {
          const int v = image_at(g, r);
          if (v != keys_[r]) {
            if (v > keys_[r]) return;
            break;
          }
        }
        fixing += r == R;
      } else if (full_image(g) && std::lexicographical_compare(keys_.begin(), keys_.end(), image_.begin(), image_.end())) {
        return;
      }
    }
    if (b_.all_own) return emit(q_, p_.group.size() / fixing);
    // Its class: the distinct images that are solutions.
    const auto first = members_.begin();
    auto last = first;
    for (const BitSymmetry& g : p_.group) {
      if (!full_image(g) && !g.own) continue;
      if (std::find(first, last, image_) == last) *last++ = image_;
    }
    emit(q_, static_cast<std::uint64_t>(last - first));
  }
  void keys() {
    for (int r = 0; r < p_.rows; ++r) keys_[r] = q_[r] < 0 ? p_.cols : q_[r];
  }

  // The representative's pieces, as the enumeration keeps them (solution_class.hpp).
  Solution cells(const std::vector<int>& cols) const {
    Solution s;
    s.reserve(static_cast<std::size_t>(p_.count));
    for (int r = 0; r < p_.rows; ++r)
      if (cols[r] >= 0) s.push_back({r * p_.cols + cols[r], p_.type});
    return s;
  }

  void emit(const std::vector<int>& cols, std::uint64_t size) {
    if (seeking_) return keep_first(cols, size);
    if (!s_->limited()) {
      ++fundamental;
      total += size;
      if (s_->options.keep) classes.push_back({cells(cols), size});
      return;
    }
    std::lock_guard<std::mutex> lock(s_->mutex);
    BitResult& res = s_->result;
    if (s_->options.limit && res.fundamental >= s_->options.limit) {
      s_->stop = true;
      throw Stop();
    }
    ++fundamental;  // for the progress counter only
    ++res.fundamental;
    res.total += size;
    if (s_->options.on_class) s_->options.on_class({cells(cols), size});
    else if (s_->options.keep) res.classes.push_back({cells(cols), size});
    if (s_->options.limit && res.fundamental >= s_->options.limit) {
      s_->stop = true;
      throw Stop();
    }
  }

  // One solution sought: this one, where no earlier task has one; this task ends here.
  [[noreturn]] void keep_first(const std::vector<int>& cols, std::uint64_t size) {
    ++fundamental;  // for the progress counter only
    std::lock_guard<std::mutex> lock(s_->mutex);
    if (task_ < s_->found_task) {
      s_->found_task = task_;
      s_->result.classes.assign(1, {cells(cols), size, false});
      s_->result.fundamental = 1;
      s_->result.total = size;
    }
    throw TaskDone();
  }

  const Board& b_;
  const BitProblem& p_;
  Shared* s_;
  bool collecting_;
  int end_row_;               // collecting: the row the tasks start at (-1: none)
  std::vector<int> q_;        // the column per row so far (-1: empty)
  std::vector<int> image_;    // full_image's result (keys: C for empty)
  std::vector<int> inverse_;  // the row per column of the solution at hand (-1: none)
  std::vector<int> keys_;      // the solution's own keys (C for empty), as image_at's
  std::vector<std::vector<int>> members_;  // leaf()'s distinct images, reused
  // seek_in_order's children, a list a depth (kept between nodes: no allocation there).
  struct Kid {
    Rows rows;
    int col;
  };
  std::vector<std::vector<Kid>> kids_;
  std::vector<std::vector<std::pair<std::uint64_t, std::size_t>>> order_;
  bool seeking_;  // one solution sought (find_one_bits: limit 1, no classes): children in any order
  const std::function<void()> poll_ = [this] { poll(); };  // for the vector search (seek_rows.hpp)
  std::size_t task_ = 0;  // the task searched (its index in Shared::tasks)
  std::uint64_t nodes_ = 0;
  std::uint64_t published_models_ = 0, published_classes_ = 0;
};

// The tasks: every state at the first row where there are enough of them for the workers
// (32 a worker: on the 32x32 completions of bench/completion_count.sh the largest task
// is then at most 1.3% of the nodes, 4.6% with 8 a worker, so the last to end is short).
std::vector<State> split(Shared& shared, const State& root, int workers) {
  if (workers <= 1) return {root};
  std::vector<State> tasks{root};
  for (int row = 1; row <= shared.board.p.rows && tasks.size() < static_cast<std::size_t>(32 * workers); ++row) {
    Worker collector(shared, true, row);
    collector.run(root);
    tasks = std::move(collector.tasks);
  }
  return tasks;
}

}  // namespace

BitResult run(const BitProblem& problem, const BitOptions& options) {
  const Board board(problem, options.free_order);
  Shared shared(board, options);
  const int R = problem.rows;
  BitResult& result = shared.result;
  const int workers = std::max(1, options.workers);
  // Nothing fits: more pieces than rows, or than the fixed rows allow.
  if (problem.count > R || problem.count < board.forced_from[0]) return result;
  State root{0, problem.count, 0, 0, 0, board.mirror_own, {}};
  if (board.ordered && !board.ordered_root(root)) return result;  // fixed pieces attack each other
  try {
    shared.tasks = split(shared, root, workers);
  } catch (const Stop&) {  // interrupted before the search
    result.complete = false;
    result.interrupted = true;
    return result;
  }
  result.tasks = shared.tasks.size();
  if (options.tasks_total) *options.tasks_total = result.tasks;

  std::vector<std::unique_ptr<Worker>> crew;
  for (int w = 0; w < workers; ++w) crew.push_back(std::make_unique<Worker>(shared, false, -1));
  run_tasks<Stop>(
      workers, shared.tasks.size(), shared.stop, [&] { return shared.interrupted(); },
      [&](int w, std::size_t i) {
        Worker& me = *crew[static_cast<std::size_t>(w)];
        if (i > shared.found_task) return;
        try {
          me.run(shared.tasks[i], i);
        } catch (const TaskDone&) {
        }
        me.publish();
        if (options.tasks_done) options.tasks_done->fetch_add(1, std::memory_order_relaxed);
      });

  // The workers' classes joined without a copy of any (the first list taken whole),
  // each list freed as it is joined.
  std::size_t kept = 0;
  for (const std::unique_ptr<Worker>& w : crew) kept += w->classes.size();
  for (std::unique_ptr<Worker>& w : crew) {
    result.models += w->models;
    if (shared.limited()) continue;  // counted under the lock already
    result.fundamental += w->fundamental;
    result.total += w->total;
    if (result.classes.empty()) {
      result.classes = std::move(w->classes);
      result.classes.reserve(kept);
    } else {
      std::move(w->classes.begin(), w->classes.end(), std::back_inserter(result.classes));
    }
    std::vector<SolutionClass>().swap(w->classes);
  }
  const bool found = shared.found_task != SIZE_MAX;
  if (found && options.on_class) {  // kept until every earlier task was searched
    options.on_class(result.classes.front());
    result.classes.clear();
  }
  // Stopped, and not by the limit: interrupted.
  result.complete = !shared.stop && !found;
  result.gave_up = shared.gave_up;
  result.interrupted = shared.stop && !result.gave_up && !(options.limit && result.fundamental >= options.limit);
  return std::move(result);
}

}  // namespace chessy::CHESSY_POPCNT_VARIANT

#ifndef CHESSY_POPCNT_BUILD
namespace chessy {

CHESSY_POPCNT_DECLARE(run)

BitResult enumerate_bits(const BitProblem& problem, const BitOptions& options) {
  return CHESSY_POPCNT_PICK(run)(problem, options);
}

}  // namespace chessy
#endif
