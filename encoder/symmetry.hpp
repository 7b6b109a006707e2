// The problem's own symmetry group H ⊆ G (the elements that map every solution to a
// solution) and lex-leader clauses that keep one solution per orbit of H
// (Crawford, Ginsberg, Luks, Roy: "Symmetry-breaking predicates for search
// problems", KR 1996). Classes under the rest of G are merged after solving.
#pragma once
#include <vector>

#include "model/canonical.hpp"
#include "encoder/encoder.hpp"

namespace chessy {

// H, identity first:
// - pawns attack down (white) or up (black), so with pawns only the left-right
//   mirror keeps the rules, and a colour swap must come with an up-down flip;
// - a colour swap needs as many white as black pieces of every kind;
// - fixed pieces must be mapped onto themselves.
std::vector<Symmetry> own_group(const Problem& problem);

// For every non-identity g in H: X ≤lex g(X) over the placement variables (cell by
// cell, types within a cell), one position per pair of variables g moves, given to
// the sink as one order (ClauseSink::add_lex_leq: clauses over a chain of equality
// auxiliaries, or kept whole by the backtracking engine). `max_chain` > 0 cuts each
// order after that many positions (sound, but the break is then incomplete). Returns
// whether every order is whole.
bool encode_lex_leader(const Problem& problem, const Encoding& enc, ClauseSink& sink,
                       long long max_chain = 0);

}  // namespace chessy
