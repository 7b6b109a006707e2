// Built twice on x86-64: as itself, for any CPU, and by cover_count_popcnt.cpp with
// -mpopcnt (namespace popcnt), which count_covers calls where the CPU has the
// instruction: the search is mostly popcounts, which the baseline builds as a call
// (13x13 queens, the count of the 288: 4x faster with the instruction).
#include "enumerate/cover_count.hpp"

#include <algorithm>
#include <memory>
#include <mutex>

#include "enumerate/task_pool.hpp"
#include "util/fnv1a.hpp"

#ifndef CHESSY_COVER_VARIANT
#define CHESSY_COVER_VARIANT generic
#endif

namespace chessy::CHESSY_COVER_VARIANT {

namespace {

using Word = std::uint64_t;

// A set of cells in W words.
template <int W>
struct Cells {
  Word w[W] = {};
  void set(int c) { w[c >> 6] |= Word{1} << (c & 63); }
  void clear(int c) { w[c >> 6] &= ~(Word{1} << (c & 63)); }
  bool empty() const {
    Word any = 0;
    for (int i = 0; i < W; ++i) any |= w[i];
    return any == 0;
  }
  int size() const {
    int n = 0;
    for (int i = 0; i < W; ++i) n += __builtin_popcountll(w[i]);
    return n;
  }
  Cells operator&(const Cells& o) const {
    Cells r;
    for (int i = 0; i < W; ++i) r.w[i] = w[i] & o.w[i];
    return r;
  }
  Cells minus(const Cells& o) const {
    Cells r;
    for (int i = 0; i < W; ++i) r.w[i] = w[i] & ~o.w[i];
    return r;
  }
  int common(const Cells& o) const {  // |this & o|
    int n = 0;
    for (int i = 0; i < W; ++i) n += __builtin_popcountll(w[i] & o.w[i]);
    return n;
  }
  // Calls f(cell) for each cell, ascending; f returns false to stop.
  template <typename F>
  void each(F f) const {
    for (int i = 0; i < W; ++i)
      for (Word x = w[i]; x; x &= x - 1)
        if (!f(i * 64 + __builtin_ctzll(x))) return;
  }
};

template <int W>
Cells<W> cells_of(const std::vector<int>& list) {
  Cells<W> s;
  for (int c : list) s.set(c);
  return s;
}

template <int W>
Cells<W> cells_where(const std::vector<char>& flag) {
  Cells<W> s;
  for (std::size_t c = 0; c < flag.size(); ++c)
    if (flag[c]) s.set(static_cast<int>(c));
  return s;
}

// The problem as bitboards, worked out once.
template <int W>
struct Tables {
  std::vector<Cells<W>> cover;     // per cell: what a piece there covers
  std::vector<Cells<W>> coverers;  // per cell: where a piece would cover it
  std::vector<Cells<W>> conflict;  // per cell: where a second piece may not stand (independent)
  bool independent, at_most;

  explicit Tables(const CoverProblem& p)
      : cover(p.cells), coverers(p.cells), conflict(p.cells), independent(p.independent), at_most(p.at_most) {
    for (int c = 0; c < p.cells; ++c) {
      cover[c] = cells_of<W>(p.cover[c]);
      for (int t : p.cover[c]) coverers[t].set(c);
      if (p.independent) conflict[c] = cells_of<W>(p.conflict[c]);
    }
  }
};

// The search's state where a task starts.
template <int W>
struct Node {
  Cells<W> uncovered, allowed;  // what is left to cover; where a piece may still go
  int left;                     // pieces still to place
  std::vector<int> chosen;      // the cells placed so far, fixed ones first
};

struct Stop {};      // unwinds a worker's search
struct TaskDone {};  // unwinds a task (options.first: it holds a set, or a task before it does)

constexpr std::size_t kNoTask = ~std::size_t{0};

// A split run's tasks a share (CoverOptions::shares): enough that their sizes even out.
constexpr int kTasksPerShare = 32;

struct Shared {
  explicit Shared(const CoverOptions& o) : options(o) {}
  const CoverOptions& options;
  std::atomic<bool> stop{false};
  std::mutex mutex;  // on_set, one call at a time; first_set
  std::atomic<std::size_t> first_task{kNoTask};  // options.first: the first task known to hold a set
  std::vector<int> first_set;                    // its first set
  bool interrupted() const { return options.interrupt && options.interrupt->load(std::memory_order_relaxed); }
  std::atomic<std::uint64_t> spent{0};  // options.max_nodes: nodes so far, counted 0x4000 at a time
  bool over_budget() { return options.max_nodes && (spent += 0x4000) > options.max_nodes; }
};

template <int W>
class Worker {
 public:
  Worker(const Tables<W>& t, Shared& shared, int collect_depth)
      : t_(t), s_(shared), collect_depth_(collect_depth), gains_(kCoverMaxCells + 1, 0) {}

