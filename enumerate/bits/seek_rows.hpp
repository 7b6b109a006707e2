// The last rows of the bit-parallel engine's one-solution search (bitboard.cpp,
// count_rows with Any) with AVX-512: a row a 32-bit lane, so that placing a piece takes
// its cells from every other row at once, and one popcount gives every row's count.
// The same choices in the same order as the scalar search, and the same nodes polled,
// so the same solution and the same node budget on every machine. Built only where the
// compiler has the instructions (seek_rows_avx512.cpp), used only where the CPU has them.
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>

namespace chessy::seek_rows {

// At most this many rows, their cells within this many columns (a mask bit a column).
inline constexpr int kMaxRows = 16;
inline constexpr int kMaxCols = 32;

// Whether this build has the AVX-512 search, this CPU runs it and it is allowed.
bool vector_search();
// Allowed or not (tests compare it with the scalar search): true unless set false.
std::atomic<bool>& vector_allowed();

// Whether k rows (2 <= k <= kMaxRows) that must each take a piece have a completion:
// f[i] the open cells of row at[i] (bits below kMaxCols, none empty), queens (`diag`)
// or rooks. The first completion's piece in row at[i] goes to placed[at[i]] (a mask
// bit). `nodes` is counted up at each node of three rows or more, `poll` called where
// it reaches a multiple of 2^14; what poll throws ends the search.
bool any_vector(bool diag, int k, const std::uint64_t* f, const int* at, std::uint64_t* placed,
                std::uint64_t& nodes, const std::function<void()>& poll);

// The first completion of the last two rows, f0 and f1 (open cells), d rows apart: f0's
// cells in order, each with the first cell of f1 it leaves; its pieces (mask bits) go to
// one0 and one1. Both searches end so, for the same answer on every machine.
template <bool Diag>
bool first_pair(std::uint64_t f0, std::uint64_t f1, int d, std::uint64_t& one0, std::uint64_t& one1) {
  for (std::uint64_t m = f0; m; m &= m - 1) {
    const std::uint64_t one = m & (~m + 1), other = f1 & ~(Diag ? one | one << d | one >> d : one);
    if (other) {
      one0 = one;
      one1 = other & (~other + 1);
      return true;
    }
  }
  return false;
}

}  // namespace chessy::seek_rows
