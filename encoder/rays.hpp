// Ray variables, the blocking-piece auxiliaries for sliding attacks:
//   ray[c] = "the first piece seen from cell c, looking in direction d, is one of the
//            `attackers`" (sliders that move along d, so they attack back along it).
// Defined cell by cell along the ray: ray[c] = attacker(c') or (empty(c') and ray[c'])
// where c' is the next cell in direction d. Only one direction of that equivalence is
// needed, and which one depends on how the literal is used:
//   Forced:    attacker => ray true; for constraints that forbid ray[c] (independence).
//   Justified: ray true => an attacker really is there; for coverage (domination).
#pragma once
#include <span>
#include <vector>

#include "encoder/encoder.hpp"

namespace chessy {

enum class RayUse { Forced, Justified };

// One literal per cell; 0 where the ray is empty (c is on the board's edge, or on a
// torus its line is c alone).
std::vector<int> ray_literals(const Board& board, const Encoding& enc, ClauseSink& sink,
                              int d, std::span<const int> attackers, RayUse use);

// For each cell, a literal true only where some piece stands on its line along d
// other than on the cell itself (Justified, as above); 0 where the line is the cell
// alone. On a torus, where "further along d" has no end, it is what a piece seen
// either way along the line needs (docs/rules.md "Tori").
std::vector<int> others_on_lines(const Board& board, const Encoding& enc, ClauseSink& sink, int d);

// Piece types of the problem that slide along direction d, optionally of one colour.
std::vector<int> sliders_along(const Problem& problem, int d,
                               Colour colour = Colour::None);

}  // namespace chessy
