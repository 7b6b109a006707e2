// The n-queens counter's inside search with AVX-512 (queens_inside.hpp), built with
// -mavx512f -mavx512vpopcntdq where the compiler has them (CMakeLists.txt). Row r of the
// inside is lane r - 1 of one vector of sixteen 32-bit lanes holding its free cells, so
// that each node takes every row's count, the least, the columns no row or one row
// can take, in a few instructions rather than a loop over the rows (16 queens: the
// scan was 70 % of the time). The search is queens_count.cpp's, its ties broken by
// lane (row) order, but for the rows with one free cell: all of them take it at once.
#include "enumerate/queens_inside.hpp"

#include <stdexcept>

namespace chessy::queens_inside {

std::atomic<bool>& vector_allowed() {
  static std::atomic<bool> allowed{true};
  return allowed;
}

}  // namespace chessy::queens_inside

#if defined(__x86_64__) && defined(__AVX512F__) && defined(__AVX512VPOPCNTDQ__)
// GCC 12's AVX-512 intrinsics pass _mm512_undefined_epi32() through, which its own
// -Wmaybe-uninitialized then flags in every shuffle: a false alarm in the header.
// (clang has no such warning, and would warn about the pragma itself.)
#if !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <immintrin.h>

namespace chessy::queens_inside {

namespace {

constexpr int kLanes = 16;
constexpr int kColumns = 32;

// What a queen at (lane row, column) takes from every other lane: its column and
// diagonals (its own lane keeps all: the search clears it). Depends on n alone; made
// once a thread.
struct Kills {
  int n = 0;
  __m512i at[kLanes][kColumns];
  void make(int size) {
    n = size;
    alignas(64) std::uint32_t lane[kLanes];
    for (int row = 0; row < kLanes; ++row)
      for (int col = 0; col < kColumns; ++col) {
        for (int other = 0; other < kLanes; ++other) {
          const int d = other > row ? other - row : row - other;
          std::uint32_t taken = 1u << col;
          if (col + d < kColumns) taken |= 1u << (col + d);
          if (col - d >= 0) taken |= 1u << (col - d);
          lane[other] = other == row ? ~0u : ~taken;
        }
        at[row][col] = _mm512_load_si512(lane);
      }
  }
};

class Search {
 public:
  Search(const Kills& kills, const std::function<void()>& poll) : kills_(kills), poll_(poll) {}

