// The lines a queen or a rook slides along, and the first two pieces on one of them.
// Colourless queens alone, or rooks alone, attack each other exactly when they share
// such a line: rays pass over holes (docs/rules.md), so nothing between two pieces on a
// line shields them. Not on a torus, whose diagonals wrap (docs/rules.md "Tori").
// One idea for three users: model/check (a solution of any size), model/placements (a
// placement list) and the huge-board engine (the fixed pieces alone).
#pragma once

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace chessy {

enum class Line { Row, Column, Diagonal, AntiDiagonal };

// Which line of its kind a piece at (row, col) stands on: equal keys, one line.
inline long long line_key(Line line, long long row, long long col) {
  switch (line) {
    case Line::Row: return row;
    case Line::Column: return col;
    case Line::Diagonal: return row - col;
    case Line::AntiDiagonal: break;
  }
  return row + col;
}

// Where a piece at (row, col) stands along a line of its kind (pieces on one line are
// ordered by it).
inline long long along_line(Line line, long long row, long long col) { return line == Line::Row ? col : row; }

// Two pieces on one line: `second` is the first piece, in the order given, whose line
// already holds an earlier one, `first` the earliest piece on that line, `line` its
// kind (rows before columns before diagonals where one piece shares several).
struct SharedLine {
  std::size_t first, second;
  Line line;
};

// Of n pieces on a rows x cols board, the i-th at cell(i) (a {row, col} pair), rows and
// columns only for rooks, the diagonals too for queens. O(n) time and one bit per line
// (rows + cols, and rows + cols - 1 for each diagonal kind), nothing per cell.
template <class Cell>
std::optional<SharedLine> first_shared_line(std::size_t n, Cell cell, bool diagonals, long long rows, long long cols) {
  std::optional<SharedLine> found;
  for (Line line : {Line::Row, Line::Column, Line::Diagonal, Line::AntiDiagonal}) {
    if (!diagonals && (line == Line::Diagonal || line == Line::AntiDiagonal)) break;
    auto key = [&](std::size_t i) {
      const std::pair<long long, long long> at = cell(i);
      return line_key(line, at.first, at.second);
    };
    // Keys from `low` on: a diagonal's row - col starts at 1 - cols.
    const long long low = line == Line::Diagonal ? 1 - cols : 0;
    const long long lines = line == Line::Row ? rows : line == Line::Column ? cols : rows + cols - 1;
    std::vector<bool> seen(static_cast<std::size_t>(lines));
    // The first piece whose line holds an earlier one; an earlier kind keeps a tie.
    const std::size_t until = found ? found->second : n;
    for (std::size_t i = 0; i < until; ++i) {
      const auto slot = static_cast<std::size_t>(key(i) - low);
      if (!seen[slot]) {
        seen[slot] = true;
        continue;
      }
      std::size_t first = 0;
      while (key(first) != key(i)) ++first;
      found = SharedLine{first, i, line};
      break;
    }
  }
  return found;
}

}  // namespace chessy
