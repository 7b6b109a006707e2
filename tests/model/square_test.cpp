// The grammar of squares (model/square.hpp, docs/input.md "Squares"): files a..z, then
// aa.. as spreadsheet columns, ranks from 1 at the bottom; and the text format, the
// --fixed and --blocked lists and placement lists reading them as ROW,COL reads cells.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "model/parse.hpp"
#include "model/placements.hpp"
#include "model/square.hpp"

namespace {

using chessy::AlgebraicSquare;
using chessy::InputError;
using chessy::Problem;
using chessy::parse_problem;

// (col, rank) of `text`, or the error's message as the column's stand-in.
std::pair<long long, long long> square(const std::string& text) {
  AlgebraicSquare s;
  const std::string error = chessy::read_algebraic(text, s);
  EXPECT_EQ(error, "") << text;
  return {s.col, s.rank};
}

std::string error_of_square(const std::string& text) {
  AlgebraicSquare s;
  return chessy::read_algebraic(text, s);
}

// The columns of files by the spreadsheet's rule, counted rather than assumed: the
// k-th name in the order a..z, aa..az, ba.., ..., zz, aaa.. is column k.
TEST(Square, FilesAreSpreadsheetColumns) {
  std::vector<std::string> names;
  for (char a = 'a'; a <= 'z'; ++a) names.emplace_back(1, a);
  for (char a = 'a'; a <= 'z'; ++a)
    for (char b = 'a'; b <= 'z'; ++b) names.push_back(std::string{a, b});
  names.emplace_back("aaa");
  for (std::size_t k = 0; k < names.size(); ++k) {
    EXPECT_EQ(chessy::file_name(static_cast<long long>(k)), names[k]);
    EXPECT_EQ(square(names[k] + "1"), std::pair(static_cast<long long>(k), 1LL)) << names[k];
  }
  EXPECT_EQ(square("a1"), std::pair(0LL, 1LL));
  EXPECT_EQ(square("h8"), std::pair(7LL, 8LL));
  EXPECT_EQ(square("z26"), std::pair(25LL, 26LL));
  EXPECT_EQ(square("D4"), square("d4"));  // either case, as the text format's letters
  EXPECT_EQ(square("Ab12"), square("ab12"));
}

TEST(Square, LargeColumnsRoundTrip) {
  for (long long col : {701LL, 702LL, 18277LL, 18278LL, 9999999LL, 123456789LL, chessy::kMaxSquareIndex}) {
    const std::string name = chessy::square_name(0, col, 10000000);
    EXPECT_EQ(square(name), std::pair(col, 10000000LL)) << name;
  }
  EXPECT_EQ(chessy::file_name(9999999), "uvxwj");  // the last column of the largest board
}

TEST(Square, SquaresOfRowsCountRanksFromTheBottom) {
  EXPECT_EQ(chessy::square_name(4, 3, 8), "d4");
  EXPECT_EQ(chessy::square_name(7, 0, 8), "a1");
  EXPECT_EQ(chessy::square_name(0, 7, 8), "h8");
  EXPECT_EQ(chessy::square_name(0, 0, 3), "a3");  // a rectangle of 3 rows
  for (long long rows : {1LL, 3LL, 8LL, 1000LL})
    for (long long row = 0; row < rows; row += 1 + rows / 7)
      EXPECT_EQ(chessy::row_of_rank(square(chessy::square_name(row, 5, rows)).second, rows), row);
}

TEST(Square, BadFormsSayWhy) {
  EXPECT_NE(error_of_square("d").find("'d' has no rank"), std::string::npos);
  EXPECT_NE(error_of_square("d0").find("ranks count from 1"), std::string::npos);
  EXPECT_EQ(error_of_square("4d"), "'4d' is no square: its file's letters, then its rank's digits ('d4')");
  EXPECT_NE(error_of_square("").find("expected a square"), std::string::npos);
  for (const char* bad : {"d4e", "d-4", "d4,3", "d 4", "d\xc3\xa9" "4"})
    EXPECT_NE(error_of_square(bad).find("is no square"), std::string::npos) << bad;
  EXPECT_NE(error_of_square("\xc3\xa9" "4").find("4' is no square"), std::string::npos);
  // Overflow-safe: a file or rank past the limit is refused, however long.
  EXPECT_NE(error_of_square("a" + std::string(20, '9')).find("rank of"), std::string::npos);
  EXPECT_NE(error_of_square(std::string(4000, 'z') + "1").find("file of"), std::string::npos);
  EXPECT_NE(error_of_square(chessy::file_name(chessy::kMaxSquareIndex + 1) + "1").find("too large"),
            std::string::npos);
  EXPECT_NE(error_of_square("a1000000001").find("too large"), std::string::npos);
  EXPECT_EQ(error_of_square("a1000000000"), "");
}

// The same problem with its cells written ROW,COL and as squares: the same Problem.
void expect_same(const std::string& numeric, const std::string& algebraic, std::optional<chessy::BoardSize> size = {}) {
  const Problem a = chessy::parse_input(numeric, "a.txt", size), b = chessy::parse_input(algebraic, "b.txt", size);
  ASSERT_EQ(a.fixed.size(), b.fixed.size());
  for (std::size_t i = 0; i < a.fixed.size(); ++i) {
    EXPECT_EQ(std::pair(a.fixed[i].row, a.fixed[i].col), std::pair(b.fixed[i].row, b.fixed[i].col)) << algebraic;
    EXPECT_EQ(a.fixed[i].type, b.fixed[i].type);
  }
  ASSERT_EQ(a.blocked.size(), b.blocked.size());
  for (std::size_t i = 0; i < a.blocked.size(); ++i)
    EXPECT_EQ(std::pair(a.blocked[i].row, a.blocked[i].col), std::pair(b.blocked[i].row, b.blocked[i].col));
  EXPECT_EQ(a.rows, b.rows);
}

TEST(SquareInput, TextFixedAndBlockedCellsTakeSquares) {
  expect_same("8*q\nq @ 4,3\n", "8*q\nq @ d4\n");
  expect_same("8*q\nq @ 4,3\nq @ 0,0\n", "8*q\nq @ 4,3\nQ @ A8\n");  // mixed forms, either case
  expect_same("2*q w\nq w @ 7,7\nx @ 0,1\n", "2*q w\nq w @ h1\nx @ b8\n");
  expect_same("size 3 5\n2*r\nr @ 0,4\nx @ 2,0\n", "size 3 5\nr\nr\nr @ e3\nx @ a1\n");  // 3 rows: a1 is row 2
  // The size line after the squares, or --size: each square's row is its rank counted
  // on the final board.
  expect_same("q @ 1,2\nx @ 0,0\nsize 5\nq\n", "q @ c4\nx @ a5\nsize 5\nq\n");
  expect_same("q\nq @ 4,2\n", "q\nq @ c2\n", chessy::BoardSize(6, 4));
  // Beyond 26 columns: aa is column 26.
  expect_same("size 2 30\nr\nr @ 0,26\nx @ 1,29\n", "size 2 30\nr\nr @ aa2\nx @ ad1\n");
}

std::string error_of(const std::string& text, std::optional<chessy::BoardSize> size = {}) {
  try {
    chessy::parse_input(text, "p.txt", size);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(SquareInput, BadSquaresNameTheirLine) {
  EXPECT_EQ(error_of("8*q\nq @ z9\n"), "p.txt:2: cell z9 is off the 8x8 board");
  EXPECT_EQ(error_of("8*q\nq @ a9\n"), "p.txt:2: cell a9 is off the 8x8 board");
  EXPECT_EQ(error_of("8*q\nq @ i1\n"), "p.txt:2: cell i1 is off the 8x8 board");
  // Off the board only once the size is known: the line of the square, not of `size`.
  EXPECT_EQ(error_of("q\nx @ e4\nsize 3\n"), "p.txt:2: cell e4 is off the 3x3 board");
  EXPECT_EQ(error_of("q\nx @ c4\n", chessy::BoardSize(3, 5)), "p.txt:2: cell c4 is off the 3x5 board");
  EXPECT_EQ(error_of("q\nq @ d\n"), "p.txt:2: 'd' has no rank: a square is its file, then its rank from 1 at the bottom ('d4')");
  EXPECT_EQ(error_of("q\nq @ 4d\n"), "p.txt:2: '4d' is no square: its file's letters, then its rank's digits ('d4')");
  EXPECT_EQ(error_of("q\nx @ 4d\n"), "p.txt:2: '4d' is no square: its file's letters, then its rank's digits ('d4')");
  EXPECT_EQ(error_of("q\nq @ d0\n"), "p.txt:2: 'd0': ranks count from 1, the bottom row");
  EXPECT_EQ(error_of("q\nq @ d4 e5\n"), "p.txt:2: unexpected 'e5'");
  EXPECT_EQ(error_of("2*q\nq @ d4\nq @ 4,3\n"), "p.txt:3: cell 4,3 is already fixed on line 2");
  EXPECT_EQ(error_of("2*q\nx @ 4,3\nq @ d4\n"), "p.txt:3: cell d4 is blocked (on line 2): no piece can stand there");
  EXPECT_EQ(error_of("q b4\n"), "p.txt:1: 'q b4' is ambiguous: 'q @ b4' is a piece on b4, 'q b @ ROW,COL' a black one");
}

// The problem "2*q\nr\n" with a --fixed and a --blocked list.
Problem with_lists(const std::string& fixed, const std::string& blocked) {
  std::vector<chessy::Entry> more = chessy::parse_fixed_list(fixed, "f.txt");
  for (const chessy::Entry& e : chessy::parse_blocked_list(blocked, "b.txt")) more.push_back(e);
  return parse_problem("2*q\nr\n", "p.txt", std::nullopt, more);
}

std::string list_error(const std::string& fixed, const std::string& blocked) {
  try {
    with_lists(fixed, blocked);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(SquareInput, ListsTakeSquares) {
  const Problem a = with_lists("q @ 4,3\nr 7,0\n", "0,0\n2 5\n"), b = with_lists("q @ d4\nr @ A1\n", "a8\nf6\n");
  ASSERT_EQ(a.fixed.size(), 2u);
  ASSERT_EQ(b.fixed.size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(std::pair(a.fixed[i].row, a.fixed[i].col), std::pair(b.fixed[i].row, b.fixed[i].col));
    EXPECT_EQ(a.fixed[i].type, b.fixed[i].type);
    EXPECT_EQ(a.fixed[i].line, b.fixed[i].line);
  }
  ASSERT_EQ(b.blocked.size(), 2u);
  EXPECT_EQ(std::pair(a.blocked[1].row, a.blocked[1].col), std::pair(b.blocked[1].row, b.blocked[1].col));
  EXPECT_EQ(std::pair(b.blocked[0].row, b.blocked[0].col), std::pair(0, 0));
  // A square after '@' only: without it, `q bc4` could be a queen on bc4 or a black one on c4.
  EXPECT_EQ(list_error("q d4\n", ""), "f.txt:1: a square such as 'd4' follows '@' ('q @ d4')");
  EXPECT_EQ(list_error("q @ d4\nq b4\n", ""),
            "f.txt:2: 'q b4' is ambiguous: 'q @ b4' is a piece on b4, 'q b @ ROW,COL' a black one");
  EXPECT_EQ(list_error("q @ z9\n", ""), "f.txt:1: cell z9 is off the 8x8 board");
  EXPECT_EQ(list_error("", "d4\n4d\n"), "b.txt:2: '4d' is no square: its file's letters, then its rank's digits ('d4')");
  EXPECT_EQ(list_error("", "d4\n4,3\n"), "b.txt:2: cell 4,3 is already blocked on line 1");
}

// A placement list reads squares on the problem's board, and messages name the pieces
// as the list wrote them.
TEST(SquareInput, PlacementListsTakeSquares) {
  const Problem p = parse_problem("size 4\n4*q\n", "p.txt");
  const chessy::PlacementList l = chessy::read_placements("q @ b4\nq @ 1,3\nq @ a2\nq @ c1\n", "s.txt", p.rows);
  ASSERT_EQ(l.size(), 4u);
  EXPECT_EQ(std::pair(l[0].row, l[0].col), std::pair(0, 1));
  EXPECT_EQ(std::pair(l[2].row, l[2].col), std::pair(2, 0));
  EXPECT_FALSE(chessy::placement_violation(p, l, "s.txt"));
  const auto fault = chessy::placement_violation(
      p, chessy::read_placements("q @ b4\nq @ 1,3\nq @ a2\nq @ d1\n", "s.txt", p.rows), "s.txt");
  ASSERT_TRUE(fault);
  EXPECT_EQ(fault->message(), "s.txt:4: q @ d1 attacks q @ 1,3 (line 2)");
  const auto off = chessy::placement_violation(p, chessy::read_placements("q @ b5\n", "s.txt", p.rows), "s.txt");
  ASSERT_TRUE(off);
  EXPECT_EQ(off->message(), "s.txt:1: q @ b5 is off the 4x4 board");
}

}  // namespace

namespace {

// JSON: a fixed piece's "square" for its "row" and "col", a blocked cell "d4" for [ROW, COL].
TEST(SquareInput, JsonTakesSquares) {
  expect_same(R"({"size": [3, 5], "pieces": [{"piece": "r", "count": 2}], "fixed": [{"piece": "r", "row": 0, "col": 4}],
                  "blocked": [[2, 0], [1, 1]]})",
              R"({"size": [3, 5], "pieces": [{"piece": "r", "count": 2}], "fixed": [{"piece": "r", "square": "e3"}],
                  "blocked": ["a1", [1, 1]]})");
  EXPECT_EQ(error_of(R"({"pieces": [{"piece": "q"}], "fixed": [{"piece": "q", "square": "z9"}]})"),
            "p.txt: fixed[0]: cell z9 is off the 8x8 board");
  EXPECT_EQ(error_of(R"({"pieces": [{"piece": "q"}], "fixed": [{"piece": "q", "square": "d4", "col": 3}]})"),
            R"(p.txt: fixed[0].col: beside "square": give the cell one way)");
  EXPECT_EQ(error_of(R"({"pieces": [{"piece": "q"}], "fixed": [{"piece": "q", "square": [4, 3]}]})"),
            R"(p.txt: fixed[0].square: must be a square like "d4")");
  EXPECT_EQ(error_of(R"({"pieces": [{"piece": "q"}], "blocked": ["d"]})"),
            "p.txt: blocked[0]: 'd' has no rank: a square is its file, then its rank from 1 at the bottom ('d4')");
}

}  // namespace
