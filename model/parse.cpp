#include "model/parse.hpp"

#include <algorithm>
#include <cctype>
#include <functional>
#include <utility>

#include "model/parse_builder.hpp"
#include "model/parse_json.hpp"
#include "model/square.hpp"
#include "util/printable.hpp"

namespace chessy {

namespace {

class LineReader {
 public:
  LineReader(std::string_view text, const std::string& file, int line)
      : s_(text), file_(file), line_(line) {}

  [[noreturn]] void fail(const std::string& what) const {
    throw InputError(file_ + ":" + std::to_string(line_) + ": " + what);
  }
  void skip_spaces() {
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t')) ++pos_;
  }
  bool done() const { return pos_ >= s_.size(); }
  char peek() const { return done() ? '\0' : s_[pos_]; }
  char peek_next() const { return pos_ + 1 < s_.size() ? s_[pos_ + 1] : '\0'; }  // the one after peek()
  bool accept(char c) {
    if (peek() != c) return false;
    ++pos_;
    return true;
  }
  bool at_digit() const { return std::isdigit(static_cast<unsigned char>(peek())) != 0; }
  // Digits; values above kMaxCount are refused rather than overflowing.
  long long number(const char* what) {
    if (!at_digit()) fail(std::string("expected ") + what + ", found " + found());
    long long value = 0;
    while (at_digit()) {
      value = value * 10 + (s_[pos_++] - '0');
      if (value > kMaxCount) fail(std::string(what) + " is too large");
    }
    return value;
  }
  std::string found() const {
    if (done()) return "end of line";
    std::string quoted(1, '\'');  // built up, not 'a' + string: GCC 12 -Wrestrict
    quoted += printable(s_.substr(pos_, 12));
    return quoted += '\'';
  }
  std::string_view rest() const { return s_.substr(pos_); }
  // A square `d4` (model/square.hpp), up to the next space, into e.col and e.rank;
  // false where the next character starts none. Where no '@' comes before (a --blocked
  // list), letters without a digit after them are no square but a wrong line (`q`:
  // row_number's "expected a row number or a square").
  bool square(Entry& e, bool after_at) {
    std::size_t letters = pos_;  // the first character after the file's letters
    while (letters < s_.size() && starts_square(s_[letters])) ++letters;
    if (letters == pos_ || (!after_at && (letters >= s_.size() || !std::isdigit(static_cast<unsigned char>(s_[letters])))))
      return false;
    const std::size_t end = std::min(s_.find_first_of(" \t", pos_), s_.size());
    AlgebraicSquare read;
    if (const std::string error = read_algebraic(s_.substr(pos_, end - pos_), read); !error.empty()) fail(error);
    pos_ = end;
    e.col = read.col;
    e.rank = read.rank;
    return true;
  }
  // The row of `ROW,COL`, where no square came, refusing a square written rank first
  // ('4d'); the message names both forms ('é4' is neither).
  long long row_number() {
    const std::size_t start = pos_;
    const long long row = number("a row number or a square ('d4')");
    if (starts_square(peek())) fail(not_a_square(s_.substr(start, std::min(s_.find_first_of(" \t,", pos_), s_.size()) - start)));
    return row;
  }
  void expect_end() {
    skip_spaces();
    if (!done()) fail("unexpected " + found());
  }

