// The placement-list checker (tests/support/placements_referee.hpp, issue 24) alone:
// hand-made lists, valid and broken each way, and on small boards the brute-force
// referee's verdict on random lists; it must be right before it judges the huge-board
// answers (tests/cli/huge_answers_test.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "placements_referee.hpp"
#include "referee.hpp"

namespace {

using placements_referee::Cell;
using placements_referee::check;

placements_referee::Problem problem(std::int64_t rows, std::int64_t cols, char kind, std::int64_t count) {
  placements_referee::Problem p;
  p.rows = rows, p.cols = cols, p.kind = kind, p.count = count;
  return p;
}

// Whether check() finds a problem whose text has `part`.
testing::AssertionResult finds(const placements_referee::Problem& p, const std::string& answer,
                               const std::string& part) {
  const std::string found = check(p, answer);
  if (!found.empty() && found.find(part) != std::string::npos) return testing::AssertionSuccess();
  return testing::AssertionFailure() << "check says \"" << found << "\", expected a problem with \"" << part
                                     << "\" in\n" << answer;
}

TEST(HugeAnswersChecker, ValidListsPass) {
  const std::string four = "q @ 0,1\nq @ 1,3\nq @ 2,0\nq @ 3,2\n";
  EXPECT_EQ(check(problem(4, 4, 'q', 4), four), "");
  EXPECT_EQ(check(problem(4, 4, 'q', 4), "Q @ 0,1\n\nQ@1,3\n  q @ 2 , 0  \nq @ 3,2"), "");  // case, spaces, empty lines
  EXPECT_EQ(check(problem(2, 2, 'r', 2), "r @ 0,0\nr @ 1,1\n"), "");  // rooks share diagonals
  EXPECT_EQ(check(problem(1, 1, 'q', 0), ""), "");
  placements_referee::Problem fixed = problem(4, 4, 'q', 4);
  fixed.fixed = {{2, 0}, {0, 1}};
  fixed.blocked = {{0, 0}, {3, 3}};
  EXPECT_EQ(check(fixed, four), "");
}

TEST(HugeAnswersChecker, AttacksAreFoundOnEveryLine) {
  const placements_referee::Problem p = problem(4, 4, 'q', 2);
  EXPECT_TRUE(finds(p, "q @ 1,0\nq @ 1,3\n", "line 2: 1,3 shares a row with 1,0, line 1"));
  EXPECT_TRUE(finds(p, "q @ 0,2\nq @ 3,2\n", "column"));
  EXPECT_TRUE(finds(p, "q @ 0,0\nq @ 3,3\n", "diagonal"));
  EXPECT_TRUE(finds(p, "q @ 0,3\nq @ 2,1\n", "diagonal"));
  EXPECT_TRUE(finds(p, "q @ 2,1\nq @ 2,1\n", "line 2: 2,1 holds a piece already, from line 1"));
  EXPECT_TRUE(finds(problem(4, 4, 'r', 2), "r @ 1,0\nr @ 1,3\n", "row"));
  // A hole between does not stop the ray (docs/rules.md).
  placements_referee::Problem holes = p;
  holes.blocked = {{1, 1}};
  EXPECT_TRUE(finds(holes, "q @ 0,0\nq @ 2,2\n", "diagonal"));
  // Far apart on a board of 10^7: the anti-diagonal from corner to corner.
  EXPECT_TRUE(finds(problem(10000000, 10000000, 'q', 2), "q @ 9999999,0\nq @ 0,9999999\n", "diagonal"));
  EXPECT_EQ(check(problem(10000000, 10000000, 'q', 2), "q @ 9999999,0\nq @ 1,9999999\n"), "");
}

TEST(HugeAnswersChecker, PiecesOffTheBoardOnHolesOrOfAnotherKindAreFound) {
  placements_referee::Problem p = problem(4, 5, 'q', 1);
  EXPECT_TRUE(finds(p, "q @ 4,0\n", "line 1: 4,0 is off the 4x5 board"));
  EXPECT_TRUE(finds(p, "q @ 0,5\n", "off the"));
  EXPECT_TRUE(finds(p, "q @ -1,0\n", "off the"));
  EXPECT_TRUE(finds(p, "\nr @ 0,0\n", "line 2: a r, not a q"));
  EXPECT_TRUE(finds(p, "x @ 0,0\n", "not a q"));
  p.blocked = {{2, 3}};
  EXPECT_TRUE(finds(p, "q @ 2,3\n", "line 1: 2,3 is a blocked cell"));
}

TEST(HugeAnswersChecker, MissingFixedPiecesAndWrongCountsAreFound) {
  placements_referee::Problem p = problem(4, 4, 'q', 4);
  p.fixed = {{1, 3}};
  EXPECT_TRUE(finds(p, "q @ 0,2\nq @ 1,0\nq @ 2,3\nq @ 3,1\n", "the fixed piece on 1,3 is missing"));
  EXPECT_TRUE(finds(p, "q @ 0,1\nq @ 1,3\nq @ 2,0\n", "3 pieces listed, not 4"));
  EXPECT_TRUE(finds(problem(4, 4, 'q', 3), "q @ 0,1\nq @ 1,3\nq @ 2,0\nq @ 3,2\n", "4 pieces listed, not 3"));
}

TEST(HugeAnswersChecker, LinesThatAreNoPlacementAreNamed) {
  const placements_referee::Problem p = problem(4, 4, 'q', 1);
  for (const char* bad : {"q 0,0", "q @ 0", "q @ 0,1 extra", "q @ a,b", "@ 0,0", "q @ 0,,1", "no solution"}) {
    EXPECT_TRUE(finds(p, std::string("q @ 0,0\n") + bad + "\n", std::string("line 2: not a placement: ") + bad));
  }
  EXPECT_TRUE(placements_referee::read("q @ 0,0\nfundamental: 1\n").empty());
}

TEST(HugeAnswersChecker, ListsAndProblemsAreWrittenInTheInputFormat) {
  const std::vector<Cell> cells = {{0, 1}, {12, 345}};
  EXPECT_EQ(placements_referee::write(cells, 'q'), "q @ 0,1\nq @ 12,345\n");
  const std::vector<Cell> back = placements_referee::read("q @ 0,1\nq @ 12,345\n");
  ASSERT_EQ(back.size(), 2u);
  EXPECT_EQ(back[1].row, 12);
  EXPECT_EQ(back[1].col, 345);
  placements_referee::Problem p = problem(2000, 2000, 'r', 2000);
  p.fixed = {{3, 4}};
  p.blocked = {{5, 6}};
  EXPECT_EQ(placements_referee::problem_text(p), "size 2000\n2000*r\nr @ 3,4\nx @ 5,6\n");
  EXPECT_EQ(placements_referee::problem_text(problem(3, 7, 'q', 3)), "size 3 7\n3*q\n");
}

// Random lists on small boards with holes and fixed pieces: the checker says "" exactly
// when the brute-force referee's is_solution holds, and the referee's solutions all pass.
TEST(HugeAnswersChecker, AgreesWithTheRefereeOnSmallBoards) {
  std::mt19937_64 rng(2424);
  int valid = 0, invalid = 0;
  for (int i = 0; i < 3000; ++i) {
    const int rows = 1 + static_cast<int>(rng() % 6), cols = 1 + static_cast<int>(rng() % 6);
    const char kind = rng() % 2 ? 'q' : 'r';
    const int cells = rows * cols;
    std::vector<int> order(static_cast<size_t>(cells));
    for (int c = 0; c < cells; ++c) order[static_cast<size_t>(c)] = c;
    std::shuffle(order.begin(), order.end(), rng);
    const int holes = static_cast<int>(rng() % 3) % cells;
    const int listed = static_cast<int>(rng() % static_cast<std::uint64_t>(std::min(rows, cols) + 1));
    const int count = rng() % 4 == 0 ? static_cast<int>(rng() % 4) : listed;
    placements_referee::Problem p = problem(rows, cols, kind, count);
    referee::Problem r;
    r.rows = rows, r.cols = cols;
    r.pieces = {{referee::Piece{static_cast<char>(kind == 'q' ? 'Q' : 'R'), 0}, count}};
    for (int h = 0; h < holes; ++h) {
      const int c = order[static_cast<size_t>(h)];
      p.blocked.push_back({c / cols, c % cols});
      r.blocked.push_back({c / cols, c % cols});
    }
    // The listed cells: usually off the holes, sometimes one on a hole.
    const int from = rng() % 8 == 0 ? 0 : holes;
    std::vector<Cell> list;
    referee::Board board = referee::empty_board(r);
    for (int k = 0; k < listed && from + k < cells; ++k) {
      const int c = order[static_cast<size_t>(from + k)];
      list.push_back({c / cols, c % cols});
      board.at(c / cols, c % cols) = r.pieces[0].piece;
    }
    // Fixed pieces: listed ones, or (1 in 4) a free cell that the list may miss.
    if (!list.empty() && rng() % 2 == 0) {
      const Cell f = rng() % 4 == 0 ? Cell{static_cast<std::int64_t>(rng() % rows), static_cast<std::int64_t>(rng() % cols)}
                                    : list[rng() % list.size()];
      const bool on_hole = std::any_of(p.blocked.begin(), p.blocked.end(),
                                       [&](const Cell& b) { return b.row == f.row && b.col == f.col; });
      if (!on_hole) {
        p.fixed.push_back(f);
        r.fixed.push_back({r.pieces[0].piece, static_cast<int>(f.row), static_cast<int>(f.col)});
      }
    }
    std::shuffle(list.begin(), list.end(), rng);
    const std::string answer = placements_referee::write(list, kind);
    const bool want = referee::is_solution(r, board);
    SCOPED_TRACE(placements_referee::problem_text(p) + "answer:\n" + answer);
    EXPECT_EQ(check(p, answer).empty(), want) << check(p, answer);
    (want ? valid : invalid) += 1;
  }
  EXPECT_GE(valid, 300);
  EXPECT_GE(invalid, 300);
  // n queens: every one of the referee's 92 solutions passes.
  referee::Problem queens;
  queens.pieces = {{referee::Piece{'Q', 0}, 8}};
  int passed = 0;
  const std::string all = referee::solve(queens).all_no_symmetry;
  for (std::size_t at = 0; at < all.size();) {
    const referee::Board b = referee::parse_board(all.substr(at, 72));
    at += 73;
    std::vector<Cell> list;
    for (int c = 0; c < 64; ++c)
      if (b.cells[static_cast<size_t>(c)].type == 'Q') list.push_back({c / 8, c % 8});
    passed += check(problem(8, 8, 'q', 8), placements_referee::write(list, 'q')).empty() ? 1 : 0;
  }
  EXPECT_EQ(passed, 92);
}

}  // namespace
