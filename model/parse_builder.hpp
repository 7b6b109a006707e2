// What the two problem formats share. The text parser (parse.cpp) and the JSON parser
// (parse_json.cpp) read only their syntax; each hands what it reads, in document order,
// to a ProblemBuilder, which checks the meaning (colours, domination, counts, fixed
// pieces, board size) and builds the Problem. So every rule is written once, and its
// message reads the same in both formats but for where it points.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/problem.hpp"

namespace chessy {

// The largest count, row or column either format reads (larger ones are refused
// rather than overflowing).
inline constexpr long long kMaxCount = 1'000'000'000;


// Where an item stands in its file, for messages.
struct Origin {
  std::string where;  // the prefix of a message about it: "p.txt:3", "p.json: pieces[2]"
  std::string name;   // how a message about another item names it: "line 3", "pieces[2]"
  int line = 0;       // its source line; 0 where the format does not say (JSON)

  [[noreturn]] void fail(const std::string& what) const;  // InputError "WHERE: what"
};

// The board's shape as given (`size R C`, `--size RxC`); one number is a square.
struct BoardSize {
  BoardSize(int side) : rows(side), cols(side) {}  // NOLINT: `--size M` is M x M
  BoardSize(int r, int c) : rows(r), cols(c) {}
  int rows, cols;
  bool n_is_cols = false;  // a count 'n' is the number of columns, not of rows (a sweep
                           // that varies the columns, cli/sweep.hpp)
};

// A piece-list entry (`2*r w`), a fixed piece (`q @ 0,3`) or a blocked cell
// (`x @ 1,2`), as read.
struct Entry {
  PieceType piece{Kind::Queen, Colour::None};
  long long count = 1;         // 1 for a fixed piece; 0 for an open count or an 'n'
  bool open = false;           // the count is open ('?'): --min/--max find it
  bool count_is_size = false;  // the count is 'n', the board's side: build() writes it in
  bool fixed = false;
  bool blocked = false;        // a blocked cell, not a piece (piece and count unused)
  bool torus = false;          // --torus: the board is a torus (no piece, no cell)
  bool translations = false;   // --translations: classes under the torus's whole group
  bool star = false;           // a fixed star `* @ c3` of a region puzzle (piece: a king)
  bool fen = false;            // a piece of a FEN: its colour (White or Black, from the
                               // letter's case) kept only where the problem has colours
  long long row = 0, col = 0;  // fixed pieces and blocked cells; checked against the board later
  long long rank = 0;          // a square written `d4` (model/square.hpp): its rank, 1 the bottom
                               // row; build() sets `row` from it once the board is known
  Origin origin;
};

class ProblemBuilder {
 public:
  explicit ProblemBuilder(const std::string& filename) { problem_.name = filename; }

  // Each checks what it can at once, so an error points at the first item at fault.
  void set_domination(const Origin& at);
  void set_independent(const Origin& at);  // `i`: independent domination, needs `d` too
  void set_total(const Origin& at);        // `t`: total domination, needs `d` too, not `i`
  void set_size(long long rows, long long cols, const Origin& at);  // each 1..kMaxHugeSide
  // `torus`, JSON "torus": true|false, or --torus (an Entry with `torus`): a second
  // statement that says otherwise is refused, naming both.
  void set_torus(bool on, const Origin& at);
  // `translations`, JSON "translations": true, or --translations: classes under the
  // torus's whole group (docs/symmetry.md); build() refuses it on a board that is not
  // a torus. JSON false says nothing.
  void set_translations(const Origin& at);
  void add(Entry entry);
  // A region puzzle's grid (docs/input.md "Region puzzles"): set_regions where it starts
  // (the `regions` line, JSON "regions"), each row in order, end_regions where it ends
  // (refused when fewer rows than columns came); set_stars for `stars K`.
  void set_regions(const Origin& at);
  void add_region_row(std::string_view row, const Origin& at);
  void end_regions(const Origin& at);
  void set_stars(long long stars, const Origin& at);
  // `fen BOARD` (text), "fen" (JSON): the board part of a FEN (model/fen.hpp) as fixed
  // pieces, and the board's size. Its pieces take their colour from the letters' case
  // where the problem has colours, none where it has none (build() knows which).
  void add_fen(std::string_view board, const Origin& at);

  // Checks what needs the final board (`size` overrides the file's; default 8x8) and
  // returns the problem. `end` is where "no pieces to place" points. A count 'n' becomes
  // the board's number of rows (of columns where `size` says so); it needs a size given,
  // in the file or in `size`, not the default.
  Problem build(std::optional<BoardSize> size, const Origin& end);

 private:
  Problem problem_;
  long long file_rows_ = 8, file_cols_ = 8;
  bool size_given_ = false;  // set_size was called: the file gives its board
  std::optional<Origin> size_at_;  // where set_size was called
  std::vector<Entry> entries_;
  std::optional<Origin> regions_, stars_;  // where the grid and `stars` were given
  std::vector<std::string> region_rows_;
  long long stars_count_ = 1;
  // A region puzzle: its checks, then the king count and fixed kings the rest reads.
  void build_regions(std::optional<BoardSize> size, Problem& problem);
  std::optional<Origin> fen_;  // where the FEN was given
  // The size the FEN and `size` give agree, or one of them is refused, naming both.
  void same_size(long long rows, long long cols, const Origin& at) const;
  std::string size_said(const std::string& shape) const;  // "line 1 says size 9x9", "size is 9x9" (JSON)
  bool size_from_fen() const { return fen_ && size_at_ && fen_->where == size_at_->where; }  // the board's size is the FEN's
  std::optional<Origin> torus_;  // where the torus was first said to be on or off
  bool torus_on_ = false;
  std::optional<Origin> translations_;  // where the whole group was first asked for
  std::optional<Origin> domination_, independent_, total_, coloured_, colourless_, open_;  // the first of each
  std::optional<std::size_t> open_index_;           // in entries_: the open count
  std::map<int, std::size_t> first_counted_;        // a type -> its first piece-list entry
};

}  // namespace chessy