 private:
  std::string_view s_;
  const std::string& file_;
  int line_;
  std::size_t pos_ = 0;
};

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// The words a line of the text format may be on its own (docs/input.md).
bool is_keyword(std::string_view word) {
  for (std::string_view k : {"regions", "stars", "size", "torus", "translations", "d", "i", "t"})
    if (word == k) return true;
  return false;
}

std::string_view trim(std::string_view s) {
  const char* ws = " \t\r\f\v";
  std::size_t b = s.find_first_not_of(ws);
  if (b == std::string_view::npos) return {};
  return s.substr(b, s.find_last_not_of(ws) - b + 1);
}

// Where line `line` of `file` is, for messages.
Origin line_origin(const std::string& file, int line) {
  return {file + ":" + std::to_string(line), "line " + std::to_string(line), line};
}

// Calls visit(item, line) for every line of a text file that is not blank or a '#'
// comment, trimmed, after the checks every line gets; returns the number of lines.
// Looks at *stop every 4096 lines: a relaxed load, nothing beside a line's parsing.
template <typename Visit>
int for_each_item(std::string_view text, const std::string& filename, const std::atomic<bool>* stop, Visit visit,
                  int first_line = 1) {
  int line = first_line - 1;
  if (first_line == 1 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte-order mark
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view raw = text.substr(start, end - start);
    start = end + 1;
    ++line;
    if (stop && (line & 4095) == 0 && stop->load(std::memory_order_relaxed)) throw Interrupted();
    LineReader in(raw, filename, line);
    if (raw.size() > kMaxLineLength)
      in.fail("line longer than " + std::to_string(kMaxLineLength) + " characters");
    if (raw.find('\0') != std::string_view::npos) in.fail("NUL byte in a text file");
    const std::string_view s = trim(raw);
    if (!s.empty() && s[0] != '#') visit(s, line);
  }
  return line - (first_line - 1);
}

// `ROW,COL` (or `ROW COL`), or a square `d4`, to the end of the line, into e;
// `after_at`: an '@' came before.
void read_cell(LineReader& in, Entry& e, bool after_at) {
  in.skip_spaces();
  if (!in.square(e, after_at)) {
    e.row = in.row_number();
    in.skip_spaces();
    in.accept(',');
    in.skip_spaces();
    e.col = in.number("a column number");
  }
  in.expect_end();
}

// A colour `w` or `b` after a piece letter, into e. `q b4` is refused: a black queen
// whose cell lacks its column, or a queen on b4 without its '@' (docs/input.md
// "Squares")? The message names both.
void read_colour(LineReader& in, Entry& e) {
  const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(in.peek())));
  if (c != 'w' && c != 'b') return;
  in.accept(in.peek());
  const std::string_view rank = in.rest();
  if (!rank.empty() && rank.find_first_not_of("0123456789") == std::string_view::npos) {
    const std::string piece(1, static_cast<char>(std::tolower(static_cast<unsigned char>(kind_letter(e.piece.kind)))));
    const std::string square = c + std::string(rank);
    in.fail("'" + piece + " " + square + "' is ambiguous: '" + piece + " @ " + square + "' is a piece on " + square +
            ", '" + piece + " " + c + " @ ROW,COL' a " + (c == 'w' ? "white" : "black") + " one");
  }
  e.piece.colour = c == 'w' ? Colour::White : Colour::Black;
  in.skip_spaces();
}

// A blocked cell's `ROW,COL` or square.
Entry blocked_cell(LineReader& in, Origin origin, bool after_at) {
  Entry e;
  e.blocked = true;
  e.origin = std::move(origin);
  read_cell(in, e, after_at);
  return e;
}

// After '@': `ROW,COL` or a square `d4`, into e, which becomes a fixed piece.
void read_fixed_cell(LineReader& in, Entry& e) {
  e.fixed = true;
  in.skip_spaces();
  if (!in.square(e, true)) {
    e.row = in.row_number();
    in.skip_spaces();
    if (!in.accept(',')) in.fail("expected ',' between row and column, found " + in.found());
    in.skip_spaces();
    e.col = in.number("a column number");
  }
}

// `* @`, a star (a region puzzle's king), up to its cell.
void read_star(LineReader& in, Entry& e) {
  in.accept('*');
  in.skip_spaces();
  if (!in.accept('@')) in.fail("expected '@ SQUARE' after a star '*' ('* @ c3'), found " + in.found());
  e.star = true;
  e.piece = {Kind::King, Colour::None};
}

