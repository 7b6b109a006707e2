// Built twice on x86-64 (enumerate/popcnt_copy.hpp): as itself, and with -mpopcnt by
// cover_count_popcnt.cpp; the search is mostly popcounts.
#include "enumerate/cover/cover_count.hpp"

#include <algorithm>
#include <memory>
#include <mutex>
#include <set>
#include <stdexcept>

#include "enumerate/popcnt_copy.hpp"
#include "enumerate/task_pool.hpp"
#include "util/fnv1a.hpp"

namespace chessy::CHESSY_POPCNT_VARIANT {

namespace {

using Word = std::uint64_t;

// A set of cells in W words.
template <int W>
struct Cells {
  Word w[W] = {};
  void set(int c) { w[c >> 6] |= Word{1} << (c & 63); }
  void clear(int c) { w[c >> 6] &= ~(Word{1} << (c & 63)); }
  bool has(int c) const { return (w[c >> 6] >> (c & 63)) & 1; }
  bool operator==(const Cells& o) const {
    for (int i = 0; i < W; ++i)
      if (w[i] != o.w[i]) return false;
    return true;
  }
  bool operator<(const Cells& o) const {  // a total order, any will do
    for (int i = W - 1; i >= 0; --i)
      if (w[i] != o.w[i]) return w[i] < o.w[i];
    return false;
  }
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
  const std::vector<std::vector<int>>& symmetries;
  bool independent, at_most;

  explicit Tables(const CoverProblem& p)
      : cover(p.cells), coverers(p.cells), conflict(p.cells), symmetries(p.symmetries), independent(p.independent),
        at_most(p.at_most) {
    for (int c = 0; c < p.cells; ++c) {
      cover[c] = cells_of<W>(p.cover[c]);
      for (int t : p.cover[c]) coverers[t].set(c);
      if (p.independent) conflict[c] = cells_of<W>(p.conflict[c]);
    }
    for (const std::vector<int>& g : symmetries)
      if (!maps_onto_itself(p, g)) throw std::invalid_argument("the domination counter: a symmetry that is not one");
    if (!group()) throw std::invalid_argument("the domination counter: symmetries that are not a group");
  }

  // Whether the symmetries and the identity are closed under composition: the group
  // that a few of them generate (each taken as a generator where those before do not
  // yield it) is all of them and nothing more. |G| x generators^2 compositions, not
  // |G|^2: the torus's whole group has 8n^2 elements (docs/symmetry.md).
  bool group() const {
    std::vector<int> identity(cover.size());
    for (std::size_t c = 0; c < identity.size(); ++c) identity[c] = static_cast<int>(c);
    std::set<std::vector<int>> given(symmetries.begin(), symmetries.end());  // repeats allowed
    given.insert(identity);
    std::set<std::vector<int>> made{identity};
    std::vector<const std::vector<int>*> generators;
    for (const std::vector<int>& g : symmetries) {
      if (made.count(g)) continue;
      generators.push_back(&g);
      // Every element so far times every generator, until nothing new comes.
      std::vector<std::vector<int>> todo(made.begin(), made.end());
      while (!todo.empty()) {
        const std::vector<int> e = std::move(todo.back());
        todo.pop_back();
        for (const std::vector<int>* h : generators) {
          std::vector<int> eh(identity.size());
          for (std::size_t c = 0; c < eh.size(); ++c) eh[c] = e[static_cast<std::size_t>((*h)[c])];
          if (!given.count(eh)) return false;
          if (made.insert(eh).second) todo.push_back(std::move(eh));
        }
      }
    }
    return made.size() == given.size();
  }

  // g(s).
  Cells<W> image(const std::vector<int>& g, const Cells<W>& s) const {
    Cells<W> out;
    s.each([&](int c) {
      out.set(g[static_cast<std::size_t>(c)]);
      return true;
    });
    return out;
  }

