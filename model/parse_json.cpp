#include "model/parse_json.hpp"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <nlohmann/json.hpp>

#include "model/parse_builder.hpp"
#include "model/square.hpp"
#include "util/json_read.hpp"

namespace chessy {

namespace {

using nlohmann::json;

// Reads one object of the file; knows its path for messages.
class Node {
 public:
  Node(const json& value, const std::string& file, std::string path)
      : value_(value), file_(file), path_(std::move(path)) {}

  const json& value() const { return value_; }
  Origin origin() const { return {file_ + ": " + path_, path_, 0}; }
  [[noreturn]] void fail(const std::string& what) const { origin().fail(what); }

  // Refuses keys outside `known` (a misspelt key would otherwise be silently ignored);
  // the message lists them.
  void only_keys(std::initializer_list<std::string_view> known) const {
    for (const auto& [key, unused] : value_.items()) {
      if (std::find(known.begin(), known.end(), key) != known.end()) continue;
      std::string list;
      for (std::string_view k : known) list += (list.empty() ? "" : ", ") + std::string(k);
      child(key).fail("unknown key (known: " + list + ")");
    }
  }
  bool has(const std::string& key) const { return value_.contains(key); }
  Node child(const std::string& key) const {
    const std::string path = path_.empty() ? json_key_text(key) : path_ + "." + json_key_text(key);
    return {has(key) ? value_.at(key) : kNull, file_, path};
  }
  Node element(std::size_t i) const { return {value_.at(i), file_, path_ + "[" + std::to_string(i) + "]"}; }

  // A whole number from `min` to kMaxCount; 8.0 and "8" are not whole numbers.
  long long whole(long long min) const {
    if (!value_.is_number_unsigned() || value_.get<std::uint64_t>() < static_cast<std::uint64_t>(min))
      fail("must be a whole number >= " + std::to_string(min));
    if (value_.get<std::uint64_t>() > static_cast<std::uint64_t>(kMaxCount))
      fail("is too large (at most " + std::to_string(kMaxCount) + ")");
    return value_.get<long long>();
  }
  std::string text() const { return value_.is_string() ? value_.get<std::string>() : std::string(); }

