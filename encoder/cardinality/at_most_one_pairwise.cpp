// At most one by pairwise clauses: n(n-1)/2 binary clauses, no auxiliaries; the
// smallest for a few literals (kPairwiseAtMostOne).
#include "encoder/cardinality/encodings.hpp"

namespace chessy::cardinality {

void pairwise_at_most_one(ClauseSink& sink, std::span<const int> lits) {
  const std::size_t n = lits.size();
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) sink.add({-lits[i], -lits[j]});
}

}  // namespace chessy::cardinality
