#include "model/parse_builder.hpp"

#include <algorithm>
#include <cctype>
#include <map>

#include "model/fen.hpp"
#include "model/square.hpp"
#include "util/printable.hpp"

namespace chessy {

namespace {

// A board's shape as messages write it: "8x9".
std::string shape(long long rows, long long cols) { return std::to_string(rows) + "x" + std::to_string(cols); }

int piece_order(PieceType p) { return static_cast<int>(p.kind) * 3 + static_cast<int>(p.colour); }

std::string piece_name(PieceType p) {
  std::string s(1, kind_letter(p.kind));
  if (p.colour != Colour::None) s += std::string(" ") + colour_letter(p.colour);
  return s;
}

std::string board_name(const Problem& p) { return std::to_string(p.rows) + "x" + std::to_string(p.cols) + " board"; }

// The cell as the input wrote it: "cell 3,4" or "cell d4".
std::string cell_name(const Entry& e) {
  return "cell " + (e.rank ? file_name(e.col) + std::to_string(e.rank) : std::to_string(e.row) + "," + std::to_string(e.col));
}

// The cells of `entries` that `take` picks, as (row * cols + col, index), sorted: a
// million fixed pieces sorted once, where a map took a node and a cache miss each
// (issue 24: a million `q @ r,c` lines read in under a second). Cells off the board
// get a key too (no overflow: rows and columns are at most kMaxCount); the checks
// refuse them first.
template <typename Take>
std::vector<std::pair<long long, std::size_t>> sorted_cells(const std::vector<Entry>& entries, long long cols,
                                                            Take take) {
  std::vector<std::pair<long long, std::size_t>> cells;
  for (std::size_t i = 0; i < entries.size(); ++i)
    if (take(entries[i])) cells.emplace_back(entries[i].row * cols + entries[i].col, i);
  std::sort(cells.begin(), cells.end());
  return cells;
}

// For each index of `cells`, the first index with its cell (itself when it is first).
std::vector<std::size_t> first_on_cell(const std::vector<std::pair<long long, std::size_t>>& cells,
                                       std::size_t entries) {
  std::vector<std::size_t> first(entries);
  for (std::size_t k = 0; k < cells.size(); ++k)
    first[cells[k].second] = k > 0 && cells[k - 1].first == cells[k].first ? first[cells[k - 1].second] : cells[k].second;
  return first;
}

}  // namespace

void Origin::fail(const std::string& what) const { throw InputError(where + ": " + what); }

void ProblemBuilder::set_domination(const Origin& at) {
  if (coloured_) at.fail("domination problems take no colours (" + coloured_->name + " has one)");
  domination_ = at;
}

// Independent total domination has no solution with a piece on the board (each piece
// must be attacked, and none may be): asking for both is taken for a mistake.
void ProblemBuilder::set_independent(const Origin& at) {
  if (total_)
    at.fail("'i' (independent domination) and 't' (total domination, " + total_->name + ") exclude each other");
  independent_ = at;
}

void ProblemBuilder::set_total(const Origin& at) {
  if (independent_)
    at.fail("'t' (total domination) and 'i' (independent domination, " + independent_->name + ") exclude each other");
  total_ = at;
}

void ProblemBuilder::set_size(long long rows, long long cols, const Origin& at) {
  // Up to kMaxHugeSide here; build() holds the problems the huge-board engine does not
  // take to kMaxBoardSize, once it knows the whole problem.
  for (long long side : {rows, cols})
    if (side < 1 || side > kMaxHugeSide) at.fail(board_size_out_of_range(side));
  same_size(rows, cols, at);
  file_rows_ = rows;
  file_cols_ = cols;
  size_given_ = true;
  size_at_ = at;
}

void ProblemBuilder::same_size(long long rows, long long cols, const Origin& at) const {
  if (!size_given_ || (rows == file_rows_ && cols == file_cols_)) return;
  at.fail((fen_ && fen_->where == at.where ? "the FEN's board is " : "size ") + shape(rows, cols) + ", but " +
          size_said(shape(file_rows_, file_cols_)));
}

// What set the board, as a message names it: "line 1 says size 9x9", a FEN "line 1's
// FEN board is 8x8"; in JSON, where the name is the key, "size is 9x9" ("size says
// size 9x9" before), "fen is a board of 8x8".
std::string ProblemBuilder::size_said(const std::string& shape) const {
  const bool json = size_at_->line == 0;
  if (size_from_fen()) return size_at_->name + (json ? " is a board of " : "'s FEN board is ") + shape;
  return size_at_->name + (json ? " is " : " says size ") + shape;
}

void ProblemBuilder::add_fen(std::string_view board, const Origin& at) {
  if (fen_) at.fail("a second FEN (the first is on " + fen_->name + ")");
  FenBoard read;
  if (const std::string fault = read_fen(board, read); !fault.empty()) at.fail(fault);
  fen_ = at;
  set_size(read.rows, read.cols, at);
  // Above 1000 a side only queens or rooks stand, no two in a row or column (docs/manual.md
  // "Huge boards"): more pieces are refused before each becomes an entry (a 10 MB "fen"
  // of one rank made 10^7 of them, 2 GB).
  if (const long long most = std::min(read.rows, read.cols);
      std::max(read.rows, read.cols) > kMaxBoardSize && static_cast<long long>(read.pieces.size()) > most)
    at.fail("the FEN places " + std::to_string(read.pieces.size()) + " pieces on a " + shape(read.rows, read.cols) +
            " board: above " + std::to_string(kMaxBoardSize) +
            " a side only queens or rooks stand, one a row and column (" + std::to_string(most) + " at most)");
  entries_.reserve(entries_.size() + read.pieces.size());
  for (const FenPiece& p : read.pieces) {
    Entry e;
    e.piece = {p.kind, p.white ? Colour::White : Colour::Black};
    e.fixed = e.fen = true;
    e.row = p.row;
    e.col = p.col;
    e.origin = at;
    entries_.push_back(std::move(e));
  }
}

void ProblemBuilder::set_torus(bool on, const Origin& at) {
  if (torus_ && torus_on_ != on)
    torus_->fail(std::string(torus_on_ ? "true" : "false") + ", but " + at.name + " asks for " +
                 (on ? "a torus" : "none"));
  if (!torus_) torus_ = at;
  torus_on_ = on;
}

void ProblemBuilder::set_translations(const Origin& at) {
  if (!translations_) translations_ = at;
}

void ProblemBuilder::add(Entry entry) {
  const Origin& at = entry.origin;
  if (entry.torus) {
    set_torus(true, at);
    return;
  }
  if (entry.translations) {
    set_translations(at);
    return;
  }
  if (entry.blocked) {  // no piece: checked against the board in build()
    entries_.push_back(std::move(entry));
    return;
  }
  if (entry.piece.colour != Colour::None) {
    if (domination_) at.fail("domination problems take no colours");
    if (colourless_) at.fail("a colour here, but " + colourless_->name + " has a piece without one");
    if (!coloured_) coloured_ = at;
  } else {
    if (coloured_) at.fail("a piece without a colour, but " + coloured_->name + " gives colours");
    if (!colourless_) colourless_ = at;
  }
  // One count open, and that type counted on no other line: --min/--max find one number.
  if (entry.open && open_) at.fail("a second open count '?' (the first is on " + open_->name + "): --min/--max find one count");
  // The first line that counts the type: an open count conflicts with it (looked up,
  // not searched for: a million `0*q` lines took minutes, growing with their square).
  if (!entry.fixed) {
    const auto [first, new_type] = first_counted_.try_emplace(piece_order(entry.piece), entries_.size());
    if (!new_type && (entry.open || (open_index_ && entries_[*open_index_].piece == entry.piece))) {
      const Entry& other = entries_[entry.open ? first->second : *open_index_];
      at.fail(piece_name(entry.piece) + " has an open count '?'" + (other.open ? " on " + other.origin.name : "") +
              " and a count" + (other.open ? "" : " on " + other.origin.name) + ": give it one line");
    }
  }
  if (entry.open) {
    open_ = at;
    open_index_ = entries_.size();
  }
  entries_.push_back(std::move(entry));
}

void ProblemBuilder::set_regions(const Origin& at) {
  if (regions_) at.fail("'regions' given twice (first on " + regions_->name + ")");
  regions_ = at;
}

void ProblemBuilder::add_region_row(std::string_view row, const Origin& at) {
  if (region_rows_.empty() && row.size() > static_cast<std::size_t>(kMaxRegionSide))
    at.fail("a region grid has at most " + std::to_string(kMaxRegionSide) + " columns (one letter or digit a region)");
  if (const std::string fault = region_row_fault(row); !fault.empty()) at.fail(fault);
  const std::size_t n = region_rows_.empty() ? row.size() : region_rows_.front().size();
  if (row.size() != n)
    at.fail("a row of " + std::to_string(row.size()) + (row.size() == 1 ? " cell" : " cells") + ", but the grid's first row has " + std::to_string(n));
  if (region_rows_.size() == n)
    at.fail("the region grid has more rows than its " + std::to_string(n) + " columns: a region grid is square");
  region_rows_.emplace_back(row);
}

void ProblemBuilder::end_regions(const Origin& at) {
  if (region_rows_.empty()) at.fail("'regions' needs its grid: one row a line, one letter or digit a cell");
  const std::size_t n = region_rows_.front().size();
  if (region_rows_.size() < n)
    at.fail("the region grid has " + std::to_string(region_rows_.size()) + " row" + (region_rows_.size() > 1 ? "s" : "") +
            " of " + std::to_string(n) + " cells: a region grid is square");
}

void ProblemBuilder::set_stars(long long stars, const Origin& at) {
  if (stars_) at.fail("'stars' given twice (first on " + stars_->name + ")");
  if (stars < 1) at.fail("a region puzzle has at least 1 star a row ('stars 0')");
  stars_ = at;
  stars_count_ = stars;
}

void ProblemBuilder::build_regions(std::optional<BoardSize> size, Problem& problem) {
  if (!regions_) {
    if (stars_) stars_->fail("'stars' needs a region grid ('regions' and its rows)");
    for (const Entry& e : entries_)
      if (e.star) e.origin.fail("a star '*' needs a region grid ('regions' and its rows)");
    return;
  }
  const Origin& grid = *regions_;
  const long long n = static_cast<long long>(region_rows_.size());
  for (const std::optional<Origin>* goal : {&domination_, &independent_, &total_})
    if (*goal) (*goal)->fail("a region puzzle (" + grid.name + ") is no domination problem");
  if (torus_ && torus_on_) torus_->fail("a region puzzle (" + grid.name + ") is not on a torus");
  if (size) grid.fail("--size does not apply to a region puzzle: its grid gives the size");
  if (size_given_ && (file_rows_ != n || file_cols_ != n)) {
    const std::string grid_size = shape(n, n);
    const bool fen = size_from_fen();  // a FEN's board is RxC, as it says everywhere
    const std::string given = file_rows_ == file_cols_ && !fen ? std::to_string(file_rows_) : shape(file_rows_, file_cols_);
    if (size_at_->line > grid.line || size_at_->line == 0)
      size_at_->fail((fen ? "the FEN's board " : "size ") + given +
                     " disagrees with the " + grid_size + " region grid (" + grid.name + ")");
    grid.fail("the region grid is " + grid_size + ", but " + size_said(given));
  }
  for (const Entry& e : entries_) {
    if (e.blocked || e.star) continue;
    if (e.fixed) e.origin.fail("a region puzzle's fixed pieces are stars ('* @ c3'), not " + piece_name(e.piece));
    e.origin.fail("a region puzzle takes no piece list: 'stars K' says how many stars a row, column and region hold");
  }
  if (2 * stars_count_ - 1 > n)
    (stars_ ? *stars_ : grid).fail(std::to_string(stars_count_) + " stars cannot sit in one row of " + std::to_string(n) +
                                   " without touching");
  // The rest of build() reads K*N colourless kings (docs/rules.md "Region puzzles").
  Entry kings;
  kings.piece = {Kind::King, Colour::None};
  kings.count = stars_count_ * n;
  kings.origin = stars_ ? *stars_ : grid;
  entries_.push_back(kings);
  file_rows_ = file_cols_ = n;
  size_given_ = true;
  size_at_ = grid;
  problem.stars = static_cast<int>(stars_count_);
  problem.region_letters.clear();
  problem.region.clear();
  for (const std::string& row : region_rows_)
    for (char c : row) {
      std::size_t index = problem.region_letters.find(c);
      if (index == std::string::npos) {
        index = problem.region_letters.size();
        problem.region_letters += c;
      }
      problem.region.push_back(static_cast<int>(index));
    }
}

Problem ProblemBuilder::build(std::optional<BoardSize> size, const Origin& end) {
  build_regions(size, problem_);
  if (independent_ && !domination_)
    independent_->fail("independent domination ('i') needs 'd' as well (for independence alone, leave 'i' out)");
  if (total_ && !domination_) total_->fail("total domination ('t') needs 'd' as well");
  if (std::all_of(entries_.begin(), entries_.end(), [](const Entry& e) { return e.blocked; }))
    end.fail("no pieces to place");
  if (size && fen_ && (size->rows != file_rows_ || size->cols != file_cols_))  // docs/input.md "FEN"
    fen_->fail("the FEN's board is " + shape(file_rows_, file_cols_) + ", but --size says " + shape(size->rows, size->cols));
  Problem problem = problem_;
  problem.rows = size ? size->rows : static_cast<int>(file_rows_);
  problem.cols = size ? size->cols : static_cast<int>(file_cols_);
  problem.size_given = size || size_given_;
  problem.torus = torus_on_;
  if (translations_ && !torus_on_)
    translations_->fail("translations are a torus's symmetries: the board is not a torus (add 'torus')");
  problem.translations = translations_.has_value();
  const Origin size_at = size || !size_at_ ? Origin{problem.name, problem.name, 0} : *size_at_;
  problem.size_at = size_at.where;
  problem.goal = !domination_   ? Goal::Independence
                 : independent_ ? Goal::IndependentDomination
                 : total_       ? Goal::TotalDomination
                                : Goal::Domination;
  problem.coloured = coloured_.has_value();
  for (Entry& e : entries_)  // a FEN's letters are coloured by case; a colourless problem reads both cases as its pieces
    if (e.fen && !problem.coloured) e.piece.colour = Colour::None;
  const int n = size && size->n_is_cols ? problem.cols : problem.rows;  // what a count 'n' stands for
  for (Entry& e : entries_)
    if (e.count_is_size) {
      if (!size && !size_given_) e.origin.fail("a count 'n' stands for the board size: give one ('size M' or --size)");
      e.count = n;
    }
  // A square `d4` counts its rank from the bottom: its row is known now, whatever
  // the order of the `size` line and the square's (docs/input.md "Squares").
  for (Entry& e : entries_)
    if (e.rank) e.row = row_of_rank(e.rank, problem.rows);
  auto on_board = [&](const Entry& e) {
    if (e.row < 0 || e.row >= problem.rows || e.col >= problem.cols) e.origin.fail(cell_name(e) + " is off the " + board_name(problem));
    return e.row * problem.cols + e.col;
  };

  // Blocked cells first: the pieces' checks depend on them.
  const auto blocked_cells = sorted_cells(entries_, problem.cols, [](const Entry& e) { return e.blocked; });
  const std::vector<std::size_t> first_blocked = first_on_cell(blocked_cells, entries_.size());
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    const Entry& e = entries_[i];
    if (!e.blocked) continue;
    on_board(e);
    if (first_blocked[i] != i) e.origin.fail(cell_name(e) + " is already blocked on " + entries_[first_blocked[i]].origin.name);
  }
  for (const auto& [cell, i] : blocked_cells)  // sorted by cell, each once
    if (first_blocked[i] == i)
      problem.blocked.push_back({static_cast<int>(entries_[i].row), static_cast<int>(entries_[i].col), entries_[i].origin.line});
  // The line that blocks `cell`, or nothing.
  auto blocked_at = [&](long long cell) -> const Origin* {
    const auto it = std::lower_bound(blocked_cells.begin(), blocked_cells.end(), std::pair(cell, std::size_t{0}));
    return it != blocked_cells.end() && it->first == cell ? &entries_[it->second].origin : nullptr;
  };
  const long long cells = problem.free_cells();
  const std::size_t holes = problem.blocked.size();
  const std::string board = board_name(problem) + (holes == 0 ? std::string()
      : " with " + std::to_string(holes) + " blocked cell" + (holes > 1 ? "s" : ""));

