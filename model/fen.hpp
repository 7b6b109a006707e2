// The board part of a FEN (Forsyth-Edwards Notation, docs/input.md "FEN"): ranks from
// the top (the 8th rank first, row 0) split by '/', each rank's squares from the file a:
// a piece letter (p n b r q k; upper case white, lower case black) or the number of
// empty squares that follow. Boards other than 8x8 as FEN-like notations write them:
// a run of empty squares may take several digits (`10` on a 10x10 board), and the ranks
// give the rows, each rank's width the columns. Read by `fen BOARD` lines (text) and
// "fen" (JSON) into fixed pieces; written by --format fen.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "model/problem.hpp"
#include "model/solution.hpp"

namespace chessy {

struct FenPiece {
  Kind kind;
  bool white;  // the letter was upper case
  int row, col;
};

struct FenBoard {
  long long rows = 0, cols = 0;
  std::vector<FenPiece> pieces;  // by row, then column
};

// Reads `text` (the board part alone). Returns "" and fills `board`, or what is wrong,
// a message without FILE:LINE ("rank 7 is 9 squares wide, rank 8 is 8"). Linear in the
// text; runs and widths above kMaxCount refused, not overflowed.
std::string read_fen(std::string_view text, FenBoard& board);

// A solution as the board part of a FEN: colourless pieces in lower case (as the tool's
// own letters), white upper case, black lower case, blocked cells empty squares.
std::string fen_of(const Problem& problem, const Solution& solution);

}  // namespace chessy