 private:
  static inline const json kNull{};
  const json& value_;
  const std::string& file_;
  std::string path_;
};

// A square "d4" (model/square.hpp) into e's column and rank.
void read_square(const Node& node, Entry& e) {
  AlgebraicSquare square;
  if (!node.value().is_string()) node.fail(R"(must be a square like "d4")");
  if (const std::string error = read_algebraic(node.text(), square); !error.empty()) node.fail(error);
  e.col = square.col;
  e.rank = square.rank;
}

// {"piece": "q", "count": 8, "colour": "w"} or, fixed, {"piece": "q", "row": 0, "col": 3}
// or {"piece": "q", "square": "d4"}.
Entry read_entry(const Node& node, bool fixed) {
  if (!node.value().is_object())
    node.fail(fixed ? R"(must be an object like {"piece": "q", "row": 0, "col": 3})"
                    : R"(must be an object like {"piece": "q", "count": 8})");
  // "square" ("d4", docs/input.md "Squares") stands for "row" and "col".
  if (fixed) node.only_keys({"piece", "colour", "row", "col", "square"});
  else node.only_keys({"piece", "count", "colour"});
  Entry e;
  e.origin = node.origin();
  e.fixed = fixed;

  const Node piece = node.child("piece");
  const std::string letter = piece.text();
  e.star = fixed && letter == "*";  // a region puzzle's star (docs/input.md "Region puzzles")
  std::optional<Kind> kind = e.star ? Kind::King : letter.size() == 1 ? kind_of_letter(letter[0]) : std::nullopt;
  if (!kind)
    piece.fail(fixed ? R"(must be one of "q", "r", "b", "n", "k", "p", or "*" (a star))"
                     : R"(must be one of "q", "r", "b", "n", "k", "p")");
  e.piece.kind = *kind;

  const Node colour = node.child("colour");
  const std::string c = colour.text();
  if (c == "w" || c == "W") e.piece.colour = Colour::White;
  else if (c == "b" || c == "B") e.piece.colour = Colour::Black;
  else if (!colour.value().is_null()) colour.fail(R"(must be "w", "b" or null)");

  if (fixed && node.has("square")) {  // one way to give the cell, not two
    for (const char* key : {"row", "col"})
      if (node.has(key)) node.child(key).fail(R"(beside "square": give the cell one way)");
    read_square(node.child("square"), e);
  } else if (fixed) {
    for (const char* key : {"row", "col"})
      if (!node.has(key)) node.child(key).fail("missing (fixed pieces need a row and a col)");
    e.row = node.child("row").whole(0);
    e.col = node.child("col").whole(0);
  } else if (node.has("count")) {
    const Node count = node.child("count");
    e.open = count.value().is_string() && count.text() == "?";  // open: --min/--max find it
    e.count_is_size = count.value().is_string() && (count.text() == "n" || count.text() == "N");  // the board size
    e.count = e.open || e.count_is_size ? 0 : count.whole(0);
  }
  return e;
}

// Each element of the list at `key`, if there is one.
void read_list(const Node& root, const std::string& key, bool fixed, ProblemBuilder& builder) {
  const Node list = root.child(key);
  if (!list.value().is_array()) list.fail("must be a list of objects");
  for (std::size_t i = 0; i < list.value().size(); ++i) builder.add(read_entry(list.element(i), fixed));
}

// "[json.exception.parse_error.101] parse error at line 3, column 2: syntax error ..."
// without the part before "syntax error": the caller names file and line itself.
std::string syntax_message(const std::string& what) {
  const std::size_t prefix = what.find("parse error");
  const std::size_t colon = what.find(": ", prefix == std::string::npos ? 0 : prefix);
  return colon == std::string::npos ? what : what.substr(colon + 2);
}

}  // namespace

bool looks_like_json(std::string_view text, std::string_view filename) {
  std::string ext(filename.substr(filename.size() >= 5 ? filename.size() - 5 : 0));
  for (char& ch : ext) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (ext == ".json") return true;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte-order mark
  const std::size_t first = text.find_first_not_of(" \t\r\n\f\v");
  return first != std::string_view::npos && text[first] == '{';
}

Problem parse_json_problem(std::string_view text, const std::string& filename, std::optional<BoardSize> size,
                           std::span<const Entry> more_fixed, const std::atomic<bool>* stop) {
  // "FILE:LINE: " for the byte at `offset`.
  auto at = [&](std::size_t offset) {
    const std::size_t before = std::min(offset, text.size());
    return filename + ":" + std::to_string(1 + std::count(text.begin(), text.begin() + static_cast<long>(before), '\n')) +
           ": ";
  };
  json doc;
  try {
    doc = read_json(text, filename, stop);  // repeated keys and deep nesting refused
    // nlohmann/json takes a NUL byte for the end of the input (as in a C string), so
    // `{...}` NUL `garbage` was read as `{...}`; the rest is refused as `{...} x` is.
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
      throw InputError(at(nul) + "content after the JSON object (a NUL byte and what follows)");
  } catch (const json::parse_error& e) {
    // e.byte counts from 1 and may point one past the end (unexpected end of input).
    throw InputError(at(e.byte > 0 ? e.byte - 1 : 0) + syntax_message(e.what()));
  } catch (const json::exception& e) {
    // Not a syntax error but still the document's fault, e.g. a number such as 1e999
    // that overflows (found by tests/fuzz/parse_json_fuzz.cpp).
    const std::string what = e.what();  // "[json.exception.out_of_range.406] number overflow ..."
    const std::size_t bracket = what.find("] ");
    throw InputError(filename + ": " + (bracket == std::string::npos ? what : what.substr(bracket + 2)));
  }
  const Node root(doc, filename, "");
  if (!doc.is_object())
    throw InputError(filename + R"(: a JSON problem is one object, {"pieces": [...], ...})");
  // "expect" holds the figures a test checks (problems/), "comment" any words: JSON has
  // no comments of its own; "rating" the rating `generate --regions --json` wrote
  // beside its puzzle (docs/manual.md "Puzzles"), read back as the puzzle it rates.
  for (const char* key : {"rows", "cols"})  // one way to give a rectangle, not two
    if (root.has(key)) root.child(key).fail(R"(is not a key: give a rectangle as "size": [ROWS, COLS])");
  root.only_keys({"size", "torus", "translations", "problem", "pieces", "regions", "stars", "fixed", "fen", "blocked", "expect",
                  "comment", "rating"});
  const bool regions = root.has("regions");
  if (regions && root.has("pieces"))  // a region puzzle counts its stars itself and has one goal
    root.child("pieces").fail(R"(beside "regions": a region puzzle's stars are counted by "stars")");
  if (regions && root.has("problem"))
    root.child("problem").fail(R"(beside "regions": a region puzzle has its own rules (docs/rules.md "Region puzzles"))");

  ProblemBuilder builder(filename);
  // Goal and size first: the checks of the pieces depend on them, as in the text format
  // when `d` and `size` open the file.
  if (root.has("problem")) {
    const Node goal = root.child("problem");
    const Goal* named = std::find_if(std::begin(kGoals), std::end(kGoals),
                                     [&](Goal g) { return goal.text() == goal_name(g); });
    if (named == std::end(kGoals))
      goal.fail(R"(must be "independence", "domination", "independent domination" or "total domination")");
    if (asks_domination(*named)) builder.set_domination(goal.origin());
    if (*named == Goal::IndependentDomination) builder.set_independent(goal.origin());
    if (*named == Goal::TotalDomination) builder.set_total(goal.origin());
  }
  if (root.has("size")) {
    const Node board = root.child("size");
    if (board.value().is_array()) {  // [ROWS, COLS]
      if (board.value().size() != 2) board.fail("must be a number or a list [ROWS, COLS]");
      builder.set_size(board.element(0).whole(1), board.element(1).whole(1), board.origin());
    } else {
      const long long side = board.whole(1);
      builder.set_size(side, side, board.origin());
    }
  }
  if (root.has("torus")) {
    const Node torus = root.child("torus");
    if (!torus.value().is_boolean()) torus.fail("must be true or false");
    builder.set_torus(torus.value().get<bool>(), torus.origin());
  }
  if (root.has("translations")) {
    const Node translations = root.child("translations");
    if (!translations.value().is_boolean()) translations.fail("must be true or false");
    if (translations.value().get<bool>()) builder.set_translations(translations.origin());
  }
  if (root.has("blocked")) {
    const Node list = root.child("blocked");
    if (!list.value().is_array()) list.fail("must be a list of cells [ROW, COL]");
    for (std::size_t i = 0; i < list.value().size(); ++i) {
      const Node cell = list.element(i);
      Entry e;
      e.blocked = true;
      e.origin = cell.origin();
      if (cell.value().is_string()) {
        read_square(cell, e);
      } else {
        if (!cell.value().is_array() || cell.value().size() != 2) cell.fail("must be a cell [ROW, COL]");
        e.row = cell.element(0).whole(0);
        e.col = cell.element(1).whole(0);
      }
      builder.add(std::move(e));
    }
  }
  if (regions) {
    const Node grid = root.child("regions");
    if (!grid.value().is_array()) grid.fail(R"(must be a list of rows, one string a row: ["AABB", ...])");
    builder.set_regions(grid.origin());
    for (std::size_t i = 0; i < grid.value().size(); ++i) {
      const Node row = grid.element(i);
      if (!row.value().is_string()) row.fail("must be a string, one letter or digit a cell");
      builder.add_region_row(row.text(), row.origin());
    }
    builder.end_regions(grid.origin());
  } else {
    if (!root.has("pieces")) root.child("pieces").fail(R"(missing (a list like [{"piece": "q", "count": 8}]))");
    read_list(root, "pieces", false, builder);
  }
  if (root.has("stars")) builder.set_stars(root.child("stars").whole(0), root.child("stars").origin());
  if (root.has("fixed")) read_list(root, "fixed", true, builder);
  if (root.has("fen")) {
    const Node fen = root.child("fen");
    if (!fen.value().is_string()) fen.fail(R"(must be the board part of a FEN, "q7/8/8/8/8/8/8/8")");
    builder.add_fen(fen.text(), fen.origin());
  }
  for (const Entry& e : more_fixed) builder.add(e);
  return builder.build(size, root.child(regions ? "regions" : "pieces").origin());
}

}  // namespace chessy
