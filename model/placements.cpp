#include "model/placements.hpp"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <unordered_map>

#include "model/check.hpp"
#include "model/lines.hpp"
#include "model/parse.hpp"

namespace chessy {

PlacementList read_placements(std::string_view text, const std::string& filename, int rows,
                              const std::atomic<bool>* stop) {
  PlacementReader reader(filename, rows, std::numeric_limits<std::size_t>::max(), stop);
  reader.add(text);
  return reader.finish();
}

PlacementReader::PlacementReader(const std::string& filename, int rows, std::size_t most, const std::atomic<bool>* stop)
    : filename_(filename), rows_(rows), most_(most), stop_(stop) {
  // As many as a right answer holds, up to 2^24 (336 MB of doubling for 10^7 queens
  // becomes 200 MB); pages never written take no memory.
  if (most < std::numeric_limits<std::size_t>::max()) kept_.reserve(std::min<std::size_t>(most, std::size_t{1} << 24));
}

void PlacementReader::lines(std::string_view whole_lines) {
  // Line numbers are ints (every message's FILE:LINE): a file of more lines is refused.
  constexpr int most = std::numeric_limits<int>::max();
  if (next_line_ > most / 2 &&
      next_line_ + std::count(whole_lines.begin(), whole_lines.end(), '\n') + (whole_lines.back() != '\n') > most)
    throw InputError(filename_ + ": more than " + std::to_string(most) + " lines");
  next_line_ += for_each_fixed_line(whole_lines, filename_, stop_, [&](const Entry& e) {
    ++count_;
    if (kept_.size() >= most_) return;
    // Rows, columns and ranks up to kMaxCount: an int; off the board is the check's to say.
    const long long row = e.rank ? row_of_rank(e.rank, rows_) : e.row;
    kept_.push_back({e.piece, static_cast<int>(row), static_cast<int>(e.col), e.origin.line, e.rank > 0, e.star});
  }, next_line_);
}

void PlacementReader::add(std::string_view bytes) {
  if (!cut_.empty()) {  // the cut line's end first
    const std::size_t end = bytes.find('\n');
    cut_.append(bytes.substr(0, end == std::string_view::npos ? bytes.size() : end + 1));
    bytes.remove_prefix(end == std::string_view::npos ? bytes.size() : end + 1);
    // A line already too long is refused now (for_each_fixed_line says so), not kept
    // growing to the end of the file.
    if (end == std::string_view::npos && cut_.size() <= kMaxLineLength) return;
    lines(cut_);
    cut_.clear();
  }
  const std::size_t last = bytes.rfind('\n');
  if (last != std::string_view::npos) lines(bytes.substr(0, last + 1));
  cut_.assign(bytes.substr(last == std::string_view::npos ? 0 : last + 1));
  if (cut_.size() > kMaxLineLength) {
    lines(cut_);
    cut_.clear();
  }
}

PlacementList PlacementReader::finish() {
  if (!cut_.empty()) lines(cut_);  // a last line without its '\n'
  cut_.clear();
  return std::move(kept_);
}

void append_placement_line(std::string& to, PieceType piece, long long row, long long col, Coordinates how,
                           bool star) {
  to += star ? '*' : static_cast<char>(kind_letter(piece.kind) - 'A' + 'a');  // lower case, as input writes it
  if (piece.colour != Colour::None) (to += ' ') += colour_letter(piece.colour);
  to += " @ ";
  append_cell(to, row, col, how);
}

std::string placement_line(PieceType piece, long long row, long long col, Coordinates how, bool star) {
  std::string line;
  append_placement_line(line, piece, row, col, how, star);
  return line;
}

PlacementList placements_of(const Problem& problem, const Solution& solution) {
  PlacementList pieces;
  pieces.reserve(solution.size());
  for (const Placed& p : solution)
    pieces.push_back({problem.types[static_cast<std::size_t>(p.type)], p.cell / problem.cols, p.cell % problem.cols, 0,
                      false, problem.region_puzzle()});
  return pieces;
}

PlacementList placements_of(const Problem& problem, const std::vector<int>& col) {
  PlacementList pieces;
  const PieceType piece = problem.types[static_cast<std::size_t>(std::max(problem.only_type(), 0))];
  pieces.reserve(static_cast<std::size_t>(std::count_if(col.begin(), col.end(), [](int c) { return c >= 0; })));
  for (std::size_t r = 0; r < col.size(); ++r)
    if (col[r] >= 0) pieces.push_back({piece, static_cast<int>(r), col[r], 0});
  return pieces;
}

namespace {

// How messages name pieces and where they stand.
class Names {
 public:
  Names(const Problem& problem, const PlacementList& pieces, const std::string& list_name)
      : problem_(problem), pieces_(pieces), list_(list_name) {}

