// --min / --max: the optimum count of the problem's open type (Problem::open), proven.
// One solver holds the CNF with that count unbounded and, once a first model gives a
// count, a cardinality network over the counted literals (at_least_outputs); the bound
// then moves by assumptions only. --min: each model with count c is followed by a call
// under "at most c-1" until that is UNSAT, which proves c; --max likewise with "at
// least c+1". Feasibility need not be monotone in the count (blocked rays, fixed
// pieces, independent domination), so each step bounds, never fixes, the count.
//
// Where the domination counter takes the problem (one piece kind, domination or
// independent domination, at most 704 cells; cover_engine.hpp), --min's steps after
// the first model are its searches for a set of at most c-1 pieces, and the count at
// the optimum its enumeration: exhaustive backtracking, so its "none" is a proof too
// (13x13 queens: no 6 dominate in 0.3 s, where CDCL took 4.6 s, and the 288 of 7 in
// about 3 s of CPU, where CDCL's 42 calls took 99 s).
// A part of a split run searches its share of the counter's tasks (share()), for the
// steps and the count alike.
//
// Otherwise the enumeration at the optimum K (--count, --all) runs in the same solver, under
// "at most K" (--max: "at least K"), which with the proof is "exactly K": it keeps what
// the proof learned, and a new CNF with an exactly-K counter would have to learn it again.
#pragma once
#include <atomic>
#include <optional>
#include <vector>

#include "backends/solver.hpp"
#include "chessy/optimum_progress.hpp"
#include "encoder/encoder.hpp"
#include "enumerate/cover/cover_count.hpp"
#include "enumerate/cubes.hpp"
#include "enumerate/enumeration.hpp"

namespace chessy {

// One solver call of the search, for --stats.
struct BoundStep {
  long long bound = -1;  // the count asked for: at most (--min) or at least (--max); -1: none
  Result result = Result::Unknown;
  long long found = -1;  // the model's count (Sat only)
  bool counter = false;  // decided by the domination counter, not CDCL
  double seconds = 0;
};

// How far a running search has got, for a progress display on another thread: the
// public API's (a caller of the API may watch it too).
using OptimumProgress = api::OptimumProgress;

struct Optimum {
  bool complete = false;  // the search ended: `solution` is optimal, or there is none
  // Proven bounds on the optimum count; equal when complete. Before the first model
  // nothing is known of a solution, and `solution` is empty.
  long long lower = 0, upper = 0;
  std::optional<Solution> solution;  // the best found, checked; its count is upper (--min)
                                     // or lower (--max)
  std::vector<BoundStep> steps;
  int vars = 0;                      // of the CNF with the network, at the end
  long long clauses = 0;
};

// The search and what it leaves in its solver for the enumeration at the optimum.
class OptimumSearch {
 public:
  // `solver` must be empty, and outlive this; `maximize`: --max; `workers`: threads
  // for the domination counter; `recorded`: the problem's CNF under `options`, made by
  // the caller (who has it for the splitter too), replayed into `solver` (null: encoded).
  OptimumSearch(const Problem& problem, Solver& solver, bool maximize, const EncodeOptions& options,
                int workers = 1, const RecordedCnf* recorded = nullptr);

  // Searches; stops (complete false) soon after *interrupt becomes true. `progress`,
  // when set, is kept up to date.
  Optimum find(const std::atomic<bool>* interrupt = nullptr, OptimumProgress* progress = nullptr);
  // The same within `cubes` (assumed with each call): the best count in them, and
  // nothing better in any of them (a part of a split run, --part). The bounds hold
  // for those cubes only; merge takes the best over all parts.
  Optimum find_in(const std::vector<Cube>& cubes, const std::atomic<bool>* interrupt = nullptr,
                  OptimumProgress* progress = nullptr);

  // The CNF's variables (cubes are split over its cells).
  const Encoding& encoding() const { return enc_; }

  // Whether the domination counter takes the steps after the first model (--min of
  // one kind of piece dominating, cover_engine.hpp).
  bool counts_covers() const { return cover_.has_value(); }
  // A part of a split run where the counter takes the problem: its steps after the
  // (whole) first model, and the count at the optimum, search share `index` of
  // `shares` of the counter's tasks (CoverOptions::share) instead of CDCL's cubes;
  // find() then gives the best count in the share, nothing better in it proven.
  // `whole_first`: a step whose share holds no set then looks for one in the whole
  // search, with about the effort the share took (count_at_most), so that the part
  // counts at no count above the optimum (--count/--all; a lone --min would only add
  // that work to every part).
  void share(int index, int shares, bool whole_first);
  // Where the optimum's own set is not printed (--count, --all: the classes at it
  // are), the counter's steps may keep the first set of their symmetric search
  // (CoverOptions::plain_first false) rather than search again for the plain search's.
  void any_set() { plain_first_ = false; }
  // The counter's split (CoverResult::split), after share().
  std::uint64_t split() const { return split_; }

  // Every class of solutions of `at` (the problem with the optimum K written in, after
  // find proved K), each found once: a model under the bound, then the whole class
  // blocked. Honours merge_symmetric, limit, encode.stop, progress and on_class of
  // `options`; one solver, so no workers, cubes or parts (but the counter's share).
  Enumeration enumerate_at(const Problem& at, const EnumerateOptions& options);

 private:
  // The literal to assume for "at most k" (--max: "at least k") counted pieces.
  int bound(long long k);
  // A step "at most k" of --min by the domination counter: a set of at most k pieces
  // (the first in its search order, the same on every run), or the proof that
  // there is none.
  Result count_at_most(long long k, const std::atomic<bool>* interrupt, std::optional<Solution>& found);

  const Problem problem_;  // a copy: the caller goes on with the count written in
  Solver& solver_;
  const bool maximize_;
  const Encoding enc_;
  const long long n_;         // counted literals
  std::vector<int> outputs_;  // --min: out[j] if at least j+1 counted; --max: of the negated
  const int workers_;
  // --min where the domination counter takes the problem (cover_engine.hpp): its
  // board, for the steps after the first model, which it decides faster than CDCL.
  std::optional<CoverProblem> cover_;
  int share_ = 0, shares_ = 1;  // share(): a part's share of the counter's tasks
  bool plain_first_ = true;     // any_set()
  std::uint64_t split_ = 0;
  bool whole_ = false;      // share(): a share without a set looks into the whole search
  long long empty_to_ = -1;  // a part's share holds no set of at most this many (proven)
  std::uint64_t share_nodes_ = 0;  // the last search of the share, in nodes
};

}  // namespace chessy
