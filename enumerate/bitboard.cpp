#include "enumerate/bitboard.hpp"

#include <algorithm>
#include <mutex>

#include "enumerate/task_pool.hpp"

namespace chessy {

namespace {

using Mask = std::uint64_t;

Mask bit(int c) { return Mask{1} << c; }

// The search's state at the top of a row: where a task starts.
struct State {
  int row, need;           // the row to fill next; pieces still to place
  Mask cols, left, right;  // attacked at this row: columns, the two diagonals
  bool tied;               // the mirror image is still equal so far
  std::vector<int> prefix; // the columns of the rows above (-1: empty)
};

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
  // The masks hold column c in bit last - c (last = cols - 1), so that the lowest bit,
  // taken first, is the rightmost column; the attacks are symmetric, the shifts stay.
  int last = 0;
  Mask half = 0, centre = 0;  // the columns the tied search may take; the middle one

  explicit Board(const BitProblem& problem) : p(problem) {
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
  }
};

struct Stop {};  // unwinds a worker's search

// What the workers share.
struct Shared {
  const Board& board;
  const BitOptions& options;
  std::vector<State> tasks;
  std::atomic<bool> stop{false};
  std::atomic<bool> gave_up{false};
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
        members_(p_.group.size(), std::vector<int>(p_.rows)) {}

  // Searches from a state to its end (or, collecting, to collect_row).
  void run(const State& st) {
    std::copy(st.prefix.begin(), st.prefix.end(), q_.begin());
    if (b_.dense) start<true>(st);
    else start<false>(st);
  }
  std::vector<State> tasks;          // collecting: the states at collect_row
  std::vector<BitClass> classes;     // found, when kept without the lock
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

  // Diag: queens (the diagonal masks); Tied: the mirror image equal so far; Dense: a
  // piece in every row and no fixed one (plain n queens: no empty-row branch).
  template <bool Diag, bool Tied, bool Dense>
  void search(int r, int need, Mask cols, Mask left, Mask right) {
    if (need == 0 || r == end_row_) {
      if (collecting_) {
        std::fill(q_.begin() + r, q_.end(), -1);
        tasks.push_back({r, need, cols, left, right, Tied, std::vector<int>(q_.begin(), q_.begin() + r)});
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
    if (s_->options.max_nodes && nodes_ > s_->options.max_nodes) {
      s_->gave_up = true;
      throw Stop();
    }
    if (s_->stop.load(std::memory_order_relaxed) || s_->interrupted()) throw Stop();
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

  void emit(const std::vector<int>& cols, std::uint64_t size) {
    if (!s_->limited()) {
      ++fundamental;
      total += size;
      if (s_->options.keep) classes.push_back({cols, size});
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
    if (s_->options.on_class) s_->options.on_class({cols, size});
    else if (s_->options.keep) res.classes.push_back({cols, size});
    if (s_->options.limit && res.fundamental >= s_->options.limit) {
      s_->stop = true;
      throw Stop();
    }
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
  std::uint64_t nodes_ = 0;
  std::uint64_t published_models_ = 0, published_classes_ = 0;
};

// The tasks: every state at the first row where there are enough of them for the workers.
std::vector<State> split(Shared& shared, const State& root, int workers) {
  if (workers <= 1) return {root};
  std::vector<State> tasks{root};
  for (int row = 1; row <= shared.board.p.rows && tasks.size() < static_cast<std::size_t>(8 * workers); ++row) {
    Worker collector(shared, true, row);
    collector.run(root);
    tasks = std::move(collector.tasks);
  }
  return tasks;
}

}  // namespace

BitResult enumerate_bits(const BitProblem& problem, const BitOptions& options) {
  const Board board(problem);
  Shared shared{board, options, {}, {}, {}, {}, {}};
  const int R = problem.rows;
  BitResult& result = shared.result;
  const int workers = std::max(1, options.workers);
  // Nothing fits: more pieces than rows, or than the fixed rows allow.
  if (problem.count > R || problem.count < board.forced_from[0]) return result;
  const State root{0, problem.count, 0, 0, 0, board.mirror_own, {}};
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
        me.run(shared.tasks[i]);
        me.publish();
        if (options.tasks_done) options.tasks_done->fetch_add(1, std::memory_order_relaxed);
      });

  for (std::unique_ptr<Worker>& w : crew) {
    result.models += w->models;
    if (shared.limited()) continue;  // counted under the lock already
    result.fundamental += w->fundamental;
    result.total += w->total;
    for (BitClass& c : w->classes) result.classes.push_back(std::move(c));
  }
  // Stopped, and not by the limit: interrupted.
  result.complete = !shared.stop;
  result.gave_up = shared.gave_up;
  result.interrupted = shared.stop && !result.gave_up && !(options.limit && result.fundamental >= options.limit);
  return std::move(result);
}

}  // namespace chessy
