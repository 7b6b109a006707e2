// The six chess pieces as SVG symbols drawn for chessy-sat (no font): each a silhouette
// in a 100x100 box, every piece from y = 12 to 88 (with its outline 10 to 90, 80% of
// the square). The silhouette takes its fill and outline from the <use> that places it;
// its inner details are drawn in `currentColor`, so one shape serves both colours.
#pragma once
#include <iosfwd>

#include "model/problem.hpp"

namespace chessy {

// The id of a kind's <symbol>: "Q", "R", "B", "N", "K", "P".
const char* piece_symbol_id(Kind kind);

// One <symbol> (the shape of `kind`) for a <defs> block.
void write_piece_symbol(std::ostream& out, Kind kind);

// The CSS of a placed piece, by the class of its <use>: "w" white (filled white,
// outlined and detailed in black), "b" black and colourless (filled black, details
// white). One style for the SVG diagrams and the web page's boards.
extern const char* const kPieceStyle;

}  // namespace chessy
