#include "cli/pictures.hpp"

#include "model/square.hpp"

namespace chessy {

namespace {

// The line of files under a board whose k-th column's glyph stands `indent + k * width`
// terminal columns in: each file's name from there (model/square.hpp), left out where it
// would touch the name before it (aa, ab, ... on cells two columns wide).
std::string files_line(int cols, std::size_t indent, std::size_t width) {
  std::string line, name;
  for (int col = 0; col < cols; ++col) {
    const std::size_t at = indent + static_cast<std::size_t>(col) * width;
    if (!line.empty() && at <= line.size()) continue;
    name.clear();
    append_file(name, col);
    line.append(at - line.size(), ' ') += name;
  }
  return line += '\n';
}

}  // namespace

const RegionColour& region_colour(int region) {
  static const RegionColour kPalette[] = {
      {"#bba3e2", 183}, {"#ffc992", 222}, {"#96beff", 111}, {"#b3dfa0", 151}, {"#dfdfdf", 252}, {"#ff7b60", 209},
      {"#e6f388", 229}, {"#b9b29e", 144}, {"#62efea", 87},  {"#ff93f3", 213}, {"#a3d2d8", 152}, {"#f5b7b1", 217},
      {"#c8e6c9", 194}, {"#ffe082", 221}, {"#d7ccc8", 188}, {"#b0bec5", 250}};
  return kPalette[static_cast<std::size_t>(region) % std::size(kPalette)];
}

const char* piece_glyph(PieceType type) {
  // Indexed by Kind: Queen, Rook, Bishop, Knight, King, Pawn.
  static const char* const outlined[] = {"♕", "♖", "♗", "♘", "♔", "♙"};
  static const char* const filled[] = {"♛", "♜", "♝", "♞", "♚", "♟"};
  // A piece without a colour is drawn black, as svg and the web page draw it (issue 40).
  return (type.colour == Colour::White ? outlined : filled)[static_cast<int>(type.kind)];
}

std::string render_unicode(const Problem& problem, const Solution& solution, bool colour, bool algebraic) {
  std::vector<const char*> cells(static_cast<std::size_t>(problem.cells()), nullptr);
  for (const BlockedCell& b : problem.blocked) cells[static_cast<std::size_t>(b.row) * problem.cols + b.col] = kHoleGlyph;
  for (const Placed& p : solution) cells[p.cell] = problem.region_puzzle() ? kStarGlyph : piece_glyph(problem.types[p.type]);
  // Light and dark squares in the colours of a wooden board, glyphs in black on both.
  static const char* const kLight = "\x1b[30;48;5;223m";
  static const char* const kDark = "\x1b[30;48;5;137m";
  std::string text = problem.torus ? "torus\n" : "";  // as the text board (docs/output.md)
  const std::size_t rank_width = algebraic ? std::to_string(problem.rows).size() : 0;
  for (int row = 0; row < problem.rows; ++row) {
    if (algebraic) {  // the rank, right-aligned: 1 is the bottom row
      const std::string rank = std::to_string(problem.rows - row);
      (text.append(rank_width - rank.size(), ' ') += rank) += ' ';
    }
    for (int col = 0; col < problem.cols; ++col) {
      const bool light = (row + col) % 2 == 0;  // the top left square (a8) is light
      const std::size_t cell = static_cast<std::size_t>(row) * problem.cols + col;
      const char* piece = cells[cell];
      if (problem.region_puzzle()) {  // the region's colour on a terminal, else its letter
        const int region = problem.region[cell];
        if (colour) text += "\x1b[30;48;5;" + std::to_string(region_colour(region).ansi) + 'm';
        else if (col > 0) text += ' ';
        if (colour) text += ' ';
        if (piece) text += piece;
        else text += colour ? ' ' : problem.region_letters[static_cast<std::size_t>(region)];
        if (colour) text += ' ';
        continue;
      }
      if (colour) {
        text += light ? kLight : kDark;
        text += ' ';
        text += piece ? piece : " ";
        text += ' ';
      } else {
        if (col > 0) text += ' ';
        text += piece ? piece : light ? " " : "·";
      }
    }
    text += colour ? "\x1b[0m\n" : "\n";
  }
  // Under each glyph: a square is three columns on a terminal, its glyph in the middle;
  // else a glyph and a space.
  if (algebraic) text += colour ? files_line(problem.cols, rank_width + 2, 3) : files_line(problem.cols, rank_width + 1, 2);
  return text;
}

}  // namespace chessy
