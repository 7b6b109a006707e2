// The domination counter (issue 16): every set of exactly `count` pieces of one kind
// that covers the board (or, at_most, the sets of at most `count` that do, for the
// bound steps of --min), by backtracking over bitboards of the cells, for the count at
// the optimum where the CNF engine needs a solver call per class. It knows nothing of
// Problem (cover_engine.hpp adapts one): a board is `cells` cells (at most 704), each
// with the cells a piece on it covers; holes are cells that need no cover and take no
// piece, and fixed pieces are placed before the search.
//
// The search takes the uncovered cell with the fewest usable cells that would cover
// it, and branches over those in turn, the earlier ones forbidden in the later
// branches, so that every set is found once (the branch of its first piece among
// them). It cuts a branch where the k usable cells that cover the most of what is left
// cover, all together, fewer cells than are left. With independence, a
// piece forbids the cells in conflict with it. Sets are reported as found; classes
// are the adapter's business, but given the problem's symmetries (`symmetries`, which
// must map every set to a set) the search meets each orbit of sets once and reports
// one member of it (cover_count.cpp, "Symmetry": about |G| times less work).
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace chessy {

// 11 words a board: 26x26, so that the torus terms to n = 26 are in reach (docs/results.md).
inline constexpr int kCoverMaxCells = 704;

struct CoverProblem {
  int cells = 0;                             // at most kCoverMaxCells
  std::vector<std::vector<int>> cover;       // per cell: the cells a piece there covers (itself too, but in total domination)
  std::vector<std::vector<int>> conflict;    // per cell (independent only): where a second piece
                                             // would attack it or be attacked by it
  std::vector<char> need;                    // per cell: 1 when it must be covered (not a hole)
  std::vector<char> usable;                  // per cell: 1 when a piece may stand there
  std::vector<int> fixed;                    // cells of the pieces placed before the search
  int count = 0;                             // pieces in a set, fixed ones included
  bool at_most = false;                      // sets of at most `count` pieces: a set is
                                             // reported as soon as it covers, nothing added
  bool independent = false;                  // no piece may be in conflict with another
  // Permutations of the cells (each `cells` long) that map cover, conflict, need,
  // usable and the fixed pieces onto themselves, so sets onto sets; with the identity
  // they must form a group. Empty: every set is reported; else one set per orbit of
  // sets under the group (options.first: the first set of the plain search still, the
  // group only proving faster that there is none).
  std::vector<std::vector<int>> symmetries;
};

struct CoverOptions {
  int workers = 1;  // threads sharing the first branches
  const std::atomic<bool>* interrupt = nullptr;  // stop as soon as it is true
  // Each set found (its cells, ascending, fixed ones included), one call at a time;
  // returning false stops the search (a limit reached).
  std::function<bool(const std::vector<int>&)> on_set;
  // Only the first set in the search's order, the same for any number of workers
  // (each task is searched until it holds one, those after the first that does are
  // dropped), handed to on_set at the end.
  bool first = false;
  // With symmetries, options.first's set is the plain search's first (the group only
  // proving sooner that there is none), so that it does not depend on the group; false:
  // the symmetric search's first, found sooner where the group is large (the torus's
  // 8n^2: 6 s of the 10 of 14x14 went to the plain search), the same on every run too.
  bool plain_first = true;
  // A part of a split run (--part, docs/design.md "The domination counter"): only the
  // tasks dealt to share `share` of `shares`, out of a task list that depends on the
  // problem and `shares` alone (not on `workers`), dealt back and forth in search order.
  int share = 0, shares = 1;
  // Stop (complete false, not interrupted) after about this many nodes (0: never).
  std::uint64_t max_nodes = 0;
};

struct CoverResult {
  std::uint64_t sets = 0;    // sets found (orbits of sets, with symmetries)
  std::uint64_t nodes = 0;   // search nodes, all workers
  std::size_t tasks = 0;     // the first branches the workers shared
  bool complete = true;      // false when stopped by on_set or interrupted
  bool interrupted = false;
  std::uint64_t split = 0;   // shares > 1: a digest of the whole task list and its dealing
};

CoverResult count_covers(const CoverProblem& problem, const CoverOptions& options);

}  // namespace chessy
