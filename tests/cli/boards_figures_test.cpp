// Published figures on rectangular boards and a blocked-cell count (issue 17), run
// through the CLI (`size R C`, `x @ r,c`):
//   - independent domination of rectangular queen boards, A299029 (Bozóki, Gál,
//     Marosi, Weakley 2016), rows 1..9 of the triangle i(Q(n×m)), n <= m: `--min` on
//     `d`, `i`, `?*q`; the board it prints is judged by the brute-force referee;
//   - n queens on n×(n+1) and (n+1)×n: A061989 .. A061993 (k queens on a k×n board,
//     Kotesovec), 1x2 and 2x3 by hand; the classes against the referee;
//   - the contract's example: one queen on 4×4 with the corner 0,0 blocked.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "helpers.hpp"
#include "referee.hpp"

namespace {

using helpers::AppRun;
using helpers::run;

std::string size_line(int rows, int cols) {
  return "size " + std::to_string(rows) + " " + std::to_string(cols) + "\n";
}

// The problem `?*q` with d and i on rows×cols, for the referee.
referee::Problem independent_queen_domination(int rows, int cols, int count) {
  referee::Problem p;
  p.rows = rows;
  p.cols = cols;
  p.domination = true;
  p.independent = true;
  p.pieces = {{referee::Piece{'Q', 0}, count}};
  return p;
}

// A299029 rows 1..9: kIndependentDomination[m - 1][n - 1] = i(Q(n×m)).
const std::vector<std::vector<int>> kIndependentDomination = {
    {1},
    {1, 1},
    {1, 1, 1},
    {1, 2, 2, 3},
    {1, 2, 2, 3, 3},
    {1, 2, 2, 3, 3, 4},
    {1, 2, 3, 3, 4, 4, 4},
    {1, 2, 3, 4, 4, 4, 5, 5},
    {1, 2, 3, 4, 4, 4, 5, 5, 5},
};

TEST(BoardsFigures, IndependentQueenDominationOfRectanglesMatchesA299029) {
  for (int m = 1; m <= 9; ++m) {
    for (int n = 1; n <= m; ++n) {
      const int expected = kIndependentDomination[static_cast<size_t>(m - 1)][static_cast<size_t>(n - 1)];
      // Both orientations while cheap; the wide one alone on the largest boards.
      std::vector<std::pair<int, int>> shapes = {{n, m}};
      if (n < m && m <= 7) shapes.push_back({m, n});
      for (const auto& [rows, cols] : shapes) {
        SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols));
        const AppRun r = run({"-", "--min"}, "d\ni\n" + size_line(rows, cols) + "?*q\n");
        ASSERT_EQ(r.status, 0) << r.err;
        const std::string head = "minimum: " + std::to_string(expected) + "\n";
        ASSERT_EQ(r.out.substr(0, head.size()), head) << r.out;
        const referee::Board board = referee::parse_board(r.out.substr(head.size()));
        EXPECT_TRUE(referee::is_solution(independent_queen_domination(rows, cols, expected), board))
            << r.out;
      }
    }
  }
}

// k queens on a k×(k+1) board: A061989 .. A061993 at n = k + 1 for k = 3..7.
TEST(BoardsFigures, QueensOnNByNPlusOneMatchA061989ToA061993) {
  const long long total[] = {0, 2, 2, 4, 12, 40, 94, 312};  // k = 1, 2: by hand
  for (int k = 1; k <= 7; ++k) {
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{k, k + 1}, {k + 1, k}}) {
      SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols));
      referee::Problem p;
      p.rows = rows;
      p.cols = cols;
      p.pieces = {{referee::Piece{'Q', 0}, k}};
      const referee::Result expected = referee::solve(p);
      ASSERT_EQ(expected.total, total[k]);  // the referee agrees with the figure
      const AppRun r = run({"-", "--count"}, size_line(rows, cols) + std::to_string(k) + "*q\n");
      EXPECT_EQ(r.status, 0) << r.err;
      EXPECT_EQ(r.out, "fundamental: " + std::to_string(expected.fundamental) +
                           "\ntotal: " + std::to_string(total[k]) + "\n")
          << r.err;
    }
  }
}

TEST(BoardsFigures, OneQueenOn4x4WithCornerBlocked) {
  // 15 free cells; the corner stays put under the identity and the main-diagonal
  // mirror only: 3 diagonal cells alone, 12 in pairs, 9 classes (the contract's
  // example).
  const AppRun r = run({"-", "--count"}, "size 4\nq\nx @ 0,0\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "fundamental: 9\ntotal: 15\n") << r.err;
}

}  // namespace
