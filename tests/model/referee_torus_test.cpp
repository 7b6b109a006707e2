// The referee on tori (issue 24, "Modular boards"): every ray and step wraps around the
// edges, a ray goes on until it comes back to its start, a piece never attacks its own
// cell; against cases worked by hand and the published n queens totals on the n×n torus.
// It must be right here before it judges the tool's tori.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "referee.hpp"

namespace {

using referee::Board;
using referee::Piece;
using referee::Problem;

// A colourless problem on the rows×cols torus, e.g. torus(2, 3, {{'R', 2}}).
Problem torus(int rows, int cols, const std::vector<std::pair<char, int>>& pieces) {
  Problem p;
  p.rows = rows, p.cols = cols, p.torus = true;
  for (auto [type, count] : pieces) p.pieces.push_back({Piece{type, 0}, count});
  return p;
}

Problem torus_domination(int rows, int cols, const std::vector<std::pair<char, int>>& pieces) {
  Problem p = torus(rows, cols, pieces);
  p.domination = true;
  return p;
}

// The board printed as `text` (docs/output.md), on a torus.
Board torus_board(const std::string& text) {
  Board b = referee::parse_board(text);
  b.torus = true;
  return b;
}

// The cells attacked from (row, col) of the torus `text`, as sorted (row, col) pairs.
std::vector<std::pair<int, int>> attacked(const std::string& text, int row, int col) {
  const Board b = torus_board(text);
  std::vector<std::pair<int, int>> out;
  for (int cell : referee::attacked_cells(b, row, col)) out.push_back({cell / b.cols, cell % b.cols});
  std::sort(out.begin(), out.end());
  return out;
}

using Cells = std::vector<std::pair<int, int>>;

// The problem whose counts are those of `text` (colourless; coloured when a piece has a
// colour), on a torus or not, judged by is_solution alone.
bool solves(const std::string& text, bool on_torus, bool domination = false, bool total = false) {
  const Board b = referee::parse_board(text);
  Problem p;
  p.rows = b.rows;
  p.cols = b.cols;
  p.torus = on_torus;
  p.domination = domination;
  p.total = total;
  for (int cell = 0; cell < b.rows * b.cols; ++cell) {
    if (b.blocked[static_cast<size_t>(cell)]) p.blocked.push_back({cell / b.cols, cell % b.cols});
    const Piece piece = b.cells[static_cast<size_t>(cell)];
    if (piece.type == 0) continue;
    p.coloured = p.coloured || piece.colour != 0;
    referee::add_piece(p.pieces, piece);
  }
  return referee::is_solution(p, b);
}

// ---- Attacks, worked by hand ----

TEST(TorusReferee, RookOnOneRowAttacksTheRestOfItsRowOnce) {
  // Both horizontal rays wrap round the whole row; the vertical ones come straight
  // back to the rook's cell on one row, which is never attacked.
  EXPECT_EQ(attacked("R---\n", 0, 0), (Cells{{0, 1}, {0, 2}, {0, 3}}));
  EXPECT_EQ(attacked("-R--\n", 0, 1), (Cells{{0, 0}, {0, 2}, {0, 3}}));
  EXPECT_EQ(referee::attacked_cells(torus_board("R---\n"), 0, 0).size(), 3u);  // no cell twice
  EXPECT_TRUE(attacked("R\n", 0, 0).empty());
  // Another piece stops each ray from its side: (0,3) is reached leftwards only.
  EXPECT_EQ(attacked("R-N--\n", 0, 0), (Cells{{0, 1}, {0, 2}, {0, 3}, {0, 4}}));
  EXPECT_EQ(attacked("R-N-N\n", 0, 0), (Cells{{0, 1}, {0, 2}, {0, 4}}));
}

TEST(TorusReferee, KnightOn2x2And3x3Torus) {
  // 2x2: each jump lands on (1,0) or (0,1) after wrapping; never on (1,1), nor home.
  EXPECT_EQ(attacked("N-\n--\n", 0, 0), (Cells{{0, 1}, {1, 0}}));
  EXPECT_EQ(referee::attacked_cells(torus_board("N-\n--\n"), 0, 0).size(), 2u);
  // 3x3: every cell outside the knight's row and column (none on the plain board).
  EXPECT_EQ(attacked("N--\n---\n---\n", 0, 0), (Cells{{1, 1}, {1, 2}, {2, 1}, {2, 2}}));
  EXPECT_EQ(attacked("---\n-N-\n---\n", 1, 1), (Cells{{0, 0}, {0, 2}, {2, 0}, {2, 2}}));
  EXPECT_TRUE(referee::attacked_cells(referee::parse_board("---\n-N-\n---\n"), 1, 1).empty());
  // 1x1: every jump comes home.
  EXPECT_TRUE(attacked("N\n", 0, 0).empty());
}

TEST(TorusReferee, KingOn3x3TorusAttacksEveryOtherCell) {
  EXPECT_EQ(attacked("K--\n---\n---\n", 0, 0),
            (Cells{{0, 1}, {0, 2}, {1, 0}, {1, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}}));
  // 2x2: the eight steps land on the three other cells.
  EXPECT_EQ(attacked("--\n-K\n", 1, 1), (Cells{{0, 0}, {0, 1}, {1, 0}}));
}

TEST(TorusReferee, PawnsAttackAcrossTheEdge) {
  // White (and colourless) one row down: from the last row onto the first.
  EXPECT_EQ(attacked("---\n---\nP--\n", 2, 0), (Cells{{0, 1}, {0, 2}}));
  // Black one row up: from the first row onto the last.
  EXPECT_EQ(attacked("Pb- - \n- - - \n- - - \n", 0, 0), (Cells{{2, 1}, {2, 2}}));
  // Two columns: both diagonal steps land on one cell; one row: on the pawn's own row.
  EXPECT_EQ(attacked("P-\n--\n", 0, 0), (Cells{{1, 1}}));
  EXPECT_EQ(attacked("-P-\n", 0, 1), (Cells{{0, 0}, {0, 2}}));
  EXPECT_TRUE(attacked("P\n", 0, 0).empty());
  // Independence: the pawn on the last row attacks the one on the first, on the torus only.
  EXPECT_TRUE(solves("--P-\n----\n----\n-P--\n", false));
  EXPECT_FALSE(solves("--P-\n----\n----\n-P--\n", true));
  // Coloured: the white pawn on (3,0) attacks (0,1) round the edge (the knight there
  // attacks neither it nor, on the plain board, is it attacked).
  EXPECT_FALSE(solves("- Nb- - \n- - - - \n- - - - \nPw- - - \n", true));
  EXPECT_TRUE(solves("- Nb- - \n- - - - \n- - - - \nPw- - - \n", false));
  EXPECT_TRUE(solves("- Nw- - \n- - - - \n- - - - \nPw- - - \n", true));  // one colour
}

TEST(TorusReferee, BishopRayComesBackToItsStart) {
  // 2x2: all four diagonal rays reach (1,1) and come home.
  EXPECT_EQ(attacked("B-\n--\n", 0, 0), (Cells{{1, 1}}));
  // 3x3: both diagonals through the bishop, wrapped.
  EXPECT_EQ(attacked("B--\n---\n---\n", 0, 0), (Cells{{1, 1}, {1, 2}, {2, 1}, {2, 2}}));
  // 2x4: the ray (1,1) runs (1,1), (0,2), (1,3) and home, so the bishop attacks a cell of
  // its own row; pieces on (1,1) and (1,3) stop both rays that lead there.
  EXPECT_EQ(attacked("B---\n----\n", 0, 0), (Cells{{0, 2}, {1, 1}, {1, 3}}));
  EXPECT_EQ(attacked("B---\n-N-N\n", 0, 0), (Cells{{1, 1}, {1, 3}}));
  EXPECT_EQ(attacked("B---\n-N--\n", 0, 0), (Cells{{0, 2}, {1, 1}, {1, 3}}));  // round the other way
  EXPECT_FALSE(solves("B-N-\n----\n", true));
  EXPECT_TRUE(solves("B-N-\n----\n", false));
}

TEST(TorusReferee, BlockedCellsNeitherStopRaysNorAreAttacked) {
  EXPECT_EQ(attacked("R-x-\n", 0, 0), (Cells{{0, 1}, {0, 3}}));
  EXPECT_EQ(attacked("Rx\n", 0, 0), Cells{});
  EXPECT_EQ(attacked("B---\n-x-x\n", 0, 0), (Cells{{0, 2}}));  // over both holes, round
  EXPECT_EQ(attacked("N-\n-x\n", 0, 0), (Cells{{0, 1}, {1, 0}}));
  EXPECT_EQ(attacked("Nx\n--\n", 0, 0), (Cells{{1, 0}}));
  // A queen on a 3x3 torus with a hole dominates wherever it stands off the hole.
  Problem p = torus_domination(3, 3, {{'Q', 1}});
  p.blocked = {{1, 1}};
  EXPECT_EQ(referee::solve(p).total, 8);
  // The rook on (0,0) reaches (0,3) both ways: round the edge, and over the hole.
  EXPECT_FALSE(solves("R-xR\n", true));
  EXPECT_EQ(attacked("R-xN\n", 0, 0), (Cells{{0, 1}, {0, 3}}));
}

TEST(TorusReferee, APieceNeverAttacksItsOwnCell) {
  for (char type : {'Q', 'R', 'B', 'N', 'K', 'P'}) {
    SCOPED_TRACE(std::string(1, type));
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{1, 1}, {1, 2}, {2, 1}, {2, 2}, {1, 3}, {3, 3}}) {
      for (int cell = 0; cell < rows * cols; ++cell) {
        Board b = referee::empty_board(torus(rows, cols, {}));
        b.cells[static_cast<size_t>(cell)] = Piece{type, 0};
        const std::vector<int> cells = referee::attacked_cells(b, cell / cols, cell % cols);
        EXPECT_EQ(std::count(cells.begin(), cells.end(), cell), 0) << rows << "x" << cols << " cell " << cell;
      }
    }
    // Alone on 1x1 it is independent and dominates, but never totally.
    EXPECT_EQ(referee::solve(torus(1, 1, {{type, 1}})).total, 1);
    EXPECT_EQ(referee::solve(torus_domination(1, 1, {{type, 1}})).total, 1);
    Problem total = torus_domination(1, 1, {{type, 1}});
    total.total = true;
    EXPECT_EQ(referee::solve(total).total, 0);
  }
}

