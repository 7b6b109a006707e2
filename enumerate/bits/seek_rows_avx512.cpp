// The one-solution search's last rows with AVX-512 (seek_rows.hpp), built with
// -mavx512f -mavx512vpopcntdq where the compiler has them (CMakeLists.txt). Lane i of
// a vector holds row at[i]'s open cells; a row decided leaves the `active` lanes and
// keeps its place, so the lanes stay in the rows' order and the choices are the scalar
// search's (bitboard.cpp, Choice and count_rows): the row with the fewest cells (the
// first such), or, where every open column must take a piece and no row has one cell,
// the first column with one open cell, else with two where no row has two.
#include "enumerate/bits/seek_rows.hpp"

namespace chessy::seek_rows {

std::atomic<bool>& vector_allowed() {
  static std::atomic<bool> allowed{true};
  return allowed;
}

}  // namespace chessy::seek_rows

#if defined(__x86_64__) && defined(__AVX512F__) && defined(__AVX512VPOPCNTDQ__)
// GCC 12's AVX-512 intrinsics pass _mm512_undefined_epi32() through, which its own
// -Wmaybe-uninitialized then flags: a false alarm in the header (as queens_inside_avx512.cpp).
#if !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <immintrin.h>

#include <cstdlib>
#include <stdexcept>

namespace chessy::seek_rows {

namespace {

template <bool Diag>
class Search {
 public:
  Search(int k, const int* at, std::uint64_t* placed, std::uint64_t& nodes, const std::function<void()>& poll)
      : at_(at), placed_(placed), nodes_(nodes), poll_(poll) {
    for (int i = 0; i < k; ++i) at_lanes_[i] = at[i];
  }

  // Whether the `active` lanes of f (k of them, none empty) have a completion.
  bool any(__m512i f, __mmask16 active, int k) {
    if (k == 2) return pair(f, active);
    if ((++nodes_ & 0x3fff) == 0) poll_();
    alignas(64) std::uint32_t lane[kMaxRows];
    _mm512_store_si512(lane, f);
    const __m512i counts = _mm512_popcnt_epi32(f);
    const std::uint32_t fewest = _mm512_mask_reduce_min_epu32(active, counts);
    const int best = __builtin_ctz(_mm512_mask_cmpeq_epi32_mask(active, counts, _mm512_set1_epi32(static_cast<int>(fewest))));
    // Choice: the fewest row, or a column's rows (each with the column's cell alone).
    __mmask16 picks = static_cast<__mmask16>(1u << best);
    std::uint32_t column = 0;
    if (fewest > 1) {
      std::uint32_t cols, twice, thrice;
      spread(_mm512_maskz_mov_epi32(active, f), cols, twice, thrice);
      if (__builtin_popcount(cols) == k) {
        column = cols & ~twice;
        if (!column && fewest > 2) column = twice & ~thrice;
        column &= ~column + 1;
        if (column) picks = _mm512_mask_test_epi32_mask(active, f, _mm512_set1_epi32(static_cast<int>(column)));
      }
    }
    const __m512i rows = _mm512_load_si512(at_lanes_);
    for (__mmask16 p = picks; p; p &= static_cast<__mmask16>(p - 1)) {
      const int b = __builtin_ctz(p);
      const __mmask16 rest = static_cast<__mmask16>(active & ~(1u << b));
      const __m512i far = _mm512_abs_epi32(_mm512_sub_epi32(rows, _mm512_set1_epi32(at_[b])));
      for (std::uint32_t m = column ? column : lane[b]; m; m &= m - 1) {
        const std::uint32_t one = m & (~m + 1);
        const __m512i piece = _mm512_set1_epi32(static_cast<int>(one));
        __m512i attacked = piece;
        if (Diag) attacked = _mm512_or_si512(piece, _mm512_or_si512(_mm512_sllv_epi32(piece, far), _mm512_srlv_epi32(piece, far)));
        const __m512i left = _mm512_andnot_si512(attacked, f);
        if (_mm512_mask_testn_epi32_mask(rest, left, left)) continue;  // a row left empty
        if (__builtin_popcount(static_cast<std::uint32_t>(_mm512_mask_reduce_or_epi32(rest, left))) < k - 1) continue;
        if (any(left, rest, k - 1)) {
          placed_[at_[b]] = one;
          return true;
        }
      }
    }
    return false;
  }

