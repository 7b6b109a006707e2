// Built twice on x86-64 (enumerate/popcnt_copy.hpp): as itself, and with -mpopcnt by
// queens_count_popcnt.cpp; each node of the search takes a popcount a row.
#include "enumerate/queens/queens_count.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <atomic>
#include <string>
#include <vector>

#include "enumerate/queens/queens_inside.hpp"
#include "enumerate/popcnt_copy.hpp"
#include "enumerate/task_pool.hpp"
#include "util/fnv1a.hpp"

namespace chessy::CHESSY_POPCNT_VARIANT {

namespace {

using Mask = std::uint64_t;
constexpr int kMaxN = 32;  // diagonals r + c and c - r + n - 1 fit 64 bits
constexpr int kGroup = 8;

struct Cell {
  int row, col;
  bool operator==(const Cell&) const = default;
};

// The eight symmetries of the n x n square: bit 2 transposes, then bit 1 flips the
// rows and bit 0 the columns (0: the identity).
Cell image(int g, Cell x, int n) {
  int r = x.row, c = x.col;
  if (g & 4) std::swap(r, c);
  if (g & 2) r = n - 1 - r;
  if (g & 1) c = n - 1 - c;
  return {r, c};
}

// The frame: the queens of the first and last column and row. Side k of the board is
// the quarter turn R(r, c) = (c, n-1-r) applied k times to column 0, and side[k] the
// position v of its queen, at R^k(v, 0): so a quarter turn of the frame turns the
// sides round and a reflection reverses them and takes each v to n-1-v.
struct Frame {
  std::array<int, 4> side{};
  std::vector<Cell> queens;  // distinct (a corner queen stands on two sides)
  unsigned stabilizer = 1;   // bit g: symmetry g maps the frame to itself
};

Cell side_cell(int k, int v, int n) {
  switch (k) {
    case 0: return {v, 0};
    case 1: return {0, n - 1 - v};
    case 2: return {n - 1 - v, n - 1};
    default: return {n - 1, v};
  }
}

// The sides of a frame given by its queens (one on each border line).
std::array<int, 4> sides_of(const std::vector<Cell>& queens, int n) {
  std::array<int, 4> side{};
  for (const Cell& q : queens) {
    if (q.col == 0) side[0] = q.row;
    if (q.row == 0) side[1] = n - 1 - q.col;
    if (q.col == n - 1) side[2] = n - 1 - q.row;
    if (q.row == n - 1) side[3] = q.col;
  }
  return side;
}

bool attack(Cell x, Cell y) {
  return x.row == y.row || x.col == y.col || x.row + x.col == y.row + y.col || x.row - x.col == y.row - y.col;
}

// Every frame without two queens attacking each other, one of each orbit under the
// eight symmetries: the one whose sides are least in lexicographic order. A side can
// be moved first by a turn and complemented by a reflection, so the least frame's
// first side is at most every side and every complement: the loops stay there.
std::vector<Frame> canonical_frames(int n) {
  std::vector<Frame> frames;
  std::array<int, 4> t{};
  for (t[0] = 0; t[0] <= n - 1 - t[0]; ++t[0])
    for (t[1] = t[0]; t[1] <= n - 1 - t[0]; ++t[1])
      for (t[2] = t[0]; t[2] <= n - 1 - t[0]; ++t[2])
        for (t[3] = t[0]; t[3] <= n - 1 - t[0]; ++t[3]) {
          Frame f;
          f.side = t;
          bool ok = true;
          for (int k = 0; k < 4 && ok; ++k) {
            const Cell q = side_cell(k, t[k], n);
            if (std::find(f.queens.begin(), f.queens.end(), q) != f.queens.end()) continue;
            for (const Cell& p : f.queens) ok = ok && !attack(p, q);
            f.queens.push_back(q);
          }
          for (int g = 1; g < kGroup && ok; ++g) {
            std::vector<Cell> moved;
            for (const Cell& q : f.queens) moved.push_back(image(g, q, n));
            const std::array<int, 4> other = sides_of(moved, n);
            if (other < t) ok = false;
            if (other == t) f.stabilizer |= 1u << g;
          }
          if (ok) frames.push_back(std::move(f));
        }
  return frames;
}

// A task: a frame's inside whole (row < 0), or with the first queen of its search at
// (row, col).
struct Task {
  int frame, row, col;
};

struct Stop {};  // unwinds a worker's search

// The counts of tasks, added up.
struct Counts {
  std::uint64_t fundamental = 0, total = 0, completions = 0;
  void add(const Counts& o) {
    fundamental += o.fundamental;
    total += o.total;
    completions += o.completions;
  }
};

// The search of one frame's inside, row by row in the order of the fewest free cells.
// Columns are bits of one mask; the diagonals through a cell (r, c) are bits r + c and
// c - r + n - 1 of two masks, so that any row can be taken next.
class Inside {
 public:
  // The search stops (throws Stop) soon after `stop` or `interrupt` (either may be null)
  // is true.
  Inside(int n, const std::atomic<bool>* stop, const std::atomic<bool>* interrupt)
      : n_(n), last_(n - 1), stop_(stop), interrupt_(interrupt) {}