  // Whether g is a permutation of the cells that keeps every part of the problem.
  bool maps_onto_itself(const CoverProblem& p, const std::vector<int>& g) const {
    if (static_cast<int>(g.size()) != p.cells) return false;
    std::vector<char> hit(g.size(), 0);
    for (int to : g) {
      if (to < 0 || to >= p.cells || hit[static_cast<std::size_t>(to)]) return false;
      hit[static_cast<std::size_t>(to)] = 1;
    }
    for (int c = 0; c < p.cells; ++c) {
      const int to = g[static_cast<std::size_t>(c)];
      if (p.need[c] != p.need[to] || p.usable[c] != p.usable[to] || !(image(g, cover[c]) == cover[to])) return false;
      if (p.independent && !(image(g, conflict[c]) == conflict[to])) return false;
    }
    const Cells<W> fixed = cells_of<W>(p.fixed);
    return image(g, fixed) == fixed;
  }
};

// The second level of the symmetric tasks (orbit_tasks): the orbits of the stabiliser
// of a first piece r on the cells its task leaves free, in the order of the tasks.
struct SecondLevel {
  int r = -1;
  std::vector<int> orbit;  // per cell: the index of its orbit, or -1 (r, barred, fixed)
  std::vector<int> rep;    // per orbit: its least cell, the piece its task places
};

// The search's state where a task starts.
template <int W>
struct Node {
  Cells<W> uncovered, allowed;  // what is left to cover; where a piece may still go
  int left;                     // pieces still to place
  std::vector<int> chosen;      // the cells placed so far, fixed ones first
  // With symmetry, what makes the task (orbit_tasks): its sets hold every cell of
  // `held` and none of `barred` (the first level; empty without symmetry), and where
  // `second` is set, the piece of their first orbit in it.
  Cells<W> held, barred;
  std::shared_ptr<const SecondLevel> second;
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
    held_ = n.held;
    barred_ = n.barred;
    second_ = n.second;
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
    // (A node with one piece left emits at once: a task, so that no set is met while
    // collecting.)
    if (collect_depth_ >= 0 &&
        (static_cast<int>(chosen_.size()) - base_ == collect_depth_ || left <= 1 || uncovered.empty())) {
      tasks.push_back({uncovered, allowed, left, chosen_, held_, barred_, second_});
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

  // With symmetry: whether the set is the least of its images that some task meets
  // (orbit_tasks): those that hold `held` and none of `barred`, and on the second level
  // the piece of the first stabiliser orbit they meet.
  bool least() const {
    const Cells<W> set = cells_of<W>(chosen_);
    for (const std::vector<int>& g : t_.symmetries) {
      const Cells<W> i = t_.image(g, set);
      if ((i & held_) == held_ && (i & barred_).empty() && i < set && met(i)) return false;
    }
    return true;
  }

  // Whether a set of the first level's task is met on the second: it holds the piece
  // of the first stabiliser orbit it meets.
  bool met(const Cells<W>& set) const {
    if (!second_) return true;
    int first = -1;
    set.each([&](int c) {
      const int o = second_->orbit[static_cast<std::size_t>(c)];
      if (o >= 0 && (first < 0 || o < first)) first = o;
      return true;
    });
    return first >= 0 && set.has(second_->rep[static_cast<std::size_t>(first)]);
  }

  void emit() {
    if (!held_.empty() && !least()) return;
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
  Cells<W> held_, barred_;    // its Node::held, barred, second
  std::shared_ptr<const SecondLevel> second_;
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
                 n.left - 1, n.chosen, n.held, n.barred, n.second};
    next.chosen.push_back(p);
    collect(t, next, depth - 1, out);
    return true;
  });
}

// A split run's task list: the nodes below `top` (the root, or the orbits' tasks)
// as deep as it takes to have `wanted` of them, or no deeper list.
template <int W>
std::vector<Node<W>> split_tasks(const Tables<W>& t, const std::vector<Node<W>>& top, std::size_t wanted, int cells) {
  std::vector<Node<W>> tasks = top;
  for (int depth = 1; tasks.size() < wanted && depth <= cells; ++depth) {
    std::vector<Node<W>> deeper;
    for (const Node<W>& n : top) collect(t, n, depth, deeper);
    const bool grew = deeper.size() > tasks.size();
    tasks = std::move(deeper);
    if (!grew) break;  // every node a leaf, or one branch: deciding on the list alone
  }
  return tasks;
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

// Symmetry. Let the group (CoverProblem::symmetries and the identity) act on the
// cells a free piece may take, in orbits O_1, O_2, ..., each with its least cell r_j
// first. The free pieces of every set S meet some orbit; call the first O_j. Task j
// searches the sets that hold r_j and no cell of O_1..O_{j-1} (its search places the
// rest as without symmetry, so it meets every such set once). The images g(S) are
// sets (the group keeps the problem), and each meets O_j first too (the orbits are
// kept); some g maps a piece of S in O_j onto r_j, so at least one image of S is met,
// all of them in task j, and exactly the images that hold r_j are. emit() keeps the
// least of those (Worker::least) and drops the others: one set of each orbit of sets,
// whatever worker meets it. The group cuts the search about |G| times (each set is
// met only where its first orbit's piece is r_j). The orbits with the least cover go
// first (queens: the corners, the edges): 13x13 queens at 7 met 2.6 million nodes so
// against 4.2 million with the largest first, 11.8 million without the group.
//
// Then once more inside each task j, with the stabiliser of r_j (the g with g(r_j) =
// r_j) on the cells the task leaves free, in orbits O'_1, O'_2, ...: task j splits
// into tasks (j, k) whose sets hold r_j and r'_k and no cell of O'_1..O'_{k-1}. Every
// set of task j has an image by the stabiliser in one task (j, k), as above; but an
// image of S by another g may lie in task j too and meet another O' first. So emit()
// keeps S only where it is the least of the images that some task (j, k) meets: those
// that hold r_j, no cell of O_1..O_{j-1}, and r'_k for the first O'_k they meet
// (Worker::met). On the torus every cell is one orbit under the translations and the
// stabiliser of a cell is its 8 rotations and reflections, so the second level cuts
// the search about 8 times more (docs/design.md "The domination counter").
template <int W>
std::vector<Node<W>> orbit_split(const Tables<W>& t, const Node<W>& root, bool level_two) {
  // The group, or the stabiliser of the cell root placed last.
  std::vector<const std::vector<int>*> group;
  for (const std::vector<int>& g : t.symmetries)
    if (!level_two || g[static_cast<std::size_t>(root.chosen.back())] == root.chosen.back()) group.push_back(&g);
  if (level_two && group.empty()) return {root};
  std::vector<std::vector<int>> orbits;
  Cells<W> seen;
  root.allowed.each([&](int c) {
    if (seen.has(c)) return true;
    std::vector<int> orbit{c};
    seen.set(c);
    for (const std::vector<int>* g : group) {
      const int to = (*g)[static_cast<std::size_t>(c)];
      if (!seen.has(to)) orbit.push_back(to);
      seen.set(to);
    }
    orbits.push_back(std::move(orbit));
    return true;
  });
  std::stable_sort(orbits.begin(), orbits.end(), [&](const std::vector<int>& a, const std::vector<int>& b) {
    return t.cover[static_cast<std::size_t>(a[0])].size() < t.cover[static_cast<std::size_t>(b[0])].size();
  });
  std::shared_ptr<SecondLevel> second;
  if (level_two) {
    second = std::make_shared<SecondLevel>();
    second->r = root.chosen.back();
    second->orbit.assign(t.cover.size(), -1);
    for (std::size_t k = 0; k < orbits.size(); ++k) {
      second->rep.push_back(orbits[k].front());
      for (int c : orbits[k]) second->orbit[static_cast<std::size_t>(c)] = static_cast<int>(k);
    }
  }
  std::vector<Node<W>> tasks;
  Cells<W> allowed = root.allowed, barred = root.barred;  // without the orbits before
  for (const std::vector<int>& orbit : orbits) {
    const int r = orbit.front();
    Node<W> n{root.uncovered.minus(t.cover[r]), allowed, root.left - 1, root.chosen, root.held, barred, second};
    n.allowed.clear(r);
    if (t.independent) n.allowed = n.allowed.minus(t.conflict[r]);
    n.chosen.push_back(r);
    if (!level_two) n.held.set(r);  // the second level's piece: `second` says which
    tasks.push_back(std::move(n));
    for (int c : orbit) {
      allowed.clear(c);
      if (!level_two) barred.set(c);
    }
  }
  return tasks;
}

template <int W>
std::vector<Node<W>> orbit_tasks(const Tables<W>& t, const Node<W>& root) {
  std::vector<Node<W>> tasks;
  for (const Node<W>& n : orbit_split(t, root, false)) {
    // A task whose first piece may end its sets (nothing left to place or to cover)
    // stays whole: the second level's sets all hold a second piece.
    if (n.left <= 0 || n.uncovered.empty()) tasks.push_back(n);
    else
      for (Node<W>& m : orbit_split(t, n, true)) tasks.push_back(std::move(m));
  }
  return tasks;
}

// The first branches the workers share: at least this many where the search has them,
// the same list for any number of workers (a part of a split run takes some of them).
constexpr std::size_t kTasks = 256;

template <int W>
CoverResult search(const Tables<W>& t, const Node<W>& root, bool symmetric, const CoverOptions& options) {
  CoverResult result;
  Shared shared(options);
  std::vector<Node<W>> tasks = symmetric ? orbit_tasks(t, root) : std::vector<Node<W>>{root};
  // A split run's list depends on the board and the shares alone: every part, bound
  // and count deals the same one.
  const bool split = options.shares > 1;
  if (split) tasks = split_tasks(t, tasks, static_cast<std::size_t>(kTasksPerShare * options.shares),
                                 static_cast<int>(t.cover.size()));
  try {
    // One level deeper at a time, in the search's order.
    for (std::size_t before = 0; !split && tasks.size() < kTasks && tasks.size() != before;) {
      before = tasks.size();
      Worker<W> collector(t, shared, 1);
      for (const Node<W>& n : tasks) collector.run(n);
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
  const int workers = std::max(1, options.workers);
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

template <int W>
CoverResult count_in(const CoverProblem& p, const CoverOptions& options) {
  const Tables<W> t(p);
  // The fixed pieces: placed, their cover taken, their conflicts forbidden.
  Node<W> root{cells_where<W>(p.need), cells_where<W>(p.usable), p.count - static_cast<int>(p.fixed.size()), p.fixed,
               {}, {}, nullptr};
  for (int f : p.fixed) {
    root.uncovered = root.uncovered.minus(t.cover[f]);
    root.allowed.clear(f);
    if (p.independent) {
      for (int g : p.fixed)
        if (t.conflict[f].common(cells_of<W>({g}))) return {};  // fixed pieces attack each other
      root.allowed = root.allowed.minus(t.conflict[f]);
    }
  }
  if (root.left < 0) return {};
  // With symmetry where a set has a free piece (else the one set, if any, is its own orbit).
  const bool symmetric = !p.symmetries.empty() && root.left > 0 && !(p.at_most && root.uncovered.empty());
  // A part's first set is its share's (the shares are the symmetric search's tasks).
  if (!symmetric || !options.first || !options.plain_first || options.shares > 1)
    return search(t, root, symmetric, options);
  // The first set in the plain search's order: the symmetric search proves sooner
  // that there is none, and a set, once known, is found soon.
  CoverOptions probe = options;
  probe.on_set = nullptr;
  const CoverResult some = search(t, root, true, probe);
  if (some.sets == 0 || !some.complete) return some;
  CoverResult r = search(t, root, false, options);
  r.nodes += some.nodes;
  return r;
}

}  // namespace

CoverResult count(const CoverProblem& problem, const CoverOptions& options) {
  if (problem.cells <= 64) return count_in<1>(problem, options);
  if (problem.cells <= 128) return count_in<2>(problem, options);
  if (problem.cells <= 192) return count_in<3>(problem, options);
  if (problem.cells <= 256) return count_in<4>(problem, options);
  if (problem.cells <= 320) return count_in<5>(problem, options);
  if (problem.cells <= 384) return count_in<6>(problem, options);
  if (problem.cells <= 448) return count_in<7>(problem, options);
  if (problem.cells <= 576) return count_in<9>(problem, options);  // tori of 22 to 24 a side
  return count_in<11>(problem, options);
}

}  // namespace chessy::CHESSY_POPCNT_VARIANT

#ifndef CHESSY_POPCNT_BUILD
namespace chessy {

CHESSY_POPCNT_DECLARE(count)

CoverResult count_covers(const CoverProblem& problem, const CoverOptions& options) {
  return CHESSY_POPCNT_PICK(count)(problem, options);
}

}  // namespace chessy
#endif
