#include "model/square.hpp"

#include <algorithm>
#include <charconv>

#include "util/printable.hpp"

namespace chessy {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

void append_number(std::string& to, long long n) {
  char number[24];
  to.append(number, std::to_chars(number, number + sizeof number, n).ptr);
}

// 'text', its first 24 bytes made printable; built up, not "'" + string: GCC 12's
// -Wrestrict (as util/printable's callers do).
std::string quote(std::string_view text) {
  std::string quoted(1, '\'');
  quoted += printable(text.substr(0, 24));
  return quoted += '\'';
}

}  // namespace

std::string not_a_square(std::string_view text) {
  return quote(text) + " is no square: its file's letters, then its rank's digits ('d4')";
}

std::string read_algebraic(std::string_view text, AlgebraicSquare& square) {
  const std::string quoted = quote(text);
  std::size_t i = 0;
  long long col = 0;  // bijective base 26: a = 1, z = 26, aa = 27; less 1 at the end
  for (; i < text.size() && starts_square(text[i]); ++i) {
    col = col * 26 + (text[i] | 0x20) - 'a' + 1;  // | 0x20: lower case
    if (col > kMaxSquareIndex + 1) return "the file of " + quoted + " is too large";
  }
  if (text.empty()) return "expected a square like 'd4'";
  if (i == 0) return not_a_square(text);  // '4d': the rank first
  if (i == text.size()) return quoted + " has no rank: a square is its file, then its rank from 1 at the bottom ('d4')";
  if (!is_digit(text[i])) return not_a_square(text);
  long long rank = 0;
  for (; i < text.size() && is_digit(text[i]); ++i) {
    rank = rank * 10 + (text[i] - '0');
    if (rank > kMaxSquareIndex) return "the rank of " + quoted + " is too large";
  }
  if (i < text.size()) return not_a_square(text);
  if (rank == 0) return quoted + ": ranks count from 1, the bottom row";
  square = {col - 1, rank};
  return "";
}

void append_file(std::string& to, long long col) {
  char letters[16];  // 26^14 > any long long column
  std::size_t n = 0;
  for (long long k = col + 1; k > 0; k = (k - 1) / 26) letters[n++] = static_cast<char>('a' + (k - 1) % 26);
  std::reverse(letters, letters + n);
  to.append(letters, n);
}

std::string file_name(long long col) {
  std::string name;
  append_file(name, col);
  return name;
}

void append_square(std::string& to, long long row, long long col, long long rows) {
  append_file(to, col);
  append_number(to, rows - row);
}

std::string square_name(long long row, long long col, long long rows) {
  std::string name;
  append_square(name, row, col, rows);
  return name;
}

void append_cell(std::string& to, long long row, long long col, Coordinates how) {
  if (how.algebraic) return append_square(to, row, col, how.rows);
  append_number(to, row);
  to += ',';
  append_number(to, col);
}

}  // namespace chessy
