// The n-queens counter's inside search with AVX-512 (queens_inside.hpp), built with
// -mavx512f -mavx512bw -mavx512bitalg where the compiler has them (CMakeLists.txt).
// One vector of thirty-two 16-bit lanes holds the inside's lines: lane i its row i + 1
// (a bit a free column), lane 16 + j its column j + 1 (a bit a free row), so that one
// popcount gives every line's count: a row or a column with no cell ends the node,
// every line with one cell takes it at once (a column's single too: n queens fill
// every column), and the branch is on the line with the fewest cells. A queen takes
// its cells from both halves by one AND with a table. 16 queens -j 1, against the
// 32-bit row lanes with a tree of shuffles for the columns: 1.03 -> 0.71 s.
#include "enumerate/queens/queens_inside.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace chessy::queens_inside {

std::atomic<bool>& vector_allowed() {
  static std::atomic<bool> allowed{true};
  return allowed;
}

}  // namespace chessy::queens_inside

#if defined(__x86_64__) && defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512BITALG__)
// GCC 12's AVX-512 intrinsics pass _mm512_undefined_epi32() through, which its own
// -Wmaybe-uninitialized then flags in every shuffle: a false alarm in the header.
// (clang has no such warning, and would warn about the pragma itself.)
#if !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <immintrin.h>

namespace chessy::queens_inside {

namespace {

constexpr int kSide = 16;  // the inside's rows and columns, 1..n-2, as 0..15

// What a queen at (row, col) of the inside takes from every other row's lane (its
// column and diagonals) and every other column's lane (its row and diagonals); its own
// row's and column's lanes keep all (the search retires them). Lane i < 16 is row i,
// lane 16 + j column j, one bit a cell. Depends on nothing but the cell.
struct Kills {
  __m512i at[kSide][kSide];
  Kills() {
    alignas(64) std::uint16_t lane[2 * kSide];
    const auto taken = [](int at, int d) {
      std::uint32_t bits = 1u << at;
      if (at + d < kSide) bits |= 1u << (at + d);
      if (at - d >= 0) bits |= 1u << (at - d);
      return static_cast<std::uint16_t>(~bits);
    };
    for (int row = 0; row < kSide; ++row)
      for (int col = 0; col < kSide; ++col) {
        for (int other = 0; other < kSide; ++other) {
          lane[other] = other == row ? 0xffff : taken(col, other > row ? other - row : row - other);
          lane[kSide + other] = other == col ? 0xffff : taken(row, other > col ? other - col : col - other);
        }
        at[row][col] = _mm512_load_si512(lane);
      }
  }
};

const Kills& kills() {
  static const Kills table;
  return table;
}

class Search {
 public:
  // Ties of the fewest cells go to the line nearest the inside's centre, a column
  // before its row (16 queens: 11 % fewer nodes than the first row first).
  Search(int n, const std::function<void()>& poll) : kills_(kills()), poll_(poll) {
    const int m = n - 2;
    int lines[kSide];
    for (int i = 0; i < kSide; ++i) lines[i] = i;
    std::stable_sort(lines, lines + kSide, [m](int x, int y) { return std::abs(2 * x - m + 1) < std::abs(2 * y - m + 1); });
    for (int k = 0; k < kSide; ++k) {
      const int column = kSide + lines[k], row = lines[k];
      key_[column] = static_cast<std::uint16_t>(2 * k << 5 | column);
      key_[row] = static_cast<std::uint16_t>((2 * k + 1) << 5 | row);
    }
  }

