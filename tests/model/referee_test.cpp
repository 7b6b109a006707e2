// The referee alone, against docs/rules.md and docs/symmetry.md on hand-made boards and
// against published figures: it must be right before it judges the SAT path.
#include <gtest/gtest.h>

#include "param_names.hpp"

#include <algorithm>
#include <cctype>
#include <ostream>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "referee.hpp"

namespace {

using referee::Board;
using referee::Piece;
using referee::PieceCount;
using referee::Problem;
using referee::parse_board;

// An independence problem with colourless pieces on rows×cols, e.g.
// independence(2, 3, {{'R', 2}}).
Problem independence(int rows, int cols, const std::vector<std::pair<char, int>>& pieces) {
  Problem p;
  p.rows = rows;
  p.cols = cols;
  for (auto [type, count] : pieces) p.pieces.push_back({Piece{type, 0}, count});
  return p;
}

// The same on m×m, e.g. independence(4, {{'K', 4}}).
Problem independence(int m, const std::vector<std::pair<char, int>>& pieces) {
  return independence(m, m, pieces);
}

Problem domination(int rows, int cols, const std::vector<std::pair<char, int>>& pieces) {
  Problem p = independence(rows, cols, pieces);
  p.domination = true;
  return p;
}

Problem domination(int m, const std::vector<std::pair<char, int>>& pieces) {
  return domination(m, m, pieces);
}

// A problem whose piece counts are exactly those on `board`, so that
// is_solution judges the goal alone.
Problem counts_of(const Board& board, bool coloured, bool dominate = false) {
  Problem p;
  p.rows = board.rows;
  p.cols = board.cols;
  for (int cell = 0; cell < board.rows * board.cols; ++cell) {
    if (board.blocked[static_cast<size_t>(cell)]) p.blocked.push_back({cell / board.cols, cell % board.cols});
  }
  p.coloured = coloured;
  p.domination = dominate;
  for (const Piece& piece : board.cells) {
    if (piece.type == 0) continue;
    referee::add_piece(p.pieces, piece);
  }
  return p;
}

bool independent(const std::string& text) {
  const Board b = parse_board(text);
  const bool coloured = std::any_of(b.cells.begin(), b.cells.end(),
                                    [](const Piece& p) { return p.colour != 0; });
  return referee::is_solution(counts_of(b, coloured), b);
}

bool dominates(const std::string& text) {
  const Board b = parse_board(text);
  return referee::is_solution(counts_of(b, false, true), b);
}

bool dominates_independently(const std::string& text) {
  const Board b = parse_board(text);
  Problem p = counts_of(b, false, true);
  p.independent = true;
  return referee::is_solution(p, b);
}

bool dominates_totally(const std::string& text) {
  const Board b = parse_board(text);
  Problem p = counts_of(b, false, true);
  p.total = true;
  return referee::is_solution(p, b);
}

// ---- Rules (docs/rules.md) on hand-made boards ----

TEST(RefereeRules, BoardTextRoundTrips) {
  const std::string colourless = "-Q--\n---Q\nQ---\n--Q-\n";
  EXPECT_EQ(referee::board_text(parse_board(colourless), false), colourless);
  const std::string coloured = "- Qw\nRb- \n";
  EXPECT_EQ(referee::board_text(parse_board(coloured), true), coloured);
}

TEST(RefereeRules, RayStopsAtFirstOccupiedCell) {
  // Rook on (0,0), pieces on (0,2) and (0,3): (0,1), (0,2) attacked, (0,3) not.
  const Board b = parse_board("R-NN\n----\n----\n----\n");
  std::vector<int> cells = referee::attacked_cells(b, 0, 0);
  std::sort(cells.begin(), cells.end());
  EXPECT_EQ(cells, (std::vector<int>{1, 2, 4, 8, 12}));
}

TEST(RefereeRules, KnightAndKingAttacks) {
  const Board b = parse_board("---\n-N-\n---\n");
  EXPECT_TRUE(referee::attacked_cells(b, 1, 1).empty());  // every jump leaves a 3x3 board
  const Board k = parse_board("K--\n---\n---\n");
  std::vector<int> cells = referee::attacked_cells(k, 0, 0);
  std::sort(cells.begin(), cells.end());
  EXPECT_EQ(cells, (std::vector<int>{1, 3, 4}));
}

TEST(RefereeRules, WhitePawnAttacksDownBlackPawnUp) {
  // Knights attack nothing on 2x2, so only the pawn can break these.
  EXPECT_FALSE(independent("P-\n-N\n"));  // colourless pawns are white
  EXPECT_TRUE(independent("-N\nP-\n"));
  EXPECT_FALSE(independent("Pw- \n- Nb\n"));
  EXPECT_TRUE(independent("- Nb\nPw- \n"));
  EXPECT_FALSE(independent("- Nw\nPb- \n"));
  EXPECT_TRUE(independent("Pb- \n- Nw\n"));
}

TEST(RefereeRules, ColouredOnlyWhiteBlackAttacksCount) {
  EXPECT_TRUE(independent("QwQw\n- - \n"));  // one colour may attack itself
  EXPECT_FALSE(independent("Rw- Nb\n- - - \n- - - \n"));
  EXPECT_TRUE(independent("RwPwNb\n- - - \n- - - \n"));  // a white pawn blocks the rook
  EXPECT_FALSE(independent("QbNbRw\n- - - \n- - - \n"));  // Rw attacks Nb
}

TEST(RefereeRules, ColourlessIndependenceAnyAttackCounts) {
  EXPECT_FALSE(independent("Q-Q\n---\n---\n"));
  EXPECT_FALSE(independent("QPQ\n---\n---\n"));  // a blocker is itself attacked
  EXPECT_FALSE(independent("Q---\n--N-\n----\n----\n"));  // the knight attacks
  EXPECT_TRUE(independent("Q---\n---N\n----\n----\n"));
}

TEST(RefereeRules, DominationCountsOccupiedCellsAndBlocks) {
  EXPECT_TRUE(dominates("---\n-Q-\n---\n"));
  EXPECT_TRUE(dominates("Q\n"));
  EXPECT_FALSE(dominates("-\n"));
  EXPECT_TRUE(dominates("R--\n-R-\n--R\n"));
  EXPECT_TRUE(dominates("R--\nR--\nR--\n"));
  EXPECT_FALSE(dominates("RN-\nR--\nR--\n"));  // the knight blocks row 0: (0,2) uncovered
  EXPECT_FALSE(dominates("RK-\n---\n---\n"));
  EXPECT_FALSE(dominates("P--\n---\n--P\n"));
}

TEST(RefereeRules, IndependentDominationNeedsCoverAndNoAttack) {
  EXPECT_TRUE(dominates_independently("---\n-Q-\n---\n"));
  EXPECT_TRUE(dominates_independently("R--\n-R-\n--R\n"));
  EXPECT_FALSE(dominates_independently("R--\nR--\nR--\n"));  // dominates, but attacks
  EXPECT_FALSE(dominates_independently("Q--\n---\n---\n"));  // independent, (1,2) uncovered
  EXPECT_FALSE(dominates_independently("QPQ\n---\n---\n"));  // the pawn is attacked
  EXPECT_TRUE(dominates_independently("N\n"));
}

TEST(RefereeRules, TotalDominationNeedsEveryPieceAttackedByAnother) {
  EXPECT_FALSE(dominates_totally("Q\n"));      // dominates, but nothing attacks the queen
  EXPECT_TRUE(dominates_totally("QQ\n"));
  EXPECT_TRUE(dominates_totally("KK\n"));
  EXPECT_FALSE(dominates_totally("---\n-Q-\n---\n"));
  EXPECT_TRUE(dominates_totally("---\nQQ-\n---\n"));
  EXPECT_TRUE(dominates_totally("R-R\n"));     // each rook attacks the other over 0,1
  EXPECT_TRUE(dominates_totally("RxR\n"));     // and over a hole, which needs no cover
  EXPECT_TRUE(dominates("RNR\n"));
  EXPECT_FALSE(dominates_totally("RNR\n"));    // the knight blocks both rays, attacks nothing
  EXPECT_TRUE(dominates("R-R\n-N-\n"));
  EXPECT_FALSE(dominates_totally("R-R\n-N-\n"));  // 1,1 is occupied, but unattacked
  // Pawns attack down: the top row of a full 2x2 is attacked by nobody.
  EXPECT_TRUE(dominates("PP\nPP\n"));
  EXPECT_FALSE(dominates_totally("PP\nPP\n"));
  EXPECT_TRUE(dominates_totally("KK\nPP\n"));
  EXPECT_FALSE(dominates_totally("Kx\nxx\n"));  // a lone piece, whatever the holes
  // A total dominating set dominates, and so never dominates independently.
  EXPECT_FALSE(dominates_independently("QQ\n"));
}

TEST(RefereeRules, CountsAndFixedPiecesAreExact) {
  Problem p = independence(3, {{'Q', 2}});
  EXPECT_TRUE(referee::is_solution(p, parse_board("Q--\n--Q\n---\n")));
  EXPECT_FALSE(referee::is_solution(p, parse_board("Q--\n---\n---\n")));
  EXPECT_FALSE(referee::is_solution(p, parse_board("Q--\n--R\n---\n")));
  p.fixed.push_back({Piece{'Q', 0}, 2, 0});
  EXPECT_FALSE(referee::is_solution(p, parse_board("Q--\n--Q\n---\n")));
  EXPECT_TRUE(referee::is_solution(p, parse_board("-Q-\n---\nQ--\n")));
}

TEST(RefereeRules, TransformsAreTheEightSymmetries) {
  const Board b = parse_board("QR\n--\n");
  std::vector<std::string> images;
  for (int g = 0; g < 8; ++g) images.push_back(referee::board_text(referee::transform(b, g, false), false));
  EXPECT_EQ(images, (std::vector<std::string>{"QR\n--\n", "-Q\n-R\n", "--\nRQ\n", "R-\nQ-\n",
                                               "RQ\n--\n", "--\nQR\n", "Q-\nR-\n", "-R\n-Q\n"}));
  EXPECT_EQ(referee::board_text(referee::transform(parse_board("QwRb\n- - \n"), 0, true), true),
            "QbRw\n- - \n");
}

// ---- Classes and output text (docs/symmetry.md, docs/output.md) ----

TEST(RefereeClasses, ImagesThatAreNotSolutionsAreNotInTheClass) {
  // A pawn and a rook on 2x2: two solutions, mirror images of each other; the
  // 180-degree image of either turns the pawn against the rook and is no solution.
  const referee::Result r = referee::solve(independence(2, {{'R', 1}, {'P', 1}}));
  EXPECT_EQ(r.total, 2);
  EXPECT_EQ(r.fundamental, 1);
  EXPECT_EQ(r.all, "-R\nP-\n");
  EXPECT_EQ(r.all_no_symmetry, "-R\nP-\n\nR-\n-P\n");
}

TEST(RefereeClasses, ColourSwapMergesClasses) {
  // A white and a black king on 3x3: 16 non-adjacent cell pairs, 32 ordered.
  // Square symmetries alone give 5 classes (king on a corner and the other on
  // an edge middle splits by colour); with the colour swap there are 4.
  Problem p;
  p.rows = p.cols = 3;
  p.coloured = true;
  p.pieces = {{Piece{'K', 'w'}, 1}, {Piece{'K', 'b'}, 1}};
  const referee::Result r = referee::solve(p);
  EXPECT_EQ(r.total, 32);
  EXPECT_EQ(r.fundamental, 4);
  // Representatives are the smallest texts of their classes ("- " < "Kb" < "Kw"),
  // in ascending order: corners on one side, corner and edge middle, edge
  // middles, opposite corners.
  EXPECT_EQ(r.all,
            "- - - \n- - - \nKb- Kw\n\n"
            "- - - \n- - Kb\nKw- - \n\n"
            "- - - \nKb- Kw\n- - - \n\n"
            "- - Kb\n- - - \nKw- - \n");
}

TEST(RefereeClasses, NoSolutionsPrintNothing) {
  const referee::Result r = referee::solve(independence(2, {{'Q', 2}}));
  EXPECT_EQ(r.total, 0);
  EXPECT_EQ(r.fundamental, 0);
  EXPECT_EQ(r.all, "");
  EXPECT_EQ(r.all_no_symmetry, "");
}

TEST(RefereeClasses, FixedSetThatCannotBeLaidOutHasNoSolutions) {
  Problem p = independence(4, {{'Q', 1}});
  p.fixed = {{Piece{'Q', 0}, 0, 0}, {Piece{'Q', 0}, 3, 1}};  // exceeds the count
  EXPECT_EQ(referee::solve(p).total, 0);
  p = independence(4, {{'Q', 2}});
  p.fixed = {{Piece{'Q', 0}, 0, 0}, {Piece{'Q', 0}, 0, 0}};  // one cell twice
  EXPECT_EQ(referee::solve(p).total, 0);
  p.fixed = {{Piece{'Q', 0}, 0, 0}, {Piece{'Q', 0}, 2, 2}};  // attacking
  EXPECT_EQ(referee::solve(p).total, 0);
  p.fixed = {{Piece{'Q', 0}, 0, 0}, {Piece{'Q', 0}, 2, 1}};  // fine: 1 solution
  EXPECT_EQ(referee::solve(p).total, 1);
}

TEST(RefereeText, ProblemTextUsesTheInputFormat) {
  Problem p;
  p.rows = p.cols = 5;
  p.coloured = true;
  p.pieces = {{Piece{'Q', 'w'}, 2}, {Piece{'P', 'b'}, 1}, {Piece{'N', 'b'}, 0}};
  p.fixed = {{Piece{'Q', 'w'}, 0, 3}};
  EXPECT_EQ(referee::problem_text(p), "size 5\n2*Q w\nP b\nQ w @ 0,3\n");
  EXPECT_EQ(referee::problem_text(domination(3, {{'K', 1}})), "d\nsize 3\nK\n");
  Problem i = domination(4, {{'Q', 0}, {'N', 2}});
  i.independent = true;
  i.open = 0;
  EXPECT_EQ(referee::problem_text(i), "d\ni\nsize 4\n?*Q\n2*N\n");
  Problem t = domination(2, 3, {{'K', 2}});
  t.total = true;
  EXPECT_EQ(referee::problem_text(t), "d\nt\nsize 2 3\n2*K\n");
}

// ---- Boards beyond the square (issue 17): rectangles and blocked cells ----

TEST(RefereeBoards, BoardTextOfRectanglesAndHolesRoundTrips) {
  const std::string colourless = "x-Q\n---\n";
  const Board b = parse_board(colourless);
  EXPECT_EQ(b.rows, 2);
  EXPECT_EQ(b.cols, 3);
  EXPECT_TRUE(b.blocked_at(0, 0));
  EXPECT_EQ(b.at(0, 0).type, 0);  // a hole holds no piece
  EXPECT_EQ(b.at(0, 2).type, 'Q');
  EXPECT_EQ(referee::board_text(b, false), colourless);
  const std::string coloured = "x Qw\n- x \nRb- \n";  // 3 rows, 2 columns
  const Board c = parse_board(coloured);
  EXPECT_EQ(c.rows, 3);
  EXPECT_EQ(c.cols, 2);
  EXPECT_TRUE(c.blocked_at(1, 1));
  EXPECT_EQ(referee::board_text(c, true), coloured);
  EXPECT_EQ(parse_board("Q-\nQ\n").rows, 0);  // ragged: no board
}

TEST(RefereeBoards, TransformsOfARectangle) {
  // On 2x3 the half turn and the two mirrors keep the shape; a quarter turn makes
  // it 3x2 (the top row becomes the right column, read downwards).
  const Board b = parse_board("QR-\n--x\n");
  auto image = [&](int g) { return referee::board_text(referee::transform(b, g, false), false); };
  EXPECT_EQ(image(0), "QR-\n--x\n");
  EXPECT_EQ(image(2), "x--\n-RQ\n");
  EXPECT_EQ(image(4), "-RQ\nx--\n");
  EXPECT_EQ(image(5), "--x\nQR-\n");
  EXPECT_EQ(image(1), "-Q\n-R\nx-\n");
}

TEST(RefereeBoards, SymmetriesAreThoseThatKeepShapeAndHoles) {
  Problem p = independence(4, {{'Q', 1}});
  EXPECT_EQ(referee::symmetries(p), (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
  p.blocked = {{0, 0}};  // only the main diagonal keeps the corner where it is
  EXPECT_EQ(referee::symmetries(p), (std::vector<int>{0, 6}));
  p = independence(3, {{'Q', 1}});
  p.blocked = {{1, 1}};  // the centre stays under every symmetry
  EXPECT_EQ(referee::symmetries(p), (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
  p = independence(2, 3, {{'Q', 1}});
  EXPECT_EQ(referee::symmetries(p), (std::vector<int>{0, 2, 4, 5}));
  p.blocked = {{0, 0}, {1, 2}};  // opposite corners: the half turn swaps them
  EXPECT_EQ(referee::symmetries(p), (std::vector<int>{0, 2}));
}

TEST(RefereeBoards, OneQueenOn4x4WithCornerBlocked) {
  // 15 free cells, one solution each. The corner 0,0 stays put only under the
  // identity and the mirror in the main diagonal (r,c) -> (c,r): the 3 free
  // diagonal cells are classes of their own, the 12 others pair up: 3 + 6 = 9.
  Problem p = independence(4, {{'Q', 1}});
  p.blocked = {{0, 0}};
  const referee::Result r = referee::solve(p);
  EXPECT_EQ(r.total, 15);
  EXPECT_EQ(r.fundamental, 9);
  EXPECT_EQ(r.all_no_symmetry.substr(0, 10), "x---\n----\n");  // every board shows the hole
}

TEST(RefereeBoards, RooksAndQueensOn2x3ByHand) {
  // Two rooks on 2x3: one a row, in different columns a and b: 3 * 2 = 6. Flipping
  // rows swaps a and b, flipping columns maps c -> 2 - c: (0,1) (1,0) (2,1) (1,2)
  // are one class, (0,2) (2,0) the other. A quarter turn is no symmetry here.
  const referee::Result rooks = referee::solve(independence(2, 3, {{'R', 2}}));
  EXPECT_EQ(rooks.total, 6);
  EXPECT_EQ(rooks.fundamental, 2);
  EXPECT_EQ(rooks.all, "--R\n-R-\n\n--R\nR--\n");  // the least text of each class
  // Two queens also need |a - b| >= 2: (0,2) and (2,0), mirror images.
  const referee::Result queens = referee::solve(independence(2, 3, {{'Q', 2}}));
  EXPECT_EQ(queens.total, 2);
  EXPECT_EQ(queens.fundamental, 1);
  // The same boards turned a quarter: 3x2 counts the same.
  EXPECT_EQ(referee::solve(independence(3, 2, {{'R', 2}})).total, 6);
}

TEST(RefereeBoards, RaysPassOverBlockedCells) {
  // A hole is empty: the rook on (0,0) sees over (0,1) to (0,2) and (0,3); the
  // hole itself is never listed, nothing stands there.
  const Board b = parse_board("Rx--\n");
  EXPECT_EQ(referee::attacked_cells(b, 0, 0), (std::vector<int>{2, 3}));
  EXPECT_FALSE(independent("RxR\n"));
  // Two queens on 3x3 attack each other unless a knight's move apart: 8 pairs,
  // none through the centre (it has no knight moves). Blocking the centre keeps
  // all 8; were it a wall, the 4 pairs across it would be added (12).
  Problem p = independence(3, {{'Q', 2}});
  p.blocked = {{1, 1}};
  EXPECT_EQ(referee::solve(p).total, 8);
}

TEST(RefereeBoards, BlockedCellsNeedNoCover) {
  EXPECT_TRUE(dominates("K-x\n"));   // (0,2) is a hole
  EXPECT_FALSE(dominates("Kx-\n"));  // the king reaches (0,1) only: (0,2) is open
  // Knights on 3x3: no knight attacks the centre, and the 8 others form a cycle
  // of knight moves, each knight covering itself and its 2 neighbours. Open, the
  // centre needs a knight of its own: 1 + ceil(8/3) = 4 (A006075). Blocked, 3
  // do; on the cycle they leave gaps of 2, 2 and 1 empty cells: 8 placements.
  Problem p = domination(3, {{'N', 0}});
  p.open = 0;
  EXPECT_EQ(referee::optimum(p, false).count, 4);
  p.blocked = {{1, 1}};
  const referee::Optimum o = referee::optimum(p, false);
  EXPECT_EQ(o.count, 3);
  EXPECT_EQ(o.result.total, 8);
}

TEST(RefereeBoards, SolutionsKeepTheHolesEmptyAndWhereTheyAre) {
  Problem p = independence(1, 3, {{'K', 1}});
  p.blocked = {{0, 1}};
  EXPECT_TRUE(referee::is_solution(p, parse_board("Kx-\n")));
  EXPECT_FALSE(referee::is_solution(p, parse_board("K--\n")));  // no hole
  EXPECT_FALSE(referee::is_solution(p, parse_board("xK-\n")));  // hole elsewhere
  Board on_hole = parse_board("-x-\n");
  on_hole.at(0, 1) = Piece{'K', 0};
  EXPECT_FALSE(referee::is_solution(p, on_hole));
  p.fixed = {{Piece{'K', 0}, 0, 1}};  // fixed on the hole: nothing can be laid out
  EXPECT_EQ(referee::solve(p).total, 0);
}

TEST(RefereeBoards, OptimumCountsUpToRowsTimesCols) {
  // No knight move fits in one row: all 5 cells of 1x5 take a knight.
  Problem p = independence(1, 5, {{'N', 0}});
  p.open = 0;
  EXPECT_EQ(referee::optimum(p, true).count, 5);
  p.blocked = {{0, 2}};
  EXPECT_EQ(referee::optimum(p, true).count, 4);
}

TEST(RefereeText, ProblemTextOfRectanglesAndHoles) {
  Problem p = independence(2, 3, {{'Q', 1}});
  p.blocked = {{0, 1}, {1, 2}};
  EXPECT_EQ(referee::problem_text(p), "size 2 3\nQ\nx @ 0,1\nx @ 1,2\n");
  p = independence(4, {{'Q', 1}});
  p.blocked = {{0, 0}};
  EXPECT_EQ(referee::problem_text(p), "size 4\nQ\nx @ 0,0\n");
}

// n queens on rectangles, OEIS A061989 .. A061993 (k queens on a k×n board,
// Kotesovec): 3x4 4, 3x5 14; 4x5 12, 4x6 46; 5x6 40, 5x7 164; 6x7 94; 7x8 312.
// Tall boards count the same, and exercise the other orientation.
struct RectangleFigure {
  int rows;
  int cols;
  long long total;
};

void PrintTo(const RectangleFigure& f, std::ostream* os) { *os << "r" << f.rows << "c" << f.cols; }

class RefereeRectangleQueens : public testing::TestWithParam<RectangleFigure> {};

TEST_P(RefereeRectangleQueens, MatchesA061989ToA061993) {
  const RectangleFigure f = GetParam();
  EXPECT_EQ(referee::solve(independence(f.rows, f.cols, {{'Q', f.rows}})).total, f.total);
  EXPECT_EQ(referee::solve(independence(f.cols, f.rows, {{'Q', f.rows}})).total, f.total);
}

const std::vector<RectangleFigure> kRectangleQueens = {{3, 4, 4},  {3, 5, 14}, {4, 5, 12}, {4, 6, 46},
                                                       {5, 6, 40}, {5, 7, 164}, {6, 7, 94}, {7, 8, 312}};

INSTANTIATE_TEST_SUITE_P(Published, RefereeRectangleQueens, testing::ValuesIn(kRectangleQueens));

TEST(RefereePublished, KingsOnRectanglesMatchA172202AndA172203) {
  // k nonattacking kings on a k×n board (Kotesovec).
  EXPECT_EQ(referee::solve(independence(3, 4, {{'K', 3}})).total, 34);   // A172202
  EXPECT_EQ(referee::solve(independence(3, 5, {{'K', 3}})).total, 105);  // A172202
  EXPECT_EQ(referee::solve(independence(4, 5, {{'K', 4}})).total, 454);  // A172203
}

TEST(RefereePublished, IndependentQueenDominationOfRectanglesMatchesA299029) {
  // A299029, rows 1..6 of the triangle i(Q(n×m)), 1 <= n <= m.
  const std::vector<std::vector<int>> rows = {
      {1}, {1, 1}, {1, 1, 1}, {1, 2, 2, 3}, {1, 2, 2, 3, 3}, {1, 2, 2, 3, 3, 4}};
  for (int m = 1; m <= 6; ++m) {
    for (int n = 1; n <= m; ++n) {
      SCOPED_TRACE(std::to_string(n) + "x" + std::to_string(m));
      Problem p = domination(n, m, {{'Q', 0}});
      p.independent = true;
      p.open = 0;
      EXPECT_EQ(referee::optimum(p, false).count, rows[static_cast<size_t>(m - 1)][static_cast<size_t>(n - 1)]);
    }
  }
}

// ---- Published figures ----

struct Figure {
  int n;
  long long total;
  long long fundamental;
};

// Names the case in test output, and in ctest, which shows the printed value in
// place of the index of a parameterised test: ".../MatchesFactorialAndA000903/n5".
void PrintTo(const Figure& f, std::ostream* os) { *os << "n" << f.n; }

class RefereeQueens : public testing::TestWithParam<Figure> {};

TEST_P(RefereeQueens, MatchesA000170AndA002562) {
  const Figure f = GetParam();
  const referee::Result r = referee::solve(independence(f.n, {{'Q', f.n}}));
  EXPECT_EQ(r.total, f.total);
  EXPECT_EQ(r.fundamental, f.fundamental);
}

const std::vector<Figure> kQueens = {{4, 2, 1}, {5, 10, 2}, {6, 4, 1}, {7, 40, 6}, {8, 92, 12}};

INSTANTIATE_TEST_SUITE_P(Published, RefereeQueens, testing::ValuesIn(kQueens));

class RefereeRooks : public testing::TestWithParam<Figure> {};

TEST_P(RefereeRooks, MatchesFactorialAndA000903) {
  const Figure f = GetParam();
  const referee::Result r = referee::solve(independence(f.n, {{'R', f.n}}));
  EXPECT_EQ(r.total, f.total);
  EXPECT_EQ(r.fundamental, f.fundamental);
}

const std::vector<Figure> kRooks = {{1, 1, 1},  {2, 2, 1},   {3, 6, 2},
                                   {4, 24, 7}, {5, 120, 23}, {6, 720, 115}};

INSTANTIATE_TEST_SUITE_P(Published, RefereeRooks, testing::ValuesIn(kRooks));

TEST(RefereePublished, ParameterNamesAreDistinctAndValid) {
  expect_distinct_valid_names(kQueens);
  expect_distinct_valid_names(kRooks);
  expect_distinct_valid_names(kRectangleQueens);
}

TEST(RefereePublished, FourKingsOn4x4Are79) {
  EXPECT_EQ(referee::solve(independence(4, {{'K', 4}})).total, 79);  // A018807
}

TEST(RefereePublished, EightKnightsOn4x4Are6) {
  EXPECT_EQ(referee::solve(independence(4, {{'N', 8}})).total, 6);  // A289203
}

TEST(RefereePublished, TwoNMinusTwoBishopsAre2ToTheN) {
  for (int n = 2; n <= 5; ++n) {
    SCOPED_TRACE(n);
    EXPECT_EQ(referee::solve(independence(n, {{'B', 2 * n - 2}})).total, 1LL << n);
  }
}

TEST(RefereePublished, MixedPiecesOn6x6Are23752) {
  const Problem p = independence(6, {{'K', 2}, {'Q', 2}, {'B', 2}, {'N', 1}});
  EXPECT_EQ(referee::solve(p).total, 23752);
}

TEST(RefereePublished, NauckCompletionHasTwoSolutions) {
  Problem p = independence(8, {{'Q', 8}});
  p.fixed = {{Piece{'Q', 0}, 3, 3}, {Piece{'Q', 0}, 4, 1}};
  EXPECT_EQ(referee::solve(p).total, 2);
}

// ---- Optima (issue 16) ----

// The problem with `type` as its only, open kind.
Problem open_count(int m, char type, bool dominate, bool independent = false, bool total = false) {
  Problem p = dominate ? domination(m, {{type, 0}}) : independence(m, {{type, 0}});
  p.independent = independent;
  p.total = total;
  p.open = 0;
  return p;
}

struct OptimumFigure {
  int n;                      // the board is n×n
  int count;                  // the optimum; -1: no count has a solution
  long long total;            // solutions at the optimum; 0: not checked
  long long fundamental = 0;  // classes at the optimum; 0: not checked
};

void PrintTo(const OptimumFigure& f, std::ostream* os) { *os << "n" << f.n; }

void expect_minimum(const Problem& p, const OptimumFigure& f) {
  const referee::Optimum o = referee::optimum(p, false);
  EXPECT_TRUE(o.complete);
  EXPECT_EQ(o.count, f.count);
  if (f.total > 0) {
    EXPECT_EQ(o.result.total, f.total);
  }
  if (f.fundamental > 0) {
    EXPECT_EQ(o.result.fundamental, f.fundamental);
  }
}

class RefereeQueensDomination : public testing::TestWithParam<OptimumFigure> {};

TEST_P(RefereeQueensDomination, MatchesA075458AndA002564) {
  expect_minimum(open_count(GetParam().n, 'Q', true), GetParam());
}

const std::vector<OptimumFigure> kQueensDomination = {{1, 1, 1},  {2, 1, 4},   {3, 1, 1},
                                                      {4, 2, 12}, {5, 3, 186}, {6, 3, 4}};

INSTANTIATE_TEST_SUITE_P(Published, RefereeQueensDomination, testing::ValuesIn(kQueensDomination));

class RefereeQueensIndependentDomination : public testing::TestWithParam<OptimumFigure> {};

TEST_P(RefereeQueensIndependentDomination, MatchesA075324AndA002568) {
  expect_minimum(open_count(GetParam().n, 'Q', true, true), GetParam());
}

const std::vector<OptimumFigure> kQueensIndependentDomination = {
    {1, 1, 1}, {2, 1, 4}, {3, 1, 1}, {4, 3, 16}, {5, 3, 16}, {6, 4, 120}};

INSTANTIATE_TEST_SUITE_P(Published, RefereeQueensIndependentDomination,
                         testing::ValuesIn(kQueensIndependentDomination));

// Total domination (issue 25): the fewest queens (A303003, from n = 2), the minimum sets
// (A002566) and their classes (A002565). One queen on 1x1 is attacked by none, so no count
// works there (the sequences' 0).
class RefereeQueensTotalDomination : public testing::TestWithParam<OptimumFigure> {};

TEST_P(RefereeQueensTotalDomination, MatchesA303003A002566AndA002565) {
  expect_minimum(open_count(GetParam().n, 'Q', true, false, true), GetParam());
}

const std::vector<OptimumFigure> kQueensTotalDomination = {
    {1, -1, 0, 0}, {2, 2, 6, 2}, {3, 2, 20, 5}, {4, 2, 12, 3}, {5, 3, 70, 15}, {6, 4, 960, 150}, {7, 4, 22, 5}};

INSTANTIATE_TEST_SUITE_P(Published, RefereeQueensTotalDomination, testing::ValuesIn(kQueensTotalDomination));

TEST(RefereeOptimum, ParameterNamesAreDistinctAndValid) {
  expect_distinct_valid_names(kQueensDomination);
  expect_distinct_valid_names(kQueensIndependentDomination);
  expect_distinct_valid_names(kQueensTotalDomination);
}

// The boards of a solve() text, split at the empty lines between them.
std::vector<std::string> boards_of(const std::string& text) {
  std::vector<std::string> boards;
  for (size_t at = 0; at < text.size();) {
    const size_t end = std::min(text.find("\n\n", at), text.size() - 1);
    boards.push_back(text.substr(at, end + 1 - at));
    at = end + 2;
  }
  return boards;
}

TEST(RefereeOptimum, TotalDominatingSetsAreDominatingSetsWithEveryPieceAttacked) {
  // The total dominating sets, told apart among the dominating ones with attacked_cells
  // alone: 12 of the 12 pairs of queens dominating 4x4 (A002564, A002566), 70 of the
  // 186 triples dominating 5x5.
  for (auto [n, count, want] : {std::tuple{4, 2, 12}, std::tuple{5, 3, 70}}) {
    SCOPED_TRACE(n);
    Problem p = domination(n, {{'Q', count}});
    const std::vector<std::string> dominating = boards_of(referee::solve(p).all_no_symmetry);
    std::string attacked_everywhere;
    for (const std::string& text : dominating) {
      const Board b = parse_board(text);
      std::set<int> attacked;
      for (int cell = 0; cell < n * n; ++cell) {
        if (b.cells[static_cast<size_t>(cell)].type == 0) continue;
        for (int a : referee::attacked_cells(b, cell / n, cell % n)) attacked.insert(a);
      }
      bool all = true;
      for (int cell = 0; cell < n * n; ++cell) {
        all = all && (b.cells[static_cast<size_t>(cell)].type == 0 || attacked.count(cell) > 0);
      }
      if (all) attacked_everywhere += (attacked_everywhere.empty() ? "" : "\n") + text;
    }
    p.total = true;
    const referee::Result total = referee::solve(p);
    EXPECT_EQ(total.total, want);
    EXPECT_EQ(total.all_no_symmetry, attacked_everywhere);
  }
}

TEST(RefereeOptimum, KingsDominationIsCeilNOver3Squared) {
  for (int n = 1; n <= 6; ++n) {
    SCOPED_TRACE(n);
    const int third = (n + 2) / 3;
    expect_minimum(open_count(n, 'K', true), {n, third * third, 0});
  }
}

TEST(RefereeOptimum, KnightsDominationMatchesA006075) {
  const int minimum[] = {1, 4, 4, 4};  // n = 1..4
  for (int n = 1; n <= 4; ++n) {
    SCOPED_TRACE(n);
    expect_minimum(open_count(n, 'N', true), {n, minimum[n - 1], 0});
  }
}

TEST(RefereeOptimum, MaximumIndependenceMatchesKnownFigures) {
  // n queens (A000170: 2 on 4x4, 10 on 5x5); ceil(n/2)^2 kings; 8 knights on 4x4
  // in 6 ways (A289203); 2n-2 bishops in 2^n ways.
  const referee::Optimum queens = referee::optimum(open_count(5, 'Q', false), true);
  EXPECT_EQ(queens.count, 5);
  EXPECT_EQ(queens.result.total, 10);
  EXPECT_EQ(queens.result.fundamental, 2);
  EXPECT_EQ(referee::optimum(open_count(5, 'K', false), true).count, 9);
  const referee::Optimum knights = referee::optimum(open_count(4, 'N', false), true);
  EXPECT_EQ(knights.count, 8);
  EXPECT_EQ(knights.result.total, 6);
  const referee::Optimum bishops = referee::optimum(open_count(4, 'B', false), true);
  EXPECT_EQ(bishops.count, 6);
  EXPECT_EQ(bishops.result.total, 16);
}

TEST(RefereeOptimum, NoCountWorksAndTheResultIsEmpty) {
  // Two fixed queens that attack each other: no count of knights helps.
  Problem p = independence(3, {{'N', 0}, {'Q', 2}});
  p.open = 0;
  p.fixed = {{Piece{'Q', 0}, 0, 0}, {Piece{'Q', 0}, 2, 2}};
  for (bool maximum : {false, true}) {
    const referee::Optimum o = referee::optimum(p, maximum);
    EXPECT_TRUE(o.complete);
    EXPECT_EQ(o.count, -1);
    EXPECT_EQ(o.result.total, 0);
  }
}

TEST(RefereeOptimum, FixedPiecesOfTheOpenKindCountTowardIt) {
  // Queens dominating 4x4 need 2, but with 3 fixed on the top row the least is 3.
  Problem p = open_count(4, 'Q', true);
  p.fixed = {{Piece{'Q', 0}, 0, 0}, {Piece{'Q', 0}, 0, 1}, {Piece{'Q', 0}, 0, 2}};
  const referee::Optimum o = referee::optimum(p, false);
  EXPECT_EQ(o.count, 3);
  EXPECT_EQ(o.result.all, "QQQ-\n----\n----\n----\n");
}

TEST(RefereeOptimum, RefusedCountMakesItIncomplete) {
  std::vector<int> asked;
  const referee::Optimum o =
      referee::optimum(open_count(4, 'Q', true), false, [&](const Problem& q) {
        asked.push_back(q.pieces[0].count);
        return q.pieces[0].count < 1;
      });
  EXPECT_FALSE(o.complete);
  EXPECT_EQ(o.count, -1);
  EXPECT_EQ(asked, (std::vector<int>{0, 1}));
}

}  // namespace