// A piece written as a word (`8*queen`, `8*knight`, `8*qs`), where a piece letter or a
// count says a piece was meant (`toros` stays an unknown piece 't'): refused as such,
// naming the letter of a piece's name. Two letters (`qb`) are a colour glued on.
void check_piece_word(const LineReader& in, bool piece_meant) {
  const std::string_view rest = in.rest();
  const std::string_view word =
      rest.substr(0, std::find_if(rest.begin(), rest.end(), [](char c) { return !std::isalpha(static_cast<unsigned char>(c)); }) -
                         rest.begin());
  static constexpr std::pair<std::string_view, char> kNames[] = {
      {"queen", 'q'}, {"rook", 'r'}, {"bishop", 'b'}, {"knight", 'n'}, {"king", 'k'}, {"pawn", 'p'}};
  const std::string name = lower(word);
  for (const auto& [full, letter] : kNames)
    if (name == full || name == std::string(full) + "s")
      in.fail("pieces are one letter: q r b n k p ('" + printable(word) + "' is '" + std::string(1, letter) + "')");
  if (piece_meant && word.size() >= 3)
    in.fail("pieces are one letter: q r b n k p, not '" + printable(word) + "'");
}

// `[N*]X[ c][ @ r,c]`, where N is digits, '?' (open) or 'n' (the board size)
Entry parse_piece(LineReader& in, Origin origin) {
  Entry e;
  e.origin = std::move(origin);
  bool has_count = false;
  if (in.peek() == '-' && std::isdigit(static_cast<unsigned char>(in.peek_next())))  // `-3*q`, no piece '-'
    in.fail("a count is 0 or more, not negative ('" + printable(in.rest().substr(0, in.rest().find_first_of(" \t"))) +
            "')");
  if ((in.peek() == 'n' || in.peek() == 'N') && in.peek_next() == '*') {  // `n*q`; a lone `n` is a knight
    in.accept(in.peek());
    in.accept('*');
    e.count_is_size = has_count = true;
    e.count = 0;
  } else if (in.at_digit()) {
    e.count = in.number("a count");
    if (!in.accept('*')) in.fail("expected '*' after the count, found " + in.found());
    has_count = true;
  } else if (in.accept('?')) {  // an open count: --min/--max find it
    if (!in.accept('*')) in.fail("expected '*' after the open count '?', found " + in.found());
    e.open = has_count = true;
    e.count = 0;
  } else if (in.peek() == '*') {
    // `* @ c3`: a fixed star of a region puzzle (docs/input.md "Region puzzles").
    const char next = in.peek_next();
    if (next != '@' && next != ' ' && next != '\t') in.fail("a count needs digits before '*'");
    read_star(in, e);
    read_fixed_cell(in, e);
    in.expect_end();
    return e;
  }
  char letter = in.peek();
  std::optional<Kind> kind = kind_of_letter(letter);
  check_piece_word(in, has_count || kind);
  if (!kind) in.fail(in.done() ? "expected a piece letter (q r b n k p)"
                               : "unknown piece '" + printable(letter) + "'");
  in.accept(letter);
  e.piece.kind = *kind;
  if (!in.done() && in.peek() != ' ' && in.peek() != '\t' && in.peek() != '@')
    in.fail("unexpected " + in.found() + " after the piece letter");
  in.skip_spaces();
  read_colour(in, e);
  if (in.accept('@')) {
    if (e.open) in.fail("a fixed piece takes no count; an open count '?' goes on a line of its own ('?*q')");
    if (e.count_is_size) in.fail("a fixed piece takes no count; a count 'n' goes on a line of its own ('n*q')");
    if (has_count) in.fail("a fixed piece takes no count");
    read_fixed_cell(in, e);
  }
  in.expect_end();
  return e;
}

}  // namespace