// ---- Solutions and classes, worked by hand ----

TEST(TorusReferee, KnightsOn2x2And3x3Tori) {
  // 2x2: two knights are independent on the diagonals only (6 pairs on the plain board).
  EXPECT_EQ(referee::solve(torus(2, 2, {{'N', 2}})).total, 2);
  // 3x3: independent sets lie in one row or one column (3 pairs a line, 6 lines).
  EXPECT_EQ(referee::solve(torus(3, 3, {{'N', 2}})).total, 18);
  EXPECT_EQ(referee::solve(torus(3, 3, {{'N', 3}})).total, 6);
  // Two knights never dominate the 3x3 torus: the second would have to cover the first's
  // row and column, but misses the cells of its own row and column.
  EXPECT_EQ(referee::solve(torus_domination(3, 3, {{'N', 2}})).total, 0);
  EXPECT_TRUE(solves("NNN\n---\n---\n", true, true));
  EXPECT_TRUE(solves("N--\n-N-\n--N\n", true, true));
  EXPECT_FALSE(solves("NN-\n---\n---\n", true, true));
}

TEST(TorusReferee, KingsDominateTheSmallTorus) {
  // One king dominates the 3x3 torus anywhere (the centre alone on the plain board);
  // the classes are the corner, edge and centre orbits of the board's symmetries.
  const referee::Result one = referee::solve(torus_domination(3, 3, {{'K', 1}}));
  EXPECT_EQ(one.total, 9);
  EXPECT_EQ(one.fundamental, 3);
  Problem plain = torus_domination(3, 3, {{'K', 1}});
  plain.torus = false;
  EXPECT_EQ(referee::solve(plain).total, 1);
  // Total domination by two kings: any pair on the torus (they attack each other), a
  // pair with the centre on the plain board.
  Problem total = torus_domination(3, 3, {{'K', 2}});
  total.total = true;
  EXPECT_EQ(referee::solve(total).total, 36);
  total.torus = false;
  EXPECT_EQ(referee::solve(total).total, 8);
  // Independent domination: one king anywhere, never two.
  Problem independent = torus_domination(3, 3, {{'K', 1}});
  independent.independent = true;
  EXPECT_EQ(referee::solve(independent).total, 9);
  independent.pieces[0].count = 2;
  EXPECT_EQ(referee::solve(independent).total, 0);
  // 4x4: a king covers 3 of the 4 cells of any row, so two never do.
  EXPECT_EQ(referee::solve(torus_domination(4, 4, {{'K', 2}})).total, 0);
  EXPECT_TRUE(solves("K-K-\n----\nK-K-\n----\n", true, true));
}

