// Independent checker of placement lists; see placements_referee.hpp. Plain tables or
// hash maps of the lines taken, no cleverness: on a board without other pieces in between, two queens attack each
// other exactly when they share a row, a column or a diagonal (holes do not stop a ray,
// docs/rules.md), and a piece in between would itself share that line with both; so no
// two pieces on one line is the same as no attack.
#include "placements_referee.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace placements_referee {

namespace {

// One line of a placement list: `X @ ROW,COL`, spaces allowed around `@` and `,`.
struct Placement {
  char letter = 0;
  Cell cell;
};

void skip_spaces(std::string_view& s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
}

bool take(std::string_view& s, char c) {
  skip_spaces(s);
  if (s.empty() || s.front() != c) return false;
  s.remove_prefix(1);
  return true;
}

std::optional<std::int64_t> number(std::string_view& s) {
  skip_spaces(s);
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (error != std::errc() || end == s.data()) return std::nullopt;
  s.remove_prefix(static_cast<std::size_t>(end - s.data()));
  return value;
}

std::optional<Placement> parse(std::string_view line) {
  Placement p;
  skip_spaces(line);
  if (line.empty() || !std::isalpha(static_cast<unsigned char>(line.front()))) return std::nullopt;
  p.letter = static_cast<char>(std::tolower(static_cast<unsigned char>(line.front())));
  line.remove_prefix(1);
  if (!take(line, '@')) return std::nullopt;
  const std::optional<std::int64_t> row = number(line);
  if (!row || !take(line, ',')) return std::nullopt;
  const std::optional<std::int64_t> col = number(line);
  skip_spaces(line);
  if (!col || !line.empty()) return std::nullopt;
  p.cell = {*row, *col};
  return p;
}

// Calls visit(line number, line text) for each non-empty line of `text`; stops when it
// returns false.
template <typename Visit>
void for_each_line(const std::string& text, Visit&& visit) {
  std::size_t number = 0;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    ++number;
    const std::string_view line(text.data() + at, end - at);
    at = end + 1;
    if (line.find_first_not_of(" \t") == std::string_view::npos) continue;
    if (!visit(number, line)) return;
  }
}

std::string at(const Cell& c) { return std::to_string(c.row) + "," + std::to_string(c.col); }

// Which piece took each line of one family (rows, columns, diagonals): 1 + its index, 0
// for none. A table where the family has no more lines than a few times the pieces
// listed, else a hash map, so that a few pieces on a board of 10^7 need little memory.
class Taken {
 public:
  Taken(std::size_t lines, std::size_t pieces) : dense_(lines <= 8 * pieces + 64) {
    if (dense_) {
      table_.resize(lines);
    } else {
      map_.reserve(pieces);
    }
  }
  std::uint32_t& operator[](std::size_t line) { return dense_ ? table_[line] : map_[line]; }

 private:
  bool dense_;
  std::vector<std::uint32_t> table_;
  std::unordered_map<std::size_t, std::uint32_t> map_;
};

}  // namespace

std::string check(const Problem& problem, const std::string& answer) {
  const std::int64_t rows = problem.rows, cols = problem.cols;
  std::unordered_set<std::int64_t> blocked;
  for (const Cell& b : problem.blocked) blocked.insert(b.row * cols + b.col);
  // The pieces read so far with their line numbers; and for each row, column and
  // diagonal of the board, 1 + the index of the piece on it (0: none yet), diagonals
  // numbered row + col and row - col + cols - 1.
  std::vector<Cell> pieces;
  std::vector<std::size_t> numbers;
  const bool queens = problem.kind == 'q';
  const std::size_t diagonals = queens ? static_cast<std::size_t>(rows + cols - 1) : 0;
  const std::size_t listed = static_cast<std::size_t>(std::count(answer.begin(), answer.end(), '\n')) + 1;
  Taken on_row(static_cast<std::size_t>(rows), listed), on_column(static_cast<std::size_t>(cols), listed),
      on_sum(diagonals, listed), on_difference(diagonals, listed);
  std::string problem_found;
  for_each_line(answer, [&](std::size_t number, std::string_view line) {
    const std::string here = "line " + std::to_string(number) + ": ";
    const std::optional<Placement> p = parse(line);
    if (!p) {
      problem_found = here + "not a placement: " + std::string(line);
      return false;
    }
    const Cell c = p->cell;
    if (p->letter != problem.kind) {
      problem_found = here + "a " + std::string(1, p->letter) + ", not a " + std::string(1, problem.kind);
      return false;
    }
    if (c.row < 0 || c.row >= rows || c.col < 0 || c.col >= cols) {
      problem_found = here + at(c) + " is off the " + std::to_string(rows) + "x" + std::to_string(cols) + " board";
      return false;
    }
    if (blocked.count(c.row * cols + c.col) != 0) {
      problem_found = here + at(c) + " is a blocked cell";
      return false;
    }
    pieces.push_back(c);
    numbers.push_back(number);
    struct Line {
      Taken* taken;
      std::int64_t which;
      const char* name;
    };
    const Line lines[] = {{&on_row, c.row, "row"}, {&on_column, c.col, "column"},
                          {&on_sum, c.row + c.col, "diagonal"}, {&on_difference, c.row - c.col + cols - 1, "diagonal"}};
    for (std::size_t i = 0; i < (queens ? 4u : 2u); ++i) {
      std::uint32_t& slot = (*lines[i].taken)[static_cast<std::size_t>(lines[i].which)];
      if (slot != 0) {
        const std::size_t other = slot - 1;
        const bool same_cell = pieces[other].row == c.row && pieces[other].col == c.col;
        problem_found = here + at(c) + (same_cell ? " holds a piece already, from line " : " shares a " +
                        std::string(lines[i].name) + " with " + at(pieces[other]) + ", line ") +
                        std::to_string(numbers[other]);
        return false;
      }
      slot = static_cast<std::uint32_t>(pieces.size());
    }
    return true;
  });
  if (!problem_found.empty()) return problem_found;
  for (const Cell& f : problem.fixed) {
    const bool inside = 0 <= f.row && f.row < rows;
    const std::uint32_t slot = inside ? on_row[static_cast<std::size_t>(f.row)] : 0;
    if (slot == 0 || pieces[slot - 1].col != f.col) return "the fixed piece on " + at(f) + " is missing";
  }
  if (static_cast<std::int64_t>(pieces.size()) != problem.count) {
    return std::to_string(pieces.size()) + " pieces listed, not " + std::to_string(problem.count);
  }
  return "";
}

std::vector<Cell> read(const std::string& answer) {
  std::vector<Cell> out;
  bool ok = true;
  for_each_line(answer, [&](std::size_t, std::string_view line) {
    const std::optional<Placement> p = parse(line);
    if (p) out.push_back(p->cell);
    ok = p.has_value();
    return ok;
  });
  if (!ok) out.clear();
  return out;
}

std::string write(const std::vector<Cell>& cells, char letter) {
  std::string text;
  for (const Cell& c : cells) text += std::string(1, letter) + " @ " + at(c) + "\n";
  return text;
}

std::string problem_text(const Problem& problem) {
  std::string text = "size " + std::to_string(problem.rows);
  if (problem.cols != problem.rows) (text += ' ') += std::to_string(problem.cols);
  ((((text += '\n') += std::to_string(problem.count)) += '*') += problem.kind) += '\n';
  text += write(problem.fixed, problem.kind);
  text += write(problem.blocked, 'x');
  return text;
}

}  // namespace placements_referee