Problem parse_problem(std::string_view text, const std::string& filename, std::optional<BoardSize> size,
                      std::span<const Entry> more_fixed, const std::atomic<bool>* stop) {
  ProblemBuilder builder(filename);
  int size_line = 0, domination_line = 0, independent_line = 0, total_line = 0, torus_line = 0,
      translations_line = 0;  // where each was given first
  // The region grid (docs/input.md "Region puzzles"): its rows stand on the lines right
  // after `regions`, no blank or comment line between them.
  bool grid_open = false;
  int grid_next = 0;            // the line its next row must stand on
  std::size_t grid_rows = 0, grid_side = 0;

  const int lines = for_each_item(text, filename, stop, [&](std::string_view s, int line) {
    LineReader in(s, filename, line);
    // A line with a space in it (`stars 1`, `x @ a1`) ends the grid: too soon, if so.
    if (grid_open && line == grid_next && s.find_first_of(" \t") == std::string_view::npos) {
      builder.add_region_row(s, line_origin(filename, line));
      if (++grid_rows == 1) grid_side = s.size();
      ++grid_next;
      if (grid_rows == grid_side) grid_open = false;
      return;
    }
    if (grid_open && line == grid_next) {
      // A row with more after it ('AAAAC # c': a comment stands on a line of its own;
      // 'AA AAC'), said so, not as a grid that ended: a row is one word.
      const std::string_view first = s.substr(0, s.find_first_of(" \t"));
      const std::string_view rest = trim(s.substr(first.size()));
      if (std::all_of(first.begin(), first.end(), is_region_char) &&
          !is_keyword(lower(first)) && rest.find('@') == std::string_view::npos)
        in.fail("a row of the region grid is one word ('" + printable(first) + "'): unexpected '" + printable(rest) +
                "' after it");
    }
    if (grid_open) builder.end_regions(line_origin(filename, grid_next));  // too few rows: refused
    // One more row right after a whole grid: refused as such, not as a piece line.
    // A keyword of the grid's width ('torus' after 5 columns) is read as the keyword.
    if (grid_side > 0 && line == grid_next && s.size() == grid_side && std::all_of(s.begin(), s.end(), is_region_char) &&
        !is_keyword(lower(s)))
      builder.add_region_row(s, line_origin(filename, line));
    std::string word = lower(s);
    if (word.rfind("regions", 0) == 0) {
      LineReader rest(s.substr(7), filename, line);
      if (!rest.done() && rest.peek() != ' ' && rest.peek() != '\t') in.fail("unknown keyword '" + printable(s.substr(0, 20)) + "'");
      rest.expect_end();
      builder.set_regions(line_origin(filename, line));
      grid_open = true;
      grid_next = line + 1;
      return;
    }
    if (word.rfind("stars", 0) == 0 && (s.size() == 5 || s[5] == ' ' || s[5] == '\t')) {
      LineReader sr(s.substr(5), filename, line);
      sr.skip_spaces();
      const long long stars = sr.number("a number of stars a row, column and region");
      sr.expect_end();
      builder.set_stars(stars, line_origin(filename, line));
      return;
    }
    if (word == "d" || word == "i" || word == "t") {  // a goal line: domination, independent, total
      int& first = word == "d" ? domination_line : word == "i" ? independent_line : total_line;
      if (first) in.fail("'" + word + "' given twice (first on line " + std::to_string(first) + ")");
      const Origin at = line_origin(filename, line);
      if (word == "d") builder.set_domination(at);
      else if (word == "i") builder.set_independent(at);
      else builder.set_total(at);
      first = line;
      return;
    }
    if (word == "torus") {  // the board wraps around (docs/rules.md "Tori")
      if (torus_line) in.fail("'torus' given twice (first on line " + std::to_string(torus_line) + ")");
      builder.set_torus(true, line_origin(filename, line));
      torus_line = line;
      return;
    }
    if (word == "translations") {  // classes under the torus's whole group (docs/symmetry.md)
      if (translations_line)
        in.fail("'translations' given twice (first on line " + std::to_string(translations_line) + ")");
      builder.set_translations(line_origin(filename, line));
      translations_line = line;
      return;
    }
    if (word.rfind("size", 0) == 0) {
      if (size_line) in.fail("size given twice (first on line " + std::to_string(size_line) + ")");
      LineReader sr(s.substr(4), filename, line);
      if (!sr.done() && sr.peek() != ' ' && sr.peek() != '\t') {
        in.fail("unknown keyword '" + printable(s.substr(0, 20)) + "'");
      }
      sr.skip_spaces();
      const long long rows = sr.number("a board size");
      sr.skip_spaces();
      const long long cols = sr.done() ? rows : sr.number("a number of columns");  // `size R C`
      sr.expect_end();
      builder.set_size(rows, cols, line_origin(filename, line));
      size_line = line;
      return;
    }
    LineReader pr(s, filename, line);
    if (pr.peek() == 'x' || pr.peek() == 'X') {  // `x @ r,c`: a blocked cell
      pr.accept(pr.peek());
      pr.skip_spaces();
      if (!pr.accept('@')) pr.fail("expected '@ ROW,COL' after 'x' (a blocked cell), found " + pr.found());
      builder.add(blocked_cell(pr, line_origin(filename, line), true));
      return;
    }
    builder.add(parse_piece(pr, line_origin(filename, line)));
  });
  if (grid_open) builder.end_regions(line_origin(filename, std::max(std::min(grid_next, lines), 1)));
  for (const Entry& e : more_fixed) builder.add(e);
  return builder.build(size, line_origin(filename, std::max(lines, 1)));
}