  // The completions of the rows whose lanes are in `active` (and as many columns): each
  // lane holds the cells its row (column) can still take.
  std::uint64_t run(int left, __m512i free, __mmask32 active) {
    if ((++nodes_ & 0xffff) == 0) poll_();
    const __m512i zero = _mm512_setzero_si512();
    const __m512i one = _mm512_set1_epi16(1);
    std::uint16_t* const cells = cells_;
    __m512i count;
    // Rows (or columns) with one free cell take it, all at once, until none has.
    for (;;) {
      count = _mm512_popcnt_epi16(free);
      // One test for the lines with no cell and those with one: a node that branches
      // has neither.
      const __mmask32 few = _mm512_mask_cmple_epu16_mask(active, count, one);
      if (!few) break;
      if (_mm512_mask_cmpeq_epi16_mask(few, count, zero)) return 0;  // a row or column with no cell
      if (left == 1) return 1;
      const __mmask32 singles = few;  // each with one cell
      // Every row's and column's single at once: one queen may be both, and any two
      // that attack (or share a line) leave one of their lanes without its cell. Each
      // single's queen as row << 4 | col, its table's index: popcount(v - 1) is v's bit.
      const __m512i bit = _mm512_popcnt_epi16(_mm512_sub_epi16(free, one));
      _mm512_store_si512(cells, _mm512_add_epi16(_mm512_sllv_epi16(bit, shift_), base_));
      __m512i keep = _mm512_set1_epi32(-1);
      std::uint32_t rows = 0, cols = 0;
      for (std::uint32_t m = singles; m; m &= m - 1) {
        const int at = cells[__builtin_ctz(m)];
        const int row = at >> 4, col = at & 15;
        keep = _mm512_and_si512(keep, kills_.at[row][col]);
        rows |= 1u << row;
        cols |= 1u << col;
      }
      if (_mm512_mask_test_epi16_mask(singles, free, keep) != singles) return 0;  // two of them attack
      active &= ~(rows | cols << kSide);
      free = _mm512_and_si512(free, keep);
      left -= __builtin_popcount(rows);
      if (left == 0) return 1;
    }
    if (left == 2) {  // two rows, each free on both columns: both ways or neither
      const std::uint32_t rows = active & 0xffffu, cols = active >> kSide;
      const int dr = 31 - __builtin_clz(rows) - __builtin_ctz(rows), dc = 31 - __builtin_clz(cols) - __builtin_ctz(cols);
      return dr == dc ? 0 : 2;
    }
    // The line with the fewest cells: the least count << 10 | rank << 5 | lane.
    const __m512i index = _mm512_load_si512(key_);
    const __m512i keys =
        _mm512_mask_mov_epi16(_mm512_set1_epi16(-1), active, _mm512_or_si512(_mm512_slli_epi16(count, 10), index));
    const __m256i half = _mm256_min_epu16(_mm512_castsi512_si256(keys), _mm512_extracti64x4_epi64(keys, 1));
    const __m128i quarter = _mm_min_epu16(_mm256_castsi256_si128(half), _mm256_extracti128_si256(half, 1));
    const int lane = _mm_cvtsi128_si32(_mm_minpos_epu16(quarter)) & 31;
    _mm512_store_si512(cells, free);
    std::uint64_t found = 0;
    for (std::uint32_t o = cells[lane]; o; o &= o - 1) {
      const int bit = __builtin_ctz(o);
      const int row = lane < kSide ? lane : bit, col = lane < kSide ? bit : lane - kSide;
      found += run(left - 1, _mm512_and_si512(free, kills_.at[row][col]),
                   active & ~(1u << row | 1u << (kSide + col)));
    }
    return found;
  }

 private:
  const Kills& kills_;
  const std::function<void()>& poll_;
  alignas(64) std::uint16_t key_[2 * kSide];  // a lane's rank in ties << 5 | the lane
  alignas(64) std::uint16_t cells_[2 * kSide];  // the lines' cells, read before a recursion
  // A single's bit b in lane i < 16 is the queen (i, b), in lane 16 + j the queen (b, j).
  const __m512i shift_ = _mm512_set_epi16(4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,  // lanes 31..16
                                          0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  const __m512i base_ = _mm512_set_epi16(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,  // lanes 31..16
                                         240, 224, 208, 192, 176, 160, 144, 128, 112, 96, 80, 64, 48, 32, 16, 0);
  std::uint64_t nodes_ = 0;
};

}  // namespace

bool vector_search() {
  static const bool has = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                          __builtin_cpu_supports("avx512bitalg");
  return has && vector_allowed().load(std::memory_order_relaxed);
}

std::uint64_t count_vector(const Start& start, const std::function<void()>& poll) {
  if (start.n > kMaxVectorN) throw std::logic_error("the n-queens vector search takes n <= 18");
  if (start.left == 0) return 1;
  alignas(64) std::uint16_t cells[2 * kSide] = {};
  std::uint32_t active = 0;
  const int last = start.n - 1;
  for (int i = 0; i < start.left; ++i) {
    const int r = start.rows[static_cast<std::size_t>(i)];
    const std::uint64_t row = (start.open & ~((start.a >> r) | (start.b >> (last - r)))) >> 1;
    cells[r - 1] = static_cast<std::uint16_t>(row);
    for (std::uint64_t m = row; m; m &= m - 1) cells[kSide + __builtin_ctzll(m)] |= static_cast<std::uint16_t>(1u << (r - 1));
    active |= 1u << (r - 1);
  }
  active |= static_cast<std::uint32_t>(start.open >> 1 & 0xffff) << kSide;
  Search search(start.n, poll);
  return search.run(start.left, _mm512_load_si512(cells), active);
}

}  // namespace chessy::queens_inside

#else

namespace chessy::queens_inside {

bool vector_search() { return false; }

std::uint64_t count_vector(const Start&, const std::function<void()>&) {
  throw std::logic_error("this build has no n-queens vector search");
}

}  // namespace chessy::queens_inside

#endif
