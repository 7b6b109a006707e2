#include "encoder/parse.hpp"

#include <algorithm>
#include <cctype>
#include <map>

namespace chessy {

namespace {

constexpr long long kMaxCount = 1'000'000'000;

// A piece-list entry or a fixed piece, as read, before the board size is known.
struct Entry {
  PieceType piece;
  long long count;  // 1 for a fixed piece
  bool fixed;
  long long row, col;
  int line;
};

// A byte as it may appear in a one-line message: control and non-ASCII bytes as \xHH.
std::string printable(char c) {
  unsigned char u = static_cast<unsigned char>(c);
  if (u >= 0x20 && u < 0x7f) return std::string(1, c);
  const char* hex = "0123456789ABCDEF";
  return std::string{'\\', 'x', hex[u >> 4], hex[u & 15]};
}

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
    for (char c : s_.substr(pos_, 12)) quoted += printable(c);
    quoted += '\'';
    return quoted;
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

std::optional<Kind> kind_of(char c) {
  switch (std::tolower(static_cast<unsigned char>(c))) {
    case 'q': return Kind::Queen;
    case 'r': return Kind::Rook;
    case 'b': return Kind::Bishop;
    case 'n': return Kind::Knight;
    case 'k': return Kind::King;
    case 'p': return Kind::Pawn;
    default: return std::nullopt;
  }
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string_view trim(std::string_view s) {
  const char* ws = " \t\r\f\v";
  std::size_t b = s.find_first_not_of(ws);
  if (b == std::string_view::npos) return {};
  return s.substr(b, s.find_last_not_of(ws) - b + 1);
}

// `[N*]X[ c][ @ r,c]`
Entry parse_piece(LineReader& in, int line) {
  Entry e{{Kind::Queen, Colour::None}, 1, false, 0, 0, line};
  bool has_count = false;
  if (in.at_digit()) {
    e.count = in.number("a count");
    if (!in.accept('*')) in.fail("expected '*' after the count, found " + in.found());
    has_count = true;
  } else if (in.peek() == '*') {
    in.fail("a count needs digits before '*'");
  }
  char letter = in.peek();
  std::optional<Kind> kind = kind_of(letter);
  if (!kind) in.fail(in.done() ? "expected a piece letter (q r b n k p)"
                               : "unknown piece '" + printable(letter) + "'");
  in.accept(letter);
  e.piece.kind = *kind;
  if (!in.done() && in.peek() != ' ' && in.peek() != '\t' && in.peek() != '@')
    in.fail("unexpected " + in.found() + " after the piece letter");
  in.skip_spaces();
  char c = static_cast<char>(std::tolower(static_cast<unsigned char>(in.peek())));
  if (c == 'w' || c == 'b') {
    in.accept(in.peek());
    e.piece.colour = c == 'w' ? Colour::White : Colour::Black;
    in.skip_spaces();
  }
  if (in.accept('@')) {
    if (has_count) in.fail("a fixed piece takes no count");
    e.fixed = true;
    in.skip_spaces();
    e.row = in.number("a row number");
    in.skip_spaces();
    if (!in.accept(',')) in.fail("expected ',' between row and column, found " + in.found());
    in.skip_spaces();
    e.col = in.number("a column number");
  }
  in.expect_end();
  return e;
}

int piece_order(PieceType p) { return static_cast<int>(p.kind) * 3 + static_cast<int>(p.colour); }

std::string piece_name(PieceType p) {
  std::string s(1, kind_letter(p.kind));
  if (p.colour != Colour::None) s += std::string(" ") + colour_letter(p.colour);
  return s;
}

}  // namespace

Problem parse_problem(std::string_view text, const std::string& filename, std::optional<int> size) {
  Problem problem;
  problem.name = filename;
  std::vector<Entry> entries;
  int size_line = 0, domination_line = 0, colour_line = 0, plain_line = 0;
  long long file_size = 8;

  int line = 0;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte-order mark
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view raw = text.substr(start, end - start);
    start = end + 1;
    ++line;
    LineReader in(raw, filename, line);
    if (raw.size() > kMaxLineLength)
      in.fail("line longer than " + std::to_string(kMaxLineLength) + " characters");
    if (raw.find('\0') != std::string_view::npos) in.fail("NUL byte in a text file");
    std::string_view s = trim(raw);
    if (s.empty() || s[0] == '#') continue;

    std::string word = lower(s);
    if (word == "d") {
      if (domination_line) in.fail("'d' given twice (first on line " + std::to_string(domination_line) + ")");
      if (colour_line) in.fail("domination problems take no colours (line " + std::to_string(colour_line) + " has one)");
      domination_line = line;
      continue;
    }
    if (word.rfind("size", 0) == 0) {
      if (size_line) in.fail("size given twice (first on line " + std::to_string(size_line) + ")");
      LineReader sr(s.substr(4), filename, line);
      if (!sr.done() && sr.peek() != ' ' && sr.peek() != '\t') {
        std::string shown;
        for (char c : s.substr(0, 20)) shown += printable(c);
        in.fail("unknown keyword '" + shown + "'");
      }
      sr.skip_spaces();
      file_size = sr.number("a board size");
      sr.expect_end();
      if (file_size < 1 || file_size > kMaxBoardSize)
        in.fail("board size " + std::to_string(file_size) + " is out of range 1.." + std::to_string(kMaxBoardSize));
      size_line = line;
      continue;
    }
    LineReader pr(s, filename, line);
    Entry e = parse_piece(pr, line);
    if (e.piece.colour != Colour::None) {
      if (domination_line) in.fail("domination problems take no colours");
      if (plain_line) in.fail("a colour here, but line " + std::to_string(plain_line) + " has a piece without one");
      colour_line = colour_line ? colour_line : line;
    } else {
      if (colour_line) in.fail("a piece without a colour, but line " + std::to_string(colour_line) + " gives colours");
      plain_line = plain_line ? plain_line : line;
    }
    entries.push_back(e);
  }