  // Piece list: counts per type, in a fixed type order; then the fixed pieces.
  std::map<int, long long> count_of;  // piece_order -> count
  long long total = 0;
  for (const Entry& e : entries_) {
    if (e.fixed || e.blocked) continue;
    total += e.count;
    if (total > cells)  // a region puzzle's K*N kings are its stars (docs/rules.md "Region puzzles")
      e.origin.fail(std::to_string(total) + (problem.region_puzzle() ? " stars" : " pieces") + " do not fit on the " + board);
    count_of[piece_order(e.piece)] += e.count;
  }
  for (const Entry& e : entries_)  // a type asked for 0 times is no type of the problem
    if (!e.fixed && !e.blocked && (count_of[piece_order(e.piece)] > 0 || e.open)) problem.types.push_back(e.piece);
  std::sort(problem.types.begin(), problem.types.end(),
            [](PieceType a, PieceType b) { return piece_order(a) < piece_order(b); });
  problem.types.erase(std::unique(problem.types.begin(), problem.types.end()), problem.types.end());
  for (PieceType p : problem.types) problem.counts.push_back(static_cast<int>(count_of[piece_order(p)]));
  for (const Entry& e : entries_)
    if (e.open) {
      problem.open = problem.type_index(e.piece);
      problem.open_at = e.origin.where;
    }
  // A side above kMaxBoardSize is for the huge-board engine's problems alone: refused
  // here, before the fixed pieces are looked at (docs/rules.md "Huge boards").
  if (problem.huge() && !huge_board_problem(problem))
    size_at.fail(board_size_out_of_range(problem.rows > kMaxBoardSize ? problem.rows : problem.cols));

