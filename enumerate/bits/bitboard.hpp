// The bit-parallel engine (issue 17): row-by-row backtracking over bitmasks of the
// columns and the two diagonals, for colourless independence problems whose pieces are
// all queens (or all rooks), at most one a row, so a solution is a column per row.
// It reads no Problem (bits_engine.hpp adapts one): a board is rows x cols
// (cols <= 64) with a mask of usable cells per row, so holes in the board and fixed
// pieces are only masks; rays pass over a hole, which is what shifted masks do.
//
// Classes under G are decided on the column-per-row array: a solution is reported only
// when it is its class's representative (the least board: compared row by row, the
// later column is the smaller board and an empty row the smallest), with its class
// size; no hash table. The left-right mirror, when it maps solutions to solutions, is
// broken in the search (the representative never has its first off-centre piece in the
// left half).
//
// Where nothing depends on the order of the search (BitOptions::free_order), the
// mirror is not broken in it and there are at most 64 rows, the rows are taken in any
// order instead: the fixed pieces first, then at each node the row with the fewest
// open cells, each undecided row carrying its open cells rather than the diagonals
// being shifted a row at a time (docs/design.md, "bits").
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "enumerate/solution_class.hpp"

namespace chessy {

// An element of G acting on the board: transpose (square boards), then flip rows
// and/or columns.
struct BitSymmetry {
  bool transpose, flip_rows, flip_cols;
  bool own;  // maps every solution to a solution (in H): its images need no check
};

struct BitProblem {
  int rows = 0, cols = 0;             // cols <= 64
  bool diagonals = true;              // queens; false: rooks
  int count = 0;                      // pieces, fixed ones included
  std::vector<std::uint64_t> open;    // per row: the cells not blocked (bit c: column c)
  std::vector<int> fixed;             // per row: the fixed piece's column, -1 none
  std::vector<BitSymmetry> group;     // G, identity first
  int type = 0;                       // the piece's index in the problem's types, for Placed
};

struct BitOptions {
  bool merge_symmetric = true;  // false: every solution is its own class
  bool keep = true;             // keep the classes (false: count them only)
  std::uint64_t limit = 0;      // stop once this many classes are known (0: never)
  int workers = 1;              // threads sharing the first rows' choices
  // Any order of rows (the most constrained first): the classes, their sizes and
  // representatives are the same, only the order they are met in differs (so not for
  // --limit or --stream, whose output shows that order).
  bool free_order = false;
  const std::atomic<bool>* interrupt = nullptr;  // stop as soon as it is true
  std::uint64_t max_nodes = 0;  // give up once the workers have visited this many nodes in all (0: never)
  std::atomic<std::uint64_t>* models = nullptr;  // when set: solutions seen, as they come
  std::atomic<std::uint64_t>* classes = nullptr; // when set: classes found, as they come
  std::atomic<std::uint64_t>* tasks_done = nullptr, *tasks_total = nullptr;  // when set: how far
  // When set, each class is handed over at once (one call at a time) and not kept.
  std::function<void(const SolutionClass&)> on_class;
};

struct BitResult {
  // Representatives as cells row * cols + col of type BitProblem::type (1 a class without symmetry), in no particular order.
  std::vector<SolutionClass> classes;
  std::uint64_t fundamental = 0, total = 0;
  std::uint64_t models = 0;       // solutions the search met (the mirror broken)
  std::size_t tasks = 0;          // the first rows' choices the workers shared
  bool complete = true;           // false when stopped by the limit or interrupted
  bool interrupted = false;
  bool gave_up = false;           // stopped by max_nodes
};

BitResult enumerate_bits(const BitProblem& problem, const BitOptions& options);

}  // namespace chessy
