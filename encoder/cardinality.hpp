// Cardinality constraints over literals; nothing here knows about chess.
//   at_most_one: pairwise for a few literals, else the sequential counter
//                (Sinz, "Towards an optimal CNF encoding of Boolean cardinality
//                constraints", CP 2005): 3n clauses, n-1 auxiliaries.
//   exactly:     a sequential counter whose registers are defined in both directions,
//                so it bounds from above and below: O(n*k) clauses and auxiliaries.
#pragma once
#include <span>

#include "encoder/sink.hpp"

namespace chessy {

// Up to this many literals, at_most_one uses pairwise clauses.
inline constexpr int kPairwiseAtMostOne = 12;

void at_most_one(ClauseSink& sink, std::span<const int> lits);
void exactly(ClauseSink& sink, std::span<const int> lits, long long k);

// A literal equivalent to the disjunction of `lits` (the literal itself when there is
// one; a fresh variable otherwise). `lits` must not be empty.
int or_of(ClauseSink& sink, std::span<const int> lits);

}  // namespace chessy
