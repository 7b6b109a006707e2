// Cardinality constraints over literals; nothing here knows about chess. Each
// encoding is a file of encoder/cardinality/; cardinality.cpp chooses among them.
//   at_most_one: pairwise for a few literals; then the sequential counter (Sinz,
//                "Towards an optimal CNF encoding of Boolean cardinality
//                constraints", CP 2005): 3n clauses, n-1 auxiliaries; for long
//                lines the product encoding (Chen, "A new SAT encoding of the
//                at-most-one constraint", ModRef 2010): 2n + o(n) clauses and only
//                about 2*sqrt(n) auxiliaries, which matters on 1000x1000 boards.
//   exactly:     after the constants, counts the smaller side (k true, or n-k false
//                on the negated literals), then, with k that smaller side:
//                k < kNetworkExactly: a sequential counter whose registers are defined
//                  in both directions, so it bounds from above and below: O(n*k)
//                  clauses and auxiliaries, about 5nk in all;
//                k >= kNetworkExactly: a cardinality network (Asín, Nieuwenhuis,
//                  Oliveras, Rodríguez-Carbonell, Constraints 2011): odd-even merge
//                  sorting cut to the first k+1 outputs, only the comparators those
//                  need, each defined both ways: O(n log^2 k) clauses (1.7 to 3 times
//                  n log2(k)^2 measured), a third as many auxiliaries.
#pragma once
#include <span>
#include <vector>

#include "cnf/sink.hpp"

namespace chessy {

// Up to this many literals, at_most_one uses pairwise clauses.
inline constexpr int kPairwiseAtMostOne = 20;
// Above this many, at_most_one uses the product encoding.
inline constexpr int kProductAtMostOne = 64;

void at_most_one(ClauseSink& sink, std::span<const int> lits);

// From this k (the smaller side) exactly uses the network: from here on it is 15-20%
// smaller than the counter for any n (at k = 6..7 only 3-10%, and solve times a wash).
inline constexpr long long kNetworkExactly = 8;

void exactly(ClauseSink& sink, std::span<const int> lits, long long k);
// The two encodings exactly chooses between, for tests and measurements.
void exactly_sequential(ClauseSink& sink, std::span<const int> lits, long long k);
void exactly_network(ClauseSink& sink, std::span<const int> lits, long long k);

// The first `limit` outputs of a cardinality network over `lits` (sorted, true first,
// cut to `limit`): out[j] is true whenever at least j+1 of `lits` are (one direction
// only), so assuming -out[j] bounds the count to at most j. Built once; the bound
// moves with assumptions (--min/--max).
std::vector<int> at_least_outputs(ClauseSink& sink, std::span<const int> lits, long long limit);

// A literal equivalent to the disjunction of `lits` (the literal itself when there is
// one, the sink's constant false when there is none; a fresh variable otherwise).
// All three take the sink's constants into account.
int or_of(ClauseSink& sink, std::span<const int> lits);

}  // namespace chessy