  // Searches task `index` (its place in the list, for options.first).
  void run(const Node<W>& n, std::size_t index = 0) {
    if (index > s_.first_task) return;
    task_ = index;
    chosen_ = n.chosen;
    base_ = static_cast<int>(n.chosen.size());
    try {
      search(n.uncovered, n.allowed, n.left);
    } catch (const TaskDone&) {
    }
  }

  std::vector<Node<W>> tasks;  // collecting: the nodes at collect_depth
  std::uint64_t nodes = 0, sets = 0;

 private:
  void search(const Cells<W>& uncovered, Cells<W> allowed, int left) {
    if (collect_depth_ >= 0 &&
        (static_cast<int>(chosen_.size()) - base_ == collect_depth_ || left == 0 || uncovered.empty())) {
      tasks.push_back({uncovered, allowed, left, chosen_});
      return;
    }
    if ((++nodes & 0x3fff) == 0) {
      if (s_.stop.load(std::memory_order_relaxed) || s_.interrupted() || s_.over_budget()) throw Stop();
      if (s_.first_task < task_) throw TaskDone();  // a set comes before this task's
    }
    if (uncovered.empty()) {
      if (left == 0 || t_.at_most) emit();
      else if (!t_.independent) fill(allowed, left);  // any further pieces will do
      // Independent: every free cell is occupied or attacked, so no piece can be added.
      return;
    }
    if (left == 0) return;
    // The uncovered cell with the fewest usable coverers.
    int target = -1, fewest = kCoverMaxCells + 1;
    uncovered.each([&](int c) {
      const int n = t_.coverers[c].common(allowed);
      if (n < fewest) {
        fewest = n;
        target = c;
      }
      return n > 1;
    });
    if (fewest == 0) return;
    if (left == 1) {  // the one piece must cover all that is left
      (t_.coverers[target] & allowed).each([&](int p) {
        if (uncovered.minus(t_.cover[p]).empty()) {
          chosen_.push_back(p);
          emit();
          chosen_.pop_back();
        }
        return true;
      });
      return;
    }
    if (!can_cover(uncovered, allowed, left)) return;
    const Cells<W> branches = t_.coverers[target] & allowed;
    branches.each([&](int p) {
      allowed.clear(p);  // later branches: sets without p
      chosen_.push_back(p);
      search(uncovered.minus(t_.cover[p]), t_.independent ? allowed.minus(t_.conflict[p]) : allowed, left - 1);
      chosen_.pop_back();
      return true;
    });
  }

  // Whether the `left` usable cells that cover the most of `uncovered` cover as many
  // cells as it holds (a bound: they may overlap).
  bool can_cover(const Cells<W>& uncovered, const Cells<W>& allowed, int left) {
    const int need = uncovered.size();
    int most = 0;
    allowed.each([&](int p) {
      const int g = t_.cover[p].common(uncovered);
      ++gains_[g];
      most = std::max(most, g);
      return true;
    });
    int sum = 0;
    for (int g = most; g > 0 && left > 0; --g) {
      const int take = std::min(left, gains_[g]);
      sum += take * g;
      left -= take;
    }
    std::fill(gains_.begin(), gains_.begin() + most + 1, 0);
    return sum >= need;
  }

