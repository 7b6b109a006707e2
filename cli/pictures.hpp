// Boards as pictures (--format): chess glyphs for terminals, an SVG grid of diagrams
// for browsers. The text format (docs/output.md "Text") stays in model/solution.hpp.
#pragma once
#include <cstddef>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "model/solution.hpp"

namespace chessy {

// The Unicode chess glyph (UTF-8): outlined for white and colourless pieces, filled for black.
const char* piece_glyph(PieceType type);

// What a blocked cell shows in render_unicode: a dark cross.
inline constexpr const char* kHoleGlyph = "✖";

// One text line per row. On a terminal (`colour`), each square is three columns on an
// ANSI light or dark background; otherwise glyphs separated by spaces, empty dark
// squares '·' and light ones ' ', so the board still shows its checkering. `algebraic`
// (--coordinates): each row starts with its rank and a line of files follows the board,
// a file left out where its name would touch the one before (beyond 26 columns).
std::string render_unicode(const Problem& problem, const Solution& solution, bool colour, bool algebraic = false);

// A region's colour in pictures of region puzzles (docs/output.md "Pictures"): light
// colours as the LinkedIn Queens game paints its regions, dark stars on each, in a fixed
// order of the regions' first appearance; past the palette's end they come round again.
struct RegionColour {
  const char* svg;  // "#bba3e2"
  int ansi;         // the nearest of the terminal's 256 colours
};
const RegionColour& region_colour(int region);
// A star in render_unicode.
inline constexpr const char* kStarGlyph = "★";

struct Diagram {
  const Solution* solution;  // null: an empty slot (a sheet's next part on a new row)
  std::string label;         // printed above the board, e.g. "#1 (class of 8)"
  const Problem* own = nullptr;  // whose holes and fixed pieces it shows; null: write_svg's
};

// One SVG document: the diagrams in a grid, in the order given. Files are labelled a..z
// up to 26 columns and 1, 2, ... beyond; `algebraic` (--coordinates): letters on every
// board, aa, ab, ... beyond z, the squares' names as input reads them.
void write_svg(std::ostream& out, const Problem& problem, const std::vector<Diagram>& diagrams, bool algebraic = false);
// The same of `count` diagrams, each made when it is drawn (`diagram(i)`): a listing of
// a million classes is drawn without a label held for each.
void write_svg(std::ostream& out, const Problem& problem, std::size_t count,
               const std::function<Diagram(std::size_t)>& diagram, bool algebraic = false);

}  // namespace chessy