  // "s.txt:3" (the list's name alone for a piece read from no line).
  std::string at(std::size_t i) const { return where(list_, pieces_[i].line); }
  // The piece's line as the list wrote it, `q @ 3,4` or `q @ d4`.
  std::string line(std::size_t i) const {
    const ListedPiece& p = pieces_[i];
    return placement_line(p.piece, p.row, p.col, {p.algebraic, problem_.rows}, p.star);
  }
  // "line 3", "s.txt" or "the answer", for a message about another piece.
  std::string other(std::size_t i) const {
    if (pieces_[i].line > 0) return "line " + std::to_string(pieces_[i].line);
    return list_.empty() ? "the answer" : list_;
  }
  std::string problem_at(int line) const { return where(problem_.name, line); }
  const std::string& list() const { return list_; }

 private:
  static std::string where(const std::string& file, int line) {
    return line > 0 ? file + ":" + std::to_string(line) : file;
  }
  const Problem& problem_;
  const PlacementList& pieces_;
  const std::string& list_;
};

// A piece's own faults: off the board, a type the problem has not, on a blocked cell.
std::optional<PlacementFault> piece_fault(const Problem& problem, const Names& names, const PlacementList& pieces) {
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const ListedPiece& p = pieces[i];
    if (p.row < 0 || p.row >= problem.rows || p.col >= problem.cols)
      return PlacementFault{names.at(i), names.line(i) + " is off the " + std::to_string(problem.rows) + "x" +
                                             std::to_string(problem.cols) + " board"};
    if (problem.type_index(p.piece) < 0 || p.star != problem.region_puzzle())
      return PlacementFault{names.at(i), names.line(i) + (problem.region_puzzle()
                                                              ? ": a region puzzle's answer holds stars ('* @ c3')"
                                                              : ": the problem has no such piece")};
    if (problem.is_blocked(p.row, p.col)) {
      const auto hole = std::lower_bound(problem.blocked.begin(), problem.blocked.end(), std::pair(p.row, p.col),
                                         [](const BlockedCell& b, std::pair<int, int> c) {
                                           return std::pair(b.row, b.col) < c;
                                         });
      return PlacementFault{names.at(i), names.line(i) + " is on a blocked cell (" +
                                             names.problem_at(hole->line) + ")"};
    }
  }
  return std::nullopt;
}

long long cell_key(const Problem& problem, long long row, long long col) { return row * problem.cols + col; }

// The first fixed piece (in the problem's order) that the list does not hold.
std::optional<PlacementFault> missing_fixed(const Problem& problem, const Names& names, const PlacementList& pieces,
                                            Coordinates how) {
  if (problem.fixed.empty()) return std::nullopt;
  std::unordered_map<long long, std::size_t> fixed_at;  // cell -> index in problem.fixed
  fixed_at.reserve(problem.fixed.size());
  for (std::size_t f = 0; f < problem.fixed.size(); ++f)
    fixed_at.emplace(cell_key(problem, problem.fixed[f].row, problem.fixed[f].col), f);
  std::vector<char> held(problem.fixed.size(), 0);
  for (const ListedPiece& p : pieces)
    if (const auto it = fixed_at.find(cell_key(problem, p.row, p.col)); it != fixed_at.end())
      held[it->second] |= problem.types[static_cast<std::size_t>(problem.fixed[it->second].type)] == p.piece;
  for (std::size_t f = 0; f < problem.fixed.size(); ++f)
    if (!held[f]) {
      const FixedPiece& fixed = problem.fixed[f];
      return PlacementFault{names.problem_at(fixed.line),
                            "the fixed " + placement_line(problem.types[static_cast<std::size_t>(fixed.type)], fixed.row,
                                                          fixed.col, how, problem.region_puzzle()) +
                                " is missing from " + (names.list().empty() ? "the answer" : names.list())};
    }
  return std::nullopt;
}

// Two pieces on one line of a queen or a rook (model/lines.hpp): the first piece (in
// the list's order) whose line already holds one, and the piece next to it on that line
// (nothing between them, so the two attack each other, blocked cells or not).
std::optional<PlacementFault> line_attack(const Problem& problem, const Names& names, const PlacementList& pieces) {
  const bool queens = problem.types[static_cast<std::size_t>(problem.only_type())].kind == Kind::Queen;
  auto cell = [&](std::size_t i) { return std::pair<long long, long long>(pieces[i].row, pieces[i].col); };
  const std::optional<SharedLine> shared = first_shared_line(pieces.size(), cell, queens, problem.rows, problem.cols);
  if (!shared) return std::nullopt;
  const std::size_t i = shared->second;
  const Line line = shared->line;
  const long long key = line_key(line, pieces[i].row, pieces[i].col);
  const long long at = along_line(line, pieces[i].row, pieces[i].col);
  // The nearest other piece on the line, on either side.
  std::size_t nearest = shared->first;
  long long best = -1;
  for (std::size_t j = 0; j < pieces.size(); ++j) {
    if (j == i || line_key(line, pieces[j].row, pieces[j].col) != key) continue;
    const long long d = std::llabs(along_line(line, pieces[j].row, pieces[j].col) - at);
    if (best < 0 || d < best) {
      best = d;
      nearest = j;
    }
  }
  if (best == 0)
    return PlacementFault{names.at(i), names.line(i) + ": a second piece on that cell (" + names.other(nearest) + ")"};
  return PlacementFault{names.at(i),
                        names.line(i) + " attacks " + names.line(nearest) + " (" + names.other(nearest) + ")"};
}

// Two pieces on one cell, or two stars of a region puzzle that touch, named by both
// lines as line_attack names them (model/check's walk knows cells, not lines).
std::optional<PlacementFault> cell_clash(const Problem& problem, const Names& names, const PlacementList& pieces) {
  std::unordered_map<long long, std::size_t> first_on;  // cell -> the first piece listed on it
  first_on.reserve(pieces.size());
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (const auto [it, first] = first_on.emplace(cell_key(problem, pieces[i].row, pieces[i].col), i); !first)
      return PlacementFault{names.at(i), names.line(i) + ": a second piece on that cell (" + names.other(it->second) + ")"};
  if (!problem.region_puzzle()) return std::nullopt;
  for (std::size_t i = 0; i < pieces.size(); ++i)
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int r = pieces[i].row + dr, c = pieces[i].col + dc;
        if ((dr || dc) && c >= 0 && c < problem.cols)
          if (const auto it = first_on.find(cell_key(problem, r, c)); it != first_on.end() && it->second < i)
            return PlacementFault{names.at(i), names.line(i) + " touches " + names.line(it->second) + " (" +
                                                   names.other(it->second) + ")"};
      }
  return std::nullopt;
}