TEST(TorusReferee, RooksOnOneRowAndOnTheSquareTorus) {
  // 1xN: one rook dominates from anywhere, two always attack each other.
  for (int n = 1; n <= 5; ++n) {
    EXPECT_EQ(referee::solve(torus(1, n, {{'R', 1}})).total, n);
    EXPECT_EQ(referee::solve(torus_domination(1, n, {{'R', 1}})).total, n);
    EXPECT_EQ(referee::solve(torus(1, n, {{'R', 2}})).total, 0);
  }
  // n rooks on the n×n torus: wrapping adds no line, so n! as on the plain board.
  long long factorial = 1;
  for (int n = 1; n <= 5; ++n) {
    factorial *= n;
    EXPECT_EQ(referee::solve(torus(n, n, {{'R', n}})).total, factorial);
  }
}

TEST(TorusReferee, OneQueenDominatesThe3x3Torus) {
  const referee::Result r = referee::solve(torus_domination(3, 3, {{'Q', 1}}));
  EXPECT_EQ(r.total, 9);
  EXPECT_EQ(r.fundamental, 3);
  // 4x4: the queen on (0,0) leaves (1,2), (2,1), (2,3) and (3,2).
  EXPECT_EQ(referee::solve(torus_domination(4, 4, {{'Q', 1}})).total, 0);
}

