// The JSON problem format: it means what the text format means (the same Problem),
// and every rejection names the file and the JSON path (syntax errors: the line).
// Where a problem is read by the command line (recognised by content or by the .json
// extension; its errors as one line): cli/json_problem_cli_test.cpp.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "model/parse.hpp"
#include "json_errors.hpp"

namespace {

using chessy::Problem;

// The parts of a Problem the formats must agree on (not the name, not source lines).
void expect_same_problem(const Problem& a, const Problem& b) {
  EXPECT_EQ(a.rows, b.rows);
  EXPECT_EQ(a.cols, b.cols);
  EXPECT_EQ(a.blocked.size(), b.blocked.size());
  EXPECT_EQ(a.goal, b.goal);
  EXPECT_EQ(a.coloured, b.coloured);
  EXPECT_EQ(a.types, b.types);
  EXPECT_EQ(a.counts, b.counts);
  ASSERT_EQ(a.fixed.size(), b.fixed.size());
  for (std::size_t i = 0; i < a.fixed.size(); ++i) {
    EXPECT_EQ(a.fixed[i].type, b.fixed[i].type);
    EXPECT_EQ(a.fixed[i].row, b.fixed[i].row);
    EXPECT_EQ(a.fixed[i].col, b.fixed[i].col);
  }
}

TEST(JsonProblem, MeansWhatTheTextFormatMeans) {
  const std::vector<std::pair<std::string, std::string>> pairs = {
      {R"({"pieces": [{"piece": "q", "count": 8}]})", "8*q\n"},
      {R"({"size": 6, "problem": "independence", "pieces": [{"piece": "Q", "count": 6}]})", "size 6\n6*Q\n"},
      {R"({"pieces": [{"piece": "r", "colour": "w", "count": 2}, {"piece": "k", "colour": "B"}]})",
       "2*r w\nk b\n"},
      {R"({"size": 5, "problem": "domination", "pieces": [{"piece": "q", "count": 3}, {"piece": "p"}]})",
       "d\nsize 5\n3*q\np\n"},
      {R"({"problem": "independent domination", "pieces": [{"piece": "q", "count": 5}]})", "d\ni\n5*q\n"},
      {R"({"pieces": [{"piece": "q", "count": 8}], "fixed": [{"piece": "q", "row": 3, "col": 3},
          {"piece": "q", "colour": null, "row": 4, "col": 1}]})",
       "8*q\nq @ 3,3\nq @ 4,1\n"},
      {R"({"pieces": [{"piece": "n", "count": 0}, {"piece": "b"}, {"piece": "b", "count": 2}]})", "0*n\nb\n2*b\n"},
      {R"({"pieces": [{"piece": "q"}], "expect": {"fundamental": 1, "total": 64}, "comment": ["any", 1]})", "q\n"},
  };
  for (const auto& [json, text] : pairs) {
    SCOPED_TRACE(json);
    expect_same_problem(chessy::parse_input(json, "p.json"), chessy::parse_problem(text, "p.txt"));
    expect_same_problem(chessy::parse_input(json, "p"), chessy::parse_problem(text, "p.txt"));
  }
}

using json_errors::bad;
using json_errors::error_of;

TEST(JsonProblem, RejectionsNameTheJsonPath) {
  // A file of tests/bad/json/, the message parsing it as "p.json" gives.
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"not-an-object.json", R"(p.json: a JSON problem is one object, {"pieces": [...], ...})"},
      {"pieces-missing.json", R"(p.json: pieces: missing (a list like [{"piece": "q", "count": 8}]))"},
      {"pieces-not-a-list.json", "p.json: pieces: must be a list of objects"},
      {"pieces-empty.json", "p.json: pieces: no pieces to place"},
      {"piece-not-an-object.json", R"(p.json: pieces[0]: must be an object like {"piece": "q", "count": 8})"},
      {"piece-missing.json", R"(p.json: pieces[0].piece: must be one of "q", "r", "b", "n", "k", "p")"},
      {"piece-unknown.json", R"(p.json: pieces[0].piece: must be one of "q", "r", "b", "n", "k", "p")"},
      {"count-negative.json", "p.json: pieces[2].count: must be a whole number >= 0"},
      {"count-fraction.json", "p.json: pieces[0].count: must be a whole number >= 0"},
      {"count-string.json", "p.json: pieces[0].count: must be a whole number >= 0"},
      {"count-too-large.json", "p.json: pieces[0].count: is too large (at most 1000000000)"},
      {"more-pieces-than-cells.json", "p.json: pieces[0]: 65 pieces do not fit on the 8x8 board"},
      {"colour-unknown.json", R"(p.json: pieces[0].colour: must be "w", "b" or null)"},
      {"piece-key-unknown.json", "p.json: pieces[0].color: unknown key (known: piece, count, colour)"},
      {"colourless-after-colour.json", "p.json: pieces[1]: a piece without a colour, but pieces[0] gives colours"},
      {"colour-after-colourless.json", "p.json: pieces[1]: a colour here, but pieces[0] has a piece without one"},
      {"domination-with-colours.json", "p.json: pieces[0]: domination problems take no colours"},
      {"problem-unknown.json", R"(p.json: problem: must be "independence", "domination", "independent domination" or "total domination")"},
      {"independent-domination-with-colours.json", "p.json: pieces[0]: domination problems take no colours"},
      {"total-domination-with-colours.json", "p.json: pieces[0]: domination problems take no colours"},
      {"size-zero.json", "p.json: size: must be a whole number >= 1"},
      {"size-out-of-range.json",
       "p.json: size: board size 1001 is out of range 1..1000 (up to 10000000 for queens or rooks independence, "
       "one solution)"},
      {"key-unknown.json", "p.json: Size: unknown key (known: size, torus, translations, problem, pieces, regions, stars, fixed, fen, blocked, expect, comment, rating)"},
      {"key-with-newline.json",
       R"(p.json: "a\nb": unknown key (known: size, torus, translations, problem, pieces, regions, stars, fixed, fen, blocked, expect, comment, rating))"},
      {"fixed-not-a-list.json", "p.json: fixed: must be a list of objects"},
      {"fixed-off-board.json", "p.json: fixed[0]: cell 8,0 is off the 8x8 board"},
      {"fixed-col-missing.json", "p.json: fixed[0].col: missing (fixed pieces need a row and a col)"},
      {"fixed-col-negative.json", "p.json: fixed[0].col: must be a whole number >= 0"},
      {"fixed-with-count.json", "p.json: fixed[0].count: unknown key (known: piece, colour, row, col, square)"},
      {"fixed-twice-on-one-cell.json", "p.json: fixed[1]: cell 1,1 is already fixed on fixed[0]"},
      {"fixed-exceeds-count.json", "p.json: fixed[1]: more fixed Q than the piece list's 1"},
      {"fixed-not-in-piece-list.json", "p.json: fixed[0]: fixed piece R is not in the piece list"},
  };
  for (const auto& [file, message] : cases) {
    SCOPED_TRACE(file);
    EXPECT_EQ(error_of(bad(file)), message);
  }
}

