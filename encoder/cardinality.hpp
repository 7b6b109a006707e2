// Cardinality constraints over literals; nothing here knows about chess.
//   at_most_one: pairwise for a few literals; then the sequential counter (Sinz,
//                "Towards an optimal CNF encoding of Boolean cardinality
//                constraints", CP 2005): 3n clauses, n-1 auxiliaries; for long
//                lines the product encoding (Chen, "A new SAT encoding of the
//                at-most-one constraint", ModRef 2010): 2n + o(n) clauses and only
//                about 2*sqrt(n) auxiliaries, which matters on 1000x1000 boards.
//   exactly:     a sequential counter whose registers are defined in both directions,
//                so it bounds from above and below: O(n*k) clauses and auxiliaries.
#pragma once
#include <span>

#include "encoder/sink.hpp"

namespace chessy {

// Up to this many literals, at_most_one uses pairwise clauses.
inline constexpr int kPairwiseAtMostOne = 20;
// Above this many, at_most_one uses the product encoding.
inline constexpr int kProductAtMostOne = 64;

void at_most_one(ClauseSink& sink, std::span<const int> lits);
void exactly(ClauseSink& sink, std::span<const int> lits, long long k);

// A literal equivalent to the disjunction of `lits` (the literal itself when there is
// one, the sink's constant false when there is none; a fresh variable otherwise).
// All three take the sink's constants into account.
int or_of(ClauseSink& sink, std::span<const int> lits);

}  // namespace chessy