 private:
  // The last two rows, as the scalar count_rows takes them (first_pair).
  bool pair(__m512i f, __mmask16 active) {
    alignas(64) std::uint32_t lane[kMaxRows];
    _mm512_store_si512(lane, f);
    const int i = __builtin_ctz(active), j = __builtin_ctz(active & (active - 1));
    return first_pair<Diag>(lane[i], lane[j], std::abs(at_[i] - at_[j]), placed_[at_[i]], placed_[at_[j]]);
  }

  // The columns with an open cell in the lanes, with two or more, with three or more:
  // lanes joined in halves, then quarters, pairs of pairs and pairs.
  static void spread(__m512i c, std::uint32_t& cols, std::uint32_t& twice, std::uint32_t& thrice) {
    __m512i t = _mm512_setzero_si512(), h = _mm512_setzero_si512();
    const auto join = [&](__m512i c2, __m512i t2, __m512i h2) {
      h = _mm512_or_si512(_mm512_or_si512(h, h2), _mm512_or_si512(_mm512_and_si512(t, c2), _mm512_and_si512(c, t2)));
      t = _mm512_or_si512(_mm512_or_si512(t, t2), _mm512_and_si512(c, c2));
      c = _mm512_or_si512(c, c2);
    };
    join(_mm512_shuffle_i32x4(c, c, _MM_SHUFFLE(1, 0, 3, 2)), _mm512_shuffle_i32x4(t, t, _MM_SHUFFLE(1, 0, 3, 2)),
         _mm512_shuffle_i32x4(h, h, _MM_SHUFFLE(1, 0, 3, 2)));
    join(_mm512_shuffle_i32x4(c, c, _MM_SHUFFLE(2, 3, 0, 1)), _mm512_shuffle_i32x4(t, t, _MM_SHUFFLE(2, 3, 0, 1)),
         _mm512_shuffle_i32x4(h, h, _MM_SHUFFLE(2, 3, 0, 1)));
    join(_mm512_shuffle_epi32(c, _MM_PERM_BADC), _mm512_shuffle_epi32(t, _MM_PERM_BADC), _mm512_shuffle_epi32(h, _MM_PERM_BADC));
    join(_mm512_shuffle_epi32(c, _MM_PERM_CDAB), _mm512_shuffle_epi32(t, _MM_PERM_CDAB), _mm512_shuffle_epi32(h, _MM_PERM_CDAB));
    cols = static_cast<std::uint32_t>(_mm512_cvtsi512_si32(c));
    twice = static_cast<std::uint32_t>(_mm512_cvtsi512_si32(t));
    thrice = static_cast<std::uint32_t>(_mm512_cvtsi512_si32(h));
  }

  const int* at_;
  std::uint64_t* placed_;
  std::uint64_t& nodes_;
  const std::function<void()>& poll_;
  alignas(64) std::int32_t at_lanes_[kMaxRows] = {};  // at, a lane each
};

template <bool Diag>
bool any_in(int k, const std::uint64_t* f, const int* at, std::uint64_t* placed, std::uint64_t& nodes,
            const std::function<void()>& poll) {
  alignas(64) std::uint32_t lanes[kMaxRows] = {};
  for (int i = 0; i < k; ++i) lanes[i] = static_cast<std::uint32_t>(f[i]);
  Search<Diag> search(k, at, placed, nodes, poll);
  return search.any(_mm512_load_si512(lanes), static_cast<__mmask16>((1u << k) - 1), k);
}

}  // namespace

bool vector_search() {
  static const bool has = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vpopcntdq");
  return has && vector_allowed().load(std::memory_order_relaxed);
}

bool any_vector(bool diag, int k, const std::uint64_t* f, const int* at, std::uint64_t* placed, std::uint64_t& nodes,
                const std::function<void()>& poll) {
  if (k < 2 || k > kMaxRows) throw std::logic_error("the one-solution vector search takes 2 to 16 rows");
  return diag ? any_in<true>(k, f, at, placed, nodes, poll) : any_in<false>(k, f, at, placed, nodes, poll);
}

}  // namespace chessy::seek_rows

#else

namespace chessy::seek_rows {

bool vector_search() { return false; }

bool any_vector(bool, int, const std::uint64_t*, const int*, std::uint64_t*, std::uint64_t&, const std::function<void()>&) {
  throw std::logic_error("this build has no one-solution vector search");
}

}  // namespace chessy::seek_rows

#endif