TEST(JsonProblem, SyntaxErrorsNameTheLine) {
  EXPECT_EQ(error_of(bad("syntax-bare-word-as-key.json")),
            "p.json:3: syntax error while parsing object key - invalid literal; last read: '\"q\"}],<U+000A>  x'; "
            "expected string literal");
  EXPECT_EQ(error_of(bad("syntax-ends-early.json")), "p.json:2: syntax error while parsing value - unexpected end of input; "
                                                     "expected '[', '{', or a literal");
  EXPECT_EQ(error_of(bad("syntax-second-object.json")).rfind("p.json:1: syntax error while parsing value - ", 0), 0u);
  EXPECT_EQ(error_of(bad("syntax-invalid-utf8.json")).rfind("p.json:1: syntax error", 0), 0u);
}

// Issue 14.9: nlohmann/json keeps the last of two equal keys, so {"size": 4, "size":
// 100} was a board of 100 with nothing said. Refused, with the path of the second.
TEST(JsonProblem, RepeatedKeysAreRefused) {
  EXPECT_EQ(error_of(bad("duplicate-key.json")), "p.json: size: given twice");
  EXPECT_EQ(error_of(bad("duplicate-key-in-piece.json")), "p.json: pieces[1].count: given twice");
  EXPECT_EQ(error_of(bad("duplicate-key-in-fixed.json")), "p.json: fixed[1].row: given twice");
  EXPECT_EQ(error_of(bad("duplicate-key-deep-in-expect.json")), R"(p.json: expect.x[1]."a\nb": given twice)");
  // Equal keys in different objects are no repetition.
  EXPECT_EQ(error_of(R"({"pieces": [{"piece": "q", "count": 2}, {"piece": "r", "count": 1}], "size": 4})"), "");
}

// Nesting is bounded: each level kept its path, so 60 KB of '[' in a "comment" took
// 1.6 GB (a server's request as much as a file), growing with the square of the depth.
TEST(JsonProblem, DeepNestingIsRefused) {
  auto nested = [](int depth) {
    return R"({"pieces": [{"piece": "q"}], "comment": )" + std::string(depth, '[') + std::string(depth, ']') + "}";
  };
  EXPECT_EQ(error_of(nested(60)), "");
  EXPECT_EQ(error_of(nested(30000)), "p.json: comment: nested deeper than 64 levels");
}

// Issue 41 item 6: a document is read in time linear in its size. nlohmann's parse
// callback, which the repeated-key check rode on, looked through the whole array around
// each object it ended: 200,000 `{}` in a "comment" took 16 s, a 400,000-entry "fixed"
// list 77 s. A million `{}` took minutes that way (about 400 s) and take 0.3 s now:
// tests/slow_tests.cmake gives this case a TIMEOUT of 30 s; 100,000 fixed pieces (5 s
// before) read right (bench/limits_io.sh: the full sizes).
TEST(JsonProblem, ReadInLinearTime) {
  std::string empties = R"({"pieces": [{"piece": "q"}], "comment": [{})";
  for (int i = 1; i < 1'000'000; ++i) empties += ",{}";
  empties += "]}";
  EXPECT_EQ(error_of(empties), "");
  const int n = 100'000;
  std::string fixed = R"({"size": 1000000, "pieces": [{"piece": "r", "count": )" + std::to_string(n) + R"(}], "fixed": [)";
  for (int i = 0; i < n; ++i)
    fixed += (i ? "," : "") + std::string(R"({"piece": "r", "row": )") + std::to_string(i) + R"(, "col": )" +
             std::to_string(i) + "}";
  fixed += "]}";
  EXPECT_EQ(chessy::parse_input(fixed, "p.json").fixed.size(), static_cast<std::size_t>(n));
  // The checks that rode on the callback hold at that size: a key given twice in the
  // last element, nesting too deep in the last.
  fixed.replace(fixed.size() - 3, 1, R"(, "col": 1})");
  EXPECT_EQ(error_of(fixed), "p.json: fixed[" + std::to_string(n - 1) + "].col: given twice");
  empties.replace(empties.size() - 4, 2, std::string(64, '[') + std::string(64, ']'));
  EXPECT_EQ(error_of(empties), "p.json: comment: nested deeper than 64 levels");
}

}  // namespace