  // The inside of frame f, before any queen of it.
  void start(const Frame& f) {
    std::fill(q_.begin(), q_.end(), -1);
    open_ = 0;
    a_ = b_ = 0;
    for (const Cell& q : f.queens) {
      q_[static_cast<std::size_t>(q.row)] = q.col;
      a_ |= Mask{1} << (q.row + q.col);
      b_ |= Mask{1} << (q.col - q.row + last_);
    }
    left_ = 0;
    for (int r = 1; r < last_; ++r)
      if (q_[static_cast<std::size_t>(r)] < 0) rows_[static_cast<std::size_t>(left_++)] = r;
    for (int c = 1; c < last_; ++c) open_ |= Mask{1} << c;
    for (const Cell& q : f.queens) open_ &= ~(Mask{1} << q.col);
    stabilizer_ = f.stabilizer;
  }

  // The first queens of the inside's search: its row and columns (none: no completion).
  struct Pick {
    int index;     // into rows_
    Mask options;  // the columns to try (0: some row or column has no free cell)
  };
  Pick first() { return pick(left_, open_, a_, b_); }
  int row_at(int index) const { return rows_[static_cast<std::size_t>(index)]; }
  int left() const { return left_; }

  // The completions of the inside, and with a stabilizer the classes they make.
  Counts count_all() {
    if (stabilizer_ == 1) return plain(count(left_, open_, a_, b_));
    fixed_.fill(0);
    const std::uint64_t c = search<true>(left_, open_, a_, b_);
    // Burnside over the frame's stabilizer: its orbits on the completions.
    std::uint64_t sum = 0;
    for (int g = 0; g < kGroup; ++g)
      if (stabilizer_ >> g & 1) sum += g == 0 ? c : fixed_[static_cast<std::size_t>(g)];
    const int size = __builtin_popcount(stabilizer_);
    if (sum % static_cast<std::uint64_t>(size) != 0) throw InternalError("the n-queens counter's orbits do not divide");
    return {sum / static_cast<std::uint64_t>(size), c * static_cast<std::uint64_t>(kGroup / size), c};
  }

  // The completions with the first queen at (row, col) (a frame of trivial stabilizer).
  Counts count_from(int row, int col) {
    const int i = static_cast<int>(std::find(rows_.begin(), rows_.begin() + left_, row) - rows_.begin());
    std::swap(rows_[static_cast<std::size_t>(i)], rows_[static_cast<std::size_t>(left_ - 1)]);
    const Mask bit = Mask{1} << col;
    return plain(count(left_ - 1, open_ & ~bit, a_ | bit << row, b_ | bit << (last_ - row)));
  }

 private:
  static Counts plain(std::uint64_t c) { return {c, c * kGroup, c}; }

  // The completions of the first `left` rows of rows_: by the vector search where this
  // build and CPU have it and the board is small enough, else by search().
  std::uint64_t count(int left, Mask open, Mask a, Mask b) {
    if (n_ > queens_inside::kMaxVectorN || !queens_inside::vector_search())
      return search<false>(left, open, a, b);
    queens_inside::Start start{n_, {}, left, open, a, b};
    std::copy(rows_.begin(), rows_.begin() + left, start.rows.begin());
    return queens_inside::count_vector(start, [this] { poll(); });
  }

