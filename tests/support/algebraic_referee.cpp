// Independent converter of squares; see algebraic_referee.hpp. Plain arithmetic: a
// file is a number in bijective base 26 (digits a = 1 .. z = 26, no zero digit), its
// column that number less one.
#include "algebraic_referee.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <vector>

#include "random_problems.hpp"

namespace algebraic_referee {

namespace {

// A whole number of digits alone (no sign, no space, no leading zero unless it is "0").
std::optional<std::int64_t> whole(std::string_view digits) {
  if (digits.empty() || (digits.size() > 1 && digits.front() == '0')) return std::nullopt;
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (error != std::errc() || end != digits.data() + digits.size() || value < 0) return std::nullopt;
  return value;
}

// `ROW,COL` alone, both whole numbers.
std::optional<Cell> numeric_cell(std::string_view s) {
  const std::size_t comma = s.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  const std::optional<std::int64_t> row = whole(s.substr(0, comma)), col = whole(s.substr(comma + 1));
  if (!row || !col) return std::nullopt;
  return Cell{*row, *col};
}

std::string_view trimmed(std::string_view s) {
  const std::size_t first = s.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

}  // namespace

std::string file_letters(std::int64_t col) {
  std::string letters;
  for (std::int64_t n = col + 1; n > 0; n = (n - 1) / 26) letters += static_cast<char>('a' + (n - 1) % 26);
  std::reverse(letters.begin(), letters.end());
  return letters;
}

std::optional<std::int64_t> column_of(std::string_view letters) {
  // 13 letters reach 26^13 + ... < 2^62; 14 could overflow.
  if (letters.empty() || letters.size() > 13) return std::nullopt;
  std::int64_t n = 0;
  for (const char c : letters) {
    if (c < 'a' || c > 'z') return std::nullopt;
    n = n * 26 + (c - 'a' + 1);
  }
  return n - 1;
}

std::string square(const Cell& cell, std::int64_t rows) {
  return file_letters(cell.col) + std::to_string(rows - cell.row);
}

std::optional<Cell> cell_of(std::string_view square, std::int64_t rows, std::int64_t cols) {
  std::size_t letters = 0;
  while (letters < square.size() && square[letters] >= 'a' && square[letters] <= 'z') ++letters;
  const std::optional<std::int64_t> col = column_of(square.substr(0, letters));
  const std::optional<std::int64_t> rank = whole(square.substr(letters));
  if (!col || !rank || *rank < 1 || *rank > rows || *col >= cols) return std::nullopt;
  return Cell{rows - *rank, *col};
}

namespace {

// A line's numeric cell, and what comes before it (to `@ ` when the line has an `@`).
struct LineCell {
  std::string before;
  Cell cell;
};

std::optional<LineCell> line_cell(const std::string& line) {
  const std::size_t at = line.find('@');
  // After the `@`, or else after the last space (or the whole line).
  const std::size_t last_space = line.find_last_of(" \t");
  const std::size_t from = at != std::string::npos         ? at + 1
                           : last_space != std::string::npos ? last_space + 1
                                                             : 0;
  const std::optional<Cell> cell = numeric_cell(trimmed(std::string_view(line).substr(from)));
  if (!cell) return std::nullopt;
  return LineCell{line.substr(0, from) + (at != std::string::npos ? " " : ""), *cell};
}

}  // namespace

std::string to_algebraic_line(const std::string& line, std::int64_t rows) {
  const std::optional<LineCell> found = line_cell(line);
  return found ? found->before + square(found->cell, rows) : line;
}

std::string to_numeric(const std::string& text, std::int64_t rows, std::int64_t cols) {
  std::string out;
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(start, end - start);
    const std::size_t at = line.find('@');
    const std::optional<Cell> cell =
        at == std::string::npos ? std::nullopt : cell_of(trimmed(std::string_view(line).substr(at + 1)), rows, cols);
    out += cell ? line.substr(0, at + 1) + " " + std::to_string(cell->row) + "," + std::to_string(cell->col) : line;
    if (end < text.size()) out += '\n';
    start = end + 1;
  }
  return out;
}

bool Writer::next() {
  return squares_ == Squares::kAll || (squares_ == Squares::kMixed && rng_() % 2 == 0);
}

std::string Writer::square(const Cell& cell) {
  std::string name = algebraic_referee::square(cell, rows_);
  if (squares_ == Squares::kMixed && rng_() % 2 == 0)  // either case (docs/input.md, "Squares")
    for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return name;
}

std::string Writer::line(const std::string& numeric) {
  const std::optional<LineCell> found = line_cell(numeric);
  return found && next() ? found->before + square(found->cell) : numeric;
}

std::string problem_text(const referee::Problem& problem, Squares squares, std::mt19937_64& rng) {
  Writer writer(problem.rows, squares, rng);
  const std::string numeric = referee::problem_text(problem);
  std::string text;
  for (std::size_t start = 0; start < numeric.size();) {
    const std::size_t end = numeric.find('\n', start);
    text += writer.line(numeric.substr(start, end - start)) + "\n";
    start = end + 1;
  }
  return text;
}

namespace {

// `{"piece": "q"}`, with `"colour": "w"` for a coloured piece.
nlohmann::ordered_json piece_object(const referee::Piece& piece) {
  nlohmann::ordered_json object{{"piece", std::string(1, static_cast<char>(piece.type + 'a' - 'A'))}};
  if (piece.colour != 0) object["colour"] = std::string(1, piece.colour);
  return object;
}

}  // namespace

std::string problem_json(const referee::Problem& problem, Squares squares, std::mt19937_64& rng,
                         const std::string& keys) {
  Writer writer(problem.rows, squares, rng);
  nlohmann::ordered_json json;
  json["size"] = problem.rows == problem.cols ? nlohmann::ordered_json(problem.rows)
                                              : nlohmann::ordered_json::array({problem.rows, problem.cols});
  if (problem.torus) json["torus"] = true;
  json["problem"] = !problem.domination  ? "independence"
                    : problem.independent ? "independent domination"
                    : problem.total       ? "total domination"
                                          : "domination";
  json["pieces"] = nlohmann::ordered_json::array();
  for (std::size_t k = 0; k < problem.pieces.size(); ++k) {
    const referee::PieceCount& pc = problem.pieces[k];
    const bool open = static_cast<int>(k) == problem.open;
    if (pc.count == 0 && !open) continue;
    nlohmann::ordered_json piece = piece_object(pc.piece);
    piece["count"] = open ? nlohmann::ordered_json("?") : nlohmann::ordered_json(pc.count);
    json["pieces"].push_back(piece);
  }
  for (const referee::FixedPiece& f : problem.fixed) {
    nlohmann::ordered_json piece = piece_object(f.piece);
    if (writer.next()) {
      piece["square"] = writer.square({f.row, f.col});
    } else {
      piece["row"] = f.row;
      piece["col"] = f.col;
    }
    json["fixed"].push_back(piece);
  }
  for (const referee::Cell& b : problem.blocked)
    json["blocked"].push_back(writer.next() ? nlohmann::ordered_json(writer.square({b.row, b.col}))
                                            : nlohmann::ordered_json::array({b.row, b.col}));
  std::string text = json.dump();
  if (!keys.empty()) text.insert(text.size() - 1, ", " + keys);
  return text + "\n";
}

Lists problem_lists(const referee::Problem& problem, Squares squares, std::mt19937_64& rng) {
  Writer writer(problem.rows, squares, rng);
  referee::Problem rest = problem;
  rest.fixed.clear();
  rest.blocked.clear();
  Lists lists{referee::problem_text(rest), "", ""};
  for (const referee::FixedPiece& f : problem.fixed) {
    std::string line(1, static_cast<char>(f.piece.type + 'a' - 'A'));
    if (f.piece.colour != 0) (line += ' ') += f.piece.colour;
    // A square follows `@` in a --fixed list (`q b4` is ambiguous: docs/input.md,
    // "Squares"); a cell may or may not.
    const bool as_square = writer.next();
    line += as_square || rng() % 2 == 0 ? " @ " : " ";
    line += as_square ? writer.square({f.row, f.col}) : std::to_string(f.row) + "," + std::to_string(f.col);
    (lists.fixed += line) += '\n';
  }
  for (const referee::Cell& b : problem.blocked)
    lists.blocked += writer.line(std::to_string(b.row) + "," + std::to_string(b.col)) + "\n";
  return lists;
}

namespace {

// A problem of independence (1 in 4 of domination, colourless) on a long board: 1..3
// rows of 26..75 columns, or 9..12 rows (two-digit ranks) of 1..3 columns; 1..3 pieces
// (coloured 1 in 3) all fixed but one at most, and 0..3 blocked cells; 1 in 4 a torus.
referee::Problem long_problem(std::mt19937_64& rng) {
  auto pick = [&rng](int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); };
  referee::Problem p;
  const bool wide = pick(2) == 0;
  p.rows = wide ? 1 + pick(3) : 9 + pick(4);
  p.cols = wide ? 26 + pick(50) : 1 + pick(3);
  p.torus = pick(4) == 0;
  p.domination = pick(4) == 0;
  p.coloured = !p.domination && pick(3) == 0;
  const int n = 1 + pick(3);
  const int loose = pick(2);
  std::vector<int> taken;
  auto free_cell = [&]() {
    int cell = pick(p.rows * p.cols);
    while (std::find(taken.begin(), taken.end(), cell) != taken.end()) cell = pick(p.rows * p.cols);
    taken.push_back(cell);
    return cell;
  };
  for (int i = 0; i < n; ++i) {
    referee::Piece piece{"QRBNKP"[pick(6)], p.coloured ? (pick(2) == 0 ? 'w' : 'b') : '\0'};
    referee::add_piece(p.pieces, piece);
    if (i < n - loose) {
      const int cell = free_cell();
      p.fixed.push_back({piece, cell / p.cols, cell % p.cols});
    }
  }
  for (int holes = pick(4); holes > 0; --holes) {
    const int cell = free_cell();
    p.blocked.push_back({cell / p.cols, cell % p.cols});
  }
  return p;
}

}  // namespace

std::vector<referee::Problem> problems_with_cells(int each, int long_ones, int seed) {
  using random_problems::Boards;
  using random_problems::Kind;
  std::vector<referee::Problem> all;
  for (const Kind kind : {Kind::kColourlessIndependence, Kind::kColouredIndependence, Kind::kDomination,
                          Kind::kIndependentDomination, Kind::kTotalDomination})
    for (const Boards boards : {Boards::kAny, Boards::kTorus}) {
      std::mt19937_64 rng(2800 + 100 * seed + 10 * static_cast<int>(kind) + static_cast<int>(boards));
      for (int found = 0; found < each;) {
        referee::Problem p = random_problems::random_problem(kind, rng, boards);
        if ((p.fixed.empty() && p.blocked.empty()) || random_problems::placements(p) > 20000) continue;
        all.push_back(p);
        ++found;
      }
    }
  std::mt19937_64 rng(28 + seed);
  for (int i = 0; i < long_ones; ++i) all.push_back(long_problem(rng));
  return all;
}

}  // namespace algebraic_referee
