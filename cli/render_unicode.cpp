#include "cli/pictures.hpp"

namespace chessy {

const char* piece_glyph(PieceType type) {
  // Indexed by Kind: Queen, Rook, Bishop, Knight, King, Pawn.
  static const char* const outlined[] = {"♕", "♖", "♗", "♘", "♔", "♙"};
  static const char* const filled[] = {"♛", "♜", "♝", "♞", "♚", "♟"};
  return (type.colour == Colour::Black ? filled : outlined)[static_cast<int>(type.kind)];
}

std::string render_unicode(const Problem& problem, const Solution& solution, bool colour) {
  std::vector<const char*> cells(static_cast<std::size_t>(problem.cells()), nullptr);
  for (const BlockedCell& b : problem.blocked) cells[static_cast<std::size_t>(b.row) * problem.cols + b.col] = kHoleGlyph;
  for (const Placed& p : solution) cells[p.cell] = piece_glyph(problem.types[p.type]);
  // Light and dark squares in the colours of a wooden board, glyphs in black on both.
  static const char* const kLight = "\x1b[30;48;5;223m";
  static const char* const kDark = "\x1b[30;48;5;137m";
  std::string text = problem.torus ? "torus\n" : "";  // as the text board (docs/output.md)
  for (int row = 0; row < problem.rows; ++row) {
    for (int col = 0; col < problem.cols; ++col) {
      const bool light = (row + col) % 2 == 0;  // the top left square (a8) is light
      const char* piece = cells[static_cast<std::size_t>(row) * problem.cols + col];
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
  return text;
}

}  // namespace chessy
