// Placements no solution can hold, found before encoding so that they get no
// variables (completion problems on large boards are mostly such cells).
#pragma once
#include <vector>

#include "model/problem.hpp"

namespace chessy {

// impossible[type * cells + cell]. Blocked cells hold no piece in any problem. Beyond
// them only colourless independence (alone or with domination) is pruned: there,
// blocking cannot save a piece (the first piece on a ray would itself be attacked),
// so every cell on a fixed piece's lines or leaps is closed to all pieces, and a
// type may not stand where its own lines or leaps reach a fixed piece.
std::vector<char> impossible_placements(const Problem& problem);

}  // namespace chessy