  // The row with the fewest free cells, or a column that only one row can take; none
  // when a row or a column has no free cell left.
  Pick pick(int left, Mask open, Mask a, Mask b) {
    Mask seen = 0, twice = 0;
    std::array<Mask, kMaxN>& free = free_;
    // Without branches but the loop's: the least (count << 5 | index), and whether a
    // row has no free cell (mispredicted branches cost more than the scan).
    unsigned least = ~0u;
    bool empty = false;
    for (int i = 0; i < left; ++i) {
      const int r = rows_[static_cast<std::size_t>(i)];
      const Mask av = open & ~((a >> r) | (b >> (last_ - r)));
      free[static_cast<std::size_t>(i)] = av;
      twice |= seen & av;
      seen |= av;
      const unsigned k = static_cast<unsigned>(__builtin_popcountll(av));
      empty |= k == 0;
      least = std::min(least, k << 5 | static_cast<unsigned>(i));
    }
    if (empty || seen != open) return {0, 0};  // a row or a column that nothing can fill
    if (Mask once = seen & ~twice; least >> 5 > 1 && once) {
      once &= ~once + 1;
      int i = 0;
      while (!(free[static_cast<std::size_t>(i)] & once)) ++i;
      return {i, once};
    }
    const int best = static_cast<int>(least & 31);
    return {best, free[static_cast<std::size_t>(best)]};
  }

  // Record: the queens are kept, and each completion is checked against the
  // frame's stabilizer (the frames it has are few).
  template <bool Record>
  std::uint64_t search(int left, Mask open, Mask a, Mask b) {
    if (left == 0) {
      if (Record) leaf();
      return 1;
    }
    if ((++nodes_ & 0xffff) == 0) poll();
    const Pick p = pick(left, open, a, b);
    if (!p.options) return 0;
    if (!Record && left == 1) return 1;  // one column left, and the row takes it
    const std::size_t i = static_cast<std::size_t>(p.index), end = static_cast<std::size_t>(left - 1);
    const int r = rows_[i];
    rows_[i] = rows_[end];
    rows_[end] = r;
    std::uint64_t found = 0;
    for (Mask o = p.options; o; o &= o - 1) {
      const Mask bit = o & (~o + 1);
      if (Record) q_[static_cast<std::size_t>(r)] = __builtin_ctzll(bit);
      found += search<Record>(left - 1, open & ~bit, a | bit << r, b | bit << (last_ - r));
    }
    if (Record) q_[static_cast<std::size_t>(r)] = -1;
    rows_[end] = rows_[i];
    rows_[i] = r;
    return found;
  }

  void poll() const {
    for (const std::atomic<bool>* flag : {stop_, interrupt_})
      if (flag && flag->load(std::memory_order_relaxed)) throw Stop();
  }

  // A completion of a frame with a stabilizer: which of its symmetries fix it.
  void leaf() {
    for (int g = 1; g < kGroup; ++g) {
      if (!(stabilizer_ >> g & 1)) continue;
      bool fixed = true;
      for (int r = 0; r < n_ && fixed; ++r) {
        const Cell to = image(g, {r, q_[static_cast<std::size_t>(r)]}, n_);
        fixed = q_[static_cast<std::size_t>(to.row)] == to.col;
      }
      fixed_[static_cast<std::size_t>(g)] += fixed;
    }
  }

