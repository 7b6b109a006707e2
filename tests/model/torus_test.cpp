// Tori (issue 24; docs/rules.md "Tori"): the line `torus` and JSON "torus" in the
// model and its normal form, model/board.hpp's wrapped steps, rays, lines and leaps,
// and model/check.cpp's judgement of wrapped attacks, each case worked out by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "model/board.hpp"
#include "model/check.hpp"
#include "model/parse.hpp"
#include "model/problem_text.hpp"

namespace chessy {
namespace {

std::string error_of(const std::string& text, const std::string& name = "p.txt") {
  try {
    parse_input(text, name);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

std::vector<int> sorted(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return v;
}

TEST(Torus, TheLineAndTheJsonKey) {
  EXPECT_FALSE(parse_problem("size 5\n5*q\n", "p.txt").torus);
  EXPECT_TRUE(parse_problem("size 5\ntorus\n5*q\n", "p.txt").torus);
  EXPECT_TRUE(parse_problem("5*q\nTORUS\nsize 5\n", "p.txt").torus);  // anywhere, any case
  EXPECT_TRUE(parse_input(R"({"size": 5, "torus": true, "pieces": [{"piece": "q", "count": 5}]})", "p.json").torus);
  EXPECT_FALSE(parse_input(R"({"size": 5, "torus": false, "pieces": [{"piece": "q", "count": 5}]})", "p.json").torus);
  EXPECT_EQ(error_of("torus\nsize 5\n5*q\n  torus\n"), "p.txt:4: 'torus' given twice (first on line 1)");
  EXPECT_EQ(error_of("torus 5\n5*q\n"), "p.txt:1: unknown piece 't'");
  EXPECT_EQ(error_of(R"({"torus": "yes", "pieces": [{"piece": "q", "count": 5}]})", "p.json"),
            "p.json: torus: must be true or false");
}

// --torus comes as an Entry after the file's own lines (cli/input.cpp).
TEST(Torus, AFlagBesideTheFile) {
  Entry flag;
  flag.torus = true;
  flag.origin = {"chessy-sat: --torus", "--torus", 0};
  const std::vector<Entry> more{flag};
  EXPECT_TRUE(parse_input("size 5\n5*q\n", "p.txt", std::nullopt, more).torus);
  EXPECT_TRUE(parse_input("size 5\ntorus\n5*q\n", "p.txt", std::nullopt, more).torus);
  EXPECT_TRUE(parse_input(R"({"torus": true, "pieces": [{"piece": "q", "count": 5}]})", "p.json", std::nullopt, more).torus);
  try {
    parse_input(R"({"torus": false, "pieces": [{"piece": "q", "count": 5}]})", "p.json", std::nullopt, more);
    FAIL() << "a file that says false beside --torus";
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "p.json: torus: false, but --torus asks for a torus");
  }
}

TEST(Torus, TheNormalFormKeepsIt) {
  const Problem torus = parse_problem("d\n5*q\ntorus\nsize 6 7\nx @ 1,1\n", "p.txt");
  EXPECT_EQ(problem_text(torus), "d\nsize 6 7\ntorus\nx @ 1,1\n5*q\n");
  EXPECT_TRUE(parse_problem(problem_text(torus), "again").torus);
  EXPECT_EQ(problem_text(parse_problem("size 6 7\n5*q\n", "p.txt")), "size 6 7\n5*q\n");
}

TEST(Torus, StepsAndRaysWrap) {
  const Board board(3, 4, true);
  EXPECT_EQ(board.next(board.cell(0, 3), {0, 1}), board.cell(0, 0));
  EXPECT_EQ(board.next(board.cell(0, 0), {-1, -1}), board.cell(2, 3));
  EXPECT_EQ(board.at(-2, 9), board.cell(1, 1));
  EXPECT_EQ(Board(3, 4).next(board.cell(0, 3), {0, 1}), -1);
  // A rook's ray covers its row, the piece's own cell left out, nearest first.
  EXPECT_EQ(board.ray(board.cell(1, 2), 0), (std::vector<int>{board.cell(1, 3), board.cell(1, 0), board.cell(1, 1)}));
  // A diagonal on 3x4 runs over lcm(3, 4) = 12 cells: all of them, from one cell.
  EXPECT_EQ(board.ray(0, 4).size(), 11u);
  EXPECT_EQ(board.lines(4).size(), 1u);
  // On 4x6, lcm 12: two diagonal cycles, each from its least cell; rows are 4 cycles of 6.
  const Board wide(4, 6, true);
  const std::vector<std::vector<int>> diagonals = wide.lines(4);
  ASSERT_EQ(diagonals.size(), 2u);
  EXPECT_EQ(diagonals[0].front(), 0);
  EXPECT_EQ(diagonals[1].front(), 1);
  EXPECT_EQ(diagonals[0].size() + diagonals[1].size(), 24u);
  EXPECT_EQ(wide.lines(0).size(), 4u);
  // A 1x1 torus: every ray is empty, every line the one cell.
  const Board one(1, 1, true);
  for (int d = 0; d < 8; ++d) {
    EXPECT_TRUE(one.ray(0, d).empty());
    EXPECT_EQ(one.lines(d), (std::vector<std::vector<int>>{{0}}));
  }
}

TEST(Torus, LeapsWrapOnceAndNeverOntoTheirOwnCell) {
  const PieceType knight{Kind::Knight, Colour::None};
  // 2x2: the eight knight moves from 0,0 land on 1,0 and 0,1 only.
  const Board two(2, 2, true);
  EXPECT_EQ(sorted(two.leap_targets(knight, 0)), (std::vector<int>{1, 2}));
  // 3x3: on the four cells off its row and column.
  const Board three(3, 3, true);
  EXPECT_EQ(sorted(three.leap_targets(knight, 0)), (std::vector<int>{4, 5, 7, 8}));
  EXPECT_EQ(sorted(three.leap_sources(knight, 0)), (std::vector<int>{4, 5, 7, 8}));
  // 1x1: every move comes back to its own cell, which is not attacked.
  EXPECT_TRUE(Board(1, 1, true).leap_targets(knight, 0).empty());
  // A king on 1x3: its steps up and down come back; left and right wrap.
  EXPECT_EQ(sorted(Board(1, 3, true).leap_targets({Kind::King, Colour::None}, 0)), (std::vector<int>{1, 2}));
  // Pawns: white attacks one row down, from the last row onto the first.
  const PieceType white{Kind::Pawn, Colour::White}, black{Kind::Pawn, Colour::Black};
  EXPECT_EQ(sorted(three.leap_targets(white, three.cell(2, 1))), (std::vector<int>{0, 2}));
  EXPECT_EQ(sorted(three.leap_targets(black, three.cell(0, 0))), (std::vector<int>{7, 8}));
  // 2x2: both of a pawn's diagonal steps land on one cell.
  EXPECT_EQ(two.leap_targets(white, 0), (std::vector<int>{3}));
}

bool solves(const std::string& text, const Solution& solution) {
  return is_solution(parse_problem(text, "p.txt"), solution);
}

TEST(Torus, CheckFollowsWrappedAttacks) {
  // Two rooks on a 1x4 torus attack each other either way round, over a hole too.
  EXPECT_FALSE(solves("size 1 4\ntorus\n2*r\n", {{0, 0}, {2, 0}}));
  EXPECT_FALSE(solves("size 1 4\ntorus\nx @ 0,1\n2*r\n", {{0, 0}, {2, 0}}));
  // One rook alone on a 1x1 torus attacks nothing; on 1x4 it dominates the row.
  EXPECT_TRUE(solves("size 1 1\ntorus\nr\n", {{0, 0}}));
  EXPECT_TRUE(solves("d\nsize 1 4\ntorus\nr\n", {{3, 0}}));
  // Total domination: a lone rook is not attacked by its own ray coming round.
  EXPECT_EQ(violation(parse_problem("d\nt\nsize 1 4\ntorus\nr\n", "p.txt"), {{3, 0}}),
            "R on 0,3 is not attacked by another piece");
  // Queens at 0,0 and 1,3 of 4x4: apart on a plain board, one diagonal step on a torus.
  EXPECT_TRUE(solves("size 4\n2*q\n", {{0, 0}, {7, 0}}));
  EXPECT_EQ(violation(parse_problem("size 4\ntorus\n2*q\n", "p.txt"), {{0, 0}, {7, 0}}), "Q on 0,0 attacks Q on 1,3");
  // A piece blocks a ray one way; the other way round the edge still reaches: white
  // rook 0,0, white bishop 0,1, black knight 0,2 of 3x3.
  const Solution shielded{{0, 0}, {1, 1}, {2, 2}};
  EXPECT_TRUE(solves("size 3\nr w\nb w\nn b\n", shielded));
  EXPECT_EQ(violation(parse_problem("size 3\ntorus\nr w\nb w\nn b\n", "p.txt"), shielded), "Rw on 0,0 attacks Nb on 0,2");
  // Pawns across the edge: a white pawn on the last row attacks the first.
  EXPECT_FALSE(solves("size 3\ntorus\n2*p\n", {{0, 0}, {7, 0}}));
  EXPECT_TRUE(solves("size 3\n2*p\n", {{0, 0}, {7, 0}}));
  // One queen dominates the 3x3 torus from any cell (not the plain board); a knight on
  // the 2x2 torus leaves 1,1 (no knight's move from 0,0, however it wraps).
  for (int c = 0; c < 9; ++c) EXPECT_TRUE(solves("d\nsize 3\ntorus\nq\n", {{c, 0}})) << c;
  EXPECT_FALSE(solves("d\nsize 3\nq\n", {{0, 0}}));
  EXPECT_EQ(violation(parse_problem("d\nsize 2\ntorus\nn\n", "p.txt"), {{0, 0}}), "cell 1,1 is neither occupied nor attacked");
}

}  // namespace
}  // namespace chessy
