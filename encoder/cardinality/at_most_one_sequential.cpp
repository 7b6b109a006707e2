// At most one by the sequential counter (Sinz, "Towards an optimal CNF encoding of
// Boolean cardinality constraints", CP 2005): 3n clauses, n-1 auxiliaries.
#include "encoder/cardinality/encodings.hpp"

namespace chessy::cardinality {

void sequential_at_most_one(ClauseSink& sink, std::span<const int> lits) {
  const std::size_t n = lits.size();
  // s = "some literal among the first i+1 is true".
  int s = sink.new_var();
  sink.add({-lits[0], s});
  for (std::size_t i = 1; i < n; ++i) {
    sink.add({-lits[i], -s});
    if (i + 1 == n) break;
    int next = sink.new_var();
    sink.add({-lits[i], next});
    sink.add({-s, next});
    s = next;
  }
}

}  // namespace chessy::cardinality
