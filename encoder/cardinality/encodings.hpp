// The encodings behind encoder/cardinality.hpp, one a file; cardinality.cpp strips the
// constants and chooses between them (the header says when each is used). Each takes
// literals that are not the sink's constants. Not for use outside encoder/cardinality*.
#pragma once
#include <cstddef>
#include <span>
#include <vector>

#include "cnf/sink.hpp"

namespace chessy::cardinality {

// At most one of `lits`, n >= 2 of them: every pair (at_most_one_pairwise.cpp), Sinz's
// sequential counter (at_most_one_sequential.cpp), or Chen's product encoding, which
// calls at_most_one on its row and column selectors (at_most_one_product.cpp).
void pairwise_at_most_one(ClauseSink& sink, std::span<const int> lits);
void sequential_at_most_one(ClauseSink& sink, std::span<const int> lits);
void product_at_most_one(ClauseSink& sink, std::span<const int> lits);

// Exactly k of `lits`, 0 < k < n: Sinz's counter defined both ways
// (exactly_sequential.cpp) or the cardinality network (network.cpp).
void sequential_exactly(ClauseSink& sink, const std::vector<int>& lits, long long k);
void network_exactly(ClauseSink& sink, const std::vector<int>& lits, long long k);

// The network's first `limit` sorted outputs, 0 < limit <= n, upward clauses only
// (network.cpp; at_least_outputs adds the constants around them).
std::vector<int> network_at_least(ClauseSink& sink, const std::vector<int>& lits, std::size_t limit);

}  // namespace chessy::cardinality