// n queens on the n×n torus: OEIS A007705, 1 0 0 0 10 0 28 0 for n = 1..8.
TEST(TorusReferee, QueensMatchA007705) {
  const long long totals[] = {1, 0, 0, 0, 10, 0, 28, 0};
  for (int n = 1; n <= 8; ++n) {
    SCOPED_TRACE(n);
    EXPECT_EQ(referee::solve(torus(n, n, {{'Q', n}})).total, totals[n - 1]);
  }
}

// The 10 solutions on the 5x5 torus are the lines c = a r + b (mod 5), a = 2 or 3; in
// coordinates about the centre the board's 8 symmetries map the two through the centre
// onto each other and the other eight onto each other: 2 classes (translations are not
// merged, issue 24).
TEST(TorusReferee, FiveQueensOnTheTorusAreTwoClasses) {
  const referee::Result r = referee::solve(torus(5, 5, {{'Q', 5}}));
  EXPECT_EQ(r.total, 10);
  EXPECT_EQ(r.fundamental, 2);
}

TEST(TorusReferee, SymmetriesAreTheBoardsAndTransformsKeepTheTorus) {
  Problem p = torus(3, 4, {{'Q', 1}});
  EXPECT_EQ(referee::symmetries(p), (std::vector<int>{0, 2, 4, 5}));
  p.blocked = {{0, 0}};
  EXPECT_EQ(referee::symmetries(p), (std::vector<int>{0}));
  const Board b = referee::empty_board(torus(3, 4, {}));
  EXPECT_TRUE(b.torus);
  for (int g = 0; g < 8; ++g) EXPECT_TRUE(referee::transform(b, g, false).torus);
}

TEST(TorusReferee, ProblemTextSaysTorus) {
  Problem p = torus_domination(2, 3, {{'Q', 1}});
  p.total = true;
  EXPECT_EQ(referee::problem_text(p), "d\nt\ntorus\nsize 2 3\nQ\n");
  p.torus = false;
  EXPECT_EQ(referee::problem_text(p).find("torus"), std::string::npos);
}

}  // namespace
