// How much work a problem's solutions take a plain search: DPLL with unit propagation
// and no learning (the backtracking engine), deciding the cells in row-major order,
// symmetric solutions counted as different. Propagation is what a person does with
// "that cell is attacked" and "this row has one free cell left" (the encoding says
// every row/column of a full n-queens board holds one), so a problem solved by forced
// moves alone needs no decision; each decision is a guess. The puzzle generator rates
// difficulty by it (README "Puzzles").
#pragma once
#include <cstdint>

#include "chessy/chessy.hpp"

namespace chessy::api {

struct Effort {
  std::uint64_t decisions = 0;    // cells guessed (first branches; a wrong guess costs a flip too)
  std::uint64_t assignments = 0;  // values set: decisions, flips and propagations
  std::uint64_t solutions = 0;    // found, at most `limit`
  bool complete = true;           // false: stopped at `limit` solutions
};

// The search for `problem`'s solutions up to `limit` (0: all) of them. Only
// options.timeout and options.stop are used (Interrupted when they come first);
// InputError for an open count.
Effort effort(const Problem& problem, std::uint64_t limit = 0, const Options& options = {});

}  // namespace chessy::api