  const auto fixed_cells = sorted_cells(entries_, problem.cols, [](const Entry& e) { return e.fixed; });
  const std::vector<std::size_t> first_fixed = first_on_cell(fixed_cells, entries_.size());
  problem.fixed.reserve(fixed_cells.size());
  std::vector<long long> fixed_of(problem.types.size(), 0);
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    const Entry& e = entries_[i];
    if (!e.fixed) continue;
    const Origin& at = e.origin;
    const int t = problem.type_index(e.piece);
    if (t < 0 && count_of.count(piece_order(e.piece)))
      at.fail("more fixed " + piece_name(e.piece) + " than the piece list's 0");
    if (t < 0) at.fail("fixed piece " + piece_name(e.piece) + " is not in the piece list");
    const long long cell = on_board(e);
    if (first_fixed[i] != i) at.fail(cell_name(e) + " is already fixed on " + entries_[first_fixed[i]].origin.name);
    if (const Origin* hole = blocked_at(cell))
      at.fail(cell_name(e) + " is blocked (on " + hole->name + "): no piece can stand there");
    if (t == problem.open) ++problem.counts[t];  // the least the open count can be
    else if (++fixed_of[t] > problem.counts[t])
      at.fail(problem.region_puzzle() ? "more fixed stars than the grid's " + std::to_string(problem.counts[t]) + " (" +
                                            std::to_string(problem.stars) + " a row)"
                                      : "more fixed " + piece_name(e.piece) + " than the piece list's " + std::to_string(problem.counts[t]));
    problem.fixed.push_back({t, static_cast<int>(e.row), static_cast<int>(e.col), at.line});
  }
  return problem;
}

}  // namespace chessy