std::optional<PlacementFault> wrong_count(const Problem& problem, const Names& names, const PlacementList& pieces) {
  std::vector<long long> placed(problem.types.size(), 0);
  for (const ListedPiece& p : pieces) ++placed[static_cast<std::size_t>(problem.type_index(p.piece))];
  for (std::size_t t = 0; t < placed.size(); ++t)
    if (placed[t] != problem.counts[t]) {
      const PieceType type = problem.types[t];
      std::string piece = placement_line(type, 0, 0);
      piece.resize(piece.find(" @"));
      return PlacementFault{names.list(), std::to_string(placed[t]) + " pieces '" + piece + "' placed, " +
                                              std::to_string(problem.counts[t]) + " asked for"};
    }
  return std::nullopt;
}

}  // namespace

std::optional<PlacementFault> placement_violation(const Problem& problem, const PlacementList& pieces,
                                                  const std::string& list_name, Coordinates how) {
  const Names names(problem, pieces, list_name);
  if (auto fault = piece_fault(problem, names, pieces)) return fault;
  if (auto fault = missing_fixed(problem, names, pieces, how)) return fault;
  if (huge_board_problem(problem)) {
    if (auto fault = line_attack(problem, names, pieces)) return fault;
    return wrong_count(problem, names, pieces);
  }
  // Any other problem: a board of at most kMaxBoardSize a side, walked by model/check.
  if (auto fault = cell_clash(problem, names, pieces)) return fault;
  Solution solution;
  solution.reserve(pieces.size());
  for (const ListedPiece& p : pieces)
    solution.push_back({p.row * problem.cols + p.col, problem.type_index(p.piece)});
  std::sort(solution.begin(), solution.end(), [](const Placed& a, const Placed& b) { return a.cell < b.cell; });
  if (const std::optional<std::string> why = violation(problem, solution, how)) return PlacementFault{list_name, *why};
  return std::nullopt;
}

}  // namespace chessy
