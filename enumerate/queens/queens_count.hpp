// The n-queens counter (issue 24): --count of n queens on the empty n x n board, one
// class of every eight symmetric solutions searched. The border's four queens (one in
// the first and last row and column: the frame) are placed first, one frame of each
// orbit under the eight symmetries, and the inside is counted by a bitwise search that
// takes the row with the fewest free cells. A solution's frame is its border, so each
// solution's class meets the canonical frames exactly in the orbits of their
// completions under the frame's own stabilizer: total = sum of |orbit| x completions,
// classes = sum of (1/|Stab|) x sum over g in Stab of the completions g fixes
// (Burnside, per frame: docs/design.md, "The n-queens counter").
#pragma once
#include <cstdint>

#include "enumerate/enumeration.hpp"

namespace chessy {

// Whether the counter takes the problem: n queens (colourless independence, one type,
// n of them, no open count) on a square n x n board with no holes and no fixed piece,
// n <= 32. Where it then runs: engine_choice.hpp (n-queens).
bool queens_count_takes(const Problem& problem);

// The counts (fundamental: the classes under the eight symmetries, or the solutions
// with merge_symmetric false; total), no classes listed. options.workers threads share
// the tasks; options.encode.stop stops them, options.progress follows them. `part` of
// `parts`: a part of a split run counts only its share of the tasks (the same list in
// every part, dealt back and forth), and Enumeration::split_digest names that split.
// models: the classes counted (one stands for each class, as where the CNF breaks all
// of G); cubes: the tasks of the whole run (a part: of its share); calls: tasks done.
Enumeration count_queens(const Problem& problem, const EnumerateOptions& options, int part = 0, int parts = 1);

}  // namespace chessy
