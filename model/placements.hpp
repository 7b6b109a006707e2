// The placement list (docs/output.md "Placements"): one piece a line, `q @ ROW,COL`, the
// fixed-piece line of the problem format, so that an answer reads back as fixed
// pieces; and the check of such a list against a problem (`chessy-sat check`, and every
// answer of the huge-board engine before it is printed), in O(N + pieces) for queens
// and rooks: counters a row, a column and a diagonal, no per-cell data.
#pragma once
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/problem.hpp"
#include "model/solution.hpp"
#include "model/square.hpp"

namespace chessy {

// A piece on a cell, as a list gives it (a type the problem may not have, a cell that
// may be off its board).
struct ListedPiece {
  PieceType piece;
  int row, col;
  int line;  // its line in the list's file (0: an answer, read from no file)
  bool algebraic = false;  // the list wrote its square `d4`: messages name it so
  bool star = false;       // a region puzzle's star, written `* @ c3` (the piece: a king)
};
using PlacementList = std::vector<ListedPiece>;

// A placement list, read as --fixed reads its list (parse.hpp parse_fixed_list: `q @ 3,4`,
// `r w @ 0,0`, and the shorter `3 4` for a queen; blank lines and '#' comments left
// out; squares `q @ d4` counted on a board of `rows` rows, a row below 0 for a rank
// above it). InputError "FILE:LINE: ..." for a line that is none of these.
PlacementList read_placements(std::string_view text, const std::string& filename, int rows,
                              const std::atomic<bool>* stop = nullptr);

// The same list read a block of bytes at a time, never held whole (`chessy-sat check` of
// a 10^7-queen answer, 198 MB; issue 41): lines that a block cuts are joined, lines
// numbered and refused as read_placements numbers and refuses them. Keeps the first
// `most` pieces and counts the rest, so that memory goes with the problem, whatever the
// file's size.
class PlacementReader {
 public:
  PlacementReader(const std::string& filename, int rows, std::size_t most, const std::atomic<bool>* stop = nullptr);
  // The next bytes of the file.
  void add(std::string_view bytes);
  // The pieces kept, once every byte is added.
  PlacementList finish();
  // The pieces the list holds, kept or not.
  std::uint64_t pieces() const { return count_; }

 private:
  void lines(std::string_view whole_lines);
  std::string filename_;
  int rows_;
  std::size_t most_;
  const std::atomic<bool>* stop_;
  int next_line_ = 1;
  std::string cut_;  // the start of a line the last block cut
  PlacementList kept_;
  std::uint64_t count_ = 0;
};

// "q @ 3,4", "r w @ 0,0": the problem format's fixed-piece line, without '\n';
// "q @ d4" where `how` is algebraic (--coordinates, model/square.hpp).
// `star`: "* @ 3,4", a region puzzle's star.
std::string placement_line(PieceType piece, long long row, long long col, Coordinates how = {}, bool star = false);
// The same line appended to `to` (no string made a line: an answer of 10^7 lines).
void append_placement_line(std::string& to, PieceType piece, long long row, long long col, Coordinates how = {},
                           bool star = false);

// A solution's pieces, by row then column (a board up to kMaxBoardSize a side).
PlacementList placements_of(const Problem& problem, const Solution& solution);
// One piece of the problem's one type on each row r with col[r] >= 0 (the huge-board
// engine's answer, enumerate/huge/huge_board.hpp).
PlacementList placements_of(const Problem& problem, const std::vector<int>& col);

// The first rule a list breaks: `where` is "FILE:LINE" of the line at fault (of the
// problem's line for a fixed piece that is missing; the list's name alone for a count),
// `what` the rule, as "q @ 5,1 attacks q @ 2,4 (line 1)".
struct PlacementFault {
  std::string where, what;
  std::string message() const { return where.empty() ? what : where + ": " + what; }
};

// In this order: a piece off the board, a piece the problem has not, a piece on a
// blocked cell, a fixed piece missing, two pieces on one cell or attacking each other
// (both lines), a wrong count; for domination, an uncovered cell (model/check.hpp).
// `list_name`: how messages name the list's file ("" for a list read from no file).
// Queens or rooks of colourless independence: O(N + pieces) on any board; any other
// problem (at most kMaxBoardSize a side) as model/check.hpp's `violation` walks it.
// `how`: how the squares the check names itself are written (a piece of the list is
// named by its line, as the list wrote it).
std::optional<PlacementFault> placement_violation(const Problem& problem, const PlacementList& pieces,
                                                  const std::string& list_name, Coordinates how = {});

}  // namespace chessy
