// The six chess pieces as SVG symbols drawn for chessy-sat (no font): each a silhouette
// in a 100x100 box, every piece from y = 12 to 88 (with its outline 10 to 90, 80% of
// the square). The silhouette takes its fill and outline from the <use> that places it;
// its inner details are drawn in `currentColor`, so one shape serves both colours.
#pragma once
// A piece is named by its letter, as every format writes it: this floor knows no model.
#include <iosfwd>

namespace chessy {

// The letters of the six pieces, each a shape: queen, rook, bishop, knight, king, pawn.
inline constexpr char kPieceLetters[] = "QRBNKP";

// The id of a piece's <symbol>: its letter, "Q", "R", "B", "N", "K", "P".
// `letter`: one of kPieceLetters (std::invalid_argument otherwise).
const char* piece_symbol_id(char letter);

// One <symbol> (the shape of the piece `letter`) for a <defs> block.
void write_piece_symbol(std::ostream& out, char letter);

// The CSS of a placed piece, by the class of its <use>: "w" white (filled white,
// outlined and detailed in black), "b" black and colourless (filled black, details
// white). One style for the SVG diagrams and the web page's boards.
extern const char* const kPieceStyle;

}  // namespace chessy
