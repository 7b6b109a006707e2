// The inside of a frame of the n-queens counter (queens_count.cpp), as its AVX-512
// search takes it (queens_inside_avx512.cpp): one row and one column a lane, so that
// a node scans every line at once. Built only where the compiler has the instructions,
// and used only where the CPU has them.
#pragma once
#include <array>
#include <atomic>
#include <cstdint>
#include <functional>

namespace chessy::queens_inside {

// The inside's rows still empty, the columns still free (bit c: column c) and the two
// diagonals taken (bit r + c, and bit c - r + n - 1).
struct Start {
  int n = 0;
  std::array<int, 32> rows{};
  int left = 0;
  std::uint64_t open = 0, a = 0, b = 0;
};

// The largest board the vector search takes: 16 rows and 16 columns inside.
inline constexpr int kMaxVectorN = 18;

// Whether this build has the AVX-512 search, this CPU runs it and it is allowed.
bool vector_search();
// Allowed or not (tests compare it with the scalar search): true unless set false.
std::atomic<bool>& vector_allowed();

// The completions of the inside (n <= kMaxVectorN, vector_search()). `poll` is called
// every so many nodes; what it throws ends the search.
std::uint64_t count_vector(const Start& start, const std::function<void()>& poll);

}  // namespace chessy::queens_inside