  // Every way to add `left` pieces on `allowed` cells.
  void fill(const Cells<W>& allowed, int left) {
    if (left == 0) return emit();
    if (allowed.size() < left) return;
    Cells<W> rest = allowed;
    allowed.each([&](int p) {
      rest.clear(p);
      chosen_.push_back(p);
      fill(rest, left - 1);
      chosen_.pop_back();
      return true;
    });
  }

  void emit() {
    ++sets;
    std::vector<int> set = chosen_;
    std::sort(set.begin(), set.end());
    if (s_.options.first) {
      std::lock_guard<std::mutex> lock(s_.mutex);
      if (task_ < s_.first_task) {
        s_.first_task = task_;
        s_.first_set = std::move(set);
      }
      throw TaskDone();
    }
    if (!s_.options.on_set) return;
    std::lock_guard<std::mutex> lock(s_.mutex);
    if (s_.stop.load(std::memory_order_relaxed)) throw Stop();
    if (!s_.options.on_set(set)) {
      s_.stop = true;
      throw Stop();
    }
  }

  const Tables<W>& t_;
  Shared& s_;
  int collect_depth_;         // collecting: the depth (pieces placed by the search) of the tasks; -1: none
  std::size_t task_ = 0;      // the task under way
  int base_ = 0;              // pieces placed when the task started
  std::vector<int> chosen_;   // the cells placed so far
  std::vector<int> gains_;    // can_cover's count of cells per gain, kept zero between calls
};

// A split run's tasks (CoverOptions::shares): the nodes `depth` pieces down a
// branching on the uncovered cell with the fewest usable coverers, as the search's,
// but blind to the count, so that every bound of --min and the count at the optimum
// share out the sets alike: a set lies in one task whatever the count, and the parts'
// proofs and counts add up. Nodes with no coverer left for a cell hold no set.
template <int W>
void collect(const Tables<W>& t, const Node<W>& n, int depth, std::vector<Node<W>>& out) {
  if (depth == 0 || n.uncovered.empty()) return out.push_back(n);
  int target = -1, fewest = kCoverMaxCells + 1;
  n.uncovered.each([&](int c) {
    if (const int k = t.coverers[c].common(n.allowed); k < fewest) {
      fewest = k;
      target = c;
    }
    return fewest > 0;
  });
  Node<W> child = n;
  (t.coverers[target] & n.allowed).each([&](int p) {
    child.allowed.clear(p);  // later branches: sets without p
    Node<W> next{child.uncovered.minus(t.cover[p]), t.independent ? child.allowed.minus(t.conflict[p]) : child.allowed,
                 n.left - 1, n.chosen};
    next.chosen.push_back(p);
    collect(t, next, depth - 1, out);
    return true;
  });
}

// A split run's share (CoverOptions::share): the tasks dealt to it back and forth
// (0..P-1, P-1..0, ...) in search order, in which the tasks of a branch shrink (each
// forbids the cells of those before it), so every share gets large and small alike;
// `digest`: the whole list and its dealing.
template <int W>
std::vector<Node<W>> dealt(std::vector<Node<W>>& tasks, int share, int shares, std::uint64_t& digest) {
  Fnv1a h;
  h.add(std::int64_t{shares});
  std::vector<Node<W>> mine;
  for (std::size_t i = 0; i < tasks.size(); ++i) {
    const int at = static_cast<int>(i % static_cast<std::size_t>(shares));
    const int to = (i / static_cast<std::size_t>(shares)) % 2 ? shares - 1 - at : at;
    h.add(std::int64_t{to});
    h.add(static_cast<std::int64_t>(tasks[i].chosen.size()));
    for (int c : tasks[i].chosen) h.add(std::int64_t{c});
    if (to == share && tasks[i].left >= 0) mine.push_back(std::move(tasks[i]));  // past the count: no set
  }
  digest = h.value();
  return mine;
}

template <int W>
CoverResult count_in(const CoverProblem& p, const CoverOptions& options) {
  CoverResult result;
  const Tables<W> t(p);
  Shared shared(options);
  // The fixed pieces: placed, their cover taken, their conflicts forbidden.
  Node<W> root{cells_where<W>(p.need), cells_where<W>(p.usable), p.count - static_cast<int>(p.fixed.size()), p.fixed};
  for (int f : p.fixed) {
    root.uncovered = root.uncovered.minus(t.cover[f]);
    root.allowed.clear(f);
    if (p.independent) {
      for (int g : p.fixed)
        if (t.conflict[f].common(cells_of<W>({g}))) return result;  // fixed pieces attack each other
      root.allowed = root.allowed.minus(t.conflict[f]);
    }
  }
  if (root.left < 0) return result;
  const int workers = std::max(1, options.workers);
  // A split run's list depends on the board and the shares alone: every part, bound
  // and count deals the same one.
  const bool split = options.shares > 1;
  const std::size_t wanted = static_cast<std::size_t>(split ? kTasksPerShare * options.shares : 8 * workers);
  std::vector<Node<W>> tasks{root};
  for (int depth = 1; split && tasks.size() < wanted && depth <= p.cells; ++depth) {
    std::vector<Node<W>> deeper;
    collect(t, root, depth, deeper);
    const bool grew = deeper.size() > tasks.size();
    tasks = std::move(deeper);
    if (!grew) break;  // every node a leaf, or one branch: deciding on the list alone
  }
  try {
    for (int depth = 1; !split && workers > 1 && tasks.size() < wanted && depth <= root.left; ++depth) {
      Worker<W> collector(t, shared, depth);
      collector.run(root);
      tasks = std::move(collector.tasks);
      result.nodes += collector.nodes;
    }
  } catch (const Stop&) {
    result.complete = false;
    result.interrupted = true;
    return result;
  }
  if (split) tasks = dealt(tasks, options.share, options.shares, result.split);
  result.tasks = tasks.size();
  std::vector<std::unique_ptr<Worker<W>>> crew;
  for (int w = 0; w < workers; ++w) crew.push_back(std::make_unique<Worker<W>>(t, shared, -1));
  run_tasks<Stop>(workers, tasks.size(), shared.stop, [&] { return shared.interrupted(); },
                  [&](int w, std::size_t i) { crew[static_cast<std::size_t>(w)]->run(tasks[i], i); });
  for (const auto& w : crew) {
    result.nodes += w->nodes;
    if (!options.first) result.sets += w->sets;
  }
  if (options.first && shared.first_task != kNoTask && !shared.stop) {
    result.sets = 1;
    if (options.on_set) options.on_set(shared.first_set);
  }
  // Stopped by on_set (a limit) or interrupted: which, the caller knows; interrupted
  // means the flag was seen.
  result.complete = !shared.stop;
  result.interrupted = shared.stop && shared.interrupted();
  return result;
}

}  // namespace

CoverResult count(const CoverProblem& problem, const CoverOptions& options) {
  if (problem.cells <= 64) return count_in<1>(problem, options);
  if (problem.cells <= 128) return count_in<2>(problem, options);
  if (problem.cells <= 192) return count_in<3>(problem, options);
  return count_in<4>(problem, options);
}

}  // namespace chessy::CHESSY_COVER_VARIANT

#ifndef CHESSY_COVER_POPCNT_BUILD
namespace chessy {

#if defined(__x86_64__) && !defined(__POPCNT__)
namespace popcnt {
CoverResult count(const CoverProblem& problem, const CoverOptions& options);
}
#endif

CoverResult count_covers(const CoverProblem& problem, const CoverOptions& options) {
#if defined(__x86_64__) && !defined(__POPCNT__)
  if (__builtin_cpu_supports("popcnt")) return popcnt::count(problem, options);
#endif
  return generic::count(problem, options);
}

}  // namespace chessy
#endif