  if (entries.empty())
    throw InputError(filename + ":" + std::to_string(std::max(line, 1)) + ": no pieces to place");
  problem.size = size ? *size : static_cast<int>(file_size);
  problem.goal = domination_line ? Goal::Domination : Goal::Independence;
  problem.coloured = colour_line != 0;
  const long long cells = static_cast<long long>(problem.size) * problem.size;
  auto fail_at = [&](int at, const std::string& what) {
    throw InputError(filename + ":" + std::to_string(at) + ": " + what);
  };

  // Piece list: counts per type, in a fixed type order; then the fixed pieces.
  std::map<int, long long> count_of;  // piece_order -> count
  long long total = 0;
  for (const Entry& e : entries) {
    if (e.fixed) continue;
    total += e.count;
    if (total > cells)
      fail_at(e.line, std::to_string(total) + " pieces do not fit on the " + std::to_string(problem.size) + "x" +
                          std::to_string(problem.size) + " board");
    count_of[piece_order(e.piece)] += e.count;
  }
  for (const Entry& e : entries)  // a type asked for 0 times is no type of the problem
    if (!e.fixed && count_of[piece_order(e.piece)] > 0) problem.types.push_back(e.piece);
  std::sort(problem.types.begin(), problem.types.end(),
            [](PieceType a, PieceType b) { return piece_order(a) < piece_order(b); });
  problem.types.erase(std::unique(problem.types.begin(), problem.types.end()), problem.types.end());
  for (PieceType p : problem.types) problem.counts.push_back(static_cast<int>(count_of[piece_order(p)]));

  std::map<long long, int> fixed_at;  // cell -> line
  std::vector<long long> fixed_of(problem.types.size(), 0);
  for (const Entry& e : entries) {
    if (!e.fixed) continue;
    int t = problem.type_index(e.piece);
    if (t < 0 && count_of.count(piece_order(e.piece)))
      fail_at(e.line, "more fixed " + piece_name(e.piece) + " than the piece list's 0");
    if (t < 0) fail_at(e.line, "fixed piece " + piece_name(e.piece) + " is not in the piece list");
    if (e.row >= problem.size || e.col >= problem.size)
      fail_at(e.line, "cell " + std::to_string(e.row) + "," + std::to_string(e.col) + " is off the " +
                          std::to_string(problem.size) + "x" + std::to_string(problem.size) + " board");
    long long cell = e.row * problem.size + e.col;
    if (auto it = fixed_at.find(cell); it != fixed_at.end())
      fail_at(e.line, "cell " + std::to_string(e.row) + "," + std::to_string(e.col) +
                          " is already fixed on line " + std::to_string(it->second));
    fixed_at[cell] = e.line;
    if (++fixed_of[t] > problem.counts[t])
      fail_at(e.line, "more fixed " + piece_name(e.piece) + " than the piece list's " +
                          std::to_string(problem.counts[t]));
    problem.fixed.push_back({t, static_cast<int>(e.row), static_cast<int>(e.col), e.line});
  }
  return problem;
}

}  // namespace chessy
