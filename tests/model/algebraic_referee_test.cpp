// The square converter (tests/support/algebraic_referee.hpp, issue 28) alone, on
// squares worked out by hand, and its writers of problems; it must be right before it judges the tool's algebraic
// input and output (tests/cli/algebraic_squares_test.cpp).
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <random>
#include <string>

#include "algebraic_referee.hpp"

namespace {

using algebraic_referee::Cell;
using algebraic_referee::cell_of;
using algebraic_referee::column_of;
using algebraic_referee::file_letters;
using algebraic_referee::square;

TEST(AlgebraicReferee, FilesAsSpreadsheetColumns) {
  EXPECT_EQ(file_letters(0), "a");
  EXPECT_EQ(file_letters(3), "d");
  EXPECT_EQ(file_letters(7), "h");
  EXPECT_EQ(file_letters(25), "z");
  EXPECT_EQ(file_letters(26), "aa");   // 1*26 + 1
  EXPECT_EQ(file_letters(27), "ab");
  EXPECT_EQ(file_letters(51), "az");   // 1*26 + 26
  EXPECT_EQ(file_letters(52), "ba");   // 2*26 + 1
  EXPECT_EQ(file_letters(701), "zz");  // 26*26 + 26 = 702
  EXPECT_EQ(file_letters(702), "aaa"); // 676 + 26 + 1 = 703
  // 21*26^4 + 22*26^3 + 24*26^2 + 23*26 + 10 = 9,596,496 + 386,672 + 16,224 + 598 + 10
  // = 10,000,000: the last of 10^7 columns.
  EXPECT_EQ(file_letters(9999999), "uvxwj");
  for (const char* letters : {"a", "z", "aa", "az", "ba", "zz", "aaa", "uvxwj"})
    EXPECT_EQ(file_letters(*column_of(letters)), letters);
  EXPECT_EQ(column_of("uvxwj"), 9999999);
  EXPECT_EQ(column_of("ba"), 52);
  EXPECT_EQ(column_of(""), std::nullopt);
  EXPECT_EQ(column_of("D"), std::nullopt);  // upper case is the tool's to accept, not the converter's
  EXPECT_EQ(column_of("a1"), std::nullopt);
  EXPECT_EQ(column_of("aaaaaaaaaaaaaa"), std::nullopt);  // 14 letters: beyond any board
  // Every column to 20,000 and back, each file one letter longer exactly where the
  // count of shorter names runs out (26, 26 + 676, 26 + 676 + 17576).
  for (std::int64_t col = 0; col < 20000; ++col) {
    const std::string letters = file_letters(col);
    ASSERT_EQ(column_of(letters), col);
    ASSERT_EQ(letters.size(), col < 26 ? 1u : col < 702 ? 2u : col < 18278 ? 3u : 4u) << col;
  }
}

TEST(AlgebraicReferee, RanksFromTheBottom) {
  EXPECT_EQ(square({4, 3}, 8), "d4");
  EXPECT_EQ(square({7, 0}, 8), "a1");
  EXPECT_EQ(square({0, 7}, 8), "h8");
  EXPECT_EQ(square({0, 0}, 8), "a8");
  EXPECT_EQ(square({0, 25}, 1), "z1");   // 26 columns, one row
  EXPECT_EQ(square({0, 26}, 1), "aa1");  // 27 columns
  EXPECT_EQ(square({2, 51}, 3), "az1");
  EXPECT_EQ(square({0, 52}, 3), "ba3");
  EXPECT_EQ(square({1, 701}, 12), "zz11");
  EXPECT_EQ(square({0, 702}, 12), "aaa12");
  EXPECT_EQ(square({0, 0}, 10000000), "a10000000");
  EXPECT_EQ(square({9999999, 9999999}, 10000000), "uvxwj1");
  EXPECT_EQ(square({1, 2}, 3), "c2");  // a rectangle's rank counts its own rows: 3 - 1
  EXPECT_EQ(square({1, 2}, 5), "c4");

  EXPECT_EQ(cell_of("d4", 8, 8), (Cell{4, 3}));
  EXPECT_EQ(cell_of("a1", 8, 8), (Cell{7, 0}));
  EXPECT_EQ(cell_of("h8", 8, 8), (Cell{0, 7}));
  EXPECT_EQ(cell_of("z1", 1, 26), (Cell{0, 25}));
  EXPECT_EQ(cell_of("aa1", 1, 27), (Cell{0, 26}));
  EXPECT_EQ(cell_of("uvxwj1", 10000000, 10000000), (Cell{9999999, 9999999}));
  EXPECT_EQ(cell_of("a10000000", 10000000, 10000000), (Cell{0, 0}));
  EXPECT_EQ(cell_of("c10", 12, 3), (Cell{2, 2}));
}

TEST(AlgebraicReferee, BadSquaresDoNotRead) {
  for (const char* bad : {"z9", "i1", "a9", "a0", "d", "4", "4d", "d04", "d-1", "d 4", "", "d4x", "D4", "4,3"})
    EXPECT_EQ(cell_of(bad, 8, 8), std::nullopt) << bad;
  EXPECT_EQ(cell_of("aa1", 1, 26), std::nullopt);  // 26 columns end at z
  EXPECT_EQ(cell_of("a10000001", 10000000, 10000000), std::nullopt);
  EXPECT_EQ(cell_of("uvxwk1", 10000000, 10000000), std::nullopt);
}

TEST(AlgebraicReferee, LinesRewritten) {
  using algebraic_referee::to_algebraic_line;
  EXPECT_EQ(to_algebraic_line("q @ 4,3", 8), "q @ d4");
  EXPECT_EQ(to_algebraic_line("Q w @ 0,7", 8), "Q w @ h8");
  EXPECT_EQ(to_algebraic_line("x @ 2,0", 3), "x @ a1");
  EXPECT_EQ(to_algebraic_line("r w 3,4", 8), "r w e5");  // a --fixed list's line
  EXPECT_EQ(to_algebraic_line("3,4", 8), "e5");          // a --blocked list's
  EXPECT_EQ(to_algebraic_line("8*q", 8), "8*q");
  EXPECT_EQ(to_algebraic_line("size 8", 8), "size 8");
  EXPECT_EQ(algebraic_referee::to_numeric("q @ d4\nr b @ aa1\n\nq @ a8", 8, 27), "q @ 4,3\nr b @ 7,26\n\nq @ 0,0");
  EXPECT_EQ(algebraic_referee::to_numeric("q @ z9\n", 8, 8), "q @ z9\n");  // off the board: left to show
}

// The writers of a whole problem, each way, worked out by hand for Nauck's d4 queen on
// 8x8 with a hole on a8 (and a rook on a 2x30 board's ad1).
TEST(AlgebraicReferee, ProblemsWritten) {
  using algebraic_referee::Squares;
  referee::Problem p;
  p.pieces = {{{'Q', 0}, 8}};
  p.fixed = {{{'Q', 0}, 4, 3}};
  p.blocked = {{0, 0}};
  std::mt19937_64 rng(1);
  EXPECT_EQ(algebraic_referee::problem_text(p, Squares::kNone, rng), "size 8\n8*Q\nQ @ 4,3\nx @ 0,0\n");
  EXPECT_EQ(algebraic_referee::problem_text(p, Squares::kAll, rng), "size 8\n8*Q\nQ @ d4\nx @ a8\n");
  EXPECT_EQ(algebraic_referee::problem_json(p, Squares::kNone, rng, R"("mode": "all")"),
            R"({"size":8,"problem":"independence","pieces":[{"piece":"q","count":8}],"fixed":[{"piece":"q","row":4,"col":3}],"blocked":[[0,0]], "mode": "all"})"
            "\n");
  EXPECT_EQ(algebraic_referee::problem_json(p, Squares::kAll, rng),
            R"({"size":8,"problem":"independence","pieces":[{"piece":"q","count":8}],"fixed":[{"piece":"q","square":"d4"}],"blocked":["a8"]})"
            "\n");
  const algebraic_referee::Lists lists = algebraic_referee::problem_lists(p, Squares::kAll, rng);
  EXPECT_EQ(lists.problem, "size 8\n8*Q\n");
  EXPECT_EQ(lists.fixed, "q @ d4\n");
  EXPECT_EQ(lists.blocked, "a8\n");
  p.rows = 2, p.cols = 30, p.coloured = true;
  p.pieces = {{{'R', 'b'}, 1}};
  p.fixed = {{{'R', 'b'}, 1, 29}};
  p.blocked.clear();
  p.domination = true;  // a writer writes what it is given
  EXPECT_EQ(algebraic_referee::problem_text(p, Squares::kAll, rng), "d\nsize 2 30\nR b\nR b @ ad1\n");
  EXPECT_EQ(algebraic_referee::problem_lists(p, Squares::kAll, rng).fixed, "r b @ ad1\n");
  EXPECT_EQ(algebraic_referee::problem_json(p, Squares::kAll, rng),
            R"({"size":[2,30],"problem":"domination","pieces":[{"piece":"r","colour":"b","count":1}],"fixed":[{"piece":"r","colour":"b","square":"ad1"}]})"
            "\n");
  // Mixed: each cell either way, a square in either case; all read back to the cells.
  int squares = 0, upper = 0;
  for (int i = 0; i < 40; ++i) {
    const std::string mixed = algebraic_referee::problem_lists(p, Squares::kMixed, rng).fixed;
    squares += mixed != "r b 1,29\n" && mixed != "r b @ 1,29\n";
    upper += mixed == "r b @ AD1\n";
    EXPECT_TRUE(mixed == "r b 1,29\n" || mixed == "r b @ 1,29\n" || mixed == "r b @ ad1\n" || mixed == "r b @ AD1\n")
        << mixed;
  }
  EXPECT_GT(squares, 5);
  EXPECT_GT(upper, 2);
}

}  // namespace