Problem parse_input(std::string_view text, const std::string& filename, std::optional<BoardSize> size,
                    std::span<const Entry> more_fixed, const std::atomic<bool>* stop) {
  return looks_like_json(text, filename) ? parse_json_problem(text, filename, size, more_fixed, stop)
                                         : parse_problem(text, filename, size, more_fixed, stop);
}

int for_each_fixed_line(std::string_view text, const std::string& filename, const std::atomic<bool>* stop,
                        const std::function<void(const Entry&)>& each, int first_line) {
  return for_each_item(text, filename, stop, [&](std::string_view s, int line) {
    LineReader fields(s, filename, line);
    Entry e;
    e.fixed = true;
    e.origin.line = line;
    if (fields.peek() == '?')
      fields.fail("a fixed piece takes no count; an open count '?' goes in the problem's piece list");
    bool at = false;
    if (fields.peek() == '*') {  // `* @ c3`: a star of a region puzzle
      read_star(fields, e);
      at = true;
    } else if (!fields.at_digit()) {  // a piece first, as in the text format's `X[ c] @ r,c`
      const std::optional<Kind> kind = kind_of_letter(fields.peek());
      if (!kind) fields.fail("expected ROW COL or a piece letter (q r b n k p), found " + fields.found());
      fields.accept(fields.peek());
      e.piece.kind = *kind;
      fields.skip_spaces();
      read_colour(fields, e);
      // A square after '@' only: `q bc4` would be a queen on bc4 or a black one on c4.
      at = fields.accept('@');
      if (!at && starts_square(fields.peek()))
        fields.fail("a square such as '" + printable(fields.rest().substr(0, 12)) + "' follows '@' ('q @ d4')");
    }
    read_cell(fields, e, at);
    each(e);
  }, first_line);
}

std::vector<Entry> parse_fixed_list(std::string_view text, const std::string& filename,
                                    const std::atomic<bool>* stop) {
  std::vector<Entry> entries;
  for_each_fixed_line(text, filename, stop, [&](const Entry& e) {
    entries.push_back(e);
    entries.back().origin = line_origin(filename, e.origin.line);
  });
  return entries;
}

std::vector<Entry> parse_blocked_list(std::string_view text, const std::string& filename,
                                      const std::atomic<bool>* stop) {
  std::vector<Entry> entries;
  for_each_item(text, filename, stop, [&](std::string_view s, int line) {
    LineReader fields(s, filename, line);
    entries.push_back(blocked_cell(fields, line_origin(filename, line), false));
  });
  return entries;
}

}  // namespace chessy
