// Independent converter of squares; see algebraic_referee.hpp. Plain arithmetic: a
// file is a number in bijective base 26 (digits a = 1 .. z = 26, no zero digit), its
// column that number less one.
#include "algebraic_referee.hpp"

#include <algorithm>
#include <charconv>
#include <limits>

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

std::string to_algebraic_line(const std::string& line, std::int64_t rows) {
  const std::size_t at = line.find('@');
  // After the `@`, or else after the last space (or the whole line).
  const std::size_t last_space = line.find_last_of(" \t");
  const std::size_t from = at != std::string::npos         ? at + 1
                           : last_space != std::string::npos ? last_space + 1
                                                             : 0;
  const std::optional<Cell> cell = numeric_cell(trimmed(std::string_view(line).substr(from)));
  if (!cell) return line;
  return line.substr(0, from) + (at != std::string::npos ? " " : "") + square(*cell, rows);
}

std::string to_algebraic(const std::string& text, std::int64_t rows, const std::function<bool(std::size_t)>& which) {
  std::string out;
  std::size_t index = 0;
  for (std::size_t start = 0; start < text.size(); ++index) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(start, end - start);
    out += (which(index) ? to_algebraic_line(line, rows) : line) + "\n";
    start = end + 1;
  }
  return out;
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

}  // namespace algebraic_referee
