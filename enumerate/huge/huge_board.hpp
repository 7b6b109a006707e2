// One solution on boards of any size up to model's limit (docs/design.md), no per-cell data.
#pragma once
#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "model/problem.hpp"

namespace chessy {

// Whether the engine takes the problem: colourless independence whose pieces are all
// queens or all rooks, exact count (no '?'), any fixed pieces and blocked cells (no torus), any
// rows x cols. Looks at no cell: O(fixed + blocked) at most.
bool huge_engine_takes(const Problem& problem);

// An upper bound of the bytes a run of the engine holds besides the process and the
// problem it was given: the local search's lines, then the answer as a column per row
// and as the placement list that is checked and printed (api/run.cpp sizes the run with
// it before any work: --max-memory, docs/manual.md "Limits").
std::uint64_t huge_engine_bytes(const Problem& problem);

struct HugeAnswer {
  enum class Status { Found, NoneExists, GaveUp } status = Status::GaveUp;
  std::vector<int> col;  // Found: per row, the column of its piece, -1 for an empty row (fixed pieces included)
  std::string why;       // NoneExists: the reason, one line; GaveUp: what a proof would need, one line
};

// The local search's own budget of steps (swaps tried) when the caller names none:
// kHugeStepsPerPiece a piece to place plus kHugeStepsBase, over all its restarts
// (docs/design.md "Huge boards").
inline constexpr std::uint64_t kHugeStepsPerPiece = 10;
inline constexpr std::uint64_t kHugeStepsBase = 1'000'000;

// One solution by explicit construction or local search; deterministic for a seed.
// GaveUp when `stop` becomes true or the engine's own budget is spent (documented).
// `steps`: the local search's budget of swaps tried, over all restarts (0: its own).
HugeAnswer solve_huge(const Problem& problem, const std::atomic<bool>& stop, std::uint64_t seed = 1,
                      std::uint64_t steps = 0);

}  // namespace chessy
