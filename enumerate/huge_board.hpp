// TEMPORARY STUB (branch huge-io): the interface of the huge-board engine of issue 24,
// written by another branch; the merge keeps that one. Nothing here is relied upon
// but the declarations.
#pragma once
#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "model/problem.hpp"

namespace chessy {

// Colourless independence, all queens or all rooks, exact counts, fixed/blocked allowed.
bool huge_engine_takes(const Problem& problem);

struct HugeAnswer {
  enum class Status { Found, NoneExists, GaveUp } status = Status::GaveUp;
  std::vector<int> col;  // Found: per row, the column of its piece, -1 for an empty row
  std::string why;       // NoneExists: the reason; GaveUp: what a proof would need
};

HugeAnswer solve_huge(const Problem& problem, const std::atomic<bool>& stop, std::uint64_t seed = 1);

}  // namespace chessy