  const int n_, last_;
  const std::atomic<bool>*stop_, *interrupt_;
  std::array<int, kMaxN> rows_{};  // the inside's rows still empty, first left_ of them
  std::array<int, kMaxN> q_{};     // Record: the column of each row's queen (-1: none)
  std::array<std::uint64_t, kGroup> fixed_{};
  std::array<Mask, kMaxN> free_{};  // pick()'s rows' free cells, read before it returns
  int left_ = 0;
  Mask open_ = 0, a_ = 0, b_ = 0;
  unsigned stabilizer_ = 1;
  std::uint64_t nodes_ = 0;
};

// Every frame's inside whole where its stabilizer is more than the identity (its
// classes are only known whole), else split by the first queen of its search.
std::vector<Task> tasks_of(const std::vector<Frame>& frames, int n) {
  std::vector<Task> tasks;
  Inside inside(n, nullptr, nullptr);
  for (std::size_t f = 0; f < frames.size(); ++f) {
    inside.start(frames[f]);
    if (frames[f].stabilizer != 1 || inside.left() == 0) {
      tasks.push_back({static_cast<int>(f), -1, -1});
      continue;
    }
    const Inside::Pick p = inside.first();
    for (Mask o = p.options; o; o &= o - 1)
      tasks.push_back({static_cast<int>(f), inside.row_at(p.index), __builtin_ctzll(o)});
  }
  return tasks;
}

// Part of task i of a split into `parts`: dealt back and forth (0..P-1, P-1..0, ...), so
// that neighbouring tasks, alike in size, go to different parts.
int part_of(std::size_t i, int parts) {
  const std::size_t p = static_cast<std::size_t>(parts), round = i / p, at = i % p;
  return static_cast<int>(round % 2 == 0 ? at : p - 1 - at);
}

}  // namespace

Enumeration count(const Problem& problem, const EnumerateOptions& options, int part, int parts) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  const int n = problem.rows;
  const std::vector<Frame> frames = canonical_frames(n);
  const std::vector<Task> all = tasks_of(frames, n);
  std::vector<Task> tasks;
  Fnv1a digest;  // the task list and its dealing: every part must have the same
  digest.add(std::int64_t{n});
  digest.add(std::int64_t{parts});
  for (std::size_t i = 0; i < all.size(); ++i) {
    const Task& t = all[i];
    const int to = part_of(i, parts);
    for (int v : frames[static_cast<std::size_t>(t.frame)].side) digest.add(std::int64_t{v});
    digest.add(std::int64_t{t.row});
    digest.add(std::int64_t{t.col});
    digest.add(std::int64_t{to});
    if (to == part) tasks.push_back(t);
  }

  Enumeration result;
  result.engine = Engine::Bits;
  result.workers = std::max(1, options.workers);
  result.cubes = tasks.size();
  result.split_digest = digest.value();
  api::CountProgress* progress = options.progress;
  if (progress) progress->cubes_total = tasks.size();
  const std::atomic<bool>* interrupt = options.encode.stop;
  std::atomic<bool> stop{false};
  std::vector<Counts> counts(static_cast<std::size_t>(result.workers));
  std::vector<Inside> crew(static_cast<std::size_t>(result.workers), Inside(n, &stop, interrupt));
  std::atomic<std::uint64_t> done{0};
  run_tasks<Stop>(result.workers, tasks.size(), stop, [&] { return interrupt && interrupt->load(); },
                  [&](int w, std::size_t i) {
                    Inside& inside = crew[static_cast<std::size_t>(w)];
                    const Task& t = tasks[i];
                    inside.start(frames[static_cast<std::size_t>(t.frame)]);
                    const Counts c = t.row < 0 ? inside.count_all() : inside.count_from(t.row, t.col);
                    counts[static_cast<std::size_t>(w)].add(c);
                    ++done;
                    if (progress) {
                      progress->cubes_done.fetch_add(1, std::memory_order_relaxed);
                      const std::uint64_t classes = options.merge_symmetric ? c.fundamental : c.total;
                      progress->models.fetch_add(classes, std::memory_order_relaxed);
                      progress->classes.fetch_add(classes, std::memory_order_relaxed);
                    }
                  });

  Counts sum;
  for (const Counts& c : counts) sum.add(c);
  result.calls = done;
  result.fundamental = options.merge_symmetric ? sum.fundamental : sum.total;
  result.total = sum.total;
  result.models = result.fundamental;
  result.interrupted = stop && done < tasks.size();
  result.complete = !result.interrupted;
  result.solve_seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return result;
}

}  // namespace chessy::CHESSY_POPCNT_VARIANT

#ifndef CHESSY_POPCNT_BUILD
namespace chessy {

CHESSY_POPCNT_DECLARE(count)

bool queens_count_takes(const Problem& problem) {
  // A torus wraps the diagonals: not this counter's (docs/rules.md "Tori").
  const int type = problem.only_type();
  return type >= 0 && !problem.torus && !problem.region_puzzle() && problem.types[static_cast<std::size_t>(type)].kind == Kind::Queen && !problem.coloured &&
         problem.goal == Goal::Independence && problem.open < 0 && problem.square() && problem.rows <= generic::kMaxN &&
         problem.blocked.empty() && problem.fixed.empty() && problem.counts[static_cast<std::size_t>(type)] == problem.rows;
}

Enumeration count_queens(const Problem& problem, const EnumerateOptions& options, int part, int parts) {
  return CHESSY_POPCNT_PICK(count)(problem, options, part, parts);
}

}  // namespace chessy
#endif