  std::uint64_t run(int left, __m512i free, __mmask16 active, std::uint32_t open) {
    if ((++nodes_ & 0xffff) == 0) poll_();
    const __m512i zero = _mm512_setzero_si512();
    __m512i count, seen, twice;
    std::uint32_t all;
    // Rows with one free cell take it, all at once, until none has (then a branch):
    // one scan a round rather than one a queen (16 queens: 33 of the 44 million nodes
    // that went on had one way).
    for (;;) {
      count = _mm512_popcnt_epi32(free);
      if (_mm512_mask_cmpeq_epi32_mask(active, count, zero)) return 0;  // a row with no free cell
      // The columns some row can take, and those two rows can: a tree over the lanes.
      seen = free;
      twice = zero;
      step(seen, twice, _mm512_shuffle_i32x4(seen, seen, _MM_SHUFFLE(1, 0, 3, 2)),
           _mm512_shuffle_i32x4(twice, twice, _MM_SHUFFLE(1, 0, 3, 2)));
      step(seen, twice, _mm512_shuffle_i32x4(seen, seen, _MM_SHUFFLE(2, 3, 0, 1)),
           _mm512_shuffle_i32x4(twice, twice, _MM_SHUFFLE(2, 3, 0, 1)));
      step(seen, twice, _mm512_shuffle_epi32(seen, _MM_PERM_BADC), _mm512_shuffle_epi32(twice, _MM_PERM_BADC));
      step(seen, twice, _mm512_shuffle_epi32(seen, _MM_PERM_CDAB), _mm512_shuffle_epi32(twice, _MM_PERM_CDAB));
      all = static_cast<std::uint32_t>(_mm_cvtsi128_si32(_mm512_castsi512_si128(seen)));
      if (all != open) return 0;  // a column that no row can take
      if (left == 1) return 1;
      const __mmask16 singles = _mm512_mask_cmpeq_epi32_mask(active, count, _mm512_set1_epi32(1));
      if (!singles) break;
      alignas(64) std::uint32_t cells[kLanes];
      _mm512_store_si512(cells, free);
      __m512i keep = _mm512_set1_epi32(-1);
      std::uint32_t taken = 0;
      for (unsigned m = singles; m; m &= m - 1) {
        const int lane = __builtin_ctz(m);
        const std::uint32_t cell = cells[lane];
        if (taken & cell) return 0;  // two rows left with the same one column
        taken |= cell;
        keep = _mm512_and_si512(keep, kills_.at[lane][__builtin_ctz(cell)]);
      }
      // Two of them on a diagonal: one loses its only cell.
      if (_mm512_mask_test_epi32_mask(singles, free, keep) != singles) return 0;
      active = static_cast<__mmask16>(active & ~singles);
      free = _mm512_maskz_and_epi32(active, free, keep);
      open &= ~taken;
      left -= __builtin_popcount(singles);
      if (left == 0) return 1;
    }
    // The least (count << 5 | lane) over the rows still empty.
    const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m512i keys = _mm512_mask_blend_epi32(active, _mm512_set1_epi32(-1),
                                                 _mm512_or_si512(_mm512_slli_epi32(count, 5), lanes));
    const std::uint32_t least = _mm512_reduce_min_epu32(keys);
    const std::uint32_t once =
        all & ~static_cast<std::uint32_t>(_mm_cvtsi128_si32(_mm512_castsi512_si128(twice)));
    int lane = static_cast<int>(least & 31);
    std::uint32_t options;
    if (once) {  // every row has two or more: a column only one row can take goes first
      options = once & (~once + 1);
      const __mmask16 holds = _mm512_mask_test_epi32_mask(active, free, _mm512_set1_epi32(static_cast<int>(options)));
      lane = __builtin_ctz(holds);
    } else {
      alignas(64) std::uint32_t cells[kLanes];
      _mm512_store_si512(cells, free);
      options = cells[lane];
    }
    const __mmask16 rest = static_cast<__mmask16>(active & ~(1u << lane));
    std::uint64_t found = 0;
    for (std::uint32_t o = options; o; o &= o - 1) {
      const int col = __builtin_ctz(o);
      found += run(left - 1, _mm512_maskz_and_epi32(rest, free, kills_.at[lane][col]), rest, open & ~(1u << col));
    }
    return found;
  }

 private:
  static void step(__m512i& seen, __m512i& twice, __m512i seen_there, __m512i twice_there) {
    twice = _mm512_or_si512(_mm512_or_si512(twice, twice_there), _mm512_and_si512(seen, seen_there));
    seen = _mm512_or_si512(seen, seen_there);
  }

  const Kills& kills_;
  const std::function<void()>& poll_;
  std::uint64_t nodes_ = 0;
};

}  // namespace

bool vector_search() {
  static const bool has = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vpopcntdq");
  return has && vector_allowed().load(std::memory_order_relaxed);
}

std::uint64_t count_vector(const Start& start, const std::function<void()>& poll) {
  if (start.n > kMaxVectorN) throw std::logic_error("the n-queens vector search takes n <= 18");
  thread_local Kills kills;
  if (kills.n != start.n) kills.make(start.n);
  if (start.left == 0) return 1;
  alignas(64) std::uint32_t cells[kLanes] = {};
  __mmask16 active = 0;
  const int last = start.n - 1;
  for (int i = 0; i < start.left; ++i) {
    const int r = start.rows[static_cast<std::size_t>(i)];
    cells[r - 1] = static_cast<std::uint32_t>(start.open & ~((start.a >> r) | (start.b >> (last - r))));
    active = static_cast<__mmask16>(active | 1u << (r - 1));
  }
  Search search(kills, poll);
  return search.run(start.left, _mm512_load_si512(cells), active, static_cast<std::uint32_t>(start.open));
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
