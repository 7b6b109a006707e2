// Exactly k by Sinz's sequential counter with registers defined in both directions, so
// that it bounds from above and below: O(n*k) clauses and auxiliaries, about 5nk in
// all; exactly uses it below kNetworkExactly.
#include <algorithm>

#include "encoder/cardinality/encodings.hpp"

namespace chessy::cardinality {

// reg[j] after reading x_0..x_i: "at least j+1 of them are true", for j < k.
void sequential_exactly(ClauseSink& sink, const std::vector<int>& lits, long long k) {
  const long long n = static_cast<long long>(lits.size());
  std::vector<int> prev, cur(static_cast<std::size_t>(k));
  for (long long i = 0; i < n; ++i) {
    const int x = lits[static_cast<std::size_t>(i)];
    const long long width = std::min(k, i + 1);  // more than i+1 cannot be true yet
    for (long long j = 0; j < width; ++j) {
      int r = sink.new_var();
      cur[static_cast<std::size_t>(j)] = r;
      bool has_same = j < static_cast<long long>(prev.size());  // r[i-1][j] exists
      int same = has_same ? prev[static_cast<std::size_t>(j)] : 0;
      int below = j > 0 ? prev[static_cast<std::size_t>(j - 1)] : 0;
      // Upwards: counting is monotone and x adds one.
      if (has_same) sink.add({-same, r});
      if (j == 0) sink.add({-x, r});
      else sink.add({-x, -below, r});
      // Downwards: r needs a reason.
      if (j == 0) {
        if (has_same) sink.add({-r, same, x});
        else sink.add({-r, x});
      } else if (has_same) {
        sink.add({-r, same, x});
        sink.add({-r, same, below});
      } else {
        sink.add({-r, x});
        sink.add({-r, below});
      }
    }
    // Never a (k+1)-th true literal.
    if (static_cast<long long>(prev.size()) == k) sink.add({-x, -prev[static_cast<std::size_t>(k - 1)]});
    prev.assign(cur.begin(), cur.begin() + width);
  }
  sink.add({prev[static_cast<std::size_t>(k - 1)]});
}

}  // namespace chessy::cardinality
